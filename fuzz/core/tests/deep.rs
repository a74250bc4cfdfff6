//! Deep nesting (issue 12): 10,000 nested parentheses and 5,000 chained
//! `let`s must give an error or work (check, compile, run), never a stack
//! overflow. A stack overflow aborts the whole test binary, which is why
//! these live apart from the corpus replay.
//!
//! Each runs on a thread with the 8 MiB stack of the `fuselab` binary's main
//! thread, so the test asks what a user's run would.

use interp::inputs::{random_inputs, Sizes};
use ir::Name;
use passes::manager::{compile, Options, Registry};

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

/// `depth` parentheses around an expression, a lambda's pattern, a
/// parameter's type and its element type: one program each.
fn parens(depth: usize) -> Vec<String> {
    let (open, close) = ("(".repeat(depth), ")".repeat(depth));
    vec![
        format!("def f (xs: [n]i64) : [n]i64 = map (\\x -> {open}x{close}) xs\n"),
        format!("def f (xs: [n]i64) : [n]i64 = map (\\{open}x{close} -> x) xs\n"),
        format!("def f (xs: {open}[n]i64{close}) : [n]i64 = xs\n"),
        format!("def f (xs: [n]{open}i64{close}) : [n]i64 = xs\n"),
    ]
}

/// `count` chained array-level `let`s, each a `map` of the one before.
fn array_lets(count: usize) -> String {
    let mut s = String::from("def f (xs: [n]i64) : [n]i64 =\n  let a0 = xs\n");
    for i in 1..=count {
        s += &format!("  let a{i} = map (\\x -> x + 1) a{}\n", i - 1);
    }
    s + &format!("  in a{count}\n")
}

/// `count` chained scalar `let`s inside a lambda.
fn scalar_lets(count: usize) -> String {
    let mut s = String::from("def f (xs: [n]i64) : [n]i64 = map (\\x ->\n  let b0 = x in\n");
    for i in 1..=count {
        s += &format!("  let b{i} = b{} + 1 in\n", i - 1);
    }
    s + &format!("  b{count}) xs\n")
}

/// The generators make what they say at a depth every build handles.
#[test]
fn shallow_nesting_works() {
    parens(20).into_iter().for_each(survives);
    survives(array_lets(20));
    survives(scalar_lets(20));
}

// Past the parser's nesting limit (`ir::parser::MAX_DEPTH`) each is a
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
