# NumPy twin of smvm_seq.fl: each row's (column, value) pairs times the
# vector at the columns modulo n, summed per row.
import numpy as np

NO_JAX = "the rows are a list of arrays of different lengths: jax.jit would trace one program per row shape"


def twin(rows, x, np=np):
    n = x.shape[0]
    lengths = np.asarray([len(cols) for cols, _ in rows], dtype=np.int64)
    if lengths.sum() == 0:
        return {"result": np.zeros(len(rows), dtype=np.float32)}
    cols = np.concatenate([cols for cols, _ in rows])
    vals = np.concatenate([vals for _, vals in rows])
    row = np.repeat(np.arange(len(rows)), lengths)
    sums = np.bincount(row, weights=vals * x[cols % n], minlength=len(rows))
    return {"result": sums.astype(np.float32)}
