//! Which x86 vector features the CPU backend compiles for. By default the
//! host's, as LLVM detects them when a nest is compiled; a smaller set can
//! be forced for the whole process (`fuselab --isa avx2`), so that the code
//! a machine without AVX-512 gets can be run and tested on one that has it.
//! The sets are the x86-64 microarchitecture levels: `avx512` is
//! x86-64-v4, `avx2` x86-64-v3 (AVX2, FMA, BMI), `sse4.2` x86-64-v2.
//! Each set has its way of dividing by an invariant ([`Isa::division`]),
//! which can be forced too ([`force_division`], `fuselab --division`).

use super::forced::Forced;
use super::program::BackendError;
use crate::llvm::{Division, VectorMath};
use std::sync::atomic::{AtomicBool, Ordering};
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

/// The forced set (none: the host's).
static FORCED: Forced<Isa> = Forced::new(&Isa::ALL);

/// Vector math forced off (`--vector-math scalar`).
static SCALAR_MATH: AtomicBool = AtomicBool::new(false);

/// The forced division (none: the set's own).
static FORCED_DIVISION: Forced<Division> = Forced::new(&Division::ALL);

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

/// Compiles every later nest of this process for `isa` (nests compiled
/// before stay in the cache under their own set); an error when this CPU
/// cannot run that code.
pub fn force(isa: Isa) -> Result<(), BackendError> {
    if !isa.supported() {
        return Err(BackendError::Unsupported(format!(
            "this CPU cannot run code for {} (it lacks some of its features)",
            isa.name()
        )));
    }
    FORCED.set(Some(isa));
    Ok(())
}

/// Divides by invariants with `division` in every later nest of this
/// process (`None`: the way the instruction set prefers,
/// [`Isa::division`]); for measuring one way against another.
pub fn force_division(division: Option<Division>) {
    FORCED_DIVISION.set(division);
}

/// How nests compiled now divide by invariants.
pub fn division() -> Division {
    FORCED_DIVISION
        .get()
        .unwrap_or_else(|| current().division())
}

/// Keeps every later nest of this process off the vector math library
/// (`scalar`: one libm call per lane), for measuring; `false` restores it.
pub fn force_scalar_math(scalar: bool) {
    SCALAR_MATH.store(scalar, Ordering::SeqCst);
}

/// Which vector math nests compiled now call: the set's
/// ([`Isa::vector_math`]) where glibc's libmvec is loaded, else scalar.
pub fn vector_math() -> VectorMath {
    if SCALAR_MATH.load(Ordering::SeqCst) || !libmvec_loaded() {
        VectorMath::Scalar
    } else {
        current().vector_math()
    }
}

/// Whether nests compiled now have 256-bit vectors (AVX2 and up).
pub fn wide_vectors() -> bool {
    match current() {
        Isa::Host => host_has("avx2"),
        Isa::Avx512 | Isa::Avx2 => true,
        Isa::Sse42 => false,
    }
}

/// Whether the divisions of a loop that gathers are vector code
/// (`llvm::Tuning::gather_divisions`): only where nests divide by the
/// magic multiply in 256-bit vectors (AVX2 code), and there as `forced`
/// says, or by default where the CPU that runs the code is an AMD one.
/// gather_indices (`ilp`, `cpu_switch gather-divisions`, vector against
/// one scalar multiply-high per element): on an AVX2-only AMD EPYC (Zen 3)
/// 48 -> 40 ms in host code and 47 -> 38 ms under `--isa avx2`; on an
/// Intel Xeon with AVX-512 under `--isa avx2` 42 -> 72 ms (the loop's
/// lanes go to general registers for their loads either way, and Intel's
/// three vector ports run the vector multiply's 40-odd instructions
/// slower than its scalar ports the `mulx`). In SSE code (two lanes a
/// vector) 73 -> 110 ms on the AMD machine; with AVX-512's reciprocal the
/// vector form measured no faster (`docs/cpu.md`).
pub fn gather_divisions(forced: Option<bool>) -> bool {
    wide_vectors()
        && division() == Division::Multiply
        && forced.unwrap_or_else(|| host_vendor() == Vendor::Amd)
}

/// Whether nests that divide by invariants in vectors and read nothing at
/// computed positions prefer 512-bit vectors (`llvm::Tuning::wide_divisions`):
/// only where nests compiled now have AVX-512, and there as `forced`
/// says, or by default where the CPU is an Intel one. LLVM takes an Intel
/// AVX-512 CPU for one that vectorises at 256 bits; the reciprocal's
/// conversions and multiplies of a division are compute-bound, and twice
/// the lanes halve their instructions. A loop that gathers stays at 256
/// bits, where 16-lane gathers measured slower. Unmeasured on AMD's
/// AVX-512 CPUs (Zen 4 splits 512-bit operations in two), so off there.
/// The measurements: `docs/results/cpu-techniques.md`, "512-bit vectors for
/// divisions on an Intel CPU".
pub fn wide_divisions(forced: Option<bool>) -> bool {
    current().avx512dq() && forced.unwrap_or_else(|| host_vendor() == Vendor::Intel)
}

/// How nests that prefer 512-bit vectors ([`wide_divisions`]) divide by
/// invariants: as forced (`--division`), else by the magic multiply, which
/// at 512 bits beats the reciprocal that the set's other nests use
/// ([`Isa::division`]); the suite's other nests that divide in order run
/// as fast either way (`docs/results/cpu-techniques.md`, "The magic
/// multiply at 512 bits").
pub fn wide_division() -> Division {
    FORCED_DIVISION.get().unwrap_or(Division::Multiply)
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

/// The set nests are compiled for now.
pub fn current() -> Isa {
    FORCED.get().unwrap_or(Isa::Host)
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
