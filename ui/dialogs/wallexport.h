// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QString>

#include <functional>

class QWidget;

namespace mapsmith {

struct WallRequest;

/// Builds a thumbnail wall in the background (buildWall on a pool thread) behind a window-modal progress
/// dialog that shows progress and can cancel, then saves it as a PNG at `path` (QSaveFile). Returns at
/// once; `done` is called on the GUI thread with an error message (empty when saved or cancelled).
/// Closing `parent` cancels the run.
void startWallExport(const WallRequest &request, const QString &path, QWidget *parent,
                     std::function<void(const QString &error)> done);

} // namespace mapsmith
