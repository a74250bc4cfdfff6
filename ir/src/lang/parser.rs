//! Recursive-descent parser from tokens to [`crate::syntax`].
//!
//! Grammar (lowest precedence first):
//! ```text
//! file   := def+
//! def    := 'def' name ('(' name ':' type ')')* ':' type '=' expr
//! type   := dim* elem | '(' type (',' type)+ ')'      dim := '[' size? ']'
//! expr   := 'let' pat '=' expr ('in' expr | <another let>)
//!         | 'if' expr 'then' expr 'else' expr
//!         | '\' pat+ '->' expr
//!         | 'loop' pat '=' expr 'while' expr 'do' expr
//!         | binary
//! binary := precedence climbing: || < && < comparisons < | < ^ < & < shifts < + - < * / %
//! unary  := ('-' | '!') unary | app
//! app    := postfix postfix*                 (juxtaposition)
//! postfix:= atom ('.' int | '[' expr,* ']')*  (index bracket without a space)
//! atom   := name | number | true | false | ignore | '(' op ')' | '(' expr,* ')'
//!         | ('[' expr,* ']')+                 (a shape argument)
//! ```

use crate::ast::{BinOp, UnOp};
use crate::diag::{DiagKind, Diagnostic};
use crate::lexer::{Kw, Sym, Tok, Token};
use crate::size::{Poly, Size};
use crate::span::Span;
use crate::syntax::*;
use crate::types::Prim;

/// Parses a whole file on the caller's stack (the checker runs it on a
/// stack of its own, [`crate::stack::CHECK_STACK`], so that input at the
/// nesting limit parses from any caller's thread).
pub(crate) fn parse(tokens: &[Token]) -> Result<File, Diagnostic> {
    let mut p = Parser {
        toks: tokens,
        pos: 0,
    };
    let mut defs = Vec::new();
    while p.peek() != &Tok::Eof {
        defs.push(p.def()?);
    }
    if defs.is_empty() {
        return Err(p.error_here("expected a `def`; the file has no definitions"));
    }
    Ok(File { defs })
}

struct Parser<'a> {
    toks: &'a [Token],
    pos: usize,
}

/// Binary operators by precedence level, loosest first. Comparisons do not chain.
const LEVELS: &[&[(Sym, BinOp)]] = &[
    &[(Sym::OrOr, BinOp::Or)],
    &[(Sym::AndAnd, BinOp::And)],
    &[
        (Sym::EqEq, BinOp::Eq),
        (Sym::NotEq, BinOp::Ne),
        (Sym::Lt, BinOp::Lt),
        (Sym::Le, BinOp::Le),
        (Sym::Gt, BinOp::Gt),
        (Sym::Ge, BinOp::Ge),
    ],
    &[(Sym::Pipe, BinOp::BitOr)],
    &[(Sym::Caret, BinOp::BitXor)],
    &[(Sym::Amp, BinOp::BitAnd)],
    &[(Sym::Shl, BinOp::Shl), (Sym::Shr, BinOp::Shr)],
    &[(Sym::Plus, BinOp::Add), (Sym::Minus, BinOp::Sub)],
    &[
        (Sym::Star, BinOp::Mul),
        (Sym::Slash, BinOp::Div),
        (Sym::Percent, BinOp::Rem),
    ],
];
const COMPARISON_LEVEL: usize = 2;

/// The nesting limit: no syntax tree the parser returns is deeper, and the
/// parser itself never recurses deeper, so that later passes, which recurse
/// over the tree, have a bound to size their stacks by (see
/// [`crate::check::check_source`] and the `fuselab` command). Every nested
/// construct counts one level: an operator's operand (so a chain
/// `x + x + .. + x` of k terms is k levels), a parenthesis, a `let` (a chain of
/// k `let`s is k levels), an `if`, a lambda, an index, a projection, a tuple,
/// an argument, and the components of patterns, types and sizes.
pub const MAX_NESTING: usize = 2048;

impl<'a> Parser<'a> {
    fn peek(&self) -> &Tok {
        &self.toks[self.pos].tok
    }

    fn peek_at(&self, k: usize) -> &Tok {
        &self.toks[(self.pos + k).min(self.toks.len() - 1)].tok
    }

    fn span(&self) -> Span {
        self.toks[self.pos].span
    }

    fn prev_span(&self) -> Span {
        self.toks[self.pos.saturating_sub(1)].span
    }

    fn bump(&mut self) -> &Token {
        let t = &self.toks[self.pos];
        if self.pos + 1 < self.toks.len() {
            self.pos += 1;
        }
        t
    }

    fn error_here(&self, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::new(DiagKind::Syntax, self.span(), msg)
    }

    fn too_deep(&self, span: Span) -> Diagnostic {
        Diagnostic::new(
            DiagKind::Syntax,
            span,
            format!("nested too deeply: the limit is {MAX_NESTING} levels"),
        )
        .with_note("each operand of an operator, `let`, `if`, lambda, parenthesis, index, projection, tuple, pattern and type counts as a level; bind parts to names at array level or split the expression")
    }

    /// Fails when the parser is about to recurse past the limit.
    fn enter(&self, depth: usize) -> Result<(), Diagnostic> {
        if depth > MAX_NESTING {
            return Err(self.too_deep(self.span()));
        }
        Ok(())
    }

    /// A node over already-parsed children, unless it would be too deep
    /// (chains such as `a + b + c` and `let`s are parsed by iteration but
    /// still make deep trees).
    fn node(&self, kind: ExprKind, span: Span) -> Result<Expr, Diagnostic> {
        let e = Expr::new(kind, span);
        if e.depth > MAX_NESTING {
            return Err(self.too_deep(self.prev_span()));
        }
        Ok(e)
    }

    fn expected(&self, what: &str) -> Diagnostic {
        self.error_here(format!("expected {what}, found {}", self.peek()))
    }

    fn eat_sym(&mut self, s: Sym) -> bool {
        if self.peek() == &Tok::Sym(s) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn eat_kw(&mut self, k: Kw) -> bool {
        if self.peek() == &Tok::Kw(k) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn expect_sym(&mut self, s: Sym) -> Result<Span, Diagnostic> {
        if self.peek() == &Tok::Sym(s) {
            Ok(self.bump().span)
        } else {
            Err(self.expected(&format!("`{}`", s.text())))
        }
    }

    fn expect_kw(&mut self, k: Kw) -> Result<Span, Diagnostic> {
        if self.peek() == &Tok::Kw(k) {
            Ok(self.bump().span)
        } else {
            Err(self.expected(&format!("`{}`", k.text())))
        }
    }

    /// `[` in either form: in types and shape groups spacing does not matter.
    fn eat_open_bracket(&mut self) -> bool {
        if matches!(self.peek(), Tok::Sym(Sym::LBracket) | Tok::IndexOpen) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn ident(&mut self, what: &str) -> Result<Ident, Diagnostic> {
        match self.peek().clone() {
            Tok::Ident(s) => {
                let span = self.bump().span;
                Ok(Ident {
                    name: s.as_str().into(),
                    span,
                })
            }
            _ => Err(self.expected(what)),
        }
    }

    fn def(&mut self) -> Result<DefSyn, Diagnostic> {
        let start = self.expect_kw(Kw::Def)?;
        let name = self.ident("the definition's name")?;
        let mut sizes = Vec::new();
        while self.eat_open_bracket() {
            sizes.push(self.ident("a size name (`[n]`)")?);
            self.expect_sym(Sym::RBracket)?;
        }
        let mut params = Vec::new();
        while self.eat_sym(Sym::LParen) {
            let p = self.ident("a parameter name")?;
            self.expect_sym(Sym::Colon)?;
            let t = self.ty(1)?;
            self.expect_sym(Sym::RParen)?;
            params.push((p, t));
        }
        if self.peek() != &Tok::Sym(Sym::Colon) {
            return Err(self.expected(if params.is_empty() {
                "`[size]`, `(name: type)` or `:` and the result type"
            } else {
                "`(name: type)` or `:` and the result type"
            }));
        }
        self.bump();
        let ret = self.ty(1)?;
        self.expect_sym(Sym::Eq)?;
        let body = self.expr(0)?;
        if !matches!(self.peek(), Tok::Kw(Kw::Def) | Tok::Eof) {
            return Err(self.expected("the end of the definition (`def` or end of file)"));
        }
        Ok(DefSyn {
            name,
            sizes,
            params,
            ret,
            span: start.to(body.span),
            body,
        })
    }

    fn ty(&mut self, depth: usize) -> Result<TypeSyn, Diagnostic> {
        self.enter(depth)?;
        let start = self.span();
        if matches!(self.peek(), Tok::Ident(s) if s == "seq") {
            self.bump();
            let elem = self.ty(depth + 1)?;
            let span = start.to(elem.span());
            return Ok(TypeSyn::Seq(Box::new(elem), span));
        }
        if self.peek() == &Tok::Sym(Sym::LParen) {
            // A tuple of types; `(t)` alone is just `t`.
            self.bump();
            let mut ts = vec![self.ty(depth + 1)?];
            while self.eat_sym(Sym::Comma) {
                ts.push(self.ty(depth + 1)?);
            }
            let end = self.expect_sym(Sym::RParen)?;
            return Ok(if ts.len() == 1 {
                ts.pop().expect("one type")
            } else {
                TypeSyn::Tuple(ts, start.to(end))
            });
        }
        let mut dims = Vec::new();
        while self.eat_open_bracket() {
            if self.eat_sym(Sym::RBracket) {
                continue; // `[]t`: rank 0
            }
            let s0 = self.span();
            let size = self.size_expr(depth + 1)?;
            dims.push((size, s0.to(self.prev_span())));
            self.expect_sym(Sym::RBracket)?;
        }
        let elem = self.elem(depth + 1)?;
        Ok(TypeSyn::Array {
            dims,
            elem,
            span: start.to(self.prev_span()),
        })
    }

    fn elem(&mut self, depth: usize) -> Result<ElemSyn, Diagnostic> {
        self.enter(depth)?;
        if self.eat_sym(Sym::LParen) {
            let mut es = vec![self.elem(depth + 1)?];
            while self.eat_sym(Sym::Comma) {
                es.push(self.elem(depth + 1)?);
            }
            self.expect_sym(Sym::RParen)?;
            return Ok(if es.len() == 1 {
                es.pop().expect("one element type")
            } else {
                ElemSyn::Tuple(es)
            });
        }
        match self.peek().clone() {
            Tok::Ident(s) => match Prim::from_name(&s) {
                Some(p) => {
                    self.bump();
                    Ok(ElemSyn::Prim(p))
                }
                None => Err(self.error_here(format!(
                    "unknown element type `{s}` (expected bool, i32, i64, f32, f64 or a tuple)"
                ))),
            },
            _ => Err(self.expected("an element type (bool, i32, i64, f32, f64)")),
        }
    }

    /// A size: `n`, `3`, `?`, and `+ - *` of sizes, with parentheses.
    fn size_expr(&mut self, depth: usize) -> Result<Size, Diagnostic> {
        self.enter(depth)?;
        let mut acc = self.size_term(depth)?;
        loop {
            let neg = match self.peek() {
                Tok::Sym(Sym::Plus) => false,
                Tok::Sym(Sym::Minus) => true,
                _ => return Ok(acc),
            };
            self.bump();
            let rhs = self.size_term(depth)?;
            acc = match (acc, rhs) {
                (Size::Known(a), Size::Known(b)) => {
                    Size::Known(if neg { a.sub(&b) } else { a.add(&b) })
                }
                _ => Size::Unknown,
            };
        }
    }

    fn size_term(&mut self, depth: usize) -> Result<Size, Diagnostic> {
        let mut acc = self.size_atom(depth)?;
        while self.eat_sym(Sym::Star) {
            let rhs = self.size_atom(depth)?;
            acc = match (acc, rhs) {
                (Size::Known(a), Size::Known(b)) => Size::Known(a.mul(&b)),
                _ => Size::Unknown,
            };
        }
        Ok(acc)
    }

    fn size_atom(&mut self, depth: usize) -> Result<Size, Diagnostic> {
        match self.peek().clone() {
            Tok::Ident(s) => {
                self.bump();
                Ok(Size::Known(Poly::var(s.as_str().into())))
            }
            Tok::Int(v, None) => {
                self.bump();
                let v = i64::try_from(v).map_err(|_| {
                    Diagnostic::new(DiagKind::Syntax, self.prev_span(), "size too large")
                })?;
                Ok(Size::constant(v))
            }
            Tok::Sym(Sym::Question) => {
                self.bump();
                Ok(Size::Unknown)
            }
            Tok::Sym(Sym::LParen) => {
                self.bump();
                let s = self.size_expr(depth + 1)?;
                self.expect_sym(Sym::RParen)?;
                Ok(s)
            }
            _ => Err(self.expected("a size (a size name, a number or `?`)")),
        }
    }

    fn pat(&mut self, depth: usize) -> Result<Pat, Diagnostic> {
        self.enter(depth)?;
        let start = self.span();
        match self.peek().clone() {
            Tok::Ident(s) if s == "_" => {
                self.bump();
                Ok(Pat::Wild(start))
            }
            Tok::Ident(s) => {
                self.bump();
                Ok(Pat::Var(s.as_str().into(), start))
            }
            Tok::Sym(Sym::LParen) => {
                self.bump();
                let mut ps = vec![self.pat(depth + 1)?];
                while self.eat_sym(Sym::Comma) {
                    ps.push(self.pat(depth + 1)?);
                }
                let end = self.expect_sym(Sym::RParen)?;
                Ok(if ps.len() == 1 {
                    ps.pop().expect("one pattern")
                } else {
                    Pat::Tuple(ps, start.to(end))
                })
            }
            _ => Err(self.expected("a pattern (a name, `_` or a tuple of patterns)")),
        }
    }

    fn expr(&mut self, depth: usize) -> Result<Expr, Diagnostic> {
        self.enter(depth)?;
        let d = depth + 1;
        let start = self.span();
        match self.peek() {
            Tok::Kw(Kw::Let) => {
                // A chain of lets is parsed iteratively: programs are long
                // sequences of `let`s and must not count as deep nesting.
                let mut bindings = Vec::new();
                while self.peek() == &Tok::Kw(Kw::Let) {
                    let let_span = self.bump().span;
                    let pat = self.pat(d)?;
                    self.expect_sym(Sym::Eq)?;
                    let value = self.expr(d)?;
                    bindings.push((let_span, pat, value));
                    if self.eat_kw(Kw::In) {
                        if self.peek() != &Tok::Kw(Kw::Let) {
                            break;
                        }
                    } else if self.peek() != &Tok::Kw(Kw::Let) {
                        return Err(self.expected("`in` or another `let`"));
                    }
                }
                let mut body = self.expr(d)?;
                while let Some((let_span, pat, value)) = bindings.pop() {
                    let span = let_span.to(body.span);
                    let kind = ExprKind::Let(pat, Box::new(value), Box::new(body));
                    // Too deep: the error points at the `let` that is.
                    body = self.node(kind, span).map_err(|d| Diagnostic {
                        span: let_span,
                        ..d
                    })?;
                }
                Ok(body)
            }
            Tok::Kw(Kw::If) => {
                self.bump();
                let c = self.expr(d)?;
                self.expect_kw(Kw::Then)?;
                let t = self.expr(d)?;
                self.expect_kw(Kw::Else)?;
                let e = self.expr(d)?;
                let span = start.to(e.span);
                self.node(ExprKind::If(Box::new(c), Box::new(t), Box::new(e)), span)
            }
            Tok::Sym(Sym::Backslash) => {
                self.bump();
                let mut pats = vec![self.pat(d)?];
                while self.peek() != &Tok::Sym(Sym::Arrow) {
                    if !matches!(self.peek(), Tok::Ident(_) | Tok::Sym(Sym::LParen)) {
                        return Err(self.expected("another parameter or `->`"));
                    }
                    pats.push(self.pat(d)?);
                }
                self.bump();
                let body = self.expr(d)?;
                let span = start.to(body.span);
                self.node(ExprKind::Lambda(pats, Box::new(body)), span)
            }
            Tok::Kw(Kw::Loop) => {
                self.bump();
                let pat = self.pat(d)?;
                self.expect_sym(Sym::Eq)?;
                let init = self.expr(d)?;
                if self.eat_kw(Kw::For) {
                    let counter = self.ident("the name of the loop's counter")?;
                    self.expect_sym(Sym::Lt)?;
                    let bound = self.expr(d)?;
                    self.expect_kw(Kw::Do)?;
                    let body = self.expr(d)?;
                    let span = start.to(body.span);
                    let counted = Counted {
                        pat,
                        init,
                        counter,
                        bound,
                        body,
                    };
                    return self.node(ExprKind::For(Box::new(counted)), span);
                }
                if !self.eat_kw(Kw::While) {
                    return Err(self.expected("`while` or `for`"));
                }
                let cond = self.expr(d)?;
                self.expect_kw(Kw::Do)?;
                let body = self.expr(d)?;
                let span = start.to(body.span);
                self.node(
                    ExprKind::Loop(pat, Box::new(init), Box::new(cond), Box::new(body)),
                    span,
                )
            }
            _ => self.binary(0, d),
        }
    }

    fn binary(&mut self, level: usize, depth: usize) -> Result<Expr, Diagnostic> {
        if level == LEVELS.len() {
            return self.unary(depth);
        }
        let mut lhs = self.binary(level + 1, depth)?;
        loop {
            let op = match self.peek() {
                Tok::Sym(s) => LEVELS[level].iter().find(|(t, _)| t == s).map(|(_, o)| *o),
                _ => None,
            };
            let Some(op) = op else { return Ok(lhs) };
            let op_span = self.bump().span;
            let rhs = self.binary(level + 1, depth)?;
            let span = lhs.span.to(rhs.span);
            lhs = self.node(ExprKind::Binary(op, Box::new(lhs), Box::new(rhs)), span)?;
            if level == COMPARISON_LEVEL
                && matches!(self.peek(), Tok::Sym(s) if LEVELS[level].iter().any(|(t, _)| t == s))
            {
                return Err(Diagnostic::new(
                    DiagKind::Syntax,
                    self.span(),
                    "comparisons do not chain; use parentheses or `&&`",
                )
                .with_label(op_span, "first comparison"));
            }
        }
    }

    fn unary(&mut self, depth: usize) -> Result<Expr, Diagnostic> {
        self.enter(depth)?;
        let start = self.span();
        let op = match self.peek() {
            Tok::Sym(Sym::Minus) => Some(UnOp::Neg),
            Tok::Sym(Sym::Bang) => Some(UnOp::Not),
            _ => None,
        };
        if let Some(op) = op {
            self.bump();
            let e = self.unary(depth + 1)?;
            let span = start.to(e.span);
            return self.node(ExprKind::Unary(op, Box::new(e)), span);
        }
        self.app(depth)
    }

    fn starts_atom(&self) -> bool {
        matches!(
            self.peek(),
            Tok::Ident(_)
                | Tok::Int(..)
                | Tok::Float(..)
                | Tok::Kw(Kw::True | Kw::False | Kw::Ignore)
                | Tok::Sym(Sym::LParen | Sym::LBracket)
        )
    }

    fn app(&mut self, depth: usize) -> Result<Expr, Diagnostic> {
        let head = self.postfix(depth)?;
        let mut args = Vec::new();
        while self.starts_atom() {
            args.push(self.postfix(depth)?);
        }
        if args.is_empty() {
            return Ok(head);
        }
        let span = head.span.to(args.last().expect("an argument").span);
        self.node(ExprKind::App(Box::new(head), args), span)
    }

    fn postfix(&mut self, depth: usize) -> Result<Expr, Diagnostic> {
        let mut e = self.atom(depth)?;
        if matches!(e.kind, ExprKind::Shape(_)) {
            return Ok(e);
        }
        loop {
            match self.peek() {
                Tok::Sym(Sym::Dot) => {
                    self.bump();
                    match self.peek().clone() {
                        Tok::Int(v, None) => {
                            let end = self.bump().span;
                            let span = e.span.to(end);
                            e = self.node(ExprKind::Proj(Box::new(e), v as usize), span)?;
                        }
                        _ => return Err(self.expected("a field number after `.` (as in `p.0`)")),
                    }
                }
                Tok::IndexOpen => {
                    self.bump();
                    let idx = self.comma_exprs(Sym::RBracket, depth)?;
                    let end = self.expect_sym(Sym::RBracket)?;
                    if idx.is_empty() {
                        return Err(Diagnostic::new(DiagKind::Syntax, end, "empty index"));
                    }
                    let span = e.span.to(end);
                    e = self.node(ExprKind::Index(Box::new(e), idx), span)?;
                }
                _ => return Ok(e),
            }
        }
    }

    /// The expressions inside the brackets of an atom at `depth` (one level
    /// below the expression holding the atom).
    fn comma_exprs(&mut self, close: Sym, depth: usize) -> Result<Vec<Expr>, Diagnostic> {
        let mut es = Vec::new();
        if self.peek() == &Tok::Sym(close) {
            return Ok(es);
        }
        es.push(self.expr(depth)?);
        while self.eat_sym(Sym::Comma) {
            es.push(self.expr(depth)?);
        }
        Ok(es)
    }

    fn atom(&mut self, depth: usize) -> Result<Expr, Diagnostic> {
        let start = self.span();
        let kind = match self.peek().clone() {
            Tok::Ident(s) => {
                self.bump();
                ExprKind::Var(s.as_str().into())
            }
            Tok::Int(v, suf) => {
                self.bump();
                ExprKind::Int(v, suf)
            }
            Tok::Float(v, suf) => {
                self.bump();
                ExprKind::Float(v, suf)
            }
            Tok::Kw(Kw::True) => {
                self.bump();
                ExprKind::Bool(true)
            }
            Tok::Kw(Kw::False) => {
                self.bump();
                ExprKind::Bool(false)
            }
            Tok::Kw(Kw::Ignore) => {
                self.bump();
                ExprKind::Ignore
            }
            Tok::Sym(Sym::LParen) => {
                self.bump();
                // An operator section: `(+)`.
                if let Tok::Sym(s) = self.peek() {
                    let s = *s;
                    if self.peek_at(1) == &Tok::Sym(Sym::RParen) {
                        if let Some(op) =
                            LEVELS.iter().flat_map(|l| l.iter()).find(|(t, _)| *t == s)
                        {
                            self.bump();
                            let end = self.bump().span;
                            return self.node(ExprKind::Section(op.1), start.to(end));
                        }
                    }
                }
                let mut es = self.comma_exprs(Sym::RParen, depth)?;
                let end = self.expect_sym(Sym::RParen)?;
                if es.len() == 1 {
                    let mut e = es.pop().expect("one expression");
                    e.span = start.to(end);
                    return Ok(e);
                }
                if es.is_empty() {
                    return Err(Diagnostic::new(
                        DiagKind::Syntax,
                        start.to(end),
                        "`()` is not a value; tuples have at least two components",
                    ));
                }
                ExprKind::Tuple(es)
            }
            Tok::Sym(Sym::LBracket) => {
                let mut extents = Vec::new();
                while self.eat_open_bracket() {
                    let es = self.comma_exprs(Sym::RBracket, depth)?;
                    if es.is_empty() {
                        return Err(self.expected("an extent inside `[ ]`"));
                    }
                    extents.extend(es);
                    self.expect_sym(Sym::RBracket)?;
                }
                ExprKind::Shape(extents)
            }
            _ => return Err(self.expected("an expression")),
        };
        self.node(kind, start.to(self.prev_span()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexer::lex;

    fn parse_str(s: &str) -> Result<File, Diagnostic> {
        crate::stack::run_with_stack(crate::stack::CHECK_STACK, || parse(&lex(s).unwrap()))
    }

    #[test]
    fn parses_normalise2() {
        let f = parse_str(testkit::examples::NORMALISE2).unwrap();
        assert_eq!(f.defs.len(), 1);
        assert_eq!(f.defs[0].params.len(), 1);
        let mut e = &f.defs[0].body;
        let mut lets = 0;
        while let ExprKind::Let(_, _, body) = &e.kind {
            lets += 1;
            e = body;
        }
        assert_eq!(lets, 5);
        assert!(matches!(e.kind, ExprKind::Tuple(ref t) if t.len() == 2));
    }

    #[test]
    fn precedence_and_shapes() {
        let f =
            parse_str("def f (x: [n]i64) : [n]i64 = generate [n][2] (\\(i, j) -> 1 + 2 * i == j)")
                .unwrap();
        let ExprKind::App(_, args) = &f.defs[0].body.kind else {
            panic!()
        };
        assert!(matches!(&args[0].kind, ExprKind::Shape(es) if es.len() == 2));
        let ExprKind::Lambda(_, body) = &args[1].kind else {
            panic!()
        };
        assert!(matches!(body.kind, ExprKind::Binary(BinOp::Eq, _, _)));
    }

    #[test]
    fn syntax_errors_are_located() {
        let e = parse_str("def f (x: [n]i64) : [n]i64 =\n  let y = map (\\v -> v +) x\n  in y")
            .unwrap_err();
        assert_eq!(e.kind, DiagKind::Syntax);
        assert!(
            e.message.contains("expected an expression"),
            "{}",
            e.message
        );
        let e = parse_str("def f (x: [n]i64) : [n]i64 = let y = x y").unwrap_err();
        assert!(e.message.contains("`in`"), "{}", e.message);
        let e = parse_str("").unwrap_err();
        assert!(e.message.contains("no definitions"));
        let deep = format!(
            "def f (x: [n]i64) : [n]i64 = {}x{}",
            "(".repeat(5000),
            ")".repeat(5000)
        );
        assert!(parse_str(&deep).unwrap_err().message.contains("too deeply"));
    }
}
