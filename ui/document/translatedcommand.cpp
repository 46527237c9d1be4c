// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "document/translatedcommand.h"

#include <QUndoStack>

namespace mapsmith {

void TranslatedCommand::retranslateStack(const QUndoStack *stack)
{
    for (int i = 0; i < stack->count(); ++i) {
        // The stack hands its commands out as const; their text is all this changes.
        auto *command = dynamic_cast<TranslatedCommand *>(const_cast<QUndoCommand *>(stack->command(i)));
        if (command)
            command->retranslate();
    }
}

} // namespace mapsmith
