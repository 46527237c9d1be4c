// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QString>
#include <QUndoCommand>

#include <functional>
#include <utility>

class QUndoStack;

namespace mapsmith {

/// An undo command whose text is made again in each language: the history's rows follow a language
/// switch (a text made once stays in the language it was made in).
class TranslatedCommand : public QUndoCommand
{
public:
    /// Makes the command's text in the current language.
    using Text = std::function<QString()>;

    TranslatedCommand() = default;
    explicit TranslatedCommand(Text text) { setTextMaker(std::move(text)); }
    void setTextMaker(Text text)
    {
        m_text = std::move(text);
        retranslate();
    }
    void retranslate()
    {
        if (m_text)
            setText(m_text());
    }
    /// Re-texts every command of `stack` made as a TranslatedCommand.
    static void retranslateStack(const QUndoStack *stack);

private:
    Text m_text;
};

} // namespace mapsmith
