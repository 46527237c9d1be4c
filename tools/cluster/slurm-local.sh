#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# A seed sweep through a real Slurm on this one machine: installs Debian's slurm-wlm and munge if missing (a
# dev tool: not in the Makefile's APT_PACKAGES), starts munged, slurmctld and slurmd with a single-node
# configuration of its own (nothing under /etc/slurm is touched), submits the sweep as a 16-task job array
# (sweep.sbatch) and the merge as a job that runs once every task succeeded (merge.sbatch), then runs the same
# sweep in one process and checks that the merged file equals it byte for byte. The command line takes at most
# 100,000 seeds per range, so the one-process sweep is bench_sweep_single (what `mapsmith sweep --json` calls,
# printed the same way; checked here against the CLI on a range it takes). Prints the run times and the
# throughput per core (docs/PERFORMANCE.md, "Seed sweeps on Slurm"). Stops the daemons it started.
# Run as root from the repository (not part of ctest):
#   tools/cluster/slurm-local.sh                  1,000,000 seeds of resources/presets/tower.yaml in 16 shards
#   SWEEP_SEEDS=20000 SWEEP_CONFIG=resources/presets/cave.yaml tools/cluster/slurm-local.sh
# MAPSMITH: the executable (default build/app/mapsmith); SWEEP_REFERENCE: the one-process sweep (default
# build/tests/bench/bench_sweep_single); SLURM_WORK: scratch folder (default /tmp/mapsmith-slurm).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
exe="$(readlink -f "${MAPSMITH:-$root/build/app/mapsmith}")"
reference="$(readlink -f "${SWEEP_REFERENCE:-$root/build/tests/bench/bench_sweep_single}")"
seeds="${SWEEP_SEEDS:-1000000}"
shards="${SWEEP_SHARDS:-16}"
config="$(readlink -f "${SWEEP_CONFIG:-$root/resources/presets/tower.yaml}")"
work="${SLURM_WORK:-/tmp/mapsmith-slurm}"
timeout_s="${SWEEP_TIMEOUT:-7200}"

say() { echo "slurm-local: $*" >&2; }
[ "$(id -u)" -eq 0 ] || { say "run as root (it starts slurmctld, slurmd and munged)"; exit 2; }
[ -x "$exe" ] || { say "no mapsmith executable at $exe (build first, or set MAPSMITH)"; exit 2; }
[ -x "$reference" ] || { say "no bench_sweep_single at $reference (build it, or set SWEEP_REFERENCE)"; exit 2; }

if ! command -v slurmctld >/dev/null || ! command -v munged >/dev/null; then
    say "installing slurm-wlm and munge"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq slurm-wlm munge >/dev/null
fi

rm -rf "$work"
mkdir -p "$work"/{state,spool,log,out}
started=()
cleanup() {
    for pidfile in "${started[@]}"; do
        [ -f "$pidfile" ] && kill "$(cat "$pidfile")" 2>/dev/null || true
    done
}
trap cleanup EXIT

# munge: a key if there is none, and the daemon unless one runs already.
if [ ! -s /etc/munge/munge.key ]; then
    mkdir -p /etc/munge
    dd if=/dev/urandom of=/etc/munge/munge.key bs=1024 count=1 status=none
    chown munge:munge /etc/munge/munge.key
    chmod 400 /etc/munge/munge.key
fi
mkdir -p /run/munge && chown munge:munge /run/munge
if ! munge -n >/dev/null 2>&1; then
    runuser -u munge -- munged --pid-file=/run/munge/munged.pid
    started+=(/run/munge/munged.pid)
    for _ in $(seq 50); do munge -n >/dev/null 2>&1 && break; sleep 0.1; done
fi

# One node, this machine, as slurmd itself describes it.
host="$(hostname -s)"
node="$(slurmd -C | head -1 | sed "s/^NodeName=[^ ]*/NodeName=$host NodeAddr=127.0.0.1/")"
cpus="$(echo "$node" | sed -n 's/.* CPUs=\([0-9]*\).*/\1/p')"
export SLURM_CONF="$work/slurm.conf"
cat > "$SLURM_CONF" <<CONF
ClusterName=mapsmith
SlurmctldHost=$host(127.0.0.1)
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
# No cgroups in a container: plain process tracking, no task binding, no accounting.
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SchedulerType=sched/backfill
ReturnToService=2
MpiDefault=none
MinJobAge=3600
$node State=UNKNOWN
PartitionName=local Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
slurmctld
started+=("$work/slurmctld.pid")
slurmd
started+=("$work/slurmd.pid")
for _ in $(seq 120); do
    [ "$(sinfo -h -o %T 2>/dev/null | head -1)" = idle ] && break
    sleep 0.5
done
[ "$(sinfo -h -o %T | head -1)" = idle ] || { say "the node did not come up:"; sinfo; tail "$work"/*.log; exit 1; }
say "cluster up: $host, $cpus CPUs; sweeping seeds 1..$seeds of $(basename "$config") in $shards shards"

export SWEEP_FIRST=1 SWEEP_LAST="$seeds" SWEEP_CONFIG="$config" SWEEP_OUT="$work/out" MAPSMITH="$exe"
export SWEEP_TOOLS="$root/tools/cluster"
t0=$(date +%s.%N)
array=$(sbatch --parsable --array=0-$((shards - 1)) --chdir="$work/log" "$root/tools/cluster/sweep.sbatch")
merge=$(sbatch --parsable --dependency=afterok:"$array" --chdir="$work/log" "$root/tools/cluster/merge.sbatch")
state=""
deadline=$((SECONDS + timeout_s))
while [ $SECONDS -lt $deadline ]; do
    state="$(scontrol show job "$merge" 2>/dev/null | sed -n 's/.*JobState=\([A-Z_]*\).*/\1/p')"
    case "$state" in COMPLETED | FAILED | CANCELLED | TIMEOUT | NODE_FAIL | OUT_OF_MEMORY) break ;; esac
    # A failed task leaves the merge pending forever (DependencyNeverSatisfied).
    if scontrol show job "$merge" | grep -q DependencyNeverSatisfied; then state=DEPENDENCY_FAILED; break; fi
    sleep 1
done
t1=$(date +%s.%N)
if [ "$state" != COMPLETED ]; then
    say "the merge ended as '${state:-unknown}'"
    tail -n 5 "$work"/log/*.log >&2 || true
    exit 1
fi

# The one-process sweep prints what the CLI prints: shown on a range the CLI takes.
"$exe" sweep -c "$config" --seeds 1..2000 --json > "$work/cli-2000.json"
"$reference" "$config" 1 2000 > "$work/reference-2000.json" 2>/dev/null
cmp -s "$work/cli-2000.json" "$work/reference-2000.json" ||
    { say "bench_sweep_single does not print what mapsmith sweep --json prints"; exit 1; }
t2=$(date +%s.%N)
"$reference" "$config" 1 "$seeds" "$cpus" > "$work/single.json"
t3=$(date +%s.%N)
if ! cmp -s "$work/out/merged.json" "$work/single.json"; then
    say "the merged sweep differs from the single-process sweep:"
    diff <(head -c 2000 "$work/out/merged.json") <(head -c 2000 "$work/single.json") >&2 || true
    exit 1
fi
awk -v n="$seeds" -v c="$cpus" -v s="$shards" -v a="$t0" -v b="$t1" -v p="$t2" -v q="$t3" 'BEGIN {
    cluster = b - a; single = q - p
    printf "slurm-local: merged sweep of %d seeds equals the single-process sweep\n", n
    printf "  slurm  %d-task array + merge: %.1f s, %.0f seeds/s, %.0f seeds/s per core (%d cores)\n",
        s, cluster, n / cluster, n / cluster / c, c
    printf "  one process, %d threads:        %.1f s, %.0f seeds/s, %.0f seeds/s per core\n",
        c, single, n / single, n / single / c
}'
