# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: Mapsmith developers
"""Exact beat and downbeat times of a MIDI file, and the edits the corpus makes to MIDI before rendering.

The beat is the denominator's note of the time signature (a quarter in 4/4 and 3/4), or the dotted quarter in
compound metres (6/8, 9/8, 12/8); bars start at each time signature change and follow its numerator. Ticks
become seconds through the file's own tempo map (every set_tempo of every track), so tempo changes and ramps
are exact. The labels cover the music: from tick 0 (the first bar) to the last note's end.

mido (Debian: python3-mido) parses and writes the files.
"""

import mido

DRUM_CHANNEL = 9  # General MIDI percussion (channel 10 counted from 1)


def absolute(mid):
    """Every message of every track as (tick, track index, message), in time order (stable by track)."""
    events = []
    for index, track in enumerate(mid.tracks):
        tick = 0
        for msg in track:
            tick += msg.time
            events.append((tick, index, msg))
    events.sort(key=lambda e: (e[0], e[1]))
    return events


def tempo_map(mid):
    """[(tick, microseconds per quarter)], starting at tick 0 (120 BPM until the first set_tempo)."""
    changes = [(0, 500000)]
    for tick, _, msg in absolute(mid):
        if msg.type == "set_tempo":
            if tick == changes[-1][0]:
                changes[-1] = (tick, msg.tempo)
            else:
                changes.append((tick, msg.tempo))
    return changes


class Clock:
    """Ticks to seconds through a tempo map."""

    def __init__(self, mid):
        self.tpb = mid.ticks_per_beat
        self.changes = tempo_map(mid)
        self.starts = [0.0]  # seconds at each change
        for (t0, us), (t1, _) in zip(self.changes, self.changes[1:]):
            self.starts.append(self.starts[-1] + (t1 - t0) * us / 1e6 / self.tpb)

    def seconds(self, tick):
        i = len(self.changes) - 1
        while i > 0 and self.changes[i][0] > tick:
            i -= 1
        t0, us = self.changes[i]
        return self.starts[i] + (tick - t0) * us / 1e6 / self.tpb

    def tick(self, seconds):
        """The last tick at or before `seconds`."""
        i = len(self.starts) - 1
        while i > 0 and self.starts[i] > seconds:
            i -= 1
        t0, us = self.changes[i]
        return t0 + int((seconds - self.starts[i]) * 1e6 * self.tpb / us)


def time_signatures(mid):
    """[(tick, numerator, denominator)], 4/4 at tick 0 unless the file says otherwise."""
    sigs = [(0, 4, 4)]
    for tick, _, msg in absolute(mid):
        if msg.type == "time_signature":
            if tick == sigs[-1][0]:
                sigs[-1] = (tick, msg.numerator, msg.denominator)
            else:
                sigs.append((tick, msg.numerator, msg.denominator))
    return sigs


def beat_ticks(tpb, numerator, denominator):
    """(ticks per beat, beats per bar) of a time signature."""
    unit = tpb * 4 // denominator
    if denominator == 8 and numerator % 3 == 0 and numerator > 3:
        return unit * 3, numerator // 3
    return unit, numerator


def last_note_end(mid):
    end = 0
    for tick, _, msg in absolute(mid):
        if msg.type in ("note_on", "note_off"):
            end = max(end, tick)
    return end


def has_drums(mid):
    return any(m.type == "note_on" and m.velocity > 0 and m.channel == DRUM_CHANNEL for _, _, m in absolute(mid))


def labels(mid, until_seconds=None):
    """{'beats': [s], 'downbeats': [s], 'meter': beats per bar of the first bar, 'bpm': median tempo,
    'variable': whether the beat period varies by more than 2%} of a mido.MidiFile. Beats at or after
    until_seconds (the length the audio is cut to) are left out."""
    clock = Clock(mid)
    sigs = time_signatures(mid)
    end = last_note_end(mid)
    beats, downbeats = [], []
    meter = None
    for i, (start, num, den) in enumerate(sigs):
        stop = sigs[i + 1][0] if i + 1 < len(sigs) else end
        step, per_bar = beat_ticks(clock.tpb, num, den)
        meter = meter or per_bar
        n = 0
        for tick in range(start, stop, step):
            t = clock.seconds(tick)
            if until_seconds is not None and t >= until_seconds:
                break
            beats.append(t)
            if n % per_bar == 0:
                downbeats.append(t)
            n += 1
    periods = sorted(b - a for a, b in zip(beats, beats[1:]))
    median = periods[len(periods) // 2] if periods else 0.0
    variable = bool(periods) and (periods[-1] > median * 1.02 or periods[0] < median / 1.02)
    return {
        "beats": [round(b, 6) for b in beats],
        "downbeats": [round(b, 6) for b in downbeats],
        "meter": meter or 4,
        "bpm": round(60.0 / median, 4) if median > 0 else 0.0,
        "variable": variable,
    }


def _rebuild(mid, events):
    """A type 1 file of the same resolution holding (tick, track, message) events."""
    out = mido.MidiFile(type=1, ticks_per_beat=mid.ticks_per_beat)
    tracks = {}
    for tick, index, msg in sorted(events, key=lambda e: (e[0], e[1])):
        tracks.setdefault(index, []).append((tick, msg))
    for index in sorted(tracks):
        track = mido.MidiTrack()
        last = 0
        for tick, msg in tracks[index]:
            track.append(msg.copy(time=tick - last))
            last = tick
        out.tracks.append(track)
    return out


def crop(mid, start_seconds, length_seconds):
    """The part of `mid` from start_seconds for length_seconds, starting on the bar line at or before
    start_seconds (so beat 0 is a downbeat), as a new file: controller, program and tempo state before the
    cut is kept at tick 0, notes that began before it are dropped, notes still sounding at the end stop."""
    clock = Clock(mid)
    start_tick = clock.tick(start_seconds)
    sig_tick, num, den = [s for s in time_signatures(mid) if s[0] <= start_tick][-1]
    step, per_bar = beat_ticks(clock.tpb, num, den)
    first = sig_tick + (start_tick - sig_tick) // (step * per_bar) * (step * per_bar)
    start_s = clock.seconds(first)
    kept, sounding = [], {}
    for tick, index, msg in absolute(mid):
        rel = tick - first
        t = clock.seconds(tick) - start_s
        is_note = msg.type in ("note_on", "note_off")
        if msg.type == "end_of_track":
            continue
        if tick < first:
            if not is_note:
                kept.append((0, index, msg))  # state: program, controllers, tempo, signatures
            continue
        if t >= length_seconds:
            continue
        if is_note:
            key = (index, msg.channel, msg.note)
            if msg.type == "note_on" and msg.velocity > 0:
                sounding[key] = True
            elif not sounding.pop(key, False):
                continue  # the end of a note that began before the cut
        kept.append((rel, index, msg))
    end_tick = clock.tick(start_s + length_seconds) - first
    for (index, channel, note) in list(sounding):
        kept.append((end_tick, index, mido.Message("note_off", channel=channel, note=note, velocity=0)))
    return _rebuild(mid, kept), start_s


def without_drums(mid, until_seconds=None):
    """`mid` with the percussion channel's notes removed (all of them, or those before until_seconds)."""
    clock = Clock(mid)
    kept = []
    for tick, index, msg in absolute(mid):
        if msg.type == "end_of_track":
            continue
        drum = msg.type in ("note_on", "note_off") and msg.channel == DRUM_CHANNEL
        if drum and (until_seconds is None or clock.seconds(tick) < until_seconds):
            continue
        kept.append((tick, index, msg))
    return _rebuild(mid, kept)


def quiet_intro(mid, seconds, gain=0.3):
    """A quiet intro: no drums and the other notes at `gain` of their velocity for the first `seconds`."""
    clock = Clock(mid)
    soft = without_drums(mid, until_seconds=seconds)
    kept = []
    for tick, index, msg in absolute(soft):
        if msg.type == "end_of_track":
            continue
        if msg.type == "note_on" and msg.velocity > 0 and clock.seconds(tick) < seconds:
            msg = msg.copy(velocity=max(1, int(msg.velocity * gain)))
        kept.append((tick, index, msg))
    return _rebuild(mid, kept)
