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
