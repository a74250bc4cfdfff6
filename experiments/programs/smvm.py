# NumPy twin of smvm.fl: y = A x + y0 for an m x n CSR matrix with nnz non-zeros
# (cols, vals), row r holding ((r+1) nnz)/m - (r nnz)/m of them; columns mod n.
import numpy as np


def twin(cols, vals, x, y0, np=np):
    nnz = cols.shape[0]
    m = y0.shape[0]
    n = x.shape[0]
    r = np.arange(m, dtype=np.int64)
    segs = ((r + 1) * nnz) // m - (r * nnz) // m
    prods = x[cols % n] * vals
    rows = np.bincount(np.repeat(r, segs), weights=prods, minlength=m)
    return {"y": y0 + rows.astype(np.float32)}
