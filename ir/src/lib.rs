//! `ir` owns fuselab's vocabulary: the `.fl` program syntax (lexer, parser),
//! its types with symbolic sizes, the type checker that turns text into a typed
//! [`Program`], diagnostics with source locations, the runtime array values that
//! every executor shares, and the NumPy `.npy` codec for those values.
//!
//! Later IRs (the labelled graph, fusion trees, `LoopIr`) live here too, each in
//! a module of its own, and so do the facts every stage shares: the scalar
//! operations' semantics (`scalar_ops`), the run-time errors (`runtime`) and
//! the typed indices (`id`). `ir` depends on none of fuselab's other crates.
//!
//! Start reading at [`check::check_source`]: text in, typed [`Program`] out.

pub mod access;
pub mod ast;
pub mod bounds;
pub mod check;
pub mod cluster;
pub mod cost;
pub mod deps;
pub mod diag;
pub mod examples;
pub mod graph;
pub mod id;
pub mod lexer;
pub mod loops;
pub mod npy;
pub mod ops;
pub mod own_index;
pub mod parser;
pub mod runtime;
pub mod scalar_ops;
pub mod size;
pub mod span;
pub mod stack;
pub mod stress;
pub mod symbol;
pub mod syntax;
pub mod total;
pub mod tree;
pub mod types;
pub mod union_find;
pub mod value;

pub use ast::{AExpr, AExprKind, Def, Lambda, Op, OpKind, Param, Program, SExpr, SExprKind};
pub use check::check_source;
pub use diag::Diagnostic;
pub use size::{Poly, Size};
pub use span::{SourceFile, Span};
pub use types::{ArrayType, Prim, ScalarType, Type};
pub use value::{Array, Buffer, Scalar, Value};

/// Names of variables, size names, definitions. Cheap to clone.
pub type Name = std::sync::Arc<str>;
