# NumPy twin of compact.fl: the positive elements moved to the front in order, zeros
# after them, and their count.
import numpy as np


def twin(xs, np=np):
    kept = xs[xs > np.float32(0.0)]
    out = np.zeros_like(xs)
    out[: kept.shape[0]] = kept
    return {"out": out, "count": np.int64(kept.shape[0])}
