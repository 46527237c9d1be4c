// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The beat panel's editing actions: every grid change is one ChangeBeatCommand on the document's stack.
#include "audio/audiojobs.h"
#include "audio/clickmix.h"
#include "audition/beatcommand.h"
#include "audition/beatpanel.h"
#include "audition/driftview.h"
#include "document/mapdocument.h"
#include "i18n/coremessages.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QListWidget>
#include <QProgressBar>
#include <QSaveFile>
#include <QUndoStack>

#include <cmath>

namespace mapsmith {

void BeatPanel::apply(const BeatConfig &beat, TranslatedCommand::Text text, int gesture)
{
    if (m_document->config().beat && *m_document->config().beat == beat)
        return;
    m_document->undoStack()->push(new ChangeBeatCommand(m_document, beat, std::move(text), gesture));
}

void BeatPanel::nudge(double beats)
{
    BeatConfig b = grid();
    b.offset += beats * 60.0 / b.bpm;
    apply(b, [beats] { return beats > 0 ? tr("Nudge grid later") : tr("Nudge grid earlier"); });
}

void BeatPanel::scaleTempo(double factor)
{
    BeatConfig b = grid();
    const double bpm = std::clamp(b.bpm * factor, 20.0, 400.0);
    if (bpm == b.bpm)
        return;
    b.bpm = bpm;
    apply(b, [factor] { return factor > 1.0 ? tr("Double tempo") : tr("Halve tempo"); });
}

void BeatPanel::tap()
{
    tapAt(static_cast<double>(m_tapClock.nsecsElapsed()) / 1e9);
}

void BeatPanel::tapAt(double seconds)
{
    const bool fresh = m_taps.count() == 0;
    const auto bpm = m_taps.tap(seconds);
    if (m_taps.count() == 1 || fresh)
        m_tapGesture = ChangeBeatCommand::newGesture(); // a new run of taps: a new undo step
    if (!bpm) {
        setStatus(tr("Tap: keep tapping on the beat"));
        return;
    }
    BeatConfig b = grid();
    b.bpm = std::round(*bpm * 1000.0) / 1000.0;
    setStatus(tr("Tap: %1 BPM from %2 taps").arg(b.bpm, 0, 'f', 2).arg(m_taps.count()));
    apply(
        b, [] { return tr("Tap tempo"); }, m_tapGesture);
}

void BeatPanel::detect()
{
    if (!m_audio)
        return;
    setStatus(tr("Detecting the tempo…"));
    m_progress->setRange(0, 0); // the analysis reports no fraction: a busy bar
    m_jobs->analyze(m_audio);
}

void BeatPanel::onAnalyzed(const BeatAnalysis &analysis)
{
    m_progress->setRange(0, 100);
    m_analysis = analysis;
    m_candidates->clear();
    m_drift->setBeats(analysis.beats, analysis.sections);
    if (!analysis.found) {
        setStatus([confidence = analysis.confidence] {
            return tr("No steady beat found (confidence %1)").arg(confidence, 0, 'f', 2);
        });
        emit detected();
        return;
    }
    fillCandidates();
    setStatus([this] {
        const BeatAnalysis &a = *m_analysis;
        QString status = tr("Detected %1 BPM, offset %2 s, confidence %3")
                             .arg(a.bpm, 0, 'f', 2)
                             .arg(a.offset, 0, 'f', 3)
                             .arg(a.confidence, 0, 'f', 2);
        if (a.beatsPerBar > 0)
            status += tr("; %1 beats a bar").arg(a.beatsPerBar);
        if (!a.steady)
            status += tr("; the tempo drifts: %n sections, see the drift view below", nullptr,
                         static_cast<int>(a.sections.size()));
        return status;
    });
    applyCandidate(0);
    emit detected();
}

void BeatPanel::fillCandidates()
{
    const int row = m_candidates->currentRow();
    const QSignalBlocker block(m_candidates);
    m_candidates->clear();
    if (!m_analysis || !m_analysis->found)
        return;
    for (std::size_t i = 0; i < m_analysis->candidates.size(); ++i) {
        const TempoCandidate &c = m_analysis->candidates[i];
        const double bpm = i == 0 ? m_analysis->bpm : c.bpm;
        m_candidates->addItem(tr("%1 BPM  (confidence %2)").arg(bpm, 0, 'f', 2).arg(c.confidence, 0, 'f', 2));
    }
    m_candidates->setCurrentRow(row);
}

void BeatPanel::applyCandidate(int row)
{
    if (!m_analysis || !m_analysis->found || row < 0 ||
        row >= static_cast<int>(m_analysis->candidates.size()))
        return;
    m_candidates->setCurrentRow(row);
    BeatConfig b = grid();
    // The chosen tempo's beats are tracked: its BPM is refined and the offset is its first beat. The other
    // candidates keep that beat as beat 0.
    b.bpm = std::clamp(row == 0 ? m_analysis->bpm : m_analysis->candidates[static_cast<std::size_t>(row)].bpm,
                       20.0, 400.0);
    b.offset = m_analysis->offset;
    if (m_analysis->beatsPerBar > 0) {
        // Beat 0 on a bar's first beat: the detected downbeat's line of the tracked grid, whole bars back
        // towards the start (every candidate keeps that beat as beat 0).
        const double period = 60.0 / m_analysis->bpm;
        const double bar = period * m_analysis->beatsPerBar;
        const double downbeat = b.offset + std::round((m_analysis->downbeat - b.offset) / period) * period;
        b.offset = downbeat - std::floor((downbeat - b.offset) / bar + 1e-9) * bar;
        b.beatsPerBar = m_analysis->beatsPerBar;
    }
    apply(b, [] { return tr("Apply detected tempo"); });
}

Status BeatPanel::exportMix(const QString &path) const
{
    if (!m_audio)
        return Error::badInput(tr("No music is loaded").toStdString());
    const BeatConfig b = grid();
    const double period = 60.0 / b.bpm;
    // Start at a bar at or before 0 s, so the vector's every beatsPerBar-th entry is a bar line.
    auto n = static_cast<std::int64_t>(std::floor(-b.offset / period));
    const int perBar = std::max(1, b.beatsPerBar);
    n -= ((n % perBar) + perBar) % perBar;
    std::vector<double> beats;
    for (; b.offset + static_cast<double>(n) * period <= m_audio->durationSeconds; ++n)
        beats.push_back(b.offset + static_cast<double>(n) * period);
    QSaveFile file(path);
    const QByteArray wav = clickMixWav(m_audio->mono, m_audio->sampleRate, beats, 0.5, perBar);
    if (!file.open(QIODevice::WriteOnly) || file.write(wav) != wav.size() || !file.commit()) {
        Error e = Error::io(tr("cannot write: %1").arg(file.errorString()).toStdString());
        e.file = QFile::encodeName(path).toStdString();
        return e;
    }
    return Ok{};
}

void BeatPanel::exportMixDialog()
{
    if (!m_audio)
        return;
    const QString suggested = QFileInfo(m_musicPath).completeBaseName() + QStringLiteral("-clicks.wav");
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export audition mix"), QFileInfo(m_musicPath).absoluteDir().filePath(suggested),
        tr("WAV audio (*.wav)"));
    if (path.isEmpty())
        return;
    const Status written = exportMix(path);
    if (written)
        setStatus(tr("Wrote %1").arg(QFileInfo(path).fileName()));
    else
        setStatus(trError(written.error()), true);
}

void BeatPanel::cancelJobs()
{
    m_jobs->cancel();
    m_progress->setRange(0, 100);
    setStatus(tr("Cancelled"));
}

} // namespace mapsmith
