// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The Play dock's option row: the play options `mapsmith play` takes (offset, window, vision and light
// radii, chase range, hole beats, health, which lights shine), and the maze's "play again". The tempo,
// offset and window are the level's beat section (one undo step each, as the beat panel's); the others
// are the play's own and start it over.
#include "document/mapdocument.h"
#include "play/playpanel.h"
#include "play/playview.h"

#include <mapsmith/beat/beatconfig.h>
#include <mapsmith/play/level.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>

namespace mapsmith {

QWidget *PlayPanel::makeOptionsRow()
{
    auto *row = new QWidget(this);
    row->setObjectName(QStringLiteral("playOptions"));
    const PlayOptions defaults;
    m_offset->setRange(-3600.0, 3600.0);
    m_offset->setDecimals(3);
    m_offset->setSingleStep(0.01);
    m_window->setRange(0.01, 0.5);
    m_window->setDecimals(2);
    m_window->setSingleStep(0.05);
    const struct
    {
        QSpinBox *box;
        int lo, hi, value;
    } ints[] = {{m_visionRadius, 1, 64, defaults.visionRadius},
                {m_lightRadius, 1, 32, defaults.lightRadius},
                {m_chase, 0, 256, defaults.chaseRange},
                {m_holeBeats, 1, 64, defaults.holeBeats},
                {m_hp, 0, 99, defaults.hp}};
    for (const auto &i : ints) {
        i.box->setRange(i.lo, i.hi);
        i.box->setValue(i.value);
        connect(i.box, &QSpinBox::valueChanged, this, &PlayPanel::pushPlayRules);
    }
    connect(m_lights, &QComboBox::currentIndexChanged, this, &PlayPanel::pushPlayRules);
    const auto pushGrid = [this](auto set, std::function<QString()> text) {
        BeatConfig beat = documentBeat();
        const BeatConfig before = beat;
        set(beat);
        if (beat != before)
            pushBeat(beat, std::move(text));
    };
    connect(m_offset, &QDoubleSpinBox::editingFinished, this, [this, pushGrid] {
        pushGrid([this](BeatConfig &b) { b.offset = m_offset->value(); },
                 [] { return tr("Change Beat Offset"); });
    });
    connect(m_window, &QDoubleSpinBox::editingFinished, this, [this, pushGrid] {
        pushGrid([this](BeatConfig &b) { b.window = m_window->value(); },
                 [] { return tr("Change Input Window"); });
    });
    auto *grid = new QGridLayout(row);
    grid->setContentsMargins(0, 0, 0, 0);
    QWidget *const cells[] = {m_offset, m_window,    m_visionRadius, m_lightRadius,
                              m_chase,  m_holeBeats, m_hp,           m_lights};
    for (int i = 0; i < 8; ++i)
        grid->addWidget(cells[i], i / 4, i % 4);
    m_more->setCheckable(true);
    m_more->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_more->setFocusPolicy(Qt::NoFocus);
    m_more->setObjectName(QStringLiteral("playOptionsButton"));
    row->setVisible(false); // compact until asked for
    connect(m_more, &QToolButton::toggled, row, &QWidget::setVisible);
    m_newMaze->setObjectName(QStringLiteral("playNewMazeButton"));
    m_newMaze->setFocusPolicy(Qt::NoFocus);
    m_newMaze->setVisible(false);
    return row;
}

void PlayPanel::retranslateOptions()
{
    m_offset->setPrefix(tr("Offset "));
    m_offset->setSuffix(tr(" s"));
    m_window->setPrefix(tr("Window "));
    m_window->setSuffix(tr(" beat"));
    m_visionRadius->setPrefix(tr("Vision radius "));
    m_lightRadius->setPrefix(tr("Light radius "));
    m_chase->setPrefix(tr("Chase "));
    m_holeBeats->setPrefix(tr("Hole "));
    m_holeBeats->setSuffix(tr(" beats"));
    m_hp->setPrefix(tr("HP "));
    m_hp->setSpecialValueText(tr("HP off"));
    m_hp->setToolTip(tr("The player's health (the rhythm-dungeon game: 10; enemies have 3). Off: an "
                        "enemy's touch loses the play"));
    m_chase->setToolTip(tr("Enemies this close (Manhattan distance) chase the player"));
    const QSignalBlocker block(m_lights);
    const int lights = std::max(0, m_lights->currentIndex());
    m_lights->clear();
    m_lights->addItems({tr("Lights: from the start"), tr("Lights: once taken")});
    m_lights->setCurrentIndex(lights);
    m_lights->setToolTip(tr("From the start: every light shines in blue tiers until taken (the "
                            "world-exploration game). Once taken: a light shines after the player takes it"));
    m_more->setText(tr("Options"));
    m_more->setToolTip(tr("Show the play options: offset, window, radii, chase range, hole beats, health, "
                          "lights"));
    m_newMaze->setText(tr("Play Again with a New Maze (N)"));
}

PlayOptions PlayPanel::documentOptions() const
{
    const Config &config = m_document->config();
    return levelPlayOptions(PlayLevel{{}, config.beat, config.play});
}

void PlayPanel::showDocumentOptions()
{
    const PlayOptions o = documentOptions();
    const QSignalBlocker b0(m_rhythm), b1(m_vision), b2(m_visionRadius), b3(m_lightRadius), b4(m_chase),
        b5(m_holeBeats), b6(m_hp), b7(m_lights);
    m_rhythm->setChecked(o.rhythm);
    m_vision->setCurrentIndex(static_cast<int>(o.vision));
    m_visionRadius->setValue(o.visionRadius);
    m_lightRadius->setValue(o.lightRadius);
    m_chase->setValue(o.chaseRange);
    m_holeBeats->setValue(o.holeBeats);
    m_hp->setValue(o.hp);
    m_lights->setCurrentIndex(o.lightsOn == LightsOn::Taken ? 1 : 0);
}

void PlayPanel::pushPlayRules()
{
    // Only the keys whose box now differs from what the level plays by are written, so a level keeps the
    // section it had plus the one change.
    const PlayOptions now = documentOptions();
    PlaySection play = m_document->config().play.value_or(PlaySection{});
    const auto set = [](auto &key, auto value, auto current) {
        if (value != current)
            key = value;
    };
    set(play.rhythm, m_rhythm->isChecked(), now.rhythm);
    const auto vision = static_cast<VisionMode>(std::max(0, m_vision->currentIndex()));
    if (vision != now.vision)
        play.vision = std::string(visionModeName(vision));
    set(play.visionRadius, m_visionRadius->value(), now.visionRadius);
    set(play.lightRadius, m_lightRadius->value(), now.lightRadius);
    set(play.chaseRange, m_chase->value(), now.chaseRange);
    set(play.holeBeats, m_holeBeats->value(), now.holeBeats);
    set(play.hp, m_hp->value(), now.hp);
    const LightsOn lights = m_lights->currentIndex() == 1 ? LightsOn::Taken : LightsOn::Start;
    if (lights != now.lightsOn)
        play.lights = std::string(lightsOnName(lights));
    if (play != m_document->config().play.value_or(PlaySection{}))
        m_document->changePlaySection(play);
}

void PlayPanel::playNewMaze()
{
    if (!m_view->hasSession() || !m_view->session().isMaze() || m_view->session().status() != PlayStatus::Won)
        return;
    m_document->changeSeed(m_document->config().seed + 1);
}

} // namespace mapsmith
