#!/usr/bin/python3
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: Mapsmith developers
"""The corpus labeller against hand-computed beat times (run by ctest as beatcorpus_labels)."""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import mido  # noqa: E402

import midilabels  # noqa: E402

TPB = 480


def song(events, tpb=TPB):
    """A type 0 file of (tick, message) events."""
    mid = mido.MidiFile(type=0, ticks_per_beat=tpb)
    track = mido.MidiTrack()
    last = 0
    for tick, msg in sorted(events, key=lambda e: e[0]):
        track.append(msg.copy(time=tick - last))
        last = tick
    mid.tracks.append(track)
    return mid


def note(tick, length, channel=0, pitch=60, velocity=100):
    return [(tick, mido.Message("note_on", channel=channel, note=pitch, velocity=velocity)),
            (tick + length, mido.Message("note_off", channel=channel, note=pitch, velocity=0))]


def tempo(tick, bpm):
    return (tick, mido.MetaMessage("set_tempo", tempo=mido.bpm2tempo(bpm)))


def signature(tick, num, den):
    return (tick, mido.MetaMessage("time_signature", numerator=num, denominator=den))


class Labels(unittest.TestCase):
    def test_twoBarsOfFourThenThreeFour_atTheirTempos(self):
        # 2 bars of 4/4 at 120 BPM (8 beats of 0.5 s), then 2 bars of 3/4 at 60 BPM (6 beats of 1 s).
        events = [tempo(0, 120), signature(0, 4, 4), tempo(8 * TPB, 60), signature(8 * TPB, 3, 4)]
        events += note(0, TPB) + note(14 * TPB - 10, 10)
        got = midilabels.labels(song(events))
        want = [0.5 * i for i in range(8)] + [4.0 + i for i in range(6)]
        self.assertEqual(got["beats"], want)
        self.assertEqual(got["downbeats"], [0.0, 2.0, 4.0, 7.0])
        self.assertEqual(got["meter"], 4)
        self.assertTrue(got["variable"])

    def test_sixEight_beatIsTheDottedQuarter(self):
        events = [tempo(0, 120), signature(0, 6, 8)] + note(0, 10) + note(6 * TPB - 10, 10)
        got = midilabels.labels(song(events))
        self.assertEqual(got["beats"], [0.0, 0.75, 1.5, 2.25])  # 1.5 quarters each
        self.assertEqual(got["downbeats"], [0.0, 1.5])
        self.assertEqual(got["meter"], 2)

    def test_steadyTempo_medianBpmAndNotVariable_cutAtTheAudioLength(self):
        events = [tempo(0, 100)] + note(0, 10) + note(40 * TPB, 10)
        got = midilabels.labels(song(events), until_seconds=6.0)
        self.assertEqual(len(got["beats"]), 10)  # 0, 0.6, ... 5.4
        self.assertAlmostEqual(got["bpm"], 100.0, places=3)
        self.assertFalse(got["variable"])

    def test_crop_startsOnTheBarLineBeforeAndKeepsTheProgram(self):
        events = [tempo(0, 120), (0, mido.Message("program_change", channel=0, program=33))]
        for beat in range(64):
            events += note(beat * TPB, TPB // 2, pitch=40 + beat % 12)
        cut, start = midilabels.crop(song(events), 5.3, 4.0)  # bars are 2 s: the cut starts at 4 s
        self.assertAlmostEqual(start, 4.0)
        got = midilabels.labels(cut)
        self.assertEqual(got["beats"][:3], [0.0, 0.5, 1.0])
        msgs = [m for _, _, m in midilabels.absolute(cut)]
        self.assertEqual([m.program for m in msgs if m.type == "program_change"], [33])
        ons = [t for t, _, m in midilabels.absolute(cut) if m.type == "note_on" and m.velocity > 0]
        self.assertEqual(ons[0], 0)
        self.assertEqual(len(ons), 8)  # the notes of 4 s, not one more

    def test_withoutDrumsAndQuietIntro(self):
        events = [tempo(0, 120)]
        for beat in range(8):
            events += note(beat * TPB, 100, channel=9, pitch=36) + note(beat * TPB, 100, velocity=90)
        mid = song(events)
        self.assertTrue(midilabels.has_drums(mid))
        self.assertFalse(midilabels.has_drums(midilabels.without_drums(mid)))
        quiet = midilabels.quiet_intro(mid, 2.0, gain=0.5)
        ons = [(midilabels.Clock(quiet).seconds(t), m) for t, _, m in midilabels.absolute(quiet)
               if m.type == "note_on" and m.velocity > 0]
        self.assertEqual([m.velocity for t, m in ons if t < 2.0], [45] * 4)
        self.assertEqual(sum(1 for t, m in ons if t >= 2.0 and m.channel == 9), 4)


if __name__ == "__main__":
    unittest.main()
