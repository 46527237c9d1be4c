// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// moc (Qt 6.4) cannot parse <compare>, which core headers may include.
#ifndef Q_MOC_RUN
#include <mapsmith/beat/beatconfig.h>
#endif

#include "document/translatedcommand.h"

#include <QString>
#include <QUndoCommand>

#include <optional>

namespace mapsmith {

class MapDocument;

/// Changes the config's beat section (BPM, offset, bar length, window, music) as one undo step. Commands
/// with the same non-zero `gesture` (one grid drag, one run of taps) merge; a change that changes nothing is
/// obsolete and never reaches the stack.
class ChangeBeatCommand : public TranslatedCommand
{
public:
    ChangeBeatCommand(MapDocument *document, const BeatConfig &beat, Text text, int gesture = 0);
    /// A fixed text (it does not follow a language switch).
    ChangeBeatCommand(MapDocument *document, const BeatConfig &beat, const QString &text, int gesture = 0)
        : ChangeBeatCommand(document, beat, Text([text] { return text; }), gesture)
    {
    }

    void undo() override;
    void redo() override;
    int id() const override { return 0x6265; } // "be": unique among the document's command ids
    bool mergeWith(const QUndoCommand *other) override;

    static int newGesture();

private:
    MapDocument *m_document;
    std::optional<BeatConfig> m_old;
    BeatConfig m_new;
    int m_gesture;
};

} // namespace mapsmith
