//! Running a sweep's cells ([`crate::experiment`] records them): a
//! [`Runner`] measures cells in the sweep's order, setting each program up
//! once per size set ([`Setup`]: its inputs and the oracle's outcome) and
//! compiling each strategy once for all its backends; [`in_parallel`] runs
//! untimed cells (`--jobs J`) on J workers, a runner each, a program (all
//! its size sets, in order) at a time.
//!
//! A cell is timed when its backend's run times are a result (every backend
//! but the loop-IR interpreter, [`timed`]); timed cells never run beside
//! another cell.

use crate::measure::{self, Compilation, Setup};
use crate::predict::RunRates;
use crate::sweep::{plain_sizes, Backend, Cell, Sweep};
use anyhow::Result;
use passes::Registry;
use reports::experiment as schema;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Instant;

/// Whether a cell on `backend` is timed: its run times are a result, so it
/// runs alone (on its machine with `--jobs`, on an exclusive node under
/// Slurm). The loop-IR interpreter's cells are not: they count traffic and
/// check results.
pub fn timed(backend: Backend) -> bool {
    backend != Backend::Interp
}

/// Measures cells one after another, reusing the set-up program and the
/// compiled strategy of the cell before.
pub struct Runner<'a> {
    sweep: &'a Sweep,
    target: backend::cpu::Target,
    /// One registry for all the runner's cells: `ilp` starts from its
    /// answer at the program's previous size set.
    registry: Registry,
    /// The program and size set of the current cells, set up.
    setup: Option<((usize, usize), Result<Setup, String>)>,
    compiled: Option<(String, Compilation)>,
    /// The machine profile's rates, read once, that cpu cells are
    /// predicted with.
    rates: Option<RunRates>,
}

impl<'a> Runner<'a> {
    pub fn new(sweep: &'a Sweep, target: backend::cpu::Target) -> Result<Runner<'a>> {
        Ok(Runner {
            sweep,
            target,
            registry: crate::compiling::registry_with(&sweep.ilp.options()?),
            setup: None,
            compiled: None,
            rates: RunRates::load(sweep.threads),
        })
    }

    /// Sets up the program and size set of `cell` unless they are the
    /// current ones; whether it did.
    pub fn enter(&mut self, cell: &Cell) -> bool {
        let group = (cell.program, cell.set);
        if self.setup.as_ref().is_some_and(|(g, _)| *g == group) {
            return false;
        }
        let p = &self.sweep.programs[cell.program];
        let s = Setup::new(
            p,
            &p.sizes[cell.set],
            self.sweep.seed,
            self.sweep.oracle,
            self.target,
        );
        self.setup = Some((group, s));
        self.compiled = None;
        true
    }

    /// The current program at its size set, when it could be set up.
    pub fn setup(&self) -> Option<&Setup> {
        self.setup.as_ref().and_then(|(_, s)| s.as_ref().ok())
    }

    /// Measures `cell` (setting it up first when needed): its record, not
    /// yet stamped with its time and machine.
    pub fn measure(&mut self, cell: &Cell) -> schema::Cell {
        self.enter(cell);
        let Some((_, prepared)) = &self.setup else {
            unreachable!("entered just above")
        };
        let blank = blank(self.sweep, cell, prepared.as_ref().ok());
        match prepared {
            Err(e) => measure::failed(blank, format!("cannot set up the program: {e}")),
            Ok(s) => {
                if self
                    .compiled
                    .as_ref()
                    .is_none_or(|(name, _)| *name != cell.strategy)
                {
                    let c = s.compile(&cell.strategy, &self.registry);
                    self.compiled = Some((cell.strategy.clone(), c));
                }
                match self.compiled.as_ref().map(|c| &c.1) {
                    Some(Compilation::Done(c)) => {
                        s.measure(c, cell.backend, self.sweep, self.rates.as_ref(), blank)
                    }
                    Some(Compilation::Unsupported(m)) => measure::unsupported(blank, m.clone()),
                    Some(Compilation::Failed(m)) => measure::failed(blank, m.clone()),
                    None => unreachable!("compiled just above"),
                }
            }
        }
    }
}

/// A cell's record as a worker made it.
pub struct Measured {
    pub record: schema::Cell,
    /// Milliseconds from setting the cell up to its verdict.
    pub elapsed_ms: f64,
}

/// Runs the untimed `cells` on `jobs` workers, each taking the next
/// program whole (its cells in the order given), and hands every record to
/// `done` on this thread as it comes. A worker stops starting cells once
/// `interrupts` is not 0; `started` hears of each cell a worker starts.
pub fn in_parallel(
    jobs: usize,
    sweep: &Sweep,
    target: backend::cpu::Target,
    cells: &[&Cell],
    interrupts: &AtomicUsize,
    started: &(dyn Fn(&str) + Sync),
    done: &mut dyn FnMut(Measured) -> Result<()>,
) -> Result<()> {
    debug_assert!(cells.iter().all(|c| !timed(c.backend)));
    // The cells program by program, in the order of their first cell.
    let mut programs: Vec<Vec<&Cell>> = Vec::new();
    for &c in cells {
        match programs.iter_mut().find(|p| p[0].program == c.program) {
            Some(p) => p.push(c),
            None => programs.push(vec![c]),
        }
    }
    let next = AtomicUsize::new(0);
    // Set when `done` fails: the workers stop as after an interrupt.
    let failed = AtomicBool::new(false);
    let stopping = || interrupts.load(Ordering::SeqCst) > 0 || failed.load(Ordering::SeqCst);
    std::thread::scope(|scope| {
        let (send, receive) = mpsc::channel::<Result<Measured>>();
        for _ in 0..jobs.min(programs.len()) {
            let send = send.clone();
            let (programs, next, stopping) = (&programs, &next, &stopping);
            scope.spawn(move || {
                let mut runner = match Runner::new(sweep, target) {
                    Ok(r) => r,
                    Err(e) => {
                        let _ = send.send(Err(e));
                        return;
                    }
                };
                while let Some(group) = programs.get(next.fetch_add(1, Ordering::SeqCst)) {
                    for &cell in group {
                        if stopping() {
                            return;
                        }
                        started(&cell.key);
                        let t = Instant::now();
                        let record = runner.measure(cell);
                        let m = Measured {
                            record,
                            elapsed_ms: t.elapsed().as_secs_f64() * 1e3,
                        };
                        if send.send(Ok(m)).is_err() {
                            return;
                        }
                    }
                }
            });
        }
        drop(send);
        let mut outcome = Ok(());
        for m in receive {
            if outcome.is_ok() {
                outcome = match m {
                    Ok(m) => done(m),
                    Err(e) => Err(e),
                };
            }
            if outcome.is_err() {
                // The workers finish their current cell and stop.
                failed.store(true, Ordering::SeqCst);
            }
        }
        outcome
    })
}

/// A record for `cell` with nothing measured yet.
pub fn blank(sweep: &Sweep, cell: &Cell, setup: Option<&Setup>) -> schema::Cell {
    let p = &sweep.programs[cell.program];
    schema::Cell {
        file: setup.map_or_else(|| p.path.display().to_string(), Setup::file),
        entry: setup.map_or_else(String::new, Setup::entry),
        ..schema::Cell::new(
            &p.name,
            &cell.strategy,
            cell.backend.name(),
            &sweep.size_sets[cell.set].label,
            plain_sizes(&p.sizes[cell.set]),
        )
    }
}
