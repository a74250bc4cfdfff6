//! Element types, array types and array-level types.

use crate::size::Size;
use std::fmt;

/// A primitive element type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Prim {
    Bool,
    I32,
    I64,
    F32,
    F64,
}

impl Prim {
    pub const ALL: [Prim; 5] = [Prim::Bool, Prim::I32, Prim::I64, Prim::F32, Prim::F64];

    pub fn name(self) -> &'static str {
        match self {
            Prim::Bool => "bool",
            Prim::I32 => "i32",
            Prim::I64 => "i64",
            Prim::F32 => "f32",
            Prim::F64 => "f64",
        }
    }

    pub fn from_name(s: &str) -> Option<Prim> {
        Prim::ALL.into_iter().find(|p| p.name() == s)
    }

    pub fn is_int(self) -> bool {
        matches!(self, Prim::I32 | Prim::I64)
    }

    pub fn is_float(self) -> bool {
        matches!(self, Prim::F32 | Prim::F64)
    }

    pub fn is_numeric(self) -> bool {
        self != Prim::Bool
    }

    /// Bytes per element in memory (bool is one byte, as in NumPy).
    pub fn bytes(self) -> usize {
        match self {
            Prim::Bool => 1,
            Prim::I32 | Prim::F32 => 4,
            Prim::I64 | Prim::F64 => 8,
        }
    }
}

impl fmt::Display for Prim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The type of one array element or one lambda value: a primitive or a tuple.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ScalarType {
    Prim(Prim),
    Tuple(Vec<ScalarType>),
}

impl ScalarType {
    pub const BOOL: ScalarType = ScalarType::Prim(Prim::Bool);
    pub const I32: ScalarType = ScalarType::Prim(Prim::I32);
    pub const I64: ScalarType = ScalarType::Prim(Prim::I64);
    pub const F32: ScalarType = ScalarType::Prim(Prim::F32);
    pub const F64: ScalarType = ScalarType::Prim(Prim::F64);

    pub fn as_prim(&self) -> Option<Prim> {
        match self {
            ScalarType::Prim(p) => Some(*p),
            ScalarType::Tuple(_) => None,
        }
    }

    /// The primitive components in order, flattening nested tuples: arrays of
    /// tuples are stored as one buffer per component.
    pub fn leaves(&self) -> Vec<Prim> {
        let mut out = Vec::new();
        fn go(t: &ScalarType, out: &mut Vec<Prim>) {
            match t {
                ScalarType::Prim(p) => out.push(*p),
                ScalarType::Tuple(ts) => ts.iter().for_each(|t| go(t, out)),
            }
        }
        go(self, &mut out);
        out
    }

    /// Bytes per element in memory: its primitive components' together.
    pub fn bytes(&self) -> usize {
        self.leaves().iter().map(|p| p.bytes()).sum()
    }

    /// The index type of a rank-`k` array: `i64` for rank 1, a `k`-tuple of
    /// `i64` otherwise (rank 0 gives the empty tuple).
    pub fn index(rank: usize) -> ScalarType {
        if rank == 1 {
            ScalarType::I64
        } else {
            ScalarType::Tuple(vec![ScalarType::I64; rank])
        }
    }
}

/// `(t1, .., tk)`: a tuple's components, each as it displays.
pub(crate) fn write_tuple<T: fmt::Display>(f: &mut fmt::Formatter<'_>, ts: &[T]) -> fmt::Result {
    write!(f, "(")?;
    for (i, t) in ts.iter().enumerate() {
        if i > 0 {
            write!(f, ", ")?;
        }
        write!(f, "{t}")?;
    }
    write!(f, ")")
}

impl fmt::Display for ScalarType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScalarType::Prim(p) => write!(f, "{p}"),
            ScalarType::Tuple(ts) => write_tuple(f, ts),
        }
    }
}

/// `[d1]..[dk]t`: a rank-`k` array, outermost dimension first. Rank 0 is a scalar
/// held in an array (`[]t`, or `t` in a signature).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ArrayType {
    pub shape: Vec<Size>,
    pub elem: ScalarType,
}

impl ArrayType {
    pub fn new(shape: Vec<Size>, elem: ScalarType) -> ArrayType {
        ArrayType { shape, elem }
    }

    pub fn rank(&self) -> usize {
        self.shape.len()
    }
}

impl fmt::Display for ArrayType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.shape.is_empty() {
            write!(f, "[]")?;
        }
        for d in &self.shape {
            write!(f, "[{d}]")?;
        }
        write!(f, "{}", self.elem)
    }
}

/// The type of an array-level expression: an array, a tuple of them, or a
/// sequence whose elements are arrays or tuples of arrays
/// (docs/language.md "Sequences"; a sequence is never a tuple's component
/// nor a sequence's element).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    Array(ArrayType),
    Tuple(Vec<Type>),
    Seq(Box<Type>),
}

impl Type {
    pub fn as_array(&self) -> Option<&ArrayType> {
        match self {
            Type::Array(a) => Some(a),
            Type::Tuple(_) | Type::Seq(_) => None,
        }
    }

    /// The arrays in order, flattening nested tuples; a sequence's are its
    /// element's arrays.
    pub fn arrays(&self) -> Vec<&ArrayType> {
        match self {
            Type::Array(a) => vec![a],
            Type::Tuple(ts) => ts.iter().flat_map(|t| t.arrays()).collect(),
            Type::Seq(t) => t.arrays(),
        }
    }

    /// The element type, if this is a sequence.
    pub fn as_seq(&self) -> Option<&Type> {
        match self {
            Type::Seq(t) => Some(t),
            Type::Array(_) | Type::Tuple(_) => None,
        }
    }

    /// Whether a sequence is this type or one of its parts.
    pub fn has_seq(&self) -> bool {
        match self {
            Type::Array(_) => false,
            Type::Tuple(ts) => ts.iter().any(Type::has_seq),
            Type::Seq(_) => true,
        }
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Array(a) => write!(f, "{a}"),
            Type::Tuple(ts) => write_tuple(f, ts),
            Type::Seq(t) => write!(f, "seq {t}"),
        }
    }
}
