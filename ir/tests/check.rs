//! The type checker on whole programs: types and sizes it infers, and the
//! diagnostics it gives for bad programs.

use ir::DiagKind;
use ir::{check_source, AExprKind, SourceFile, Type};
use testkit::examples::NORMALISE2;

fn check(src: &str) -> Result<ir::Program, ir::Diagnostic> {
    check_source(&SourceFile::new("t.fl", src)).map_err(|mut ds| ds.remove(0))
}

fn body_type(src: &str) -> String {
    let p = check(src).unwrap_or_else(|d| panic!("{}", d.render(&SourceFile::new("t.fl", src))));
    p.defs.last().unwrap().body.ty.to_string()
}

fn error(src: &str) -> (DiagKind, String, String) {
    let d = check(src).expect_err("the program should be rejected");
    let f = SourceFile::new("t.fl", src);
    (d.kind, d.message.clone(), d.render(&f))
}

#[test]
fn normalise2_checks_with_its_signature() {
    let p = check(NORMALISE2).unwrap();
    let d = p.entry(None).unwrap();
    assert_eq!(
        d.signature(),
        "def normalise2 (xs: [n]i64) : ([n]i64, [n]i64)"
    );
    assert_eq!(d.body.ty.to_string(), "([n]i64, [n]i64)");
    assert!(matches!(d.body.kind, AExprKind::Let { .. }));
}

#[test]
fn sizes_follow_the_operations() {
    let pre = "def f (xs: [n]f32) (k: f32) : [?]f32 = filter (\\x -> x > the k) xs\n";
    assert_eq!(
        body_type(&format!(
            "{pre}def g (xs: [n]f32) : [n+1]f32 = scanl (+) 0 xs"
        )),
        "[n+1]f32"
    );
    assert_eq!(
        body_type(&format!(
            "{pre}def g (xs: [m][n]f32) : [m]f32 = fold max 0 xs"
        )),
        "[m]f32"
    );
    assert_eq!(
        body_type(&format!(
            "{pre}def g (xs: [n]f32) : [?][n]f32 = replicate 3 xs"
        )),
        "[3][n]f32"
    );
    assert_eq!(
        body_type(&format!(
            "{pre}def g (xs: [m][n]f32) : [n][m]f32 = transpose xs"
        )),
        "[n][m]f32"
    );
    assert_eq!(
        body_type(&format!(
            "{pre}def g (xs: [m][n]f32) : [?]f32 = reshape [m*n] xs"
        )),
        "[m*n]f32"
    );
    assert_eq!(
        body_type(&format!(
            "{pre}def g (xs: [n]f32) : [n]i64 = generate [length xs] (\\i -> i * 2)"
        )),
        "[n]i64"
    );
    assert_eq!(
        body_type(&format!(
            "{pre}def g (xs: [n]f32) : [?]f32 = f xs (unit 0f32)"
        )),
        "[?]f32"
    );
    // A call binds the callee's sizes from the arguments.
    assert_eq!(
        body_type(
            "def h (a: [k]i64) : [k+1]i64 = scanl (+) 0 a\ndef g (xs: [n]i64) : [n+1]i64 = h xs"
        ),
        "[n+1]i64"
    );
}

#[test]
fn a_call_solves_sizes_linear_in_one_name() {
    // Every parameter `[h+1]`: `h` is the caller's `n`, not unknown.
    let h = "def h (a: [h+1]f64) (b: [h+1]f64) : [h]f64 = \
             backpermute [h] (\\i -> i + 1) (map (+) a b)\n";
    assert_eq!(
        body_type(&format!(
            "{h}def g (xs: [n+1]f64) (ys: [n+1]f64) : [n]f64 = h xs ys"
        )),
        "[n]f64"
    );
    // `[2*m]` of `[2*k]` gives `k`; of a size with no polynomial half, `?`.
    let d = "def d (a: [2*m]f64) : [m]f64 = backpermute [m] (\\i -> 2 * i) a\n";
    assert_eq!(
        body_type(&format!("{d}def g (xs: [2*k]f64) : [k]f64 = d xs")),
        "[k]f64"
    );
    assert_eq!(
        body_type(&format!("{d}def g (xs: [n]f64) : [?]f64 = d xs")),
        "[?]f64"
    );
    // A name solved once and then contradicted is a type error, as for plain names.
    let two = "def two (a: [h+1]f64) (b: [h+1]f64) : [h+1]f64 = map (+) a b\n";
    let (_, message, _) = error(&format!(
        "{two}def g (xs: [n+1]f64) (ys: [m+1]f64) : [n+1]f64 = two xs ys"
    ));
    assert!(message.contains("parameter `b` of `two`"), "{message}");
}

#[test]
fn literals_take_their_type_from_context() {
    let src = "def g (xs: [n]f32) (s: f32) : [n]f32 = map (\\x -> 2 * x + 1 - the s / 3) xs";
    assert_eq!(body_type(src), "[n]f32");
    let src = "def g (xs: [n]i32) : [n]i32 = map (\\x -> if x < 0 then 0 else x) xs";
    assert_eq!(body_type(src), "[n]i32");
    let src = "def g (xs: [n]f64) : [n]f64 = map (\\x -> sqrt 2 * x) xs";
    assert_eq!(body_type(src), "[n]f64");
}

#[test]
fn lambdas_tuples_stencils_and_permute() {
    let src = "def g (xs: [h][w]f32) : [h][w]f32 =
  stencil (\\((a,b,c),(d,e,f),(g,i,j)) -> (a+b+c+d+e+f+g+i+j) / 9) clamp xs";
    assert_eq!(body_type(src), "[h][w]f32");
    let src = "def g (xs: [n]i64) (bins: [k]i64) : [k]i64 =
  let ones = map (\\x -> 1) xs
  in permute (+) bins (\\i -> if xs[i] < 0 then ignore else xs[i] % k) ones";
    assert_eq!(body_type(src), "[k]i64");
    let src = "def g (xs: [n]i64) (ys: [n]f32) : [n](i64, f32) =
  let ps = map (\\x y -> (x, y)) xs ys
  in map (\\p -> let (a, b) = p in (a + 1, b * 2)) ps";
    assert_eq!(body_type(src), "[n](i64, f32)");
}

#[test]
fn control_flow() {
    let src = "def g (xs: [n]i64) : [?]i64 =
  let s = fold (+) 0 xs
  in if the s > 10 then xs else map (\\x -> x + 1) xs";
    assert_eq!(body_type(src), "[n]i64");
    let src = "def g (xs: [n]i64) : [?]i64 =
  let (r, k) = loop (a, i) = (xs, unit 0) while the i < 3 do (map (\\x -> x * 2) a, unit (the i + 1))
  in r";
    // The body gives back its variables' sizes, so the loop keeps them.
    assert_eq!(body_type(src), "[n]i64");
    let p = check(src).unwrap();
    assert!(matches!(p.defs[0].body.ty, Type::Array(_)));
    let src = "def g (xs: [n]i64) : [?]i64 =
  let (r, k) = loop (a, i) = (xs, unit 0) while the i < 3 do (filter (\\x -> x > 0) a, unit (the i + 1))
  in r";
    // A body whose sizes differ: the loop's sizes are unknown.
    assert_eq!(body_type(src), "[?]i64");
    let p = check(src).unwrap();
    assert!(matches!(p.defs[0].body.ty, Type::Array(_)));
}

#[test]
fn the_issue_type_error_fold_plus_on_bool() {
    let (k, msg, rendered) = error("def g (bs: [n]bool) : bool =\n  fold (+) 0 bs");
    assert_eq!(k, DiagKind::Type);
    assert!(msg.contains("`+` needs numbers, found bool"), "{msg}");
    assert!(rendered.starts_with("t.fl:2:8:"), "{rendered}");
    assert!(rendered.contains("^^^"), "{rendered}");
}

#[test]
fn errors_name_the_problem() {
    let cases: &[(&str, DiagKind, &str)] = &[
        (
            "def g (xs: [n]i64) : [n]i64 = map (\\x -> x + y) xs",
            DiagKind::Name,
            "unknown name `y`",
        ),
        (
            "def g (xs: [n]i64) : [n]i64 = map (\\x -> x + 1) xz",
            DiagKind::Name,
            "unknown name `xz`",
        ),
        (
            "def g (xs: [n]i64) (ys: [m]i64) : [n]i64 = map (+) xs ys",
            DiagKind::Type,
            "one shape",
        ),
        (
            "def g (xs: [n]i64) : [n]f32 = map (\\x -> x + 1) xs",
            DiagKind::Type,
            "declared to return",
        ),
        (
            "def g (xs: [n]i64) : [n]i64 = map (\\x -> x + 1.5) xs",
            DiagKind::Type,
            "different types",
        ),
        (
            "def g (xs: [n]i64) : [n]i64 = map (\\x y -> x) xs",
            DiagKind::Type,
            "this lambda takes 2",
        ),
        (
            "def g (xs: [n]i64) : [n]i64 = map (\\x -> xs) xs",
            DiagKind::Type,
            "is an array",
        ),
        (
            "def g (xs: [n]i64) : [n]i64 = map (\\x -> ignore) xs",
            DiagKind::Type,
            "`ignore` is only allowed",
        ),
        (
            "def g (xs: [n]i64) : [m]i64 = xs",
            DiagKind::Type,
            "not a size of any parameter",
        ),
        (
            "def g (xs: [n]i64) : i64 = the xs",
            DiagKind::Type,
            "gives a scalar",
        ),
        (
            "def g (xs: [n]i64) : [n]i64 = let map = xs in map",
            DiagKind::Name,
            "built-in name",
        ),
        (
            "def g (xs: [n]i64) : [n]i64 = fold (+) 0",
            DiagKind::Type,
            "takes 3 arguments",
        ),
        (
            "def g (xs: [n]i64) : [n]i64 = xs\ndef g (xs: [n]i64) : [n]i64 = xs",
            DiagKind::Name,
            "defined twice",
        ),
        (
            "def g (xs: [n]i64) : [n]i64 = map (\\x -> x[0]) xs",
            DiagKind::Type,
            "needs an array",
        ),
        (
            "def g (xs: [n]i64) : [n]i64 = map (\\x -> xs[0, 1]) xs",
            DiagKind::Type,
            "rank 1",
        ),
        (
            "def g (xs: [n]bool) : [n]bool = map (\\x -> x < true) xs",
            DiagKind::Type,
            "needs numbers",
        ),
    ];
    for (src, kind, needle) in cases {
        let (k, msg, _) = error(src);
        assert_eq!(k, *kind, "{src}: {msg}");
        assert!(
            msg.contains(needle),
            "{src}: expected `{needle}` in `{msg}`"
        );
    }
}

#[test]
fn unknown_names_get_suggestions() {
    let d = check("def g (values: [n]i64) : [n]i64 = map (\\x -> x) valuse").unwrap_err();
    assert!(
        d.notes.iter().any(|n| n.contains("`values`")),
        "{:?}",
        d.notes
    );
}

#[test]
fn non_utf8_is_a_located_error() {
    let (f, d) = *ir::load_source("b.fl", b"def \xff\xfe").unwrap_err();
    assert!(d.message.contains("not UTF-8"), "{}", d.message);
    assert!(d.render(&f).starts_with("b.fl:1:5:"));
}

/// The fuzzer's "accepted ill-typed" programs (issue 12): each is an error
/// or, where `docs/language.md` makes it legal, checks.
#[test]
fn literals_out_of_range_are_located_errors() {
    let (kind, msg, shown) =
        error("def f (xs: [n]i64) : [n]i64 = map (\\x -> x + 9223372036854775808) xs");
    assert_eq!(kind, DiagKind::Type);
    assert!(msg.contains("does not fit in i64"), "{msg}");
    assert!(shown.contains("t.fl:1:46"), "{shown}");
    let (_, msg, _) = error("def f (xs: [n]i32) : [n]i32 = map (\\x -> x + 2147483648) xs");
    assert!(msg.contains("does not fit in i32"), "{msg}");
    // One past the largest value is fine negated: the smallest value.
    for src in [
        "def f (xs: [n]i64) : [n]i64 = map (\\x -> x + -9223372036854775808) xs",
        "def f (xs: [n]i64) : [n]i64 = map (\\x -> x - (-9223372036854775807)) xs",
        "def f (xs: [n]i32) : [n]i32 = map (\\x -> x + -2147483648) xs",
    ] {
        check(src).unwrap_or_else(|d| panic!("{src}: {}", d.message));
    }
    let (_, msg, _) =
        error("def f (xs: [n]i64) : [n]i64 = map (\\x -> x + -9223372036854775809) xs");
    assert!(msg.contains("does not fit in i64"), "{msg}");
}

#[test]
fn a_binder_repeated_in_one_pattern_is_an_error() {
    for (src, at) in [
        (
            "def f (xs: [n]i64) : [n]i64 = map (\\x x -> x) xs xs",
            "t.fl:1:39",
        ),
        (
            "def f (xs: [n]i64) : [n]i64 = map (\\x -> let (a, a) = (x, x) in a) xs",
            "t.fl:1:50",
        ),
        (
            "def f (xs: [n]i64) : [n]i64 = let (a, a) = (xs, xs) in a",
            "t.fl:1:39",
        ),
    ] {
        let (kind, msg, shown) = error(src);
        assert_eq!(kind, DiagKind::Name, "{src}");
        assert!(msg.contains("`") && msg.contains("bound twice"), "{msg}");
        assert!(shown.contains(at), "{src}: {shown}");
    }
}

#[test]
fn a_provably_negative_size_is_an_error() {
    let (kind, msg, shown) = error("def f (xs: [0-1]i64) : [?]i64 = xs");
    assert_eq!(kind, DiagKind::Type);
    assert!(msg.contains("negative"), "{msg}");
    assert!(shown.contains("t.fl:1:13"), "{shown}");
    let (_, msg, _) = error("def f (xs: [n]i64) : [0-n-1]i64 = xs");
    assert!(msg.contains("negative"), "{msg}");
    // `n - 1` may be negative only at run time: checked then.
    check("def f (xs: [n]i64) (ys: [n-1]i64) : [n-1]i64 = ys").unwrap();
}

#[test]
fn programs_the_language_makes_legal_check() {
    for src in [
        // `%` is defined on every number type (fmod on floats).
        "def f (xs: [n]f64) : [n]f64 = map (\\x -> x % 2.0) xs",
        // `bool` converts to 0 / 1.
        "def f (xs: [n]i64) : [n]i64 = map (\\x -> i64 true) xs",
        // `?` matches any size; the result's size is checked at run time.
        "def f (xs: [n]i64) : [n]i64 = filter (\\x -> true) xs",
        // A nested binding may shadow an outer one (array and scalar lets,
        // lambda parameters, size names).
        "def f (xs: [n]i64) : [n]i64 = let ys = xs let ys = xs in ys",
        "def f (xs: [n]i64) : [n]i64 = let xs = map (\\x -> x + 1) xs in xs",
        "def f (xs: [n]i64) : [n]i64 = map (\\n -> n + 1) xs",
        "def f (xs: [n]i64) : [n]i64 = map (\\x -> let x = 1 in x) xs",
        // Sizes are polynomials: `n - n` is 0.
        "def f (xs: [n-n]i64) : [0]i64 = xs",
        // A 2-D permute's index function maps index tuples to index tuples.
        "def f (xs: [n][m]i64) : [n][m]i64 = permute (+) xs (\\i -> i) xs",
    ] {
        check(src).unwrap_or_else(|d| panic!("{src}: {}", d.message));
    }
}

#[test]
fn size_parameters_name_sizes_without_an_array() {
    let src = "def ramp [n] [m] (k: i64) : [n][m]i64 =\n  generate [n][m] (\\(i, j) -> i * m + j * the k)\n";
    let p = check(src).unwrap_or_else(|d| panic!("{}", d.render(&SourceFile::new("t.fl", src))));
    let d = p.entry(None).unwrap();
    assert_eq!(d.signature(), "def ramp [n] [m] (k: []i64) : [n][m]i64");
    // Each size parameter is an input that carries its extent and no data.
    let sizes: Vec<String> = (d.params.iter())
        .filter_map(|q| q.size_name().map(|n| n.to_string()))
        .collect();
    assert_eq!(sizes, ["n", "m"]);
    assert!(d.params[0].ty.elem.leaves().is_empty());
    assert_eq!(d.params[2].size_name(), None);

    let (kind, msg, shown) = error("def f [n] [n] (k: i64) : [n]i64 = iota n\n");
    assert_eq!(kind, DiagKind::Name);
    assert!(msg.contains("size parameter `n` appears twice"), "{msg}");
    assert!(shown.contains("t.fl:1:12"), "{shown}");
    let (kind, msg, _) = error("def f [n] (n: [3]i64) : [n]i64 = iota n\n");
    assert_eq!(kind, DiagKind::Name);
    assert!(msg.contains("both a parameter and a size name"), "{msg}");
    let (_, msg, shown) = error(
        "def g [n] (k: i64) : [n]i64 = iota n\ndef f (xs: [m]i64) : [m]i64 = let ys = g (unit 3) in xs\n",
    );
    assert!(
        msg.contains("size parameter `[n]`, which no argument gives"),
        "{msg}"
    );
    assert!(shown.contains("t.fl:2:40"), "{shown}");
    let (_, msg, _) = error("def f [3] (k: i64) : [3]i64 = iota 3\n");
    assert!(msg.contains("expected a size name"), "{msg}");
    // A size that no parameter, array or size, carries is still an error.
    let (_, msg, _) = error("def f [n] (k: i64) : [m]i64 = iota m\n");
    assert!(
        msg.contains("size `m` in the result type is not a size"),
        "{msg}"
    );
}
