//! How a solve ended: proven optimal, or stopped by a limit with its best
//! incumbent. Its text (`optimal`, `time-limit`) is what the metrics and the
//! benchmarks print.

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
}

impl SolveStatus {
    /// The status as the metrics and the benchmarks print it.
    pub fn name(self) -> &'static str {
        match self {
            SolveStatus::Optimal => "optimal",
            SolveStatus::TimeLimit => "time-limit",
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
    }
}
