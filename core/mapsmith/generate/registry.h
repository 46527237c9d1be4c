// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/generate/generator.h>
#include <mapsmith/generate/levelconfig.h>

#include <memory>
#include <string_view>
#include <vector>

namespace mapsmith {

/// Generators by stable id. The GUI's chooser and the CLI enumerate the same registry.
class GeneratorRegistry
{
public:
    void add(std::unique_ptr<Generator> generator);
    const Generator *find(std::string_view id) const;
    const std::vector<std::unique_ptr<Generator>> &all() const { return m_generators; }

private:
    std::vector<std::unique_ptr<Generator>> m_generators;
};

/// The generators that ship with Mapsmith. Immutable; built on first use.
const GeneratorRegistry &builtinGenerators();

/// Validates the config against its generator's schema, seeds an Rng with config.seed and runs the
/// generator; fills map.source. This is what the editor, the CLI and a game call.
Result<Generated> generate(const GeneratorRegistry &registry, const Config &config,
                           const RunControl &control = {});

} // namespace mapsmith
