# NumPy twin of transpose_maps.fl: c = 3 * transpose(a + 1).
import numpy as np


def twin(a, np=np):
    return {"c": np.float32(3.0) * (a + np.float32(1.0)).T}
