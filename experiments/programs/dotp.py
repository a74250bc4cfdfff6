# NumPy twin of dotp.fl: the dot product of two float32 vectors.
import numpy as np


def twin(xs, ys, np=np):
    return {"result": np.dot(xs, ys)}
