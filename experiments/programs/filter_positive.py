# NumPy twin of filter_positive.fl: the square roots of the positive elements,
# in order.
import numpy as np


def twin(xs, np=np):
    return {"roots": np.sqrt(xs[xs > np.float32(0.0)])}


FUSED = ("roots",)


def fused(xs):
    # Filter and map in one sequential pass (the output position is a running
    # count).
    out = np.empty_like(xs)
    k = 0
    for i in range(xs.shape[0]):
        x = xs[i]
        if x > 0:
            out[k] = np.sqrt(x)
            k += 1
    return (out[:k].copy(),)
