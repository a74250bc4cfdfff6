# NumPy twin of lulesh.fl: two cycles (LagrangeLeapFrog, TimeIncrement) of LULESH 2.0's
# Lagrangian hydrodynamics on a structured 2-D mesh of h x w quads; nodes [h+1][w+1] hold
# positions and velocities, elements [h][w] hold e, p, q, v, ss; f64 throughout.
import numpy as np

HGCOEF = 3.0
QLC_MONOQ = 0.5
QQC_MONOQ = 2.0 / 3.0
LIMITER = 2.0
MAX_SLOPE = 1.0
QQC = 2.0
DVOVMAX = 0.1
U_CUT = E_CUT = P_CUT = Q_CUT = 1e-7
V_CUT = 1e-10
EMIN = -1e15
PMIN = 0.0
EOSVMIN = 1e-9
EOSVMAX = 1e9
QSTOP = 1e12
DTMAX = 1e-2
MULT_LB = 1.1
MULT_UB = 1.2
PTINY = 1e-36
REFDENS = 1.0
SS_TINY = 0.1111111e-36
SS_FLOOR = 0.3333333e-18


def corners(a):
    """The four corners of every element, counter-clockwise from (i, j)."""
    return a[:-1, :-1], a[:-1, 1:], a[1:, 1:], a[1:, :-1]


def to_nodes(c, np):
    """Sum the elements' corner values into the nodes: corner 2 of element (i-1, j-1),
    3 of (i-1, j), 1 of (i, j-1), 0 of (i, j), in that order."""
    return (np.pad(c[2], ((1, 0), (1, 0))) + np.pad(c[3], ((1, 0), (0, 1)))
            + np.pad(c[1], ((0, 1), (1, 0))) + np.pad(c[0], ((0, 1), (0, 1))))


def pressure(en, comp, vnewc, np):
    bvc = 2.0 / 3.0 * (comp + 1.0)
    pbvc = 2.0 / 3.0
    p = bvc * en
    p = np.where(np.abs(p) < P_CUT, 0.0, p)
    p = np.where(vnewc >= EOSVMAX, 0.0, p)
    p = np.where(p < PMIN, PMIN, p)
    return p, bvc, pbvc


def sound(pbvc, en, vc, bvc, p, np):
    s = (pbvc * en + vc * vc * bvc * p) / REFDENS
    return np.where(s <= SS_TINY, SS_FLOOR, np.sqrt(np.maximum(s, 0.0)))


def area(x, y):
    x0, x1, x2, x3 = x
    y0, y1, y2, y3 = y
    return 0.5 * ((x2 - x0) * (y3 - y1) - (y2 - y0) * (x3 - x1))


def leapfrog(st, volo, emass, nmass, dt, np):
    x, y, xd, yd, e, p, q, v, ss = st
    h, w = e.shape
    # LagrangeNodal: stress forces (sigma = -p - q) on the node normals
    sig = -p - q
    xc, yc = corners(x), corners(y)
    fjxxi = 0.25 * ((xc[1] - xc[0]) + (xc[2] - xc[3]))
    fjxet = 0.25 * ((xc[3] - xc[0]) + (xc[2] - xc[1]))
    fjyxi = 0.25 * ((yc[1] - yc[0]) + (yc[2] - yc[3]))
    fjyet = 0.25 * ((yc[3] - yc[0]) + (yc[2] - yc[1]))
    determ = 4.0 * (fjxxi * fjyet - fjxet * fjyxi)
    # normals (and volume derivatives): half the two adjacent edges' outward normals
    nx = [0.5 * (yc[(a + 1) % 4] - yc[(a + 3) % 4]) for a in range(4)]
    ny = [0.5 * (xc[(a + 3) % 4] - xc[(a + 1) % 4]) for a in range(4)]
    fx = to_nodes([0.0 - sig * n for n in nx], np)
    fy = to_nodes([0.0 - sig * n for n in ny], np)
    # hourglass control: the mode (1, -1, 1, -1) made orthogonal to the linear field
    hgdet = volo * v
    volinv = 1.0 / hgdet
    hmx = xc[0] - xc[1] + xc[2] - xc[3]
    hmy = yc[0] - yc[1] + yc[2] - yc[3]
    gamma = (1.0, -1.0, 1.0, -1.0)
    g = [gamma[a] - volinv * (nx[a] * hmx + ny[a] * hmy) for a in range(4)]
    coef = 0.0 - HGCOEF * 0.01 * ss * emass / np.sqrt(hgdet)
    uc, wc = corners(xd), corners(yd)
    hxx = g[0] * uc[0] + g[1] * uc[1] + g[2] * uc[2] + g[3] * uc[3]
    hyy = g[0] * wc[0] + g[1] * wc[1] + g[2] * wc[2] + g[3] * wc[3]
    fx = fx + to_nodes([coef * (g[a] * hxx) for a in range(4)], np)
    fy = fy + to_nodes([coef * (g[a] * hyy) for a in range(4)], np)
    # accelerations, symmetry planes, velocities, positions
    xdd = fx / nmass
    ydd = fy / nmass
    xdd = np.concatenate([np.zeros_like(xdd[:, :1]), xdd[:, 1:]], axis=1)
    ydd = np.concatenate([np.zeros_like(ydd[:1]), ydd[1:]], axis=0)
    xd1 = xd + xdd * dt
    yd1 = yd + ydd * dt
    xd1 = np.where(np.abs(xd1) < U_CUT, 0.0, xd1)
    yd1 = np.where(np.abs(yd1) < U_CUT, 0.0, yd1)
    x1 = x + xd1 * dt
    y1 = y + yd1 * dt
    # LagrangeElements: kinematics on the new mesh
    xc, yc = corners(x1), corners(y1)
    uc, wc = corners(xd1), corners(yd1)
    volume = area(xc, yc)
    vnew = volume / volo
    delv = vnew - v
    edges = [(xc[(a + 1) % 4] - xc[a]) * (xc[(a + 1) % 4] - xc[a])
             + (yc[(a + 1) % 4] - yc[a]) * (yc[(a + 1) % 4] - yc[a]) for a in range(4)]
    arealg = volume / np.sqrt(np.maximum(np.maximum(edges[0], edges[1]), np.maximum(edges[2], edges[3])))
    dt2 = 0.5 * dt
    hx = [xc[a] - dt2 * uc[a] for a in range(4)]
    hy = [yc[a] - dt2 * wc[a] for a in range(4)]
    fjxxi = 0.25 * ((hx[1] - hx[0]) + (hx[2] - hx[3]))
    fjxet = 0.25 * ((hx[3] - hx[0]) + (hx[2] - hx[1]))
    fjyxi = 0.25 * ((hy[1] - hy[0]) + (hy[2] - hy[3]))
    fjyet = 0.25 * ((hy[3] - hy[0]) + (hy[2] - hy[1]))
    cjxxi, cjxet, cjyxi, cjyet = fjyet, 0.0 - fjyxi, 0.0 - fjxet, fjxxi
    inv = 1.0 / (4.0 * (fjxxi * cjxxi + fjxet * cjxet))
    xi = (-1.0, 1.0, 1.0, -1.0)
    eta = (-1.0, -1.0, 1.0, 1.0)
    # the shape function derivatives at the centre: B = cofactors . (xi_a, eta_a)
    bx = [cjxxi * xi[a] + cjxet * eta[a] for a in range(4)]
    by = [cjyxi * xi[a] + cjyet * eta[a] for a in range(4)]
    dxx = inv * (bx[0] * uc[0] + bx[1] * uc[1] + bx[2] * uc[2] + bx[3] * uc[3])
    dyy = inv * (by[0] * wc[0] + by[1] * wc[1] + by[2] * wc[2] + by[3] * wc[3])
    vdov = dxx + dyy
    # monotonic Q: gradients along xi (j) and eta (i)
    vol = volo * vnew
    norm = 1.0 / (vol + PTINY)
    dxi = 0.5 * ((xc[1] + xc[2]) - (xc[0] + xc[3]))
    dyi = 0.5 * ((yc[1] + yc[2]) - (yc[0] + yc[3]))
    dxj = 0.5 * ((xc[3] + xc[2]) - (xc[0] + xc[1]))
    dyj = 0.5 * ((yc[3] + yc[2]) - (yc[0] + yc[1]))
    ax, ay = dyj, 0.0 - dxj
    delx_xi = vol / np.sqrt(ax * ax + ay * ay + PTINY)
    delv_xi = (ax * norm * (0.5 * ((uc[1] + uc[2]) - (uc[0] + uc[3])))
               + ay * norm * (0.5 * ((wc[1] + wc[2]) - (wc[0] + wc[3]))))
    ax, ay = 0.0 - dyi, dxi
    delx_eta = vol / np.sqrt(ax * ax + ay * ay + PTINY)
    delv_eta = (ax * norm * (0.5 * ((uc[3] + uc[2]) - (uc[0] + uc[1])))
                + ay * norm * (0.5 * ((wc[3] + wc[2]) - (wc[0] + wc[1]))))

    def limiter(dv, minus, plus):
        n = 1.0 / (dv + PTINY)
        dvm = minus * n
        dvp = plus * n
        phi = 0.5 * (dvm + dvp)
        phi = np.where(LIMITER * dvm < phi, LIMITER * dvm, phi)
        phi = np.where(LIMITER * dvp < phi, LIMITER * dvp, phi)
        phi = np.where(phi < 0.0, 0.0, phi)
        return np.where(phi > MAX_SLOPE, MAX_SLOPE, phi)

    # symmetry planes on the minus sides (the element's own delv), free surfaces on the plus sides
    phixi = limiter(delv_xi,
                    np.concatenate([delv_xi[:, :1], delv_xi[:, :-1]], axis=1),
                    np.concatenate([delv_xi[:, 1:], np.zeros_like(delv_xi[:, :1])], axis=1))
    phieta = limiter(delv_eta,
                     np.concatenate([delv_eta[:1], delv_eta[:-1]], axis=0),
                     np.concatenate([delv_eta[1:], np.zeros_like(delv_eta[:1])], axis=0))
    dvxxi = np.minimum(delv_xi * delx_xi, 0.0)
    dvxeta = np.minimum(delv_eta * delx_eta, 0.0)
    rho = emass / (volo * vnew)
    ql = np.where(vdov > 0.0, 0.0,
                  0.0 - QLC_MONOQ * rho * (dvxxi * (1.0 - phixi) + dvxeta * (1.0 - phieta)))
    qq = np.where(vdov > 0.0, 0.0,
                  QQC_MONOQ * rho * (dvxxi * dvxxi * (1.0 - phixi * phixi)
                                     + dvxeta * dvxeta * (1.0 - phieta * phieta)))
    # material: bounded volumes, then the EOS
    vnewc = np.minimum(np.maximum(vnew, EOSVMIN), EOSVMAX)
    vc_old = np.minimum(np.maximum(v, EOSVMIN), EOSVMAX)
    comp = 1.0 / vnewc - 1.0
    chalf = 1.0 / (vnewc - delv * 0.5) - 1.0
    chalf = np.where(vnewc <= EOSVMIN, comp, chalf)
    big = vnewc >= EOSVMAX
    pold = np.where(big, 0.0, p)
    comp = np.where(big, 0.0, comp)
    chalf = np.where(big, 0.0, chalf)
    work = np.zeros_like(e)
    en = e - 0.5 * delv * (pold + q) + 0.5 * work
    en = np.maximum(en, EMIN)
    phalf, bvc, pbvc = pressure(en, chalf, vnewc, np)
    vhalf = 1.0 / (1.0 + chalf)
    qn = np.where(delv > 0.0, 0.0, sound(pbvc, en, vhalf, bvc, phalf, np) * ql + qq)
    en = en + 0.5 * delv * (3.0 * (pold + q) - 4.0 * (phalf + qn))
    en = en + 0.5 * work
    en = np.where(np.abs(en) < E_CUT, 0.0, en)
    en = np.maximum(en, EMIN)
    pn, bvc, pbvc = pressure(en, comp, vnewc, np)
    qt = np.where(delv > 0.0, 0.0, sound(pbvc, en, vnewc, bvc, pn, np) * ql + qq)
    en = en - (7.0 * (pold + q) - 8.0 * (phalf + qn) + (pn + qt)) * delv * (1.0 / 6.0)
    en = np.where(np.abs(en) < E_CUT, 0.0, en)
    en = np.maximum(en, EMIN)
    pn, bvc, pbvc = pressure(en, comp, vnewc, np)
    qf = sound(pbvc, en, vnewc, bvc, pn, np) * ql + qq
    qn = np.where(delv <= 0.0, np.where(np.abs(qf) < Q_CUT, 0.0, qf), qn)
    ss1 = sound(pbvc, en, vnewc, bvc, pn, np)
    v1 = np.where(np.abs(vnew - 1.0) < V_CUT, 1.0, vnew)
    # time constraints
    dtf = ss1 * ss1
    dtf = np.where(vdov < 0.0, dtf + 64.0 * QQC * QQC * arealg * arealg * vdov * vdov, dtf)
    dtf = arealg / np.sqrt(dtf)
    dtcourant = np.min(np.where(vdov != 0.0, dtf, 1e20), initial=1e20)
    dthydro = np.min(np.where(vdov != 0.0, DVOVMAX / (np.abs(vdov) + 1e-20), 1e20), initial=1e20)
    # LULESH's checks, counted
    nbad = (np.sum(determ <= 0.0) + np.sum(v <= 0.0) + np.sum(vnew <= 0.0) + np.sum(q > QSTOP)
            + np.sum(vc_old <= 0.0))
    return (x1, y1, xd1, yd1, en, pn, qn, v1, ss1), dtcourant, dthydro, nbad


def time_increment(olddt, dtcourant, dthydro, np):
    g = 1e20
    g = np.where(dtcourant < g, dtcourant / 2.0, g)
    g = np.where(dthydro < g, dthydro * 2.0 / 3.0, g)
    ratio = g / olddt
    nd = np.where(ratio >= 1.0,
                  np.where(ratio < MULT_LB, olddt, np.where(ratio > MULT_UB, olddt * MULT_UB, g)), g)
    return np.where(nd > DTMAX, DTMAX, nd)


def twin(re, rq, rx, ry, ru, rv, rdt, np=np):
    h, w = re.shape
    jj = np.arange(w + 1, dtype=np.float64)[None, :]
    ii = np.arange(h + 1, dtype=np.float64)[:, None]
    # the mesh of [0, 1.125]^2 moved by up to 0.1 of a cell, the symmetry planes fixed
    x = np.where(jj == 0.0, 0.0, 1.125 / w * (jj + 0.1 * rx))
    y = np.where(ii == 0.0, 0.0, 1.125 / h * (ii + 0.1 * ry))
    xd = np.where(jj == 0.0, 0.0, 0.1 * ru)
    yd = np.where(ii == 0.0, 0.0, 0.1 * rv)
    e = 1.0 + 0.5 * re
    q = 0.01 * (rq + 1.0)
    volo = area(corners(x), corners(y))
    emass = REFDENS * volo
    nmass = to_nodes([emass / 4.0] * 4, np)
    v = np.ones_like(e)
    p, bvc, pbvc = pressure(e, 1.0 / v - 1.0, v, np)
    ss = sound(pbvc, e, v, bvc, p, np)
    dt = (2.0 + rdt) / 100.0 * 1.125 / max(h, w)
    st = (x, y, xd, yd, e, p, q, v, ss)
    bad = 0
    for _ in range(2):
        st, dtc, dth, nbad = leapfrog(st, volo, emass, nmass, dt, np)
        dt = time_increment(dt, dtc, dth, np)
        bad = bad + nbad
    x, y, xd, yd, e, p, q, v, ss = st
    return {
        "pos2.0": x, "pos2.1": y, "vel2.0": xd, "vel2.1": yd,
        "e2": e, "p2": p, "q2": q, "v2": v, "ss2": ss,
        "dt2": np.asarray(dt, dtype=np.float64), "errors": np.asarray(bad, dtype=np.int64),
    }
