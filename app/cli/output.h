// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/grid/point.h>
#include <mapsmith/util/result.h>

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <cstdint>
#include <optional>

class QImage;

namespace mapsmith::cli {

/// Exit codes of the contract (DESIGN.md, "Command line").
enum ExitCode { ExitDone = 0, ExitCheckFailed = 1, ExitBadInput = 2 };

/// Prints the error as one line on stderr ("file:line:column: message") and returns ExitBadInput.
int fail(const Error &error);
/// Prints "mapsmith: message" as one line on stderr and returns ExitBadInput.
int fail(const QString &message);

void printOut(const QByteArray &bytes);
void printOut(const QString &text);
void printErr(const QString &text);

/// Writes the whole file or nothing (QSaveFile); the Error names the file.
Status writeFile(const QString &path, const QByteArray &bytes);
Status writePng(const QString &path, const QImage &image);

/// One JSON object on stdout.
void printJson(const QJsonObject &object);
/// A seed as a JSON number (or a decimal string beyond the range JSON integers keep exactly).
QJsonValue seedToJson(std::uint64_t seed);
QJsonValue pointToJson(const std::optional<Point> &point);

/// True when stderr is a terminal: progress is shown only then.
bool stderrIsTerminal();

} // namespace mapsmith::cli
