//! The machine profile: what `fuselab calibrate` measures once per machine
//! (the bandwidth probe of [`crate::bench_probe`] and the compute probe of
//! [`crate::compute_probe`] per thread count), stored
//! as JSON, so that `bench` takes its bandwidth from there instead of
//! probing on every run. A profile holds for the CPU that measured it
//! (model and vector features, [`crate::bench_probe::cpu_description`]):
//! `bench` on another CPU, at a thread count the profile lacks, or with
//! arrays larger than its probe's, probes as before.

use crate::bench_probe::{self, Bandwidth};
use crate::compute_probe::Compute;
use crate::exit;
use crate::files;
use anyhow::Result;
use std::path::{Path, PathBuf};

/// The file name under the cache folder ([`default_path`]).
const FILE_NAME: &str = "machine.json";

/// The figures of one machine.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct MachineProfile {
    /// The CPU's model and vector features that measured it.
    pub cpu: String,
    /// Cores the system offered then.
    pub cores: usize,
    /// When, in milliseconds since the Unix epoch.
    pub calibrated_ms: u64,
    /// The bandwidth probe at each thread count measured.
    pub bandwidth: Vec<Bandwidth>,
    /// The compute probe at each thread count measured (none in a profile
    /// written before there was one: `calibrate` again to add it).
    #[serde(default)]
    pub compute: Vec<Compute>,
}

impl MachineProfile {
    /// The probe's figures at `threads`, where this profile is of this
    /// machine's CPU and its probe used at least `elements` per array.
    pub fn bandwidth_for(&self, threads: usize, elements: usize) -> Option<&Bandwidth> {
        let here = bench_probe::cpu_description()?;
        if here != self.cpu {
            return None;
        }
        (self.bandwidth.iter()).find(|b| b.threads == threads && b.elements >= elements)
    }

    /// The compute probe's figures at `threads`, where this profile is of
    /// this machine's CPU.
    pub fn compute_for(&self, threads: usize) -> Option<&Compute> {
        let here = bench_probe::cpu_description()?;
        if here != self.cpu {
            return None;
        }
        self.compute.iter().find(|c| c.threads == threads)
    }

    /// The day it was measured (UTC, `YYYY-MM-DD`).
    pub fn date(&self) -> String {
        let days = (self.calibrated_ms / 86_400_000) as i64;
        let (y, m, d) = civil_from_days(days);
        format!("{y:04}-{m:02}-{d:02}")
    }
}

/// Where the profile lives unless a flag names another file:
/// `$XDG_CACHE_HOME/fuselab/machine.json`, else
/// `$HOME/.cache/fuselab/machine.json`; `None` without either variable.
pub fn default_path() -> Option<PathBuf> {
    let non_empty = |v: &str| std::env::var_os(v).filter(|s| !s.is_empty());
    let cache = non_empty("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| non_empty("HOME").map(|h| PathBuf::from(h).join(".cache")))?;
    Some(cache.join("fuselab").join(FILE_NAME))
}

/// The profile at `path`; `None` where there is no such file. A file that
/// is not a profile is a usage error naming it, with the line and column
/// where reading it failed.
pub fn load(path: &Path) -> Result<Option<MachineProfile>> {
    let text = match files::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => {
            return Err(exit::usage(format!(
                "machine profile {}: {e}",
                path.display()
            )))
        }
    };
    serde_json::from_str(&text).map(Some).map_err(|e| {
        // serde's message ends with the location, which leads here instead.
        let at = format!(" at line {} column {}", e.line(), e.column());
        let message = e.to_string();
        let message = message.strip_suffix(&at).unwrap_or(&message);
        exit::usage(format!(
            "{}:{}:{}: not a machine profile: {message} (`fuselab calibrate` writes one)",
            path.display(),
            e.line(),
            e.column()
        ))
    })
}

/// The `time` objective's machine figures ([`ilp::TimeModel`]): the
/// default machine profile's triad bandwidth and compute probe at the
/// largest thread count it has both for (every core, as runs default to),
/// and its triad bandwidth on one thread (where it has none, the same).
/// A usage error where there is no profile of this CPU with both probes.
pub fn time_model() -> Result<ilp::TimeModel> {
    let calibrate = "run `fuselab calibrate` first";
    let path = default_path().ok_or_else(|| {
        exit::usage(format!("--objective time needs a machine profile and there is no place for one (set XDG_CACHE_HOME or HOME); {calibrate}"))
    })?;
    let profile = load(&path)?.ok_or_else(|| {
        exit::usage(format!(
            "--objective time needs the machine profile {}, which does not exist: {calibrate}",
            path.display()
        ))
    })?;
    let found = (profile.compute.iter().rev())
        .filter_map(|c| {
            Some((
                profile.bandwidth_for(c.threads, 0)?,
                profile.compute_for(c.threads)?,
            ))
        })
        .max_by_key(|(b, _)| b.threads);
    let (bandwidth, compute) = found.ok_or_else(|| {
        exit::usage(format!(
            "--objective time: the machine profile {} has no compute probe for this CPU at a thread count it has a bandwidth for: {calibrate}",
            path.display()
        ))
    })?;
    let one_thread = profile.bandwidth_for(1, 0).unwrap_or(bandwidth);
    Ok(ilp::TimeModel {
        bytes_per_second: bandwidth.triad_gbs * 1e9,
        one_thread_bytes_per_second: one_thread.triad_gbs * 1e9,
        op_seconds: compute.seconds,
        random_ns: bandwidth
            .random
            .map(|levels| levels.map(|l| (l.bytes, l.ns))),
    })
}

/// Writes `profile` to `path`, whole or not at all ([`files::write_file`]:
/// its folder created, a temporary renamed into place).
pub fn save(profile: &MachineProfile, path: &Path) -> Result<()> {
    let text = serde_json::to_string_pretty(profile)? + "\n";
    files::write_file(path, text.as_bytes())
}

/// The date of a day count since 1970-01-01 (proleptic Gregorian; Hinnant's
/// `civil_from_days`).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_become_dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(59), (1970, 3, 1));
        // 2000-02-29 and the day after: a leap day of a century year.
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        assert_eq!(civil_from_days(11_017), (2000, 3, 1));
        assert_eq!(civil_from_days(20_788), (2026, 12, 1));
    }

    fn profile(cpu: String) -> MachineProfile {
        let probe = |threads| Bandwidth {
            elements: 1 << 20,
            llc_bytes: 1 << 20,
            threads,
            copy_gbs: 10.0,
            triad_gbs: 8.0,
            transposed_gbs: Some(2.0),
            untiled_gbs: Some(1.0),
            cache_gbs: Some(90.0),
            random: None,
        };
        MachineProfile {
            cpu,
            cores: 2,
            calibrated_ms: 20_788 * 86_400_000,
            bandwidth: vec![probe(1), probe(2)],
            compute: vec![Compute {
                threads: 2,
                elements: 1 << 16,
                seconds: ir::work::OpSeconds::from_fn(|c| 1e-10 * (c as usize + 1) as f64),
                call_seconds: Some(2e-6),
            }],
        }
    }

    #[test]
    fn a_profile_holds_for_its_cpu_threads_and_sizes() {
        let Some(here) = bench_probe::cpu_description() else {
            return; // no /proc/cpuinfo: nothing to match
        };
        let p = profile(here);
        assert_eq!(p.bandwidth_for(2, 1 << 20).map(|b| b.threads), Some(2));
        assert_eq!(p.compute_for(2).map(|c| c.threads), Some(2));
        assert!(p.compute_for(1).is_none(), "no compute probe at 1 thread");
        assert!(
            p.bandwidth_for(3, 1 << 20).is_none(),
            "no such thread count"
        );
        assert!(p.bandwidth_for(1, 1 << 21).is_none(), "a probe too small");
        let other = profile("Another CPU (avx2)".into());
        assert!(other.bandwidth_for(1, 1).is_none(), "another CPU");
        assert_eq!(p.date(), "2026-12-01");
    }

    #[test]
    fn profiles_round_trip_and_bad_ones_are_located() {
        let dir = std::env::temp_dir().join(format!("fuselab-machine-{}", std::process::id()));
        let path = dir.join("sub").join("machine.json");
        let p = profile("Some CPU (avx2, fma)".into());
        save(&p, &path).unwrap();
        let back = load(&path).unwrap().expect("the saved profile");
        assert_eq!(back.cpu, p.cpu);
        assert_eq!(back.bandwidth.len(), 2);
        assert!(load(&dir.join("none.json")).unwrap().is_none());
        std::fs::write(&path, "{\n  \"cpu\": 3\n}\n").unwrap();
        let e = load(&path).unwrap_err().to_string();
        assert!(e.contains("machine.json:2:"), "{e}");
        assert!(e.contains("not a machine profile"), "{e}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
