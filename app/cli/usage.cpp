// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Usage texts, made from the command table: the synopsis, the description, then one row per option in the
// order of the table. Only the words are translated; the layout (columns, indents) is the same in every
// language.
#include "cli/commandspec.h"
#include "cli/text.h"

namespace mapsmith::cli {

namespace {

// The help of an option starts in this column; its later lines are indented to it.
constexpr qsizetype kHelpColumn = 25;
constexpr qsizetype kNameWidth = 10; // the overview's column of command names

QString optionRow(const OptionSpec &option)
{
    const QString column = QStringLiteral("  ") + optionColumn(option);
    const QString indent(kHelpColumn, u' ');
    QString help = Cli::tr(option.help);
    help.replace(u'\n', u'\n' + indent);
    return column.leftJustified(kHelpColumn - 1) + u' ' + help + u'\n';
}

} // namespace

QString optionColumn(const OptionSpec &option)
{
    QStringList spelled;
    for (const QString &name : option.names)
        spelled << (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
    QString column = spelled.join(QStringLiteral(", "));
    if (!option.valueName.isEmpty())
        column += u' ' + option.valueName;
    return column;
}

QString overviewText()
{
    QString text =
        Cli::tr("Usage: mapsmith [FILE]                 open the editor (a config or map file if given)\n"
                "       mapsmith COMMAND [OPTIONS]      run headless\n"
                "\n"
                "Commands:\n");
    for (const CommandSpec *command : allCommands()) {
        if (command->summary)
            text += QStringLiteral("  ") + command->name.leftJustified(kNameWidth) + u' ' +
                    Cli::tr(command->summary) + u'\n';
    }
    return text + Cli::tr("\nExit codes: 0 done, 1 a check failed, 2 bad input or usage.\n");
}

QString usageText(const CommandSpec &command)
{
    if (!command.synopsis)
        return overviewText();
    QString text = Cli::tr(command.synopsis) + u'\n';
    if (command.description)
        text += Cli::tr(command.description) + u'\n';
    for (const OptionSpec &option : command.options)
        text += optionRow(option);
    return text;
}

} // namespace mapsmith::cli
