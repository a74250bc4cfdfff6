//! Buffers do not overlap, and LLVM is told so. A nest reads its buffers
//! through pointers loaded from the `bufs` table, so LLVM must assume that
//! any two of them may overlap: a loop that stores to one buffer and reads
//! another at a computed position (a gather) then does not vectorise
//! ("cannot identify array bounds": no run-time overlap check can be built
//! for a position it cannot bound).
//!
//! They never overlap where it matters: a nest writes only arrays it
//! allocates (the driver's rule, `cpu::driver`), each buffer of its own,
//! and two table slots share memory only when one is an alias of the other
//! (`Item::Alias`, a reshape or a flat read), which is an array an earlier
//! nest computed and this one only reads. So every load and store of an
//! element ([`Gen::element_access`]) is tagged with its slot's alias scope
//! (`!alias.scope`, one scope per slot of the table, in one domain) and
//! declared apart from the other slots the function touches (`!noalias`),
//! when the function is finished ([`Gen::attach_scopes`]). Scopes are named
//! by strings, so every function of a module (a nest's whole, chunk and
//! combine functions share the table's layout) agrees on them.
//!
//! A function touching more than [`MAX_SCOPES`] slots (a wide tuple) is
//! left untagged: the lists would grow with the square of its slots. The
//! scope also tells [`super::stream`] which stores are element stores.

use super::gen::{e, Gen, R};
use inkwell::values::{BasicMetadataValueEnum, InstructionValue, MetadataValue};
use std::collections::BTreeMap;

/// The most slots a function's accesses are tagged for.
const MAX_SCOPES: usize = 64;

/// The alias domain of the buffers' scopes.
const DOMAIN: &str = "fuselab.bufs";

impl<'ctx> Gen<'ctx, '_> {
    /// Notes a load or store of an element in buffer slot `slot`, to tag.
    pub(super) fn element_access(&mut self, inst: Option<InstructionValue<'ctx>>, slot: usize) {
        if let Some(inst) = inst {
            self.accesses.push((inst, slot));
        }
    }

    /// Tags every element access of the function with its slot's scope,
    /// apart from the other slots it touches.
    pub(super) fn attach_scopes(&mut self) -> R<()> {
        let accesses = std::mem::take(&mut self.accesses);
        let mut scopes: BTreeMap<usize, MetadataValue<'ctx>> = BTreeMap::new();
        for &(_, slot) in &accesses {
            scopes.entry(slot).or_insert_with(|| self.scope(slot));
        }
        if scopes.len() > MAX_SCOPES {
            return Ok(());
        }
        let (scope_kind, noalias_kind) = (
            self.ctx.get_kind_id("alias.scope"),
            self.ctx.get_kind_id("noalias"),
        );
        let mut lists = BTreeMap::new();
        for (&slot, &scope) in &scopes {
            let others: Vec<BasicMetadataValueEnum> = scopes
                .iter()
                .filter(|(s, _)| **s != slot)
                .map(|(_, m)| (*m).into())
                .collect();
            let own = self.ctx.metadata_node(&[scope.into()]);
            lists.insert(slot, (own, self.ctx.metadata_node(&others)));
        }
        for (inst, slot) in accesses {
            let (own, others) = lists[&slot];
            e(inst.set_metadata(own, scope_kind))?;
            if scopes.len() > 1 {
                e(inst.set_metadata(others, noalias_kind))?;
            }
        }
        Ok(())
    }

    /// The scope of buffer slot `slot`: `!{!"fuselab.buf.SLOT", !{!"fuselab.bufs"}}`.
    fn scope(&self, slot: usize) -> MetadataValue<'ctx> {
        let domain = self
            .ctx
            .metadata_node(&[self.ctx.metadata_string(DOMAIN).into()]);
        let name = self.ctx.metadata_string(&format!("fuselab.buf.{slot}"));
        self.ctx.metadata_node(&[name.into(), domain.into()])
    }
}
