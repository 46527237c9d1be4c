#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs the Kubernetes sweep on the cluster kubectl points at: the Indexed Job, then (once all 16 indexes
# completed) the merge, whose log is the merged sweep file. The image mapsmith:0.1.0 must be pullable there
# (build it from the repository root: docker build -f tools/cluster/k8s/Containerfile -t mapsmith:0.1.0 .).
#   tools/cluster/k8s/run.sh > merged.json
set -euo pipefail
here="$(dirname "$0")"
kubectl apply -f "$here/sweep-job.yaml" >&2
kubectl wait --for=condition=complete --timeout=4h job/mapsmith-sweep >&2
kubectl apply -f "$here/sweep-merge.yaml" >&2
kubectl wait --for=condition=complete --timeout=30m job/mapsmith-sweep-merge >&2
kubectl logs job/mapsmith-sweep-merge
