# NumPy twin of backprop.fl: one training step of Rodinia's two-layer perceptron
# (a bias unit 1 first in each layer, the input's slot 0 being the bias; squash =
# logistic; eta = momentum = 0.3): forward pass, output and hidden deltas, weight
# adjustment with momentum.
import numpy as np

ETA = np.float32(0.3)
MOMENTUM = np.float32(0.3)


def squash(s, np=np):
    return np.float32(1.0) / (np.float32(1.0) + np.exp(-s))


def twin(input, target, w1, dw1, w2, dw2, np=np):
    one = np.ones(1, dtype=np.float32)
    x = np.where(np.arange(input.shape[0]) == 0, np.float32(1.0), np.abs(input))  # slot 0: bias
    hid = squash(x @ w1, np)                                # [h]
    hb = np.concatenate([one, hid])                         # [h+1]
    out = squash(hb @ w2, np)                               # [o]
    t = np.abs(target)
    dout = out * (np.float32(1.0) - out) * (t - out)
    dhid = hid * (np.float32(1.0) - hid) * (w2[1:] @ dout)
    ndw2 = ETA * hb[:, None] * dout[None, :] + MOMENTUM * dw2
    ndw1 = ETA * x[:, None] * dhid[None, :] + MOMENTUM * dw1
    return {
        "nw1": (w1 + ndw1).astype(np.float32),
        "ndw1": ndw1.astype(np.float32),
        "nw2": (w2 + ndw2).astype(np.float32),
        "ndw2": ndw2.astype(np.float32),
        "errout": np.sum(np.abs(dout)).astype(np.float32),
        "errhid": np.sum(np.abs(dhid)).astype(np.float32),
    }
