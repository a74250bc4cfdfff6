//! Diagnostics for program text: a message, the span it is about, secondary
//! labels and notes, rendered as `file:line:col` plus the source line with a
//! caret (codespan-reporting).

use crate::span::{SourceFile, Span};
use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label};
use codespan_reporting::files::SimpleFile;
use codespan_reporting::term::{self, termcolor, Chars, Config};
use std::fmt;

/// What stage found the problem.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiagKind {
    /// Not valid UTF-8 / not text, or not a well-formed token.
    Lexical,
    /// Tokens in an order the grammar does not allow.
    Syntax,
    /// An unknown or duplicate name.
    Name,
    /// A type or size error.
    Type,
    /// An error found while running a program (reported by `interp`).
    Runtime,
}

impl DiagKind {
    pub fn code(self) -> &'static str {
        match self {
            DiagKind::Lexical => "lexical",
            DiagKind::Syntax => "syntax",
            DiagKind::Name => "name",
            DiagKind::Type => "type",
            DiagKind::Runtime => "run-time",
        }
    }
}

/// An error in program text, located by a span of the source file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct Diagnostic {
    pub kind: DiagKind,
    pub message: String,
    pub span: Span,
    /// Further spans worth showing, each with a short label.
    pub labels: Vec<(Span, String)>,
    pub notes: Vec<String>,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} error: {}", self.kind.code(), self.message)
    }
}

impl Diagnostic {
    pub fn new(kind: DiagKind, span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            kind,
            message: message.into(),
            span,
            labels: Vec::new(),
            notes: Vec::new(),
        }
    }

    pub fn with_label(mut self, span: Span, label: impl Into<String>) -> Diagnostic {
        self.labels.push((span, label.into()));
        self
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }

    /// `file:line:col: <kind> error: message`, then the source line with a
    /// caret under the span, secondary labels and notes.
    pub fn render(&self, file: &SourceFile) -> String {
        let files = SimpleFile::new(file.name.as_str(), file.text.as_str());
        let len = file.text.len();
        let clamp = |s: Span| {
            let r = s.range();
            r.start.min(len)..r.end.min(len)
        };
        let mut labels = vec![Label::primary((), clamp(self.span))];
        labels.extend(
            self.labels
                .iter()
                .map(|(s, l)| Label::secondary((), clamp(*s)).with_message(l.clone())),
        );
        // The header says the message once; codespan's own title line
        // (`error[type]: ...`) is left out below.
        let d = CsDiagnostic::error()
            .with_labels(labels)
            .with_notes(self.notes.clone());
        let config = Config {
            chars: Chars::ascii(),
            ..Config::default()
        };
        let mut buf = termcolor::Buffer::no_color();
        let header = format!("{}: {}", file.location(self.span), self);
        match term::emit(&mut buf, &config, &files, &d) {
            Ok(()) => {
                let block = String::from_utf8_lossy(buf.as_slice());
                let snippet = block.split_once('\n').map_or("", |(_, rest)| rest);
                format!("{header}\n{snippet}")
            }
            Err(_) => header,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn render_shows_location_line_and_caret() {
        let f = SourceFile::new(
            "p.fl",
            "def f (x: [n]i64) : [n]i64 =\n  map (\\v -> v + tru) x\n",
        );
        let at = f.text.find("tru").unwrap();
        let d = Diagnostic::new(DiagKind::Name, Span::new(at, at + 3), "unknown name `tru`");
        let out = d.render(&f);
        assert!(
            out.starts_with("p.fl:2:18: name error: unknown name `tru`"),
            "{out}"
        );
        assert!(out.contains("map (\\v -> v + tru) x"), "{out}");
        assert!(out.contains("^^^"), "{out}");
        assert_eq!(
            out.matches("unknown name").count(),
            1,
            "the message is said once: {out}"
        );
    }
}
