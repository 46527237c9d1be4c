// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/edit/handedits.h>
#include <mapsmith/io/config.h>
#include <mapsmith/util/result.h>

#include <string>
#include <string_view>

namespace mapsmith {

class GeneratorRegistry;

/// What the editor saves as a project (docs/FORMATS.md, "Project file"): the config (every key a config
/// file has, the beat settings included) and the hand edits painted over the generated map.
struct Project
{
    Config config;
    HandEdits edits; ///< the one model of hand edits: the editor's, a game's applyHandEdits

    friend bool operator==(const Project &, const Project &) = default;
};

/// Parses a project file. Errors name the file, line and column, as readConfig's do.
Result<Project> readProject(std::string_view text, const std::string &fileName,
                            const GeneratorRegistry &registry);

/// Writes a project file that readProject reads back as the same project.
std::string writeProject(const Project &project, const GeneratorRegistry &registry);

/// readTextFile + readProject.
Result<Project> loadProject(const std::string &path, const GeneratorRegistry &registry);

/// True when `text` is a YAML document whose top level says `kind: project` (a cheap look, no parse).
bool looksLikeProject(std::string_view text);

} // namespace mapsmith
