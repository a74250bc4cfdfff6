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
pub struct Machines<'e> {
    list: Vec<(Option<&'e CellMachine>, usize)>,
}

impl<'e> Machines<'e> {
    pub fn of(e: &'e Experiment) -> Machines<'e> {
        let mut list: Vec<(Option<&CellMachine>, usize)> = Vec::new();
        for c in e.cells.iter().filter(|c| c.run_ms.is_some()) {
            let m = c.machine.as_ref();
            match list.iter_mut().find(|(seen, _)| *seen == m) {
                Some((_, n)) => *n += 1,
                None => list.push((m, 1)),
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
        let m = cell.machine.as_ref();
        match self.list.iter().position(|(seen, _)| *seen == m) {
            Some(i) => format!("M{}", i + 1),
            None => "M?".into(),
        }
    }

    /// The table of machines: short name, host, processor and how many
    /// timed cells ran there.
    pub fn table(&self, e: &Experiment) -> Table {
        let mut t = Table::new("machines", &["machine", "host", "processor", "timed cells"]);
        t.right[3] = true;
        for (i, (m, n)) in self.list.iter().enumerate() {
            let host = m.and_then(|m| m.host.clone());
            let cpu = m
                .and_then(|m| m.cpu.clone())
                .or_else(|| e.machine.cpu.clone());
            t.row(
                vec![
                    code(format!("M{}", i + 1)),
                    text(host.unwrap_or_else(|| "not recorded".into())),
                    text(cpu.unwrap_or_else(|| "not recorded".into())),
                    text(n.to_string()),
                ],
                false,
            );
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
        let one = experiment_of(vec![cell("p", "none", "cpu", 10, 100, 1.0)]);
        assert!(!Machines::of(&one).several());
    }
}
