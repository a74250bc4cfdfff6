# NumPy twin of pagerank_seq.fl: three push-style PageRank iterations
# (damping 0.85) over the edge blocks taken as one edge list; vertices hashed
# modulo n, vertices without out-edges distribute nothing, start ranks
# |r0| + 0.001 normalised.
import numpy as np

NO_JAX = "the edge blocks are a list of arrays of different lengths: jax.jit would trace one program per block shape"

D = 0.85
ITERS = 3


def twin(edges, r0, np=np):
    n = r0.shape[0]
    src = np.concatenate([s for s, _ in edges] + [np.zeros(0, dtype=np.int64)])
    dst = np.concatenate([d for _, d in edges] + [np.zeros(0, dtype=np.int64)])
    s = (src * 1000003) % n  # NumPy's % is non-negative for n > 0
    t = (dst * 999983) % n
    deg = np.maximum(np.bincount(s, minlength=n), 1).astype(np.float64)
    rank = np.abs(r0) + 0.001
    rank = rank / np.sum(rank)
    prev = rank
    for _ in range(ITERS):
        prev = rank
        incoming = np.bincount(t, weights=(rank / deg)[s], minlength=n)
        rank = (1.0 - D) / n + D * incoming
    return {"rank3": rank, "err": np.asarray(np.sum(np.abs(rank - prev)))}
