// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/params/params.h>

#include <charconv>
#include <cmath>

namespace mapsmith {

std::string_view paramTypeName(ParamType t)
{
    switch (t) {
    case ParamType::Int:
        return "int";
    case ParamType::Real:
        return "real";
    case ParamType::Bool:
        return "bool";
    case ParamType::Choice:
        return "choice";
    case ParamType::WeightTable:
        return "weights";
    }
    return "int";
}

namespace {

std::string formatReal(double v)
{
    char buf[64];
    auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
    std::string s(buf, ec == std::errc{} ? end : buf);
    // "1" would read back as an integer; keep reals recognisable.
    if (s.find_first_of(".eEn") == std::string::npos)
        s += ".0";
    return s;
}

// The shortest text that reads back as the number, without the ".0" files use to mark reals: "[0, 1]".
std::string formatPlain(double v)
{
    char buf[64];
    auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, ec == std::errc{} ? end : buf);
}

std::string formatRange(double min, double max, bool integer)
{
    auto f = [integer](double v) {
        return integer ? std::to_string(static_cast<std::int64_t>(v)) : formatPlain(v);
    };
    return "[" + f(min) + ", " + f(max) + "]";
}

} // namespace

std::string formatParamValue(const ParamValue &v)
{
    if (auto i = std::get_if<std::int64_t>(&v))
        return std::to_string(*i);
    if (auto d = std::get_if<double>(&v))
        return formatReal(*d);
    if (auto b = std::get_if<bool>(&v))
        return *b ? "true" : "false";
    if (auto s = std::get_if<std::string>(&v))
        return *s;
    std::string out = "{";
    for (const auto &e : std::get<WeightTable>(v)) {
        if (out.size() > 1)
            out += ", ";
        out += e.key + ": " + formatReal(e.weight);
    }
    return out + "}";
}

ParamSpec ParamSpec::integer(std::string id, std::string label, std::int64_t def, std::int64_t min,
                             std::int64_t max, std::string unit, std::string help)
{
    ParamSpec s;
    s.id = std::move(id);
    s.label = std::move(label);
    s.help = std::move(help);
    s.unit = std::move(unit);
    s.type = ParamType::Int;
    s.min = static_cast<double>(min);
    s.max = static_cast<double>(max);
    s.defaultValue = def;
    return s;
}

ParamSpec ParamSpec::real(std::string id, std::string label, double def, double min, double max, double step,
                          std::string unit, std::string help)
{
    ParamSpec s;
    s.id = std::move(id);
    s.label = std::move(label);
    s.help = std::move(help);
    s.unit = std::move(unit);
    s.type = ParamType::Real;
    s.min = min;
    s.max = max;
    s.step = step;
    s.decimals = step >= 1 ? 0 : static_cast<int>(std::ceil(-std::log10(step)));
    s.defaultValue = def;
    return s;
}

ParamSpec ParamSpec::boolean(std::string id, std::string label, bool def, std::string help)
{
    ParamSpec s;
    s.id = std::move(id);
    s.label = std::move(label);
    s.help = std::move(help);
    s.type = ParamType::Bool;
    s.min = 0;
    s.max = 1;
    s.defaultValue = def;
    return s;
}

ParamSpec ParamSpec::choice(std::string id, std::string label, std::string def,
                            std::vector<ParamChoice> choices, std::string help)
{
    ParamSpec s;
    s.id = std::move(id);
    s.label = std::move(label);
    s.help = std::move(help);
    s.type = ParamType::Choice;
    s.defaultValue = std::move(def);
    s.choices = std::move(choices);
    return s;
}

ParamSpec ParamSpec::weights(std::string id, std::string label, WeightTable def, double min, double max,
                             std::string help)
{
    ParamSpec s;
    s.id = std::move(id);
    s.label = std::move(label);
    s.help = std::move(help);
    s.type = ParamType::WeightTable;
    s.min = min;
    s.max = max;
    for (const auto &e : def)
        s.keys.push_back(e.key);
    s.defaultValue = std::move(def);
    return s;
}

std::string ParamSpec::check(const ParamValue &v) const
{
    switch (type) {
    case ParamType::Int: {
        const auto *i = std::get_if<std::int64_t>(&v);
        if (!i)
            return "expected an integer";
        if (static_cast<double>(*i) < min || static_cast<double>(*i) > max)
            return std::to_string(*i) + " is outside " + formatRange(min, max, true);
        return {};
    }
    case ParamType::Real: {
        double d = 0;
        if (const auto *p = std::get_if<double>(&v))
            d = *p;
        else if (const auto *i = std::get_if<std::int64_t>(&v))
            d = static_cast<double>(*i);
        else
            return "expected a number";
        if (!std::isfinite(d) || d < min || d > max)
            return formatPlain(d) + " is outside " + formatRange(min, max, false);
        return {};
    }
    case ParamType::Bool:
        return std::holds_alternative<bool>(v) ? std::string{} : std::string{"expected true or false"};
    case ParamType::Choice: {
        const auto *s = std::get_if<std::string>(&v);
        std::string names;
        for (const auto &c : choices) {
            if (s && c.id == *s)
                return {};
            names += (names.empty() ? "" : ", ") + c.id;
        }
        return (s ? "'" + *s + "' is not one of " : std::string{"expected one of "}) + names;
    }
    case ParamType::WeightTable: {
        const auto *t = std::get_if<WeightTable>(&v);
        if (!t)
            return "expected a table of weights";
        for (const auto &e : *t) {
            bool known = false;
            for (const auto &k : keys)
                known = known || k == e.key;
            if (!known)
                return "unknown key '" + e.key + "'";
            if (!std::isfinite(e.weight) || e.weight < min || e.weight > max)
                return e.key + ": " + formatPlain(e.weight) + " is outside " + formatRange(min, max, false);
        }
        return {};
    }
    }
    return {};
}

const ParamValue *ParamSet::find(const std::string &id) const
{
    for (const auto &[key, value] : m_entries) {
        if (key == id)
            return &value;
    }
    return nullptr;
}

void ParamSet::set(const std::string &id, ParamValue v)
{
    for (auto &[key, value] : m_entries) {
        if (key == id) {
            value = std::move(v);
            return;
        }
    }
    m_entries.emplace_back(id, std::move(v));
}

std::int64_t ParamSet::getInt(const std::string &id) const
{
    const auto *v = find(id);
    if (const auto *i = v ? std::get_if<std::int64_t>(v) : nullptr)
        return *i;
    return 0;
}

double ParamSet::getReal(const std::string &id) const
{
    const auto *v = find(id);
    if (const auto *d = v ? std::get_if<double>(v) : nullptr)
        return *d;
    if (const auto *i = v ? std::get_if<std::int64_t>(v) : nullptr)
        return static_cast<double>(*i);
    return 0;
}

bool ParamSet::getBool(const std::string &id) const
{
    const auto *v = find(id);
    const auto *b = v ? std::get_if<bool>(v) : nullptr;
    return b && *b;
}

const std::string &ParamSet::getChoice(const std::string &id) const
{
    static const std::string empty;
    const auto *v = find(id);
    const auto *s = v ? std::get_if<std::string>(v) : nullptr;
    return s ? *s : empty;
}

const WeightTable &ParamSet::getWeights(const std::string &id) const
{
    static const WeightTable empty;
    const auto *v = find(id);
    const auto *t = v ? std::get_if<WeightTable>(v) : nullptr;
    return t ? *t : empty;
}

const ParamSpec *ParamSchema::find(const std::string &id) const
{
    for (const auto &s : m_specs) {
        if (s.id == id)
            return &s;
    }
    return nullptr;
}

ParamSet ParamSchema::defaults() const
{
    ParamSet set;
    for (const auto &s : m_specs)
        set.set(s.id, s.defaultValue);
    return set;
}

Result<ParamSet> ParamSchema::complete(const ParamSet &given) const
{
    for (const auto &[key, value] : given.entries()) {
        const ParamSpec *spec = find(key);
        if (!spec)
            return Error::badInput("unknown parameter '" + key + "'");
        if (auto msg = spec->check(value); !msg.empty())
            return Error::badInput(key + " " + msg);
    }
    ParamSet out;
    for (const auto &s : m_specs) {
        const ParamValue *v = given.find(s.id);
        ParamValue value = v ? *v : s.defaultValue;
        // An integer written where a real is expected is a real.
        if (s.type == ParamType::Real) {
            if (const auto *i = std::get_if<std::int64_t>(&value))
                value = static_cast<double>(*i);
        }
        if (s.type == ParamType::WeightTable) {
            // Keys left out take their default weight; keep schema order.
            WeightTable full;
            const auto &def = std::get<WeightTable>(s.defaultValue);
            const auto &got = std::get<WeightTable>(value);
            for (const auto &d : def) {
                WeightEntry e = d;
                for (const auto &g : got) {
                    if (g.key == d.key)
                        e.weight = g.weight;
                }
                full.push_back(e);
            }
            value = std::move(full);
        }
        out.set(s.id, std::move(value));
    }
    return out;
}

} // namespace mapsmith
