//! Input arrays against a signature: [`bind_sizes`] checks that the inputs
//! fit the parameters (count, rank, element type, sizes) and finds the value
//! of every size name; [`input_shapes`] turns size values into the shapes of
//! the parameters; [`random_inputs`] and [`complete_inputs`] make seeded
//! random inputs of those shapes.
//!
//! Sizes: a dimension written as a plain size name (`[n]`) binds that name,
//! and equal names must agree; a literal (`[3]`) must match; a compound size
//! (`[n+1]`, `[m*n]`) is checked once its names are bound, and a name that
//! occurs only in compound sizes is solved from a dimension that is linear in
//! it (`[2*n]`, `[n+1]`, `[m*n]` once `m` is known). `?` matches any extent.
//!
//! Random values (the same on every platform for a given seed): parameter `k`
//! (0-based) draws from `ChaCha8Rng::seed_from_u64(seed)` on stream `k`, one
//! full buffer per primitive component in order. Integers are
//! `next_u64() % 100`, in [0, 100); floats are uniform in [-1, 1) (`f64` from
//! the top 53 bits of `next_u64()`, `f32` from the top 24 bits of
//! `next_u32()`); bools are the top bit of `next_u32()`.

use ir::stream::{StreamedValues, ValueReader, ValuesMut, WholeError};
use ir::AllocError;
use ir::{Array, ArrayType, Buffer, Def, Name, Param, Poly, Prim, ScalarType, Size};
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeMap;
use std::sync::Arc;

/// The value of each size name.
pub type Sizes = BTreeMap<Name, i64>;

/// Why inputs or sizes do not fit a signature. Every message names the
/// parameter, and the size where one is involved.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum InputError {
    #[error("`{def}` takes {expected} input(s) ({params}) but {found} were given")]
    Count {
        def: Name,
        expected: usize,
        found: usize,
        params: String,
    },
    #[error("input `{param}` should have rank {expected} (type {ty}) but has rank {found} (shape {shape:?})")]
    Rank {
        param: Name,
        ty: ArrayType,
        expected: usize,
        found: usize,
        shape: Vec<usize>,
    },
    #[error(
        "input `{param}` should have elements of type {expected} but has elements of type {found}"
    )]
    ElemType {
        param: Name,
        expected: ScalarType,
        found: ScalarType,
    },
    #[error("input `{param}`: dimension {dim} has extent {found}, but size `{size}` is {value} ({origin})")]
    SizeDisagrees {
        param: Name,
        dim: usize,
        found: usize,
        size: Name,
        value: i64,
        origin: String,
    },
    #[error(
        "input `{param}`: dimension {dim} has extent {found}, but its type says `{expr}` = {value}"
    )]
    ExtentDisagrees {
        param: Name,
        dim: usize,
        found: usize,
        expr: Size,
        value: i64,
    },
    #[error("input `{param}`: dimension {dim} has extent {found}, which `{expr}` cannot equal for any size `{size}`")]
    NoSolution {
        param: Name,
        dim: usize,
        found: usize,
        expr: Size,
        size: Name,
    },
    #[error("input `{param}`: cannot find the size(s) {names} from dimension {dim} (`{expr}` = {found}); give them with --size")]
    Unsolvable {
        param: Name,
        dim: usize,
        found: usize,
        expr: Size,
        names: String,
    },
    #[error("parameter `{param}` needs a value for size `{size}` (give --size {size}=N, or an input array for `{param}`)")]
    MissingSize { param: Name, size: Name },
    #[error("size parameter `{size}` needs a value (give --size {size}=N)")]
    MissingSizeParam { size: Name },
    #[error("parameter `{param}` has the unknown size `?` in dimension {dim}, so random inputs cannot be made for it; give an input array for `{param}`")]
    UnknownSize { param: Name, dim: usize },
    #[error("parameter `{param}`: dimension {dim} (`{expr}`) would be {value}, a negative extent")]
    NegativeExtent {
        param: Name,
        dim: usize,
        expr: Size,
        value: i64,
    },
    #[error("parameter `{param}`: an array of shape {shape:?} is too large")]
    TooLarge { param: Name, shape: Vec<usize> },
    #[error("{error} for `{param}`")]
    OutOfMemory { param: Name, error: AllocError },
    #[error("size `{size}` = {value} is negative")]
    NegativeSize { size: Name, value: i64 },
    #[error("size `{size}` is given, but no parameter of `{def}` uses it (its sizes: {known})")]
    UnusedSize {
        def: Name,
        size: Name,
        known: String,
    },
}

impl InputError {
    /// Whether the error is in what the user asked for (a size missing, not
    /// used, negative or too large, or `?` where random inputs are needed)
    /// rather than in the data of the inputs.
    pub fn is_usage(&self) -> bool {
        matches!(
            self,
            InputError::MissingSize { .. }
                | InputError::MissingSizeParam { .. }
                | InputError::UnknownSize { .. }
                | InputError::NegativeSize { .. }
                | InputError::UnusedSize { .. }
                | InputError::NegativeExtent { .. }
                | InputError::TooLarge { .. }
        )
    }
}

/// Checks the inputs against `def`'s parameters and returns every size
/// name's value.
pub fn bind_sizes(def: &Def, inputs: &[Array]) -> Result<Sizes, InputError> {
    bind_sizes_with(def, inputs, &Sizes::new())
}

/// [`bind_sizes`], where some sizes are already given (`--size n=1000`):
/// the inputs must agree with them too.
pub fn bind_sizes_with(def: &Def, inputs: &[Array], given: &Sizes) -> Result<Sizes, InputError> {
    if inputs.len() != def.params.len() {
        let params: Vec<String> = def.params.iter().map(|p| p.name.to_string()).collect();
        return Err(InputError::Count {
            def: def.name.clone(),
            expected: def.params.len(),
            found: inputs.len(),
            params: params.join(", "),
        });
    }
    let some: Vec<Option<&Array>> = inputs.iter().map(Some).collect();
    bind_some_sizes(def, &some, given)
}

/// [`bind_sizes_with`] when only some parameters have inputs (`None` for the
/// others, e.g. those to be made at random): binds what the given inputs say.
/// `inputs` has one entry per parameter.
pub fn bind_some_sizes(
    def: &Def,
    inputs: &[Option<&Array>],
    given: &Sizes,
) -> Result<Sizes, InputError> {
    let mut binding = Binding::given(def, given)?;
    // Rank and element type first, collecting the dimensions still to check.
    let dims = input_dims(def, inputs)?;
    // Plain size names bind (or must agree with an earlier binding).
    for d in &dims {
        binding.bind_plain(d)?;
    }
    let compound = dims
        .into_iter()
        .filter(|d| plain_name(d.expr).is_none())
        .collect();
    binding.solve_compound(compound)?;
    Ok(binding.sizes)
}

/// A dimension of an input whose type gives its size: dimension `dim` of the
/// input for `param` has extent `found`, and its type says `expr`.
#[derive(Clone, Copy)]
struct InputDim<'d> {
    param: &'d Name,
    dim: usize,
    found: usize,
    expr: &'d Poly,
}

/// The sizes bound so far, and where each value came from (for messages).
struct Binding {
    sizes: Sizes,
    origin: BTreeMap<Name, String>,
}

/// Checks the rank and element type of each given input and returns its
/// dimensions whose type gives a size (not `?`), parameter by parameter.
fn input_dims<'d>(
    def: &'d Def,
    inputs: &[Option<&'d Array>],
) -> Result<Vec<InputDim<'d>>, InputError> {
    let mut dims = Vec::new();
    for (k, (param, input)) in def.params.iter().zip(inputs).enumerate() {
        let Some(a) = input else { continue };
        check_rank_and_elem(param, a)?;
        if def.seqs.iter().any(|sp| sp.positions().contains(&k)) {
            continue; // a sequence's encoding: its elements' sizes are below
        }
        for (dim, (size, &extent)) in param.ty.shape.iter().zip(a.shape()).enumerate() {
            if let Size::Known(p) = size {
                dims.push(InputDim {
                    param: &param.name,
                    dim,
                    found: extent,
                    expr: p,
                });
            }
        }
    }
    // A sequence's elements: each element's extents, from its shapes.
    for sp in &def.seqs {
        let given: Option<Vec<&Array>> = inputs[sp.positions()].iter().copied().collect();
        let Some(arrays) = given else { continue };
        for (k, t) in sp.elem.arrays().into_iter().enumerate() {
            let shapes = arrays[2 * k + 1];
            let Some(ir::Buffer::I64(extents)) = shapes.buffers().first() else {
                continue; // check_rank_and_elem refused other types
            };
            for row in extents.chunks(t.rank().max(1)).take(shapes.shape()[0]) {
                for (dim, (size, &extent)) in t.shape.iter().zip(row).enumerate() {
                    if let Size::Known(p) = size {
                        dims.push(InputDim {
                            param: &sp.name,
                            dim,
                            found: extent.max(0) as usize,
                            expr: p,
                        });
                    }
                }
            }
        }
    }
    Ok(dims)
}

fn check_rank_and_elem(param: &Param, a: &Array) -> Result<(), InputError> {
    if a.rank() != param.ty.rank() {
        return Err(InputError::Rank {
            param: param.name.clone(),
            ty: param.ty.clone(),
            expected: param.ty.rank(),
            found: a.rank(),
            shape: a.shape().to_vec(),
        });
    }
    if *a.elem() != param.ty.elem {
        return Err(InputError::ElemType {
            param: param.name.clone(),
            expected: param.ty.elem.clone(),
            found: a.elem().clone(),
        });
    }
    Ok(())
}

impl Binding {
    /// The sizes given with `--size`: each must be one of `def`'s size names
    /// and not negative.
    fn given(def: &Def, given: &Sizes) -> Result<Binding, InputError> {
        let all_names = def.size_names();
        let mut binding = Binding {
            sizes: Sizes::new(),
            origin: BTreeMap::new(),
        };
        for (name, &value) in given {
            if !all_names.contains(name) {
                let known: Vec<&str> = all_names.iter().map(|n| &**n).collect();
                return Err(InputError::UnusedSize {
                    def: def.name.clone(),
                    size: name.clone(),
                    known: if known.is_empty() {
                        "none".into()
                    } else {
                        known.join(", ")
                    },
                });
            }
            if value < 0 {
                return Err(InputError::NegativeSize {
                    size: name.clone(),
                    value,
                });
            }
            binding.set(name, value, format!("given as --size {name}={value}"));
        }
        Ok(binding)
    }

    fn set(&mut self, name: &Name, value: i64, origin: String) {
        self.sizes.insert(name.clone(), value);
        self.origin.insert(name.clone(), origin);
    }

    /// The names of `p` that have no value yet, sorted, each once.
    fn unbound<'p>(&self, p: &'p Poly) -> Vec<&'p Name> {
        unique(p.names().filter(|n| !self.sizes.contains_key(*n)))
    }

    /// A dimension that is a plain size name binds it, or must agree with
    /// its value.
    fn bind_plain(&mut self, d: &InputDim) -> Result<(), InputError> {
        let Some(name) = plain_name(d.expr) else {
            return Ok(());
        };
        match self.sizes.get(name) {
            Some(&value) if value != d.found as i64 => Err(InputError::SizeDisagrees {
                param: d.param.clone(),
                dim: d.dim,
                found: d.found,
                size: name.clone(),
                value,
                origin: self.origin.get(name).cloned().unwrap_or_default(),
            }),
            Some(_) => Ok(()),
            None => {
                let origin = format!("from dimension {} of input `{}`", d.dim, d.param);
                self.set(name, d.found as i64, origin);
                Ok(())
            }
        }
    }

    /// Compound sizes: check those whose names are bound, solve those linear
    /// in their one unbound name, until nothing changes.
    fn solve_compound(&mut self, mut todo: Vec<InputDim>) -> Result<(), InputError> {
        while !todo.is_empty() {
            let before = todo.len();
            let mut still = Vec::new();
            for d in todo {
                if !self.check_or_solve(&d)? {
                    still.push(d);
                }
            }
            if still.len() == before {
                return Err(self.unsolvable(&still[0]));
            }
            todo = still;
        }
        Ok(())
    }

    /// Checks a compound dimension whose names are all bound, or solves it
    /// for its one unbound name; `false` when it has to wait for more names.
    fn check_or_solve(&mut self, d: &InputDim) -> Result<bool, InputError> {
        let value = match d.expr.eval(&|n| self.sizes.get(n).copied()) {
            Ok(value) if value == d.found as i64 => return Ok(true),
            Ok(value) => value,
            Err(_) => return self.solve(d),
        };
        Err(InputError::ExtentDisagrees {
            param: d.param.clone(),
            dim: d.dim,
            found: d.found,
            expr: Size::Known(d.expr.clone()),
            value,
        })
    }

    /// Solves a dimension linear in its one unbound name; `false` when it is
    /// not (yet) such a dimension.
    fn solve(&mut self, d: &InputDim) -> Result<bool, InputError> {
        let unbound = self.unbound(d.expr);
        let split = match unbound[..] {
            [x] => linear_split(d.expr, x, &self.sizes),
            _ => None,
        };
        let Some((a, rest)) = split else {
            return Ok(false);
        };
        let target = (d.found as i64).wrapping_sub(rest);
        if a == 0 || target % a != 0 || target / a < 0 {
            return Err(InputError::NoSolution {
                param: d.param.clone(),
                dim: d.dim,
                found: d.found,
                expr: Size::Known(d.expr.clone()),
                size: unbound[0].clone(),
            });
        }
        let origin = format!("solved from dimension {} of input `{}`", d.dim, d.param);
        self.set(unbound[0], target / a, origin);
        Ok(true)
    }

    /// The error for a dimension that no binding can solve.
    fn unsolvable(&self, d: &InputDim) -> InputError {
        let names: Vec<String> = self
            .unbound(d.expr)
            .iter()
            .map(|n| format!("`{n}`"))
            .collect();
        InputError::Unsolvable {
            param: d.param.clone(),
            dim: d.dim,
            found: d.found,
            expr: Size::Known(d.expr.clone()),
            names: names.join(", "),
        }
    }
}

/// The shape of every parameter under the given sizes. Every size name needs
/// a value, and no parameter may have a `?` dimension; a sequence's
/// encoding has the largest shapes a random sequence of `sequences` has
/// (every `?` extent at its largest).
pub fn input_shapes(
    def: &Def,
    sizes: &Sizes,
    sequences: RandomSequences,
) -> Result<Vec<Vec<usize>>, InputError> {
    let mut shapes = (def.params.iter())
        .enumerate()
        .map(
            |(k, p)| match def.seqs.iter().any(|sp| sp.positions().contains(&k)) {
                true => Ok(Vec::new()),
                false => param_shape(p, sizes),
            },
        )
        .collect::<Result<Vec<_>, _>>()?;
    // A random sequence's encoding: its extents `?` at their largest.
    for sp in &def.seqs {
        for (j, t) in sp.elem.arrays().into_iter().enumerate() {
            let mut per_element = 1usize;
            for (dim, size) in t.shape.iter().enumerate() {
                per_element = per_element.saturating_mul(
                    known_extent(&sp.name, dim, size, sizes)?
                        .unwrap_or(sequences.max_extent as usize),
                );
            }
            shapes[sp.first + 2 * j] = vec![sequences.length.saturating_mul(per_element)];
            shapes[sp.first + 2 * j + 1] = vec![sequences.length, t.rank()];
        }
    }
    Ok(shapes)
}

/// The shape of one parameter under the given sizes.
pub fn param_shape(param: &Param, sizes: &Sizes) -> Result<Vec<usize>, InputError> {
    let mut shape = Vec::with_capacity(param.ty.rank());
    for (dim, size) in param.ty.shape.iter().enumerate() {
        let Size::Known(p) = size else {
            return Err(InputError::UnknownSize {
                param: param.name.clone(),
                dim,
            });
        };
        let value = p
            .eval(&|n| sizes.get(n).copied())
            .map_err(|size| match param.size_name() {
                Some(_) => InputError::MissingSizeParam { size },
                None => InputError::MissingSize {
                    param: param.name.clone(),
                    size,
                },
            })?;
        let extent = usize::try_from(value).map_err(|_| InputError::NegativeExtent {
            param: param.name.clone(),
            dim,
            expr: size.clone(),
            value,
        })?;
        shape.push(extent);
    }
    Ok(shape)
}

/// Random inputs for every parameter, with the shapes that `sizes` give.
pub fn random_inputs(def: &Def, sizes: &Sizes, seed: u64) -> Result<Vec<Array>, InputError> {
    random_inputs_with(def, sizes, seed, RandomSequences::default())
}

/// [`random_inputs`] with random sequences of the shape `sequences` gives.
pub fn random_inputs_with(
    def: &Def,
    sizes: &Sizes,
    seed: u64,
    sequences: RandomSequences,
) -> Result<Vec<Array>, InputError> {
    let none = vec![None; def.params.len()];
    complete_inputs(def, none, sizes, seed, sequences)
}

/// The given inputs, with random ones (as [`random_inputs`] makes them,
/// sequences of the shape `sequences` gives) in place of each `None`. A parameter's random values do not depend on which
/// other parameters were given.
pub fn complete_inputs(
    def: &Def,
    given: Vec<Option<Array>>,
    sizes: &Sizes,
    seed: u64,
    sequences: RandomSequences,
) -> Result<Vec<Array>, InputError> {
    let mut out = Vec::with_capacity(def.params.len());
    let mut made: BTreeMap<usize, Array> = BTreeMap::new();
    for sp in &def.seqs {
        if given[sp.positions()].iter().all(Option::is_none) {
            let arrays = random_sequence(sp, sizes, seed, sequences)?;
            made.extend(sp.positions().zip(arrays));
        }
    }
    for (k, (param, input)) in def.params.iter().zip(given).enumerate() {
        if let Some(a) = input.or_else(|| made.remove(&k)) {
            out.push(a);
            continue;
        }
        let shape = param_shape(param, sizes)?;
        let too_large = || InputError::TooLarge {
            param: param.name.clone(),
            shape: shape.clone(),
        };
        let n = shape
            .iter()
            .try_fold(1usize, |acc, &d| acc.checked_mul(d))
            .ok_or_else(too_large)?;
        // No buffer may exceed isize::MAX bytes (Rust's allocation limit).
        let widest = param
            .ty
            .elem
            .leaves()
            .iter()
            .map(|p| p.bytes())
            .max()
            .unwrap_or(1);
        if !matches!(n.checked_mul(widest), Some(b) if b <= isize::MAX as usize) {
            return Err(too_large());
        }
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        rng.set_stream(k as u64);
        let bufs = param
            .ty
            .elem
            .leaves()
            .into_iter()
            .map(|p| random_buffer(p, n, &mut rng))
            .collect::<Result<_, _>>()
            .map_err(|error| InputError::OutOfMemory {
                param: param.name.clone(),
                error,
            })?;
        out.push(
            Array::from_buffers(shape.clone(), param.ty.elem.clone(), bufs)
                .map_err(|_| too_large())?,
        );
    }
    Ok(out)
}

/// How many elements a random sequence has by default.
pub const RANDOM_SEQUENCE_LENGTH: usize = 8;
/// A random sequence's extents `?` are drawn from `0..=RANDOM_EXTENT_MAX`
/// by default.
pub const RANDOM_EXTENT_MAX: u64 = 16;

/// The shape of random sequences (`run --seq-length`, `--seq-extent`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RandomSequences {
    /// Elements per sequence.
    pub length: usize,
    /// Extents `?` are drawn from `0..=max_extent`.
    pub max_extent: u64,
}

impl Default for RandomSequences {
    fn default() -> Self {
        RandomSequences {
            length: RANDOM_SEQUENCE_LENGTH,
            max_extent: RANDOM_EXTENT_MAX,
        }
    }
}

/// A random sequence for `sp` (encoded as its parameters take it), held
/// whole: the values [`random_stream`] reads, all of them.
fn random_sequence(
    sp: &ir::ast::SeqParam,
    sizes: &Sizes,
    seed: u64,
    sequences: RandomSequences,
) -> Result<Vec<Array>, InputError> {
    let mut out = Vec::new();
    for (shapes, values) in random_stream(sp, sizes, seed, sequences)? {
        let whole = values.whole().map_err(|e| match e {
            WholeError::Alloc(error) => InputError::OutOfMemory {
                param: sp.name.clone(),
                error,
            },
            WholeError::Read(_) => InputError::TooLarge {
                param: sp.name.clone(),
                shape: vec![values.count as usize],
            },
        })?;
        out.push(whole);
        out.push(shapes);
    }
    Ok(out)
}

/// A random sequence for `sp` as a stream: per array of its element type,
/// its shapes (held) and its values (made a range at a time). Its length is
/// `sequences.length`; each extent is its type's under `sizes`, or drawn
/// from `0..=sequences.max_extent` where the type says `?`.
///
/// The extents are drawn first, element after element, from stream
/// `sp.first` of the seed. The values of element `k` of array `j`, leaf
/// `l`, come from a stream of their own (the key made from the seed, the
/// values parameter's position and `l`; the stream number `k`), value `i`
/// at word `i * w` of it ([`words_per_value`]): any range of values is made
/// without those before it, and a stream made chunk by chunk holds the
/// same values as one made whole.
pub fn random_stream(
    sp: &ir::ast::SeqParam,
    sizes: &Sizes,
    seed: u64,
    sequences: RandomSequences,
) -> Result<Vec<(Array, StreamedValues)>, InputError> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(sp.first as u64);
    let arrays = sp.elem.arrays();
    let mut dims: Vec<Vec<i64>> = vec![Vec::new(); arrays.len()];
    for _ in 0..sequences.length {
        for (t, dims) in arrays.iter().zip(&mut dims) {
            for (dim, size) in t.shape.iter().enumerate() {
                let extent = match known_extent(&sp.name, dim, size, sizes)? {
                    Some(extent) => extent,
                    None => (rng.next_u64() % (sequences.max_extent + 1)) as usize,
                };
                dims.push(extent as i64);
            }
        }
    }
    let too_large = || InputError::TooLarge {
        param: sp.name.clone(),
        shape: vec![sequences.length],
    };
    let mut out = Vec::with_capacity(arrays.len());
    for (j, (t, dims)) in arrays.iter().zip(dims).enumerate() {
        let starts = ir::stream::element_starts(&dims, t.rank()).ok_or_else(too_large)?;
        let count = *starts.last().unwrap_or(&0);
        if count.checked_mul(t.elem.bytes() as u64).is_none() {
            return Err(too_large());
        }
        let param = sp.first + 2 * j;
        let starts = Arc::new(starts);
        let leaves = (t.elem.leaves().into_iter().enumerate())
            .map(|(l, prim)| -> Box<dyn ValueReader> {
                Box::new(RandomValues {
                    key: seed ^ ((param as u64 + 1) << 48) ^ ((l as u64 + 1) << 40),
                    prim,
                    starts: starts.clone(),
                })
            })
            .collect();
        let shapes = Array::from_buffers(
            vec![sequences.length, t.rank()],
            ScalarType::I64,
            vec![Buffer::I64(dims)],
        )
        .map_err(|_| too_large())?;
        let values = StreamedValues {
            param,
            elem: t.elem.clone(),
            count,
            leaves,
        };
        out.push((shapes, values));
    }
    Ok(out)
}

/// One leaf of a random sequence's values (see [`random_stream`]).
struct RandomValues {
    key: u64,
    prim: Prim,
    /// Where each element's values start; the last entry is their count.
    starts: Arc<Vec<u64>>,
}

impl ValueReader for RandomValues {
    fn read(&self, start: u64, mut out: ValuesMut<'_>) -> Result<(), String> {
        let end = start + out.len() as u64;
        if out.prim() != self.prim || end > *self.starts.last().unwrap_or(&0) {
            return Err(format!(
                "values {start}..{end} of {} asked of a random sequence of {} {}",
                out.prim(),
                self.starts.last().unwrap_or(&0),
                self.prim
            ));
        }
        for (k, r) in ir::stream::by_element(&self.starts, start..end) {
            let mut rng = ChaCha8Rng::seed_from_u64(self.key);
            rng.set_stream(k as u64);
            rng.set_word_pos(words_per_value(self.prim) * u128::from(r.start - self.starts[k]));
            draw(
                out.slice((r.start - start) as usize..(r.end - start) as usize),
                &mut rng,
            );
        }
        Ok(())
    }
}

/// The extent that dimension `dim` of an element of the sequence `param`
/// has under `sizes`: `None` for `?`.
fn known_extent(
    param: &Name,
    dim: usize,
    size: &Size,
    sizes: &Sizes,
) -> Result<Option<usize>, InputError> {
    let Size::Known(p) = size else {
        return Ok(None);
    };
    let value = p
        .eval(&|n| sizes.get(n).copied())
        .map_err(|size| InputError::MissingSize {
            param: param.clone(),
            size,
        })?;
    let extent = usize::try_from(value).map_err(|_| InputError::NegativeExtent {
        param: param.clone(),
        dim,
        expr: size.clone(),
        value,
    })?;
    Ok(Some(extent))
}

/// `n` random elements, in memory allocated up front (so that an input too
/// large for the machine is an error, not an abort).
fn random_buffer(prim: Prim, n: usize, rng: &mut ChaCha8Rng) -> Result<Buffer, AllocError> {
    let mut b = Buffer::try_zeroed(prim, n)?;
    draw(ValuesMut::of(&mut b), rng);
    Ok(b)
}

/// Fills `out` with random values drawn from `rng` (see the module): each
/// value takes [`words_per_value`] 32-bit words of its stream.
fn draw(out: ValuesMut<'_>, rng: &mut ChaCha8Rng) {
    /// 2^-53 and 2^-24: the spacing of doubles and floats in [0.5, 1).
    const F64_UNIT: f64 = 1.0 / (1u64 << 53) as f64;
    const F32_UNIT: f32 = 1.0 / (1u32 << 24) as f32;
    match out {
        ValuesMut::Bool(v) => v.iter_mut().for_each(|x| *x = rng.next_u32() >> 31 == 1),
        ValuesMut::I32(v) => v
            .iter_mut()
            .for_each(|x| *x = (rng.next_u64() % 100) as i32),
        ValuesMut::I64(v) => v
            .iter_mut()
            .for_each(|x| *x = (rng.next_u64() % 100) as i64),
        ValuesMut::F32(v) => v
            .iter_mut()
            .for_each(|x| *x = (rng.next_u32() >> 8) as f32 * F32_UNIT * 2.0 - 1.0),
        ValuesMut::F64(v) => v
            .iter_mut()
            .for_each(|x| *x = (rng.next_u64() >> 11) as f64 * F64_UNIT * 2.0 - 1.0),
    }
}

/// The 32-bit words of its stream one random value of `prim` takes.
fn words_per_value(prim: Prim) -> u128 {
    match prim {
        Prim::Bool | Prim::F32 => 1,
        Prim::I32 | Prim::I64 | Prim::F64 => 2,
    }
}

/// `Some(n)` when the polynomial is exactly the name `n`.
fn plain_name(p: &Poly) -> Option<&Name> {
    let mut terms = p.terms();
    match (terms.next(), terms.next()) {
        (Some((mono, 1)), None) if mono.len() == 1 => Some(&mono[0]),
        _ => None,
    }
}

fn unique<'a>(names: impl Iterator<Item = &'a Name>) -> Vec<&'a Name> {
    let mut v: Vec<&Name> = names.collect();
    v.sort();
    v.dedup();
    v
}

/// Writes `p` as `a*x + rest`, where `x` is the one unbound name and every
/// other name is bound in `sizes`: `Some((a, rest))` when each term has `x`
/// at most once, `None` when `x` occurs squared (or more).
fn linear_split(p: &Poly, x: &Name, sizes: &Sizes) -> Option<(i64, i64)> {
    let (mut a, mut rest) = (0i64, 0i64);
    for (mono, c) in p.terms() {
        let mut value = c;
        let mut degree = 0;
        for name in mono {
            if name == x {
                degree += 1;
            } else {
                value = value.wrapping_mul(*sizes.get(name)?);
            }
        }
        match degree {
            0 => rest = rest.wrapping_add(value),
            1 => a = a.wrapping_add(value),
            _ => return None,
        }
    }
    Some((a, rest))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ir::{AExpr, AExprKind, Scalar, Span, Type};

    /// A size from its written form: a name, a literal, `?`, or `a+b`, `a*b`
    /// of those (no precedence needed by these tests beyond one operator).
    fn size(s: &str) -> Size {
        let atom = |t: &str| match t.parse::<i64>() {
            Ok(c) => Poly::constant(c),
            Err(_) => Poly::var(t.into()),
        };
        if s == "?" {
            Size::Unknown
        } else if let Some((a, b)) = s.split_once('+') {
            Size::Known(atom(a).add(&atom(b)))
        } else if let Some((a, b)) = s.split_once('*') {
            Size::Known(atom(a).mul(&atom(b)))
        } else {
            Size::Known(atom(s))
        }
    }

    /// A def whose parameters are `(name, [dims], elem)`; the body is unused.
    fn def(params: &[(&str, &[&str], ScalarType)]) -> Def {
        let params: Vec<Param> = params
            .iter()
            .map(|(n, dims, elem)| Param {
                name: (*n).into(),
                ty: ArrayType::new(dims.iter().map(|d| size(d)).collect(), elem.clone()),
                span: Span::default(),
            })
            .collect();
        let ret = Type::Tuple(Vec::new());
        Def {
            name: "f".into(),
            params,
            seqs: Vec::new(),
            body: AExpr {
                kind: AExprKind::Tuple(Vec::new()),
                ty: ret.clone(),
                span: Span::default(),
            },
            ret,
            span: Span::default(),
        }
    }

    fn zeros(shape: &[usize], elem: ScalarType) -> Array {
        let n = shape.iter().product();
        Array::from_scalars(shape.to_vec(), elem.clone(), &vec![Scalar::zero(&elem); n]).unwrap()
    }

    fn i64s(shape: &[usize]) -> Array {
        zeros(shape, ScalarType::I64)
    }

    fn sizes(pairs: &[(&str, i64)]) -> Sizes {
        pairs.iter().map(|(n, v)| (Name::from(*n), *v)).collect()
    }

    const I64: ScalarType = ScalarType::I64;

    #[test]
    fn plain_names_bind_and_literals_and_unknowns_match() {
        let d = def(&[
            ("xs", &["n", "3"], I64),
            ("ys", &["n"], I64),
            ("zs", &["?", "m"], I64),
        ]);
        let got = bind_sizes(&d, &[i64s(&[4, 3]), i64s(&[4]), i64s(&[9, 2])]).unwrap();
        assert_eq!(got, sizes(&[("n", 4), ("m", 2)]));
    }

    #[test]
    fn compound_sizes_are_checked_and_linear_ones_solved() {
        // n is bound by xs, then n+1 is checked.
        let d = def(&[("xs", &["n"], I64), ("ys", &["n+1"], I64)]);
        assert_eq!(
            bind_sizes(&d, &[i64s(&[4]), i64s(&[5])]),
            Ok(sizes(&[("n", 4)]))
        );
        // n appears only compound: solved, in either order of the parameters.
        let d = def(&[("ys", &["2*n"], I64), ("zs", &["n+1"], I64)]);
        assert_eq!(
            bind_sizes(&d, &[i64s(&[6]), i64s(&[4])]),
            Ok(sizes(&[("n", 3)]))
        );
        // m*n is linear in n once m is bound, even when m's binder comes later.
        let d = def(&[("a", &["m*n"], I64), ("b", &["m"], I64)]);
        assert_eq!(
            bind_sizes(&d, &[i64s(&[12]), i64s(&[3])]),
            Ok(sizes(&[("m", 3), ("n", 4)]))
        );
    }

    #[test]
    fn every_binding_error_names_the_parameter() {
        let d = def(&[("xs", &["n"], I64), ("ys", &["n"], I64)]);
        let e = bind_sizes(&d, &[i64s(&[4])]).unwrap_err();
        assert!(
            matches!(
                e,
                InputError::Count {
                    expected: 2,
                    found: 1,
                    ..
                }
            ),
            "{e}"
        );
        assert!(e.to_string().contains("xs, ys"), "{e}");

        let e = bind_sizes(&d, &[i64s(&[4]), i64s(&[4, 1])]).unwrap_err();
        assert!(
            matches!(&e, InputError::Rank { param, expected: 1, found: 2, .. } if &**param == "ys"),
            "{e}"
        );

        let e = bind_sizes(&d, &[i64s(&[4]), zeros(&[4], ScalarType::F32)]).unwrap_err();
        assert!(
            matches!(&e, InputError::ElemType { param, .. } if &**param == "ys"),
            "{e}"
        );
        assert!(
            e.to_string().contains("i64") && e.to_string().contains("f32"),
            "{e}"
        );

        let e = bind_sizes(&d, &[i64s(&[4]), i64s(&[5])]).unwrap_err();
        assert!(
            matches!(&e, InputError::SizeDisagrees { param, size, value: 4, found: 5, .. } if &**param == "ys" && &**size == "n"),
            "{e}"
        );
        assert!(e.to_string().contains("input `xs`"), "{e}");

        let d3 = def(&[("xs", &["3"], I64)]);
        let e = bind_sizes(&d3, &[i64s(&[2])]).unwrap_err();
        assert!(
            matches!(
                &e,
                InputError::ExtentDisagrees {
                    value: 3,
                    found: 2,
                    ..
                }
            ),
            "{e}"
        );

        let dn = def(&[("xs", &["n"], I64), ("ys", &["n+1"], I64)]);
        let e = bind_sizes(&dn, &[i64s(&[4]), i64s(&[4])]).unwrap_err();
        assert!(e.to_string().contains("`n+1` = 5"), "{e}");

        let d2 = def(&[("ys", &["2*n"], I64)]);
        let e = bind_sizes(&d2, &[i64s(&[7])]).unwrap_err();
        assert!(
            matches!(&e, InputError::NoSolution { param, size, .. } if &**param == "ys" && &**size == "n"),
            "{e}"
        );

        let dsq = def(&[("ys", &["n*n"], I64)]);
        let e = bind_sizes(&dsq, &[i64s(&[9])]).unwrap_err();
        assert!(
            matches!(&e, InputError::Unsolvable { param, .. } if &**param == "ys"),
            "{e}"
        );
        assert!(e.to_string().contains("`n`"), "{e}");

        let dmn = def(&[("a", &["m*n"], I64)]);
        let e = bind_sizes(&dmn, &[i64s(&[6])]).unwrap_err();
        assert!(e.to_string().contains("`m`, `n`"), "{e}");
    }

    #[test]
    fn given_sizes_must_agree_be_used_and_be_non_negative() {
        let d = def(&[("xs", &["n"], I64)]);
        let e = bind_sizes_with(&d, &[i64s(&[4])], &sizes(&[("n", 5)])).unwrap_err();
        assert!(e.to_string().contains("--size n=5"), "{e}");
        assert!(e.to_string().contains("`xs`"), "{e}");
        let e = bind_sizes_with(&d, &[i64s(&[4])], &sizes(&[("k", 5)])).unwrap_err();
        assert!(
            matches!(&e, InputError::UnusedSize { size, .. } if &**size == "k"),
            "{e}"
        );
        assert!(e.to_string().contains("its sizes: n"), "{e}");
        let e = bind_sizes_with(&d, &[i64s(&[4])], &sizes(&[("n", -1)])).unwrap_err();
        assert_eq!(
            e,
            InputError::NegativeSize {
                size: "n".into(),
                value: -1
            }
        );
        assert!(e.is_usage());
        // A given size helps solve a compound one.
        let d = def(&[("a", &["m*n"], I64)]);
        assert_eq!(
            bind_sizes_with(&d, &[i64s(&[6])], &sizes(&[("m", 2)])),
            Ok(sizes(&[("m", 2), ("n", 3)]))
        );
    }

    #[test]
    fn some_inputs_bind_the_sizes_of_the_rest() {
        let d = def(&[("xs", &["n"], I64), ("ys", &["n+1", "m"], ScalarType::F32)]);
        let xs = i64s(&[4]);
        let got = bind_some_sizes(&d, &[Some(&xs), None], &sizes(&[("m", 2)])).unwrap();
        assert_eq!(
            input_shapes(&d, &got, RandomSequences::default()),
            Ok(vec![vec![4], vec![5, 2]])
        );
    }

    #[test]
    fn shapes_need_every_size_and_no_unknowns() {
        let d = def(&[("xs", &["n"], I64), ("ys", &["m*n"], I64)]);
        let e = input_shapes(&d, &sizes(&[("n", 2)]), RandomSequences::default()).unwrap_err();
        assert_eq!(
            e,
            InputError::MissingSize {
                param: "ys".into(),
                size: "m".into()
            }
        );
        assert!(e.to_string().contains("--size m=N"), "{e}");
        let d = def(&[("xs", &["?"], I64)]);
        let e = input_shapes(&d, &Sizes::new(), RandomSequences::default()).unwrap_err();
        assert!(
            matches!(&e, InputError::UnknownSize { param, dim: 0 } if &**param == "xs"),
            "{e}"
        );
        let d = def(&[("xs", &["n+-3"], I64)]);
        let e = input_shapes(&d, &sizes(&[("n", 1)]), RandomSequences::default()).unwrap_err();
        assert!(
            matches!(&e, InputError::NegativeExtent { value: -2, .. }),
            "{e}"
        );
    }

    #[test]
    fn random_inputs_fit_the_signature_and_are_deterministic() {
        let pair = ScalarType::Tuple(vec![ScalarType::F64, ScalarType::BOOL]);
        let d = def(&[
            ("xs", &["n"], I64),
            ("ys", &["m", "n"], ScalarType::F32),
            ("ps", &["n"], pair),
            ("s", &[], ScalarType::I32),
        ]);
        let sz = sizes(&[("n", 2000), ("m", 3)]);
        let a = random_inputs(&d, &sz, 7).unwrap();
        assert_eq!(bind_sizes(&d, &a), Ok(sz.clone()));
        assert_eq!(random_inputs(&d, &sz, 7).unwrap(), a);
        assert_ne!(random_inputs(&d, &sz, 8).unwrap(), a);

        let ints: Vec<i64> = a[0]
            .to_scalars()
            .iter()
            .map(|s| s.as_i64().unwrap())
            .collect();
        assert!(ints.iter().all(|&x| (0..100).contains(&x)));
        assert!(ints.contains(&0) && ints.contains(&99));
        let mean = ints.iter().sum::<i64>() as f64 / ints.len() as f64;
        assert!((mean - 49.5).abs() < 3.0, "{mean}");

        let Buffer::F32(fs) = &a[1].buffers()[0] else {
            panic!("f32 buffer")
        };
        assert!(fs.iter().all(|&x| (-1.0..1.0).contains(&x)));
        assert!(fs.iter().any(|&x| x < -0.9) && fs.iter().any(|&x| x > 0.9));
        let [Buffer::F64(ds), Buffer::Bool(bs)] = a[2].buffers() else {
            panic!("f64 and bool buffers")
        };
        assert!(ds.iter().all(|&x| (-1.0..1.0).contains(&x)));
        let trues = bs.iter().filter(|&&b| b).count();
        assert!((800..1200).contains(&trues), "{trues}");
        assert_eq!(a[3].shape(), &[] as &[usize]);
    }

    #[test]
    fn given_inputs_do_not_change_the_random_values_of_the_others() {
        let d = def(&[("xs", &["n"], I64), ("ys", &["n"], I64)]);
        let sz = sizes(&[("n", 50)]);
        let all = random_inputs(&d, &sz, 3).unwrap();
        let mine = i64s(&[50]);
        let some = complete_inputs(
            &d,
            vec![Some(mine.clone()), None],
            &sz,
            3,
            RandomSequences::default(),
        )
        .unwrap();
        assert_eq!(some, vec![mine, all[1].clone()]);
        assert_ne!(all[0], all[1]);
    }

    /// Any range of a random stream's values, read alone, is that range of
    /// the values made whole; elements of tuples and of every primitive.
    #[test]
    fn a_random_stream_read_by_range_is_the_stream_made_whole() {
        let file = ir::SourceFile::new(
            "s.fl",
            "def f (xs: seq [?](f32, i64, bool)) (ys: seq [?][3]f64) : []i64 = fold_seq (\\a x -> a) (unit 0) xs\n",
        );
        let program = ir::check_source(&file).unwrap();
        let d = &program.defs[0];
        let seqs = RandomSequences {
            length: 9,
            max_extent: 40,
        };
        for sp in &d.seqs {
            let whole = random_sequence(sp, &Sizes::new(), 11, seqs).unwrap();
            for (j, (shapes, values)) in random_stream(sp, &Sizes::new(), 11, seqs)
                .unwrap()
                .into_iter()
                .enumerate()
            {
                assert_eq!(shapes, whole[2 * j + 1]);
                let all = &whole[2 * j];
                assert_eq!(values.count as usize, all.len());
                assert!(values.count > 20, "{}", values.count);
                for (l, reader) in values.leaves.iter().enumerate() {
                    for (lo, hi) in [(0, 1), (3, 17), (5, 5), (1, values.count as usize)] {
                        let prim = all.buffers()[l].prim();
                        let mut b = Buffer::try_zeroed(prim, hi - lo).unwrap();
                        reader.read(lo as u64, ValuesMut::of(&mut b)).unwrap();
                        let mut want = Buffer::new(prim, 0);
                        want.extend_from(&all.buffers()[l], lo..hi);
                        assert_eq!(b, want, "leaf {l} values {lo}..{hi}");
                    }
                }
            }
        }
    }
}
