# NumPy twin of tridiag.fl: the Thomas algorithm (forward elimination, then back
# substitution) for m independent tridiagonal systems, one per row, as a NumPy user
# writes it: a Python loop over the n unknowns, vectorised over the m systems.
import numpy as np

# Not for the JAX peer (harness.py): a Python loop over the n unknowns of each sweep (510 steps at the bench sizes), which jax.jit would unroll.
NO_JAX = "a Python loop over the n unknowns of each sweep (510 steps at the bench sizes), which jax.jit would unroll"


def twin(a, b, c, y, np=np):
    m, n = b.shape
    if n == 0:
        return {"x": np.zeros((m, n), dtype=np.float64)}
    diag = 4.0 + np.abs(b)
    # Forward elimination: new pivots bp and right-hand sides yp.
    bp = [diag[:, 0]]
    yp = [y[:, 0]]
    for i in range(1, n):
        k = a[:, i] / bp[-1]
        bp.append(diag[:, i] - k * c[:, i - 1])
        yp.append(y[:, i] - k * yp[-1])
    # Back substitution.
    xs = [yp[n - 1] / bp[n - 1]]
    for i in range(n - 2, -1, -1):
        xs.append((yp[i] - c[:, i] * xs[-1]) / bp[i])
    x = np.stack(xs[::-1], axis=1)
    return {"x": x.astype(np.float64)}
