//! The `pipeline` target: a well-typed program chosen by the bytes, through
//! every strategy and the loop IR, against the reference interpreter.

use crate::Finding;
use interp::RunError;
use interp::{random_inputs, Sizes};
use ir::{Name, Program, SourceFile};
use passes::{compile, Options, Registry};
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::fmt;

// How results compare (`interp::agree`): the experiment runner's own rule,
// so that the fuzzer, the tests and `fuselab experiment` judge alike.
use interp::agree;

/// `exhaustive` runs only on programs of at most this many labelled nodes
/// (its search grows with the number of set partitions).
pub const EXHAUSTIVE_MAX_NODES: usize = 7;

/// The most nodes a generated program has (small programs run fast and
/// still mix every construct of the generator).
const MAX_NODES: usize = 12;

/// One generated program with the sizes, input seed and options it runs
/// with; it displays as a `.fl` file whose first line says how to run it.
#[derive(Clone, Debug)]
pub struct Case {
    pub text: String,
    pub n: i64,
    pub m: i64,
    pub seed: u64,
    pub simplify: bool,
}

impl fmt::Display for Case {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "-- fuzz pipeline case: sizes n={} m={}, input seed {}, simplify {}",
            self.n, self.m, self.seed, self.simplify
        )?;
        f.write_str(&self.text)
    }
}

impl Case {
    /// The case the bytes choose: sizes 0 to 6 (`n`) and 0 to 4 (`m`), an
    /// input seed, whether to simplify, and a program of
    /// [`testkit::testgen::random_program`] with up to 12 nodes.
    pub fn from_bytes(data: &[u8]) -> Case {
        let mut rng = ByteRng::new(data);
        let n = rng.gen_range(0..=6);
        let m = rng.gen_range(0..=4);
        let seed = rng.next_u64();
        let simplify = rng.gen_bool(0.5);
        let max_nodes = rng.gen_range(1..=MAX_NODES);
        let text = testkit::testgen::random_program(&mut rng, max_nodes);
        Case {
            text,
            n,
            m,
            seed,
            simplify,
        }
    }

    /// Checks the case against the reference interpreter (see [`pipeline`]).
    pub fn check(&self) -> Result<(), Finding> {
        let file = SourceFile::new("generated.fl", self.text.clone());
        let program = ir::check_source(&file).map_err(|ds| Finding::GeneratedIllTyped {
            diagnostics: ds
                .iter()
                .map(|d| d.render(&file))
                .collect::<Vec<_>>()
                .join("\n"),
            case: self.clone(),
        })?;
        self.agrees(&program)
    }

    fn agrees(&self, program: &Program) -> Result<(), Finding> {
        let def = program.entry(None).expect("a checked file has a def");
        let sizes: Sizes = [(Name::from("n"), self.n), (Name::from("m"), self.m)]
            .into_iter()
            .collect();
        let refused = |error: String| Finding::InputsRefused {
            error,
            case: self.clone(),
        };
        let inputs = random_inputs(def, &sizes, self.seed).map_err(|e| refused(e.to_string()))?;
        let want = match interp::reference::run(program, def, &inputs) {
            Err(RunError::Input(e)) => return Err(refused(e.to_string())),
            Err(RunError::Runtime(e)) => Err(e),
            Ok(v) => Ok(v),
        };
        let options = Options {
            simplify: self.simplify,
            ..Options::default()
        };
        let registry = Registry::builtin();
        let mut nodes = usize::MAX;
        for strategy in registry.iter() {
            let name = strategy.name();
            if name == "exhaustive" && nodes > EXHAUSTIVE_MAX_NODES {
                continue;
            }
            let c =
                compile(program, def, strategy, &options).map_err(|error| Finding::Compile {
                    strategy: name,
                    error: Box::new(error),
                    case: self.clone(),
                })?;
            nodes = nodes.min(c.graph.nodes.len());
            let got = interp::loops::run(&c.lowered, &inputs).map(|r| r.value);
            agree::same_outcome(got.as_ref(), want.as_ref()).map_err(|message| {
                Finding::Mismatch {
                    strategy: name,
                    message,
                    case: self.clone(),
                    loops: ir::loops::render(&c.lowered),
                }
            })?;
        }
        Ok(())
    }
}

/// The bytes choose a generated program and how it runs ([`Case::from_bytes`]);
/// it compiles under every strategy (`exhaustive` when it has at most
/// [`EXHAUSTIVE_MAX_NODES`] nodes), and the loop IR's interpreter gives the
/// reference interpreter's values, or stops where it stops (the error a
/// stopped path reports is the reference's, `interp::precise`).
pub fn pipeline(data: &[u8]) -> Result<(), Finding> {
    Case::from_bytes(data).check()
}

/// A random number generator that hands out the fuzzer's bytes first, so
/// that a mutation of a byte changes one choice of the generator (which is
/// what lets coverage guide it), then continues with a [`ChaCha8Rng`] seeded
/// from all the bytes.
pub struct ByteRng<'a> {
    data: &'a [u8],
    rest: ChaCha8Rng,
}

impl<'a> ByteRng<'a> {
    pub fn new(data: &'a [u8]) -> ByteRng<'a> {
        // FNV-1a: any fixed hash of the bytes will do.
        let hash = data.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        });
        ByteRng {
            data,
            rest: ChaCha8Rng::seed_from_u64(hash),
        }
    }
}

impl RngCore for ByteRng<'_> {
    fn next_u32(&mut self) -> u32 {
        let mut b = [0; 4];
        self.fill_bytes(&mut b);
        u32::from_le_bytes(b)
    }

    fn next_u64(&mut self) -> u64 {
        let mut b = [0; 8];
        self.fill_bytes(&mut b);
        u64::from_le_bytes(b)
    }

    fn fill_bytes(&mut self, dest: &mut [u8]) {
        let k = dest.len().min(self.data.len());
        let (mine, rest) = self.data.split_at(k);
        dest[..k].copy_from_slice(mine);
        self.data = rest;
        self.rest.fill_bytes(&mut dest[k..]);
    }

    fn try_fill_bytes(&mut self, dest: &mut [u8]) -> Result<(), rand::Error> {
        self.fill_bytes(dest);
        Ok(())
    }
}
