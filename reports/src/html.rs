//! A [`Doc`] as one self-contained HTML page: the style sheet inline, plots
//! and cluster graphs as inline SVG, nothing loaded from the network.

use crate::doc::{self, Doc, Format, Graph, Plot, Table, Text};
use std::fmt::Write;

const STYLE: &str = "
body { font-family: 'DejaVu Sans', Helvetica, Arial, sans-serif; margin: 2em auto; max-width: 1400px; padding: 0 1em; color: #222; }
h1, h2, h3 { color: #123; }
h2 { border-bottom: 1px solid #ccc; padding-bottom: 0.2em; margin-top: 2em; }
table { border-collapse: collapse; margin: 0.8em 0; font-size: 0.88em; }
th, td { border: 1px solid #ccc; padding: 0.25em 0.5em; vertical-align: top; }
th { background: #eef2f7; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
tr.bad td { background: #fde2e2; }
.bad { color: #b00020; font-weight: bold; }
.alert { border: 2px solid #b00020; background: #fde2e2; color: #b00020; padding: 0.6em 1em; font-weight: bold; }
code { background: #f3f3f3; padding: 0 0.2em; white-space: nowrap; }
td code { white-space: normal; overflow-wrap: anywhere; }
td { overflow-wrap: anywhere; }
pre { background: #f6f6f6; padding: 0.6em; overflow-x: auto; font-size: 0.85em; }
figure { display: inline-block; margin: 0.5em 1em 0.5em 0; vertical-align: top; max-width: 100%; }
figure svg { max-width: 100%; height: auto; }
figure.cluster-graph { border: 1px solid #ddd; padding: 0.4em; }
figcaption { font-size: 0.85em; color: #555; }
";

pub fn render_html(doc: &Doc) -> String {
    doc::render(doc, &mut Html { graphs: 0 })
}

/// The HTML format; it numbers the cluster graphs to keep their ids apart.
struct Html {
    graphs: usize,
}

impl Format for Html {
    const SEPARATOR: &'static str = "";
    const END: &'static str = "</body>\n</html>\n";

    fn begin(&mut self, title: &str) -> String {
        format!(
            "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<h1>{}</h1>\n",
            escape(title),
            escape(title)
        )
    }

    fn heading(&mut self, s: &mut String, level: u8, text: &str, anchor: &str) {
        let l = level.clamp(1, 6);
        let _ = writeln!(s, "<h{l} id=\"{anchor}\">{}</h{l}>", escape(text));
    }

    fn para(&mut self, s: &mut String, t: &Text) {
        let _ = writeln!(s, "<p>{}</p>", inline(t));
    }

    fn alert(&mut self, s: &mut String, t: &Text) {
        let _ = writeln!(s, "<p class=\"alert\">⚠ {}</p>", inline(t));
    }

    fn list(&mut self, s: &mut String, items: &[Text]) {
        s.push_str("<ul>\n");
        for t in items {
            let _ = writeln!(s, "<li>{}</li>", inline(t));
        }
        s.push_str("</ul>\n");
    }

    fn table(&mut self, s: &mut String, t: &Table) {
        let _ = write!(s, "<table class=\"{}\">\n<thead><tr>", escape(&t.class));
        for h in &t.headers {
            let _ = write!(s, "<th>{}</th>", escape(h));
        }
        s.push_str("</tr></thead>\n<tbody>\n");
        for row in &t.rows {
            s.push_str(if row.bad {
                "<tr class=\"bad\">"
            } else {
                "<tr>"
            });
            for (i, c) in row.cells.iter().enumerate() {
                let num = t.right.get(i).copied().unwrap_or(false);
                let class = if num { " class=\"num\"" } else { "" };
                let _ = write!(s, "<td{class}>{}</td>", inline(c));
            }
            s.push_str("</tr>\n");
        }
        s.push_str("</tbody>\n</table>\n");
    }

    fn plot(&mut self, s: &mut String, p: &Plot) {
        let _ = writeln!(
            s,
            "<figure class=\"plot\">{}<figcaption>{}</figcaption></figure>",
            p.svg,
            escape(&p.title)
        );
    }

    fn graph(&mut self, s: &mut String, g: &Graph) {
        self.graphs += 1;
        let body = match &g.svg {
            Some(svg) => inline_svg(svg, &format!("g{}-", self.graphs)),
            None => format!("<pre class=\"dot\">{}</pre>", escape(&g.dot)),
        };
        let _ = writeln!(
            s,
            "<figure class=\"cluster-graph\">{body}<figcaption>{}</figcaption></figure>",
            escape(&g.caption)
        );
    }

    fn code_block(&mut self, s: &mut String, c: &str) {
        let _ = writeln!(s, "<pre>{}</pre>", escape(c));
    }

    fn plain(&self, s: &mut String, x: &str) {
        s.push_str(&escape(x));
    }

    fn strong(&self, s: &mut String, x: &str) {
        let _ = write!(s, "<strong>{}</strong>", escape(x));
    }

    fn code(&self, s: &mut String, x: &str) {
        let _ = write!(s, "<code>{}</code>", escape(x));
    }

    fn bad(&self, s: &mut String, x: &str) {
        let _ = write!(s, "<span class=\"bad\">⚠ {}</span>", escape(x));
    }

    fn link(&self, s: &mut String, text: &str, anchor: &str) {
        let _ = write!(s, "<a href=\"#{anchor}\">{}</a>", escape(text));
    }
}

fn inline(t: &Text) -> String {
    doc::inline(&Html { graphs: 0 }, t)
}

/// An SVG document as an element to inline: without the XML declaration,
/// doctype and comments that Graphviz writes before it, its ids prefixed
/// with `prefix` so that several graphs on one page keep distinct ids.
pub fn inline_svg(svg: &str, prefix: &str) -> String {
    let start = svg.find("<svg").unwrap_or(0);
    let mut body = svg[start..].to_string();
    let mut out = String::with_capacity(body.len());
    while let Some(i) = body.find("<!--") {
        out.push_str(&body[..i]);
        match body[i..].find("-->") {
            Some(j) => body = body[i + j + 3..].to_string(),
            None => {
                body.clear();
            }
        }
    }
    out.push_str(&body);
    out.replace(" id=\"", &format!(" id=\"{prefix}"))
        .trim_end()
        .to_string()
}

/// Escapes text for HTML content and attribute values.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for ch in s.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(ch),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_has_no_external_resources_and_marks_bad_rows() {
        let h = render_html(&crate::doc::tests::sample());
        assert!(h.starts_with("<!DOCTYPE html>"));
        assert!(h.contains("<title>a &lt;run&gt;</title>"));
        assert!(h.contains("<h2 id=\"normalise2-expanded\">normalise2_expanded &amp; co</h2>"));
        assert!(h.contains("<p class=\"alert\">⚠ 1 mismatch</p>"));
        assert!(
            h.contains(
                "<tr><td>none</td><td><code>5n + 2</code></td><td class=\"num\">10</td></tr>"
            ),
            "{h}"
        );
        assert!(h.contains("<tr class=\"bad\"><td>ilp</td><td><code>a|b&lt;2</code></td><td class=\"num\"><span class=\"bad\">⚠ MISMATCH</span></td></tr>"), "{h}");
        assert!(h.contains("<figure class=\"plot\"><svg width=\"10\"></svg>"));
        assert!(
            h.contains("<pre class=\"dot\">digraph { a -&gt; b }\n</pre>"),
            "{h}"
        );
        assert!(!h.contains("src=") && !h.contains("<link") && !h.contains("<script"));
    }

    #[test]
    fn graphviz_svg_is_inlined_with_its_ids_prefixed() {
        let svg = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg PUBLIC \"x\" \"y\">\n<!-- Generated -->\n<svg width=\"8pt\">\n<g id=\"graph0\"><!-- n0 --><g id=\"node1\"/></g>\n</svg>\n";
        assert_eq!(
            inline_svg(svg, "g1-"),
            "<svg width=\"8pt\">\n<g id=\"g1-graph0\"><g id=\"g1-node1\"/></g>\n</svg>"
        );
    }
}
