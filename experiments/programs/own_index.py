# NumPy twin of own_index.fl: (b * 2) * (a + 1) element-wise.
import numpy as np


def twin(a, b, np=np):
    return {"zs": (b * np.float32(2.0)) * (a + np.float32(1.0))}
