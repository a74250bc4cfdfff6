# NumPy twin of reverse_scan.fl: the running sums of xs, reversed.
import numpy as np


def twin(xs, np=np):
    return {"r": np.cumsum(xs, dtype=np.float32)[::-1]}
