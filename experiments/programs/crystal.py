# NumPy twin of crystal.fl: the quasicrystal image, the sum over 7 plane waves at
# angles k*pi/7 of (cos(x cos th + y sin th + phase) + 1) / 2 per pixel, wrapped into
# [0, 1] (even integer part: the fraction, odd: one minus it). float32 throughout.
import numpy as np

try:
    from numba import prange
except ImportError:
    prange = range

WAVES = 7


def twin(view, phase, np=np):
    h, w = view.shape
    f = np.float32
    x = f(30.0) * (f(2.0) * np.arange(w).astype(np.float32) / f(max(w - 1, 1)) - f(1.0))
    y = f(30.0) * (f(2.0) * np.arange(h).astype(np.float32) / f(max(h - 1, 1)) - f(1.0))
    x = x[None, :]
    y = y[:, None]
    s = np.zeros((h, w), dtype=np.float32)
    for k in range(WAVES):
        th = f(k) * f(3.14159265) / f(WAVES)
        s = s + (np.cos(np.cos(th) * x + np.sin(th) * y + phase) + f(1.0)) / f(2.0)
    whole = np.trunc(s)
    frac = s - whole
    odd = whole.astype(np.int64) % 2 == 1
    img = np.where(odd, f(1.0) - frac, frac)
    return {"img": img.astype(np.float32)}


FUSED = ("img",)


def fused(view, phase):
    h, w = view.shape
    img = np.empty((h, w), dtype=np.float32)
    ph = np.float32(phase.item())
    for i in prange(h):
        y = np.float32(30.0) * (np.float32(2.0) * np.float32(i) / np.float32(max(h - 1, 1)) - np.float32(1.0))
        for j in range(w):
            x = np.float32(30.0) * (np.float32(2.0) * np.float32(j) / np.float32(max(w - 1, 1)) - np.float32(1.0))
            s = np.float32(0.0)
            for k in range(WAVES):
                th = np.float32(k) * np.float32(3.14159265) / np.float32(WAVES)
                s += (np.cos(np.cos(th) * x + np.sin(th) * y + ph) + np.float32(1.0)) / np.float32(2.0)
            whole = np.int64(s)
            frac = s - np.float32(whole)
            img[i, j] = np.float32(1.0) - frac if whole % 2 == 1 else frac
    return (img,)
