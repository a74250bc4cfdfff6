//! A sweep's cells as a plan (`fuselab experiment SWEEP --plan`) and its
//! shards (`--shard K/N`).
//!
//! Each cell carries an estimate of its work: the cost model's bytes moved
//! by its program unfused (strategy `none`) at the cell's sizes (a loop or
//! branch whose count the types do not know counted once), the same for
//! every strategy and backend of a program at a size set. The shards
//! share the cells out by that estimate, a race at a time: the strategies
//! of one program at one size set on one backend, whose times the report
//! compares with each other, stay in one shard, so that on a cluster they
//! run on one machine (times of different machines are never compared).
//! The races in order of decreasing work (then of key), each goes to the
//! shard with the least work so far (the first of equals). The cells and
//! their keys depend on neither the order of the sweep's lists nor the
//! run, so a shard holds the same cells on every machine that reads the
//! same sweep file and programs.

use crate::program_file::{self, Loaded};
use crate::sweep::{plain_sizes, Backend, Cell, Sweep};
use reports::experiment::Shard;
use std::collections::BTreeMap;

/// Parses `--shard K/N`: two whole numbers, `1 ≤ K ≤ N`.
pub fn parse_shard(s: &str) -> Result<Shard, String> {
    let form = "expected K/N, shard K of N shards with 1 ≤ K ≤ N (e.g. 2/4)";
    let number = |t: &str| t.trim().parse::<usize>().ok();
    let Some((Some(index), Some(count))) = s.split_once('/').map(|(k, n)| (number(k), number(n)))
    else {
        return Err(form.to_string());
    };
    if count == 0 {
        return Err("N, the number of shards, is at least 1".into());
    }
    if index == 0 || index > count {
        return Err(format!("K counts the shards from 1 to N, here {count}"));
    }
    Ok(Shard { index, count })
}

/// The folder of a shard's metrics and reports under `--out DIR`:
/// `DIR/shard-K-of-N`.
pub fn shard_dir(out: &std::path::Path, s: Shard) -> std::path::PathBuf {
    out.join(format!("shard-{}-of-{}", s.index, s.count))
}

/// Each cell's estimated work (see the module's comment): bytes, 0 for a
/// program that does not compile, `u128::MAX` where the figure does not
/// fit.
pub fn work(sweep: &Sweep, cells: &[Cell]) -> Vec<u128> {
    let registry = crate::compiling::registry();
    let mut loaded: BTreeMap<usize, Option<Loaded>> = BTreeMap::new();
    let mut bytes: BTreeMap<(usize, usize), u128> = BTreeMap::new();
    cells
        .iter()
        .map(|c| {
            *bytes.entry((c.program, c.set)).or_insert_with(|| {
                let p = &sweep.programs[c.program];
                let l = loaded.entry(c.program).or_insert_with(|| {
                    let (file, checked) = program_file::load_quietly(&p.path).ok()?;
                    Some(Loaded {
                        file,
                        program: checked.ok()?,
                    })
                });
                l.as_ref()
                    .map_or(0, |l| unfused_bytes(l, &p.sizes[c.set], &registry))
            })
        })
        .collect()
}

/// The cost model's bytes of a program's entry compiled by `none` at
/// `sizes`; a symbol without a value (the count of a loop or a branch the
/// types do not know) counts 1.
fn unfused_bytes(l: &Loaded, sizes: &interp::Sizes, registry: &passes::Registry) -> u128 {
    let Ok(def) = program_file::entry(l, None) else {
        return 0;
    };
    let Ok(c) = crate::compiling::compile_with(l, def, "none", registry, sizes, None) else {
        return 0;
    };
    let value_of = |n: &str| sizes.get(n).copied();
    match c.cost.bytes(&c.graph, &value_of, 1) {
        Some(b) => u128::try_from(b).unwrap_or(0),
        None => u128::MAX,
    }
}

/// The race of a cell: its program, size set and backend, the same for
/// every strategy of a program at one size set on one backend.
fn race(c: &Cell) -> (usize, usize, Backend) {
    (c.program, c.set, c.backend)
}

/// The shard (from 0) of each cell among `count`, balanced by `work`, the
/// cells of a race together.
pub fn shares(cells: &[Cell], work: &[u128], count: usize) -> Vec<usize> {
    let mut races: BTreeMap<(usize, usize, Backend), (u128, Vec<usize>)> = BTreeMap::new();
    for (i, c) in cells.iter().enumerate() {
        let (w, members) = races.entry(race(c)).or_default();
        *w = w.saturating_add(work[i]);
        members.push(i);
    }
    let mut order: Vec<_> = races.iter().collect();
    order.sort_by(|a, b| (b.1 .0.cmp(&a.1 .0)).then_with(|| a.0.cmp(b.0)));
    let mut load = vec![0u128; count.max(1)];
    let mut out = vec![0; cells.len()];
    for (_, (w, members)) in order {
        let (least, _) = (load.iter().enumerate())
            .min_by_key(|&(k, w)| (*w, k))
            .expect("at least one shard");
        load[least] = load[least].saturating_add(*w);
        for &i in members {
            out[i] = least;
        }
    }
    out
}

/// A cell of a shard.
pub struct Planned {
    /// Its position among all the sweep's cells, in run order.
    pub position: usize,
    pub cell: Cell,
    pub work: u128,
}

/// The cells of shard `s`, in run order.
pub fn shard_cells(sweep: &Sweep, cells: &[Cell], s: Shard) -> Vec<Planned> {
    let work = work(sweep, cells);
    let share = shares(cells, &work, s.count);
    (cells.iter().zip(work).zip(share).enumerate())
        .filter(|(_, (_, k))| *k + 1 == s.index)
        .map(|(position, ((c, work), _))| Planned {
            position,
            cell: c.clone(),
            work,
        })
        .collect()
}

/// A cell's line of the plan: one JSON object.
pub fn line(sweep: &Sweep, cell: &Cell, work: u128, shard: Option<Shard>) -> String {
    let p = &sweep.programs[cell.program];
    let mut o = serde_json::json!({
        "key": cell.key,
        "program": p.name,
        "strategy": cell.strategy,
        "backend": cell.backend.name(),
        "size_set": sweep.size_sets[cell.set].label,
        "sizes": plain_sizes(&p.sizes[cell.set]),
        // A string where it would not fit a JSON reader's 64-bit integer.
        "work_bytes": u64::try_from(work).map_or_else(|_| work.to_string().into(), serde_json::Value::from),
    });
    if let Some(s) = shard {
        o["shard"] = serde_json::json!(format!("{}/{}", s.index, s.count));
    }
    o.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shard_arguments_are_k_of_n_from_one() {
        assert_eq!(parse_shard("2/4"), Ok(Shard { index: 2, count: 4 }));
        assert_eq!(parse_shard("1/1"), Ok(Shard { index: 1, count: 1 }));
        let e = parse_shard("0/4").unwrap_err();
        assert_eq!(e, "K counts the shards from 1 to N, here 4");
        let e = parse_shard("5/4").unwrap_err();
        assert_eq!(e, "K counts the shards from 1 to N, here 4");
        let e = parse_shard("1/0").unwrap_err();
        assert_eq!(e, "N, the number of shards, is at least 1");
        for bad in ["x", "3", "a/b", "-1/4", "1/4/2", ""] {
            let e = parse_shard(bad).unwrap_err();
            assert!(e.starts_with("expected K/N"), "{bad}: {e}");
        }
    }

    /// A `none` cell of program `program` on the CPU at the first size set.
    fn cell(program: usize) -> Cell {
        Cell {
            key: format!("p{program}/none/cpu/n=1"),
            program,
            set: 0,
            strategy: "none".into(),
            backend: Backend::Cpu,
        }
    }

    /// The largest cells first, each to the least loaded shard: the loads
    /// end as even as that rule makes them, and the shares follow the
    /// cells, not their order.
    #[test]
    fn shares_balance_the_work_whatever_the_order() {
        let cells: Vec<Cell> = (0..5).map(cell).collect();
        let work = [5, 4, 3, 3, 1];
        let share = shares(&cells, &work, 2);
        assert_eq!(share, [0, 1, 1, 0, 1]);
        let load = |k| {
            (0..5)
                .filter(|&i| share[i] == k)
                .map(|i| work[i])
                .sum::<u128>()
        };
        assert_eq!((load(0), load(1)), (8, 8));
        let rev: Vec<Cell> = cells.iter().rev().cloned().collect();
        let rev_work: Vec<u128> = work.iter().rev().copied().collect();
        let rev_share = shares(&rev, &rev_work, 2);
        for (i, c) in rev.iter().enumerate() {
            let j = cells.iter().position(|d| d.key == c.key).unwrap();
            assert_eq!(rev_share[i], share[j], "{}", c.key);
        }
        // More shards than cells: the extra shards are empty.
        assert_eq!(shares(&cells[..2], &work[..2], 4), [0, 1]);
    }

    /// The strategies of a program at one size set on one backend share a
    /// shard (their times are compared), balanced by their summed work.
    #[test]
    fn a_race_stays_in_one_shard() {
        let racing = |program: usize, strategy: &str, backend: Backend| Cell {
            key: format!("p{program}/{strategy}/{backend:?}/n=100"),
            strategy: strategy.into(),
            backend,
            ..cell(program)
        };
        let mut cells = Vec::new();
        for p in [0, 1] {
            for b in [Backend::Cpu, Backend::Interp] {
                for s in ["none", "greedy", "ilp"] {
                    cells.push(racing(p, s, b));
                }
            }
        }
        assert_eq!(race(&cells[2]), race(&cells[0]));
        assert_ne!(race(&cells[2]), race(&cells[3]));
        // Program 0's work twice program 1's.
        let work: Vec<u128> = (cells.iter())
            .map(|c| if c.program == 0 { 2 } else { 1 })
            .collect();
        let share = shares(&cells, &work, 3);
        for group in share.chunks(3) {
            assert!(group.iter().all(|&k| k == group[0]), "{share:?}");
        }
        // Program 0's races (6 each; `interp` before `cpu` on the tie) to
        // shards 0 and 1; program 1's (3 each) to the least loaded: shard
        // 2, then 2 again (3 < 6).
        assert_eq!(share, [1, 1, 1, 0, 0, 0, 2, 2, 2, 2, 2, 2]);
    }
}
