// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QPushButton;

namespace mapsmith {

class MapDocument;
class PlayView;

/// The play-test dock: a row of settings (rhythm mode, vision, light, tempo, replay speed) and buttons
/// (restart, pause, replay, save, load, keys) above the PlayView. It plays the document's current map and
/// starts over when the map changes; it reads the document and never edits it.
class PlayPanel : public QWidget
{
    Q_OBJECT

public:
    PlayPanel(MapDocument *document, QWidget *parent = nullptr);

    PlayView *view() const { return m_view; }
    QCheckBox *rhythmBox() const { return m_rhythm; }

public slots:
    /// Whether the panel is on screen (its dock's visibilityChanged). An inactive panel does not take the
    /// document's new maps: copying a huge map on every regeneration would stall the window for nothing.
    void setActive(bool active);

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyOptions();
    void retranslateUi();

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
};

} // namespace mapsmith
