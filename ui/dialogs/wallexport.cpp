// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "dialogs/wallexport.h"

#include "i18n/coremessages.h"
#include "render/walljob.h"

#include <mapsmith/generate/registry.h>

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QProgressDialog>
#include <QSaveFile>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <cmath>
#include <memory>

namespace mapsmith {

namespace {

using WallFuture = QFutureWatcher<Result<WallResult>>;

struct Shared
{
    std::atomic<bool> cancel{false};
    std::atomic<int> permille{0};
};

QString trWall(const char *text)
{
    return QCoreApplication::translate("WallExport", text);
}

// Runs on a pool thread; touches only its copies and the shared flags.
Result<WallResult> runWall(const WallRequest &request, const std::shared_ptr<Shared> &shared)
{
    RunControl control;
    control.cancel = &shared->cancel;
    control.progress = [shared](double f) {
        shared->permille.store(static_cast<int>(std::lround(f * 1000)));
    };
    return buildWall(builtinGenerators(), request, control);
}

QString savePng(const QString &path, const QImage &image)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QStringLiteral("%1: %2").arg(path, file.errorString());
    if (!image.save(&file, "PNG")) {
        file.cancelWriting();
        return QStringLiteral("%1: %2").arg(path, trWall("could not write the PNG image"));
    }
    if (!file.commit())
        return QStringLiteral("%1: %2").arg(path, file.errorString());
    return {};
}

QProgressDialog *makeProgress(const WallRequest &request, QWidget *parent)
{
    auto *progress = new QProgressDialog(parent);
    progress->setAttribute(Qt::WA_DeleteOnClose, false);
    progress->setWindowModality(Qt::WindowModal);
    progress->setRange(0, 1000);
    progress->setMinimumDuration(0);
    progress->setAutoClose(false);
    progress->setAutoReset(false);
    progress->setWindowTitle(trWall("Export Thumbnail Wall"));
    const auto count = static_cast<int>(request.lastSeed - request.firstSeed + 1);
    progress->setLabelText(
        QCoreApplication::translate("WallExport", "Generating %n map(s)…", nullptr, count));
    return progress;
}

} // namespace

void startWallExport(const WallRequest &request, const QString &path, QWidget *parent,
                     std::function<void(const QString &error)> done)
{
    auto shared = std::make_shared<Shared>();
    QProgressDialog *progress = makeProgress(request, parent);
    auto *poll = new QTimer(progress);
    auto *watcher = new WallFuture(progress);
    QObject::connect(progress, &QProgressDialog::canceled, progress,
                     [shared] { shared->cancel.store(true); });
    QObject::connect(poll, &QTimer::timeout, progress,
                     [progress, shared] { progress->setValue(shared->permille.load()); });
    // If the window goes away first, the run is told to stop; it owns nothing of ours.
    QObject::connect(progress, &QObject::destroyed, [shared] { shared->cancel.store(true); });
    QObject::connect(watcher, &WallFuture::finished, progress,
                     [progress, watcher, path, done = std::move(done)] {
                         const Result<WallResult> result = watcher->future().result();
                         progress->hide();
                         progress->deleteLater();
                         QString error;
                         if (result)
                             error = savePng(path, result->image);
                         else if (result.error().kind != ErrorKind::Cancelled)
                             error = trError(result.error());
                         if (done)
                             done(error);
                     });
    watcher->setFuture(QtConcurrent::run(runWall, request, shared));
    progress->show();
    poll->start(100);
}

} // namespace mapsmith
