# NumPy twin of nbody.fl: all-pairs 2-D gravitational accelerations,
# a_i = sum_j m_j (r_j - r_i) / (|r_j - r_i|^2 + 0.01)^(3/2), in float32.
import numpy as np

try:
    from numba import prange
except ImportError:
    prange = range


def twin(xs, ys, ms, np=np):
    dx = xs[None, :] - xs[:, None]  # [i, j] = x_j - x_i
    dy = ys[None, :] - ys[:, None]
    d2 = dx * dx + dy * dy + np.float32(0.01)
    inv = d2 * np.sqrt(d2)
    ax = np.sum(ms * dx / inv, axis=1)
    ay = np.sum(ms * dy / inv, axis=1)
    return {"ax": ax, "ay": ay}


FUSED = ("ax", "ay")


def fused(xs, ys, ms):
    n = xs.shape[0]
    ax = np.empty(n, dtype=np.float32)
    ay = np.empty(n, dtype=np.float32)
    soft = np.float32(0.01)
    for i in prange(n):
        xi = xs[i]
        yi = ys[i]
        sx = np.float32(0.0)
        sy = np.float32(0.0)
        for j in range(n):
            dx = xs[j] - xi
            dy = ys[j] - yi
            d2 = dx * dx + dy * dy + soft
            inv = d2 * np.sqrt(d2)
            sx += ms[j] * dx / inv
            sy += ms[j] * dy / inv
        ax[i] = sx
        ay[i] = sy
    return (ax, ay)
