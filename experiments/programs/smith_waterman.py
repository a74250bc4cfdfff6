# NumPy twin of smith_waterman.fl: the Smith-Waterman score matrix (match +2,
# mismatch -1, linear gap -1, floored at 0) by anti-diagonals, a Python loop over the
# n+m-1 diagonals vectorised inside; each diagonal is stored by row i in n+1 slots.
# Returns each row's maximum score and the best local alignment score.
import numpy as np

# Not for the JAX peer (harness.py): a Python loop over the n + m - 1 anti-diagonals (12287 at the bench sizes), which jax.jit would unroll.
NO_JAX = "a Python loop over the n + m - 1 anti-diagonals (12287 at the bench sizes), which jax.jit would unroll"


def twin(a, b, np=np):
    n = a.shape[0]
    m = b.shape[0]
    i = np.arange(n + 1)
    zero = np.zeros(n + 1, dtype=np.int64)
    prev2, prev1, rowmax = zero, zero, zero
    if n == 0 or m == 0:
        return {"rowmax": zero, "best": np.asarray(0, dtype=np.int64)}
    up = np.maximum(i - 1, 0)                  # row i-1, clamped for row 0
    ai = a[np.clip(i - 1, 0, n - 1)] % 4
    for d in range(2, n + m + 1):
        j = d - i
        valid = (i >= 1) & (j >= 1) & (j <= m)
        bj = b[np.clip(j - 1, 0, m - 1)] % 4
        s = np.where(ai == bj, 2, -1)
        diag = prev2[up] + s
        north = prev1[up] - 1
        west = prev1 - 1
        cur = np.where(valid, np.maximum(0, np.maximum(diag, np.maximum(north, west))), 0)
        cur = cur.astype(np.int64)
        prev2, prev1 = prev1, cur
        rowmax = np.maximum(rowmax, cur)
    best = np.max(rowmax)
    return {"rowmax": rowmax.astype(np.int64), "best": np.asarray(best, dtype=np.int64)}
