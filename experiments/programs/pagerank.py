# NumPy twin of pagerank.fl: five push-style PageRank iterations (damping 0.85) over a
# random edge list hashed from the inputs; vertices without out-edges distribute
# nothing; the start ranks are |r0| + 0.001 normalised.
import numpy as np

D = 0.85
ITERS = 5


def ranks(s, t, r0, iters, np=np):
    """`iters` push-style iterations over the edges `s` -> `t` (vertex
    numbers), from |r0| + 0.001 normalised: the last ranks and the ranks
    before them."""
    n = r0.shape[0]
    deg = np.maximum(np.bincount(s, minlength=n), 1).astype(np.float64)
    rank = np.abs(r0) + 0.001
    rank = rank / np.sum(rank)
    prev = rank
    for _ in range(iters):
        prev = rank
        incoming = np.bincount(t, weights=(rank / deg)[s], minlength=n)
        rank = (1.0 - D) / n + D * incoming
    return rank, prev


def twin(src, dst, r0, np=np):
    n = r0.shape[0]
    e = src.shape[0]
    j = np.arange(e, dtype=np.int64)
    s = (src * 1000003 + j * 7919) % n  # NumPy's % is non-negative for n > 0
    t = (dst * 999983 + j * 104729) % n
    rank, prev = ranks(s, t, r0, ITERS, np)
    return {"r5": rank, "err": np.asarray(np.sum(np.abs(rank - prev)))}
