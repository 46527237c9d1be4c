// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// `mapsmith beat AUDIO`: tempo, offset and beats of a music file (ui/audio decodes, core/beat analyses);
// --click-mix writes the music with a click on every beat, to hear whether the grid fits.

// clang-format off
#include <mapsmith/beat/analysis.h>
// clang-format on

#include "audio/clickmix.h"
#include "audio/decoder.h"
#include "cli/commands.h"
#include "cli/options.h"
#include "cli/output.h"
#include "cli/text.h"

#include <QFile>
#include <QJsonArray>
#include <QStringList>

#include <cstdio>
#include <fcntl.h>
#include <unistd.h>

namespace mapsmith::cli {

namespace {

QString fixed(double value, int decimals)
{
    return QString::number(value, 'f', decimals);
}

QJsonObject jsonAnalysis(const CommandLine &cl, const DecodedAudio &audio, const BeatAnalysis &beats)
{
    QJsonArray candidates;
    for (const TempoCandidate &c : beats.candidates)
        candidates.append(
            QJsonObject{{QStringLiteral("bpm"), c.bpm}, {QStringLiteral("confidence"), c.confidence}});
    QJsonArray times;
    for (double t : beats.beats)
        times.append(t);
    QJsonArray sections;
    for (const BeatSection &s : beats.sections)
        sections.append(QJsonObject{{QStringLiteral("start"), s.start},
                                    {QStringLiteral("end"), s.end},
                                    {QStringLiteral("bpm"), s.bpm},
                                    {QStringLiteral("offset"), s.offset},
                                    {QStringLiteral("beats"), static_cast<qint64>(s.beatCount)},
                                    {QStringLiteral("steady"), s.steady}});
    QJsonObject o{
        {QStringLiteral("file"), cl.audio},
        {QStringLiteral("duration"), audio.durationSeconds},
        {QStringLiteral("sample_rate"), audio.sampleRate},
        {QStringLiteral("found"), beats.found},
        {QStringLiteral("bpm"), beats.bpm},
        {QStringLiteral("offset"), beats.offset},
        {QStringLiteral("confidence"), beats.confidence},
        {QStringLiteral("candidates"), candidates},
        {QStringLiteral("beats"), times},
        {QStringLiteral("steady"), beats.found && beats.steady},
        {QStringLiteral("sections"), sections},
        {QStringLiteral("beats_per_bar"), beats.beatsPerBar},
        {QStringLiteral("downbeat"), beats.downbeat},
        {QStringLiteral("bar_confidence"), beats.barConfidence},
    };
    if (!beats.found)
        o.insert(QStringLiteral("message"), QStringLiteral("no steady beat found"));
    return o;
}

QString sectionsLine(const BeatAnalysis &beats)
{
    QStringList parts;
    for (const BeatSection &s : beats.sections)
        parts << QStringLiteral("%1-%2 s %3 BPM%4")
                     .arg(fixed(s.start, 2), fixed(s.end, 2), fixed(s.bpm, 2),
                          s.steady ? QString() : QStringLiteral(" (drifting)"));
    return QStringLiteral("sections %1%2: %3\n")
        .arg(beats.sections.size())
        .arg(beats.steady ? QString() : QStringLiteral(" (the beat leaves one grid)"))
        .arg(parts.join(QStringLiteral("; ")));
}

void printAnalysis(const CommandLine &cl, const DecodedAudio &audio, const BeatAnalysis &beats)
{
    if (cl.json) {
        printJson(jsonAnalysis(cl, audio, beats));
        return;
    }
    QStringList candidates;
    for (const TempoCandidate &c : beats.candidates)
        candidates << QStringLiteral("%1 (%2)").arg(fixed(c.bpm, 2), fixed(c.confidence, 2));
    QString out;
    if (!beats.found) {
        out += QStringLiteral("found no\n");
        out += QStringLiteral("no steady beat found (confidence %1)\n").arg(fixed(beats.confidence, 2));
        out += QStringLiteral("candidates %1\n").arg(candidates.join(QStringLiteral(", ")));
        printOut(out.toUtf8());
        return;
    }
    QStringList times;
    for (double t : beats.beats)
        times << fixed(t, 3);
    out += QStringLiteral("found yes\n");
    out += QStringLiteral("bpm %1\n").arg(fixed(beats.bpm, 2));
    out += QStringLiteral("offset %1 s\n").arg(fixed(beats.offset, 3));
    out += QStringLiteral("confidence %1\n").arg(fixed(beats.confidence, 2));
    out += QStringLiteral("candidates %1\n").arg(candidates.join(QStringLiteral(", ")));
    if (beats.beatsPerBar > 0)
        out += QStringLiteral("bars %1 beats, first downbeat %2 s (confidence %3)\n")
                   .arg(beats.beatsPerBar)
                   .arg(fixed(beats.downbeat, 3), fixed(beats.barConfidence, 2));
    else
        out += QStringLiteral("bars unclear (confidence %1)\n").arg(fixed(beats.barConfidence, 2));
    out += sectionsLine(beats);
    out += QStringLiteral("beats %1\n").arg(times.join(u' '));
    printOut(out.toUtf8());
}

// FFmpeg (inside Qt's media backend) logs straight to file descriptor 2 ("[mp3 @ 0x...] Estimating duration
// from bitrate"), past Qt's message handler, which would break the contract of one stderr line per error.
// While decoding, stderr goes to /dev/null (unless MAPSMITH_VERBOSE is set); our own errors are returned as
// values and printed after.
class QuietStderr
{
public:
    QuietStderr()
    {
        if (!qEnvironmentVariableIsEmpty("MAPSMITH_VERBOSE"))
            return;
        std::fflush(stderr);
        const int null = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
        if (null < 0)
            return;
        m_saved = ::fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 0);
        if (m_saved >= 0)
            ::dup2(null, STDERR_FILENO);
        ::close(null);
    }
    ~QuietStderr()
    {
        if (m_saved < 0)
            return;
        std::fflush(stderr);
        ::dup2(m_saved, STDERR_FILENO);
        ::close(m_saved);
    }
    QuietStderr(const QuietStderr &) = delete;
    QuietStderr &operator=(const QuietStderr &) = delete;

private:
    int m_saved = -1;
};

Result<DecodedAudio> decodeQuietly(const QString &path)
{
    const QuietStderr quiet;
    return decodeAudioFile(path);
}

} // namespace

int runBeat(const CommandLine &cl)
{
    const auto audio = decodeQuietly(cl.audio);
    if (!audio)
        return fail(audio.error());
    const auto beats = analyzeBeats(audio->mono, audio->sampleRate);
    if (!beats) {
        Error error = beats.error();
        if (error.file.empty())
            error.file = QFile::encodeName(cl.audio).toStdString();
        return fail(error);
    }
    if (!cl.clickMix.isEmpty()) {
        const Status written =
            writeFile(cl.clickMix, clickMixWav(audio->mono, audio->sampleRate, beats->beats));
        if (!written)
            return fail(written.error());
    }
    printAnalysis(cl, *audio, *beats);
    return ExitDone;
}

const CommandSpec &beatCommand()
{
    static const CommandSpec spec{
        .name = QStringLiteral("beat"),
        .summary = QT_TRANSLATE_NOOP("Cli", "tempo, offset and beats of a music file"),
        .synopsis = QT_TRANSLATE_NOOP("Cli", "Usage: mapsmith beat AUDIO [--json] [--click-mix OUT.wav]"),
        .description = QT_TRANSLATE_NOOP(
            "Cli",
            "Decodes a music file (WAV, MP3, FLAC, Ogg, ...) and prints found, bpm, offset (the first\n"
            "beat, in seconds), confidence (0..1), the tempo candidates, the bars (beats per bar and the\n"
            "first downbeat, where the metre shows), the sections that each keep one grid (more than one\n"
            "where the tempo drifts) and the beats. A file without a steady pulse prints 'found no' and\n"
            "'no steady beat found' with the confidence, and still exits with 0."),
        .options = {options::json(QT_TRANSLATE_NOOP("Cli", "print the result as one JSON object")),
                    options::clickMix()},
        .positionals = {{[](CommandLine &cl, const QString &file) { cl.audio = file; },
                         QT_TRANSLATE_NOOP("Cli", "missing AUDIO file")}},
        .run = runBeat,
    };
    return spec;
}

} // namespace mapsmith::cli
