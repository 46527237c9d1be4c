// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "audition/beatpanel.h"

#include "audio/audiojobs.h"
#include "audio/mediabackend.h"
#include "audio/musictransport.h"
#include "audition/alignmentview.h"
#include "audition/beatcommand.h"
#include "audition/driftview.h"
#include "audition/waveformview.h"
#include "document/mapdocument.h"

#include <QCheckBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>

namespace mapsmith {

BeatPanel::BeatPanel(MapDocument *document, QWidget *parent) : BeatPanel(document, nullptr, parent) {}

BeatPanel::BeatPanel(MapDocument *document, MusicTransport *transport, QWidget *parent)
    : QWidget(parent), m_document(document), m_jobs(new AudioJobs(this)),
      m_transport(transport ? transport : new MusicTransport(this))
{
    setObjectName(QStringLiteral("beatPanel"));
    buildUi();
    setupPlayback();
    connectUi();
    retranslateUi();
    syncFromDocument();
    m_tapClock.start();
}

BeatPanel::~BeatPanel() = default;

void BeatPanel::connectUi()
{
    connect(m_openButton, &QPushButton::clicked, this, &BeatPanel::openMusic);
    connect(m_playButton, &QPushButton::clicked, this, &BeatPanel::togglePlay);
    connect(m_exportButton, &QPushButton::clicked, this, &BeatPanel::exportMixDialog);
    connect(m_detectButton, &QPushButton::clicked, this, &BeatPanel::detect);
    connect(m_tapButton, &QPushButton::clicked, this, &BeatPanel::tap);
    connect(m_cancelButton, &QPushButton::clicked, this, &BeatPanel::cancelJobs);
    auto *tapKey = new QShortcut(QKeySequence(Qt::Key_T), this);
    tapKey->setContext(Qt::WidgetWithChildrenShortcut);
    connect(tapKey, &QShortcut::activated, this, &BeatPanel::tap);
    static constexpr double kNudge[] = {-1.0, -0.5, 0.5, 1.0};
    for (std::size_t i = 0; i < m_nudges.size(); ++i)
        connect(m_nudges[i], &QToolButton::clicked, this, [this, i] { nudge(kNudge[i]); });
    connect(m_doubleButton, &QToolButton::clicked, this, [this] { scaleTempo(2.0); });
    connect(m_halfButton, &QToolButton::clicked, this, [this] { scaleTempo(0.5); });
    connect(m_drift, &DriftView::seekRequested, this, &BeatPanel::seek);

    // Typing or stepping in one spin box is one undo step until its editing finishes.
    const auto spinEdit = [this](QAbstractSpinBox *spin, TranslatedCommand::Text text, auto setter) {
        return [this, spin, text, setter](auto value) {
            if (m_syncing)
                return;
            if (m_spinGesture == 0 || m_spinOwner != spin)
                m_spinGesture = ChangeBeatCommand::newGesture();
            m_spinOwner = spin;
            BeatConfig b = grid();
            setter(b, value);
            apply(b, text, m_spinGesture);
        };
    };
    connect(m_bpmSpin, &QDoubleSpinBox::valueChanged, this,
            spinEdit(
                m_bpmSpin, [] { return tr("Change BPM"); }, [](BeatConfig &b, double v) { b.bpm = v; }));
    connect(m_offsetSpin, &QDoubleSpinBox::valueChanged, this,
            spinEdit(
                m_offsetSpin, [] { return tr("Change beat offset"); },
                [](BeatConfig &b, double v) { b.offset = v; }));
    connect(m_barSpin, &QSpinBox::valueChanged, this,
            spinEdit(
                m_barSpin, [] { return tr("Change beats per bar"); },
                [](BeatConfig &b, int v) { b.beatsPerBar = v; }));
    connect(m_windowSpin, &QDoubleSpinBox::valueChanged, this,
            spinEdit(
                m_windowSpin, [] { return tr("Change input window"); },
                [](BeatConfig &b, double v) { b.window = v; }));
    for (QAbstractSpinBox *spin :
         std::initializer_list<QAbstractSpinBox *>{m_bpmSpin, m_offsetSpin, m_barSpin, m_windowSpin})
        connect(spin, &QAbstractSpinBox::editingFinished, this, [this] { m_spinGesture = 0; });

    connect(m_candidates, &QListWidget::itemClicked, this,
            [this](QListWidgetItem *item) { applyCandidate(m_candidates->row(item)); });
    connect(m_detail, &WaveformView::seekRequested, this, &BeatPanel::seek);
    connect(m_overview, &WaveformView::seekRequested, this, &BeatPanel::seek);
    connect(m_overview, &WaveformView::spanChanged, m_detail, [this](double start, double length) {
        m_detail->setSpan(start, length);
        m_overview->setSpan(m_detail->spanStart(), m_detail->spanLength());
    });
    connect(m_detail, &WaveformView::spanChanged, m_overview, &WaveformView::setSpan);
    connect(m_detail, &WaveformView::gridDragStarted, this,
            [this] { m_dragGesture = ChangeBeatCommand::newGesture(); });
    connect(m_detail, &WaveformView::gridDragged, this, [this](double bpm, double offset) {
        BeatConfig b = grid();
        b.bpm = bpm;
        b.offset = offset;
        apply(
            b, [] { return tr("Drag beat grid"); }, m_dragGesture);
    });
    connect(m_detail, &WaveformView::gridDragFinished, this, [this] { m_dragGesture = 0; });

    connectJobs();
}

void BeatPanel::connectJobs()
{
    connect(m_jobs, &AudioJobs::decodeProgress, this, [this](double f) {
        m_progress->setRange(0, 100);
        m_progress->setValue(static_cast<int>(f * 100.0));
    });
    connect(m_jobs, &AudioJobs::decoded, this, &BeatPanel::onDecoded);
    connect(m_jobs, &AudioJobs::decodeFailed, this, [this](const QString &, const QString &message) {
        setStatus(tr("Cannot open the music: %1").arg(message), true);
        emit musicFailed(message);
    });
    connect(m_jobs, &AudioJobs::analyzed, this, &BeatPanel::onAnalyzed);
    connect(m_jobs, &AudioJobs::analyzeFailed, this,
            [this](const QString &message) { setStatus(tr("Detection failed: %1").arg(message), true); });
    connect(m_jobs, &AudioJobs::busyChanged, this, &BeatPanel::updateBusy);
    connect(m_document, &MapDocument::configChanged, this, [this](ChangeKind kind) {
        if (kind == ChangeKind::Beat || kind == ChangeKind::All)
            syncFromDocument();
        if (kind == ChangeKind::All)
            loadDocumentMusic();
    });
    connect(m_document, &MapDocument::fileNameChanged, this, [this] { loadDocumentMusic(); });
}

void BeatPanel::retranslateUi()
{
    m_openButton->setText(tr("Open music…"));
    updatePlayButton();
    m_metronome->setText(tr("Metronome"));
    m_volumeLabel->setText(tr("Click volume"));
    m_exportButton->setText(tr("Export mix…"));
    m_exportButton->setToolTip(tr("Write the music with a click on every beat to a WAV file"));
    m_cancelButton->setText(tr("Cancel"));
    m_bpmLabel->setText(tr("BPM"));
    m_offsetLabel->setText(tr("Offset (s)"));
    m_offsetSpin->setToolTip(tr("Time of beat 0 in the music"));
    m_barLabel->setText(tr("Beats per bar"));
    m_windowLabel->setText(tr("Input window (beats)"));
    m_nudges[0]->setText(tr("−1 beat"));
    m_nudges[1]->setText(tr("−½ beat"));
    m_nudges[2]->setText(tr("+½ beat"));
    m_nudges[3]->setText(tr("+1 beat"));
    m_doubleButton->setText(tr("×2"));
    m_doubleButton->setToolTip(tr("Double the tempo (the beat is twice as fast)"));
    m_halfButton->setText(tr("½"));
    m_halfButton->setToolTip(tr("Halve the tempo (the beat is half as fast)"));
    m_tapButton->setText(tr("Tap (T)"));
    m_tapButton->setToolTip(tr("Tap along with the music; a pause of two seconds starts over"));
    m_detectButton->setText(tr("Detect"));
    m_alignmentLabel->setText(tr("Beats stacked (onsets should line up on the centre line)"));
    m_alignmentLabel->setWordWrap(true);
    m_candidatesLabel->setText(tr("Tempo candidates (click one to apply)"));
    m_detail->setToolTip(tr("Click to seek, wheel to zoom; drag a beat line to move the grid, Shift+drag "
                            "to change the tempo"));
    if (m_musicPath.isEmpty())
        m_fileLabel->setText(tr("No music"));
    // Text made before the switch: the detection's status and its candidates.
    if (m_statusText)
        m_status->setText(m_statusText());
    fillCandidates();
    if (!media::ensureBackend()) { // the panel says so before anything is opened; the grid still works
        setStatus(media::unavailableReason(), true);
        m_metronome->setToolTip(media::unavailableReason());
    }
}

void BeatPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

BeatConfig BeatPanel::grid() const
{
    return m_document->config().beat.value_or(BeatConfig{});
}

bool BeatPanel::isBusy() const
{
    return m_jobs->isBusy();
}

QString BeatPanel::statusText() const
{
    return m_status->text();
}

void BeatPanel::setStatus(const QString &text, bool error)
{
    m_statusText = nullptr;
    m_status->setText(text);
    m_status->setStyleSheet(error ? QStringLiteral("color: #e05050;") : QString());
}

void BeatPanel::setStatus(std::function<QString()> text, bool error)
{
    setStatus(text(), error);
    m_statusText = std::move(text);
}

void BeatPanel::updateBusy(bool busy)
{
    m_progress->setVisible(busy);
    m_cancelButton->setVisible(busy);
    m_detectButton->setEnabled(!busy && m_audio);
    const bool haveAudio = m_audio != nullptr;
    m_playButton->setEnabled(haveAudio);
    m_exportButton->setEnabled(haveAudio);
}

void BeatPanel::syncFromDocument()
{
    const BeatConfig b = grid();
    m_syncing = true;
    m_bpmSpin->setValue(b.bpm);
    m_offsetSpin->setValue(b.offset);
    m_barSpin->setValue(b.beatsPerBar);
    m_windowSpin->setValue(b.window);
    m_syncing = false;
    m_overview->setGrid(b);
    m_detail->setGrid(b);
    m_alignment->setGrid(b);
    m_drift->setGrid(b);
}

void BeatPanel::loadMusic(const QString &path)
{
    setStatus(tr("Decoding %1…").arg(QFileInfo(path).fileName()));
    m_progress->setRange(0, 0); // busy until the first progress report (some formats give none)
    m_jobs->decode(path);
}

void BeatPanel::openMusic()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open music"), QString(),
                                     tr("Music (*.wav *.mp3 *.flac *.ogg *.oga *.opus);;All files (*)"));
    if (!path.isEmpty())
        loadMusic(path);
}

void BeatPanel::loadDocumentMusic()
{
    const BeatConfig b = grid();
    if (b.music.empty())
        return;
    const QString music = QString::fromStdString(b.music);
    const QDir base =
        m_document->fileName().isEmpty() ? QDir::current() : QFileInfo(m_document->fileName()).absoluteDir();
    const QString path = QFileInfo(base, music).absoluteFilePath();
    if (path != m_musicPath && QFileInfo::exists(path))
        loadMusic(path);
}

void BeatPanel::onDecoded(const QString &path, std::shared_ptr<const DecodedAudio> audio)
{
    m_audio = std::move(audio);
    m_musicPath = QFileInfo(path).absoluteFilePath();
    m_analysis.reset();
    m_candidates->clear();
    m_overview->setAudio(m_audio);
    m_detail->setAudio(m_audio);
    m_alignment->setAudio(m_audio);
    m_drift->setDuration(m_audio->durationSeconds);
    m_drift->setBeats({}, {});
    m_fileLabel->setText(QFileInfo(path).fileName());
    QString note = tr("%1 s, %2 Hz").arg(m_audio->durationSeconds, 0, 'f', 1).arg(m_audio->sampleRate);
    if (m_audio->mp3Tagged)
        note += tr("; MP3 encoder delay and padding removed");
    setStatus(note);
    updateBusy(m_jobs->isBusy());
    setPlayerSource(m_musicPath, m_audio->durationSeconds);
    // The level remembers its music, relative to the config's folder when it has one.
    const QString docFile = m_document->fileName();
    const QString stored =
        docFile.isEmpty() ? m_musicPath : QFileInfo(docFile).absoluteDir().relativeFilePath(m_musicPath);
    BeatConfig b = grid();
    if (QString::fromStdString(b.music) != stored || !m_document->config().beat) {
        b.music = stored.toStdString();
        apply(b, [] { return tr("Set music"); });
    }
    emit musicLoaded();
}

} // namespace mapsmith
