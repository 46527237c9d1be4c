// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Tempo and beat tracking on the labelled corpus (tools/beatcorpus: MIDI rendered with FluidSynth, exact
// beats from the MIDI), ours and aubio's on the same files in the same run (issue 16).
//   Ours: decodeAudioFile + analyzeBeats, as `mapsmith beat` runs them. aubio (Debian aubio-tools 0.4.9):
//   `aubio tempo FILE` for its tempo, `aubio beat FILE` for its beats.
//   Acc1: tempo within 4% of the label; Acc2: within 4% of the label times 1, 2, 3, 1/2 or 1/3 (the usual
//   definition, Gouyon et al. 2006). Pieces whose tempo varies (the drift style) are left out of both.
//   F: beat F-measure with a +-70 ms window, one-to-one matching, beats of the first 5 s left out of both
//   lists (as mir_eval and MIREX do); every piece counts. Downbeat F: the same on the bars' first beats
//   (ours only: aubio reports no bars; a piece where we report no metre scores 0).
// Prints one table per split (tune: the pieces the tracker's settings were chosen on; test: held out) by
// style, then both together; --pieces also prints each piece.
// Run: build/tests/bench/bench_beat_corpus CORPUS_DIR [--split tune|test] [--no-aubio] [--pieces]
//          [--set NAME=VALUE ...] [--debug-tempo] [--debug-level]
//   where CORPUS_DIR was made by tools/beatcorpus/beatcorpus.py build (docs/PERFORMANCE.md).
#include "audio/decoder.h"

#include <mapsmith/beat/analysis.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <map>
#include <span>
#include <string>
#include <vector>

using namespace mapsmith;

namespace {

struct Piece
{
    QString file, name, style, split;
    double bpm = 0.0;
    bool variable = false;
    std::vector<double> beats, downbeats;
};

struct Estimate
{
    double bpm = 0.0;
    std::vector<double> beats;
    std::vector<double> downbeats; ///< empty when the tool gives none
    bool hasDownbeats = false;
};

struct Tally
{
    int tempoPieces = 0, acc1 = 0, acc2 = 0, pieces = 0, barPieces = 0;
    double f = 0.0, downbeatF = 0.0;
    void add(const Piece &p, const Estimate &e);
};

bool within(double est, double truth)
{
    return truth > 0.0 && std::abs(est - truth) <= 0.04 * truth;
}

bool withinMetrical(double est, double truth)
{
    for (double k : {1.0, 2.0, 3.0, 0.5, 1.0 / 3.0})
        if (within(est, truth * k))
            return true;
    return false;
}

double fMeasure(const std::vector<double> &truthAll, const std::vector<double> &estAll)
{
    constexpr double kSkip = 5.0, kTol = 0.07;
    std::vector<double> truth, est;
    std::copy_if(truthAll.begin(), truthAll.end(), std::back_inserter(truth),
                 [](double t) { return t >= kSkip; });
    std::copy_if(estAll.begin(), estAll.end(), std::back_inserter(est), [](double t) { return t >= kSkip; });
    if (truth.empty() || est.empty())
        return truth.empty() && est.empty() ? 1.0 : 0.0;
    std::vector<bool> used(truth.size(), false);
    int hits = 0;
    for (double b : est) { // greedy nearest unused label within the window (both lists ascending)
        std::size_t best = truth.size();
        for (std::size_t i = 0; i < truth.size(); ++i)
            if (!used[i] && std::abs(truth[i] - b) <= kTol &&
                (best == truth.size() || std::abs(truth[i] - b) < std::abs(truth[best] - b)))
                best = i;
        if (best < truth.size()) {
            used[best] = true;
            ++hits;
        }
    }
    if (hits == 0)
        return 0.0;
    const double p = static_cast<double>(hits) / static_cast<double>(est.size());
    const double r = static_cast<double>(hits) / static_cast<double>(truth.size());
    return 2 * p * r / (p + r);
}

void Tally::add(const Piece &p, const Estimate &e)
{
    ++pieces;
    f += fMeasure(p.beats, e.beats);
    if (e.hasDownbeats) {
        ++barPieces;
        downbeatF += fMeasure(p.downbeats, e.downbeats);
    }
    if (p.variable)
        return;
    ++tempoPieces;
    acc1 += within(e.bpm, p.bpm) ? 1 : 0;
    acc2 += withinMetrical(e.bpm, p.bpm) ? 1 : 0;
}

std::vector<double> numbersOf(const QByteArray &text)
{
    std::vector<double> v;
    for (const QByteArray &line : text.split('\n')) {
        bool ok = false;
        const double d = line.trimmed().split(' ').value(0).toDouble(&ok);
        if (ok)
            v.push_back(d);
    }
    return v;
}

QByteArray runTool(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(120000))
        p.kill();
    return p.readAllStandardOutput();
}

std::vector<Piece> readLabels(const QString &dir)
{
    QFile f(QDir(dir).filePath(QStringLiteral("labels.json")));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    std::vector<Piece> out;
    const QJsonArray list =
        QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("pieces")).toArray();
    for (const QJsonValue &v : list) {
        const QJsonObject o = v.toObject();
        Piece p;
        p.file = QDir(dir).filePath(o.value(QStringLiteral("file")).toString());
        p.name = o.value(QStringLiteral("name")).toString();
        p.style = o.value(QStringLiteral("style")).toString();
        p.split = o.value(QStringLiteral("split")).toString();
        p.bpm = o.value(QStringLiteral("bpm")).toDouble();
        p.variable = o.value(QStringLiteral("variable")).toBool();
        for (const QJsonValue &b : o.value(QStringLiteral("beats")).toArray())
            p.beats.push_back(b.toDouble());
        for (const QJsonValue &b : o.value(QStringLiteral("downbeats")).toArray())
            p.downbeats.push_back(b.toDouble());
        out.push_back(std::move(p));
    }
    return out;
}

double cpuNow()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) / 1e9;
}

void printTable(const QString &title, const std::map<QString, Tally> &ours,
                const std::map<QString, Tally> &aubio, bool haveAubio)
{
    std::printf(
        "\n%s\n| style | pieces | Acc1 ours | Acc1 aubio | Acc2 ours | Acc2 aubio | F ours | F aubio | "
        "downbeat F ours |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|\n",
        qPrintable(title));
    const auto pct = [](int k, int n) {
        return n ? QString::number(100.0 * k / n, 'f', 0) + QLatin1Char('%') : QStringLiteral("—");
    };
    for (const auto &[style, t] : ours) {
        const Tally a = haveAubio ? aubio.at(style) : Tally{};
        std::printf("| %s | %d | %s | %s | %s | %s | %.3f | %.3f | %.3f |\n", qPrintable(style), t.pieces,
                    qPrintable(pct(t.acc1, t.tempoPieces)), qPrintable(pct(a.acc1, a.tempoPieces)),
                    qPrintable(pct(t.acc2, t.tempoPieces)), qPrintable(pct(a.acc2, a.tempoPieces)),
                    t.f / std::max(1, t.pieces), a.f / std::max(1, a.pieces),
                    t.downbeatF / std::max(1, t.barPieces));
    }
}

// --debug-level: onset strength around tracked beats, in units of the envelope's spread (it is normalised):
// the mean at the stronger and the weaker of every other beat, half-way between beats and at their thirds,
// and how much one phase of every `group` beats stands out. The evidence a metrical-level rule would use.
struct BeatProfile
{
    double strong = 0.0, weak = 0.0, between = 0.0, thirds = 0.0;
};

double peakNear(const std::vector<float> &x, int t)
{
    double v = 0.0;
    bool any = false;
    for (int i = std::max(0, t - 2); i <= t + 2 && i < static_cast<int>(x.size()); ++i) {
        v = any ? std::max(v, static_cast<double>(x[i])) : static_cast<double>(x[i]);
        any = true;
    }
    return v;
}

BeatProfile beatProfile(const std::vector<float> &onset, const std::vector<int> &beats)
{
    BeatProfile out;
    if (beats.size() < 4)
        return out;
    double sum[2] = {0.0, 0.0};
    int count[2] = {0, 0};
    for (std::size_t i = 0; i < beats.size(); ++i) {
        sum[i % 2] += peakNear(onset, beats[i]);
        ++count[i % 2];
        if (i + 1 < beats.size()) {
            const int a = beats[i], d = beats[i + 1] - beats[i];
            out.between += peakNear(onset, a + d / 2);
            out.thirds += 0.5 * (peakNear(onset, a + d / 3) + peakNear(onset, a + (2 * d) / 3));
        }
    }
    out.strong = std::max(sum[0] / count[0], sum[1] / count[1]);
    out.weak = std::min(sum[0] / count[0], sum[1] / count[1]);
    out.between /= static_cast<double>(beats.size() - 1);
    out.thirds /= static_cast<double>(beats.size() - 1);
    return out;
}

double groupContrast(const std::vector<float> &onset, const std::vector<int> &beats, int group)
{
    if (beats.size() < 2 * static_cast<std::size_t>(group))
        return 0.0;
    std::vector<double> a;
    double mean = 0.0, sq = 0.0;
    for (int b : beats)
        a.push_back(peakNear(onset, b));
    for (double v : a)
        mean += v / static_cast<double>(a.size());
    for (double v : a)
        sq += (v - mean) * (v - mean);
    const double spread = std::sqrt(sq / static_cast<double>(a.size()));
    double best = 0.0;
    for (int phase = 0; phase < group && spread > 1e-9; ++phase) {
        double on = 0.0, off = 0.0;
        int nOn = 0, nOff = 0;
        for (std::size_t i = 0; i < a.size(); ++i)
            if (static_cast<int>(i % static_cast<std::size_t>(group)) == phase) {
                on += a[i];
                ++nOn;
            } else {
                off += a[i];
                ++nOff;
            }
        best = std::max(best, (on / nOn - off / nOff) / spread);
    }
    return best;
}

// One line per piece: the tempo estimate against the label, the grid sections, and the beat profile of the
// envelope (all bands; the tracking mix; the low group) when tracked at half, one and two times the estimate;
// then the group contrasts (2, 3, 4, 6, 8 beats) of the low, mid and high groups and of all bands.
void printLevelEvidence(const Piece &p, std::span<const float> mono, int rate, const BeatAnalysis &r,
                        const AnalysisSettings &settings)
{
    const OnsetEnvelope env = onsetEnvelope(mono, rate, settings.onset);
    std::vector<float> mixed(env.strength.size());
    for (std::size_t i = 0; i < mixed.size(); ++i) {
        double v = settings.trackWeights[3] * env.strength[i];
        for (std::size_t g = 0; g < 3; ++g)
            v += settings.trackWeights[g] * env.groups[g][i];
        mixed[i] = static_cast<float>(v);
    }
    const std::vector<float> &mix = mixed;
    const double t0 = r.candidates.front().bpm;
    std::printf("LEVEL %-5s %-30s ratio %.3f", qPrintable(p.split), qPrintable(p.name), t0 / p.bpm);
    for (const BeatSection &sec : r.sections)
        std::printf(" [%.1f-%.1f s %.1f BPM, %zu beats]", sec.start, sec.end, sec.bpm, sec.beatCount);
    const auto track = [&](double k) {
        return trackBeatFrames(mix, {60.0 * env.frameRate / (k * t0)}, settings.track);
    };
    for (double k : {0.5, 1.0, 2.0}) {
        const std::vector<int> fr = track(k);
        std::printf(" | x%.1f", k);
        for (const std::vector<float> *x : {&env.strength, &mix, &env.groups[OnsetEnvelope::kLow]}) {
            const BeatProfile a = beatProfile(*x, fr);
            std::printf(" %.2f %.2f %.2f %.2f;", a.strong, a.weak, a.between, a.thirds);
        }
    }
    const std::vector<int> fr = track(1.0);
    for (const std::vector<float> *x : {&env.groups[0], &env.groups[1], &env.groups[2], &env.strength}) {
        std::printf(" |");
        for (int g : {2, 3, 4, 6, 8})
            std::printf(" %.2f", groupContrast(*x, fr, g));
    }
    std::printf("\n");
}

// --set NAME=VALUE: the analysis settings the tuning runs varied (docs/PERFORMANCE.md says which were tried).
bool setKnob(AnalysisSettings &s, const QString &assignment)
{
    const QString name = assignment.section(u'=', 0, 0);
    const double v = assignment.section(u'=', 1).toDouble();
    TempoSettings &t = s.tempo;
    std::map<QString, double *> knobs{
        {QStringLiteral("prior"), &t.priorBpm},        {QStringLiteral("octaves"), &t.priorOctaves},
        {QStringLiteral("gw0"), &t.groupWeights[0]},   {QStringLiteral("gw1"), &t.groupWeights[1]},
        {QStringLiteral("gw2"), &t.groupWeights[2]},   {QStringLiteral("gw3"), &t.groupWeights[3]},
        {QStringLiteral("comb0"), &t.comb[0]},         {QStringLiteral("comb1"), &t.comb[1]},
        {QStringLiteral("comb2"), &t.comb[2]},         {QStringLiteral("comb3"), &t.comb[3]},
        {QStringLiteral("minconf"), &t.minConfidence}, {QStringLiteral("tight"), &s.track.tightness},
        {QStringLiteral("knee"), &s.onset.knee},       {QStringLiteral("tol"), &s.sectionTolerance},
        {QStringLiteral("dev"), &s.localDeviation},    {QStringLiteral("trim"), &s.track.trimRatio},
        {QStringLiteral("fourier"), &t.fourierWeight}, {QStringLiteral("tw0"), &s.trackWeights[0]},
        {QStringLiteral("tw1"), &s.trackWeights[1]},   {QStringLiteral("tw2"), &s.trackWeights[2]},
        {QStringLiteral("tw3"), &s.trackWeights[3]},
    };
    const auto it = knobs.find(name);
    if (it == knobs.end())
        return false;
    *it->second = v;
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (args.isEmpty()) {
        std::fprintf(stderr,
                     "usage: bench_beat_corpus CORPUS_DIR [--split tune|test] [--no-aubio] [--pieces]\n");
        return 2;
    }
    const int splitAt = static_cast<int>(args.indexOf(QStringLiteral("--split")));
    const QString onlySplit = splitAt >= 0 ? args.value(splitAt + 1) : QString();
    const bool haveAubio = !args.contains(QStringLiteral("--no-aubio"));
    const bool perPiece = args.contains(QStringLiteral("--pieces"));
    const std::vector<Piece> corpus = readLabels(args.front());
    AnalysisSettings settings;
    for (int i = 0; i + 1 < args.size(); ++i)
        if (args[i] == QStringLiteral("--set") && !setKnob(settings, args[i + 1])) {
            std::fprintf(stderr, "unknown setting %s\n", qPrintable(args[i + 1]));
            return 2;
        }
    if (corpus.empty()) {
        std::fprintf(stderr, "%s: no labels.json with pieces (tools/beatcorpus/beatcorpus.py build)\n",
                     qPrintable(args.front()));
        return 2;
    }
    std::map<QString, std::map<QString, Tally>> ours, aubio; // split -> style -> tally
    double cpu = 0.0, audioSeconds = 0.0;
    for (const Piece &p : corpus) {
        if (!onlySplit.isEmpty() && p.split != onlySplit)
            continue;
        const auto audio = decodeAudioFile(p.file);
        if (!audio) {
            std::fprintf(stderr, "%s\n", audio.error().toString().c_str());
            return 1;
        }
        const double c0 = cpuNow();
        const auto result = analyzeBeats(audio->mono, audio->sampleRate, nullptr, settings);
        cpu += cpuNow() - c0;
        audioSeconds += audio->durationSeconds;
        Estimate mine;
        if (result && result->found) {
            mine.bpm = result->bpm;
            mine.beats = result->beats;
            mine.hasDownbeats = true;
            if (result->beatsPerBar > 0)
                for (std::size_t i = 0; i < result->beats.size(); ++i)
                    if (result->beats[i] >= result->downbeat - 1e-9 &&
                        std::lround((result->beats[i] - result->downbeat) * result->bpm / 60.0) %
                                result->beatsPerBar ==
                            0)
                        mine.downbeats.push_back(result->beats[i]);
        }
        Estimate theirs;
        if (haveAubio) {
            const auto tempo = numbersOf(runTool(QStringLiteral("aubio"), {QStringLiteral("tempo"), p.file}));
            theirs.bpm = tempo.empty() ? 0.0 : tempo.front();
            theirs.beats = numbersOf(runTool(QStringLiteral("aubio"), {QStringLiteral("beat"), p.file}));
        }
        for (const QString &split : {p.split, QStringLiteral("all")}) {
            ours[split][p.style].add(p, mine);
            ours[split][QStringLiteral("**all**")].add(p, mine);
            aubio[split][p.style].add(p, theirs);
            aubio[split][QStringLiteral("**all**")].add(p, theirs);
        }
        if (args.contains(QStringLiteral("--debug-tempo"))) {
            const OnsetEnvelope env = onsetEnvelope(audio->mono, audio->sampleRate, settings.onset);
            const TempoEstimate t = estimateTempo(env, settings.tempo);
            const auto a = [&](double bpm) { return t.tempogram.at(60.0 * env.frameRate / bpm); };
            std::printf(
                "      A(label/3) %.2f A(label/2) %.2f A(2label/3) %.2f A(label) %.2f A(3label/2) %.2f "
                "A(2label) %.2f A(3label) %.2f |",
                a(p.bpm / 3), a(p.bpm / 2), a(p.bpm * 2 / 3), a(p.bpm), a(p.bpm * 1.5), a(p.bpm * 2),
                a(p.bpm * 3));
            for (const TempoCandidate &c : t.candidates)
                std::printf(" %.1f(%.2f)", c.bpm, c.confidence);
            std::printf("\n");
        }
        if (args.contains(QStringLiteral("--debug-level")) && result && result->found)
            printLevelEvidence(p, audio->mono, audio->sampleRate, *result, settings);
        if (perPiece)
            std::printf("%-5s %-34s label %7.2f  ours %7.2f (conf %.2f) F %.3f  aubio %7.2f F %.3f\n",
                        qPrintable(p.split), qPrintable(p.name), p.bpm, mine.bpm,
                        result ? result->confidence : 0.0, fMeasure(p.beats, mine.beats), theirs.bpm,
                        fMeasure(p.beats, theirs.beats));
        std::fflush(stdout);
    }
    for (const auto &[split, table] : ours)
        printTable(split == QStringLiteral("all")    ? QStringLiteral("Both splits")
                   : split == QStringLiteral("test") ? QStringLiteral("Held-out split (test)")
                                                     : QStringLiteral("Tuning split (tune)"),
                   table, aubio[split], haveAubio);
    std::printf("\nanalyzeBeats: %.1f s of audio in %.2f s CPU: %.0fx real time\n", audioSeconds, cpu,
                audioSeconds / std::max(1e-9, cpu));
    return 0;
}
