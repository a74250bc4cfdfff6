//! `LoopIr`: the explicit-loop IR of van Balen §5.2.1, in Rust terms. Each
//! cluster of a clustering becomes one [`Nest`]: at most one inner [`For`]
//! per level (the fully-fused guarantee holds by construction: a [`Level`]
//! has one optional inner loop), each `For` iterating over the outermost
//! remaining dimension of the cluster's iteration space. A *row group*
//! (clusters sharing their outermost loop, run one after another in each of
//! its iterations) is one nest too: the first cluster's loop below the
//! shared one is the level's inner loop, each later cluster's a loop
//! statement ([`Stmt::For`]) after it, scoped like an inner loop.
//!
//! How the thesis' concepts appear here:
//! - *permanent inputs* are the manifest arrays a nest reads ([`Nest::inputs`]):
//!   streamed with [`Stmt::Load`] at the loop indices, read at computed
//!   indices (gathers, `xs[i]` in lambdas) anywhere;
//! - *temporary inputs and outputs* are scalar variables ([`VarId`]): an
//!   element of an intermediate array that is never stored. A variable
//!   defined at depth `d` stands for the element of an array of rank `d`
//!   (with the loop indices as its index);
//! - a *one-to-one* body (`map`, `scan`) defines its element at the depth of
//!   its input's element; a *many-to-one* body (`fold`) declares an
//!   accumulator one level out and updates it inside the loop (the rank −1
//!   partial result) and its element exists after the loop; a *one-to-many*
//!   body (`replicate`, `generate`) computes its element from the loop
//!   indices alone;
//! - the *transforms and partitions* that embed a body's environment in its
//!   loop's are the index expressions of loads and stores, and the split of a
//!   nest's arrays into [`Nest::inputs`] and [`Nest::outputs`].
//!
//! [`verify`] checks the invariants; `passes::lower` builds nests, fuses them
//! (vertically, horizontally, diagonally) and verifies after every step;
//! `interp::loops` executes them and counts memory traffic.
//!
//! Its modules: what a loop program is (`program`); which 2-D nests read
//! transposed (`transposed`); which accesses go to indices read from memory
//! (`indirect`); the one walk into statements nested in `If`,
//! `While` and [`Stmt::For`] (`visit`); the verifier (`verify`); the printer
//! (`render`); the one evaluator of expressions, checks, shapes and
//! array-level control flow that every executor shares (`eval`); the
//! interface of a target's rewrites of loop programs, which the pass
//! manager runs after `lower` (`pass`: the CPU backend's are
//! `backend::cpu::rewrite`); the adaptive chunk schedule of a lifted
//! sequence loop, which executors consult (`schedule`); the sharing of a fused nest's common
//! subexpressions, one of those rewrites (`cse`). Hand-built loop programs that tests of
//! several crates share are `testkit::loops`.

mod cse;
pub mod eval;
pub mod indirect;
mod loop_pass;
mod program;
pub mod ranges;
mod render;
pub mod schedule;
pub mod transposed;
mod verify;
mod visit;

pub use self::cse::share_common;
pub use self::loop_pass::{LoopPass, LoopPasses, Rewritten};
pub use self::program::{
    bound_in, nests, nests_mut, ArrayDecl, Block, Check, Dir, Expr, For, Item, Level, LoopProgram,
    Nest, Origin, OriginOp, ShapeDef, Stmt, VarDecl, VarId,
};
pub use self::render::render;
pub use self::verify::{type_of, verify};
pub use self::visit::{rewrite, rewrite_level, visit, visit_level, Body, Visitor};
