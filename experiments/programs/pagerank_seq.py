# NumPy twin of pagerank_seq.fl: three push-style PageRank iterations
# (damping 0.85, pagerank.py's `ranks`) over the edge blocks taken as one
# edge list, vertices hashed modulo n.
import importlib.util
import pathlib

import numpy as np

NO_JAX = "the edge blocks are a list of arrays of different lengths: jax.jit would trace one program per block shape"

_spec = importlib.util.spec_from_file_location("pagerank", pathlib.Path(__file__).with_name("pagerank.py"))
pagerank = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(pagerank)

ITERS = 3


def twin(edges, r0, np=np):
    n = r0.shape[0]
    none = np.zeros(0, dtype=np.int64)
    src = np.concatenate([s for s, _ in edges] + [none])
    dst = np.concatenate([d for _, d in edges] + [none])
    s = (src * 1000003) % n  # NumPy's % is non-negative for n > 0
    t = (dst * 999983) % n
    rank, prev = pagerank.ranks(s, t, r0, ITERS, np)
    return {"rank3": rank, "err": np.asarray(np.sum(np.abs(rank - prev)))}
