//! Example programs that the tests of several crates share.

/// van Balen's running example (`docs/language.md`;
/// `experiments/programs/normalise2.fl` without its comments): two folds and
/// a scan over `xs`, then two maps dividing by the folds.
pub const NORMALISE2: &str = "def normalise2 (xs: [n]i64) : ([n]i64, [n]i64) =
  let sum1 = fold (+) 0 xs
  let scn  = scanl1 (+) xs
  let sum2 = fold (+) 0 scn
  let ys1  = map (\\x -> x / the sum1) xs
  let ys2  = map (\\x -> x / the sum2) xs
  in (ys1, ys2)";

/// A dense matrix multiply through views (`c[i][j] = sum_k a[i][k] *
/// b[k][j]` from replicates, transposes and reshapes, a `map` and a `fold`):
/// at the default sizes its decisive costs are 2^20 times smaller than its
/// largest, which an inexact ILP objective cannot tell apart.
pub const MATMUL_VIEWS: &str = "def matmul (a: [m][k]f64) (b: [k][n]f64) : [m][n]f64 =
  let bt = transpose b
  let brep = replicate m bt
  let at = transpose a
  let arep0 = replicate n at
  let arep1 = reshape [n*k][m] arep0
  let arep2 = transpose arep1
  let arep = reshape [m][n][k] arep2
  let prods = map (*) arep brep
  let c = fold (+) 0.0 prods
  in c
";
