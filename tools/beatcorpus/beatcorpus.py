#!/usr/bin/python3
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: Mapsmith developers
"""Builds the labelled beat corpus: realistic music rendered from MIDI, with the exact beats of that MIDI.

  beatcorpus.py build OUT [--set bench|ctest] [--soundfont SF2] [--jobs N] [--midi-dir DIR]
      Makes each piece's MIDI (MMA from a groove, or an excerpt of a Planet Blupi song; pieces.py), applies
      its edit (no drums, quiet intro), renders it with FluidSynth to OUT/NAME.wav (44.1 kHz stereo, cut to
      the piece's length) and writes OUT/labels.json: per piece its style, split, tempo, metre, whether the
      tempo varies, and the beat and downbeat times in seconds. The ctest set reads its MIDI from --midi-dir
      (tests/data/beatcorpus: no MMA needed) and renders with the small TimGM6mb soundfont.
  beatcorpus.py fixtures DIR
      Writes the ctest set's MIDI files into DIR with MMA (how tests/data/beatcorpus was made).
  beatcorpus.py labels FILE.mid
      Prints the labels of one MIDI file as JSON.

Debian packages: python3-mido (always), fluidsynth and a soundfont (fluid-soundfont-gm for the benchmark,
timgm6mb-soundfont for ctest), mma and planetblupi-music-midi (the benchmark set). Runs with Debian's
/usr/bin/python3, which is where python3-mido installs. Nothing here is random at run time: MMA's random
timing is seeded (RndSeed), tempos come from a seeded generator in pieces.py.
"""

import argparse
import concurrent.futures
import json
import os
import subprocess
import sys
import tempfile
import wave

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import mido  # noqa: E402

import midilabels  # noqa: E402
import pieces  # noqa: E402

SOUNDFONTS = {
    "bench": "/usr/share/sounds/sf2/FluidR3_GM.sf2",
    "ctest": "/usr/share/sounds/sf2/TimGM6mb.sf2",
}
RATE = 44100


def mma_song(spec, seconds):
    """The text of an MMA song: the groove over the progression, long enough for `seconds`."""
    tempo = spec["tempo"]
    ramp = spec.get("ramp")
    slowest = tempo * min(1.0, ramp or 1.0)
    bars = int(seconds * slowest / 60.0 / 3) + 3  # enough even for 3 beats a bar
    lines = ["// made by tools/beatcorpus/beatcorpus.py", "RndSeed %d" % spec["seed"], "Tempo %d" % tempo,
             "Groove %s" % spec["groove"]]
    if spec.get("rtime"):
        lines.append("AllTracks RTime %d" % spec["rtime"])
    chords = pieces.PROGRESSIONS[spec["progression"]]
    for bar in range(1, bars + 1):
        if ramp and bar == 5:  # four steady bars, then the tempo moves by `ramp` over eight bars
            lines.append("Tempo *%g 8" % ramp)
        lines.append("%d %s" % (bar, chords[(bar - 1) % len(chords)]))
    return "\n".join(lines) + "\n"


def run(command):
    done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if done.returncode != 0:
        raise RuntimeError("%s failed (%d): %s" % (command[0], done.returncode, done.stdout.strip()[-400:]))


def mma_midi(spec, seconds, out_path):
    with tempfile.TemporaryDirectory() as tmp:
        song = os.path.join(tmp, "song.mma")
        with open(song, "w") as f:
            f.write(mma_song(spec, seconds))
        run(["mma", "-f", out_path, song])


def piece_midi(piece, work, midi_dir):
    """The piece's MIDI before its edit, as a mido.MidiFile."""
    path = os.path.join(work, piece["name"] + ".source.mid")
    if midi_dir:
        return mido.MidiFile(os.path.join(midi_dir, piece["name"] + ".mid"))
    if "mma" in piece:
        mma_midi(piece["mma"], piece["seconds"], path)
        return mido.MidiFile(path)
    excerpt, _ = midilabels.crop(mido.MidiFile(piece["midi"]), piece["start"], piece["seconds"] + 2.0)
    return excerpt


def edited(piece, mid):
    if piece["edit"] == "nodrums":
        return midilabels.without_drums(mid)
    if piece["edit"] == "quietintro":  # the first four bars
        downbeats = midilabels.labels(mid)["downbeats"]
        return midilabels.quiet_intro(mid, downbeats[4] if len(downbeats) > 4 else 6.0)
    return mid


def cut_wav(path, seconds):
    with wave.open(path, "rb") as r:
        params = r.getparams()
        frames = r.readframes(min(r.getnframes(), int(seconds * r.getframerate())))
    with wave.open(path, "wb") as w:
        w.setparams(params)
        w.writeframes(frames)


def build_piece(piece, out, soundfont, midi_dir):
    work = os.path.join(out, "midi")
    mid = edited(piece, piece_midi(piece, work, midi_dir))
    midi_path = os.path.join(work, piece["name"] + ".mid")
    mid.save(midi_path)
    wav = os.path.join(out, piece["name"] + ".wav")
    run(["fluidsynth", "-ni", "-q", "-g", "0.5", "-r", str(RATE), "-F", wav, soundfont, midi_path])
    cut_wav(wav, piece["seconds"])
    label = midilabels.labels(mid, until_seconds=piece["seconds"])
    source = "mma:" + piece["mma"]["groove"] if "mma" in piece else os.path.basename(piece["midi"])
    return dict(file=os.path.basename(wav), name=piece["name"], style=piece["style"], split=piece["split"],
                source=source, edit=piece["edit"], humanised=bool(piece.get("mma", {}).get("rtime")),
                drums=midilabels.has_drums(mid), seconds=piece["seconds"], **label)


def build(args):
    chosen = pieces.bench_pieces() if args.set == "bench" else pieces.ctest_pieces()
    soundfont = args.soundfont or SOUNDFONTS[args.set]
    if not os.path.exists(soundfont):
        sys.exit("beatcorpus: no soundfont at %s (Debian: %s)" % (
            soundfont, "fluid-soundfont-gm" if args.set == "bench" else "timgm6mb-soundfont"))
    os.makedirs(os.path.join(args.out, "midi"), exist_ok=True)
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        labelled = list(pool.map(lambda p: build_piece(p, args.out, soundfont, args.midi_dir), chosen))
    with open(os.path.join(args.out, "labels.json"), "w") as f:
        json.dump({"soundfont": os.path.basename(soundfont), "set": args.set, "pieces": labelled}, f, indent=1)
    print("beatcorpus: %d pieces in %s" % (len(labelled), args.out))


def fixtures(args):
    os.makedirs(args.dir, exist_ok=True)
    for piece in pieces.ctest_pieces():
        mma_midi(piece["mma"], piece["seconds"], os.path.join(args.dir, piece["name"] + ".mid"))
    print("beatcorpus: %d MIDI files in %s" % (len(pieces.ctest_pieces()), args.dir))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build")
    b.add_argument("out")
    b.add_argument("--set", choices=("bench", "ctest"), default="bench")
    b.add_argument("--soundfont")
    b.add_argument("--jobs", type=int, default=2)
    b.add_argument("--midi-dir")
    f = sub.add_parser("fixtures")
    f.add_argument("dir")
    lab = sub.add_parser("labels")
    lab.add_argument("midi")
    args = parser.parse_args()
    if args.command == "build":
        build(args)
    elif args.command == "fixtures":
        fixtures(args)
    else:
        print(json.dumps(midilabels.labels(mido.MidiFile(args.midi))))


if __name__ == "__main__":
    main()
