# NumPy twin of sum_of_squares.fl: the sum of the squares of an int64 vector
# (wrapping on overflow, as NumPy's int64 does).
import numpy as np


def twin(xs, np=np):
    return {"result": np.sum(xs * xs)}
