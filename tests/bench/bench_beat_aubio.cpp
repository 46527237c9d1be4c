// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Beat analysis against Debian's aubio-tools on the same synthesised tracks, in the same run (not a test).
//   Tracks: tempos 60..200 BPM (step 10 by default) x 4 kinds (drums, drums + noise, swung drums, soft pad),
//   20 s each at a random offset, written as 16-bit WAVs to a temporary folder.
//   Per tool: share of tracks within 4% of the true tempo, share within 4% allowing octave errors (x2, x1/2),
//   mean beat F-measure (+-70 ms, beats of the first 5 s left out, one-to-one matching), and speed in x real
//   time on one core (our analyzeBeats: process CPU time; aubio: the child processes' CPU time).
//   aubio: `aubio tempo FILE` (the Python front end) for the tempo, `aubiotrack -i FILE` (C) for the beats.
//   Finally our analysis of a 3-minute track: median CPU time of 5 runs.
//   aubio's tempo is also taken from aubiotrack's beats (60 / median inter-beat interval), which is fairer
//   to it than the summary `aubio tempo` prints.
// Run: build/tests/bench/bench_beat_aubio [tempo-step]   (needs aubio-tools: make bench-deps)
#include "../beat/synth.h"
#include "../beat/wavfile.h"

#include <mapsmith/beat/analysis.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <string>
#include <sys/resource.h>
#include <unistd.h>
#include <vector>

using namespace mapsmith;
using synthaudio::kRate;

namespace {

struct Truth
{
    synthaudio::Track track;
    std::string kind;
};

void writeWav(const std::string &path, const std::vector<float> &s)
{
    std::ofstream out(path, std::ios::binary);
    out << wavfile::bytes(wavfile::pcm16(s), kRate);
}

double childCpuSeconds()
{
    rusage r{};
    getrusage(RUSAGE_CHILDREN, &r);
    return static_cast<double>(r.ru_utime.tv_sec + r.ru_stime.tv_sec) +
           static_cast<double>(r.ru_utime.tv_usec + r.ru_stime.tv_usec) / 1e6;
}

std::string run(const std::string &command)
{
    std::string out;
    if (FILE *p = popen(command.c_str(), "r")) {
        std::array<char, 4096> buf{};
        while (std::fgets(buf.data(), static_cast<int>(buf.size()), p))
            out += buf.data();
        pclose(p);
    }
    return out;
}

std::vector<double> numbersOf(const std::string &text)
{
    std::vector<double> v;
    const char *p = text.c_str();
    char *end = nullptr;
    for (;;) {
        const double d = std::strtod(p, &end);
        if (end == p) {
            if (*p == '\0')
                break;
            ++p;
            continue;
        }
        v.push_back(d);
        p = end;
    }
    return v;
}

bool within(double est, double truth)
{
    return std::abs(est - truth) <= 0.04 * truth;
}

bool withinOctave(double est, double truth)
{
    return within(est, truth) || within(est, 2 * truth) || within(est, truth / 2);
}

double fMeasure(const synthaudio::Track &tr, const std::vector<double> &beats)
{
    constexpr double kSkip = 5.0, kTol = 0.07;
    std::vector<double> truth, est;
    const double p = 60.0 / tr.bpm;
    for (int n = 0; tr.offset + n * p < tr.seconds; ++n)
        if (tr.offset + n * p >= kSkip)
            truth.push_back(tr.offset + n * p);
    for (double b : beats)
        if (b >= kSkip)
            est.push_back(b);
    std::vector<bool> used(truth.size(), false);
    int hits = 0;
    for (double b : est) {
        for (std::size_t i = 0; i < truth.size(); ++i) {
            if (!used[i] && std::abs(truth[i] - b) <= kTol) {
                used[i] = true;
                ++hits;
                break;
            }
        }
    }
    if (hits == 0)
        return 0.0;
    const double precision = static_cast<double>(hits) / static_cast<double>(est.size());
    const double recall = static_cast<double>(hits) / static_cast<double>(truth.size());
    return 2 * precision * recall / (precision + recall);
}

struct Score
{
    int n = 0, tempo = 0, octave = 0;
    double f = 0.0, audioSeconds = 0.0, cpuSeconds = 0.0;
    void add(const synthaudio::Track &tr, double bpm, const std::vector<double> &beats, double cpu)
    {
        ++n;
        tempo += within(bpm, tr.bpm) ? 1 : 0;
        octave += withinOctave(bpm, tr.bpm) ? 1 : 0;
        f += fMeasure(tr, beats);
        audioSeconds += tr.seconds;
        cpuSeconds += cpu;
    }
    void print(const char *name) const
    {
        std::printf("%-22s %5.1f%%  %5.1f%%  %6.3f  %8.0fx\n", name, 100.0 * tempo / n, 100.0 * octave / n,
                    f / n, audioSeconds / std::max(1e-9, cpuSeconds));
    }
};

/// The tempo of a beat list: 60 / the median interval between consecutive beats.
double medianIbiBpm(const std::vector<double> &beats)
{
    std::vector<double> d;
    for (std::size_t i = 1; i < beats.size(); ++i)
        d.push_back(beats[i] - beats[i - 1]);
    if (d.empty())
        return 0.0;
    std::nth_element(d.begin(), d.begin() + static_cast<std::ptrdiff_t>(d.size() / 2), d.end());
    return d[d.size() / 2] > 0 ? 60.0 / d[d.size() / 2] : 0.0;
}

double cpuNow()
{
    return static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}

} // namespace

int main(int argc, char **argv)
{
    const int step = argc > 1 ? std::max(1, std::atoi(argv[1])) : 10;
    const bool haveAubio = !run("command -v aubiotrack").empty() && !run("command -v aubio").empty();
    const auto dir =
        std::filesystem::temp_directory_path() / ("mapsmith-bench-beat-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);

    std::vector<Truth> tracks;
    Rng rng(2026);
    for (int bpm = 60; bpm <= 200; bpm += step) {
        for (int kind = 0; kind < 4; ++kind) {
            Truth t;
            t.track.bpm = bpm;
            t.track.seconds = 20.0;
            t.track.offset = rng.real(0.0, 60.0 / bpm);
            t.track.noise = kind == 1 ? 0.08 : 0.0;
            t.track.swing = kind == 2 ? 1.0 : 0.0;
            t.track.pad = kind == 3;
            t.kind = kind == 0 ? "drums" : kind == 1 ? "noise" : kind == 2 ? "swing" : "pad";
            tracks.push_back(t);
        }
    }

    Score ours, aubio, aubioIbi;
    std::vector<std::string> misses;
    for (std::size_t i = 0; i < tracks.size(); ++i) {
        const Truth &t = tracks[i];
        const std::vector<float> audio = synthaudio::synth(t.track, 100 + i);
        const double c0 = cpuNow();
        const auto result = analyzeBeats(audio, kRate);
        const double c1 = cpuNow();
        const double bpm = result && result->found ? result->bpm : 0.0;
        ours.add(t.track, bpm, result ? result->beats : std::vector<double>{}, c1 - c0);
        if (!within(bpm, t.track.bpm))
            misses.push_back(t.kind + " " + std::to_string(static_cast<int>(t.track.bpm)) + " -> " +
                             std::to_string(bpm));
        if (!haveAubio)
            continue;
        const std::string wav = (dir / ("track" + std::to_string(i) + ".wav")).string();
        writeWav(wav, audio);
        const auto tempo = numbersOf(run("aubio tempo '" + wav + "' 2>/dev/null"));
        const double a0 = childCpuSeconds();
        const auto beats = numbersOf(run("aubiotrack -i '" + wav + "' 2>/dev/null"));
        const double a1 = childCpuSeconds();
        aubio.add(t.track, tempo.empty() ? 0.0 : tempo.front(), beats, a1 - a0);
        aubioIbi.add(t.track, medianIbiBpm(beats), beats, a1 - a0);
        std::filesystem::remove(wav);
    }

    std::printf("%zu tracks of 20 s (tempo step %d BPM; drums, noise, swing, pad)\n", tracks.size(), step);
    std::printf("%-22s %6s  %6s  %6s  %9s\n", "", "tempo", "octave", "F(70ms)", "speed");
    ours.print("mapsmith analyzeBeats");
    if (haveAubio)
        aubio.print("aubio tempo");
    if (haveAubio)
        aubioIbi.print("aubiotrack median IBI");
    else
        std::printf("aubio-tools not installed: make bench-deps\n");
    for (const auto &m : misses)
        std::printf("  tempo miss: %s\n", m.c_str());

    synthaudio::Track longTrack;
    longTrack.bpm = 128.0;
    longTrack.offset = 0.2;
    longTrack.seconds = 180.0;
    longTrack.noise = 0.02;
    const std::vector<float> audio = synthaudio::synth(longTrack, 7);
    std::vector<double> times;
    for (int r = 0; r < 5; ++r) {
        const double c0 = cpuNow();
        const auto result = analyzeBeats(audio, kRate);
        times.push_back(cpuNow() - c0);
        if (!result)
            return 1;
    }
    std::sort(times.begin(), times.end());
    std::printf("3-minute track: median %.1f ms CPU -> %.0fx real time\n", times[2] * 1000.0,
                180.0 / times[2]);
    std::filesystem::remove_all(dir);
    return 0;
}
