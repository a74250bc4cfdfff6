//! The pipeline target's program choice: the fuzzer's bytes steer the
//! generator, and what it generates is well-typed.

use fuzz_core::{ByteRng, Case};
use rand::RngCore;

/// The bytes come out first, in order; then the generator goes on
/// deterministically.
#[test]
fn byte_rng_hands_out_the_bytes_first() {
    let data = [1u8, 2, 3, 4, 5, 6];
    let mut r = ByteRng::new(&data);
    assert_eq!(r.next_u32(), u32::from_le_bytes([1, 2, 3, 4]));
    let after = r.next_u32();
    assert_eq!(after.to_le_bytes()[..2], [5, 6]);
    let mut again = ByteRng::new(&data);
    again.next_u32();
    assert_eq!(again.next_u32(), after);
}

/// A mutated byte changes the case; the same bytes give the same case.
#[test]
fn the_same_bytes_give_the_same_case() {
    let a = Case::from_bytes(b"fuselab fuzz");
    let b = Case::from_bytes(b"fuselab fuzz");
    assert_eq!(a.to_string(), b.to_string());
    let c = Case::from_bytes(b"fuselab fuzZ");
    assert_ne!(a.to_string(), c.to_string());
}

/// Short inputs (the first ones libFuzzer tries) already give programs of
/// several operations that check and agree with the reference.
#[test]
fn short_inputs_give_checked_programs() {
    let mut lines = 0;
    for i in 0u8..8 {
        let case = Case::from_bytes(&[i, i.wrapping_mul(37)]);
        lines += case.text.lines().count();
        case.check().unwrap_or_else(|f| panic!("{f}"));
    }
    assert!(lines > 8 * 3, "programs of more than a line or two");
}
