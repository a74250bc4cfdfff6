//! Ctrl-C (SIGINT) for every command: the process removes the temporary
//! files it is writing, says `interrupted`, and exits with status 130
//! (128 + SIGINT) at once, whatever it was doing (checking, fusing, an
//! interpreter in an endless `loop`). `experiment` asks for more: the first
//! Ctrl-C stops its run after the current cell, the second at once.

use anyhow::{Context, Result};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// The exit status of a command stopped by Ctrl-C (128 + SIGINT).
pub const INTERRUPTED: u8 = 130;

static COUNT: AtomicUsize = AtomicUsize::new(0);
static AFTER_CELL: AtomicBool = AtomicBool::new(false);

/// Installs the handler (once, at the start of `main`).
pub fn install() -> Result<()> {
    ctrlc::set_handler(|| {
        let earlier = COUNT.fetch_add(1, Ordering::SeqCst);
        if earlier == 0 && AFTER_CELL.load(Ordering::SeqCst) {
            eprintln!("\ninterrupted: stopping after the current cell (Ctrl-C again to stop now)");
            return;
        }
        crate::files::remove_temporaries();
        if earlier == 0 {
            eprintln!("\ninterrupted (Ctrl-C)");
        } else {
            eprintln!("\ninterrupted again: stopping now");
        }
        std::process::exit(i32::from(INTERRUPTED));
    })
    .context("cannot install the Ctrl-C handler")
}

/// From now on the first Ctrl-C only counts (the caller stops at a point of
/// its choosing, when the count is not 0); the second ends the process.
pub fn stop_after_cell() -> &'static AtomicUsize {
    AFTER_CELL.store(true, Ordering::SeqCst);
    &COUNT
}
