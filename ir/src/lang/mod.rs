//! The language: text to a typed program, and the values programs compute
//! on. Depends on no other layer of `ir` (see the crate's documentation).

pub mod ast;
pub mod check;
pub mod diag;
pub mod lexer;
pub mod neighbourhood;
pub mod npy;
pub mod parser;
pub mod runtime;
pub mod scalar_ops;
pub mod sequence;
pub mod size;
pub mod span;
pub mod stack;
pub mod stream;
pub mod syntax;
pub mod types;
pub mod value;
pub mod work;
