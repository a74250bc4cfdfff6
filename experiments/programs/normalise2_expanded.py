# NumPy twin of normalise2_expanded.fl: xs = input + 1; the sum of xs and the sum
# of its prefix sums; each xs scaled by n (resp. n * n) and divided (integer
# division; every operand is positive, so floor and truncation agree).
import numpy as np


def twin(input, np=np):
    n = input.shape[0]
    xs = input + 1
    sum1 = np.sum(xs)
    sum2 = np.sum(np.cumsum(xs))
    return {"ys1": (xs * n) // sum1, "ys2": (xs * n * n) // sum2}
