// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// `mapsmith solve`: the keys that win a Lode Runner level with its guards (solve/solver.h), or why none were
// found; never longer than --time-limit. Exit 0 solved, 1 not solved, 2 bad input. Every printed solution
// replays to `won` in `mapsmith play -m LEVEL --inputs KEYS` (same seed: -s, else the map's).

#include "cli/commands.h"
#include "cli/options.h"
#include "cli/output.h"
#include "cli/text.h"

#include <mapsmith/solve/solver.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <chrono>
#include <string>
#include <unistd.h>

namespace mapsmith::cli {

namespace {

QJsonArray cells(const std::vector<Point> &points)
{
    QJsonArray out;
    for (Point p : points)
        out.append(QJsonArray{p.x, p.y});
    return out;
}

std::string cellsText(const std::vector<Point> &points)
{
    std::string out;
    for (Point p : points)
        out += ' ' + std::to_string(p.x) + ',' + std::to_string(p.y);
    return out;
}

/// Seconds this process has run (Linux: /proc/self/stat's start time against /proc/uptime, both in
/// hundredths); 0 where that cannot be read. Starting a Qt program takes 0.2-0.4 s on a busy machine,
/// which the user waits for as part of the run.
double secondsSinceProcessStart()
{
    QFile stat(QStringLiteral("/proc/self/stat"));
    QFile uptime(QStringLiteral("/proc/uptime"));
    if (!stat.open(QIODevice::ReadOnly) || !uptime.open(QIODevice::ReadOnly))
        return 0.0;
    const QByteArray s = stat.readAll();
    const qsizetype close = s.lastIndexOf(')'); // the command name may hold spaces
    const QList<QByteArray> fields = s.mid(close + 2).split(' ');
    const long ticks = sysconf(_SC_CLK_TCK);
    if (close < 0 || fields.size() < 20 || ticks <= 0)
        return 0.0;
    bool ok1 = false, ok2 = false;
    const double started = fields.at(19).toDouble(&ok1) / static_cast<double>(ticks); // field 22
    const double now = uptime.readAll().split(' ').value(0).toDouble(&ok2);
    return ok1 && ok2 ? std::clamp(now - started, 0.0, 10.0) : 0.0;
}

void printSolution(const CommandLine &cl, const Solution &s, std::uint64_t seed, double limit)
{
    const SolveStats &st = s.stats;
    if (cl.json) {
        printJson({
            {QStringLiteral("solved"), s.solved},
            {QStringLiteral("keys"), QString::fromStdString(s.keys)},
            {QStringLiteral("gave_up"), QString::fromUtf8(solveGaveUpName(s.gaveUp).data())},
            {QStringLiteral("reason"), QString::fromStdString(s.reason)},
            {QStringLiteral("moves"), st.moves},
            {QStringLiteral("digs"), st.digs},
            {QStringLiteral("closest_guard"), st.closestGuard},
            {QStringLiteral("gold"), st.goldTotal},
            {QStringLiteral("gold_without_digging"), st.goldWithoutDigging},
            {QStringLiteral("gold_needs_digging"), cells(st.goldNeedsDigging)},
            {QStringLiteral("gold_unreachable"), cells(st.goldUnreachable)},
            {QStringLiteral("states"), static_cast<qint64>(st.states)},
            {QStringLiteral("seconds"), st.seconds},
            {QStringLiteral("time_limit"), limit},
            {QStringLiteral("seed"), QString::number(seed)},
        });
        return;
    }
    std::string out = "solved " + std::string(s.solved ? "yes" : "no") + '\n';
    if (s.solved)
        out += "keys " + s.keys + '\n';
    else
        out += "reason " + s.reason + '\n';
    out += "moves " + std::to_string(st.moves) + '\n';
    out += "digs " + std::to_string(st.digs) + '\n';
    out += "closest_guard " + (st.closestGuard < 0 ? std::string("none") : std::to_string(st.closestGuard)) +
           '\n';
    out += "gold " + std::to_string(st.goldTotal) + '\n';
    out += "gold_without_digging " + std::to_string(st.goldWithoutDigging) + '\n';
    out += "gold_needs_digging" + cellsText(st.goldNeedsDigging) + '\n';
    out += "gold_unreachable" + cellsText(st.goldUnreachable) + '\n';
    out += "states " + std::to_string(st.states) + '\n';
    out += "time_ms " + std::to_string(static_cast<long long>(st.seconds * 1000.0)) + '\n';
    printOut(QByteArray::fromStdString(out));
}

} // namespace

int runSolve(const CommandLine &cl)
{
    const auto map = loadCommandMap(cl);
    if (!map)
        return fail(map.error());
    SolveRequest request;
    request.seed = cl.seed.value_or(map->source.seed);
    request.timeLimit = cl.timeLimit.value_or(10.0);
    // The limit is the program's, start to exit: count it from the process's start and leave the
    // printing and exit (about 50 ms) their share.
    constexpr double kExitSeconds = 0.05;
    const double left = std::max(0.0, request.timeLimit - secondsSinceProcessStart() - kExitSeconds);
    request.deadline =
        std::chrono::steady_clock::now() +
        std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(left));
    const auto solution = solveLodeRunner(*map, request);
    if (!solution)
        return failOnMap(cl, solution.error());
    printSolution(cl, *solution, request.seed, request.timeLimit);
    return solution->solved ? ExitDone : ExitCheckFailed;
}

const CommandSpec &solveCommand()
{
    static const CommandSpec spec{
        .name = QStringLiteral("solve"),
        .summary = QT_TRANSLATE_NOOP("Cli", "the keys that win a Lode Runner level, guards included"),
        .synopsis = QT_TRANSLATE_NOOP(
            "Cli", "Usage: mapsmith solve -m LEVEL [--time-limit SECONDS] [-s SEED] [--json]"),
        .description = QT_TRANSLATE_NOOP(
            "Cli",
            "Searches the Lode Runner game, guards included, for keys that win the level; prints them,\n"
            "or why it gave up (gold unreachable even by digging, every line caught by a guard, the\n"
            "time limit), and what the level asks: moves, digs, the closest a guard came, the gold\n"
            "reachable without digging and the gold that needs it. Exits with 1 when not solved.\n"
            "'mapsmith play -m LEVEL --inputs KEYS' (same seed) plays every printed solution to won."),
        .options = {options::map().withHelp(QT_TRANSLATE_NOOP("Cli", "the level (YAML map)"),
                                            QStringLiteral("LEVEL")),
                    options::timeLimit(),
                    options::seed(QT_TRANSLATE_NOOP(
                        "Cli", "the play's seed, which the guards draw from (default: the map's)")),
                    options::json(QT_TRANSLATE_NOOP("Cli", "print the result as one JSON object"))},
        .run = runSolve,
    };
    return spec;
}

} // namespace mapsmith::cli
