//! The lexer: program text to tokens with spans. `--` starts a comment to the
//! end of the line. A `[` written directly after a name, `)` or `]` (no space)
//! is an index bracket (`xs[i]`); after a space it opens a shape group
//! (`generate [n] f`).

use crate::diag::{DiagKind, Diagnostic};
use crate::span::Span;
use crate::types::Prim;

#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    Ident(String),
    /// An integer literal with its optional type suffix (`1i32`).
    Int(u64, Option<Prim>),
    /// A float literal with its optional type suffix (`2.5f32`).
    Float(f64, Option<Prim>),
    Kw(Kw),
    Sym(Sym),
    /// `[` directly after a name, `)` or `]`: indexing.
    IndexOpen,
    Eof,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kw {
    Def,
    Let,
    In,
    If,
    Then,
    Else,
    Loop,
    While,
    For,
    Do,
    True,
    False,
    Ignore,
}

const KEYWORDS: &[(&str, Kw)] = &[
    ("def", Kw::Def),
    ("let", Kw::Let),
    ("in", Kw::In),
    ("if", Kw::If),
    ("then", Kw::Then),
    ("else", Kw::Else),
    ("loop", Kw::Loop),
    ("while", Kw::While),
    ("for", Kw::For),
    ("do", Kw::Do),
    ("true", Kw::True),
    ("false", Kw::False),
    ("ignore", Kw::Ignore),
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sym {
    LParen,
    RParen,
    LBracket,
    RBracket,
    Comma,
    Colon,
    Eq,
    Arrow,
    Backslash,
    Dot,
    Plus,
    Minus,
    Star,
    Slash,
    Percent,
    EqEq,
    NotEq,
    Lt,
    Le,
    Gt,
    Ge,
    AndAnd,
    OrOr,
    Bang,
    Amp,
    Pipe,
    Caret,
    Shl,
    Shr,
    Question,
}

/// Symbols, longest first so that `<=` wins over `<`.
const SYMBOLS: &[(&str, Sym)] = &[
    ("->", Sym::Arrow),
    ("==", Sym::EqEq),
    ("!=", Sym::NotEq),
    ("<=", Sym::Le),
    (">=", Sym::Ge),
    ("&&", Sym::AndAnd),
    ("||", Sym::OrOr),
    ("<<", Sym::Shl),
    (">>", Sym::Shr),
    ("(", Sym::LParen),
    (")", Sym::RParen),
    ("[", Sym::LBracket),
    ("]", Sym::RBracket),
    (",", Sym::Comma),
    (":", Sym::Colon),
    ("=", Sym::Eq),
    ("\\", Sym::Backslash),
    (".", Sym::Dot),
    ("+", Sym::Plus),
    ("-", Sym::Minus),
    ("*", Sym::Star),
    ("/", Sym::Slash),
    ("%", Sym::Percent),
    ("<", Sym::Lt),
    (">", Sym::Gt),
    ("!", Sym::Bang),
    ("&", Sym::Amp),
    ("|", Sym::Pipe),
    ("^", Sym::Caret),
    ("?", Sym::Question),
];

impl Sym {
    pub fn text(self) -> &'static str {
        SYMBOLS
            .iter()
            .find(|(_, s)| *s == self)
            .map_or("?", |(t, _)| t)
    }
}

impl Kw {
    pub fn text(self) -> &'static str {
        KEYWORDS
            .iter()
            .find(|(_, k)| *k == self)
            .map_or("?", |(t, _)| t)
    }
}

impl std::fmt::Display for Tok {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Tok::Ident(s) => write!(f, "name `{s}`"),
            Tok::Int(v, _) => write!(f, "number `{v}`"),
            Tok::Float(v, _) => write!(f, "number `{v}`"),
            Tok::Kw(k) => write!(f, "keyword `{}`", k.text()),
            Tok::Sym(s) => write!(f, "`{}`", s.text()),
            Tok::IndexOpen => write!(f, "`[`"),
            Tok::Eof => write!(f, "end of file"),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    pub tok: Tok,
    pub span: Span,
}

/// Splits `text` into tokens, ending with [`Tok::Eof`].
pub fn lex(text: &str) -> Result<Vec<Token>, Diagnostic> {
    let bytes = text.as_bytes();
    let mut toks: Vec<Token> = Vec::new();
    let mut i = 0;
    // After a projection dot, digits are a field number, never a float (`p.0.1`).
    let mut after_dot = false;
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if text[i..].starts_with("--") {
            while i < bytes.len() && bytes[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        let start = i;
        let tok = if c.is_ascii_alphabetic() || c == b'_' {
            while i < bytes.len()
                && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_' || bytes[i] == b'\'')
            {
                i += 1;
            }
            let word = &text[start..i];
            match KEYWORDS.iter().find(|(k, _)| *k == word) {
                Some((_, kw)) => Tok::Kw(*kw),
                None => Tok::Ident(word.to_string()),
            }
        } else if c.is_ascii_digit() {
            let (tok, end) = lex_number(text, start, after_dot)?;
            i = end;
            tok
        } else if c == b'['
            && start > 0
            && matches!(toks.last(), Some(Token { tok: Tok::Ident(_) | Tok::Sym(Sym::RParen | Sym::RBracket), span }) if span.end as usize == start)
        {
            i += 1;
            Tok::IndexOpen
        } else if let Some((s, sym)) = SYMBOLS.iter().find(|(s, _)| text[i..].starts_with(s)) {
            i += s.len();
            Tok::Sym(*sym)
        } else {
            let ch = text[i..].chars().next().unwrap_or('?');
            return Err(Diagnostic::new(
                DiagKind::Lexical,
                Span::new(i, i + ch.len_utf8()),
                format!("unexpected character {ch:?}"),
            ));
        };
        after_dot = tok == Tok::Sym(Sym::Dot);
        toks.push(Token {
            tok,
            span: Span::new(start, i),
        });
    }
    toks.push(Token {
        tok: Tok::Eof,
        span: Span::new(text.len(), text.len()),
    });
    Ok(toks)
}

fn lex_number(text: &str, start: usize, field: bool) -> Result<(Tok, usize), Diagnostic> {
    let bytes = text.as_bytes();
    let digits = |mut i: usize| {
        while i < bytes.len() && (bytes[i].is_ascii_digit() || bytes[i] == b'_') {
            i += 1;
        }
        i
    };
    let mut i = digits(start);
    let mut is_float = false;
    if !field && i + 1 < bytes.len() && bytes[i] == b'.' && bytes[i + 1].is_ascii_digit() {
        is_float = true;
        i = digits(i + 1);
    }
    if !field && i < bytes.len() && (bytes[i] == b'e' || bytes[i] == b'E') {
        let mut j = i + 1;
        if j < bytes.len() && (bytes[j] == b'+' || bytes[j] == b'-') {
            j += 1;
        }
        if j < bytes.len() && bytes[j].is_ascii_digit() {
            is_float = true;
            i = digits(j);
        }
    }
    let body: String = text[start..i].chars().filter(|&c| c != '_').collect();
    // A suffix: i32, i64, f32, f64 glued to the number.
    let mut suffix = None;
    let mut end = i;
    while end < bytes.len() && bytes[end].is_ascii_alphanumeric() {
        end += 1;
    }
    if end > i {
        let s = &text[i..end];
        match Prim::from_name(s) {
            Some(p) if p != Prim::Bool => suffix = Some(p),
            _ => {
                return Err(Diagnostic::new(
                    DiagKind::Lexical,
                    Span::new(i, end),
                    format!("unknown number suffix `{s}` (expected i32, i64, f32 or f64)"),
                ))
            }
        }
    }
    let span = Span::new(start, end);
    let tok = if is_float || suffix.is_some_and(Prim::is_float) {
        if suffix.is_some_and(Prim::is_int) {
            return Err(Diagnostic::new(
                DiagKind::Lexical,
                span,
                "a number with a fraction or exponent cannot have an integer suffix",
            ));
        }
        let v: f64 = body.parse().map_err(|_| {
            Diagnostic::new(
                DiagKind::Lexical,
                span,
                format!("malformed number `{body}`"),
            )
        })?;
        Tok::Float(v, suffix)
    } else {
        let v: u64 = body.parse().map_err(|_| {
            Diagnostic::new(
                DiagKind::Lexical,
                span,
                format!("integer literal `{body}` is too large"),
            )
        })?;
        Tok::Int(v, suffix)
    };
    Ok((tok, end))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<Tok> {
        lex(s).unwrap().into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn index_bracket_needs_no_space() {
        assert_eq!(
            toks("xs[i] f [n]"),
            vec![
                Tok::Ident("xs".into()),
                Tok::IndexOpen,
                Tok::Ident("i".into()),
                Tok::Sym(Sym::RBracket),
                Tok::Ident("f".into()),
                Tok::Sym(Sym::LBracket),
                Tok::Ident("n".into()),
                Tok::Sym(Sym::RBracket),
                Tok::Eof
            ]
        );
    }

    #[test]
    fn numbers_fields_and_comments() {
        assert_eq!(
            toks("p.0.1 2.5f32 1i32 3e2 -- note"),
            vec![
                Tok::Ident("p".into()),
                Tok::Sym(Sym::Dot),
                Tok::Int(0, None),
                Tok::Sym(Sym::Dot),
                Tok::Int(1, None),
                Tok::Float(2.5, Some(Prim::F32)),
                Tok::Int(1, Some(Prim::I32)),
                Tok::Float(300.0, None),
                Tok::Eof
            ]
        );
    }

    #[test]
    fn bad_characters_and_suffixes_are_located() {
        let e = lex("let x = 1 @ 2").unwrap_err();
        assert_eq!(e.span, Span::new(10, 11));
        let e = lex("1u8").unwrap_err();
        assert!(e.message.contains("suffix"), "{}", e.message);
        let e = lex("99999999999999999999999").unwrap_err();
        assert!(e.message.contains("too large"));
    }
}
