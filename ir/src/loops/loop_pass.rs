//! A target's rewrite of a loop program, as the pass manager runs it.
//!
//! `lower` makes one loop program for every target; a target may then
//! rewrite it into the form its code generator wants (the CPU backend's
//! rewrites are `backend::cpu::rewrite`). Each rewrite is a [`LoopPass`]:
//! a name and a function from a verified loop program to a verified loop
//! program that computes the same values and meets the same errors. The
//! target hands the pass manager its list ([`LoopPasses`]) as part of the
//! compile options, and the pass manager runs each one after `lower` like
//! every other pass: timed, verified ([`super::verify`]) and recorded.
//! The trait lives here, beside the IR it rewrites, so that neither the
//! pass manager nor the backend depends on the other.

use super::program::LoopProgram;
use std::fmt;

/// What a rewrite made: the program and how many places it changed.
pub struct Rewritten {
    pub program: LoopProgram,
    /// The places rewritten (loops fused, variables split, reads made
    /// flat, …; each pass says what it counts).
    pub rewrites: usize,
}

/// One rewrite of a loop program.
pub trait LoopPass: Sync {
    /// The name its pass record carries, and `fuse --emit loops --after`
    /// takes.
    fn name(&self) -> &'static str;
    /// What [`Rewritten::rewrites`] counts.
    fn counts(&self) -> &'static str;
    /// Rewrites a program that verifies into one that verifies.
    fn run(&self, program: &LoopProgram) -> Rewritten;
}

/// The rewrites a target asks for, in the order they run. Two lists are
/// equal when they name the same passes in the same order.
#[derive(Clone, Default)]
pub struct LoopPasses(Vec<&'static dyn LoopPass>);

impl LoopPasses {
    pub fn new(passes: Vec<&'static dyn LoopPass>) -> LoopPasses {
        LoopPasses(passes)
    }

    /// No rewrites: the program `lower` makes is the one the target runs.
    pub fn none() -> LoopPasses {
        LoopPasses(Vec::new())
    }

    pub fn iter(&self) -> impl Iterator<Item = &'static dyn LoopPass> + '_ {
        self.0.iter().copied()
    }

    pub fn names(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.0.iter().map(|p| p.name())
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The passes up to and including the one named `last`; `None` when no
    /// pass has that name.
    pub fn through(&self, last: &str) -> Option<LoopPasses> {
        let end = self.0.iter().position(|p| p.name() == last)?;
        Some(LoopPasses(self.0[..=end].to_vec()))
    }
}

impl fmt::Debug for LoopPasses {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.debug_list().entries(self.names()).finish()
    }
}

impl PartialEq for LoopPasses {
    fn eq(&self, other: &LoopPasses) -> bool {
        self.names().eq(other.names())
    }
}

impl Eq for LoopPasses {}
