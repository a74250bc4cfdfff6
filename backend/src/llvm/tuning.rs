//! Choices of generated code that the target's features or the user make,
//! not the loop IR: how a nest divides by invariant divisors
//! ([`Division`], see `divide`) and whether float folds keep their
//! sequential order.

/// How one nest's code is generated beyond what its loop IR says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tuning {
    pub division: Division,
    /// No reassociation of float fold accumulators (`--strict-float`).
    pub strict_float: bool,
}

impl Default for Tuning {
    /// Hardware division (the NVPTX target's), folds reassociated.
    fn default() -> Tuning {
        Tuning {
            division: Division::Hardware,
            strict_float: false,
        }
    }
}

/// How generated code divides by an invariant divisor.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Division {
    /// The `f64` reciprocal with two corrections (needs AVX-512DQ to vectorise).
    Reciprocal,
    /// The magic multiply-high from 32-bit products (vectorises from SSE2 up).
    Multiply,
    /// The magic multiply-high as one scalar 64 x 64 -> 128 multiply.
    WideMultiply,
    /// The hardware division instruction.
    Hardware,
}

impl Division {
    pub const ALL: [Division; 4] = [
        Division::Reciprocal,
        Division::Multiply,
        Division::WideMultiply,
        Division::Hardware,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Division::Reciprocal => "reciprocal",
            Division::Multiply => "multiply",
            Division::WideMultiply => "wide-multiply",
            Division::Hardware => "hardware",
        }
    }

    pub fn parse(s: &str) -> Option<Division> {
        Division::ALL.into_iter().find(|d| d.name() == s)
    }
}
