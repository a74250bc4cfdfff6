//! Vector math on the CPU: `exp`, `log`, `sin`, `cos`, `tan` and `pow` in a
//! vectorised loop call glibc's vector math library (libmvec), not one
//! scalar libm call per lane. LLVM's loop vectoriser learns of a vector
//! variant from the call site's `vector-function-abi-variant` attribute
//! (the x86 vector function ABI's names, `_ZGVdN4v_exp` for 4 `f64` in
//! AVX2 registers), so each call goes through two functions of the module:
//!
//! - a scalar wrapper `fuselab_vm_exp_f32` (private, `noinline`, no memory
//!   effects) calling libm's scalar function on the same type (`expf`),
//!   which loops that do not vectorise and the scalar remainder call, and
//!   whose call sites carry the attribute;
//! - its vector variants `fuselab_vm_exp_f32_v8` (private, kept alive for
//!   the vectoriser in `llvm.compiler.used`, [`keep_vector_functions`]),
//!   which split their lanes into the library's width and call it.
//!
//! Accuracy decides which calls map ([`MATH`]). Measured against glibc's
//! scalar functions on millions of values (`tests/vector_math.rs`), the
//! library's `f64` `log` (AVX2 and AVX-512 widths; 2 ulp at the SSE width)
//! and `pow` are within 1 ulp, its `exp`, `sin`, `cos` and `tan` up to 3
//! ulp: on `f64` the generated code computes those instead
//! ([`super::vexp`], [`super::vtrig`], within 1 ulp). Every `f32` function is computed in
//! `f64` and rounded once, within 1 ulp of the correctly rounded `f32`
//! result (the library's `f32` `exp` and `log` are up to 3 and 4 ulp off,
//! so they are not used): `exp` by the generated code ([`super::vexp`]'s
//! `exp_f32`, a polynomial without a table: with AVX2 the library's `f64`
//! `exp` takes four lanes a call), the others by the library. Which library width a nest calls
//! follows its instruction set ([`super::VectorMath`]); without libmvec every
//! call stays scalar.

use super::gen::{basic, e, Gen, R};
use super::vtrig::Trig;
use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::module::{Linkage, Module};
use inkwell::types::{BasicTypeEnum, VectorType};
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, FunctionValue, VectorValue};
use inkwell::AddressSpace;
use ir::ast::Builtin;
use ir::Prim;

/// A builtin that libmvec vectorises: its library name, its arity, and the
/// widths (the vector ABI's ISA letters) whose `f64` version is within 1
/// ulp (elsewhere `f64` calls stay scalar).
struct MathFn {
    builtin: Builtin,
    name: &'static str,
    arity: usize,
    f64_within_one_ulp: &'static [char],
    /// On `f64`, computed by the generated code itself at every width
    /// ([`super::vexp`]), not by the library.
    f64_in_code: bool,
    /// On `f32`, likewise, where [`super::Tuning::f32_math_in_code`] says
    /// so.
    f32_in_code: bool,
}

/// The builtins that call libmvec, measured as in the module comment.
const MATH: [MathFn; 6] = [
    MathFn {
        builtin: Builtin::Exp,
        name: "exp",
        arity: 1,
        f64_within_one_ulp: &[],
        f64_in_code: true,
        f32_in_code: true,
    },
    MathFn {
        builtin: Builtin::Log,
        name: "log",
        arity: 1,
        f64_within_one_ulp: &['d', 'e'],
        f64_in_code: false,
        f32_in_code: false,
    },
    MathFn {
        builtin: Builtin::Sin,
        name: "sin",
        arity: 1,
        f64_within_one_ulp: &[],
        f64_in_code: true,
        f32_in_code: false,
    },
    MathFn {
        builtin: Builtin::Cos,
        name: "cos",
        arity: 1,
        f64_within_one_ulp: &[],
        f64_in_code: true,
        f32_in_code: false,
    },
    MathFn {
        builtin: Builtin::Tan,
        name: "tan",
        arity: 1,
        f64_within_one_ulp: &[],
        f64_in_code: true,
        f32_in_code: false,
    },
    MathFn {
        builtin: Builtin::Pow,
        name: "pow",
        arity: 2,
        f64_within_one_ulp: &['b', 'd', 'e'],
        f64_in_code: false,
        f32_in_code: false,
    },
];

/// The prefix of the names of the functions this module adds: scalar
/// wrappers and their vector variants ([`is_variant`]).
const VARIANT_PREFIX: &str = "fuselab_vm_";

/// Whether `b` is a library function here (a polynomial and a reduction,
/// tens of operations), not one instruction.
pub(super) fn is_library(b: Builtin) -> bool {
    MATH.iter().any(|m| m.builtin == b)
}

/// Whether `name` is a vector variant's, `fuselab_vm_NAME_PRIM_vLANES`
/// (not a scalar wrapper's, `fuselab_vm_NAME_PRIM`).
fn is_variant(name: &str) -> bool {
    name.strip_prefix(VARIANT_PREFIX)
        .and_then(|n| n.rsplit_once("_v"))
        .is_some_and(|(_, lanes)| lanes.parse::<u32>().is_ok())
}

/// Puts every vector variant of `module` in `llvm.compiler.used`, so that
/// no pass deletes them before the loop vectoriser calls them (only the
/// call sites' attributes name them until then).
pub fn keep_vector_functions(module: &Module<'_>) {
    let variants: Vec<_> = module
        .get_functions()
        .filter(|f| is_variant(&f.get_name().to_string_lossy()))
        .map(|f| f.as_global_value().as_pointer_value())
        .collect();
    if variants.is_empty() {
        return;
    }
    let ptr = module.get_context().ptr_type(AddressSpace::default());
    let array = ptr.const_array(&variants);
    let used = module.add_global(array.get_type(), None, "llvm.compiler.used");
    used.set_linkage(Linkage::Appending);
    used.set_section(Some("llvm.metadata"));
    used.set_initializer(&array);
}

/// Whether a vector variant the generated code computes is to be inlined
/// into the vector loops that call it (`alwaysinline`, set where it is
/// built: [`super::vexp`]'s `f32` `exp`). The vectoriser calls variants
/// after the pipeline's inliner has run, so the driver runs an inliner
/// again where this holds.
pub fn inlines_vector_functions(module: &Module<'_>) -> bool {
    let always = Attribute::get_named_enum_kind_id("alwaysinline");
    module.get_functions().any(|f| {
        is_variant(&f.get_name().to_string_lossy())
            && f.get_enum_attribute(AttributeLoc::Function, always)
                .is_some()
    })
}

impl<'ctx> Gen<'ctx, '_> {
    /// `f(args)` through libmvec when this nest's [`super::VectorMath`] has a
    /// library and `f` on `prim` is accurate enough; `None` otherwise.
    pub(super) fn vector_math(
        &mut self,
        f: Builtin,
        prim: Prim,
        args: &[BasicMetadataValueEnum<'ctx>],
    ) -> R<Option<BasicValueEnum<'ctx>>> {
        let Some((isa, width)) = self.tuning.vector_math.abi() else {
            return Ok(None);
        };
        let Some(m) = MATH.iter().find(|m| m.builtin == f) else {
            return Ok(None);
        };
        let in_code = match prim {
            Prim::F64 => m.f64_in_code,
            _ => m.f32_in_code && self.tuning.f32_math_in_code,
        };
        if prim == Prim::F64 && !in_code && !m.f64_within_one_ulp.contains(&isa) {
            return Ok(None);
        }
        let scalar = self.math_wrapper(m, prim)?;
        // `f64`: the library's width; `f32`: that many and twice as many
        // (ISA letter, library width, lanes). With AVX-512, `f64` also at
        // AVX2's width: LLVM prefers 256-bit vectors for most AVX-512 CPUs
        // (`x86-64-v4`, Intel's), and vectorises only at a width that has a
        // variant.
        let mut widths = match prim {
            Prim::F64 => vec![(isa, width, width)],
            _ => vec![(isa, width, width), (isa, width, 2 * width)],
        };
        if prim == Prim::F64 && isa == 'e' && (in_code || m.f64_within_one_ulp.contains(&'d')) {
            widths.push(('d', 4, 4));
        }
        let mut variants = Vec::new();
        for (isa, width, l) in widths {
            let v = if in_code {
                self.in_code_function(m, prim, &variant_name(m, prim, l), l)?
            } else {
                self.math_variant(m, prim, isa, width, l)?
            };
            let params = "v".repeat(m.arity);
            variants.push(format!(
                "_ZGV_LLVM_N{l}{params}_{}({})",
                scalar.get_name().to_string_lossy(),
                v.get_name().to_string_lossy()
            ));
        }
        let call = e(self.b.build_call(scalar, args, m.name))?;
        call.add_attribute(
            AttributeLoc::Function,
            self.ctx
                .create_string_attribute("vector-function-abi-variant", &variants.join(",")),
        );
        basic(call, "a void math call").map(Some)
    }

    /// The vector variant `name` of `m` on `lanes` `prim` values computed
    /// by the generated code ([`super::vexp`], [`super::vtrig`]).
    fn in_code_function(
        &self,
        m: &MathFn,
        prim: Prim,
        name: &str,
        lanes: u32,
    ) -> R<FunctionValue<'ctx>> {
        match m.builtin {
            Builtin::Exp if prim == Prim::F32 => self.exp_f32_function(name, lanes),
            _ if prim == Prim::F32 => {
                Err(format!("{:?} on f32 is not computed in code", m.builtin))
            }
            Builtin::Exp => self.exp_function(name, lanes),
            Builtin::Sin => self.trig_function(name, lanes, Trig::Sin),
            Builtin::Cos => self.trig_function(name, lanes, Trig::Cos),
            Builtin::Tan => self.trig_function(name, lanes, Trig::Tan),
            other => Err(format!("{other:?} is not computed in code")),
        }
    }

    /// `fuselab_vm_NAME_f32` or `_f64`: the scalar function (libm's, on the
    /// type itself: what a loop that does not vectorise, or the remainder
    /// of one that does, calls), `noinline` so that its call sites, which
    /// name the vector variants, reach the vectoriser.
    fn math_wrapper(&self, m: &MathFn, prim: Prim) -> R<FunctionValue<'ctx>> {
        let name = format!("{VARIANT_PREFIX}{}_{}", m.name, prim_name(prim));
        if let Some(f) = self.module.get_function(&name) {
            return Ok(f);
        }
        let ty = self.prim_type(prim).into_float_type();
        let params = vec![ty.into(); m.arity];
        let f = self
            .module
            .add_function(&name, ty.fn_type(&params, false), Some(Linkage::Private));
        for (kind, value) in [
            ("noinline", 0),
            ("nounwind", 0),
            ("willreturn", 0),
            ("memory", 0),
        ] {
            let id = Attribute::get_named_enum_kind_id(kind);
            f.add_attribute(
                AttributeLoc::Function,
                self.ctx.create_enum_attribute(id, value),
            );
        }
        let b = self.ctx.create_builder();
        b.position_at_end(self.ctx.append_basic_block(f, "entry"));
        let args: Vec<BasicMetadataValueEnum> = f.get_param_iter().map(|p| p.into()).collect();
        let callee = self.scalar_libm(m, prim)?;
        let r = basic(e(b.build_call(callee, &args, "r"))?, "a void libm call")?;
        e(b.build_return(Some(&r)))?;
        Ok(f)
    }

    /// The scalar function of `m` on `prim`: LLVM's intrinsic (libm's
    /// `expf`, `exp`, ...), or libm's `tanf` / `tan`.
    fn scalar_libm(&self, m: &MathFn, prim: Prim) -> R<FunctionValue<'ctx>> {
        let ty: BasicTypeEnum = self.prim_type(prim);
        if m.builtin == Builtin::Tan {
            let name = if prim == Prim::F32 { "tanf" } else { "tan" };
            return Ok(self.module.get_function(name).unwrap_or_else(|| {
                let ft = ty.into_float_type().fn_type(&[ty.into()], false);
                self.module.add_function(name, ft, Some(Linkage::External))
            }));
        }
        self.intrinsic(&format!("llvm.{}", m.name), ty)
    }

    /// `fuselab_vm_NAME_PRIM_vL`: `lanes` (a multiple of `width`) values at
    /// once, in chunks of the library's `width` `f64` (widened from `f32`
    /// and rounded back).
    fn math_variant(
        &self,
        m: &MathFn,
        prim: Prim,
        isa: char,
        width: u32,
        lanes: u32,
    ) -> R<FunctionValue<'ctx>> {
        let name = variant_name(m, prim, lanes);
        if let Some(f) = self.module.get_function(&name) {
            return Ok(f);
        }
        let elem = self.prim_type(prim).into_float_type();
        let vt = elem.vec_type(lanes);
        let params = vec![vt.into(); m.arity];
        let f = self
            .module
            .add_function(&name, vt.fn_type(&params, false), Some(Linkage::Private));
        // A variant that splits its lanes keeps vectors across a library
        // call: aligned to their size, its spills and reloads do not
        // straddle cache lines, which made `exp` on `f32` in AVX-512 code
        // (16 lanes) faster (measurements: docs/results/cpu-techniques.md,
        // "Split variants' aligned frames").
        if lanes > width {
            let id = Attribute::get_named_enum_kind_id("alignstack");
            let align = u64::from(lanes) * u64::from(prim.bytes() as u32);
            f.add_attribute(
                AttributeLoc::Function,
                self.ctx.create_enum_attribute(id, align.min(64)),
            );
        }
        let chunk_t = self.ctx.f64_type().vec_type(width);
        let library = self.library_function(m, isa, width, chunk_t)?;
        let b = self.ctx.create_builder();
        b.position_at_end(self.ctx.append_basic_block(f, "entry"));
        // Lanes [from, from + n) of `v` as a vector of their own.
        let lanes_of = |v: VectorValue<'ctx>, from: u32, n: u32| -> R<VectorValue<'ctx>> {
            self.shuffled(&b, v, v.get_type().get_poison(), from..from + n, "part")
        };
        let mut results: Vec<VectorValue<'ctx>> = Vec::new();
        for c in 0..lanes / width {
            let args: Vec<BasicMetadataValueEnum> = f
                .get_param_iter()
                .map(|p| {
                    let v = p.into_vector_value();
                    let part = if lanes == width {
                        v
                    } else {
                        lanes_of(v, c * width, width)?
                    };
                    Ok(if prim == Prim::F64 {
                        part.into()
                    } else {
                        e(b.build_float_ext(part, chunk_t, "wide"))?.into()
                    })
                })
                .collect::<R<_>>()?;
            let r = basic(e(b.build_call(library, &args, "r"))?, "a void library call")?;
            let r = r.into_vector_value();
            results.push(if prim == Prim::F64 {
                r
            } else {
                e(b.build_float_trunc(r, elem.vec_type(width), "r"))?
            });
        }
        let mut whole = results[0];
        for r in &results[1..] {
            let k = whole.get_type().get_size() + r.get_type().get_size();
            whole = self.shuffled(&b, whole, *r, 0..k, "all")?;
        }
        e(b.build_return(Some(&whole)))?;
        Ok(f)
    }

    /// libmvec's `_ZGV{isa}N{width}{v...}_{name}` on `f64`, declared.
    fn library_function(
        &self,
        m: &MathFn,
        isa: char,
        width: u32,
        chunk_t: VectorType<'ctx>,
    ) -> R<FunctionValue<'ctx>> {
        let name = format!("_ZGV{isa}N{width}{}_{}", "v".repeat(m.arity), m.name);
        if let Some(f) = self.module.get_function(&name) {
            return Ok(f);
        }
        let params = vec![chunk_t.into(); m.arity];
        Ok(self.module.add_function(
            &name,
            chunk_t.fn_type(&params, false),
            Some(Linkage::External),
        ))
    }
}

/// `fuselab_vm_NAME_PRIM_vLANES`: a vector variant's name ([`is_variant`]).
fn variant_name(m: &MathFn, prim: Prim, lanes: u32) -> String {
    format!("{VARIANT_PREFIX}{}_{}_v{lanes}", m.name, prim_name(prim))
}

fn prim_name(p: Prim) -> &'static str {
    match p {
        Prim::F32 => "f32",
        _ => "f64",
    }
}
