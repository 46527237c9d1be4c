#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# One shard of a seed sweep: seeds FIRST..LAST split into SHARDS near-equal consecutive ranges (the first
# (count % SHARDS) get one seed more); shard INDEX (0-based) runs `mapsmith sweep --json` on its range and
# writes OUTDIR/shard-INDEX.json (through a temporary file, so a half-written shard never looks finished).
# The Slurm array job (sweep.sbatch) and the Kubernetes Indexed Job (k8s/sweep-job.yaml) both call this.
#   sweep-shard.sh INDEX SHARDS FIRST LAST CONFIG OUTDIR       (MAPSMITH: the executable, default mapsmith;
#                                                               JOBS: threads, default 1)
set -euo pipefail
if [ $# -ne 6 ]; then
    echo "usage: sweep-shard.sh INDEX SHARDS FIRST LAST CONFIG OUTDIR" >&2
    exit 2
fi
index=$1 shards=$2 first=$3 last=$4 config=$5 outdir=$6
for n in "$index" "$shards" "$first" "$last"; do
    [[ $n =~ ^[0-9]+$ ]] || { echo "sweep-shard.sh: '$n' is not a number" >&2; exit 2; }
done
if [ "$shards" -lt 1 ] || [ "$index" -ge "$shards" ] || [ "$last" -lt "$first" ]; then
    echo "sweep-shard.sh: shard $index of $shards over $first..$last makes no range" >&2
    exit 2
fi
count=$((last - first + 1))
base=$((count / shards)) extra=$((count % shards))
size=$((base + (index < extra ? 1 : 0)))
start=$((first + index * base + (index < extra ? index : extra)))
out="$outdir/shard-$index.json"
if [ "$size" -eq 0 ]; then
    echo "sweep-shard.sh: shard $index has no seeds ($count seeds in $shards shards)" >&2
    exit 2
fi
mkdir -p "$outdir"
"${MAPSMITH:-mapsmith}" sweep -c "$config" --seeds "$start..$((start + size - 1))" --jobs "${JOBS:-1}" --json \
    > "$out.tmp"
mv "$out.tmp" "$out"
