//! What a merge of an experiment's shards must keep of a single run of the
//! same sweep, shared by the tests of `report --merge` and of Slurm's job
//! arrays.

use reports::experiment::Experiment;

/// The merged experiment holds the single run's cells in its order, with
/// the same correctness columns, each stamped with its machine.
pub fn same_correctness(merged: &Experiment, one: &Experiment) {
    assert_eq!(merged.sweep.planned, one.sweep.planned);
    assert_eq!(merged.sweep.file_hash, one.sweep.file_hash);
    assert_eq!(merged.cells.len(), one.cells.len());
    for (a, b) in merged.cells.iter().zip(&one.cells) {
        assert_eq!(a.key, b.key);
        assert_eq!(a.status, b.status, "{}", a.key);
        assert_eq!(a.check, b.check, "{}", a.key);
        assert_eq!(a.message, b.message, "{}", a.key);
        assert_eq!(a.traffic, b.traffic, "{}", a.key);
        assert!(a.machine.is_some(), "{}", a.key);
    }
}
