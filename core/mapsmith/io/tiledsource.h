// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// Internal to core/io: a map's source (generator, version, seed, parameters) as Tiled map properties.

#include <mapsmith/io/tiledmodel.h>
#include <mapsmith/map/map.h>

#include <vector>

namespace mapsmith::tiled {

/// mapsmith_generator (string), mapsmith_generator_version (int), mapsmith_seed (string: Tiled's int is 32
/// bits), then "param.<id>" per parameter: int, float, bool, or string (choices; weight tables as a YAML
/// flow map such as "{gold: 1, light: 0.5}").
std::vector<Property> sourceProperties(const MapSource &source);

/// The inverse. Other properties are ignored (a foreign map has its own). Parameters are read and checked as
/// a map file's `params:` are: against the generator's schema when the registry knows that generator at that
/// version, typed by their text otherwise.
Result<MapSource> readSourceProperties(const std::vector<Property> &properties, const std::string &file,
                                       const GeneratorRegistry &registry);

} // namespace mapsmith::tiled
