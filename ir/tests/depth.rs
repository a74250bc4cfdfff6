//! Deep nesting: every recursive construct is accepted up to the nesting
//! limit (`ir::MAX_NESTING`) and rejected past it with a located
//! "nested too deeply" error, never a stack overflow; and `check_source`
//! works from a thread with a small stack.

use ir::DiagKind;
use ir::MAX_NESTING;
use ir::{check_source, SourceFile};

use deep::{program, CONSTRUCTS};
use testkit::stress as deep;

/// How far below the limit the "at the limit" programs stay: the levels of
/// the surrounding `def` and `map`.
const MARGIN: usize = 8;

fn check(src: &str) -> Result<ir::Program, ir::Diagnostic> {
    check_source(&SourceFile::new("deep.fl", src)).map_err(|mut ds| ds.remove(0))
}

/// The depth at which a construct's program is just inside the limit.
/// A def chain nests each callee's body (two levels: the call and its
/// argument) in its caller.
fn at_limit(construct: &str) -> usize {
    match construct {
        "defs" => (MAX_NESTING - MARGIN) / 2,
        _ => MAX_NESTING - MARGIN,
    }
}

fn past_limit(construct: &str) -> usize {
    match construct {
        "defs" => MAX_NESTING / 2 + 1,
        _ => MAX_NESTING + 1,
    }
}

#[test]
fn every_construct_checks_at_the_limit() {
    for c in CONSTRUCTS {
        let src = program(c, at_limit(c));
        if let Err(d) = check(&src) {
            panic!(
                "{c} at the limit: {}",
                d.render(&SourceFile::new("deep.fl", &src))
            );
        }
    }
}

#[test]
fn every_construct_past_the_limit_is_a_located_error() {
    for c in CONSTRUCTS {
        let src = program(c, past_limit(c));
        let d = check(&src).expect_err(c);
        assert_eq!(d.kind, DiagKind::Syntax, "{c}: {}", d.message);
        assert!(d.message.contains("too deeply"), "{c}: {}", d.message);
        assert!(
            d.message.contains(&MAX_NESTING.to_string()),
            "{c}: {}",
            d.message
        );
        let shown = d.render(&SourceFile::new("deep.fl", &src));
        assert!(shown.contains("deep.fl:"), "{c}: {shown}");
    }
}

#[test]
fn far_past_the_limit_is_an_error_too() {
    // The sizes: 10,000 nested parentheses, 5,000 chained lets.
    for (c, k) in [
        ("parens", 10_000),
        ("scalar_lets", 5_000),
        ("plus_chain", 50_000),
    ] {
        let d = check(&program(c, k)).expect_err(c);
        assert!(d.message.contains("too deeply"), "{c}: {}", d.message);
    }
    let d = check(&program("index_nesting", 100_000)).expect_err("index");
    assert!(d.message.contains("too deeply"), "{}", d.message);
}

#[test]
fn checks_at_the_limit_from_a_thread_with_the_default_stack() {
    // A spawned thread's default stack is 2 MiB; the program is dropped there too.
    let src = program("scalar_lets", at_limit("scalar_lets"));
    let ok = std::thread::Builder::new()
        .spawn(move || check(&src).is_ok())
        .expect("a thread")
        .join()
        .expect("no overflow");
    assert!(ok);
}
