//! How a solve ended: proven optimal, stopped by a limit with its best
//! incumbent, or optimal for a model whose float objective cannot tell
//! every two clusterings apart. Its text (`optimal`, `time-limit`,
//! `inexact`) is what the metrics and the benchmarks print.

use std::fmt;

/// How HiGHS finished a model (or, for several models, the worst of them).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SolveStatus {
    /// Proven optimal.
    #[default]
    Optimal,
    /// Stopped by a time, iteration or solution limit (or an interrupt)
    /// with a feasible incumbent, which is used.
    TimeLimit,
    /// HiGHS's optimum of a model whose objective at these sizes spans
    /// more units than its tolerances resolve (`model::EXACT_SPAN`), or an
    /// answer that another clustering beat when costed exactly
    /// ([`crate::optimal`]): the answer is the cheapest found by exact
    /// bytes, but not proven optimal.
    Inexact,
}

impl SolveStatus {
    /// The status as the metrics and the benchmarks print it.
    pub fn name(self) -> &'static str {
        match self {
            SolveStatus::Optimal => "optimal",
            SolveStatus::TimeLimit => "time-limit",
            SolveStatus::Inexact => "inexact",
        }
    }

    /// The worse of two statuses, for several models: a time limit over
    /// an inexact optimum over a proven one.
    pub fn worse(self, other: SolveStatus) -> SolveStatus {
        let rank = |s: SolveStatus| match s {
            SolveStatus::Optimal => 0,
            SolveStatus::Inexact => 1,
            SolveStatus::TimeLimit => 2,
        };
        if rank(other) > rank(self) {
            other
        } else {
            self
        }
    }

    pub fn is_optimal(self) -> bool {
        self == SolveStatus::Optimal
    }
}

impl fmt::Display for SolveStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Compares with the text, as the metrics hold it (`status == "optimal"`).
impl PartialEq<str> for SolveStatus {
    fn eq(&self, text: &str) -> bool {
        self.name() == text
    }
}

impl PartialEq<&str> for SolveStatus {
    fn eq(&self, text: &&str) -> bool {
        self.name() == *text
    }
}

#[cfg(test)]
mod tests {
    use super::SolveStatus;

    #[test]
    fn prints_the_metrics_text() {
        assert_eq!(SolveStatus::Optimal.to_string(), "optimal");
        assert_eq!(SolveStatus::TimeLimit.to_string(), "time-limit");
        assert!(SolveStatus::default().is_optimal());
        assert_eq!(SolveStatus::TimeLimit, "time-limit");
        assert_eq!(SolveStatus::Inexact.to_string(), "inexact");
    }

    #[test]
    fn several_models_take_the_worst_status() {
        use SolveStatus::*;
        assert_eq!(Optimal.worse(Inexact), Inexact);
        assert_eq!(Inexact.worse(Optimal), Inexact);
        assert_eq!(Inexact.worse(TimeLimit), TimeLimit);
        assert_eq!(TimeLimit.worse(Inexact), TimeLimit);
        assert_eq!(Optimal.worse(Optimal), Optimal);
    }
}
