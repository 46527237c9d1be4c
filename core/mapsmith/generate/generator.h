// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/map/map.h>
#include <mapsmith/params/params.h>
#include <mapsmith/random/rng.h>
#include <mapsmith/util/runcontrol.h>

#include <string>
#include <string_view>
#include <vector>

namespace mapsmith {

/// One number a generator reports about its run ("regions before joining": 12).
struct Metric
{
    std::string id;    ///< stable, used in --json and sweeps
    std::string label; ///< English; the UI translates
    double value = 0;
    std::string unit; ///< "", "%", "tiles", ...
};

struct Diagnostics
{
    std::vector<Metric> metrics;
    std::vector<std::string> notes; ///< free text: warnings, retries and why
    const Metric *find(std::string_view id) const;
    void add(std::string id, std::string label, double value, std::string unit = {});
};

struct Generated
{
    Map map;
    Diagnostics diagnostics;
};

/// The outcome of one of a generator's promises about its own output, for `mapsmith validate`.
struct Check
{
    std::string id; ///< "border_is_wall"
    bool passed = true;
    std::string message; ///< why it failed (empty when it passed)
};

/// A map generator: a pure function of (params, Rng) — nothing else may influence its output. `version()`
/// is raised whenever the output for some seed changes; the golden tests hold it to that.
class Generator
{
public:
    virtual ~Generator() = default;

    virtual std::string_view id() const = 0;          ///< "cave"
    virtual std::string_view displayName() const = 0; ///< "Cellular-automata cave"
    virtual int version() const = 0;
    virtual const ParamSchema &schema() const = 0;

    /// `params` are complete and valid (ParamSchema::complete). Returns Error::cancelled() when asked to.
    virtual Result<Generated> generate(const ParamSet &params, Rng &rng,
                                       const RunControl &control = {}) const = 0;
    /// generate() for a config whose seed is `seed` (rng is seeded with it): what generate(registry, config)
    /// calls. A generator that plays its level to check it (the Lode Runner one, option `beatable`) plays it
    /// with the seed the play will use; the default ignores the seed.
    virtual Result<Generated> generateFor(std::uint64_t seed, const ParamSet &params, Rng &rng,
                                          const RunControl &control) const
    {
        (void)seed;
        return generate(params, rng, control);
    }

    /// The generator's promises about a map it made with these params.
    virtual std::vector<Check> validate(const Map &map, const ParamSet &params) const = 0;
};

} // namespace mapsmith
