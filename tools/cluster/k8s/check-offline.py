#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# What can be checked of the Kubernetes sweep without a cluster (there is none on the development machines):
#  1. the manifests parse, and the fields an Indexed Job needs hang together: completionMode Indexed,
#     completions = parallelism = the shard count the command passes, restartPolicy Never, every volume a pod
#     mounts is declared and every claim and ConfigMap it names is in the files, the merge reads where the shards
#     are written, the level in the ConfigMap is the preset it says it is;
#  2. the pods' commands, run here: for each index the shard container's command with JOB_COMPLETION_INDEX set
#     (the image's paths mapped to this checkout and a scratch folder, the seed count cut to SEEDS), then the
#     merge container's command; its output must equal `mapsmith sweep --json` of the same seeds in one process.
# Not checked: the API server's own validation, scheduling, the PersistentVolume, the image build.
#   tools/cluster/k8s/check-offline.py [MAPSMITH] [SEEDS]       (needs python3-yaml)
import os
import pathlib
import re
import subprocess
import sys
import tempfile

import yaml

here = pathlib.Path(__file__).resolve().parent
root = here.parents[2]


def fail(message):
    print(f"check-offline: {message}", file=sys.stderr)
    sys.exit(1)


def load(name):
    with open(here / name, encoding="utf-8") as f:
        return [d for d in yaml.safe_load_all(f) if d]


def pod(job):
    return job["spec"]["template"]["spec"]


def check_manifests():
    sweep = load("sweep-job.yaml")
    merge = load("sweep-merge.yaml")
    kinds = {d["kind"]: d for d in sweep}
    for kind in ("PersistentVolumeClaim", "ConfigMap", "Job"):
        if kind not in kinds:
            fail(f"sweep-job.yaml has no {kind}")
    job = kinds["Job"]
    spec = job["spec"]
    if spec.get("completionMode") != "Indexed":
        fail("the sweep Job is not Indexed")
    container = pod(job)["containers"][0]
    command = " ".join(container["args"])
    m = re.search(r'sweep-shard\.sh "\$JOB_COMPLETION_INDEX" (\d+) (\d+) (\d+) (\S+) (\S+)', command)
    if not m:
        fail(f"the shard command does not call sweep-shard.sh with the completion index: {command}")
    shards, first, last, level, outdir = int(m[1]), int(m[2]), int(m[3]), m[4], m[5]
    if spec["completions"] != shards or spec.get("parallelism", shards) > shards:
        fail(f"completions {spec['completions']} / parallelism {spec.get('parallelism')} but {shards} shards")
    for job_doc in (job, merge[0]):
        p = pod(job_doc)
        if p.get("restartPolicy") != "Never":
            fail(f"{job_doc['metadata']['name']}: restartPolicy must be Never (a shard reruns as a new pod)")
        volumes = {v["name"]: v for v in p["volumes"]}
        for c in p["containers"]:
            for mount in c.get("volumeMounts", []):
                if mount["name"] not in volumes:
                    fail(f"{job_doc['metadata']['name']} mounts undeclared volume {mount['name']}")
        for v in volumes.values():
            claim = v.get("persistentVolumeClaim", {}).get("claimName")
            if claim and claim != kinds["PersistentVolumeClaim"]["metadata"]["name"]:
                fail(f"volume {v['name']} claims {claim}, which no manifest creates")
            config_map = v.get("configMap", {}).get("name")
            if config_map and config_map != kinds["ConfigMap"]["metadata"]["name"]:
                fail(f"volume {v['name']} names ConfigMap {config_map}, which no manifest creates")
    mount_of = {m["name"]: m["mountPath"] for m in container["volumeMounts"]}
    merge_container = pod(merge[0])["containers"][0]
    merge_mounts = {m["name"]: m["mountPath"] for m in merge_container["volumeMounts"]}
    if merge_mounts.get("shards") != mount_of.get("shards") or outdir != mount_of.get("shards"):
        fail("the merge does not read the folder the shards write")
    if container["image"] != merge_container["image"]:
        fail("the shard and merge pods run different images")
    level_text = kinds["ConfigMap"]["data"]["level.yaml"]
    preset = (root / "resources/presets/tower.yaml").read_text(encoding="utf-8")
    if yaml.safe_load(level_text) != yaml.safe_load(preset):
        fail("the ConfigMap's level is not resources/presets/tower.yaml")
    print(f"check-offline: manifests agree: {shards} indexes over seeds {first}..{last}")
    return container, merge_container, level_text, shards, first


def localise(text, scratch, exe):
    """The image's paths in a pod's command, mapped to this checkout and a scratch folder."""
    text = text.replace("/opt/mapsmith/bin/mapsmith", exe).replace("/opt/mapsmith/tools", str(root / "tools"))
    # The volumes' mount points, where a path starts (not inside one already mapped).
    return re.sub(r"(^|[\s\"'])/(shards|level)\b", lambda m: m[1] + str(scratch / m[2]), text)


def run_pods(container, merge_container, level_text, shards, first, exe, seeds):
    with tempfile.TemporaryDirectory() as tmp:
        scratch = pathlib.Path(tmp)
        (scratch / "level").mkdir()
        (scratch / "shards").mkdir()
        (scratch / "level/level.yaml").write_text(level_text, encoding="utf-8")
        last = first + seeds - 1
        script = localise(container["args"][0], scratch, exe).replace(" 1000000 ", f" {last} ")
        env = dict(os.environ)
        env.update({e["name"]: localise(e["value"], scratch, exe) for e in container.get("env", [])})
        for index in range(shards):
            env["JOB_COMPLETION_INDEX"] = str(index)
            subprocess.run(container["command"] + [script], env=env, check=True)
        merged = subprocess.run(merge_container["command"] + [localise(merge_container["args"][0], scratch, exe)],
                                check=True, capture_output=True).stdout
        single = subprocess.run([exe, "sweep", "-c", str(scratch / "level/level.yaml"), "--seeds",
                                 f"{first}..{last}", "--json"], check=True, capture_output=True).stdout
        if merged.strip() != single.strip():
            fail("the merged pods' sweep differs from the single-process sweep")
        print(f"check-offline: {shards} shard pods and the merge pod, run here on seeds {first}..{last}, "
              "equal the single-process sweep")


def main():
    exe = str(pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else root / "build/app/mapsmith").resolve())
    seeds = int(sys.argv[2]) if len(sys.argv) > 2 else 20000
    container, merge_container, level_text, shards, first = check_manifests()
    run_pods(container, merge_container, level_text, shards, first, exe, seeds)


if __name__ == "__main__":
    main()
