//! `ir` owns fuselab's vocabulary, in three layers, each a folder whose
//! files may use the layers below it and never the ones above
//! (`scripts/module_walls.py`, run by `make lint`):
//!
//! 1. **the language** (`lang/`): the `.fl` program syntax (lexer, parser),
//!    its types with symbolic sizes, the type checker that turns text into a
//!    typed [`Program`], diagnostics with source locations, the runtime
//!    array values that every executor shares and the NumPy `.npy` codec for
//!    them, the scalar operations' semantics (`scalar_ops`) and the
//!    run-time errors (`runtime`);
//! 2. **the fusion model** (`fusion/`): the labelled graph, the operation
//!    property table, the dependency graph, clusterings and their validity,
//!    the cost model, the fusion trees, and the analyses they share
//!    (access patterns, index bounds, own-index reads, totality);
//! 3. **the loop IR** (`loops/`): one explicit loop nest per cluster, its
//!    verifier, printer and evaluator, and the interface of a target's
//!    rewrites of it.
//!
//! The typed indices of every layer (`id`) sit beside them. The surface
//! names concepts, not layers: the namespaces other crates work in
//! (`ir::ast`, `ir::graph`, `ir::cluster`, `ir::loops`, …) are re-exported
//! at the root, with the items below them that every crate uses (`Program`,
//! `Array`, `Poly`, …); the front end's insides (lexer, parser, syntax,
//! symbols) are private. `ir` depends on none of fuselab's other crates.
//!
//! Start reading at [`check_source`]: text in, typed [`Program`] out.

mod fusion;
mod lang;

pub mod id;
pub mod loops;

pub use fusion::{
    access, affine, bounds, cluster, cost, deps, graph, ops, own_index, reversal, step, total, tree,
};
pub use lang::{ast, neighbourhood, npy, runtime, scalar_ops, sequence, stream, work};

pub(crate) use fusion::{symbol, union_find};
pub(crate) use lang::{diag, lexer, parser, size, span, stack, syntax, types, value};

pub use fusion::symbol::control_symbols;
pub use fusion::union_find::UnionFind;
pub use lang::ast::{
    is_synthetic, AExpr, AExprKind, Def, Lambda, Op, OpKind, Param, Program, SExpr, SExprKind,
};
pub use lang::check::{check_source, check_source_after, load_source};
pub use lang::diag::{DiagKind, Diagnostic};
pub use lang::parser::MAX_NESTING;
pub use lang::size::{Poly, Size};
pub use lang::span::{SourceFile, Span};
pub use lang::stack::{run_with_stack, PIPELINE_STACK};
pub use lang::types::{ArrayType, Prim, ScalarType, Type};
pub use lang::value::{
    try_vec, try_zeroed_buffers, AllocError, Array, ArrayError, Buffer, Scalar, Value,
};

/// Names of variables, size names, definitions. Cheap to clone.
pub type Name = std::sync::Arc<str>;
