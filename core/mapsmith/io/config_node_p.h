// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// Internal to core/io: reads the config keys of an already parsed document, so that a file holding a
// config among other keys (a project file) reports errors at their place in that file.

#include <mapsmith/io/config.h>

#include <yaml-cpp/yaml.h>

namespace mapsmith {

/// readConfig on a parsed top-level map. Every key must be a config key: remove the caller's own first.
Result<Config> readConfigNode(const YAML::Node &root, const std::string &fileName,
                              const GeneratorRegistry &registry);

} // namespace mapsmith
