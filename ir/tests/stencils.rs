//! `stencil` with neighbourhoods of 3, 5, 7 or 9 along each axis, on arrays
//! of rank 1 to 3: the function's parameter type, and located errors.

use ir::{check_source, DiagKind, SourceFile};

fn check(src: &str) -> Result<ir::Program, ir::Diagnostic> {
    check_source(&SourceFile::new("t.fl", src)).map_err(|mut ds| ds.remove(0))
}

const SIGNATURE: &str = "def g (v: [n]f32) (m: [p][q]f32) (c: [a][b][d]f32) : [?]f32 =\n  ";

fn error(body: &str) -> (DiagKind, String, String) {
    let src = format!("{SIGNATURE}{body}");
    let d = check(&src).expect_err("the program should be rejected");
    let rendered = d.render(&SourceFile::new("t.fl", &src));
    (d.kind, d.message.clone(), rendered)
}

#[test]
fn the_neighbourhood_is_nested_tuples_outermost_axis_outermost() {
    let ok = [
        "def g (v: [n]f32) : [n]f32 = stencil [5] (\\(a, b, c, d, e) -> a + e) clamp v",
        "def g (m: [p][q]f32) : [p][q]f32 = stencil [3][5] (\\(r0, r1, r2) -> r0.4 + r2.0) wrap m",
        "def g (m: [p][q]f32) : [p][q]f32 = stencil [9][7] (\\h -> h.8.6) mirror m",
        "def g (c: [a][b][d]f32) : [a][b][d]f32 = stencil (\\h -> h.0.1.2) (constant 0.0) c",
        "def g (c: [a][b][d]f32) : [a][b][d]f32 = stencil [3][3][7] (\\h -> h.2.2.6) clamp c",
    ];
    for src in ok {
        if let Err(d) = check(src) {
            panic!("{src}: {}", d.message);
        }
    }
    // A 3x5 neighbourhood has no sixth column.
    let src = "def g (m: [p][q]f32) : [p][q]f32 = stencil [3][5] (\\h -> h.0.5) wrap m";
    assert!(check(src).is_err());
}

#[test]
fn bad_neighbourhoods_are_located_errors() {
    let cases: &[(&str, &str)] = &[
        ("stencil [4] (\\h -> h.0) clamp v", "has the extent 4"),
        ("stencil [11] (\\h -> h.0) clamp v", "has the extent 11"),
        ("stencil [3][3] (\\h -> h.0.0) clamp v", "has 2 extents"),
        ("stencil [n] (\\h -> h.0) clamp v", "not an integer literal"),
    ];
    for (body, want) in cases {
        let (kind, message, rendered) = error(body);
        assert_eq!(kind, DiagKind::Type, "{body}: {message}");
        assert!(message.contains(want), "{body}: {message}");
        assert!(rendered.contains("t.fl:2:11"), "{body}: {rendered}");
    }
    let src = "def g (x: [a][b][c][d]f32) : [a][b][c][d]f32 = stencil (\\h -> h.0.0.0.0) clamp x";
    let message = check(src).expect_err("rank 4").message;
    assert!(message.contains("rank 1 to 3"), "{message}");
}
