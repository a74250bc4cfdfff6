//! Text tables with aligned columns, for the commands' `--format text`.

/// A text table whose columns are aligned: cells separated by two spaces,
/// left-aligned unless [`Table::align_right`] says otherwise.
pub struct Table {
    headers: Vec<String>,
    right: Vec<bool>,
    rows: Vec<Vec<String>>,
}

impl Table {
    pub fn new(headers: &[&str]) -> Table {
        Table {
            headers: headers.iter().map(|h| h.to_string()).collect(),
            right: vec![false; headers.len()],
            rows: Vec::new(),
        }
    }

    pub fn add_column(&mut self, header: &str, right: bool) {
        self.headers.push(header.to_string());
        self.right.push(right);
    }

    pub fn align_right(&mut self, col: usize) {
        self.right[col] = true;
    }

    /// Adds a row; missing cells are empty.
    pub fn row(&mut self, mut cells: Vec<String>) {
        cells.resize(self.headers.len(), String::new());
        self.rows.push(cells);
    }

    /// The header and the rows, each line starting with `indent`.
    pub fn render(&self, indent: &str) -> String {
        let lines: Vec<&Vec<String>> = std::iter::once(&self.headers).chain(&self.rows).collect();
        let widths: Vec<usize> = (0..self.headers.len())
            .map(|c| {
                lines
                    .iter()
                    .map(|l| l[c].chars().count())
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        let mut out = String::new();
        for l in lines {
            let cells: Vec<String> = l
                .iter()
                .zip(&widths)
                .zip(&self.right)
                .map(|((cell, w), right)| {
                    if *right {
                        format!("{cell:>w$}")
                    } else {
                        format!("{cell:<w$}")
                    }
                })
                .collect();
            out.push_str(indent);
            out.push_str(cells.join("  ").trim_end());
            out.push('\n');
        }
        out
    }

    /// Like [`Table::render`], or one line `empty` when there are no rows.
    pub fn render_or(&self, indent: &str, empty: &str) -> String {
        if self.rows.is_empty() {
            format!("{indent}{empty}\n")
        } else {
            self.render(indent)
        }
    }
}
