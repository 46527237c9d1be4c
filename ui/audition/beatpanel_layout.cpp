// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The beat panel's widgets and their layout.
#include "audition/alignmentview.h"
#include "audition/beatpanel.h"
#include "audition/driftview.h"
#include "audition/waveformview.h"

#include <QAction>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>

namespace mapsmith {

QWidget *BeatPanel::buildControls()
{
    auto *box = new QWidget(this);
    auto *grid = new QGridLayout(box);
    grid->setContentsMargins(0, 0, 0, 0);
    m_bpmLabel = new QLabel(box);
    m_bpmSpin = new QDoubleSpinBox(box);
    m_bpmSpin->setObjectName(QStringLiteral("bpmSpin"));
    m_bpmSpin->setRange(20.0, 400.0);
    m_bpmSpin->setDecimals(3);
    m_bpmSpin->setSingleStep(0.1);
    m_offsetLabel = new QLabel(box);
    m_offsetSpin = new QDoubleSpinBox(box);
    m_offsetSpin->setObjectName(QStringLiteral("offsetSpin"));
    m_offsetSpin->setRange(-3600.0, 3600.0);
    m_offsetSpin->setDecimals(3);
    m_offsetSpin->setSingleStep(0.001);
    m_barLabel = new QLabel(box);
    m_barSpin = new QSpinBox(box);
    m_barSpin->setRange(1, 64);
    m_windowLabel = new QLabel(box);
    m_windowSpin = new QDoubleSpinBox(box);
    m_windowSpin->setObjectName(QStringLiteral("windowSpin"));
    m_windowSpin->setRange(0.01, 0.5);
    m_windowSpin->setDecimals(2);
    m_windowSpin->setSingleStep(0.01);
    grid->addWidget(m_bpmLabel, 0, 0);
    grid->addWidget(m_bpmSpin, 0, 1);
    grid->addWidget(m_offsetLabel, 0, 2);
    grid->addWidget(m_offsetSpin, 0, 3);
    grid->addWidget(m_barLabel, 1, 0);
    grid->addWidget(m_barSpin, 1, 1);
    grid->addWidget(m_windowLabel, 1, 2);
    grid->addWidget(m_windowSpin, 1, 3);

    auto *nudges = new QHBoxLayout;
    m_gridActions = nudges;
    for (std::size_t i = 0; i < m_nudges.size(); ++i) {
        m_nudges[i] = new QToolButton(box);
        nudges->addWidget(m_nudges[i]);
    }
    m_halfButton = new QToolButton(box);
    m_halfButton->setObjectName(QStringLiteral("halfTempoButton"));
    nudges->addWidget(m_halfButton);
    m_doubleButton = new QToolButton(box);
    m_doubleButton->setObjectName(QStringLiteral("doubleTempoButton"));
    nudges->addWidget(m_doubleButton);
    m_tapButton = new QPushButton(box);
    m_tapButton->setObjectName(QStringLiteral("tapButton"));
    nudges->addWidget(m_tapButton);
    m_detectButton = new QPushButton(box);
    m_detectButton->setObjectName(QStringLiteral("detectButton"));
    nudges->addWidget(m_detectButton);
    nudges->addStretch(1);
    grid->addLayout(nudges, 2, 0, 1, 4);
    for (QWidget *spin : std::initializer_list<QWidget *>{m_bpmSpin, m_offsetSpin, m_barSpin, m_windowSpin})
        spin->setMaximumWidth(130);
    grid->setColumnStretch(4, 1);
    return box;
}

void BeatPanel::buildUi()
{
    auto *top = new QHBoxLayout;
    m_openButton = new QPushButton(this);
    m_playButton = new QPushButton(this);
    m_playButton->setObjectName(QStringLiteral("playButton"));
    m_metronome = new QCheckBox(this);
    m_metronome->setChecked(true);
    m_volumeLabel = new QLabel(this);
    m_volume = new QSlider(Qt::Horizontal, this);
    m_volume->setRange(0, 100);
    m_volume->setValue(60);
    m_volume->setMaximumWidth(120);
    m_exportButton = new QPushButton(this);
    m_fileLabel = new QLabel(this);
    m_fileLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    for (QWidget *w : std::initializer_list<QWidget *>{m_openButton, m_playButton, m_metronome, m_volumeLabel,
                                                       m_volume, m_exportButton})
        top->addWidget(w);
    top->addWidget(m_fileLabel, 1);

    auto *progressRow = new QHBoxLayout;
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 100);
    m_progress->setMaximumHeight(16);
    m_cancelButton = new QPushButton(this);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("beatStatus"));
    progressRow->addWidget(m_progress);
    progressRow->addWidget(m_cancelButton);
    progressRow->addWidget(m_status, 1);

    m_overview = new WaveformView(WaveformView::Mode::Overview, this);
    m_overview->setObjectName(QStringLiteral("beatOverview"));
    m_detail = new WaveformView(WaveformView::Mode::Detail, this);
    m_detail->setObjectName(QStringLiteral("beatDetail"));
    m_alignment = new AlignmentView(this);
    m_drift = new DriftView(this);
    m_drift->setObjectName(QStringLiteral("beatDrift"));

    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    // The tempo candidates head the side column: beside the grid's controls they made the dock wider than
    // a 1280 px window's bottom area (a scroll bar across).
    m_candidatesLabel = new QLabel(side);
    m_candidatesLabel->setWordWrap(true);
    m_candidates = new QListWidget(side);
    m_candidates->setObjectName(QStringLiteral("candidateList"));
    m_candidates->setMaximumHeight(72);
    sideLayout->addWidget(m_candidatesLabel);
    sideLayout->addWidget(m_candidates);
    m_alignmentLabel = new QLabel(side);
    m_alignmentLabel->setWordWrap(true);
    sideLayout->addWidget(m_alignmentLabel);
    sideLayout->addWidget(m_alignment, 1);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_overview);
    leftLayout->addWidget(m_detail, 1);
    leftLayout->addWidget(m_drift);
    leftLayout->addWidget(buildControls());

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(left);
    split->addWidget(side);
    split->setStretchFactor(0, 4);
    split->setStretchFactor(1, 1);
    split->setSizes({900, 300});

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(progressRow);
    layout->addWidget(split, 1);
    updateBusy(false);
}

void BeatPanel::addGridAction(QAction *action)
{
    auto *button = new QToolButton(this);
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_gridActions->insertWidget(m_gridActions->count() - 1, button); // before the stretch
}

} // namespace mapsmith
