//! The `npy` target: arbitrary bytes as a `.npy` file.

use crate::Finding;
use ir::npy::{decode, encode, NpyError};

/// Bytes through the `.npy` reader: an error or an array, never a panic or
/// an allocation the bytes do not justify; an array that decodes encodes
/// (unless its shape does not fit a version 1.0 header) to bytes that decode
/// to an array with the same encoding, bit for bit.
pub fn npy(data: &[u8]) -> Result<(), Finding> {
    let Ok(array) = decode(data) else {
        return Ok(());
    };
    let bytes = match encode(&array) {
        Ok(bytes) => bytes,
        Err(NpyError::ShapeOverflow(_)) => return Ok(()),
        Err(e) => {
            return Err(Finding::NpyRoundTrip(format!(
                "the decoded array does not encode: {e}"
            )))
        }
    };
    let again = decode(&bytes)
        .map_err(|e| Finding::NpyRoundTrip(format!("its encoding does not decode: {e}")))?;
    let twice = encode(&again)
        .map_err(|e| Finding::NpyRoundTrip(format!("the re-decoded array does not encode: {e}")))?;
    if twice != bytes || again.shape() != array.shape() || again.elem() != array.elem() {
        return Err(Finding::NpyRoundTrip(format!(
            "shape {:?} of {} decodes again as shape {:?} of {}, or encodes differently",
            array.shape(),
            array.elem(),
            again.shape(),
            again.elem()
        )));
    }
    Ok(())
}
