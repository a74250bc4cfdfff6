# NumPy twin of gather_indices.fl: gather x at indices (7 k + 3) mod n, then double.
import numpy as np


def twin(ks, x, np=np):
    n = x.shape[0]
    idx = (ks * 7 + 3) % n  # NumPy's % is already non-negative for n > 0
    return {"y": x[idx] * np.float32(2.0)}
