//! `replicate` at any axis and `transpose` by any permutation: the types
//! and sizes the checker gives them, and its located errors.

use ir::{check_source, DiagKind, Op, SourceFile};

fn check(src: &str) -> Result<ir::Program, ir::Diagnostic> {
    check_source(&SourceFile::new("t.fl", src)).map_err(|mut ds| ds.remove(0))
}

/// The type of `body` in `def g (xs: [a][b][c]i64) (v: [n]f32) .. = body`.
fn body_type(body: &str) -> String {
    let src = format!("def g (xs: [a][b][c]i64) (v: [n]f32) (m: [p][q]f32) : [?]i64 =\n  {body}");
    let p = match check(&src) {
        Ok(p) => p,
        // The declared result type is a placeholder: read the inferred one
        // from the mismatch the checker reports.
        Err(d) => return d.message,
    };
    p.defs.last().unwrap().body.ty.to_string()
}

fn error(body: &str) -> (DiagKind, String, String) {
    let src = format!("def g (xs: [a][b][c]i64) (v: [n]f32) (m: [p][q]f32) : [?]i64 =\n  {body}");
    let d = check(&src).expect_err("the program should be rejected");
    let rendered = d.render(&SourceFile::new("t.fl", &src));
    (d.kind, d.message.clone(), rendered)
}

#[test]
fn replicate_inserts_its_new_axes_where_the_specification_says() {
    assert!(body_type("replicate 3 v").contains("[3][n]f32"));
    assert!(body_type("replicate [_][3] v").contains("[n][3]f32"));
    assert!(body_type("replicate [2][_][4] v").contains("[2][n][4]f32"));
    assert!(body_type("replicate [_][_][p] m").contains("[p][q][p]f32"));
    assert!(body_type("replicate [_][a][_] m").contains("[p][a][q]f32"));
}

#[test]
fn transpose_permutes_axes_of_any_rank() {
    assert!(body_type("transpose xs").contains("[b][a][c]i64"));
    assert!(body_type("transpose (2, 0, 1) xs").contains("[c][a][b]i64"));
    assert!(body_type("transpose (0, 1, 2) xs").contains("[a][b][c]i64"));
    assert!(body_type("transpose (1, 0) m").contains("[q][p]f32"));
}

#[test]
fn the_operand_axes_say_which_result_axis_indexes_each_operand_axis() {
    let src = "def g (xs: [a][b][c]i64) : [c][a][b]i64 = transpose (2, 0, 1) xs";
    let p = check(src).unwrap();
    let ir::AExprKind::Op(op) = &p.defs[0].body.kind else {
        panic!("an operation")
    };
    // out[i, j, k] = xs[j, k, i].
    assert_eq!(op.operand_axes(), Some(vec![1, 2, 0]));
    let src = "def g (v: [n]f32) : [2][n][4]f32 = replicate [2][_][4] v";
    let p = check(src).unwrap();
    let ir::AExprKind::Op(op) = &p.defs[0].body.kind else {
        panic!("an operation")
    };
    assert!(matches!(&**op, Op::Replicate { .. }));
    assert_eq!(op.operand_axes(), Some(vec![1]));
}

#[test]
fn bad_specifications_are_located_errors() {
    let cases: &[(&str, &str, &str)] = &[
        ("replicate [_] v", "names no new axis", "2:13"),
        (
            "replicate [_][_][3] v",
            "has 2 `_` for an operand of rank 1",
            "2:13",
        ),
        (
            "replicate [3] m",
            "has 0 `_` for an operand of rank 2",
            "2:13",
        ),
        ("transpose (0, 1) xs", "has 2 entries", "2:13"),
        ("transpose (0, 0, 1) xs", "names axis 0 twice", "2:13"),
        ("transpose (0, 3, 1) xs", "names axis 3", "2:13"),
        ("transpose (0, a, 1) xs", "not an integer literal", "2:13"),
        ("transpose 1 xs", "is not a tuple", "2:13"),
        ("transpose v", "rank 2 or more", "2:13"),
    ];
    for (body, want, at) in cases {
        let (kind, message, rendered) = error(body);
        assert_eq!(kind, DiagKind::Type, "{body}: {message}");
        assert!(message.contains(want), "{body}: {message}");
        assert!(
            rendered.contains(&format!("t.fl:{at}")),
            "{body}: {rendered}"
        );
    }
}
