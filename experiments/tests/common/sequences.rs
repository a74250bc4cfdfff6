//! Sequence programs that the sequence tests and the PTX backend's offline
//! tests share.

/// Sequence programs that exercise each lifting rule: regular and
/// irregular elements, from parameters and `produce`, `map_seq` of one and
/// two sequences, every consumer, and a sequence result.
pub const PROGRAMS: &[&str] = &[
    // Irregular: fold → fold_seg, a map reading a per-element value.
    "def f (xs: seq [?]i64) : ([?]i64, i64) =
       let per = map_seq (\\x -> let s = fold (+) 0 x in map (\\v -> v * the s) x) xs
       in (elements per, fold_seq (\\acc y -> let t = fold (+) 0 y in unit (the acc + the t)) (unit 0) per)",
    // Regular from produce: tabulate, elements, a fold_seq with a vector state.
    "def f [n] (m: i64) (a: [n]i64) : ([?][n]i64, [?]i64, [n]i64) =
       let rows = produce (the m) (\\i -> generate [n] (\\j -> the i * 10 + j + a[j]))
       in (tabulate rows, elements rows, fold_seq (\\s r -> map (+) s r) (generate [n] (\\j -> 0)) rows)",
    // Irregular from produce (extent per element), a sequence result.
    "def f (k: i64) : seq [?]i64 = map_seq (\\x -> map (\\v -> v * 2) x) (produce (the k) (\\i -> iota (the i)))",
    // Two sequences zipped; a float fold; scalars per element.
    "def f [n] (xs: seq [n]f64) (ys: seq [n]f64) : ([?]f64, f64) =
       let dots = map_seq (\\x y -> fold (+) 0.0 (map (*) x y)) xs ys
       in (elements dots, fold_seq (\\acc d -> unit (max (the acc) (the d))) (unit 0.0) dots)",
    // A size that only the sequence's elements carry.
    "def f (ys: seq [n]f64) : ([?][n]f64, [?]f64) =
       let zs = map_seq (\\y -> map (\\v -> v * f64 n) y) ys
       in (tabulate zs, elements zs)",
    // Tuple elements, a scan, an element-independent value.
    "def f [n] (xs: seq [n]i64) (b: [n]i64) : ([?]i64, [?]i64) =
       elements (map_seq (\\x -> (scanl1 (+) x, b)) xs)",
    // Irregular: scanl1 → scanl1_seg, its result mapped and summarised
    // (squares, so that a value out of place shows).
    "def f (xs: seq [?]i64) : ([?]i64, i64) =
       let sc = map_seq (\\x -> map (\\v -> v * 3) (scanl1 (+) (map (\\v -> v - 1) x))) xs
       in (elements (map_seq (\\y -> fold (+) 0 (map (\\v -> v * v) y)) sc),
           fold_seq (\\acc y -> let t = fold (+) 0 y in unit (the acc * 7 + the t)) (unit 0) sc)",
    // Gathers and views of regular elements: a gather whose indices read
    // the element, from it and from an array outside the sequence; a
    // replicate, a transpose (rank 3) and a fold over the result.
    "def f [n] (xs: seq [n]i64) (a: [n]i64) : ([?]i64, [?]i64, [?][n]i64) =
       let g = map_seq (\\x -> backpermute [n] (\\i -> ((x[i] % n) + n) % n) x) xs
       let h = map_seq (\\x -> backpermute [n] (\\i -> ((x[n - 1 - i] % n) + n) % n) a) xs
       let t = map_seq (\\x -> fold (+) 0 (fold (+) 0 (transpose (2, 0, 1) (replicate [2][3][_] x)))) g
       in (elements h, elements g, tabulate t)",
];
