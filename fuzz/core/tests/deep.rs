//! Deep nesting (issue 12): 10,000 nested parentheses and 5,000 chained
//! `let`s must give an error or work (check, compile, run), never a stack
//! overflow. A stack overflow aborts the whole test binary, which is why
//! these live apart from the corpus replay.
//!
//! Each runs on a thread with the 8 MiB stack of the `fuselab` binary's main
//! thread, so the test asks what a user's run would.

use interp::{random_inputs, Sizes};
use ir::Name;
use passes::{compile, Options, Registry};

/// The text through the front end and, when it checks, through strategy
/// `none` and both interpreters at `n = 3`: a finding, a compile error or a
/// stack overflow fails the test; a diagnostic or a run-time error is fine.
fn survives(text: String) {
    let run = move || {
        let Some(p) = fuzz_core::check_text(&text).unwrap_or_else(|f| panic!("{f}")) else {
            return;
        };
        let def = p.entry(None).expect("a def");
        let registry = Registry::builtin();
        let none = registry.get("none").expect("the none strategy");
        let c = compile(&p, def, none, &Options::default()).unwrap_or_else(|e| panic!("{e}"));
        let sizes: Sizes = [(Name::from("n"), 3)].into_iter().collect();
        let inputs = random_inputs(def, &sizes, 1).expect("random inputs");
        let _ = interp::reference::run(&p, def, &inputs);
        let _ = interp::loops::run(&c.loops, &inputs);
    };
    std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(run)
        .expect("a thread")
        .join()
        .expect("no panic");
}

// The programs: the depth tests' generator, shared with `ir` and the CLI's.
use testkit::stress as deep;

/// `depth` parentheses around an expression, a lambda's pattern, a
/// parameter's type and its element type: one program each.
fn parens(depth: usize) -> Vec<String> {
    ["parens", "pattern_parens", "type_parens", "elem_parens"]
        .map(|c| deep::program(c, depth))
        .into()
}

fn array_lets(count: usize) -> String {
    deep::program("array_lets", count)
}

fn scalar_lets(count: usize) -> String {
    deep::program("scalar_lets", count)
}

/// The generators make what they say at a depth every build handles.
#[test]
fn shallow_nesting_works() {
    parens(20).into_iter().for_each(survives);
    survives(array_lets(20));
    survives(scalar_lets(20));
}

// Past the parser's nesting limit (`ir::MAX_NESTING`) each is a
// located error; before that limit existed each overflowed the stack
// (SIGABRT).
#[test]
fn ten_thousand_nested_parentheses() {
    parens(10_000).into_iter().for_each(survives);
}

#[test]
fn five_thousand_chained_array_lets() {
    survives(array_lets(5_000));
}

#[test]
fn five_thousand_chained_scalar_lets() {
    survives(scalar_lets(5_000));
}
