# NumPy twin of mandelbrot.fl: escape-time iteration z := z^2 + c, 32 steps, over
# the points c of [-2, 0.5) x [-1.25, 1.25) on an h x w grid (the input only
# gives the extents); a pixel stops counting once |z|^2 >= 4. float32, with the
# operations in the same order as the .fl so the counts agree exactly.
import numpy as np

try:
    from numba import prange
except ImportError:
    prange = range

STEPS = 32


def twin(view, np=np):
    h, w = view.shape
    f = np.float32
    cr = f(-2.0) + f(2.5) * np.arange(w).astype(np.float32) / f(w)
    ci = f(-1.25) + f(2.5) * np.arange(h).astype(np.float32) / f(h)
    cr = np.broadcast_to(cr[None, :], (h, w))
    ci = np.broadcast_to(ci[:, None], (h, w))
    zr = np.zeros((h, w), dtype=np.float32)
    zi = np.zeros((h, w), dtype=np.float32)
    k = np.zeros((h, w), dtype=np.int64)
    for _ in range(STEPS):
        go = zr * zr + zi * zi < f(4.0)
        zr, zi = (
            np.where(go, zr * zr - zi * zi + cr, zr),
            np.where(go, f(2.0) * zr * zi + ci, zi),
        )
        k = k + go
    return {"counts": k}


FUSED = ("counts",)


def fused(view):
    h, w = view.shape
    counts = np.empty((h, w), dtype=np.int64)
    two = np.float32(2.0)
    four = np.float32(4.0)
    for i in prange(h):
        ci = np.float32(-1.25) + np.float32(2.5) * np.float32(i) / np.float32(h)
        for j in range(w):
            cr = np.float32(-2.0) + np.float32(2.5) * np.float32(j) / np.float32(w)
            zr = np.float32(0.0)
            zi = np.float32(0.0)
            k = 0
            for _ in range(STEPS):
                if zr * zr + zi * zi < four:
                    zr, zi = zr * zr - zi * zi + cr, two * zr * zi + ci
                    k += 1
            counts[i, j] = k
    return (counts,)
