//! Array operations, one function per operation (or family: the folds and
//! scans share one): the arguments' count, their types, the functions'
//! parameter and result types, and the result's type with its symbolic
//! sizes. `op` checks the count and dispatches on the operation's name.

use super::checker::{Checker, SCtx};
use super::errors::{expect_scalar, type_err, R};
use super::names::op_kind;
use crate::ast::{AExpr, AExprKind, Lambda, Op, OpKind, ReplicateAxis, ScanDir};
use crate::neighbourhood;
use crate::size::{Poly, Size};
use crate::span::Span;
use crate::syntax::{Expr, ExprKind};
use crate::types::{ArrayType, ScalarType, Type};

/// An operation and its result's type.
type Checked = (Op, ArrayType);

impl Checker {
    /// `name args..` where `name` is an array operation or `unit`.
    pub fn op(&mut self, name: &str, head: Span, args: &[Expr], span: Span) -> R<AExpr> {
        let kind = op_kind(name);
        check_arity(name, kind, head, args, span)?;
        let Some(kind) = kind else {
            return self.unit(&args[0], span);
        };
        let (op, ty) = match kind {
            OpKind::Map => self.map("map", args)?,
            OpKind::Fold
            | OpKind::Fold1
            | OpKind::Scanl
            | OpKind::Scanr
            | OpKind::Scanl1
            | OpKind::Scanr1 => self.fold_or_scan(kind, args)?,
            OpKind::Generate => self.generate(args)?,
            OpKind::Backpermute => self.backpermute(args)?,
            OpKind::Permute => self.permute(args)?,
            OpKind::Replicate => self.replicate(args)?,
            OpKind::Transpose => self.transpose(args)?,
            OpKind::Reshape => self.reshape(args, span)?,
            OpKind::Stencil => self.stencil(args)?,
            OpKind::FoldSeg => self.fold_seg(args)?,
            OpKind::ScanSeg => self.scan_seg(args)?,
            OpKind::Filter => self.filter(args)?,
        };
        Ok(AExpr {
            kind: AExprKind::Op(Box::new(op)),
            ty: Type::Array(ty),
            span,
        })
    }

    /// `unit e`: a rank-0 array of a scalar.
    fn unit(&mut self, e: &Expr, span: Span) -> R<AExpr> {
        let s = self.sexpr(e, None, SCtx::default())?;
        let ty = Type::Array(ArrayType::new(vec![], s.ty.clone()));
        Ok(AExpr {
            kind: AExprKind::Unit(s),
            ty,
            span,
        })
    }

    /// `zipWith f xs ys` (`zipWithK f xs1 .. xsK`, `k` = K): a `map` of
    /// `k` arrays, whose errors name the operation as written.
    pub fn zip_with(
        &mut self,
        name: &str,
        k: usize,
        head: Span,
        args: &[Expr],
        span: Span,
    ) -> R<AExpr> {
        if args.len() != k + 1 {
            return Err(type_err(
                span,
                format!(
                    "`{name}` takes a function and {k} arrays, {} given",
                    args.len()
                ),
            )
            .with_label(head, "this operation"));
        }
        let (op, ty) = self.map(name, args)?;
        Ok(AExpr {
            kind: AExprKind::Op(Box::new(op)),
            ty: Type::Array(ty),
            span,
        })
    }

    /// `map f xs1 .. xsk` (written `shown`): arrays of one shape (a `?`
    /// extent takes the other arrays' size).
    fn map(&mut self, shown: &str, args: &[Expr]) -> R<Checked> {
        let mut arrays = Vec::new();
        for a in &args[1..] {
            arrays.push(self.array_arg(a, shown)?);
        }
        let mut shape = arrays[0].1.shape.clone();
        for (a, t) in &arrays[1..] {
            if t.rank() != shape.len() {
                return Err(type_err(
                    a.span,
                    format!(
                        "`{shown}` needs arrays of one shape: rank {} and rank {}",
                        shape.len(),
                        t.rank()
                    ),
                ));
            }
            for (d, e) in shape.iter_mut().zip(&t.shape) {
                if d.provably_differs(e) {
                    return Err(type_err(
                        a.span,
                        format!(
                            "`{shown}` needs arrays of one shape: {} and {}",
                            arrays[0].1, t
                        ),
                    ));
                }
                if *d == Size::Unknown {
                    *d = e.clone();
                }
            }
        }
        let elems: Vec<ScalarType> = arrays.iter().map(|(_, t)| t.elem.clone()).collect();
        let f = self.func(
            &args[0],
            &elems,
            None,
            &format!("{shown}'s function"),
            false,
        )?;
        let ty = ArrayType::new(shape, f.body.ty.clone());
        let args = arrays.into_iter().map(|(a, _)| a).collect();
        Ok((Op::Map { f, args }, ty))
    }

    /// `fold f z xs`, `fold1 f xs`, `scanl`/`scanr f z xs`,
    /// `scanl1`/`scanr1 f xs`: along the innermost axis, which a fold
    /// removes and a scan with an initial value lengthens by one.
    fn fold_or_scan(&mut self, kind: OpKind, args: &[Expr]) -> R<Checked> {
        let name = kind.name();
        let with_init = matches!(kind, OpKind::Fold | OpKind::Scanl | OpKind::Scanr);
        let is_fold = matches!(kind, OpKind::Fold | OpKind::Fold1);
        let (a, t) = self.array_arg(args.last().expect("arity checked"), name)?;
        rank_at_least_1(name, &a, &t)?;
        let elem = t.elem.clone();
        let f = self.combining(&args[0], &elem, &format!("{name}'s function"))?;
        let init = if with_init {
            let z = self.sexpr(&args[1], Some(&elem), SCtx::default())?;
            expect_scalar(&z, &elem, &format!("the initial value of `{name}`"))?;
            Some(z)
        } else {
            None
        };
        let mut shape = t.shape.clone();
        let inner = shape.pop().expect("rank >= 1");
        if !is_fold {
            let inner = match (&inner, with_init) {
                (Size::Known(p), true) => Size::Known(p.add(&Poly::constant(1))),
                _ => inner,
            };
            shape.push(inner);
        }
        let ty = ArrayType::new(shape, elem);
        let op = if is_fold {
            Op::Fold { f, init, arg: a }
        } else {
            let dir = if matches!(kind, OpKind::Scanl | OpKind::Scanl1) {
                ScanDir::Left
            } else {
                ScanDir::Right
            };
            Op::Scan {
                dir,
                f,
                init,
                arg: a,
            }
        };
        Ok((op, ty))
    }

    /// `generate [e1]..[ek] f`: `f` takes the index.
    fn generate(&mut self, args: &[Expr]) -> R<Checked> {
        let (shape, sizes) = self.shape_arg(&args[0], "generate")?;
        let f = self.func(
            &args[1],
            &[ScalarType::index(shape.len())],
            None,
            "generate's function",
            false,
        )?;
        let ty = ArrayType::new(sizes, f.body.ty.clone());
        Ok((Op::Generate { shape, f }, ty))
    }

    /// `backpermute [e1]..[ek] index xs`: `index` maps an output index to
    /// an index of `xs`.
    fn backpermute(&mut self, args: &[Expr]) -> R<Checked> {
        let (shape, sizes) = self.shape_arg(&args[0], "backpermute")?;
        let (a, t) = self.array_arg(&args[2], "backpermute")?;
        let index = self.typed_func(
            &args[1],
            &[ScalarType::index(shape.len())],
            &ScalarType::index(t.rank()),
            "backpermute's index function",
            false,
        )?;
        let ty = ArrayType::new(sizes, t.elem.clone());
        Ok((
            Op::Backpermute {
                shape,
                index,
                arg: a,
            },
            ty,
        ))
    }

    /// `permute f defaults index xs`: `index` maps an index of `xs` to one
    /// of `defaults` (or `ignore`); the result has the defaults' type.
    fn permute(&mut self, args: &[Expr]) -> R<Checked> {
        let (d, dt) = self.array_arg(&args[1], "permute")?;
        let (a, t) = self.array_arg(&args[3], "permute")?;
        if dt.elem != t.elem {
            return Err(type_err(
                d.span,
                format!(
                    "`permute` combines elements of {} into defaults of {}; they must agree",
                    t.elem, dt.elem
                ),
            ));
        }
        let f = self.combining(&args[0], &t.elem, "permute's combining function")?;
        let index = self.typed_func(
            &args[2],
            &[ScalarType::index(t.rank())],
            &ScalarType::index(dt.rank()),
            "permute's index function",
            true,
        )?;
        Ok((
            Op::Permute {
                f,
                defaults: d,
                index,
                arg: a,
            },
            dt,
        ))
    }

    /// `replicate k xs` (a new outermost axis of extent `k`) or
    /// `replicate [s1]..[sr] xs`: each `si` is `_` (the operand's next axis)
    /// or the extent of a new axis; the `_`s are as many as the operand's
    /// axes, and at least one axis is new.
    fn replicate(&mut self, args: &[Expr]) -> R<Checked> {
        let (a, t) = self.array_arg(&args[1], "replicate")?;
        // `None`: the operand's next axis.
        let written: Vec<Option<&Expr>> = match &args[0].kind {
            ExprKind::Shape(spec) => spec.iter().map(|e| (!is_hole(e)).then_some(e)).collect(),
            _ => std::iter::once(Some(&args[0]))
                .chain(std::iter::repeat_n(None, t.rank()))
                .collect(),
        };
        let operand_axes = written.iter().filter(|e| e.is_none()).count();
        if operand_axes != t.rank() || operand_axes == written.len() {
            let why = if operand_axes == written.len() {
                "names no new axis".to_string()
            } else {
                format!("has {operand_axes} `_` for an operand of rank {}", t.rank())
            };
            return Err(type_err(
                args[0].span,
                format!(
                    "`replicate`'s specification {why}: write one `[_]` per axis of {t} \
                     and one `[k]` per new axis"
                ),
            ));
        }
        let mut axes = Vec::new();
        let mut shape = Vec::new();
        let mut kept = t.shape.iter();
        for spec in written {
            if let Some(e) = spec {
                let count = self.sexpr(e, Some(&ScalarType::I64), SCtx::default())?;
                expect_scalar(&count, &ScalarType::I64, "the count of `replicate`")?;
                axes.push(ReplicateAxis::New(count));
                shape.push(self.static_size(e));
            } else {
                axes.push(ReplicateAxis::Operand);
                shape.push(kept.next().expect("counted above").clone());
            }
        }
        Ok((
            Op::Replicate { axes, arg: a },
            ArrayType::new(shape, t.elem.clone()),
        ))
    }

    /// `transpose xs` (the two outermost axes of an array of rank 2 or
    /// more swapped) or `transpose (p0, .., pk) xs`: a permutation of the
    /// operand's axes, written as integer literals; the result's axis `d`
    /// is the operand's axis `pd`.
    fn transpose(&mut self, args: &[Expr]) -> R<Checked> {
        let (a, t) = self.array_arg(args.last().expect("arity checked"), "transpose")?;
        let perm = match args {
            [spec, _] => permutation(spec, t.rank())?,
            _ if t.rank() < 2 => {
                return Err(type_err(
                    a.span,
                    format!("`transpose` needs an array of rank 2 or more, found {t}"),
                ))
            }
            _ => {
                let mut p: Vec<usize> = (0..t.rank()).collect();
                p.swap(0, 1);
                p
            }
        };
        let shape = perm.iter().map(|&p| t.shape[p].clone()).collect();
        Ok((
            Op::Transpose { perm, arg: a },
            ArrayType::new(shape, t.elem.clone()),
        ))
    }

    /// `reshape [e1]..[ek] xs`: element counts that are both constants must
    /// agree (others are checked at run time).
    fn reshape(&mut self, args: &[Expr], span: Span) -> R<Checked> {
        let (shape, sizes) = self.shape_arg(&args[0], "reshape")?;
        let (a, t) = self.array_arg(&args[1], "reshape")?;
        let total = |s: &[Size]| -> Option<Poly> {
            s.iter()
                .try_fold(Poly::constant(1), |acc, d| Some(acc.mul(d.as_poly()?)))
        };
        if let (Some(x), Some(y)) = (total(&sizes), total(&t.shape)) {
            if x.as_constant().is_some() && y.as_constant().is_some() && x != y {
                return Err(type_err(
                    span,
                    format!("`reshape` to {x} elements from an array of {y} elements"),
                ));
            }
        }
        Ok((
            Op::Reshape { shape, arg: a },
            ArrayType::new(sizes, t.elem.clone()),
        ))
    }

    /// `stencil f boundary xs` (a neighbourhood of 3 along every axis)
    /// or `stencil [e1]..[er] f boundary xs`: one extent per axis of `xs`
    /// (rank 1 to [`neighbourhood::MAX_RANK`]), each one of
    /// [`neighbourhood::EXTENTS`]; `f` takes the neighbourhood as nested
    /// tuples, the outermost axis outermost.
    fn stencil(&mut self, args: &[Expr]) -> R<Checked> {
        let (a, t) = self.array_arg(args.last().expect("arity checked"), "stencil")?;
        if !(1..=neighbourhood::MAX_RANK).contains(&t.rank()) {
            return Err(type_err(
                a.span,
                format!(
                    "`stencil` works on arrays of rank 1 to {}, found {t}",
                    neighbourhood::MAX_RANK
                ),
            ));
        }
        let extents = match args {
            [spec, _, _, _] => stencil_extents(spec, t.rank())?,
            _ => vec![3; t.rank()],
        };
        let e = t.elem.clone();
        let nb = neighbourhood::tuple_type(&extents, &e);
        let [.., f, boundary, _] = args else {
            unreachable!("arity checked")
        };
        let f = self.func(f, &[nb], None, "stencil's function", false)?;
        let boundary = self.boundary(boundary, &e)?;
        let ty = ArrayType::new(t.shape.clone(), f.body.ty.clone());
        Ok((
            Op::Stencil {
                extents,
                f,
                boundary,
                arg: a,
            },
            ty,
        ))
    }

    /// `fold_seg f z segs xs`: the innermost axis becomes one element per
    /// segment length in `segs` (`[s]i64`).
    fn fold_seg(&mut self, args: &[Expr]) -> R<Checked> {
        let (s, st) = self.array_arg(&args[2], "fold_seg")?;
        if st.rank() != 1 || st.elem != ScalarType::I64 {
            return Err(type_err(
                s.span,
                format!("`fold_seg` needs segment lengths of type [s]i64, found {st}"),
            ));
        }
        let (a, t) = self.array_arg(&args[3], "fold_seg")?;
        rank_at_least_1("fold_seg", &a, &t)?;
        let elem = t.elem.clone();
        let f = self.combining(&args[0], &elem, "fold_seg's function")?;
        let init = self.sexpr(&args[1], Some(&elem), SCtx::default())?;
        expect_scalar(&init, &elem, "the initial value of `fold_seg`")?;
        let mut shape = t.shape.clone();
        *shape.last_mut().expect("rank >= 1") = st.shape[0].clone();
        Ok((
            Op::FoldSeg {
                f,
                init,
                segs: s,
                arg: a,
            },
            ArrayType::new(shape, elem),
        ))
    }

    /// `scanl1_seg f segs xs`: the operand's type; `segs` as `fold_seg`'s.
    fn scan_seg(&mut self, args: &[Expr]) -> R<Checked> {
        let (s, st) = self.array_arg(&args[1], "scanl1_seg")?;
        if st.rank() != 1 || st.elem != ScalarType::I64 {
            return Err(type_err(
                s.span,
                format!("`scanl1_seg` needs segment lengths of type [s]i64, found {st}"),
            ));
        }
        let (a, t) = self.array_arg(&args[2], "scanl1_seg")?;
        rank_at_least_1("scanl1_seg", &a, &t)?;
        let f = self.combining(&args[0], &t.elem, "scanl1_seg's function")?;
        Ok((Op::ScanSeg { f, segs: s, arg: a }, t))
    }

    /// `filter p xs` of a rank-1 array: as long as the elements kept (`?`).
    fn filter(&mut self, args: &[Expr]) -> R<Checked> {
        let (a, t) = self.array_arg(&args[1], "filter")?;
        if t.rank() != 1 {
            return Err(type_err(
                a.span,
                format!("`filter` works on rank-1 arrays, found {t}"),
            ));
        }
        let pred = self.typed_func(
            &args[0],
            std::slice::from_ref(&t.elem),
            &ScalarType::BOOL,
            "filter's predicate",
            false,
        )?;
        let ty = ArrayType::new(vec![Size::Unknown], t.elem.clone());
        Ok((Op::Filter { pred, arg: a }, ty))
    }

    /// An argument of operation `op` that must be one array.
    fn array_arg(&mut self, e: &Expr, op: &str) -> R<(AExpr, ArrayType)> {
        let a = self.aexpr(e)?;
        let t = self.array_of(&a, &format!("the array argument of `{op}`"))?;
        Ok((a, t))
    }

    /// A function argument whose result must be `ret`.
    fn typed_func(
        &mut self,
        e: &Expr,
        params: &[ScalarType],
        ret: &ScalarType,
        what: &str,
        allow_ignore: bool,
    ) -> R<Lambda> {
        let f = self.func(e, params, Some(ret), what, allow_ignore)?;
        expect_scalar(&f.body, ret, &format!("the result of {what}"))?;
        Ok(f)
    }

    /// A function combining two elements into one (folds, scans,
    /// `permute`, `fold_seg`).
    fn combining(&mut self, e: &Expr, elem: &ScalarType, what: &str) -> R<Lambda> {
        self.typed_func(e, &[elem.clone(), elem.clone()], elem, what, false)
    }
}

/// How many arguments operation `name` takes (`kind`: `None` for `unit`);
/// `map` takes a function and at least one array.
fn check_arity(name: &str, kind: Option<OpKind>, head: Span, args: &[Expr], span: Span) -> R<()> {
    let arity = match kind {
        None => Some(1),
        Some(OpKind::Transpose) if args.len() == 2 => Some(2),
        Some(OpKind::Stencil) if args.len() == 4 => Some(4),
        Some(OpKind::Transpose) => Some(1),
        Some(
            OpKind::Fold1
            | OpKind::Scanl1
            | OpKind::Scanr1
            | OpKind::Replicate
            | OpKind::Reshape
            | OpKind::Filter
            | OpKind::Generate,
        ) => Some(2),
        Some(
            OpKind::Fold
            | OpKind::Scanl
            | OpKind::Scanr
            | OpKind::Backpermute
            | OpKind::Stencil
            | OpKind::ScanSeg,
        ) => Some(3),
        Some(OpKind::Permute | OpKind::FoldSeg) => Some(4),
        Some(OpKind::Map) => None,
    };
    let want = match arity {
        None if args.len() < 2 => "a function and at least one array".to_string(),
        Some(k) if args.len() != k => format!("{k} arguments"),
        _ => return Ok(()),
    };
    Err(
        type_err(span, format!("`{name}` takes {want}, {} given", args.len()))
            .with_label(head, "this operation"),
    )
}

/// `_` in a `replicate`'s specification: the operand's next axis.
fn is_hole(e: &Expr) -> bool {
    matches!(&e.kind, ExprKind::Var(n) if &**n == "_")
}

/// A `transpose`'s permutation `(p0, .., pk)` of the axes of a rank-`rank`
/// operand: integer literals, each axis once.
fn permutation(spec: &Expr, rank: usize) -> R<Vec<usize>> {
    let bad = |why: String| {
        type_err(
            spec.span,
            format!("`transpose`'s permutation {why}: write `(p0, .., pk)`, each axis of the rank-{rank} operand once"),
        )
    };
    let ExprKind::Tuple(es) = &spec.kind else {
        return Err(bad("is not a tuple of integer literals".into()));
    };
    if es.len() != rank {
        return Err(bad(format!("has {} entries", es.len())));
    }
    let mut perm = Vec::new();
    for e in es {
        let ExprKind::Int(v, _) = &e.kind else {
            return Err(bad("has an entry that is not an integer literal".into()));
        };
        let Some(p) = usize::try_from(*v).ok().filter(|&p| p < rank) else {
            return Err(bad(format!("names axis {v}")));
        };
        if perm.contains(&p) {
            return Err(bad(format!("names axis {p} twice")));
        }
        perm.push(p);
    }
    Ok(perm)
}

/// A `stencil`'s neighbourhood `[e1]..[er]` over a rank-`rank` operand:
/// one integer literal per axis, each one of [`neighbourhood::EXTENTS`].
fn stencil_extents(spec: &Expr, rank: usize) -> R<Vec<usize>> {
    let bad = |why: String| {
        type_err(
            spec.span,
            format!(
                "`stencil`'s neighbourhood {why}: write one `[e]` per axis of the rank-{rank} \
                 operand, each e one of 3, 5, 7, 9"
            ),
        )
    };
    let ExprKind::Shape(es) = &spec.kind else {
        return Err(bad("is not a shape".into()));
    };
    if es.len() != rank {
        return Err(bad(format!("has {} extents", es.len())));
    }
    es.iter()
        .map(|e| match &e.kind {
            ExprKind::Int(v, _) => usize::try_from(*v)
                .ok()
                .filter(|v| neighbourhood::EXTENTS.contains(v))
                .ok_or_else(|| bad(format!("has the extent {v}"))),
            _ => Err(bad("has an extent that is not an integer literal".into())),
        })
        .collect()
}

/// Folds, scans and `fold_seg` work along an innermost axis.
fn rank_at_least_1(op: &str, a: &AExpr, t: &ArrayType) -> R<()> {
    if t.rank() == 0 {
        return Err(type_err(
            a.span,
            format!("`{op}` needs an array of rank 1 or more, found {t}"),
        ));
    }
    Ok(())
}
