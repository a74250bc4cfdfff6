//! A [`Doc`] as Markdown (GitHub-flavoured tables): plots as PNG images and
//! cluster graphs as SVG images beside the report, or the DOT source in a
//! code block when Graphviz did not render them.

use crate::doc::{self, Doc, Format, Graph, Plot, Table, Text};
use std::fmt::Write;

pub fn render_markdown(doc: &Doc) -> String {
    doc::render(doc, &mut Markdown)
}

struct Markdown;

impl Format for Markdown {
    const SEPARATOR: &'static str = "\n";
    const END: &'static str = "";

    fn begin(&mut self, title: &str) -> String {
        format!("# {}\n", escape(title))
    }

    fn heading(&mut self, s: &mut String, level: u8, text: &str, anchor: &str) {
        let hashes = "#".repeat(usize::from(level).clamp(1, 6));
        let _ = writeln!(s, "<a id=\"{anchor}\"></a>\n{hashes} {}", escape(text));
    }

    fn para(&mut self, s: &mut String, t: &Text) {
        let _ = writeln!(s, "{}", inline(t));
    }

    fn alert(&mut self, s: &mut String, t: &Text) {
        let _ = writeln!(s, "> **⚠ {}**", inline(t));
    }

    fn list(&mut self, s: &mut String, items: &[Text]) {
        for t in items {
            let _ = writeln!(s, "- {}", inline(t));
        }
    }

    fn table(&mut self, s: &mut String, t: &Table) {
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
    }

    fn plot(&mut self, s: &mut String, p: &Plot) {
        let _ = writeln!(s, "![{}]({})", escape(&p.title), p.png_file);
    }

    fn graph(&mut self, s: &mut String, g: &Graph) {
        let _ = writeln!(s, "{}:\n", escape(&g.caption));
        if g.svg.is_some() {
            let _ = writeln!(s, "![{}]({})", escape(&g.caption), g.file);
        } else {
            let _ = writeln!(s, "```dot\n{}```", g.dot);
        }
    }

    fn code_block(&mut self, s: &mut String, c: &str) {
        let _ = writeln!(s, "```\n{}\n```", c.trim_end());
    }

    fn plain(&self, s: &mut String, x: &str) {
        s.push_str(&escape(x));
    }

    fn strong(&self, s: &mut String, x: &str) {
        let _ = write!(s, "**{}**", escape(x));
    }

    fn code(&self, s: &mut String, x: &str) {
        let _ = write!(s, "`{}`", x.replace('`', "'").replace('|', "\\|"));
    }

    fn bad(&self, s: &mut String, x: &str) {
        let _ = write!(s, "**⚠ {}**", escape(x));
    }

    fn link(&self, s: &mut String, text: &str, anchor: &str) {
        let _ = write!(s, "[{}](#{anchor})", escape(text));
    }
}

/// Inline spans; `|` is escaped everywhere (the text may be in a table).
fn inline(t: &Text) -> String {
    doc::inline(&Markdown, t).replace('\n', " ")
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
        let md = render_markdown(&crate::doc::tests::sample());
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
