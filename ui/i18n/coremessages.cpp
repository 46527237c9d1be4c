// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "coremessages.h"

#include <mapsmith/util/result.h>

#include <QCoreApplication>
#include <QRegularExpression>

#include <vector>

namespace mapsmith {
namespace {

constexpr const char *kContext = "CoreMessage";

// The messages core words from parts (search, planners, solver, play, parameters, generators), most
// specific first: a template's literal text must match the whole message. Whole messages and the words a
// part may be ("start", tile names) follow in kWhole.
constexpr const char *kTemplates[] = {
    QT_TRANSLATE_NOOP("CoreMessage", "%1 (%2, %3) is outside the %4x%5 map"),
    QT_TRANSLATE_NOOP("CoreMessage", "%1 (%2, %3) is outside the map"),
    QT_TRANSLATE_NOOP("CoreMessage", "%1 (%2, %3) is on a closed tile (%4)"),
    QT_TRANSLATE_NOOP("CoreMessage", "%1 (%2, %3) is off the map or on a closed tile"),
    QT_TRANSLATE_NOOP(
        "CoreMessage",
        "%1 rules on a %2x%3 map need %4 search states; the limit is %5 (shorten the beat period)"),
    QT_TRANSLATE_NOOP("CoreMessage",
                      "the optimal planner (Held-Karp) handles at most %1 targets, its table grows "
                      "as 2^n x n; this map has %2 reachable: use the greedy planner"),
    QT_TRANSLATE_NOOP("CoreMessage",
                      "the bitmask planner handles at most %1 targets (its table grows as 2^n); "
                      "this map has %2: use the optimal or greedy planner"),
    QT_TRANSLATE_NOOP("CoreMessage", "the bitmask planner would need %1 table entries (%2 reachable states x "
                                     "2^%3); the limit is %4: use the optimal planner"),
    QT_TRANSLATE_NOOP(
        "CoreMessage",
        "the optimal planner handles at most %1 targets; this map has %2: use the greedy planner"),
    QT_TRANSLATE_NOOP("CoreMessage", "the bitmask planner needs more than %1 states on this level (the holes "
                                     "multiply them): use the optimal or greedy planner"),
    QT_TRANSLATE_NOOP("CoreMessage", "gold at (%1, %2) is sealed in solid stone: no way in from the runner's "
                                     "start, even by digging"),
    QT_TRANSLATE_NOOP("CoreMessage",
                      "the %1 planner handles at most %2 gold; this level has %3: use the greedy planner"),
    QT_TRANSLATE_NOOP("CoreMessage",
                      "the solver handles levels of up to 65,535 cells with their border; this one has %1"),
    QT_TRANSLATE_NOOP("CoreMessage", "unknown generator '%1'"),
    QT_TRANSLATE_NOOP("CoreMessage", "unknown parameter '%1'"),
    QT_TRANSLATE_NOOP("CoreMessage", "%1 %2: %3 is outside %4"),
    QT_TRANSLATE_NOOP("CoreMessage", "%1 unknown key '%2'"),
    QT_TRANSLATE_NOOP("CoreMessage", "%1 '%2' is not one of %3"),
    QT_TRANSLATE_NOOP("CoreMessage", "%1 expected one of %2"),
    QT_TRANSLATE_NOOP("CoreMessage", "%1 expected an integer"),
    QT_TRANSLATE_NOOP("CoreMessage", "%1 expected a number"),
    QT_TRANSLATE_NOOP("CoreMessage", "%1 expected true or false"),
    QT_TRANSLATE_NOOP("CoreMessage", "%1 expected a table of weights"),
    QT_TRANSLATE_NOOP("CoreMessage", "%1 %2 is outside %3"),
};

// Whole messages, and the words that fill a template's parts.
[[maybe_unused]] constexpr const char *kWhole[] = {
    QT_TRANSLATE_NOOP("CoreMessage", "the map has no start: give the search a start cell (--from X,Y)"),
    QT_TRANSLATE_NOOP("CoreMessage", "the map has no exit: give the search a goal cell (--to X,Y)"),
    QT_TRANSLATE_NOOP("CoreMessage",
                      "jps needs every open tile to cost the same, and this map has slow tiles: use astar"),
    QT_TRANSLATE_NOOP("CoreMessage", "the map is empty"),
    QT_TRANSLATE_NOOP("CoreMessage", "the map has no start: give the planner a start cell"),
    QT_TRANSLATE_NOOP("CoreMessage", "the tower map has no nodes to play"),
    QT_TRANSLATE_NOOP("CoreMessage", "the map has no start: place one to play it"),
    QT_TRANSLATE_NOOP("CoreMessage",
                      "not a Lode Runner level: it has no brick, solid, ladder, rope, trap or hidden ladder"),
    QT_TRANSLATE_NOOP("CoreMessage", "parameter 'beatable' needs the Lode Runner solver (mapsmith::solve), "
                                     "which this program does not link"),
    QT_TRANSLATE_NOOP("CoreMessage", "start"),
    QT_TRANSLATE_NOOP("CoreMessage", "goal"),
    QT_TRANSLATE_NOOP("CoreMessage", "guard"),
    QT_TRANSLATE_NOOP("CoreMessage", "wall"),
    QT_TRANSLATE_NOOP("CoreMessage", "floor"),
    QT_TRANSLATE_NOOP("CoreMessage", "door"),
    QT_TRANSLATE_NOOP("CoreMessage", "brick"),
    QT_TRANSLATE_NOOP("CoreMessage", "solid"),
    QT_TRANSLATE_NOOP("CoreMessage", "ladder"),
    QT_TRANSLATE_NOOP("CoreMessage", "rope"),
    QT_TRANSLATE_NOOP("CoreMessage", "trap"),
    QT_TRANSLATE_NOOP("CoreMessage", "hidden_ladder"),
    QT_TRANSLATE_NOOP("CoreMessage", "slow"),
};

struct Template
{
    const char *source;
    QRegularExpression pattern;
};

// "%1 (%2, %3) is on ..." -> ^(.+?) \((.+?), (.+?)\) is on ...$ with the %N in the order they appear.
const std::vector<Template> &templates()
{
    static const std::vector<Template> all = [] {
        std::vector<Template> out;
        static const QRegularExpression marker(QStringLiteral("%(\\d)"));
        for (const char *source : kTemplates) {
            const QString text = QString::fromUtf8(source);
            QString pattern = QStringLiteral("^");
            qsizetype from = 0;
            for (auto it = marker.globalMatch(text); it.hasNext();) {
                const auto m = it.next();
                pattern += QRegularExpression::escape(text.mid(from, m.capturedStart() - from));
                pattern += QStringLiteral("(?<a%1>.+?)").arg(m.captured(1));
                from = m.capturedEnd();
            }
            pattern += QRegularExpression::escape(text.mid(from)) + QStringLiteral("$");
            out.push_back({source, QRegularExpression(pattern)});
        }
        return out;
    }();
    return all;
}

QString translatedWord(const QString &word)
{
    const QByteArray utf8 = word.toUtf8();
    return QCoreApplication::translate(kContext, utf8.constData());
}

} // namespace

QString trCoreMessage(const QString &english)
{
    const QString whole = translatedWord(english);
    if (whole != english)
        return whole;
    for (const Template &t : templates()) {
        const auto m = t.pattern.match(english);
        if (!m.hasMatch())
            continue;
        QString out = QCoreApplication::translate(kContext, t.source);
        // Fill from the highest marker down, so %1 does not eat the start of %10.
        for (int n = 9; n >= 1; --n) {
            const QString name = QStringLiteral("a%1").arg(n);
            if (t.pattern.namedCaptureGroups().contains(name))
                out.replace(QStringLiteral("%%1").arg(n), translatedWord(m.captured(name)));
        }
        return out;
    }
    return english;
}

QString trCoreMessage(const std::string &english)
{
    return trCoreMessage(QString::fromStdString(english));
}

QString trError(const Error &error)
{
    // The location as toString() words it; the message cleaned by it when no translation applies.
    const std::string where = Error{error.kind, {}, error.file, error.line, error.column}.toString();
    const std::string full = error.toString();
    const QString message = trCoreMessage(error.message);
    if (message == QString::fromStdString(error.message))
        return QString::fromStdString(full);
    return QString::fromStdString(where) + message;
}

} // namespace mapsmith
