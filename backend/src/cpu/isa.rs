//! Which x86 vector features the CPU backend compiles for. By default the
//! host's, as LLVM detects them when a nest is compiled; a smaller set can
//! be chosen ([`Target`], `fuselab --isa avx2`), so that the code a machine
//! without AVX-512 gets can be run and tested on one that has it.
//! The sets are the x86-64 microarchitecture levels: `avx512` is
//! x86-64-v4, `avx2` x86-64-v3 (AVX2, FMA, BMI), `sse4.2` x86-64-v2.
//! Each set has its way of dividing by an invariant ([`Isa::division`]),
//! which a target can override ([`Target::with_division`], `fuselab
//! --division`).

use super::memory::FreshMemory;
use crate::llvm::{Division, VectorMath};
use std::sync::OnceLock;

/// A set of vector features to compile for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Isa {
    /// Whatever this CPU has (LLVM's host CPU and features).
    Host,
    /// x86-64-v4: AVX-512 F, BW, CD, DQ, VL.
    Avx512,
    /// x86-64-v3: AVX2, FMA, BMI1/2, F16C, LZCNT, MOVBE.
    Avx2,
    /// x86-64-v2: SSE4.2, SSSE3, POPCNT.
    Sse42,
}

impl Isa {
    pub const ALL: [Isa; 4] = [Isa::Host, Isa::Avx512, Isa::Avx2, Isa::Sse42];

    pub fn name(self) -> &'static str {
        match self {
            Isa::Host => "host",
            Isa::Avx512 => "avx512",
            Isa::Avx2 => "avx2",
            Isa::Sse42 => "sse4.2",
        }
    }

    pub fn parse(s: &str) -> Option<Isa> {
        Isa::ALL.into_iter().find(|i| i.name() == s)
    }

    /// The LLVM CPU that stands for the set; `None` for the host's.
    pub(super) fn llvm_cpu(self) -> Option<&'static str> {
        match self {
            Isa::Host => None,
            Isa::Avx512 => Some("x86-64-v4"),
            Isa::Avx2 => Some("x86-64-v3"),
            Isa::Sse42 => Some("x86-64-v2"),
        }
    }

    /// The fastest way to divide by an invariant on this set: the `f64`
    /// reciprocal where `i64` <-> `f64` vector conversions exist
    /// (AVX-512DQ), else the multiply-high from 32-bit products
    /// (`llvm::divide` says why; `docs/results/cpu-backend.md`,
    /// "Instruction-set choices", has the measurements).
    pub fn division(self) -> Division {
        if self.avx512dq() {
            Division::Reciprocal
        } else {
            Division::Multiply
        }
    }

    /// Whether code for this set has AVX-512 with its `i64` <-> `f64`
    /// vector conversions (DQ, VL; DQ implies the foundation, F).
    fn avx512dq(self) -> bool {
        match self {
            Isa::Host => host_has_avx512dq(),
            Isa::Avx512 => true,
            Isa::Avx2 | Isa::Sse42 => false,
        }
    }

    /// The libmvec functions of the set's register width (the widest this
    /// CPU has, for the host's).
    pub fn vector_math(self) -> VectorMath {
        match self {
            Isa::Host if host_has("avx512f") => VectorMath::Avx512,
            Isa::Host if host_has("avx2") && host_has("fma") => VectorMath::Avx2,
            Isa::Host | Isa::Sse42 => VectorMath::Sse,
            Isa::Avx512 => VectorMath::Avx512,
            Isa::Avx2 => VectorMath::Avx2,
        }
    }

    /// Whether this CPU runs code compiled for the set.
    pub fn supported(self) -> bool {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::is_x86_feature_detected as has;
            let v2 = has!("sse4.2") && has!("ssse3") && has!("popcnt");
            let v3 = v2
                && has!("avx2")
                && has!("fma")
                && has!("bmi1")
                && has!("bmi2")
                && has!("f16c")
                && has!("lzcnt")
                && has!("movbe");
            let v4 = v3
                && has!("avx512f")
                && has!("avx512bw")
                && has!("avx512cd")
                && has!("avx512dq")
                && has!("avx512vl");
            match self {
                Isa::Host => true,
                Isa::Avx512 => v4,
                Isa::Avx2 => v3,
                Isa::Sse42 => v2,
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            self == Isa::Host
        }
    }
}

/// What nests are compiled for: an instruction set, how they divide by
/// invariants and whether they call the vector math library. A value
/// built once (from `--isa`, `--division` and `--vector-math`) and passed
/// to every compile in [`super::CpuOptions`], so that code for two targets
/// can be compiled and run in one process; the compiled-nest cache keys
/// on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Target {
    isa: Isa,
    /// The forced division (`None`: the set's own, [`Isa::division`]).
    division: Option<Division>,
    /// Vector math off (`--vector-math scalar`): one libm call per lane.
    scalar_math: bool,
    /// What the driver does to new output buffers (`--fresh-memory`).
    fresh_memory: FreshMemory,
}

/// An instruction set this CPU cannot run code for (it lacks some of its
/// features).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("this CPU cannot run code for {} (it lacks some of its features)", .0.name())]
pub struct Unsupported(pub Isa);

impl Default for Target {
    fn default() -> Target {
        Target::HOST
    }
}

impl Target {
    /// This CPU's instruction set, with its own division and vector math.
    pub const HOST: Target = Target {
        isa: Isa::Host,
        division: None,
        scalar_math: false,
        fresh_memory: FreshMemory::DEFAULT,
    };

    /// Code for `isa`; an error when this CPU cannot run it.
    pub fn new(isa: Isa) -> Result<Target, Unsupported> {
        if !isa.supported() {
            return Err(Unsupported(isa));
        }
        Ok(Target {
            isa,
            ..Target::HOST
        })
    }

    /// This target dividing by invariants with `division` (`None`: the way
    /// the instruction set prefers, [`Isa::division`]); for measuring one
    /// way against another.
    pub fn with_division(self, division: Option<Division>) -> Target {
        Target { division, ..self }
    }

    /// This target kept off the vector math library (`scalar`: one libm
    /// call per lane), for measuring.
    pub fn with_scalar_math(self, scalar: bool) -> Target {
        Target {
            scalar_math: scalar,
            ..self
        }
    }

    /// This target preparing new output buffers `how`, for measuring.
    pub fn with_fresh_memory(self, how: FreshMemory) -> Target {
        Target {
            fresh_memory: how,
            ..self
        }
    }

    /// What the driver does to a new output buffer before a nest writes it.
    pub fn fresh_memory(self) -> FreshMemory {
        self.fresh_memory
    }

    /// The target as far as generated code depends on it (what the cache
    /// of compiled nests keys on): the same with the default fresh memory.
    pub fn code(self) -> Target {
        Target {
            fresh_memory: FreshMemory::DEFAULT,
            ..self
        }
    }

    /// The instruction set.
    pub fn isa(self) -> Isa {
        self.isa
    }

    /// How nests divide by invariants.
    pub fn division(self) -> Division {
        self.division.unwrap_or_else(|| self.isa.division())
    }

    /// Which vector math nests call: the set's ([`Isa::vector_math`]) where
    /// glibc's libmvec is loaded, else scalar.
    pub fn vector_math(self) -> VectorMath {
        if self.scalar_math || !libmvec_loaded() {
            VectorMath::Scalar
        } else {
            self.isa.vector_math()
        }
    }

    /// Whether nests have 256-bit vectors (AVX2 and up).
    pub fn wide_vectors(self) -> bool {
        match self.isa {
            Isa::Host => host_has("avx2"),
            Isa::Avx512 | Isa::Avx2 => true,
            Isa::Sse42 => false,
        }
    }

    /// Whether the divisions of a loop that gathers are vector code
    /// (`llvm::Tuning::gather_divisions`): only where nests divide by the
    /// magic multiply in 256-bit vectors (AVX2 code), and there as `forced`
    /// says, or by default where the CPU that runs the code is an AMD one.
    /// In a loop that gathers (gather_indices, `cpu_switch
    /// gather-divisions`: vector against one scalar multiply-high per
    /// element) the vector form is faster on an AVX2-only AMD EPYC, in host
    /// code and under `--isa avx2`, and slower on an Intel Xeon with AVX-512
    /// under `--isa avx2`: the loop's lanes go to general registers for
    /// their loads either way, and Intel's three vector ports run the vector
    /// multiply's 40-odd instructions slower than its scalar ports the
    /// `mulx`. In SSE code (two lanes a vector) the vector form is slower on
    /// the AMD machine too, and with AVX-512's reciprocal it is no faster
    /// (measurements: `docs/results/cpu-techniques.md`, "Gathering loops'
    /// divisions on an AMD CPU", "Gathering loops' divisions on an Intel
    /// CPU", "Divisions in loops that stay scalar" and "Figures cited by
    /// `backend/src/cpu/isa.rs`").
    pub fn gather_divisions(self, forced: Option<bool>) -> bool {
        self.wide_vectors()
            && self.division() == Division::Multiply
            && forced.unwrap_or_else(|| host_vendor() == Vendor::Amd)
    }

    /// Whether nests that divide by invariants in vectors and read nothing
    /// at computed positions prefer 512-bit vectors
    /// (`llvm::Tuning::wide_divisions`): only where the target has
    /// AVX-512, and there as `forced` says, or by default where the CPU is
    /// an Intel one. LLVM takes an Intel AVX-512 CPU for one that
    /// vectorises at 256 bits; the reciprocal's conversions and multiplies
    /// of a division are compute-bound, and twice the lanes halve their
    /// instructions. A loop that gathers stays at 256 bits, where 16-lane
    /// gathers measured slower. Unmeasured on AMD's AVX-512 CPUs (Zen 4
    /// splits 512-bit operations in two), so off there. The measurements:
    /// `docs/results/cpu-techniques.md`, "512-bit vectors for divisions on
    /// an Intel CPU".
    pub fn wide_divisions(self, forced: Option<bool>) -> bool {
        self.isa.avx512dq() && forced.unwrap_or_else(|| host_vendor() == Vendor::Intel)
    }

    /// How nests that prefer 512-bit vectors ([`Target::wide_divisions`])
    /// divide by invariants: as this target says (`--division`), else by
    /// the magic multiply, which at 512 bits beats the reciprocal that the
    /// set's other nests use ([`Isa::division`]); the suite's other nests
    /// that divide in order run as fast either way
    /// (`docs/results/cpu-techniques.md`, "The magic multiply at 512 bits").
    pub fn wide_division(self) -> Division {
        self.division.unwrap_or(Division::Multiply)
    }
}

/// Who made this CPU (CPUID's vendor string), for the few choices that
/// its features do not decide ([`gather_divisions`], [`wide_divisions`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Vendor {
    Amd,
    Intel,
    Other,
}

/// This CPU's vendor (asked once: CPUID traps to the hypervisor in a
/// virtual machine).
pub fn host_vendor() -> Vendor {
    static VENDOR: OnceLock<Vendor> = OnceLock::new();
    *VENDOR.get_or_init(cpuid_vendor)
}

/// CPUID's vendor string, read.
fn cpuid_vendor() -> Vendor {
    #[cfg(target_arch = "x86_64")]
    {
        // CPUID leaf 0: the vendor string in EBX, EDX, ECX.
        #[allow(unused_unsafe)]
        let id = unsafe { std::arch::x86_64::__cpuid(0) };
        let mut name = [0u8; 12];
        for (k, word) in [id.ebx, id.edx, id.ecx].into_iter().enumerate() {
            name[4 * k..4 * k + 4].copy_from_slice(&word.to_le_bytes());
        }
        match &name {
            b"AuthenticAMD" => Vendor::Amd,
            b"GenuineIntel" => Vendor::Intel,
            _ => Vendor::Other,
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        Vendor::Other
    }
}

/// Loads glibc's `libmvec.so.1` into the process once, so that the JIT
/// resolves the vector functions that nests call; false where it is
/// missing (another C library), and nests call libm's scalar functions.
fn libmvec_loaded() -> bool {
    static LOADED: OnceLock<bool> = OnceLock::new();
    *LOADED.get_or_init(|| {
        inkwell::support::load_library_permanently(std::path::Path::new("libmvec.so.1")).is_ok()
    })
}

fn host_has_avx512dq() -> bool {
    host_has("avx512dq") && host_has("avx512vl")
}

/// Whether this CPU has the x86 feature `name` (of the few asked here).
fn host_has(name: &str) -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::is_x86_feature_detected as has;
        match name {
            "avx512f" => has!("avx512f"),
            "avx512dq" => has!("avx512dq"),
            "avx512vl" => has!("avx512vl"),
            "avx2" => has!("avx2"),
            "fma" => has!("fma"),
            _ => false,
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let _ = name;
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_back_and_the_host_is_always_supported() {
        for i in Isa::ALL {
            assert_eq!(Isa::parse(i.name()), Some(i));
        }
        assert!(Isa::Host.supported());
        assert_eq!(Isa::parse("avx3"), None);
        // A larger set implies the smaller ones.
        assert!(!Isa::Avx512.supported() || Isa::Avx2.supported());
        assert!(!Isa::Avx2.supported() || Isa::Sse42.supported());
    }

    #[test]
    fn the_vendor_is_the_one_proc_cpuinfo_names() {
        let Ok(info) = std::fs::read_to_string("/proc/cpuinfo") else {
            return;
        };
        let named = |v: &str| {
            info.lines()
                .any(|l| l.starts_with("vendor_id") && l.ends_with(v))
        };
        let want = if named("AuthenticAMD") {
            Vendor::Amd
        } else if named("GenuineIntel") {
            Vendor::Intel
        } else {
            Vendor::Other
        };
        assert_eq!(host_vendor(), want);
    }
}
