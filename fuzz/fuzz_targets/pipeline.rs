//! The `pipeline` fuzz target: [`fuzz_core::pipeline`] on libFuzzer's bytes; a
//! finding is a panic, which libFuzzer records as a crash.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(finding) = fuzz_core::pipeline(data) {
        panic!("{finding}");
    }
});
