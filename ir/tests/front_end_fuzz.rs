//! The front end on hostile input: arbitrary bytes, and the suite programs
//! mutated (bytes, tokens and spans deleted, repeated or swapped in, deep
//! nesting spliced in), must give `Ok` or located diagnostics from
//! `load_source` / `check_source`, never a panic or a stack overflow.

use ir::load_source;
use ir::{check_source, SourceFile};
use proptest::prelude::*;
use std::path::Path;

/// The suite programs' texts.
fn suite() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../experiments/programs");
    let mut texts: Vec<String> = std::fs::read_dir(&dir)
        .expect("the suite folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "fl"))
        .map(|p| std::fs::read_to_string(p).expect("a suite program"))
        .collect();
    texts.sort();
    assert!(texts.len() >= 10, "{} suite programs", texts.len());
    texts
}

/// Checks `bytes` as a file: any outcome but a panic; every diagnostic
/// renders with a location.
fn front_end(bytes: &[u8]) {
    let file = match load_source("f.fl", bytes) {
        Ok(f) => f,
        Err(e) => {
            let (file, d) = *e;
            assert!(d.render(&file).contains("f.fl:"));
            return;
        }
    };
    if let Err(ds) = check_source(&file) {
        for d in ds {
            let shown = d.render(&file);
            assert!(shown.contains("f.fl:"), "{shown}");
        }
    }
}

/// Pieces of program text that mutations splice in.
const PIECES: &[&str] = &[
    "(",
    ")",
    "[",
    "]",
    "\\x -> ",
    "let a = ",
    " in ",
    "if ",
    " then ",
    " else ",
    ".0",
    "[0]",
    " + ",
    " % ",
    " && ",
    "-",
    "9223372036854775808",
    "-9223372036854775808",
    "2147483648i32",
    "1e400",
    "0.5f32",
    "?",
    "[0-1]",
    "(i64, f32)",
    "map",
    "fold",
    "permute",
    "ignore",
    "loop ",
    "def g (xs: [n]i64) : [n]i64 = ",
    "\u{0}",
    "é",
    "\u{202e}",
    "--",
    "\n",
    ",",
    "_",
    "unit",
];

#[derive(Debug, Clone)]
enum Mutation {
    Delete(usize, usize),
    Insert(usize, usize),
    Repeat(usize, usize, usize),
    Byte(usize, u8),
    Nest(usize, usize),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<usize>(), 0usize..40).prop_map(|(a, l)| Mutation::Delete(a, l)),
        (any::<usize>(), 0..PIECES.len()).prop_map(|(a, p)| Mutation::Insert(a, p)),
        (any::<usize>(), 1usize..30, 1usize..200).prop_map(|(a, l, k)| Mutation::Repeat(a, l, k)),
        (any::<usize>(), any::<u8>()).prop_map(|(a, b)| Mutation::Byte(a, b)),
        (any::<usize>(), 1usize..5000).prop_map(|(a, k)| Mutation::Nest(a, k)),
    ]
}

fn apply(text: &[u8], m: &Mutation) -> Vec<u8> {
    let mut t = text.to_vec();
    let at = |a: usize, t: &[u8]| if t.is_empty() { 0 } else { a % (t.len() + 1) };
    match *m {
        Mutation::Delete(a, l) => {
            let a = at(a, &t);
            let end = (a + l).min(t.len());
            t.drain(a..end);
        }
        Mutation::Insert(a, p) => {
            let a = at(a, &t);
            t.splice(a..a, PIECES[p].bytes());
        }
        Mutation::Repeat(a, l, k) => {
            let a = at(a, &t);
            let end = (a + l).min(t.len());
            let piece: Vec<u8> = t[a..end].repeat(k);
            t.splice(a..a, piece);
        }
        Mutation::Byte(a, b) => {
            if !t.is_empty() {
                let a = a % t.len();
                t[a] = b;
            }
        }
        Mutation::Nest(a, k) => {
            let a = at(a, &t);
            let mut piece = "(".repeat(k).into_bytes();
            piece.extend(b"x");
            piece.extend(")".repeat(k).bytes());
            t.splice(a..a, piece);
        }
    }
    t
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        front_end(&bytes);
    }

    #[test]
    fn arbitrary_token_soup_never_panics(ps in proptest::collection::vec(0..PIECES.len(), 0..60)) {
        let text: String = ps.iter().map(|&p| PIECES[p]).collect();
        front_end(text.as_bytes());
    }

    #[test]
    fn mutated_suite_programs_never_panic(
        which in any::<usize>(),
        ms in proptest::collection::vec(mutation(), 1..5),
    ) {
        let texts = suite();
        let mut t = texts[which % texts.len()].clone().into_bytes();
        for m in &ms {
            t = apply(&t, m);
        }
        front_end(&t);
    }
}

#[test]
fn the_suite_programs_check() {
    for t in suite() {
        check_source(&SourceFile::new("f.fl", t)).expect("a suite program checks");
    }
}
