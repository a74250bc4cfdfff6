//! Levels of magnitude of the traffic objective, solved lexicographically.
//!
//! HiGHS's optimum is exact only where the objective spans at most
//! [`crate::EXACT_SPAN`] units (its tolerances move the objective by about
//! 1e-9 of the span). At sizes of 2^20 a program's byte counts do not fit:
//! a 2-D array moves `8 (h+1)(w+1) = 2^43 + 2^24 + 8` bytes, a scalar 8,
//! and the objective sums thousands of such terms. But they are polynomials
//! in large sizes, so they fall apart by magnitude: split each coefficient
//! `c = T·h + l` with `T = 2^k` and `|l| < T` (`l` with the sign of `c`);
//! where `Σ |l| < T`, and every variable is 0 or 1 at the model's optimum
//! for each clustering (`m`, `y`, and the per-context reads `r`:
//! [`crate::Recomputation::Contexts`]), a clustering with a larger
//! `H = Σ h·v` moves at least `T` more bytes than any with the least `H`,
//! more than any difference in `L = Σ l·v` can make up.
//! So minimising `H`, then `L` with `H` held at its optimum, is the
//! minimum of `T·H + L`, and each level spans few units. `L` splits the
//! same way where it is still too wide.

/// One level: the coefficients in its unit (whole numbers), and its unit
/// in bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Level {
    pub units: Vec<i128>,
    pub unit: i128,
}

/// The levels of `coefficients`, largest first, each spanning at most
/// `max_span` units (the sum of its coefficients' magnitudes); one level
/// where the whole objective does. `None` where no split keeps every
/// level within `max_span` (then the objective is solved coarsely, and
/// its optimum is not exact).
pub(crate) fn split(coefficients: &[i128], max_span: i128) -> Option<Vec<Level>> {
    let unit = common_unit(coefficients);
    if span(coefficients, unit) <= max_span {
        let units = coefficients.iter().map(|c| c / unit).collect();
        return Some(vec![Level { units, unit }]);
    }
    for k in 1..126 {
        let t: i128 = 1 << k;
        // Remainders with the coefficient's sign (an alias's saving is
        // negative): `L` lies within `Σ |l|` of any other `L`.
        let low: Vec<i128> = coefficients.iter().map(|c| c % t).collect();
        let below = low.iter().try_fold(0i128, |a, l| a.checked_add(l.abs()));
        if below.is_none_or(|b| b >= t) {
            continue; // the lower levels could outweigh one unit of this one
        }
        let high: Vec<i128> = coefficients.iter().map(|c| c / t).collect();
        if high.iter().all(|h| *h == 0) {
            return None; // nothing above `T`, nor above any larger one
        }
        let high_unit = common_unit(&high);
        if span(&high, high_unit) > max_span {
            continue;
        }
        // The smallest such `T` leaves the least to the lower levels: if
        // they cannot be split, a larger one leaves them more.
        let rest = split(&low, max_span)?;
        let unit = high_unit.checked_mul(t)?;
        let units = high.iter().map(|h| h / high_unit).collect();
        let mut levels = vec![Level { units, unit }];
        levels.extend(rest.into_iter().filter(|l| l.units.iter().any(|u| *u != 0)));
        return Some(levels);
    }
    None
}

/// The greatest common divisor of the magnitudes (1 where all are 0): the
/// unit in which coefficients are whole.
pub(crate) fn common_unit(values: &[i128]) -> i128 {
    let mut g: u128 = 0;
    for v in values {
        let (mut a, mut b) = (g, v.unsigned_abs());
        while b != 0 {
            (a, b) = (b, a % b);
        }
        g = a;
    }
    i128::try_from(g.max(1)).unwrap_or(1)
}

/// The sum of the magnitudes in `unit`s (saturating).
fn span(values: &[i128], unit: i128) -> i128 {
    values
        .iter()
        .map(|v| (v / unit).saturating_abs())
        .fold(0i128, i128::saturating_add)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPAN: i128 = 1 << 28;

    /// The levels' sum, in bytes, for one 0/1 assignment.
    fn bytes(levels: &[Level], on: &[bool]) -> i128 {
        levels
            .iter()
            .map(|l| {
                l.unit
                    * (l.units.iter().zip(on))
                        .filter(|(_, o)| **o)
                        .map(|(u, _)| u)
                        .sum::<i128>()
            })
            .sum()
    }

    #[test]
    fn a_narrow_objective_is_one_level() {
        let levels = split(&[8, 16, 24], SPAN).unwrap();
        assert_eq!(
            levels,
            vec![Level {
                units: vec![1, 2, 3],
                unit: 8
            }]
        );
    }

    /// `lulesh`'s kind of coefficients at 2^20: 2-D arrays `8 (n+1)^2`, 1-D
    /// `8 (n+1)`, scalars 8, thousands of each.
    #[test]
    fn polynomials_at_large_sizes_split_by_degree() {
        let n: i128 = 1 << 20;
        let mut cs = Vec::new();
        for i in 0..3000 {
            cs.push(match i % 3 {
                0 => 8 * (n + 1) * (n + 1),
                1 => 8 * (n + 1),
                _ => 8,
            });
        }
        cs.push(-16 * (n + 1) * (n + 1)); // an alias's saving
        let levels = split(&cs, SPAN).unwrap();
        assert!(levels.len() >= 2, "{} levels", levels.len());
        for l in &levels {
            assert!(span(&l.units, 1) <= SPAN);
        }
        // Every level's whole lower part spans less than one of its units:
        // the lexicographic order is the order of the bytes.
        for (i, l) in levels.iter().enumerate() {
            let below: i128 = levels[i + 1..]
                .iter()
                .map(|m| m.unit * m.units.iter().map(|u| u.abs()).sum::<i128>())
                .sum();
            assert!(
                below < l.unit,
                "level {i}: {below} below a unit of {}",
                l.unit
            );
        }
        // And the levels add up to the coefficients.
        for (j, c) in cs.iter().enumerate() {
            let mut on = vec![false; cs.len()];
            on[j] = true;
            assert_eq!(bytes(&levels, &on), *c, "coefficient {j}");
        }
    }

    #[test]
    fn coefficients_no_split_can_separate_are_none() {
        // Consecutive powers of two up to 2^80 with many of each: every
        // level would be as wide as the whole.
        let cs: Vec<i128> = (0..80)
            .flat_map(|k| std::iter::repeat_n(1i128 << k, 300))
            .collect();
        assert_eq!(split(&cs, SPAN), None);
    }
}
