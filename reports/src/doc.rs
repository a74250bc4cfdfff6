//! A report as a document: headings, paragraphs, tables, plots and cluster
//! graphs. The same document is rendered to Markdown ([`crate::markdown`])
//! and to a self-contained HTML page ([`crate::html`]), so the two reports
//! never say different things.

/// A whole report.
#[derive(Clone, Debug, Default)]
pub struct Doc {
    pub title: String,
    pub blocks: Vec<Block>,
}

/// Inline text: a run of spans.
pub type Text = Vec<Span>;

#[derive(Clone, Debug, PartialEq)]
pub enum Span {
    Plain(String),
    Strong(String),
    /// Code or a formula (`5n + 2`).
    Code(String),
    /// Something wrong (a mismatch, an error): red in HTML, marked in
    /// Markdown.
    Bad(String),
    /// A link to a heading of the same document.
    Link {
        text: String,
        anchor: String,
    },
}

#[derive(Clone, Debug)]
pub enum Block {
    Heading {
        level: u8,
        text: String,
        anchor: String,
    },
    Para(Text),
    /// A paragraph that must not be missed (mismatches).
    Alert(Text),
    List(Vec<Text>),
    Table(Table),
    Plot(Plot),
    Graph(Graph),
    /// Preformatted text.
    Code(String),
}

/// A table; `right` says which columns are right-aligned.
#[derive(Clone, Debug, Default)]
pub struct Table {
    /// The HTML class (`strategies`, `fig12`, ...).
    pub class: String,
    pub headers: Vec<String>,
    pub right: Vec<bool>,
    pub rows: Vec<Row>,
}

#[derive(Clone, Debug, Default)]
pub struct Row {
    pub cells: Vec<Text>,
    /// The row reports a mismatch or an error.
    pub bad: bool,
}

/// A chart: inline SVG in HTML, a PNG file in Markdown.
#[derive(Clone, Debug)]
pub struct Plot {
    pub title: String,
    pub svg: String,
    /// The PNG's path relative to the report.
    pub png_file: String,
}

/// A cluster graph: Graphviz's SVG when `dot` ran, else the DOT source.
#[derive(Clone, Debug)]
pub struct Graph {
    pub caption: String,
    pub dot: String,
    pub svg: Option<String>,
    /// The SVG (or DOT) file's path relative to the report.
    pub file: String,
}

impl Doc {
    pub fn new(title: impl Into<String>) -> Doc {
        Doc {
            title: title.into(),
            blocks: Vec::new(),
        }
    }

    /// Adds a heading; its anchor is made from `anchor`.
    pub fn heading(&mut self, level: u8, text: impl Into<String>, anchor: &str) {
        self.blocks.push(Block::Heading {
            level,
            text: text.into(),
            anchor: anchor_of(anchor),
        });
    }

    pub fn para(&mut self, text: Text) {
        self.blocks.push(Block::Para(text));
    }

    pub fn push(&mut self, b: Block) {
        self.blocks.push(b);
    }
}

impl Table {
    /// A table with these headers, all left-aligned.
    pub fn new(class: &str, headers: &[&str]) -> Table {
        Table {
            class: class.into(),
            headers: headers.iter().map(|h| h.to_string()).collect(),
            right: vec![false; headers.len()],
            rows: Vec::new(),
        }
    }

    /// Right-aligns the columns from `from` on.
    pub fn right_from(mut self, from: usize) -> Table {
        for r in self.right.iter_mut().skip(from) {
            *r = true;
        }
        self
    }

    pub fn row(&mut self, cells: Vec<Text>, bad: bool) {
        self.rows.push(Row { cells, bad });
    }
}

/// Plain text.
pub fn plain(s: impl Into<String>) -> Span {
    Span::Plain(s.into())
}

/// One plain span as text.
pub fn text(s: impl Into<String>) -> Text {
    vec![plain(s)]
}

/// One code span as text (empty text for an empty string).
pub fn code(s: impl Into<String>) -> Text {
    let s = s.into();
    if s.is_empty() {
        Vec::new()
    } else {
        vec![Span::Code(s)]
    }
}

/// An anchor: lower-case letters, digits and `-`.
pub fn anchor_of(s: &str) -> String {
    let mut out = String::new();
    for ch in s.chars() {
        if ch.is_ascii_alphanumeric() {
            out.push(ch.to_ascii_lowercase());
        } else if !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_matches('-').to_string()
}

/// How one output format writes each kind of block and inline span.
/// [`render`] walks a document through it and [`inline`] a run of spans, so
/// that every format renders the same parts in the same order.
pub trait Format {
    /// What precedes each block.
    const SEPARATOR: &'static str;
    /// The page after the last block.
    const END: &'static str;
    /// The page before the first block.
    fn begin(&mut self, title: &str) -> String;
    fn heading(&mut self, out: &mut String, level: u8, text: &str, anchor: &str);
    fn para(&mut self, out: &mut String, t: &Text);
    fn alert(&mut self, out: &mut String, t: &Text);
    fn list(&mut self, out: &mut String, items: &[Text]);
    fn table(&mut self, out: &mut String, t: &Table);
    fn plot(&mut self, out: &mut String, p: &Plot);
    fn graph(&mut self, out: &mut String, g: &Graph);
    fn code_block(&mut self, out: &mut String, c: &str);
    fn plain(&self, out: &mut String, x: &str);
    fn strong(&self, out: &mut String, x: &str);
    fn code(&self, out: &mut String, x: &str);
    fn bad(&self, out: &mut String, x: &str);
    fn link(&self, out: &mut String, text: &str, anchor: &str);
}

/// The whole document in format `f`.
pub fn render<F: Format>(doc: &Doc, f: &mut F) -> String {
    let mut s = f.begin(&doc.title);
    for b in &doc.blocks {
        s.push_str(F::SEPARATOR);
        match b {
            Block::Heading {
                level,
                text,
                anchor,
            } => f.heading(&mut s, *level, text, anchor),
            Block::Para(t) => f.para(&mut s, t),
            Block::Alert(t) => f.alert(&mut s, t),
            Block::List(items) => f.list(&mut s, items),
            Block::Table(t) => f.table(&mut s, t),
            Block::Plot(p) => f.plot(&mut s, p),
            Block::Graph(g) => f.graph(&mut s, g),
            Block::Code(c) => f.code_block(&mut s, c),
        }
    }
    s.push_str(F::END);
    s
}

/// A run of spans in format `f`.
pub fn inline(f: &impl Format, t: &Text) -> String {
    let mut s = String::new();
    for span in t {
        match span {
            Span::Plain(x) => f.plain(&mut s, x),
            Span::Strong(x) => f.strong(&mut s, x),
            Span::Code(x) => f.code(&mut s, x),
            Span::Bad(x) => f.bad(&mut s, x),
            Span::Link { text, anchor } => f.link(&mut s, text, anchor),
        }
    }
    s
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A document with one block of each kind, for the renderers' tests.
    pub fn sample() -> Doc {
        let mut d = Doc::new("a <run>");
        d.heading(2, "normalise2_expanded & co", "normalise2_expanded");
        d.para(vec![Span::Strong("ilp".into()), plain(" moves k*n")]);
        d.push(Block::Alert(text("1 mismatch")));
        let mut t = Table::new("strategies", &["strategy", "reads", "bytes"]).right_from(2);
        t.row(vec![text("none"), code("5n + 2"), text("10")], false);
        t.row(
            vec![
                text("ilp"),
                code("a|b<2"),
                vec![Span::Bad("MISMATCH".into())],
            ],
            true,
        );
        d.push(Block::Table(t));
        d.push(Block::Plot(Plot {
            title: "traffic".into(),
            svg: "<svg width=\"10\"></svg>".into(),
            png_file: "plots/t.png".into(),
        }));
        d.push(Block::Graph(Graph {
            caption: "none".into(),
            dot: "digraph { a -> b }\n".into(),
            svg: None,
            file: "graphs/g.dot".into(),
        }));
        d
    }

    #[test]
    fn anchors_are_safe_in_urls_and_ids() {
        assert_eq!(anchor_of("normalise2_expanded"), "normalise2-expanded");
        assert_eq!(anchor_of("Fig. 12 (van Balen)"), "fig-12-van-balen");
    }

    #[test]
    fn tables_align_from_a_column() {
        let t = Table::new("x", &["a", "b", "c"]).right_from(1);
        assert_eq!(t.right, [false, true, true]);
        assert!(code("").is_empty());
    }
}
