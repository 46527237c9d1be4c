// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <string>

namespace mapsmith {

class Generator;
class GeneratorRegistry;

/// The parameter schema as YAML, for `mapsmith schema [GENERATOR]`:
///   generators:
///     - id: cave
///       name: Cellular-automata cave
///       version: 1
///       params:
///         - {id: width, type: int, default: 80, min: 8, max: 4096, unit: tiles, help: "..."}
std::string writeSchema(const Generator &generator);
std::string writeSchema(const GeneratorRegistry &registry);

} // namespace mapsmith
