#!/usr/bin/env bash
# A one-node Slurm cluster on this machine, for trying `fuselab experiment
# --slurm --submit` and for its tests (experiments/tests/slurm.rs).
#
#   scripts/slurm-local.sh          start it (nothing to do when it is up)
#   scripts/slurm-local.sh --stop   stop the daemons it started
#
# Runs as root. Installs Debian's slurm-wlm and munge with apt when they are
# missing, writes a minimal configuration into $FUSELAB_SLURM_DIR (default
# /var/tmp/fuselab-slurm: slurm.conf, the daemons' state and logs), makes a
# munge key when there is none, starts munged (unless one answers already),
# slurmctld and slurmd, and waits until `sinfo` shows the node idle. The
# node is this machine with its real CPUs and memory (`slurmd -C`), in one
# partition `fuselab`, with no cgroups (proctrack/linuxproc, task/none).
#
# The cluster's configuration is not the system's (/etc/slurm is left
# alone): the Slurm commands find it through SLURM_CONF, which the script
# prints as its last line of output:
#   export SLURM_CONF=/var/tmp/fuselab-slurm/slurm.conf
#
# Exit statuses: 0 the cluster is up (or stopped, with --stop); 1 it did not
# come up (the daemons' logs are printed); 3 Slurm or munge is missing and
# cannot be installed here (not root, or no apt-get).
set -euo pipefail

dir=${FUSELAB_SLURM_DIR:-/var/tmp/fuselab-slurm}
conf=$dir/slurm.conf
export SLURM_CONF=$conf
wait_s=${FUSELAB_SLURM_WAIT:-60}

stop=0
for arg in "$@"; do
  case "$arg" in
    --stop) stop=1 ;;
    *) echo "slurm-local: unknown argument $arg (the one option: --stop)" >&2; exit 2 ;;
  esac
done

say() { echo "slurm-local: $*" >&2; }

# pid_alive FILE: whether FILE names a running process.
pid_alive() {
  [ -s "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null
}

# stop_pid FILE NAME: ends the process FILE names, waiting up to 10 s.
stop_pid() {
  local file=$1 name=$2 pid
  pid_alive "$file" || return 0
  pid=$(cat "$file")
  say "stopping $name (pid $pid)"
  kill "$pid" 2>/dev/null || true
  for _ in $(seq 1 100); do
    kill -0 "$pid" 2>/dev/null || return 0
    sleep 0.1
  done
  say "$name (pid $pid) did not stop within 10 s"
  return 1
}

if ((stop)); then
  stop_pid "$dir/slurmd.pid" slurmd
  stop_pid "$dir/slurmctld.pid" slurmctld
  # munged only when this script started it (the system's is not ours).
  stop_pid "$dir/munged.pid" munged
  exit 0
fi

# The node's state as sinfo reports it (idle, mixed, allocated, down, ...),
# empty when the controller does not answer.
node_state() {
  [ -f "$conf" ] || return 0
  timeout 10 sinfo --noheader --partition=fuselab --format=%T 2>/dev/null | head -n 1 | tr -d '*~#!%$@^-' || true
}

up() {
  case "$(node_state)" in
    idle | mixed | allocated | completing) return 0 ;;
    *) return 1 ;;
  esac
}

if up; then
  say "the cluster in $dir is up"
  echo "export SLURM_CONF=$conf"
  exit 0
fi

# Slurm and munge, from Debian's packages.
missing=()
for cmd in slurmctld:slurm-wlm slurmd:slurm-wlm sbatch:slurm-wlm munged:munge; do
  command -v "${cmd%%:*}" >/dev/null 2>&1 || PATH=$PATH:/usr/sbin:/sbin command -v "${cmd%%:*}" >/dev/null 2>&1 || missing+=("${cmd#*:}")
done
export PATH=$PATH:/usr/sbin:/sbin
if ((${#missing[@]})); then
  mapfile -t missing < <(printf '%s\n' "${missing[@]}" | sort -u)
  if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
    say "cannot install ${missing[*]}: this needs root and apt-get (Debian); install Slurm (slurm-wlm) and munge, or run as root"
    exit 3
  fi
  say "installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi
if [ "$(id -u)" -ne 0 ]; then
  say "the daemons run as root: run this script as root"
  exit 3
fi

mkdir -p "$dir/ctld" "$dir/d"

# munge: a key, and a daemon that answers.
if ! munge -n </dev/null 2>/dev/null | unmunge >/dev/null 2>&1; then
  if [ ! -s /etc/munge/munge.key ]; then
    say "making a munge key in /etc/munge/munge.key"
    mkdir -p /etc/munge
    mungekey --create --keyfile=/etc/munge/munge.key
  fi
  chown munge:munge /etc/munge/munge.key
  chmod 0400 /etc/munge/munge.key
  mkdir -p /run/munge /var/lib/munge /var/log/munge
  chown munge:munge /run/munge /var/lib/munge /var/log/munge
  chmod 0755 /run/munge
  say "starting munged"
  runuser -u munge -- munged --pid-file=/run/munge/munged.pid
  cp /run/munge/munged.pid "$dir/munged.pid"
  for _ in $(seq 1 50); do
    munge -n </dev/null 2>/dev/null | unmunge >/dev/null 2>&1 && break
    sleep 0.1
  done
fi

host=$(hostname -s)
# This machine as `slurmd -C` sees it: CPUs, sockets, cores, threads, memory.
node=$(slurmd -C | head -n 1 | sed -e "s/^NodeName=[^ ]*/NodeName=$host NodeAddr=127.0.0.1/")
cat >"$conf" <<EOF
# Written by fuselab's scripts/slurm-local.sh: a one-node cluster.
ClusterName=fuselab
SlurmctldHost=$host(127.0.0.1)
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
StateSaveLocation=$dir/ctld
SlurmdSpoolDir=$dir/d
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SchedulerType=sched/backfill
# Pending jobs are looked at every 2 s (not every 60 s), so that an array's
# tasks and a job waiting on a dependency start soon after they can.
SchedulerParameters=sched_interval=2,bf_interval=1
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
JobCompType=jobcomp/none
MpiDefault=none
ReturnToService=2
MinJobAge=300
$node State=UNKNOWN
PartitionName=fuselab Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF

# A daemon of an earlier start that no longer answers goes first.
stop_pid "$dir/slurmd.pid" slurmd || true
stop_pid "$dir/slurmctld.pid" slurmctld || true
say "starting slurmctld and slurmd ($conf)"
# -c: a clean start, without the jobs of an earlier one.
slurmctld -c -f "$conf"
slurmd -f "$conf"

logs() {
  for f in "$dir/slurmctld.log" "$dir/slurmd.log"; do
    echo "--- $f" >&2
    tail -n 40 "$f" >&2 2>/dev/null || echo "(none)" >&2
  done
}

deadline=$((SECONDS + wait_s))
until up; do
  if ((SECONDS >= deadline)); then
    say "the node is not idle after ${wait_s} s (sinfo says: $(node_state || true)); the daemons' logs:"
    logs
    exit 1
  fi
  # A node that registered as down (after an earlier run) is resumed.
  case "$(node_state)" in
    down | drained | draining) scontrol update NodeName="$host" State=RESUME 2>/dev/null || true ;;
  esac
  sleep 0.5
done
say "the cluster is up: partition fuselab, node $host"
echo "export SLURM_CONF=$conf"
