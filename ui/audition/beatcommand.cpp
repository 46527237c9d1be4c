// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "audition/beatcommand.h"

#include "document/mapdocument.h"

namespace mapsmith {

ChangeBeatCommand::ChangeBeatCommand(MapDocument *document, const BeatConfig &beat, Text text, int gesture)
    : TranslatedCommand(std::move(text)), m_document(document), m_old(document->config().beat), m_new(beat),
      m_gesture(gesture)
{
    setObsolete(m_old && *m_old == m_new);
}

void ChangeBeatCommand::undo()
{
    m_document->applyBeat(m_old);
}

void ChangeBeatCommand::redo()
{
    m_document->applyBeat(m_new);
}

bool ChangeBeatCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const ChangeBeatCommand *>(other);
    if (m_gesture == 0 || o->m_gesture != m_gesture)
        return false;
    m_new = o->m_new;
    setObsolete(m_old && *m_old == m_new);
    return true;
}

int ChangeBeatCommand::newGesture()
{
    static int next = 0;
    return ++next;
}

} // namespace mapsmith
