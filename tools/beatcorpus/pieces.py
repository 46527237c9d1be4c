# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: Mapsmith developers
"""The pieces of the labelled beat corpus: which groove or MIDI file, at which tempo, with which edits.

Two sources, neither written by us: MMA's groove library (Debian: mma; the accompaniment patterns of its
stdlib, played over a chord progression) and the MIDI music of Planet Blupi (Debian: planetblupi-music-midi),
cut into excerpts. Each MMA groove is played at a tempo drawn (seeded) from the range its style is played
in, so the corpus spans 60-200 BPM. Variants: `humanised` (MMA's RTime: every note moved at random by up to
the given number of ticks, 192 per quarter), `nodrums` (the percussion channel removed), `quietintro` (the
first bars without drums at a third of the velocity), `drift` (MMA's gradual tempo change over bars: the
beat period is not constant, so a single grid cannot fit).

Split: every piece is `tune` or `test`. The tracker's settings were chosen looking at the tune pieces only;
the figures reported are those of the test pieces (docs/PERFORMANCE.md). The split is by groove and by
Planet Blupi song, so no groove or song is on both sides.
"""

import random

# (style, groove, tempo range in BPM): grooves of MMA's stdlib by style.
GROOVES = [
    ("rock", "50sRock", (140, 180)),
    ("rock", "60sRock", (120, 160)),
    ("rock", "BasicRock", (100, 140)),
    ("rock", "8Beat", (90, 130)),
    ("rock", "BubbleRock", (110, 150)),
    ("rock", "FolkRock", (100, 140)),
    ("rock", "JazzRock", (110, 150)),
    ("rock", "Ska", (140, 190)),
    ("rock", "Twist", (140, 180)),
    ("rock", "RockBallad", (70, 100)),
    ("swing", "Swing", (120, 180)),
    ("swing", "EasySwing", (90, 130)),
    ("swing", "FastSwing", (170, 200)),
    ("swing", "CountrySwing", (130, 170)),
    ("swing", "BigBand", (130, 180)),
    ("swing", "Bebop", (160, 200)),
    ("swing", "JazzCombo", (110, 160)),
    ("swing", "Jive", (150, 190)),
    ("swing", "Dixie", (160, 200)),
    ("swing", "ShuffleBoggie", (110, 150)),
    ("swing", "Blues", (80, 120)),
    ("swing", "Foxtrot", (110, 140)),
    ("latin", "BossaNova", (110, 150)),
    ("latin", "Samba", (90, 120)),
    ("latin", "Salsa", (160, 200)),
    ("latin", "Mambo", (170, 200)),
    ("latin", "ChaCha", (110, 130)),
    ("latin", "Rhumba", (90, 120)),
    ("latin", "Beguine", (110, 140)),
    ("latin", "Calypso", (100, 140)),
    ("latin", "Merengue", (120, 160)),
    ("latin", "Tango", (110, 130)),
    ("latin", "Bolero", (90, 120)),
    ("latin", "Afro-Cuban", (100, 140)),
    ("waltz", "Waltz", (80, 110)),
    ("waltz", "JazzWaltz", (120, 170)),
    ("waltz", "CountryWaltz", (90, 130)),
    ("waltz", "RockWaltz", (100, 140)),
    ("waltz", "VieneseWaltz", (160, 200)),
    ("waltz", "FrenchWaltz", (120, 160)),
    ("waltz", "BroadwayWaltz", (100, 140)),
    ("waltz", "LatinWaltz", (110, 150)),
    ("waltz", "FastWaltz", (160, 200)),
    ("waltz", "ModernJazzWaltz", (130, 170)),
    ("ballad", "Ballad", (60, 85)),
    ("ballad", "PopBallad", (65, 90)),
    ("ballad", "PianoBallad", (60, 80)),
    ("ballad", "GuitarBallad", (65, 90)),
    ("ballad", "FolkBallad", (70, 95)),
    ("ballad", "Ballad128", (60, 80)),
    ("ballad", "Lullaby", (60, 80)),
    ("funk", "BVFunk", (90, 120)),
    ("funk", "DSoul", (90, 120)),
    ("funk", "Soul", (90, 120)),
    ("funk", "Hiphop", (85, 105)),
    ("funk", "Lfusion", (100, 130)),
    ("march", "March", (110, 130)),
    ("march", "Polka", (100, 130)),
]

# Chord progressions, one chord per bar, repeated to the piece's length.
PROGRESSIONS = [
    ["C", "Am", "F", "G7"],
    ["Dm7", "G7", "Cmaj7", "A7"],
    ["G", "D", "Em", "C"],
    ["Am", "Dm", "E7", "Am"],
    ["F", "Bb", "C7", "F"],
]

PLANET_BLUPI = "/usr/share/planetblupi/music/music%03d.mid"


def _split(index):
    return "tune" if index % 3 == 0 else "test"


def bench_pieces(seconds=30.0):
    """The benchmark's corpus: every groove once (humanised on every other one), eight without drums, six
    with a quiet intro, four drifting in tempo, and two excerpts of each Planet Blupi song."""
    rng = random.Random(20261201)
    pieces = []
    for i, (style, groove, (lo, hi)) in enumerate(GROOVES):
        tempo = rng.randint(lo, hi)
        pieces.append({
            "name": "%s-%s-%d" % (style, groove.lower(), tempo),
            "style": style,
            "split": _split(i),
            "mma": {"groove": groove, "tempo": tempo, "progression": i % len(PROGRESSIONS),
                    "rtime": 8 if i % 2 else 0, "seed": i + 1},
            "edit": None,
            "seconds": seconds,
        })
    variants = [
        ("nodrums", ["Ballad", "Waltz", "BossaNova", "EasySwing", "PianoBallad", "JazzWaltz", "Rhumba",
                     "FolkRock"]),
        ("quietintro", ["BasicRock", "Swing", "Samba", "CountryWaltz", "Soul", "PopBallad"]),
    ]
    for edit, grooves in variants:
        for j, groove in enumerate(grooves):
            i = next(k for k, g in enumerate(GROOVES) if g[1] == groove)
            style, _, (lo, hi) = GROOVES[i]
            tempo = rng.randint(lo, hi)
            pieces.append({
                "name": "%s-%s-%d" % (edit, groove.lower(), tempo),
                "style": edit,
                "split": _split(i),  # the groove's side: a groove is never on both
                "mma": {"groove": groove, "tempo": tempo, "progression": (i + j) % len(PROGRESSIONS),
                        "rtime": 6, "seed": 100 + i},
                "edit": edit,
                "seconds": seconds,
            })
    for j, (groove, start, factor) in enumerate([("8Beat", 100, 1.2), ("Swing", 150, 0.85),
                                                   ("BossaNova", 120, 1.15), ("Waltz", 95, 0.9)]):
        i = next(k for k, g in enumerate(GROOVES) if g[1] == groove)
        pieces.append({
            "name": "drift-%s-%d" % (groove.lower(), start),
            "style": "drift",
            "split": _split(i),
            "mma": {"groove": groove, "tempo": start, "progression": j, "rtime": 0, "seed": 200 + j,
                    "ramp": factor},
            "edit": None,
            "seconds": seconds,
        })
    for song in range(10):
        for k, start in enumerate((20.0, 90.0)):
            pieces.append({
                "name": "blupi-%03d-%d" % (song, k),
                "style": "midi",
                "split": "tune" if song in (0, 4, 8) else "test",
                "midi": PLANET_BLUPI % song,
                "start": start + 7.0 * song,
                "edit": None,
                "seconds": seconds,
            })
    return pieces


def ctest_pieces():
    """The few short pieces ctest renders (tests/data/beatcorpus holds their MIDI, made by `fixtures`)."""
    return [
        {"name": "rock-basicrock-120", "style": "rock", "split": "tune",
         "mma": {"groove": "BasicRock", "tempo": 120, "progression": 0, "rtime": 8, "seed": 1},
         "edit": None, "seconds": 20.0},
        {"name": "waltz-countrywaltz-150", "style": "waltz", "split": "tune",
         "mma": {"groove": "CountryWaltz", "tempo": 150, "progression": 2, "rtime": 6, "seed": 2},
         "edit": None, "seconds": 20.0},
        {"name": "nodrums-bossanova-132", "style": "nodrums", "split": "tune",
         "mma": {"groove": "BossaNova", "tempo": 132, "progression": 1, "rtime": 6, "seed": 3},
         "edit": "nodrums", "seconds": 20.0},
        {"name": "quietintro-popballad-76", "style": "quietintro", "split": "tune",
         "mma": {"groove": "PopBallad", "tempo": 76, "progression": 3, "rtime": 6, "seed": 4},
         "edit": "quietintro", "seconds": 20.0},
    ]
