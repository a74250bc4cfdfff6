# NumPy twin of srad.fl: Rodinia's srad_v1 (Yu & Acton's speckle-reducing anisotropic
# diffusion) with the whole image as the region of interest: extract J = exp(I / 255),
# two iterations, compress 255 log J; edges clamped, lambda = 0.5, f32.
import numpy as np

F = np.float32
ITERATIONS = 2
LAMBDA = F(0.5)


def srad_iter(j, np):
    h, w = j.shape
    npix = F(h * w)
    mean = np.sum(j) / npix
    var = np.sum(j * j) / npix - mean * mean
    q0sqr = var / (mean * mean)
    p = np.pad(j, 1, mode="edge")
    dn = p[:-2, 1:-1] - j
    ds = p[2:, 1:-1] - j
    dw = p[1:-1, :-2] - j
    de = p[1:-1, 2:] - j
    g2 = (dn * dn + ds * ds + dw * dw + de * de) / (j * j)
    lap = (dn + ds + dw + de) / j
    num = F(0.5) * g2 - F(1.0 / 16.0) * lap * lap
    den = F(1.0) + F(0.25) * lap
    qsqr = num / (den * den)
    c = F(1.0) / (F(1.0) + (qsqr - q0sqr) / (q0sqr * (F(1.0) + q0sqr)))
    c = np.clip(c, F(0.0), F(1.0))
    cp = np.pad(c, ((0, 1), (0, 1)), mode="edge")
    cs = cp[1:, :-1]
    ce = cp[:-1, 1:]
    div = c * dn + cs * ds + c * dw + ce * de
    return j + F(0.25) * LAMBDA * div


def twin(image, np=np):
    j = np.exp(F(127.5) * (image + F(1.0)) / F(255.0))
    if j.size == 0:
        return {"out": j}
    for _ in range(ITERATIONS):
        j = srad_iter(j, np)
    return {"out": F(255.0) * np.log(j)}
