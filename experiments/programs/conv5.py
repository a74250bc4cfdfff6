# NumPy twin of conv5.fl: a 5x5 binomial blur of the brightness, edges clamped.
import numpy as np

try:
    from numba import prange
except ImportError:
    prange = range

WEIGHTS = (1.0, 4.0, 6.0, 4.0, 1.0)


def twin(img, np=np):
    bright = np.minimum(np.float32(1.0), np.float32(1.5) * img)
    h, w = bright.shape
    p = np.pad(bright, 2, mode="edge")
    acc = np.zeros((h, w), dtype=np.float32)
    for di in range(5):
        row = np.zeros((h, w), dtype=np.float32)
        for dj in range(5):
            row = row + np.float32(WEIGHTS[dj]) * p[di:di + h, dj:dj + w]
        acc = acc + np.float32(WEIGHTS[di]) * row
    return {"blurred": acc / np.float32(256.0)}


FUSED = ("blurred",)


def fused(img):
    # One nest: the brightness recomputed at each of the 25 neighbours.
    h, w = img.shape
    out = np.empty_like(img)
    for i in prange(h):
        for j in range(w):
            acc = np.float32(0.0)
            for di in range(5):
                r = min(max(i + di - 2, 0), h - 1)
                row = np.float32(0.0)
                for dj in range(5):
                    c = min(max(j + dj - 2, 0), w - 1)
                    b = min(np.float32(1.0), np.float32(1.5) * img[r, c])
                    row += np.float32(WEIGHTS[dj]) * b
                acc += np.float32(WEIGHTS[di]) * row
            out[i, j] = acc / np.float32(256.0)
    return (out,)
