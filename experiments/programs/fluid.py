# NumPy twin of fluid.fl: one step of Stam's stable-fluids solver (vel_step, then
# dens_step) on an [h][w] grid of cells of side 1/w, Jacobi sweeps, edge-clamped
# (zero-gradient) boundaries, dt = 0.1, viscosity = diffusion = 0.0001.
import numpy as np

F = np.float32
SWEEPS = 4


def neighbours(x, np):
    """Edge-clamped neighbours of every cell: (up, down, left, right)."""
    p = np.pad(x, 1, mode="edge")
    return p[:-2, 1:-1], p[2:, 1:-1], p[1:-1, :-2], p[1:-1, 2:]


def diffuse(x0, w, np):
    a = F(0.1) * F(0.0001) * F(w) * F(w)
    x = x0
    for _ in range(SWEEPS):
        up, down, left, right = neighbours(x, np)
        x = (x0 + a * (up + left + right + down)) / (F(1.0) + F(4.0) * a)
    return x


def project(u, v, w, np):
    _, _, ul, ur = neighbours(u, np)
    vu, vd, _, _ = neighbours(v, np)
    div = F(-0.5) * ((ur - ul) + (vd - vu)) / F(w)
    p = div / F(4.0)
    for _ in range(SWEEPS - 1):
        up, down, left, right = neighbours(p, np)
        p = (div + (up + left + right + down)) / F(4.0)
    pu, pd, pl, pr = neighbours(p, np)
    return u - F(0.5) * F(w) * (pr - pl), v - F(0.5) * F(w) * (pd - pu)


def advect(q, u, v, np):
    h, w = q.shape
    dt0 = F(0.1) * F(w)
    jj = np.arange(w, dtype=np.float32)[None, :]
    ii = np.arange(h, dtype=np.float32)[:, None]
    x = np.clip(jj - dt0 * u, F(0.0), F(w - 1))
    y = np.clip(ii - dt0 * v, F(0.0), F(h - 1))
    j0 = x.astype(np.int64)
    i0 = y.astype(np.int64)
    j1 = np.minimum(j0 + 1, w - 1)
    i1 = np.minimum(i0 + 1, h - 1)
    s1 = x - j0.astype(np.float32)
    t1 = y - i0.astype(np.float32)
    s0 = F(1.0) - s1
    t0 = F(1.0) - t1
    return s0 * (t0 * q[i0, j0] + t1 * q[i1, j0]) + s1 * (t0 * q[i0, j1] + t1 * q[i1, j1])


def twin(u, v, dens, np=np):
    w = u.shape[1]
    if u.size == 0:
        return {"u2": u, "v2": v, "d2": np.abs(dens)}
    # vel_step: diffuse, project, self-advect, project
    u1, v1 = project(diffuse(u, w, np), diffuse(v, w, np), w, np)
    u2, v2 = project(advect(u1, u1, v1, np), advect(v1, u1, v1, np), w, np)
    # dens_step: diffuse, advect by the new velocity
    d2 = advect(diffuse(np.abs(dens), w, np), u2, v2, np)
    return {"u2": u2, "v2": v2, "d2": d2}
