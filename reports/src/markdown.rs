//! A [`Doc`] as Markdown (GitHub-flavoured tables): plots as PNG images and
//! cluster graphs as SVG images beside the report, or the DOT source in a
//! code block when Graphviz did not render them.

use crate::doc::{Block, Doc, Span, Table, Text};
use std::fmt::Write;

pub fn render(doc: &Doc) -> String {
    let mut s = format!("# {}\n", escape(&doc.title));
    for b in &doc.blocks {
        s.push('\n');
        match b {
            Block::Heading {
                level,
                text,
                anchor,
            } => {
                let hashes = "#".repeat(usize::from(*level).clamp(1, 6));
                let _ = writeln!(s, "<a id=\"{anchor}\"></a>\n{hashes} {}", escape(text));
            }
            Block::Para(t) => {
                let _ = writeln!(s, "{}", inline(t));
            }
            Block::Alert(t) => {
                let _ = writeln!(s, "> **⚠ {}**", inline(t));
            }
            Block::List(items) => {
                for t in items {
                    let _ = writeln!(s, "- {}", inline(t));
                }
            }
            Block::Table(t) => s.push_str(&table(t)),
            Block::Plot(p) => {
                let _ = writeln!(s, "![{}]({})", escape(&p.title), p.png_file);
            }
            Block::Graph(g) => {
                let _ = writeln!(s, "{}:\n", escape(&g.caption));
                if g.svg.is_some() {
                    let _ = writeln!(s, "![{}]({})", escape(&g.caption), g.file);
                } else {
                    let _ = writeln!(s, "```dot\n{}```", g.dot);
                }
            }
            Block::Code(c) => {
                let _ = writeln!(s, "```\n{}\n```", c.trim_end());
            }
        }
    }
    s
}

fn table(t: &Table) -> String {
    let mut s = String::new();
    let cells: Vec<String> = t.headers.iter().map(|h| escape(h)).collect();
    let _ = writeln!(s, "| {} |", cells.join(" | "));
    let rule: Vec<&str> = t
        .right
        .iter()
        .map(|r| if *r { "---:" } else { "---" })
        .collect();
    let _ = writeln!(s, "|{}|", rule.join("|"));
    for row in &t.rows {
        let mut cells: Vec<String> = row.cells.iter().map(inline).collect();
        if row.bad {
            if let Some(first) = cells.first_mut() {
                *first = format!("⚠ {first}");
            }
        }
        let _ = writeln!(s, "| {} |", cells.join(" | "));
    }
    s
}

/// Inline spans; `|` is escaped everywhere (the text may be in a table).
fn inline(t: &Text) -> String {
    let mut s = String::new();
    for span in t {
        match span {
            Span::Plain(x) => s.push_str(&escape(x)),
            Span::Strong(x) => {
                let _ = write!(s, "**{}**", escape(x));
            }
            Span::Code(x) => {
                let _ = write!(s, "`{}`", x.replace('`', "'").replace('|', "\\|"));
            }
            Span::Bad(x) => {
                let _ = write!(s, "**⚠ {}**", escape(x));
            }
            Span::Link { text, anchor } => {
                let _ = write!(s, "[{}](#{anchor})", escape(text));
            }
        }
    }
    s.replace('\n', " ")
}

/// Escapes the characters Markdown would take for markup.
fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for ch in s.chars() {
        if matches!(
            ch,
            '\\' | '*' | '_' | '`' | '[' | ']' | '<' | '>' | '|' | '#'
        ) {
            out.push('\\');
        }
        out.push(ch);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_render_as_markdown() {
        let md = render(&crate::doc::tests::sample());
        assert!(md.starts_with("# a \\<run\\>\n"), "{md}");
        assert!(
            md.contains("<a id=\"normalise2-expanded\"></a>\n## normalise2\\_expanded & co\n"),
            "{md}"
        );
        assert!(md.contains("**ilp** moves k\\*n"), "{md}");
        assert!(md.contains("> **⚠ 1 mismatch**"));
        assert!(
            md.contains("| strategy | reads | bytes |\n|---|---|---:|\n| none | `5n + 2` | 10 |\n| ⚠ ilp | `a\\|b<2` | **⚠ MISMATCH** |\n"),
            "{md}"
        );
        assert!(md.contains("![traffic](plots/t.png)"));
        assert!(
            md.contains("none:\n\n```dot\ndigraph { a -> b }\n```"),
            "{md}"
        );
    }
}
