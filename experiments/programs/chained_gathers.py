# NumPy twin of chained_gathers.fl: double, transpose, flatten, reverse, add one.
import numpy as np


def twin(a, np=np):
    m, n = a.shape
    flat = (a * np.float32(2.0)).T.reshape(m * n)
    return {"c": flat[::-1] + np.float32(1.0)}
