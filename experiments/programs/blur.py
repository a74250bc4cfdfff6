# NumPy twin of blur.fl: a brightness map 0.5 p + 0.5, then a 3x3 Gaussian blur
# (weights 1 2 1 / 2 4 2 / 1 2 1 over 16) with clamped edges.
import numpy as np

try:
    from numba import prange
except ImportError:
    prange = range


def twin(img, np=np):
    h, w = img.shape
    b = np.pad(np.float32(0.5) * img + np.float32(0.5), 1, mode="edge")
    up, mid, down = b[:-2], b[1:-1], b[2:]
    rows = up + np.float32(2.0) * mid + down  # vertical 1 2 1, then horizontal 1 2 1
    out = (rows[:, :-2] + np.float32(2.0) * rows[:, 1:-1] + rows[:, 2:]) / np.float32(16.0)
    return {"blurred": out}


FUSED = ("blurred",)


def fused(img):
    # One loop nest; the brightness map is recomputed for each of the nine
    # neighbours, as a fused stencil does.
    h, w = img.shape
    out = np.empty_like(img)
    half = np.float32(0.5)
    two = np.float32(2.0)
    four = np.float32(4.0)
    sixteen = np.float32(16.0)
    for i in prange(h):
        i0 = max(i - 1, 0)
        i2 = min(i + 1, h - 1)
        for j in range(w):
            j0 = max(j - 1, 0)
            j2 = min(j + 1, w - 1)
            a = half * img[i0, j0] + half
            b = half * img[i0, j] + half
            c = half * img[i0, j2] + half
            d = half * img[i, j0] + half
            e = half * img[i, j] + half
            f = half * img[i, j2] + half
            g = half * img[i2, j0] + half
            k = half * img[i2, j] + half
            l = half * img[i2, j2] + half
            out[i, j] = (a + two * b + c + two * d + four * e + two * f + g + two * k + l) / sixteen
    return (out,)
