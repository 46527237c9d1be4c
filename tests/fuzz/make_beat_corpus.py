#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Writes the seed corpus of fuzz_beat (tests/fuzz/corpus/beat/): click tracks at low sample rates in the
# target's input layout: one format byte (even: int16, odd: float32), the sample rate minus one as 16-bit
# little-endian, then the samples. Low rates keep 3+ seconds of audio inside a few kilobytes.
import math
import os
import struct

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus", "beat")


def write(name, fmt, rate, samples):
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(bytes([fmt, (rate - 1) & 255, (rate - 1) >> 8]))
        for s in samples:
            if fmt % 2 == 0:
                f.write(struct.pack("<h", max(-32768, min(32767, int(s * 32767)))))
            else:
                f.write(struct.pack("<f", s))


def clicks(rate, seconds, bpm, phase=0.1):
    n = int(rate * seconds)
    out = [0.0] * n
    t = phase
    while t < seconds:
        i = int(t * rate)
        for k in range(min(int(0.02 * rate) + 1, n - i)):
            out[i + k] = math.exp(-k / (0.004 * rate + 1)) * (1 if k % 2 == 0 else -1)
        t += 60.0 / bpm
    return out


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    write("clicks_120bpm_2khz.pcm", 0, 2000, clicks(2000, 4, 120))
    write("clicks_90bpm_1khz.pcm", 0, 1000, clicks(1000, 6, 90))
    write("clicks_150bpm_1500hz_float.pcm", 1, 1500, clicks(1500, 4, 150))
    write("silence_1khz.pcm", 0, 1000, [0.0] * 3500)
