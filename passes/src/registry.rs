//! The strategies that can be chosen by name (`--strategy`): the built-in
//! ones and any another crate registers.

use crate::strategy::{ClusterStrategy, Configured, Strategy};

/// The strategies that can be chosen by name, in the order they are listed.
pub struct Registry {
    strategies: Vec<Box<dyn ClusterStrategy>>,
}

/// A strategy name that no registered strategy has.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown strategy `{name}` (the strategies: {})", known.join(", "))]
pub struct UnknownStrategy {
    pub name: String,
    pub known: Vec<&'static str>,
}

impl Registry {
    /// No strategies.
    pub fn empty() -> Registry {
        Registry {
            strategies: Vec::new(),
        }
    }

    /// The strategies of this crate, [`Strategy::ALL`] in order (`none`,
    /// `delayed`, `vertical`, `greedy`, ...).
    pub fn builtin() -> Registry {
        Registry::builtin_with(&ilp::Options::default())
    }

    /// The built-in strategies, the optimal ones with these options.
    pub fn builtin_with(opts: &ilp::Options) -> Registry {
        let mut r = Registry::empty();
        for s in Strategy::ALL {
            r.register(Box::new(Configured::new(s, opts.clone())))
                .expect("the built-in strategies have distinct names");
        }
        r
    }

    /// Adds a strategy after the others; refuses a name already taken.
    pub fn register(&mut self, s: Box<dyn ClusterStrategy>) -> Result<(), String> {
        if self.strategies.iter().any(|t| t.name() == s.name()) {
            return Err(format!("a strategy named `{}` already exists", s.name()));
        }
        self.strategies.push(s);
        Ok(())
    }

    /// The names, in registration order.
    pub fn names(&self) -> Vec<&'static str> {
        self.strategies.iter().map(|s| s.name()).collect()
    }

    pub fn iter(&self) -> impl Iterator<Item = &dyn ClusterStrategy> {
        self.strategies.iter().map(|s| &**s)
    }

    pub fn get(&self, name: &str) -> Result<&dyn ClusterStrategy, UnknownStrategy> {
        self.iter()
            .find(|s| s.name() == name)
            .ok_or_else(|| UnknownStrategy {
                name: name.to_string(),
                known: self.names(),
            })
    }
}
