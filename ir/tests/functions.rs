//! The constructs the checker expands into core operations: `zipWith`,
//! `iota`, scalar definitions, local functions and unzipping `let`s. Each
//! is checked for the type it gives, the core operation it becomes, and
//! the located error a misuse gets.

use ir::{check_source, AExpr, AExprKind, DiagKind, OpKind, SExpr, SExprKind, SourceFile};

fn check(src: &str) -> Result<ir::Program, ir::Diagnostic> {
    check_source(&SourceFile::new("t.fl", src)).map_err(|mut ds| ds.remove(0))
}

fn entry_body(src: &str) -> AExpr {
    let p = check(src).unwrap_or_else(|d| panic!("{}", d.render(&SourceFile::new("t.fl", src))));
    p.defs.last().unwrap().body.clone()
}

fn body_type(src: &str) -> String {
    entry_body(src).ty.to_string()
}

/// The diagnostic's kind, message and rendering (which starts with its
/// location).
fn error(src: &str) -> (DiagKind, String, String) {
    let d = check(src).expect_err("the program should be rejected");
    let f = SourceFile::new("t.fl", src);
    (d.kind, d.message.clone(), d.render(&f))
}

/// The operations of an array expression, outermost `let` first.
fn ops(e: &AExpr, out: &mut Vec<OpKind>) {
    match &e.kind {
        AExprKind::Op(op) => {
            op.array_args().into_iter().for_each(|a| ops(a, out));
            out.push(op.kind());
        }
        AExprKind::Let { value, body, .. } => {
            ops(value, out);
            ops(body, out);
        }
        AExprKind::Tuple(es) => es.iter().for_each(|e| ops(e, out)),
        _ => {}
    }
}

fn ops_of(src: &str) -> Vec<OpKind> {
    let mut out = Vec::new();
    ops(&entry_body(src), &mut out);
    out
}

/// Counts the nodes of a scalar expression that satisfy `pred`.
fn count(e: &SExpr, pred: &dyn Fn(&SExpr) -> bool) -> usize {
    let mut n = 0;
    e.walk(&mut |c| n += usize::from(pred(c)));
    n
}

/// The body of the entry's first operation's lambda (its last scalar
/// expression).
fn first_lambda_body(src: &str) -> SExpr {
    fn find(e: &AExpr) -> Option<SExpr> {
        match &e.kind {
            AExprKind::Op(op) => op.scalar_exprs().last().map(|e| (*e).clone()),
            AExprKind::Let { value, body, .. } => find(value).or_else(|| find(body)),
            _ => None,
        }
    }
    find(&entry_body(src)).expect("an operation with a lambda")
}

#[test]
fn zip_with_is_map_of_as_many_arrays() {
    let src = "def f (xs: [n]f32) (ys: [n]f32) : [n]f32 = zipWith (*) xs ys";
    assert_eq!(body_type(src), "[n]f32");
    assert_eq!(ops_of(src), vec![OpKind::Map]);
    let src3 = "def f (a: [n]i64) (b: [n]i64) (c: [n]i64) : [n]i64 = zipWith3 (\\x y z -> x + y * z) a b c";
    assert_eq!(body_type(src3), "[n]i64");
    match &entry_body(src3).kind {
        AExprKind::Op(op) => assert_eq!(op.array_args().len(), 3),
        k => panic!("{k:?}"),
    }
}

#[test]
fn zip_with_misuse_is_located() {
    let (kind, msg, rendered) =
        error("def f (xs: [n]f32) (ys: [n]f32) : [n]f32 =\n  zipWith (*) xs");
    assert_eq!(kind, DiagKind::Type);
    assert!(
        msg.contains("`zipWith` takes a function and 2 arrays, 2 given"),
        "{msg}"
    );
    assert!(rendered.starts_with("t.fl:2:3:"), "{rendered}");
    let (_, msg, rendered) =
        error("def f (xs: [n]f32) (ys: [m]f32) : [n]f32 =\n  zipWith (+) xs ys");
    assert!(
        msg.contains("`zipWith` needs arrays of one shape: [n]f32 and [m]f32"),
        "{msg}"
    );
    assert!(rendered.starts_with("t.fl:2:18:"), "{rendered}");
    let (_, msg, _) = error("def f (xs: [n]f32) (ys: [n]f32) : [n]f32 = zipWith (\\x -> x) xs ys");
    assert!(
        msg.contains("zipWith's function takes 2 argument(s) here, but this lambda takes 1"),
        "{msg}"
    );
    let (_, msg, _) = error("def f (xs: [n]f32) : [n]f32 = zipWith10 (+) xs xs");
    assert!(msg.contains("unknown name `zipWith10`"), "{msg}");
    let (_, msg, _) = error("def f (xs: [n]f32) : [n]f32 = let zipWith = xs in zipWith");
    assert!(msg.contains("built-in name"), "{msg}");
}

#[test]
fn iota_is_a_generate_of_the_start_s_type() {
    let src = "def f (xs: [n]i64) : [n]i64 = iota n";
    assert_eq!(body_type(src), "[n]i64");
    assert_eq!(ops_of(src), vec![OpKind::Generate]);
    assert_eq!(
        body_type("def f (xs: [n]i64) : [n]f64 = iota n 0.5 0.25"),
        "[n]f64"
    );
    assert_eq!(
        body_type("def f (xs: [n]i64) : [n]f32 = iota n 1f32 2"),
        "[n]f32"
    );
    assert_eq!(
        body_type("def f (xs: [n]i64) : [2*n]i64 = iota (2 * n)"),
        "[2n]i64"
    );
    let (kind, msg, rendered) = error("def f (xs: [n]i64) : [n]i64 =\n  iota n true 1");
    assert_eq!(kind, DiagKind::Type);
    assert!(
        msg.contains("`iota`'s start is a number, found bool"),
        "{msg}"
    );
    assert!(rendered.starts_with("t.fl:2:10:"), "{rendered}");
    let (_, msg, _) = error("def f (xs: [n]i64) : [n]i64 = iota n 0");
    assert!(
        msg.contains("`iota` takes a length, or a length, a start and a step, 2 given"),
        "{msg}"
    );
}

#[test]
fn scalar_definitions_are_inlined_where_applied() {
    let src = "def sq (x: f64) : f64 = x * x\n\
               def dist2 (x: f64) (y: f64) : f64 = sq x + sq y\n\
               def f (xs: [n]f64) (ys: [n]f64) : [n]f64 = map dist2 xs ys";
    let p = check(src).unwrap();
    assert_eq!(p.defs.len(), 1, "scalar definitions are not entries");
    assert_eq!(body_type(src), "[n]f64");
    let body = first_lambda_body(src);
    // `map dist2` takes dist2's parameters as its lambda's; its body holds
    // sq inlined twice, a `let` binding each argument, and no call.
    let lets = count(&body, &|e| matches!(e.kind, SExprKind::Let { .. }));
    assert_eq!(lets, 2, "{body:?}");
    let inside = "def sq (x: f64) : f64 = x * x\n\
                  def f (xs: [n]f64) : [n]f64 = map (\\x -> sq (x + 1.0) - 1.0) xs";
    assert_eq!(body_type(inside), "[n]f64");
}

#[test]
fn scalar_definition_misuse_is_located() {
    let sq = "def sq (x: f64) : f64 = x * x\n";
    let cases: &[(&str, &str, &str)] = &[
        (
            "def f (xs: [n]i64) : [n]f64 = map (\\x -> sq x) xs",
            "`sq` takes f64, but this argument is i64",
            "t.fl:2:45:",
        ),
        (
            "def f (xs: [n]i64) : [n]f64 = map sq xs",
            "gets i64 here, but `sq` takes f64",
            "t.fl:2:35:",
        ),
        (
            "def f (xs: [n]f64) : [n]f64 = sq xs",
            "`sq` is a function of scalars",
            "t.fl:2:31:",
        ),
        (
            "def f (xs: [n]f64) : [n]f64 = map (\\x -> sq x x) xs",
            "`sq` takes 1 argument(s), 2 given",
            "t.fl:2:42:",
        ),
        (
            "def f (xs: [n]f64) : [n]f64 = map (\\x -> sq) xs",
            "`sq` is a function",
            "t.fl:2:42:",
        ),
    ];
    for (def, needle, at) in cases {
        let src = format!("{sq}{def}");
        let (_, msg, rendered) = error(&src);
        assert!(msg.contains(needle), "{src}: `{needle}` not in `{msg}`");
        assert!(rendered.starts_with(at), "{src}: {rendered}");
    }
    let (_, msg, rendered) = error("def sq (x: f64) : f64 = x * y");
    assert!(msg.contains("unknown name `y`"), "{msg}");
    assert!(rendered.starts_with("t.fl:1:29:"), "{rendered}");
    let (_, msg, _) = error("def sq (x: f64) : f64 = x * x");
    assert!(msg.contains("only scalar functions"), "{msg}");
    let (_, msg, _) = error("def sq (x: f64) : i64 = x * x\ndef f (xs: [n]f64) : [n]f64 = xs");
    assert!(msg.contains("the body of `sq`"), "{msg}");
}

#[test]
fn local_functions_are_inlined_in_their_scope() {
    let array_level = "def f (xs: [n]f64) : [n]f64 =\n  let twice = \\x -> x * 2.0\n  in map twice (map twice xs)";
    assert_eq!(body_type(array_level), "[n]f64");
    assert_eq!(ops_of(array_level), vec![OpKind::Map, OpKind::Map]);
    let clamped = "def f (xs: [n]f64) : [n]f64 =\n  generate [n] (\\i -> let at = \\k -> xs[max 0 (min (n - 1) k)] in at (i - 1) + at (i + 1))";
    assert_eq!(body_type(clamped), "[n]f64");
    let indexes = count(&first_lambda_body(clamped), &|e| {
        matches!(e.kind, SExprKind::Index { .. })
    });
    assert_eq!(indexes, 2, "one read per application");
    let section = "def f (xs: [n]i64) : i64 = let plus = (+) in fold plus 0 xs";
    assert_eq!(body_type(section), "[]i64");
    let alias = "def f (xs: [n]f64) : [n]f64 = let g = sqrt in let h = g in map h xs";
    assert_eq!(body_type(alias), "[n]f64");
}

#[test]
fn local_function_misuse_is_located() {
    // A local function is checked where it is applied, with its
    // arguments' types, in the scope where it was bound.
    let (kind, msg, rendered) = error(
        "def f (xs: [n]f64) (ys: [n]f64) : [n]f64 =\n  let g = \\x -> x + the s\n  in map g xs",
    );
    assert_eq!(kind, DiagKind::Name);
    assert!(msg.contains("unknown name `s`"), "{msg}");
    assert!(rendered.starts_with("t.fl:2:25:"), "{rendered}");
    let (kind, msg, rendered) = error(
        "def f (xs: [n]f64) (k: f64) : [n]f64 =\n  let g = \\x -> x + the k\n  in let k = xs\n  in map g xs",
    );
    assert_eq!(kind, DiagKind::Name);
    assert!(msg.contains("`g` reads `k`, which is bound again"), "{msg}");
    assert!(rendered.starts_with("t.fl:4:10:"), "{rendered}");
    // Its own parameters (and its `let`s) are not read from the scope: a
    // lambda that later binds the same name applies it.
    let own = "def f (xs: [n]i64) : [n]i64 =\n  let ci = \\i -> let k = i - 1 in max 0 (min (n - 1) k)\n  in generate [n] (\\i -> let k = 2 in xs[ci (i + k)])";
    assert_eq!(body_type(own), "[n]i64");
    let (_, msg, rendered) = error("def f (xs: [n]f64) : [n]f64 =\n  let xs = \\x -> x in xs");
    assert!(msg.contains("`xs` is already bound here"), "{msg}");
    assert!(rendered.starts_with("t.fl:2:7:"), "{rendered}");
    let (_, msg, _) = error("def f (xs: [n]f64) : [n]f64 = let (a, b) = \\x -> x in xs");
    assert!(msg.contains("bound to one name"), "{msg}");
}

#[test]
fn a_tuple_pattern_unzips_an_array_of_tuples() {
    let src = "def f (xs: [n]i64) : ([n]i64, [n]i64) =\n  let (lo, hi) = map (\\x -> (x - 1, x + 1)) xs\n  in (hi, lo)";
    assert_eq!(body_type(src), "([n]i64, [n]i64)");
    assert_eq!(ops_of(src), vec![OpKind::Map, OpKind::Map, OpKind::Map]);
    let (_, msg, _) =
        error("def f (xs: [n]i64) : [n]i64 =\n  let (a, b, c) = map (\\x -> (x, x)) xs\n  in a");
    assert!(msg.contains("this pattern has 3 components"), "{msg}");
}

#[test]
fn a_counted_loop_knows_its_count_when_the_types_do() {
    let count = |src: &str| {
        fn find(e: &AExpr) -> Option<Option<String>> {
            match &e.kind {
                AExprKind::Loop { count, .. } => Some(count.as_ref().map(|p| p.to_string())),
                AExprKind::Let { value, body, .. } => find(value).or_else(|| find(body)),
                _ => None,
            }
        }
        find(&entry_body(src)).expect("a loop")
    };
    let counted = |bound: &str| {
        format!("def f (xs: [n]f64) (k: i64) : [n]f64 =\n  loop u = xs for i < {bound} do map (\\x -> x + f64 (the i)) u")
    };
    assert_eq!(count(&counted("100")), Some("100".to_string()));
    assert_eq!(count(&counted("2 * n")), Some("2n".to_string()));
    assert_eq!(count(&counted("the k")), None);
    assert_eq!(
        count(&counted("n - 1")),
        None,
        "a count that may be negative"
    );
    assert_eq!(body_type(&counted("n")), "[n]f64");
    let (kind, msg, rendered) = error(&counted("1.5"));
    assert_eq!(kind, DiagKind::Type);
    assert!(msg.contains("the bound of a counted `loop`"), "{msg}");
    assert!(rendered.starts_with("t.fl:2:23:"), "{rendered}");
    let (kind, msg, _) = error("def f (xs: [n]f64) : [n]f64 =\n  loop u = xs until 3 do u");
    assert_eq!(kind, DiagKind::Syntax);
    assert!(msg.contains("`while` or `for`"), "{msg}");
}
