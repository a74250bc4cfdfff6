//! What a pass is to the pass manager: a name, a run over the state of the
//! compilation that reports its sizes and figures, and a verifier of what it
//! made. [`run_pass`] times both, records them, and turns a failed
//! verification into [`PassError::Verify`] naming the pass.

use crate::label::LabelError;
use crate::record::{CostSummary, Figure, Figures, PassRecord};
use crate::strategy::ClusterStrategy;
use crate::strategy::Sizes;
use ir::cluster::{Clustering, Schedule};
use ir::cost::Cost;
use ir::deps::DepGraph;
use ir::graph::LabelledGraph;
use ir::loops::{LoopPasses, LoopProgram};
use ir::tree::Item;
use ir::{Name, Program};
use std::collections::BTreeMap;
use std::time::Instant;

/// One pass of the pipeline, over the state `S` it reads and adds to: the
/// compilation's [`State`], or, for the loop rewrites run on their own
/// ([`crate::rewrite_loops`]), just the loop program ([`LoopSlot`]).
pub trait Pass<S> {
    /// The name its record carries (`label`, `cluster`, …).
    fn name(&self) -> &'static str;
    /// The unit of its input and output sizes (`graph nodes → clusters`).
    fn size_unit(&self) -> &'static str;
    /// Runs the pass, adding what it makes to `st`.
    fn run(&self, st: &mut S) -> Result<Ran, PassError>;
    /// Checks what the pass made; a message names what is broken.
    fn verify(&self, st: &S) -> Result<(), String>;
}

/// A state that holds a loop program, which the loop rewrites replace.
pub trait LoopSlot {
    /// The loop program after the passes that ran so far.
    fn loops_slot(&mut self) -> &mut Option<LoopProgram>;
    /// The same, to read.
    fn loops_ref(&self) -> Option<&LoopProgram>;
}

impl LoopSlot for Option<LoopProgram> {
    fn loops_slot(&mut self) -> &mut Option<LoopProgram> {
        self
    }
    fn loops_ref(&self) -> Option<&LoopProgram> {
        self.as_ref()
    }
}

impl LoopSlot for State<'_> {
    fn loops_slot(&mut self) -> &mut Option<LoopProgram> {
        &mut self.loops
    }
    fn loops_ref(&self) -> Option<&LoopProgram> {
        self.loops.as_ref()
    }
}

/// What a run reports: its sizes (in [`Pass::size_unit`]) and figures.
pub struct Ran {
    pub input_size: usize,
    pub output_size: usize,
    pub figures: Figures,
}

/// Everything the passes have made so far. Each pass reads what earlier
/// passes made through the accessors, which fail (rather than panic) when a
/// pipeline lists a pass before the one it needs.
pub struct State<'a> {
    pub options: &'a Options,
    pub strategy: &'a dyn ClusterStrategy,
    /// The entry definition's name.
    pub entry: Name,
    pub program: Program,
    pub graph: Option<LabelledGraph>,
    /// `graph` with shared views copied per consumer (`crate::views`),
    /// each graph that differs from the one before, with what was copied:
    /// the `cluster` pass clusters these too and keeps the cheapest.
    pub view_copies: Vec<(LabelledGraph, &'static str)>,
    pub deps: Option<DepGraph>,
    pub clustering: Option<Clustering>,
    pub schedule: Option<Schedule>,
    pub items: Option<Vec<Item>>,
    pub cost: Option<(Cost, CostSummary)>,
    /// The loop program `lower` made.
    pub lowered: Option<LoopProgram>,
    /// The loop program after the passes that ran so far (`lower` and the
    /// target's rewrites after it).
    pub loops: Option<LoopProgram>,
}

impl<'a> State<'a> {
    pub fn new(
        program: &Program,
        entry: Name,
        strategy: &'a dyn ClusterStrategy,
        options: &'a Options,
    ) -> State<'a> {
        State {
            options,
            strategy,
            entry,
            program: program.clone(),
            graph: None,
            view_copies: Vec::new(),
            deps: None,
            clustering: None,
            schedule: None,
            items: None,
            cost: None,
            lowered: None,
            loops: None,
        }
    }

    /// The value of a size name: given, or `None` for the default.
    pub fn given(&self, name: &str) -> Option<i64> {
        self.options.sizes.get(name).copied()
    }

    /// The sizes a strategy scores with.
    pub fn sizes<'s>(&self, given: &'s dyn Fn(&str) -> Option<i64>) -> Sizes<'s> {
        Sizes {
            value_of: given,
            default: self.options.default_size,
        }
    }

    pub fn graph(&self) -> Result<&LabelledGraph, PassError> {
        need(&self.graph, "the labelled graph")
    }

    pub fn deps(&self) -> Result<&DepGraph, PassError> {
        need(&self.deps, "the dependency graph")
    }

    pub fn clustering(&self) -> Result<&Clustering, PassError> {
        need(&self.clustering, "the clustering")
    }

    pub fn schedule(&self) -> Result<&Schedule, PassError> {
        need(&self.schedule, "the schedule")
    }

    pub fn items(&self) -> Result<&[Item], PassError> {
        need(&self.items, "the fusion trees").map(Vec::as_slice)
    }

    pub fn loops(&self) -> Result<&LoopProgram, PassError> {
        need(&self.loops, "the loop program")
    }
}

fn need<'s, T>(x: &'s Option<T>, what: &'static str) -> Result<&'s T, PassError> {
    made(x.as_ref(), what)
}

/// What a pass made (`what`, for the error when no pass made it).
pub fn made<T>(x: Option<T>, what: &'static str) -> Result<T, PassError> {
    x.ok_or(PassError::Missing { what })
}

/// Runs `pass` and its verifier, timing each: the record of the pass, with
/// the figures `size_unit` and `verify_micros`.
pub fn run_pass<S>(pass: &dyn Pass<S>, st: &mut S) -> Result<PassRecord, PassError> {
    let t = Instant::now();
    let ran = pass.run(st)?;
    let run_micros = micros(t);
    let t = Instant::now();
    pass.verify(st).map_err(|message| PassError::Verify {
        pass: pass.name(),
        message,
    })?;
    let verify_micros = micros(t);
    let mut figures = ran.figures;
    figures.insert("size_unit".into(), Figure::from(pass.size_unit()));
    figures.insert("verify_micros".into(), Figure::Count(verify_micros));
    Ok(PassRecord {
        name: pass.name().to_string(),
        micros: run_micros,
        input_size: ran.input_size,
        output_size: ran.output_size,
        figures,
    })
}

fn micros(t: Instant) -> u64 {
    u64::try_from(t.elapsed().as_micros()).unwrap_or(u64::MAX)
}

/// The default value of every size name that is not given: 2^20.
pub const DEFAULT_SIZE: i64 = 1 << 20;

/// How to compile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// What [`Record::program`] records (the program's file name).
    pub program_name: String,
    /// Values of size names, for scoring (the `greedy` strategy) and for
    /// [`crate::record::CostSummary::bytes`].
    pub sizes: BTreeMap<String, i64>,
    /// The value of every size name (and unknown-extent symbol) not in `sizes`.
    pub default_size: i64,
    /// Run the simplifier first.
    pub simplify: bool,
    /// The target's rewrites of the loop program, run after `lower` (none
    /// by default: the program `lower` makes; the CPU's are
    /// `backend::cpu::rewrite::passes`).
    pub loop_passes: LoopPasses,
    /// Elements per chunk of a sequence computation (`--chunk`); `None`
    /// takes each stream whole, in one chunk.
    pub chunk: Option<u64>,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            program_name: String::new(),
            sizes: BTreeMap::new(),
            default_size: DEFAULT_SIZE,
            simplify: true,
            loop_passes: LoopPasses::none(),
            chunk: None,
        }
    }
}

/// Why compilation failed.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum PassError {
    /// Labelling refused the program (only programs the type checker would
    /// reject).
    #[error(transparent)]
    Label(#[from] LabelError),
    /// Lifting refused a sequence computation (a construct it does not
    /// lift), at its location.
    #[error(transparent)]
    Lift(#[from] crate::lift::LiftError),
    /// The strategy itself failed.
    #[error("strategy `{strategy}` failed: {message}")]
    Strategy { strategy: String, message: String },
    /// A pass produced IR that breaks an invariant: a bug in fuselab.
    #[error("internal error: the `{pass}` pass produced invalid output: {message}")]
    Verify { pass: &'static str, message: String },
    /// The program uses something a pass cannot express (not a bug: a
    /// limit of that pass, e.g. a size the loop IR cannot read from its
    /// inputs' shapes); the reference interpreter may still run it.
    #[error("the `{pass}` pass cannot handle this program: {message}")]
    Unsupported { pass: &'static str, message: String },
    /// A pass ran before the one that makes what it needs: a bug in the
    /// pipeline's order.
    #[error("internal error: a pass ran before the one that makes {what}")]
    Missing { what: &'static str },
}
