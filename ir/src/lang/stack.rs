//! Running deep recursion on a stack of its own.
//!
//! The parser bounds every syntax tree by [`crate::parser::MAX_NESTING`]; the
//! passes that recurse over a tree (checking, simplifying, labelling,
//! lowering, interpreting, code generation) then need a stack proportional to
//! that bound, more than a spawned thread's default 2 MiB. [`run_with_stack`]
//! runs a closure on a thread with a stack of the given size (address space:
//! only what is used is committed) and hands back its result; a panic in it
//! goes on in the caller.

/// The stack [`crate::check_source`] parses and checks on: ample for a tree
/// at the nesting limit in a debug build.
pub const CHECK_STACK: usize = 256 << 20;

/// The stack on which the whole of a compilation and run at the nesting
/// limit fits (checking, simplifying, labelling, strategies, lowering, the
/// interpreters and code generation), with room to spare.
pub const PIPELINE_STACK: usize = 2 << 30;

/// Runs `f` on a new thread with a stack of `size` bytes and returns what it
/// returns. When no thread can be started (the process is at its thread or
/// memory limit), `f` runs on the caller's stack instead.
pub fn run_with_stack<T: Send>(size: usize, f: impl FnOnce() -> T + Send) -> T {
    let mut f = Some(f);
    let spawned = std::thread::scope(|scope| {
        let f = &mut f;
        let handle = std::thread::Builder::new()
            .name("fuselab-deep".into())
            .stack_size(size)
            .spawn_scoped(scope, move || f.take().expect("run once")());
        handle.ok().map(|h| match h.join() {
            Ok(v) => v,
            Err(panic) => std::panic::resume_unwind(panic),
        })
    });
    match spawned {
        Some(v) => v,
        None => (f.take().expect("not run when no thread started"))(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn depth(n: u64) -> u64 {
        let pad = std::hint::black_box([n; 64]);
        if n == 0 {
            0
        } else {
            1 + depth(n - 1) + pad[0] - n
        }
    }

    #[test]
    fn recursion_too_deep_for_a_default_thread_runs_on_a_big_stack() {
        // ~600 bytes a frame x 100,000 frames: past 2 MiB and 8 MiB.
        assert_eq!(run_with_stack(256 << 20, || depth(100_000)), 100_000);
    }

    #[test]
    fn panics_go_on_in_the_caller() {
        let r = std::panic::catch_unwind(|| run_with_stack(1 << 20, || panic!("boom")));
        assert!(r.is_err());
    }
}
