//! A choice forced on every later compilation or run of the process
//! (`--isa`, `--division`, `--fresh-memory`): one of its kind's listed
//! values, or none (the default way), kept in one atomic byte.

use std::sync::atomic::{AtomicU8, Ordering};

/// One of `all`, or none.
pub(super) struct Forced<T: 'static> {
    /// 0: none; else one more than the value's index in `all`.
    code: AtomicU8,
    all: &'static [T],
}

impl<T: Copy + PartialEq> Forced<T> {
    /// Nothing forced, the values listed in `all` (at most 255).
    pub(super) const fn new(all: &'static [T]) -> Forced<T> {
        Forced {
            code: AtomicU8::new(0),
            all,
        }
    }

    /// Forces `value` from now on (`None`: nothing). A value not listed
    /// is a programming error.
    pub(super) fn set(&self, value: Option<T>) {
        let code = value.map_or(0, |v| {
            let index = self.all.iter().position(|x| *x == v).expect("listed");
            u8::try_from(index + 1).expect("at most 255 values")
        });
        self.code.store(code, Ordering::SeqCst);
    }

    /// The value forced now.
    pub(super) fn get(&self) -> Option<T> {
        match self.code.load(Ordering::SeqCst) {
            0 => None,
            k => Some(self.all[usize::from(k) - 1]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_forced_value_reads_back_until_cleared() {
        static ALL: [char; 3] = ['a', 'b', 'c'];
        let f = Forced::new(&ALL);
        assert_eq!(f.get(), None);
        for v in ALL {
            f.set(Some(v));
            assert_eq!(f.get(), Some(v));
        }
        f.set(None);
        assert_eq!(f.get(), None);
    }
}
