# NumPy twin of two_scatters.fl: xs and ys each added into a zero vector at the
# same indices k mod n.
import numpy as np


def twin(xs, ys, ks, np=np):
    n = xs.shape[0]
    idx = ks % n
    a = np.zeros(n, dtype=np.float32)
    b = np.zeros(n, dtype=np.float32)
    np.add.at(a, idx, xs)
    np.add.at(b, idx, ys)
    return {"a": a, "b": b}


def jax_twin(xs, ys, ks, np=np):
    n = xs.shape[0]
    idx = ks % n
    zeros = np.zeros(n, dtype=np.float32)
    return {"a": zeros.at[idx].add(xs), "b": zeros.at[idx].add(ys)}
