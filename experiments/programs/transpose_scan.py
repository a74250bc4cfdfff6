# NumPy twin of transpose_scan.fl: running sums along the rows of the doubled
# matrix, transposed.
import numpy as np


def twin(a, np=np):
    return {"t": np.cumsum(a * np.float32(2.0), axis=1).T}
