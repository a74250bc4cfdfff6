# NumPy twin of scan_reverse.fl: the running sums of xs, reversed, and three
# times them.
import numpy as np


def twin(xs, np=np):
    r = np.cumsum(xs, dtype=np.float32)[::-1]
    return {"r": r, "c": np.float32(3.0) * r}
