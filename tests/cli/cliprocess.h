// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// Runs the real `mapsmith` executable, as a user's script would.

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTest>

namespace clitest {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    QStringList outLines() const { return QString::fromUtf8(out).split(u'\n', Qt::SkipEmptyParts); }
    QStringList errLines() const { return QString::fromUtf8(err).split(u'\n', Qt::SkipEmptyParts); }
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
};

inline Run runMapsmith(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(MAPSMITH_EXE), arguments);
    Run run;
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit)
        return run;
    run.exitCode = process.exitCode();
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

inline QString dataFile(const char *name)
{
    return QStringLiteral(MAPSMITH_CLI_DATA "/") + QLatin1String(name);
}

inline QString caveConfig()
{
    return dataFile("cave.yaml");
}

} // namespace clitest
