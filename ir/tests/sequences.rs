//! The sequence constructs in the checker: types, the encoding of sequence
//! parameters, and located errors for each misuse.

use ir::{DiagKind, SourceFile, Type};

fn check(src: &str) -> Result<ir::Program, ir::Diagnostic> {
    ir::check_source(&SourceFile::new("t.fl", src)).map_err(|mut ds| ds.remove(0))
}

fn checked(src: &str) -> ir::Program {
    check(src).unwrap_or_else(|d| panic!("{}", d.render(&SourceFile::new("t.fl", src))))
}

/// The message of the first error and where it points (`t.fl:L:C`).
fn error(src: &str) -> (String, String) {
    let d = check(src).expect_err("should not check");
    assert_eq!(d.kind, DiagKind::Type, "{}", d.message);
    let shown = d.render(&SourceFile::new("t.fl", src));
    (d.message, shown)
}

fn seq_body(body: &str) -> String {
    format!("def f [n] (xs: seq [?]f64) (ys: seq [n]f64) (a: [n]f64) : [?]f64 =\n  {body}\n")
}

#[test]
fn constructs_have_their_types() {
    let src = "def f [n] (xs: seq [?]f32) (m: i64) : ([?][n]i64, [?]f32, f32, ([?]i64, [?]f32)) =\n\
               \x20 let rows = produce (the m) (\\i -> generate [n] (\\j -> the i + j))\n\
               \x20 let pairs = map_seq (\\r x -> (r, x)) rows xs\n\
               \x20 let total = fold_seq (\\acc x -> let s = fold (+) 0.0f32 x in unit (the acc + the s)) (unit 0.0f32) xs\n\
               \x20 in (tabulate rows, elements xs, total, elements pairs)\n";
    let p = checked(src);
    let d = p.entry(None).unwrap();
    assert_eq!(
        d.signature(),
        "def f [n] (xs: seq [?]f32) (m: []i64) : ([?][n]i64, [?]f32, []f32, ([?]i64, [?]f32))"
    );
    // The sequence parameter is its encoding: values and shapes.
    let names: Vec<&str> = d.params.iter().map(|p| &*p.name).collect();
    assert_eq!(names, ["%n", "%xs.values", "%xs.shapes", "m"]);
    assert_eq!(d.params[1].ty.to_string(), "[?]f32");
    assert_eq!(d.params[2].ty.to_string(), "[?][1]i64");
    assert_eq!(d.seqs.len(), 1);
    assert_eq!(d.seqs[0].positions(), 1..3);
    // The sequence of pairs made by `map_seq` has tuple elements.
    let mut pairs = None;
    d.body.walk(
        &mut |e| {
            if matches!(&e.ty, Type::Seq(t) if matches!(**t, Type::Tuple(_))) {
                pairs = Some(e.ty.to_string());
            }
        },
        &mut |_| {},
    );
    assert_eq!(pairs.as_deref(), Some("seq ([n]i64, [?]f32)"));
}

#[test]
fn a_fold_seq_state_that_changes_size_is_generalised() {
    // The state grows by one element per step: its size is `?`.
    let src = "def f (xs: seq [?]i64) : [?]i64 =\n  fold_seq (\\acc x -> generate [length acc + 1] (\\i -> i)) (iota 0) xs\n";
    let p = checked(src);
    assert_eq!(p.entry(None).unwrap().body.ty.to_string(), "[?]i64");
}

#[test]
fn misuse_is_a_located_error() {
    let cases: &[(&str, &str, &str)] = &[
        (
            "map (\\v -> v) xs",
            "is the sequence seq [?]f64, not an array",
            "t.fl:2:17",
        ),
        (
            "produce 3 (\\i -> elements xs)",
            "sequences nest one level",
            "t.fl:2:20",
        ),
        (
            "elements (map_seq (\\x -> elements ys) xs)",
            "sequences nest one level",
            "t.fl:2:28",
        ),
        (
            "if true then elements xs else elements (produce 1 (\\i -> xs))",
            "sequences nest one level",
            "t.fl:2:60",
        ),
        (
            "tabulate xs",
            "`tabulate` stacks elements of one shape",
            "t.fl:2:12",
        ),
        (
            "fold_seq (\\s x -> s) xs xs",
            "the state of `fold_seq` is an array",
            "t.fl:2:24",
        ),
        (
            "elements a",
            "`elements` takes a sequence, found [n]f64",
            "t.fl:2:12",
        ),
        (
            "elements (map_seq (\\x y -> x) xs)",
            "takes 1 parameter, this one 2",
            "t.fl:2:21",
        ),
        (
            "elements (produce 3 a)",
            "takes an element function",
            "t.fl:2:23",
        ),
        (
            "let b = if true then xs else ys in a",
            "a branch of an array-level `if` is the sequence",
            "t.fl:2:24",
        ),
        (
            "let t = (xs, a) in a",
            "cannot be a tuple's component",
            "t.fl:2:12",
        ),
        (
            "loop s = elements xs while false do xs",
            "the loop body gives seq",
            "t.fl:2:39",
        ),
        (
            "map (\\v -> v + f64 (length xs)) a",
            "`xs` is the sequence seq [?]f64, not an array",
            "t.fl:2:30",
        ),
    ];
    for (body, wanted, at) in cases {
        let (msg, shown) = error(&seq_body(body));
        assert!(msg.contains(wanted), "{body}: {msg}");
        assert!(shown.contains(at), "{body}: {shown}");
    }
}

#[test]
fn sequence_types_are_checked_where_written() {
    let (msg, shown) = error("def f (xs: seq seq [?]f64) : [?]f64 = elements xs\n");
    assert!(msg.contains("sequences nest one level"), "{msg}");
    assert!(shown.contains("t.fl:1:12"), "{shown}");
    let (msg, _) = error("def f (xs: seq [?]f64) : ([?]f64, seq [?]f64) = (elements xs, xs)\n");
    assert!(
        msg.contains("a sequence cannot be a tuple's component"),
        "{msg}"
    );
    let (msg, shown) = error(
        "def g (xs: seq [?]f64) : [?]f64 = elements xs\ndef f (xs: seq [?]f64) : [?]f64 = g xs\n",
    );
    assert!(
        msg.contains("takes or gives a sequence, so it is an entry point"),
        "{msg}"
    );
    assert!(shown.contains("t.fl:2:35"), "{shown}");
    // The constructs' names are reserved.
    let d = check("def f (produce: [3]i64) : [3]i64 = produce\n").unwrap_err();
    assert_eq!(d.kind, DiagKind::Name);
    // A sequence result is allowed; its type prints with `seq`.
    let p = checked("def f (k: i64) : seq [?]i64 = produce (the k) (\\i -> iota (the i))\n");
    assert_eq!(p.entry(None).unwrap().ret.to_string(), "seq [?]i64");
}
