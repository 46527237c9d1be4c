// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QPushButton;

namespace mapsmith {

struct BeatConfig;
class MapDocument;
class PlayView;

/// The play-test dock: a row of settings (rhythm mode, vision, light, tempo, replay speed) and buttons
/// (restart, pause, replay, save, load, keys) above the PlayView. It plays the document's current map and
/// starts over when the map changes. Its clock is the level's beat section (the one the beat panel edits):
/// the tempo box and "Apply timing" change that section through the undo stack, so the audition clock and
/// the play clock stay one clock.
class PlayPanel : public QWidget
{
    Q_OBJECT

public:
    PlayPanel(MapDocument *document, QWidget *parent = nullptr);

    PlayView *view() const { return m_view; }
    QCheckBox *rhythmBox() const { return m_rhythm; }
    QDoubleSpinBox *bpmBox() const { return m_bpm; }
    QPushButton *applyTimingButton() const { return m_applyTiming; }

public slots:
    /// Whether the panel is on screen (its dock's visibilityChanged). An inactive panel does not take the
    /// document's new maps: copying a huge map on every regeneration would stall the window for nothing.
    void setActive(bool active);

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyOptions();
    void retranslateUi();
    /// The level's beat settings (defaults when it has no beat section) into the box and the session.
    void syncBeatFromDocument();
    /// Pushes `beat` as the level's beat section (one undo step).
    void pushBeat(const BeatConfig &beat, const QString &text);
    BeatConfig documentBeat() const;

    MapDocument *m_document;
    bool m_mapStale = true; // the document's map has not been taken since it changed
    bool m_active = false;
    PlayView *m_view;
    QCheckBox *m_rhythm;
    QComboBox *m_vision;
    QComboBox *m_light;
    QDoubleSpinBox *m_bpm;
    QDoubleSpinBox *m_speed;
    QPushButton *m_restart;
    QPushButton *m_pause;
    QPushButton *m_replay;
    QPushButton *m_save;
    QPushButton *m_load;
    QPushButton *m_help;
    QPushButton *m_applyTiming;
};

} // namespace mapsmith
