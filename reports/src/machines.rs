//! The machines an experiment's times come from, and the rule that keeps
//! them apart.
//!
//! A cell records where it ran ([`CellMachine`]: host and processor); the
//! cells of one `metrics.json` may come from several machines (merged
//! shards of a cluster run, a run resumed elsewhere). A time is compared
//! with another (a ratio, a rank, "within noise", the fastest of several)
//! only when both cells ran on the same machine ([`same_machine`]); cells
//! that did not are grouped per machine and compared within each group.
//! A cell without a record of its machine (metrics written before cells
//! recorded theirs) counts as the run's own machine: the same as every
//! other cell without one.

use crate::doc::{code, text, Table};
use crate::experiment::{Cell, CellMachine, Experiment};

/// Whether two cells' times may stand in one ratio: they ran on the same
/// machine.
pub fn same_machine(a: &Cell, b: &Cell) -> bool {
    a.machine == b.machine
}

/// Whether every cell of `cells` ran on one machine (true for none).
pub fn one_machine<'a>(cells: impl IntoIterator<Item = &'a Cell>) -> bool {
    let mut cells = cells.into_iter();
    match cells.next() {
        Some(first) => cells.all(|c| same_machine(first, c)),
        None => true,
    }
}

/// The machines of an experiment's timed cells (those with run times),
/// in the order the cells are recorded, each with a short name (`M1`,
/// `M2`, ..) that tables use where there are several.
pub struct Machines {
    list: Vec<(Option<CellMachine>, usize)>,
}

impl Machines {
    pub fn of(e: &Experiment) -> Machines {
        let mut list: Vec<(Option<CellMachine>, usize)> = Vec::new();
        for c in e.cells.iter().filter(|c| c.run_ms.is_some()) {
            match list.iter_mut().find(|(seen, _)| *seen == c.machine) {
                Some((_, n)) => *n += 1,
                None => list.push((c.machine.clone(), 1)),
            }
        }
        Machines { list }
    }

    /// Whether the timed cells come from more than one machine (then
    /// tables name each cell's machine).
    pub fn several(&self) -> bool {
        self.list.len() > 1
    }

    /// How many machines.
    pub fn count(&self) -> usize {
        self.list.len()
    }

    /// `M2`: the short name of the machine `cell` ran on.
    pub fn name(&self, cell: &Cell) -> String {
        match self.list.iter().position(|(seen, _)| *seen == cell.machine) {
            Some(i) => format!("M{}", i + 1),
            None => "M?".into(),
        }
    }

    /// The table of machines: short name, host, processor (and GPU, where
    /// one recorded a GPU) and how many timed cells ran there.
    pub fn table(&self, e: &Experiment) -> Table {
        let gpus = (self.list.iter()).any(|(m, _)| m.as_ref().is_some_and(|m| m.gpu.is_some()));
        let mut headers = vec!["machine", "host", "processor"];
        if gpus {
            headers.push("GPU");
        }
        headers.push("timed cells");
        let mut t = Table::new("machines", &headers);
        t.right[headers.len() - 1] = true;
        let shown = |v: Option<String>| text(v.unwrap_or_else(|| "not recorded".into()));
        for (i, (m, n)) in self.list.iter().enumerate() {
            let m = m.as_ref();
            let cpu = m
                .and_then(|m| m.cpu.clone())
                .or_else(|| e.machine.cpu.clone());
            let mut row = vec![
                code(format!("M{}", i + 1)),
                shown(m.and_then(|m| m.host.clone())),
                shown(cpu),
            ];
            if gpus {
                let gpu = m.and_then(|m| m.gpu.clone());
                row.push(text(gpu.unwrap_or_else(|| "none".into())));
            }
            row.push(text(n.to_string()));
            t.row(row, false);
        }
        t
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::experiment::tests::{cell, experiment_of};

    /// `c`, recorded as run on host `host`.
    pub fn on(mut c: Cell, host: &str) -> Cell {
        c.machine = Some(CellMachine {
            host: Some(host.into()),
            cpu: Some(format!("cpu of {host}")),
            gpu: None,
        });
        c
    }

    #[test]
    fn cells_compare_only_on_one_machine() {
        let a = on(cell("p", "none", "cpu", 10, 100, 1.0), "a");
        let b = on(cell("p", "ilp", "cpu", 10, 100, 1.0), "b");
        let a2 = on(cell("p", "ilp", "cpu", 10, 100, 2.0), "a");
        assert!(same_machine(&a, &a2));
        assert!(!same_machine(&a, &b));
        assert!(one_machine([&a, &a2]));
        assert!(!one_machine([&a, &a2, &b]));
        let (mut x, mut y) = (a.clone(), b.clone());
        x.machine = None;
        y.machine = None;
        assert!(
            same_machine(&x, &y),
            "cells without a record: the run's machine"
        );
        assert!(!same_machine(&x, &a));
    }

    #[test]
    fn machines_are_named_in_the_order_their_cells_are_recorded() {
        let e = experiment_of(vec![
            on(cell("p", "none", "cpu", 10, 100, 1.0), "b"),
            on(cell("p", "ilp", "cpu", 10, 100, 1.0), "a"),
            on(cell("p", "greedy", "cpu", 10, 100, 1.0), "b"),
        ]);
        let m = Machines::of(&e);
        assert!(m.several());
        assert_eq!(m.name(&e.cells[0]), "M1");
        assert_eq!(m.name(&e.cells[1]), "M2");
        assert_eq!(m.name(&e.cells[2]), "M1");
        let md = crate::markdown::render_markdown(&{
            let mut d = crate::doc::Doc::new("t");
            d.push(crate::doc::Block::Table(m.table(&e)));
            d
        });
        assert!(md.contains("| `M1` | b | cpu of b | 2 |"), "{md}");
        let mut with_gpu = e.clone();
        let m2 = with_gpu.cells[1].machine.as_mut().unwrap();
        m2.gpu = Some("NVIDIA H200 (sm_90)".into());
        let md = crate::markdown::render_markdown(&{
            let mut d = crate::doc::Doc::new("t");
            let table = Machines::of(&with_gpu).table(&with_gpu);
            d.push(crate::doc::Block::Table(table));
            d
        });
        assert!(md.contains("| `M1` | b | cpu of b | none | 2 |"), "{md}");
        assert!(md.contains("| `M2` | a | cpu of a | NVIDIA H200"), "{md}");
        let one = experiment_of(vec![cell("p", "none", "cpu", 10, 100, 1.0)]);
        assert!(!Machines::of(&one).several());
    }
}
