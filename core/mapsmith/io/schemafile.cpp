// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/generate/registry.h>
#include <mapsmith/io/schemafile.h>
#include <mapsmith/io/yamlutil_p.h>

namespace mapsmith {

namespace {

using yamlutil::formatValue;
using yamlutil::quote;

/// A number of the spec's range as YAML: integers for int parameters, reals otherwise.
std::string bound(const ParamSpec &spec, double v)
{
    if (spec.type == ParamType::Int)
        return std::to_string(static_cast<std::int64_t>(v));
    return formatValue(ParamValue{v});
}

std::string list(const std::vector<std::string> &items)
{
    std::string out = "[";
    for (const auto &i : items)
        out += (out.size() > 1 ? ", " : "") + i;
    return out + "]";
}

/// One flow map per parameter: {id, type, label, default, min, max, step, unit, choices, keys, help}.
std::string paramLine(const ParamSpec &spec)
{
    std::string out = "{id: " + quote(spec.id) + ", type: " + std::string(paramTypeName(spec.type)) +
                      ", label: " + quote(spec.label) + ", default: " + formatValue(spec.defaultValue);
    const bool numeric =
        spec.type == ParamType::Int || spec.type == ParamType::Real || spec.type == ParamType::WeightTable;
    if (numeric)
        out += ", min: " + bound(spec, spec.min) + ", max: " + bound(spec, spec.max);
    if (spec.type == ParamType::Real)
        out += ", step: " + formatValue(ParamValue{spec.step});
    if (!spec.unit.empty())
        out += ", unit: " + quote(spec.unit);
    if (spec.type == ParamType::Choice) {
        std::vector<std::string> choices;
        for (const auto &c : spec.choices)
            choices.push_back("{id: " + quote(c.id) + ", label: " + quote(c.label) + "}");
        out += ", choices: " + list(choices);
    }
    if (spec.type == ParamType::WeightTable) {
        std::vector<std::string> keys;
        for (const auto &k : spec.keys)
            keys.push_back(quote(k));
        out += ", keys: " + list(keys);
    }
    return out + ", help: " + quote(spec.help) + "}";
}

void writeGenerator(std::string &out, const Generator &generator)
{
    out += "  - id: " + quote(generator.id()) + "\n";
    out += "    name: " + quote(generator.displayName()) + "\n";
    out += "    version: " + std::to_string(generator.version()) + "\n";
    if (generator.schema().specs().empty()) {
        out += "    params: []\n";
        return;
    }
    out += "    params:\n";
    for (const auto &spec : generator.schema().specs())
        out += "      - " + paramLine(spec) + "\n";
}

} // namespace

std::string writeSchema(const Generator &generator)
{
    std::string out = "generators:\n";
    writeGenerator(out, generator);
    return out;
}

std::string writeSchema(const GeneratorRegistry &registry)
{
    if (registry.all().empty())
        return "generators: []\n";
    std::string out = "generators:\n";
    for (const auto &g : registry.all())
        writeGenerator(out, *g);
    return out;
}

} // namespace mapsmith
