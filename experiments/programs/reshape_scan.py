# NumPy twin of reshape_scan.fl: the running sum of the doubled matrix in flat
# (row-major) order, seen as [n][m].
import numpy as np


def twin(a, np=np):
    m, n = a.shape
    return {"r": np.cumsum((a * np.float32(2.0)).reshape(m * n)).reshape(n, m)}
