// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "audition/taptempo.h"

// moc (Qt 6.4) cannot parse <compare>, which core headers may include.
#ifndef Q_MOC_RUN
#include "audio/decoder.h"
#include "document/translatedcommand.h"

#include <mapsmith/beat/analysis.h>
#include <mapsmith/beat/beatconfig.h>
#include <mapsmith/util/result.h>
#endif

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QWidget>

#include <array>
#include <memory>

class QAbstractSpinBox;
class QAction;
class QCheckBox;
class QDoubleSpinBox;
class QHBoxLayout;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSlider;
class QSoundEffect;
class QSpinBox;
class QTimer;
class QToolButton;

namespace mapsmith {

class AlignmentView;
class AudioJobs;
class DriftView;
class MapDocument;
class MusicTransport;
class WaveformView;

/// The beat panel: auditions the level's beat grid (the config's `beat:` section) against its music.
/// Opens and decodes the music off the GUI thread; shows an overview, a zoomable detail view with the grid
/// an alignment view of stacked beats and, after a detection, a view of where the grid drifts from the beats
/// along the song; plays it with a metronome click; edits BPM and offset by spin
/// boxes, grid drags, tap tempo (key T), beat nudges and detection, each one undo step on the document's
/// stack; exports the music with clicks as a WAV. The layout lives in beatpanel_layout.cpp, playback in
/// beatpanel_playback.cpp, the editing actions in beatpanel_edits.cpp. The music plays on a MusicTransport
/// (the main window's, shared with the play-test, or the panel's own).
class BeatPanel : public QWidget
{
    Q_OBJECT

public:
    /// A panel with a transport of its own.
    explicit BeatPanel(MapDocument *document, QWidget *parent = nullptr);
    /// A panel that plays on `transport` (not owned; it outlives the panel).
    BeatPanel(MapDocument *document, MusicTransport *transport, QWidget *parent = nullptr);
    ~BeatPanel() override;

    /// The grid shown: the document's beat section, or the defaults when it has none.
    BeatConfig grid() const;
    const std::shared_ptr<const DecodedAudio> &audio() const { return m_audio; }
    QString musicPath() const { return m_musicPath; }
    const std::optional<BeatAnalysis> &analysis() const { return m_analysis; }
    bool isBusy() const;
    QString statusText() const;

    WaveformView *overview() const { return m_overview; }
    WaveformView *detailView() const { return m_detail; }
    AlignmentView *alignmentView() const { return m_alignment; }
    DriftView *driftView() const { return m_drift; }
    QListWidget *candidateList() const { return m_candidates; }
    QDoubleSpinBox *bpmSpin() const { return m_bpmSpin; }
    QDoubleSpinBox *offsetSpin() const { return m_offsetSpin; }
    MusicTransport *transport() const { return m_transport; }
    /// Play or Pause, as the shared music is paused or playing (whichever panel paused it).
    QPushButton *playButton() const { return m_playButton; }
    /// Adds a button for `action` next to the grid edits: the play-test's "Apply Play Timing", so the offset
    /// correction a play suggests can be applied from here with the same code and the same undo step.
    void addGridAction(QAction *action);

public slots:
    /// Decodes `path` off the GUI thread; on success it becomes the level's music (musicLoaded), on failure
    /// the panel shows why and keeps what it had (musicFailed).
    void loadMusic(const QString &path);
    void openMusic();
    /// Runs beat analysis off the GUI thread; the candidates appear in the list and the best one is applied.
    void detect();
    /// Applies candidate `row` of the last detection.
    void applyCandidate(int row);
    /// Moves the grid by a number of beats (±1, ±0.5).
    void nudge(double beats);
    /// Multiplies the tempo by `factor` (2: double, 0.5: half), keeping beat 0 where it is: one undo step.
    void scaleTempo(double factor);
    /// A tap at `seconds` on a steady clock (the T key taps with the panel's own clock).
    void tapAt(double seconds);
    void tap();
    void togglePlay();
    void seek(double seconds);
    void exportMixDialog();
    /// Writes the music with a click on every beat of the grid (bar beats higher) to `path`.
    Status exportMix(const QString &path) const;
    void cancelJobs();

signals:
    void musicLoaded();
    void musicFailed(const QString &message);
    void detected();

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildUi();
    QWidget *buildControls();
    void connectUi();
    void connectJobs();
    void retranslateUi();
    void syncFromDocument();
    void loadDocumentMusic();
    void onDecoded(const QString &path, std::shared_ptr<const DecodedAudio> audio);
    void onAnalyzed(const BeatAnalysis &analysis);
    void setStatus(const QString &text, bool error = false);
    /// A status made again in each language: a language switch re-runs `text`.
    void setStatus(std::function<QString()> text, bool error = false);
    /// The tempo candidates' rows from m_analysis, in the current language; the chosen row kept.
    void fillCandidates();
    void updateBusy(bool busy);
    /// Pushes `beat` as one undo step named `text`; commands of the same non-zero gesture merge.
    void apply(const BeatConfig &beat, TranslatedCommand::Text text, int gesture = 0);
    // Playback (beatpanel_playback.cpp).
    void setupPlayback();
    void setPlayerSource(const QString &path, double seconds);
    void showPlayhead(double seconds);
    /// The play button shows what a click does: Play when the music is paused, Pause when it plays.
    void updatePlayButton();
    void onTick();
    double playPosition() const;
    void makeClicks();

    MapDocument *m_document;
    AudioJobs *m_jobs;
    std::shared_ptr<const DecodedAudio> m_audio;
    QString m_musicPath;
    std::optional<BeatAnalysis> m_analysis;
    std::function<QString()> m_statusText; ///< the shown status, when it can be made again
    bool m_syncing = false;

    WaveformView *m_overview = nullptr;
    WaveformView *m_detail = nullptr;
    AlignmentView *m_alignment = nullptr;
    DriftView *m_drift = nullptr;
    QToolButton *m_doubleButton = nullptr;
    QToolButton *m_halfButton = nullptr;
    QLabel *m_fileLabel = nullptr;
    QLabel *m_status = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QPushButton *m_openButton = nullptr;
    QPushButton *m_playButton = nullptr;
    QPushButton *m_detectButton = nullptr;
    QHBoxLayout *m_gridActions = nullptr; // the row of nudges, tap and detect
    QPushButton *m_exportButton = nullptr;
    QPushButton *m_tapButton = nullptr;
    std::array<QToolButton *, 4> m_nudges{};
    QCheckBox *m_metronome = nullptr;
    QSlider *m_volume = nullptr;
    QLabel *m_volumeLabel = nullptr;
    QLabel *m_bpmLabel = nullptr;
    QLabel *m_offsetLabel = nullptr;
    QLabel *m_barLabel = nullptr;
    QLabel *m_windowLabel = nullptr;
    QLabel *m_candidatesLabel = nullptr;
    QLabel *m_alignmentLabel = nullptr;
    QDoubleSpinBox *m_bpmSpin = nullptr;
    QDoubleSpinBox *m_offsetSpin = nullptr;
    QSpinBox *m_barSpin = nullptr;
    QDoubleSpinBox *m_windowSpin = nullptr;
    QListWidget *m_candidates = nullptr;
    int m_spinGesture = 0;
    QAbstractSpinBox *m_spinOwner = nullptr;
    int m_dragGesture = 0;
    int m_tapGesture = 0;

    TapTempo m_taps;
    QElapsedTimer m_tapClock;

    MusicTransport *m_transport = nullptr;
    QSoundEffect *m_click = nullptr;
    QSoundEffect *m_barClick = nullptr;
    QTimer *m_tick = nullptr;
    QTemporaryDir m_clickDir;
    std::int64_t m_lastClickBeat = 0;
};

} // namespace mapsmith
