# NumPy twin of black_scholes.fl: European call and put prices by Black-Scholes
# with the Abramowitz & Stegun 26.2.17 polynomial for the cumulative normal
# distribution; riskfree rate 0.02, volatility 0.30. The raw inputs in [-1, 1)
# are mapped to price in [5, 30), strike in [1, 100), years in [0.25, 10).
# Everything in float32.
import numpy as np

try:
    from numba import prange
except ImportError:
    prange = range

F = np.float32
R = F(0.02)
V = F(0.30)
A1, A2, A3, A4, A5 = F(0.31938153), F(-0.356563782), F(1.781477937), F(-1.821255978), F(1.330274429)
RSQRT2PI = F(0.3989422804)
K = F(0.2316419)
HALF, ONE = F(0.5), F(1.0)
ZERO = F(0.0)
# Mapping of the raw inputs to their domains.
P0, P1, S0, S1, T0, T1 = F(5.0), F(25.0), F(1.0), F(99.0), F(0.25), F(9.75)


def cnd(d, np=np):
    k = ONE / (ONE + K * np.abs(d))
    c = RSQRT2PI * np.exp(-HALF * d * d) * (k * (A1 + k * (A2 + k * (A3 + k * (A4 + k * A5)))))
    return np.where(d > ZERO, ONE - c, c)


def twin(price, strike, years, np=np):
    s0 = P0 + P1 * np.abs(price)
    x0 = S0 + S1 * np.abs(strike)
    t0 = T0 + T1 * np.abs(years)
    v_sqrt_t = V * np.sqrt(t0)
    d1 = (np.log(s0 / x0) + (R + HALF * V * V) * t0) / v_sqrt_t
    d2 = d1 - v_sqrt_t
    cnd1 = cnd(d1, np)
    cnd2 = cnd(d2, np)
    x_exp_rt = x0 * np.exp(-R * t0)
    call = s0 * cnd1 - x_exp_rt * cnd2
    put = x_exp_rt * (ONE - cnd2) - s0 * (ONE - cnd1)
    return {"callput.0": call, "callput.1": put}


FUSED = ("callput.0", "callput.1")


def fused(price, strike, years):
    n = price.shape[0]
    call = np.empty(n, dtype=np.float32)
    put = np.empty(n, dtype=np.float32)
    for i in prange(n):
        s0 = P0 + P1 * abs(price[i])
        x0 = S0 + S1 * abs(strike[i])
        t0 = T0 + T1 * abs(years[i])
        v_sqrt_t = V * np.sqrt(t0)
        d1 = (np.log(s0 / x0) + (R + HALF * V * V) * t0) / v_sqrt_t
        d2 = d1 - v_sqrt_t
        k1 = ONE / (ONE + K * abs(d1))
        c1 = RSQRT2PI * np.exp(-HALF * d1 * d1) * (k1 * (A1 + k1 * (A2 + k1 * (A3 + k1 * (A4 + k1 * A5)))))
        cnd1 = ONE - c1 if d1 > ZERO else c1
        k2 = ONE / (ONE + K * abs(d2))
        c2 = RSQRT2PI * np.exp(-HALF * d2 * d2) * (k2 * (A1 + k2 * (A2 + k2 * (A3 + k2 * (A4 + k2 * A5)))))
        cnd2 = ONE - c2 if d2 > ZERO else c2
        x_exp_rt = x0 * np.exp(-R * t0)
        call[i] = s0 * cnd1 - x_exp_rt * cnd2
        put[i] = x_exp_rt * (ONE - cnd2) - s0 * (ONE - cnd1)
    return (call, put)
