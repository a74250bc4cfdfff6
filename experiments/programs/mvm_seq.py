# NumPy twin of mvm_seq.fl: each row of the sequence times the vector.
import numpy as np


def twin(rows, v, np=np):
    if not rows:
        return {"result": np.zeros(0, dtype=np.float64)}
    return {"result": np.stack(rows) @ v}
