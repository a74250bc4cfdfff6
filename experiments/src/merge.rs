//! `fuselab report --merge DIR.. --out DIR`: the shards of one sweep
//! (`experiment --shard K/N`) as one experiment. The shards must come from
//! the same sweep file (the same `file_hash`) and one split (the same N),
//! each at most once, and no cell may be in two of them; the merged
//! experiment plans the shards' cells in the sweep's run order, keeps every
//! cell's record as its shard made it (with the machine it ran on), and
//! takes the settings and the top-level machine from the first shard.

use crate::exit;
use anyhow::Result;
use reports::experiment::{Experiment, Shard, Status, Sweep};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The merged experiment, the shards of the split none of `parts` holds,
/// and the planned cells no shard finished (with the shard's folder), in
/// the sweep's order.
pub struct Merged {
    pub experiment: Experiment,
    pub absent: Vec<usize>,
    pub unfinished: Vec<(String, PathBuf)>,
    /// How many shards were given.
    pub given: usize,
}

impl Merged {
    /// Whether the merge holds every cell of the sweep: every shard of the
    /// split given, every cell of each finished.
    pub fn complete(&self) -> bool {
        self.absent.is_empty() && self.unfinished.is_empty()
    }

    /// The keys of the cells that mismatched or failed.
    pub fn failed(&self) -> Vec<&str> {
        (self.experiment.cells.iter())
            .filter(|c| matches!(c.status, Status::Mismatch | Status::Error))
            .map(|c| c.key.as_str())
            .collect()
    }

    /// What is wrong with the merge, a line each (none when it is complete
    /// and every cell agrees): the shards not given, the cells not
    /// finished (and their shards), the cells that mismatched or failed.
    pub fn problems(&self) -> Vec<String> {
        let mut lines = Vec::new();
        if !self.absent.is_empty() {
            let total = self.given + self.absent.len();
            let list: Vec<String> = (self.absent.iter())
                .map(|k| format!("{k}/{total}"))
                .collect();
            lines.push(format!(
                "shards not given, their cells not in the merged plan: {}",
                list.join(", ")
            ));
        }
        if !self.unfinished.is_empty() {
            let list: Vec<String> = (self.unfinished.iter())
                .map(|(k, dir)| format!("{k} ({})", dir.display()))
                .collect();
            lines.push(format!(
                "{} planned cells not finished: {}",
                list.len(),
                abridged(&list)
            ));
        }
        let failed = self.failed();
        if !failed.is_empty() {
            let list: Vec<String> = failed.iter().map(|k| k.to_string()).collect();
            lines.push(format!(
                "{} cells MISMATCH or failed: {}",
                list.len(),
                abridged(&list)
            ));
        }
        lines
    }
}

/// The first ten items of `list`, and how many more there are.
fn abridged(list: &[String]) -> String {
    const SHOWN: usize = 10;
    if list.len() <= SHOWN {
        list.join(", ")
    } else {
        format!(
            "{}, and {} more",
            list[..SHOWN].join(", "),
            list.len() - SHOWN
        )
    }
}

/// Merges the shards read from `parts` (each `(folder, its metrics)`);
/// every refusal is a usage error naming the folders.
pub fn merge(parts: Vec<(PathBuf, Experiment)>) -> Result<Merged> {
    let Some((first_dir, first)) = parts.first() else {
        return Err(exit::usage("--merge: give the shards' folders"));
    };
    let shard_of = |dir: &Path, e: &Experiment| -> Result<Shard> {
        let s = e.sweep.shard.ok_or_else(|| {
            exit::usage(format!(
                "--merge: {} holds no shard (made without `experiment --shard K/N`)",
                dir.display()
            ))
        })?;
        if e.sweep.positions.len() != e.sweep.planned.len() {
            return Err(exit::usage(format!(
                "--merge: {}: the shard's metrics.json lacks the positions of its cells in the sweep",
                dir.display()
            )));
        }
        Ok(s)
    };
    let split = shard_of(first_dir, first)?.count;
    let hash = first.sweep.file_hash.clone().ok_or_else(|| {
        exit::usage(format!(
            "--merge: {}: metrics.json has no hash of its sweep file",
            first_dir.display()
        ))
    })?;
    let mut by_index: BTreeMap<usize, &Path> = BTreeMap::new();
    // Position in the sweep's run order → (key, folder).
    let mut order: BTreeMap<usize, (&str, &Path)> = BTreeMap::new();
    let mut owner: BTreeMap<&str, &Path> = BTreeMap::new();
    for (dir, e) in &parts {
        let s = shard_of(dir, e)?;
        if e.sweep.file_hash.as_deref() != Some(hash.as_str()) {
            return Err(exit::usage(format!(
                "--merge: {} is of another sweep file than {} (sweep file hash {}, not {hash})",
                dir.display(),
                first_dir.display(),
                e.sweep.file_hash.as_deref().unwrap_or("none")
            )));
        }
        if s.count != split {
            return Err(exit::usage(format!(
                "--merge: {} is shard {} of {}, {} one of {split}: give the shards of one split",
                dir.display(),
                s.index,
                s.count,
                first_dir.display()
            )));
        }
        if let Some(other) = by_index.insert(s.index, dir) {
            return Err(exit::usage(format!(
                "--merge: shard {} of {split} is given twice: {} and {}",
                s.index,
                other.display(),
                dir.display()
            )));
        }
        for (key, &pos) in e.sweep.planned.iter().zip(&e.sweep.positions) {
            if let Some(other) = owner.insert(key, dir) {
                return Err(exit::usage(format!(
                    "--merge: the cell {key} is in two shards: {} and {}",
                    other.display(),
                    dir.display()
                )));
            }
            if let Some((k, other)) = order.insert(pos, (key, dir)) {
                return Err(exit::usage(format!(
                    "--merge: {} and {} plan different cells ({k}, {key}) at one place of the sweep",
                    other.display(),
                    dir.display()
                )));
            }
        }
    }
    let sweep = Sweep {
        shard: None,
        positions: Vec::new(),
        planned: order.values().map(|(k, _)| k.to_string()).collect(),
        ..first.sweep.clone()
    };
    let mut experiment = Experiment::new(sweep, first.machine.clone());
    for (_, e) in &parts {
        for c in &e.cells {
            if owner.contains_key(c.key.as_str()) {
                experiment.record(c.clone());
            }
        }
        experiment.record_peers(e.peers.clone());
    }
    let absent = (1..=split).filter(|k| !by_index.contains_key(k)).collect();
    let unfinished = (experiment.missing().into_iter())
        .map(|k| {
            let dir = owner.get(k).map_or_else(PathBuf::new, |d| d.to_path_buf());
            (k.to_string(), dir)
        })
        .collect();
    Ok(Merged {
        experiment,
        absent,
        unfinished,
        given: parts.len(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use reports::experiment::{Cell, Machine};

    /// Shard `index` of `count` holding cells of program `p` at sizes `n`,
    /// at the given positions of the sweep.
    fn shard(index: usize, count: usize, cells: &[(&str, i64, usize)]) -> Experiment {
        let cs: Vec<Cell> = cells
            .iter()
            .map(|(p, n, _)| Cell {
                status: Status::Ok,
                ..Cell::new(p, "none", "interp", "s", [("n".to_string(), *n)].into())
            })
            .collect();
        let sweep = Sweep {
            name: "s".into(),
            file: "s.toml".into(),
            file_hash: Some("fnv1a64:0000000000000001".into()),
            programs_dir: "programs".into(),
            seed: 0,
            repetitions: 1,
            threads: 0,
            cold_compile: false,
            objective: "traffic".into(),
            ilp_time_limit: None,
            programs: vec!["p".into()],
            peers: Vec::new(),
            oracle: None,
            strategies: vec!["none".into()],
            backends: vec!["interp".into()],
            size_sets: Vec::new(),
            shard: Some(Shard { index, count }),
            positions: cells.iter().map(|c| c.2).collect(),
            planned: cs.iter().map(|c| c.key.clone()).collect(),
        };
        let machine = Machine {
            cores: 1,
            os: "linux".into(),
            arch: "x86_64".into(),
            fuselab: "0".into(),
            cpu: None,
        };
        let mut e = Experiment::new(sweep, machine);
        for c in cs {
            e.record(c);
        }
        e
    }

    fn dir(s: &str) -> PathBuf {
        PathBuf::from(s)
    }

    fn refusal(parts: Vec<(PathBuf, Experiment)>) -> String {
        let e = merge(parts).err().expect("a refusal");
        assert_eq!(exit::status(&e), exit::USAGE, "{e:#}");
        format!("{e:#}")
    }

    #[test]
    fn shards_merge_in_the_sweeps_order() {
        let a = shard(1, 3, &[("p", 10, 0), ("p", 30, 2)]);
        let b = shard(2, 3, &[("p", 20, 1)]);
        let m = merge(vec![(dir("b"), b), (dir("a"), a)]).unwrap();
        let e = m.experiment;
        let keys: Vec<&str> = e.sweep.planned.iter().map(String::as_str).collect();
        assert_eq!(
            keys,
            [
                "p/none/interp/n=10",
                "p/none/interp/n=20",
                "p/none/interp/n=30"
            ]
        );
        let done: Vec<&str> = e.cells.iter().map(|c| c.key.as_str()).collect();
        assert_eq!(done, keys);
        assert_eq!(e.sweep.shard, None);
        assert!(e.sweep.positions.is_empty());
        assert_eq!(m.absent, [3]);
    }

    /// A merge is complete when every shard is given and every cell of
    /// each finished; what it lacks, and the cells that mismatched, are
    /// named.
    #[test]
    fn missing_shards_and_cells_and_mismatches_are_named() {
        let a = shard(1, 2, &[("p", 10, 0)]);
        let b = shard(2, 2, &[("p", 20, 1)]);
        let m = merge(vec![(dir("a"), a.clone()), (dir("b"), b.clone())]).unwrap();
        assert!(m.complete());
        assert!(m.problems().is_empty(), "{:?}", m.problems());
        // Shard 2 not given.
        let m = merge(vec![(dir("a"), a.clone())]).unwrap();
        assert!(!m.complete());
        assert_eq!(
            m.problems(),
            ["shards not given, their cells not in the merged plan: 2/2"]
        );
        // Shard 2 given, its cell not finished and shard 1's mismatched.
        let mut unfinished = b;
        unfinished.cells.clear();
        let mut wrong = a;
        wrong.cells[0].status = Status::Mismatch;
        let m = merge(vec![(dir("a"), wrong), (dir("b"), unfinished)]).unwrap();
        assert!(!m.complete());
        assert_eq!(
            m.problems(),
            [
                "1 planned cells not finished: p/none/interp/n=20 (b)",
                "1 cells MISMATCH or failed: p/none/interp/n=10"
            ]
        );
        let many: Vec<String> = (0..12).map(|i| i.to_string()).collect();
        assert_eq!(abridged(&many), "0, 1, 2, 3, 4, 5, 6, 7, 8, 9, and 2 more");
    }

    #[test]
    fn foreign_repeated_and_overlapping_shards_are_refused() {
        let mut other = shard(2, 2, &[("p", 20, 1)]);
        other.sweep.file_hash = Some("fnv1a64:0000000000000002".into());
        let e = refusal(vec![
            (dir("a"), shard(1, 2, &[("p", 10, 0)])),
            (dir("b"), other),
        ]);
        assert!(
            e.contains("--merge: b is of another sweep file than a (sweep file hash fnv1a64:0000000000000002, not fnv1a64:0000000000000001)"),
            "{e}"
        );
        let e = refusal(vec![
            (dir("a"), shard(1, 2, &[("p", 10, 0)])),
            (dir("b"), shard(2, 2, &[("p", 10, 1)])),
        ]);
        assert!(
            e.contains("--merge: the cell p/none/interp/n=10 is in two shards: a and b"),
            "{e}"
        );
        let e = refusal(vec![
            (dir("a"), shard(1, 2, &[("p", 10, 0)])),
            (dir("b"), shard(1, 2, &[("p", 20, 1)])),
        ]);
        assert!(e.contains("shard 1 of 2 is given twice: a and b"), "{e}");
        let e = refusal(vec![
            (dir("a"), shard(1, 2, &[("p", 10, 0)])),
            (dir("b"), shard(2, 3, &[("p", 20, 1)])),
        ]);
        assert!(e.contains("b is shard 2 of 3, a one of 2"), "{e}");
        let mut whole = shard(1, 2, &[("p", 10, 0)]);
        whole.sweep.shard = None;
        let e = refusal(vec![(dir("w"), whole)]);
        assert!(e.contains("--merge: w holds no shard"), "{e}");
    }
}
