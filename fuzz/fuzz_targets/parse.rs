//! The `parse` fuzz target: [`fuzz_core::parse`] on libFuzzer's bytes; a
//! finding is a panic, which libFuzzer records as a crash.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(finding) = fuzz_core::parse(data) {
        panic!("{finding}");
    }
});
