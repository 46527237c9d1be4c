// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The two ways main() can go: a headless command (main.cpp), or the editor (editor.cpp; noeditor.cpp in a
// build without it, -DMAPSMITH_BUILD_GUI=OFF).
#pragma once

namespace mapsmith::app {

/// Organization, application name and version, for QSettings and --version.
void setApplicationNames();

/// `mapsmith [FILE]`: opens the editor, or says why it cannot; returns the exit code.
int runEditor(int argc, char **argv);

} // namespace mapsmith::app
