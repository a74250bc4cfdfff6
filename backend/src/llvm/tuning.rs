//! Choices of generated code that the target's features or the user make,
//! not the loop IR: how a nest divides by invariant divisors
//! ([`Division`], see `divide`), whether float folds keep their
//! sequential order, which vector math library a loop calls
//! ([`VectorMath`], see `vmath`), whether loops are versioned
//! (`version`), float extrema folded as integers (`extremum`) and owned
//! scatters run in blocks (`owned`).

/// How one nest's code is generated beyond what its loop IR says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tuning {
    pub division: Division,
    /// No reassociation of float fold accumulators (`--strict-float`).
    pub strict_float: bool,
    /// Which vector math library functions a vectorised loop calls.
    pub vector_math: VectorMath,
    /// Loops whose checked indices are affine are versioned (`version`).
    pub versioned_loops: bool,
    /// Float `max`/`min` folds run as integer reductions (`extremum`;
    /// never under `strict_float`).
    pub integer_extrema: bool,
    /// Nests that write new arrays also get a function whose element
    /// stores bypass the caches (`stream`; the CPU driver picks it).
    pub streaming_stores: bool,
    /// The wrap idiom's outer remainder `(r + d) % d` is a compare and a
    /// subtraction (`ir::loops::ranges::Lets::wrapped_sum`), not a second
    /// division.
    pub reduced_wraps: bool,
    /// An owned scatter's loop runs in blocks of two phases, the targets
    /// first (`owned`).
    pub owned_blocks: bool,
    /// A float converted to an integer and back is computed without the
    /// integer (`builtin::through_int`).
    pub float_round_trips: bool,
    /// `exp` on `f32` lanes is computed by the generated code
    /// (`vexp::exp_f32`), not by the vector library in `f64`.
    pub f32_math_in_code: bool,
    /// 2-D nests that walk a column run in tiles (`tile`).
    pub tiles: bool,
    /// A tile copies its exactly transposed reads into buffers first
    /// (`tile`; only with `wide_vectors`).
    pub tile_buffers: bool,
    /// The instruction set has 256-bit vectors (AVX2 and up).
    pub wide_vectors: bool,
    /// The invariant divisions of an innermost loop that gathers (reads at
    /// computed positions) use the vector method ([`Division::Multiply`]),
    /// not one scalar multiply-high per element (`divide`,
    /// `Gen::may_vectorise`): LLVM vectorises such a loop anyway, and a
    /// scalar multiply-high moves each lane to a general register and back.
    pub gather_divisions: bool,
    /// A nest function whose loops divide by invariant divisors and read
    /// nothing at computed positions prefers 512-bit vectors
    /// (`divide::divides_in_order`; only where the features have them).
    pub wide_divisions: bool,
    /// How such a nest (`wide_divisions`) divides: at 512 bits the magic
    /// multiply outruns the reciprocal's conversions where LLVM takes
    /// the CPU for an Intel one (`cpu::isa::Target::wide_division`).
    pub wide_division: Division,
    /// An innermost loop that divides in vectors by the magic multiply
    /// ([`Division::Multiply`]) runs in two versions, chosen before it
    /// starts: where every divisor's magnitude is at most 2^20, each
    /// division is computed exactly in `f64` lanes (`divide`, "Small
    /// divisors"); otherwise by the magic multiply.
    pub small_divisors: bool,
}

impl Default for Tuning {
    /// Hardware division and scalar math (the NVPTX target's), folds
    /// reassociated, wraps reduced, no versioned loops, integer extrema,
    /// streaming stores, owned scatters in blocks, float round trips
    /// without the integer or `f32` `exp` in code.
    fn default() -> Tuning {
        Tuning {
            division: Division::Hardware,
            strict_float: false,
            vector_math: VectorMath::Scalar,
            versioned_loops: false,
            integer_extrema: false,
            streaming_stores: false,
            reduced_wraps: true,
            owned_blocks: false,
            float_round_trips: false,
            f32_math_in_code: false,
            tiles: true,
            tile_buffers: false,
            wide_vectors: false,
            gather_divisions: false,
            wide_divisions: false,
            wide_division: Division::Hardware,
            small_divisors: false,
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

/// Whether a vectorised loop calls glibc's vector math library (libmvec,
/// see `vmath`) for `exp`, `log`, `sin`, `cos`, `tan` and `pow`, and for
/// which register width.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VectorMath {
    /// One scalar libm call per lane.
    Scalar,
    /// SSE4.2: 2 `f64` per call.
    Sse,
    /// AVX2: 4 `f64` per call.
    Avx2,
    /// AVX-512: 8 `f64` per call.
    Avx512,
}

impl VectorMath {
    /// The libmvec functions' ISA letter in the x86 vector function ABI
    /// and their `f64` lanes; `None` for scalar calls.
    pub fn abi(self) -> Option<(char, u32)> {
        match self {
            VectorMath::Scalar => None,
            VectorMath::Sse => Some(('b', 2)),
            VectorMath::Avx2 => Some(('d', 4)),
            VectorMath::Avx512 => Some(('e', 8)),
        }
    }

    /// Whether the set has fused multiply-adds (AVX2 and AVX-512 sets,
    /// x86-64-v3 and up), which the generated code's math then uses.
    pub fn fused(self) -> bool {
        matches!(self, VectorMath::Avx2 | VectorMath::Avx512)
    }

    pub fn name(self) -> &'static str {
        match self {
            VectorMath::Scalar => "scalar",
            VectorMath::Sse => "libmvec-sse",
            VectorMath::Avx2 => "libmvec-avx2",
            VectorMath::Avx512 => "libmvec-avx512",
        }
    }
}
