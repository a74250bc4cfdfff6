//! Random programs for property tests (of the validity checker, the
//! strategies, the ILP, the backends). [`random_program`] writes the text of
//! one `def` that always type-checks and labels; [`random_graph`] also checks,
//! labels and analyses it; [`cases`] wraps both as a `proptest` strategy; and
//! [`merged`] builds the clusterings such tests compare.
//!
//! Every program takes the same parameters, [`PARAMS`]
//! (`xs, ys: [n]i64`, `zs: [m]i64`, `m2: [m][n]i64`), works on `i64` only,
//! and mixes: `map` over one to three arrays (over one, of any rank: rank 0
//! too), `fold`/`fold1` on 1-D and 2-D
//! arrays, `scanl1`/`scanr1`/`scanl`/`scanr` (an `[n+1]` result), `generate`
//! (reading other arrays at its index, reversed, transposed, shifted and
//! clamped: own-index and affine reads), `backpermute` (reversal, transposition,
//! broadcasting and `% d` gathers, whose index may read another array at
//! its own index), `replicate`, `transpose`, `reshape`,
//! `permute` into `generate`d or shared defaults (sometimes `ignore`; an
//! associative function or `\a b -> a - b`),
//! `filter` (a `[?]` result), `stencil`, `unit`, `the s` and `length xs`
//! reads inside lambdas (fusion-preventing dependencies), tuple `let`s, and
//! rarely an array-level `if` or `loop` (nested blocks). Arrays are picked
//! with a bias towards recent ones (vertical chains) but often reused
//! (siblings, diagonal patterns); the result is a tuple of the arrays nothing
//! else uses (and sometimes one that is also used).
//!
//! Run-time errors are avoided for sizes of at least 1 and any input values:
//! no division by data (only `%` by positive literals and sizes), gathers
//! wrap their index into range, `fold1` only over known extents,
//! `map` only zips arrays of provably equal shape.

use ir::cluster::Clustering;
use ir::deps::DepGraph;
use ir::graph::{LabelledGraph, NodeId};
use ir::Program;
use proptest::strategy::Strategy;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The parameters of every generated program.
pub const PARAMS: &str = "(xs: [n]i64) (ys: [n]i64) (zs: [m]i64) (m2: [m][n]i64)";

/// The sizes the ILP's tests price generated programs at: `n` and `m`
/// differ (1000 and 37), so that which array is bigger matters; any other
/// name (a run-time extent) takes [`DEFAULT_SIZE`].
pub fn uneven_size(name: &str) -> Option<i64> {
    match name {
        "n" => Some(1000),
        "m" => Some(37),
        _ => None,
    }
}

/// The size of a name [`uneven_size`] gives none.
pub const DEFAULT_SIZE: i64 = 500;

/// The seconds per operation the ILP's tests of the `time` objective take,
/// dear enough that recomputation's work weighs: at their 10 GB/s, 20
/// bytes per simple operation, 200 per division, 2000 per call.
pub fn dear_operations() -> ir::work::OpSeconds {
    ir::work::OpSeconds::from_fn(|c| match c {
        ir::work::OpClass::Simple => 2e-9,
        ir::work::OpClass::Division => 2e-8,
        _ => 2e-7,
    })
}

/// The text of one `def prog` over [`PARAMS`] whose labelled graph has at
/// most `max_nodes` nodes (array operations, `unit`s, `if`s and `loop`s,
/// nested ones included). The same random state gives the same text.
pub fn random_program(rng: &mut impl Rng, max_nodes: usize) -> String {
    let target = if max_nodes == 0 {
        0
    } else {
        rng.gen_range(max_nodes.div_ceil(2)..=max_nodes)
    };
    let mut g = Gen {
        rng,
        env: PARAM_ARRAYS
            .iter()
            .map(|(name, dims)| Arr {
                name: (*name).to_string(),
                dims: dims.to_vec(),
                uses: 0,
                param: true,
            })
            .collect(),
        lines: Vec::new(),
        left: target,
        next: 0,
    };
    let mut attempts = 0;
    while g.left > 0 && attempts < 400 {
        attempts += 1;
        g.step();
    }
    g.finish()
}

/// The program of `seed` (with [`ChaCha8Rng`]), checked, labelled and
/// analysed.
///
/// # Panics
/// When the generated text does not check or label: a bug of this
/// generator (the message holds the text).
pub fn random_graph(seed: u64, max_nodes: usize) -> (Program, LabelledGraph, DepGraph) {
    let text = random_program(&mut ChaCha8Rng::seed_from_u64(seed), max_nodes);
    graph_of(&text)
}

/// The suite's program files (`experiments/programs/*.fl`), sorted.
///
/// # Panics
/// When the directory cannot be read.
pub fn suite_files() -> Vec<std::path::PathBuf> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../experiments/programs");
    let mut files: Vec<std::path::PathBuf> = std::fs::read_dir(&dir)
        .expect("the program suite")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "fl"))
        .collect();
    files.sort();
    files
}

/// Checks, labels and analyses a program's text (its last `def`).
///
/// # Panics
/// When the text does not check or label (the message holds the text).
pub fn graph_of(text: &str) -> (Program, LabelledGraph, DepGraph) {
    let file = ir::SourceFile::new("generated.fl", text.to_string());
    passes::label_text(&file).unwrap_or_else(|e| panic!("the program {e}\n{text}"))
}

/// A generated program and how to make it again.
#[derive(Clone, Debug)]
pub struct Case {
    pub seed: u64,
    pub max_nodes: usize,
    pub text: String,
}

impl Case {
    pub fn new(seed: u64, max_nodes: usize) -> Case {
        Case {
            seed,
            max_nodes,
            text: random_program(&mut ChaCha8Rng::seed_from_u64(seed), max_nodes),
        }
    }

    /// [`graph_of`] the text.
    pub fn graph(&self) -> (Program, LabelledGraph, DepGraph) {
        graph_of(&self.text)
    }
}

/// A `proptest` strategy of programs with at most `max_nodes` nodes; it
/// shrinks towards fewer nodes.
pub fn cases(max_nodes: usize) -> impl Strategy<Value = Case> {
    (0..=max_nodes, proptest::num::u64::ANY).prop_map(|(k, seed)| Case::new(seed, k))
}

/// `proptest`'s configuration for a property over [`cases`]: `cases` cases,
/// or `PROPTEST_CASES` of them when that variable is set, for a deeper
/// search by hand (`PROPTEST_CASES=5000 cargo test --release -p passes
/// --test suite_validity`): a failure found once in CI is found again.
pub fn config(cases: u32) -> proptest::test_runner::Config {
    let env = proptest::test_runner::Config::default();
    match std::env::var_os("PROPTEST_CASES") {
        Some(_) => env,
        None => proptest::test_runner::Config { cases, ..env },
    }
}

/// Every node alone except `groups`, each of which becomes one cluster,
/// in a topological order of the clusters (ties by first node, as
/// [`Clustering::from_groups`]); `None` when the groups make the clusters
/// depend on each other cyclically, or are not disjoint non-empty sets of
/// nodes.
pub fn merged(deps: &DepGraph, node_count: usize, groups: &[Vec<NodeId>]) -> Option<Clustering> {
    let mut grouped = vec![false; node_count];
    for grp in groups {
        if grp.is_empty() {
            return None;
        }
        for n in grp {
            let slot = grouped.get_mut(n.index())?;
            if *slot {
                return None;
            }
            *slot = true;
        }
    }
    let mut all = groups.to_vec();
    all.extend(
        (0..node_count)
            .filter(|i| !grouped[*i])
            .map(|i| vec![NodeId::from_index(i)]),
    );
    Clustering::from_groups(deps, node_count, all).ok()
}

// ------------------------------------------------------------------ shapes

/// One dimension of a generated array.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Dim {
    /// A size name plus a constant: `n`, `n+1`.
    Size(char, i64),
    /// A literal extent.
    Lit(i64),
    /// `?`: known only at run time.
    Any,
}

use Dim::{Any, Lit, Size};

const N: Dim = Size('n', 0);
const M: Dim = Size('m', 0);

const PARAM_ARRAYS: &[(&str, &[Dim])] =
    &[("xs", &[N]), ("ys", &[N]), ("zs", &[M]), ("m2", &[M, N])];

/// Extents a `generate`, gather or `permute` target may have.
const EXTENTS_1D: &[Dim] = &[N, N, M, M, Size('n', 1), Lit(4)];
const EXTENTS_2D: &[[Dim; 2]] = &[[M, N], [M, N], [N, M], [Lit(3), N], [M, Size('n', 1)]];

impl Dim {
    fn known(self) -> bool {
        self != Any
    }

    /// As written in a type.
    fn ty(self) -> String {
        match self {
            Size(c, 0) => c.to_string(),
            Size(c, k) => format!("{c}+{k}"),
            Lit(k) => k.to_string(),
            Any => "?".into(),
        }
    }

    /// As an extent expression (only for known dimensions).
    fn expr(self) -> String {
        match self {
            Size(c, 0) => c.to_string(),
            Size(c, k) => format!("({c} + {k})"),
            Lit(k) => k.to_string(),
            Any => "0".into(),
        }
    }

    fn plus_one(self) -> Dim {
        match self {
            Size(c, k) => Size(c, k + 1),
            Lit(k) => Lit(k + 1),
            Any => Any,
        }
    }
}

fn type_of(dims: &[Dim]) -> String {
    let mut s: String = dims.iter().map(|d| format!("[{}]", d.ty())).collect();
    s.push_str("i64");
    s
}

/// An array in scope.
#[derive(Clone, Debug)]
struct Arr {
    name: String,
    dims: Vec<Dim>,
    uses: usize,
    param: bool,
}

impl Arr {
    fn rank(&self) -> usize {
        self.dims.len()
    }

    fn known(&self) -> bool {
        self.dims.iter().all(|d| d.known())
    }
}

// --------------------------------------------------------------- the table

#[derive(Clone, Copy, Debug)]
enum Kind {
    Map1,
    Map2,
    Map3,
    Fold,
    Fold1,
    Scan1,
    Scan,
    Generate,
    Backpermute,
    Replicate,
    Transpose,
    Reshape,
    Permute,
    Filter,
    Stencil,
    Unit,
    Pair,
    If,
    Loop,
}

/// How often each kind of step is tried.
const WEIGHTS: &[(Kind, u32)] = &[
    (Kind::Map1, 14),
    (Kind::Map2, 9),
    (Kind::Map3, 2),
    (Kind::Fold, 9),
    (Kind::Fold1, 3),
    (Kind::Scan1, 7),
    (Kind::Scan, 3),
    (Kind::Generate, 5),
    (Kind::Backpermute, 7),
    (Kind::Replicate, 5),
    (Kind::Transpose, 3),
    (Kind::Reshape, 2),
    (Kind::Permute, 3),
    (Kind::Filter, 2),
    (Kind::Stencil, 2),
    (Kind::Unit, 2),
    (Kind::Pair, 3),
    (Kind::If, 2),
    (Kind::Loop, 2),
];

/// Kinds that make exactly one node and bind one array (the parts of a
/// tuple `let`).
const SIMPLE: &[Kind] = &[
    Kind::Map1,
    Kind::Map2,
    Kind::Fold,
    Kind::Scan1,
    Kind::Generate,
    Kind::Backpermute,
    Kind::Replicate,
];

/// Folds with their neutral element, and one that does not commute, with
/// an initial value that is not neutral (`z` must be folded in once, on the
/// left, whichever way the loop runs); operators for `fold1` and scans.
const FOLDS: &[&str] = &[
    "(+) 0",
    "(+) 0",
    "(*) 1",
    "(\\a b -> a ^ b) 0",
    "(\\a b -> a) 7",
];
const ASSOC: &[&str] = &["(+)", "max", "min"];
/// A `permute`'s combining functions: the associative ones (concurrent
/// scatters in the CPU backend) and one whose result depends on the order
/// of the sources (`new - old`: a scatter split by its targets, which must
/// keep that order).
const COMBINES: &[&str] = &["(+)", "max", "min", "(\\a b -> a - b)"];
const BOUNDARIES: &[&str] = &["clamp", "mirror", "wrap", "(constant 0)"];

/// One operation's text, result dimensions and node count.
struct Made {
    expr: String,
    dims: Vec<Dim>,
    nodes: usize,
}

fn made(expr: String, dims: Vec<Dim>) -> Option<Made> {
    Some(Made {
        expr,
        dims,
        nodes: 1,
    })
}

struct Gen<'r, R: Rng> {
    rng: &'r mut R,
    env: Vec<Arr>,
    lines: Vec<String>,
    /// Nodes still to make.
    left: usize,
    next: usize,
}

impl<R: Rng> Gen<'_, R> {
    fn fresh(&mut self, prefix: &str) -> String {
        self.next += 1;
        format!("{prefix}{}", self.next)
    }

    fn chance(&mut self, p: f64) -> bool {
        self.rng.gen_bool(p)
    }

    fn one_of<T: Copy>(&mut self, xs: &[T]) -> T {
        *xs.choose(self.rng).expect("a non-empty table")
    }

    /// An array in scope satisfying `ok`, often a recent one; counts a use.
    fn pick(&mut self, ok: impl Fn(&Arr) -> bool) -> Option<Arr> {
        let fits: Vec<usize> = (0..self.env.len()).filter(|i| ok(&self.env[*i])).collect();
        if fits.is_empty() {
            return None;
        }
        let i = if self.chance(0.45) {
            let recent = &fits[fits.len().saturating_sub(3)..];
            *recent.choose(self.rng).expect("non-empty")
        } else {
            *fits.choose(self.rng).expect("non-empty")
        };
        self.env[i].uses += 1;
        Some(self.env[i].clone())
    }

    fn bind(&mut self, name: String, m: &Made) {
        self.lines.push(format!("  let {name} = {}", m.expr));
        self.env.push(Arr {
            name,
            dims: m.dims.clone(),
            uses: 0,
            param: false,
        });
        self.left -= m.nodes;
    }

    fn step(&mut self) {
        let total: u32 = WEIGHTS.iter().map(|w| w.1).sum();
        let mut r = self.rng.gen_range(0..total);
        let mut kind = WEIGHTS[0].0;
        for (k, w) in WEIGHTS {
            if r < *w {
                kind = *k;
                break;
            }
            r -= w;
        }
        match kind {
            Kind::Pair => self.pair(),
            Kind::If => self.if_(),
            Kind::Loop => self.loop_(),
            k => {
                if let Some(m) = self.op(k) {
                    let name = self.fresh("v");
                    self.bind(name, &m);
                }
            }
        }
    }

    /// One operation of a kind that binds one array; `None` when nothing in
    /// scope fits or the node budget is too small.
    fn op(&mut self, kind: Kind) -> Option<Made> {
        if self.left == 0 {
            return None;
        }
        match kind {
            Kind::Map1 => {
                // Any rank: a `map` of a rank-0 array (a fold's result) too.
                let a = self.pick(|_| true)?;
                let body = self.scalar(&["x".into()], 3);
                made(format!("map (\\x -> {body}) {}", a.name), a.dims)
            }
            Kind::Map2 | Kind::Map3 => {
                let a = self.pick(|a| a.rank() >= 1 && a.known())?;
                let k = if matches!(kind, Kind::Map2) { 2 } else { 3 };
                let mut args = vec![a.name.clone()];
                for _ in 1..k {
                    args.push(self.pick(|b| b.dims == a.dims)?.name);
                }
                let vars: Vec<String> =
                    ["x", "y", "z"][..k].iter().map(|s| s.to_string()).collect();
                let body = self.scalar(&vars, 3);
                made(
                    format!("map (\\{} -> {body}) {}", vars.join(" "), args.join(" ")),
                    a.dims,
                )
            }
            Kind::Fold => {
                let a = self.pick(|a| a.rank() >= 1)?;
                let f = self.one_of(FOLDS);
                let mut dims = a.dims;
                dims.pop();
                made(format!("fold {f} {}", a.name), dims)
            }
            Kind::Fold1 => {
                let a = self.pick(|a| a.rank() >= 1 && a.dims.last().is_some_and(|d| d.known()))?;
                let f = self.one_of(ASSOC);
                let mut dims = a.dims;
                dims.pop();
                made(format!("fold1 {f} {}", a.name), dims)
            }
            Kind::Scan1 => {
                let a = self.pick(|a| a.rank() >= 1)?;
                let f = self.one_of(ASSOC);
                let dir = self.one_of(&["scanl1", "scanr1"]);
                made(format!("{dir} {f} {}", a.name), a.dims)
            }
            Kind::Scan => {
                let a = self.pick(|a| a.rank() >= 1)?;
                let dir = self.one_of(&["scanl", "scanr"]);
                let f = self.one_of(&["(+) 0", "max 0"]);
                let mut dims = a.dims;
                let last = dims.pop().expect("rank >= 1");
                dims.push(last.plus_one());
                made(format!("{dir} {f} {}", a.name), dims)
            }
            Kind::Generate => self.generate(),
            Kind::Backpermute => self.backpermute(),
            Kind::Replicate => {
                let a = self.pick(|a| a.rank() <= 1)?;
                let (k, d) = self.one_of(&[("n", N), ("m", M), ("3", Lit(3))]);
                // The new axis outermost (`replicate k`, or `[k][_]`) or,
                // on a vector, innermost (`[_][k]`).
                let at = self.one_of(&[0, 0, a.rank()]);
                let mut dims = a.dims.clone();
                dims.insert(at, d);
                let spec = if at == 0 && self.chance(0.5) {
                    k.to_string()
                } else {
                    let mut spec: Vec<&str> = vec!["[_]"; a.rank()];
                    let new = format!("[{k}]");
                    spec.insert(at, &new);
                    spec.concat()
                };
                made(format!("replicate {spec} {}", a.name), dims)
            }
            Kind::Transpose => {
                let a = self.pick(|a| a.rank() == 2)?;
                let perm = self.one_of(&["", "(1, 0) "]);
                made(
                    format!("transpose {perm}{}", a.name),
                    vec![a.dims[1], a.dims[0]],
                )
            }
            Kind::Reshape => {
                let a = self.pick(|a| (a.rank() == 1 || a.rank() == 2) && a.known())?;
                let dims = match a.dims[..] {
                    [d] => vec![Lit(1), d],
                    [d1, d2] => vec![d2, d1],
                    _ => return None,
                };
                let shape: String = dims.iter().map(|d| format!("[{}]", d.expr())).collect();
                made(format!("reshape {shape} {}", a.name), dims)
            }
            Kind::Permute => self.permute(),
            Kind::Filter => {
                let a = self.pick(|a| a.rank() == 1)?;
                let p = self.predicate(&["x".into()]);
                made(format!("filter (\\x -> {p}) {}", a.name), vec![Any])
            }
            Kind::Stencil => {
                let a = self.pick(|a| a.rank() == 1 || a.rank() == 2)?;
                let b = self.one_of(BOUNDARIES);
                // Mostly 3 along every axis (`stencil f`), sometimes 5
                // along one axis (`stencil [5][3] f`).
                let mut extents = vec![3; a.rank()];
                let spec = if self.chance(0.3) {
                    let axis = self.one_of(&[0, a.rank() - 1]);
                    extents[axis] = 5;
                    let spec: String = extents.iter().map(|e| format!("[{e}] ")).collect();
                    spec
                } else {
                    String::new()
                };
                let mut vars = Vec::new();
                let pat = stencil_pattern(&extents, &mut vars);
                let body = self.scalar(&vars, 3);
                made(
                    format!("stencil {spec}(\\{pat} -> {body}) {b} {}", a.name),
                    a.dims,
                )
            }
            Kind::Unit => {
                let body = self.scalar(&[], 2);
                made(format!("unit {body}"), vec![])
            }
            Kind::Pair | Kind::If | Kind::Loop => None,
        }
    }

    fn generate(&mut self) -> Option<Made> {
        // Often the shape of an array in scope, so that it fuses with it.
        let shapes: Vec<Vec<Dim>> = self
            .env
            .iter()
            .filter(|a| a.rank() >= 1 && a.known())
            .map(|a| a.dims.clone())
            .collect();
        let dims: Vec<Dim> = match shapes.choose(self.rng) {
            Some(d) if self.rng.gen_bool(0.5) => d.clone(),
            _ if self.chance(0.6) => vec![self.one_of(EXTENTS_1D)],
            _ => self.one_of(EXTENTS_2D).to_vec(),
        };
        let (pat, mut leaves) = if dims.len() == 1 {
            ("i".to_string(), vec!["i".to_string()])
        } else {
            ("(i, j)".to_string(), vec!["i".to_string(), "j".to_string()])
        };
        // Reads of other arrays at (a function of) the index.
        let mut reads = Vec::new();
        for (k, a) in self.env.iter().enumerate() {
            let r = match (&dims[..], &a.dims[..]) {
                ([d], [e]) if d == e && d.known() => {
                    vec![
                        format!("{}[i]", a.name),
                        format!("{}[({} - 1) - i]", a.name, d.expr()),
                        // Shifted and clamped: affine reads (a gather).
                        format!("{}[max 0 (i - 1)]", a.name),
                        format!("{}[min ({} - 1) (i + 2)]", a.name, d.expr()),
                    ]
                }
                ([d1, d2], [e1, e2]) if d1 == e1 && d2 == e2 && a.known() => {
                    vec![format!("{}[i, j]", a.name)]
                }
                ([d1, d2], [e1, e2]) if d1 == e2 && d2 == e1 && a.known() => {
                    vec![format!("{}[j, i]", a.name)]
                }
                ([d1, d2], [e]) if e.known() && (e == d1 || e == d2) => {
                    vec![format!("{}[{}]", a.name, if e == d2 { "j" } else { "i" })]
                }
                _ => vec![],
            };
            for x in r {
                reads.push((k, x));
            }
        }
        reads.shuffle(self.rng);
        let count = self.rng.gen_range(0..=2.min(reads.len()));
        for (k, x) in reads.into_iter().take(count) {
            self.env[k].uses += 1;
            leaves.push(x);
        }
        let body = self.scalar(&leaves, 3);
        let shape: String = dims.iter().map(|d| format!("[{}]", d.expr())).collect();
        made(format!("generate {shape} (\\{pat} -> {body})"), dims)
    }

    fn backpermute(&mut self) -> Option<Made> {
        let a = self.pick(|a| (a.rank() == 1 || a.rank() == 2) && a.known())?;
        let (expr, dims) = match a.dims[..] {
            [d] => match self.rng.gen_range(0..3) {
                0 => (
                    format!("backpermute [{0}] (\\i -> ({0} - 1) - i)", d.expr()),
                    vec![d],
                ),
                1 => {
                    let t = if self.chance(0.4) {
                        d
                    } else {
                        self.one_of(EXTENTS_1D)
                    };
                    // Sometimes a computed index read at the own index
                    // (`ks[i]`: an own-index read, `ir::own_index`).
                    let mut leaves = vec!["i".to_string()];
                    let own = self.env.iter().position(|b| b.dims[..] == [t] && b.known());
                    if let Some(k) = own.filter(|_| self.chance(0.5)) {
                        self.env[k].uses += 1;
                        leaves.push(format!("{}[i]", self.env[k].name));
                    }
                    let idx = self.scalar(&leaves, 2);
                    (
                        format!(
                            "backpermute [{}] (\\i -> ({idx} % {1} + {1}) % {1})",
                            t.expr(),
                            d.expr()
                        ),
                        vec![t],
                    )
                }
                _ => {
                    let t = self.one_of(EXTENTS_1D);
                    (
                        format!("backpermute [{}][{}] (\\(i, j) -> j)", t.expr(), d.expr()),
                        vec![t, d],
                    )
                }
            },
            [d1, d2] => match self.rng.gen_range(0..4) {
                0 => (
                    format!(
                        "backpermute [{}][{}] (\\(i, j) -> (j, i))",
                        d2.expr(),
                        d1.expr()
                    ),
                    vec![d2, d1],
                ),
                1 => (
                    format!(
                        "backpermute [{0}][{1}] (\\(i, j) -> (i, ({1} - 1) - j))",
                        d1.expr(),
                        d2.expr()
                    ),
                    vec![d1, d2],
                ),
                2 => (
                    format!(
                        "backpermute [{}] (\\i -> (i, i % {}))",
                        d1.expr(),
                        d2.expr()
                    ),
                    vec![d1],
                ),
                _ => {
                    let r = self.rng.gen_range(0..10);
                    (
                        format!(
                            "backpermute [{}] (\\j -> ({r} % {}, j))",
                            d2.expr(),
                            d1.expr()
                        ),
                        vec![d2],
                    )
                }
            },
            _ => return None,
        };
        made(format!("{expr} {}", a.name), dims)
    }

    /// `permute` into shared defaults or into a `generate` of its own.
    fn permute(&mut self) -> Option<Made> {
        let a = self.pick(|a| a.rank() == 1)?;
        let shared = if self.chance(0.4) {
            self.pick(|d| d.rank() == 1 && d.known())
        } else {
            None
        };
        let (defaults, t) = match shared {
            Some(d) => (d.name, d.dims[0]),
            None => {
                if self.left < 2 {
                    return None;
                }
                let t = self.one_of(EXTENTS_1D);
                let c = self.rng.gen_range(0..3);
                let m = Made {
                    expr: format!("generate [{}] (\\i -> {c})", t.expr()),
                    dims: vec![t],
                    nodes: 1,
                };
                let name = self.fresh("d");
                self.bind(name.clone(), &m);
                self.env.last_mut().expect("just bound").uses += 1;
                (name, t)
            }
        };
        let index = match self.rng.gen_range(0..3) {
            0 => {
                let (k, c) = (self.rng.gen_range(1..5), self.rng.gen_range(0..10));
                format!("(i * {k} + {c}) % {}", t.expr())
            }
            1 => {
                let k = self.rng.gen_range(2..5);
                format!("if (i % {k}) == 0 then ignore else i % {}", t.expr())
            }
            _ => {
                let e = self.scalar(&["i".into()], 2);
                format!("({e} % {0} + {0}) % {0}", t.expr())
            }
        };
        let f = self.one_of(COMBINES);
        made(
            format!("permute {f} {defaults} (\\i -> {index}) {}", a.name),
            vec![t],
        )
    }

    /// `let (a, b) = (op1, op2)`.
    fn pair(&mut self) {
        if self.left < 2 {
            return;
        }
        let k1 = self.one_of(SIMPLE);
        let Some(m1) = self.op(k1) else { return };
        let k2 = self.one_of(SIMPLE);
        let (a, b) = (self.fresh("v"), self.fresh("v"));
        let Some(m2) = self.op(k2) else {
            self.bind(a, &m1);
            return;
        };
        self.lines
            .push(format!("  let ({a}, {b}) = ({}, {})", m1.expr, m2.expr));
        for (name, m) in [(a, m1), (b, m2)] {
            self.left -= m.nodes;
            self.env.push(Arr {
                name,
                dims: m.dims,
                uses: 0,
                param: false,
            });
        }
    }

    /// A condition read once by a control-flow node.
    fn condition(&mut self) -> String {
        let k = self.rng.gen_range(0..100);
        match self.pick(|a| a.rank() == 0) {
            Some(s) => format!("(the {}) > {k}", s.name),
            None => format!("n > {}", k % 8),
        }
    }

    /// `if c then A' else A''`, each branch a short chain from `a` with
    /// `a`'s dimensions.
    fn if_(&mut self) {
        if self.left < 2 {
            return;
        }
        let Some(a) = self.pick(|a| a.rank() >= 1 && a.known()) else {
            return;
        };
        let cond = self.condition();
        let mut budget = self.left - 1;
        let (t, nt) = self.branch(&a, budget);
        budget -= nt;
        let (e, ne) = self.branch(&a, budget);
        let name = self.fresh("v");
        self.bind(
            name,
            &Made {
                expr: format!("if {cond}\n    then {t}\n    else {e}"),
                dims: a.dims,
                nodes: 1 + nt + ne,
            },
        );
    }

    /// A branch of an `if`: up to two nodes, `a`'s dimensions.
    fn branch(&mut self, a: &Arr, budget: usize) -> (String, usize) {
        let k = match budget {
            0 => 0,
            1 => 1,
            _ => *[0, 1, 1, 2, 2].choose(self.rng).expect("non-empty"),
        };
        let first = |g: &mut Self, src: &str| -> String {
            match (g.rng.gen_range(0..3), &a.dims[..]) {
                (0, _) => format!("scanl1 (+) {src}"),
                (1, [d]) => format!("backpermute [{0}] (\\i -> ({0} - 1) - i) {src}", d.expr()),
                _ => {
                    let body = g.scalar(&["x".into()], 2);
                    format!("map (\\x -> {body}) {src}")
                }
            }
        };
        match k {
            0 => (a.name.clone(), 0),
            1 => (format!("({})", first(self, &a.name)), 1),
            _ => {
                let w = self.fresh("w");
                let m = {
                    let body = self.scalar(&["x".into()], 2);
                    format!("map (\\x -> {body}) {}", a.name)
                };
                let second = if self.chance(0.5) {
                    let body = self.scalar(&["x".into(), "y".into()], 2);
                    format!("map (\\x y -> {body}) {w} {}", a.name)
                } else {
                    first(self, &w)
                };
                (format!("(let {w} = {m} in {second})"), 2)
            }
        }
    }

    /// `loop (l, c) = (a, unit 0) while the c < K do (..)`: 4 to 6 nodes
    /// (the initial `unit`, the loop, one to three operations, the last
    /// maybe a `reshape` to `l`'s length, and a `unit` in the body); its
    /// results have unknown sizes.
    fn loop_(&mut self) {
        if self.left < 4 {
            return;
        }
        let Some(a) = self.pick(|a| a.rank() >= 1) else {
            return;
        };
        let (v, c) = (self.fresh("v"), self.fresh("v"));
        let (l, k) = (self.fresh("l"), self.fresh("k"));
        let w = self.fresh("w");
        let mut body = self.scalar(&["x".into()], 2);
        if self.chance(0.5) {
            body = format!("({body} + (the {k}))");
        }
        let mut inner = format!("let {w} = map (\\x -> {body}) {l} in ");
        let mut last = w.clone();
        let mut nodes = 4;
        if self.left >= 5 && self.chance(0.5) {
            let w2 = self.fresh("w");
            let f = self.one_of(ASSOC);
            inner.push_str(&format!("let {w2} = scanl1 {f} {w} in "));
            last = w2;
            nodes = 5;
        }
        if a.rank() == 1 && self.left > nodes && self.chance(0.3) {
            // A reshape whose extent is the loop variable's (which its own
            // nest does not read).
            let w3 = self.fresh("w");
            inner.push_str(&format!("let {w3} = reshape [length {l}] {last} in "));
            last = w3;
            nodes += 1;
        }
        let times = self.rng.gen_range(0..4);
        self.lines.push(format!(
            "  let ({v}, {c}) = loop ({l}, {k}) = ({}, unit 0) while (the {k}) < {times} do\n    ({inner}({last}, unit ((the {k}) + 1)))",
            a.name
        ));
        self.left -= nodes;
        self.env.push(Arr {
            name: v,
            dims: vec![Any; a.rank()],
            uses: 0,
            param: false,
        });
        self.env.push(Arr {
            name: c,
            dims: vec![],
            uses: 0,
            param: false,
        });
    }

    /// An `i64` expression over `leaves` (lambda variables, index reads),
    /// literals, size names, `the s` and `length xs`; compound parts are
    /// parenthesised.
    fn scalar(&mut self, leaves: &[String], depth: u32) -> String {
        if depth == 0 || self.chance(0.3) {
            return self.leaf(leaves);
        }
        let a = self.scalar(leaves, depth - 1);
        let b = self.scalar(leaves, depth - 1);
        match self.rng.gen_range(0..8) {
            0 | 1 => format!("({a} + {b})"),
            2 => format!("({a} - {b})"),
            3 => format!("({a} * {b})"),
            4 => format!("(min {a} {b})"),
            5 => format!("(max {a} {b})"),
            6 => format!("({a} % {})", self.rng.gen_range(2..10)),
            _ => {
                let c = self.scalar(leaves, depth - 1);
                let d = self.leaf(leaves);
                format!("(if {a} < {b} then {c} else {d})")
            }
        }
    }

    fn leaf(&mut self, leaves: &[String]) -> String {
        let r = self.rng.gen_range(0..20);
        if r < 12 && !leaves.is_empty() {
            return leaves.choose(self.rng).expect("non-empty").clone();
        }
        match r {
            12..=14 => {
                if let Some(s) = self.pick(|a| a.rank() == 0) {
                    return format!("(the {})", s.name);
                }
            }
            15 => {
                if let Some(a) = self.pick(|a| a.rank() >= 1) {
                    return format!("(length {})", a.name);
                }
            }
            16 => return self.one_of(&["n", "m"]).to_string(),
            _ => {}
        }
        self.rng.gen_range(0..10).to_string()
    }

    fn predicate(&mut self, leaves: &[String]) -> String {
        let a = self.scalar(leaves, 2);
        if self.chance(0.5) {
            let k = self.rng.gen_range(2..5);
            format!("({a} % {k}) != 0")
        } else {
            let b = self.scalar(leaves, 1);
            format!("{a} < {b}")
        }
    }

    /// The `def`: the arrays nothing uses (at most four, some chosen at
    /// random), sometimes with one that is also used, as the result.
    fn finish(self) -> String {
        let produced: Vec<&Arr> = self.env.iter().filter(|a| !a.param).collect();
        let mut unused: Vec<&Arr> = produced.iter().copied().filter(|a| a.uses == 0).collect();
        unused.shuffle(self.rng);
        unused.truncate(4);
        let mut results = unused;
        if let Some(extra) = produced.choose(self.rng) {
            if (results.is_empty() || self.rng.gen_bool(0.2))
                && !results.iter().any(|r| r.name == extra.name)
            {
                results.push(extra);
            }
        }
        if results.is_empty() {
            results.push(&self.env[0]);
        }
        let (body, ty) = if results.len() == 1 {
            (results[0].name.clone(), type_of(&results[0].dims))
        } else {
            let names: Vec<&str> = results.iter().map(|a| a.name.as_str()).collect();
            let tys: Vec<String> = results.iter().map(|a| type_of(&a.dims)).collect();
            (
                format!("({})", names.join(", ")),
                format!("({})", tys.join(", ")),
            )
        };
        let mut text = format!("def prog {PARAMS} : {ty} =\n");
        for l in &self.lines {
            text.push_str(l);
            text.push('\n');
        }
        if self.lines.is_empty() {
            text.push_str(&format!("  {body}\n"));
        } else {
            text.push_str(&format!("  in {body}\n"));
        }
        text
    }
}

/// A tuple pattern that binds each cell of a neighbourhood of `extents` to
/// a variable of its own (`c0`, `c1`, .. in row-major order).
fn stencil_pattern(extents: &[usize], vars: &mut Vec<String>) -> String {
    match extents {
        [] => {
            let v = format!("c{}", vars.len());
            vars.push(v.clone());
            v
        }
        [e, inner @ ..] => {
            let parts: Vec<String> = (0..*e).map(|_| stencil_pattern(inner, vars)).collect();
            format!("({})", parts.join(", "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ir::graph::NodeKind;
    use ir::OpKind;
    use std::collections::BTreeSet;

    const MAX: usize = 24;

    #[test]
    fn a_thousand_programs_check_and_label_within_the_node_budget() {
        let mut kinds: BTreeSet<String> = BTreeSet::new();
        let mut nested = 0;
        let mut tuples = 0;
        let mut the_reads = 0;
        for seed in 0..1000 {
            let max = (seed as usize % MAX) + 1;
            let (_, g, deps) = random_graph(seed, max);
            assert!(g.nodes.len() <= max, "seed {seed}: {} nodes", g.nodes.len());
            for n in &g.nodes {
                kinds.insert(match &n.kind {
                    NodeKind::Op(op) => op.kind().name().to_string(),
                    NodeKind::Unit(_) => "unit".into(),
                    NodeKind::If { .. } => "if".into(),
                    NodeKind::Loop { .. } => "loop".into(),
                    NodeKind::Assert(a) => a.site.clone(),
                });
            }
            nested += usize::from(deps.blocks.len() > 1);
            tuples += usize::from(g.top.results.len() > 1);
            the_reads += usize::from(deps.edges().any(|e| e.operand.is_none()));
        }
        // Every operation but the segmented ones, which the generator does
        // not use (their lengths must add up).
        let all = OpKind::ALL
            .into_iter()
            .filter(|k| !matches!(k, OpKind::FoldSeg | OpKind::ScanSeg));
        for k in all {
            assert!(kinds.contains(k.name()), "{k} never generated: {kinds:?}");
        }
        for k in ["unit", "if", "loop"] {
            assert!(kinds.contains(k), "{k} never generated");
        }
        assert!(nested > 150, "{nested} programs with nested blocks");
        assert!(tuples > 600, "{tuples} programs with tuple results");
        assert!(the_reads > 400, "{the_reads} programs with array reads");
    }

    #[test]
    fn the_same_seed_gives_the_same_program() {
        for seed in 0..20 {
            assert_eq!(Case::new(seed, 12).text, Case::new(seed, 12).text);
        }
        assert_ne!(Case::new(1, 12).text, Case::new(2, 12).text);
        // No budget: the program returns a parameter.
        let (_, g, _) = random_graph(5, 0);
        assert!(g.nodes.is_empty());
    }

    #[test]
    fn merged_orders_clusters_topologically_and_refuses_cycles() {
        let (_, g, deps) = graph_of(
            "def p (xs: [n]i64) : [n]i64 =
  let a = map (\\x -> x + 1) xs
  let b = map (\\x -> x + 2) a
  let c = map (\\x y -> x + y) a b
  in c",
        );
        let id = |s: &str| g.node_by_label(s).expect("a node");
        let cl = merged(&deps, g.nodes.len(), &[vec![id("b"), id("c")]]).expect("acyclic");
        assert_eq!(cl.clusters(), &[vec![id("a")], vec![id("b"), id("c")]]);
        // a and c around b: a cycle.
        assert!(merged(&deps, g.nodes.len(), &[vec![id("a"), id("c")]]).is_none());
        assert!(merged(&deps, g.nodes.len(), &[vec![id("a")], vec![id("a")]]).is_none());
    }
}
