// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/util/result.h>

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace mapsmith {

enum class ParamType { Int, Real, Bool, Choice, WeightTable };

/// "int", "real", "bool", "choice", "weights": the names used in `mapsmith schema`.
std::string_view paramTypeName(ParamType t);

struct WeightEntry
{
    std::string key;
    double weight = 0;
    friend bool operator==(const WeightEntry &, const WeightEntry &) = default;
};
using WeightTable = std::vector<WeightEntry>;

/// Int -> int64, Real -> double, Bool -> bool, Choice -> string (the choice id), WeightTable -> table.
using ParamValue = std::variant<std::int64_t, double, bool, std::string, WeightTable>;

struct ParamChoice
{
    std::string id;    ///< stable, used in files
    std::string label; ///< shown to users (English; the UI translates)
};

/// One typed parameter: the single description from which the property panel, the YAML reader and
/// writer, the CLI `schema` command and validation are all made.
struct ParamSpec
{
    std::string id;    ///< key in the config's params block
    std::string label; ///< shown in the property panel
    std::string help;  ///< one line, shown as a tooltip and in `mapsmith schema`
    std::string unit;  ///< "tiles", "%", "steps", ... or empty
    ParamType type = ParamType::Int;
    double min = 0; ///< Int / Real: inclusive range; WeightTable: each weight's range
    double max = 0;
    double step = 1; ///< Real: the spin box step
    int decimals = 2;
    ParamValue defaultValue;
    std::vector<ParamChoice> choices; ///< Choice only
    std::vector<std::string> keys;    ///< WeightTable only: the allowed keys, in display order

    static ParamSpec integer(std::string id, std::string label, std::int64_t def, std::int64_t min,
                             std::int64_t max, std::string unit, std::string help);
    static ParamSpec real(std::string id, std::string label, double def, double min, double max, double step,
                          std::string unit, std::string help);
    static ParamSpec boolean(std::string id, std::string label, bool def, std::string help);
    static ParamSpec choice(std::string id, std::string label, std::string def,
                            std::vector<ParamChoice> choices, std::string help);
    static ParamSpec weights(std::string id, std::string label, WeightTable def, double min, double max,
                             std::string help);

    /// An empty string when `v` is acceptable, else a message such as "1.7 is outside [0, 1]".
    std::string check(const ParamValue &v) const;
};

/// Parameter values by id, in schema order.
class ParamSet
{
public:
    const ParamValue *find(const std::string &id) const;
    void set(const std::string &id, ParamValue v);
    bool contains(const std::string &id) const { return find(id) != nullptr; }

    std::int64_t getInt(const std::string &id) const;
    double getReal(const std::string &id) const;
    bool getBool(const std::string &id) const;
    const std::string &getChoice(const std::string &id) const;
    const WeightTable &getWeights(const std::string &id) const;

    const std::vector<std::pair<std::string, ParamValue>> &entries() const { return m_entries; }

    friend bool operator==(const ParamSet &, const ParamSet &) = default;

private:
    std::vector<std::pair<std::string, ParamValue>> m_entries;
};

/// A generator's parameters.
class ParamSchema
{
public:
    ParamSchema() = default;
    explicit ParamSchema(std::vector<ParamSpec> specs) : m_specs(std::move(specs)) {}

    const std::vector<ParamSpec> &specs() const { return m_specs; }
    const ParamSpec *find(const std::string &id) const;

    /// Every parameter at its default.
    ParamSet defaults() const;
    /// `given` completed with defaults, in schema order; an error names the first unknown key or bad value
    /// (the Error's message starts with the parameter id).
    Result<ParamSet> complete(const ParamSet &given) const;

private:
    std::vector<ParamSpec> m_specs;
};

/// Formats a value for messages and files: integers plainly, reals in the shortest form that reads back
/// exactly, booleans as true/false.
std::string formatParamValue(const ParamValue &v);

} // namespace mapsmith
