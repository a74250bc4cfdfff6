# NumPy twin of variance.fl: the population variance, two passes (the mean, then
# the mean of the squared deviations); max(n, 1) guards the empty input.
import numpy as np


def twin(xs, np=np):
    n = max(xs.shape[0], 1)
    mu = np.sum(xs) / n
    return {"result": np.sum((xs - mu) ** 2) / n}
