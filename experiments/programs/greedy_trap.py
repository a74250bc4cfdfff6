# NumPy twin of greedy_trap.fl: eight forward scans of xs, combined element-wise
# into pairs, then a backward scan of the pairs (sum of the first components,
# maximum of the second). Each scan scanl1 f with f a b = g(a, h(b)) is written
# as an accumulate over [x0, h(x1), h(x2), ...].
import numpy as np


def twin(xs, np=np):
    x0, rest = xs[:1], xs[1:]
    p1 = np.cumsum(xs)
    p2 = np.cumprod(xs)
    p3 = np.maximum.accumulate(xs)
    p4 = np.minimum.accumulate(xs)
    p5 = np.cumsum(np.concatenate([x0, 2.0 * rest]))
    p6 = np.cumsum(np.concatenate([x0, -rest]))
    p7 = np.maximum.accumulate(np.concatenate([x0, rest * rest]))
    p8 = np.minimum.accumulate(np.concatenate([x0, 0.0 - rest]))
    z0 = p1 + p2 + p3 + p4
    z1 = p5 * p6 + p7 - p8
    q0 = np.cumsum(z0[::-1])[::-1]
    q1 = np.maximum.accumulate(z1[::-1])[::-1]
    return {"q.0": q0, "q.1": q1}
