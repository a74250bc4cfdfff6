# NumPy twin of radix_pass.fl: one LSD radix-sort pass on the 4-bit digit
# (k >> 4) & 15, i.e. the keys stably sorted by that digit.
import numpy as np


def twin(keys, np=np):
    digits = (keys >> 4) & 15
    order = np.argsort(digits, kind="stable")
    return {"sorted": keys[order].astype(np.int64)}
