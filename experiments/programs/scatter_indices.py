# NumPy twin of scatter_indices.fl: xs added into a zero vector at indices
# (7 k) mod n.
import numpy as np


def twin(xs, ks, np=np):
    n = xs.shape[0]
    out = np.zeros(n, dtype=np.float32)
    np.add.at(out, (ks * 7) % n, xs)
    return {"out": out}


def jax_twin(xs, ks, np=np):
    n = xs.shape[0]
    return {"out": np.zeros(n, dtype=np.float32).at[(ks * 7) % n].add(xs)}
