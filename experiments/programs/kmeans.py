# NumPy twin of kmeans.fl: one Lloyd iteration. Squared distances of every point to
# every centroid, the nearest centroid per point (the first one on ties, as argmin),
# then the mean of each cluster's points; an empty cluster keeps its old centroid.
import numpy as np


def twin(points, cents, np=np):
    n, d = points.shape
    k = cents.shape[0]
    # Sum the squared coordinate differences in coordinate order (d is small).
    dists = np.zeros((n, k), dtype=np.float32)
    for l in range(d):
        t = points[:, l][:, None] - cents[:, l][None, :]
        dists = dists + t * t
    assign = np.argmin(dists, axis=1).astype(np.int64) if k > 0 else np.full(n, k, dtype=np.int64)
    flat = (assign[:, None] * d + np.arange(d)).reshape(-1)
    sums = np.bincount(flat, weights=points.reshape(-1), minlength=k * d)[: k * d]
    sums = sums.astype(np.float32).reshape(k, d)
    counts = np.bincount(assign, minlength=k)[:k]
    safe = np.maximum(counts, 1).astype(np.float32)[:, None]
    newc = np.where(counts[:, None] > 0, sums / safe, cents)
    return {"newc": newc.astype(np.float32), "assign": assign}
