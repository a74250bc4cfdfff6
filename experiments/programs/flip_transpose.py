# NumPy twin of flip_transpose.fl: add one, flip the rows upside down, transpose,
# triple.
import numpy as np


def twin(a, np=np):
    return {"c": (a + np.float32(1.0))[::-1, :].T * np.float32(3.0)}
