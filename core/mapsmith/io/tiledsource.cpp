// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/generate/registry.h>
#include <mapsmith/io/tiledio_p.h>
#include <mapsmith/io/tiledsource.h>
#include <mapsmith/io/yamlutil_p.h>
#include <mapsmith/util/cleantext.h>

#include <climits>

namespace mapsmith::tiled {

namespace {

constexpr std::string_view kGenerator = "mapsmith_generator";
constexpr std::string_view kVersion = "mapsmith_generator_version";
constexpr std::string_view kSeed = "mapsmith_seed";
constexpr std::string_view kParamPrefix = "param.";

bool isNumberText(std::string_view text)
{
    if (text.empty())
        return false;
    for (const char c : text) {
        const bool ok = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                        c == '+' || c == '-' || c == '.';
        if (!ok)
            return false;
    }
    return true;
}

/// One parameter, read by the same code as a map file's params: a one-line YAML document "id: value".
Result<ParamValue> readParamProperty(const Property &p, const std::string &id, const ParamSpec *spec,
                                     const std::string &file)
{
    const auto fail = [&](const std::string &message) {
        return errorAt(file, p.place, message); // the place names the property
    };
    std::string value;
    if (p.type == "string") {
        const bool flowMap = !p.value.empty() && p.value.front() == '{';
        if (flowMap && p.value.find('\n') != std::string::npos)
            return fail("a weight table must be on one line");
        value = flowMap ? p.value : yamlutil::quote(p.value);
    } else if (p.type == "int" || p.type == "float" || p.type == "bool") {
        if (!isNumberText(p.value))
            return fail(excerpt(p.value) + " is not a valid " + p.type);
        value = p.value;
    } else {
        return fail("type " + p.type + " cannot hold a parameter (use string, int, float or bool)");
    }
    const std::string text = yamlutil::quote(id) + ": " + value + "\n";
    auto root = yamlutil::parseDocument(text, file, "a parameter");
    if (!root)
        return fail(root.error().message);
    auto entries = yamlutil::readEntries(*root, file, "a parameter");
    if (!entries || entries->size() != 1)
        return fail(entries ? "not a single value" : entries.error().message);
    auto v = spec ? yamlutil::readParam(*spec, entries->front(), file)
                  : yamlutil::readUntypedParam(entries->front(), file);
    if (!v)
        return fail(v.error().message);
    return v;
}

Status readHeader(const std::vector<Property> &properties, const std::string &file, MapSource &source)
{
    if (const Property *p = findProperty(properties, kGenerator))
        source.generator = p->value;
    if (const Property *p = findProperty(properties, kVersion)) {
        const auto v = yamlutil::parseInt(p->value);
        if (!v || *v < 0 || *v > INT_MAX)
            return errorAt(file, p->place,
                           "the generator version must be an integer >= 0, not " + excerpt(p->value));
        source.generatorVersion = static_cast<int>(*v);
    }
    if (const Property *p = findProperty(properties, kSeed)) {
        const auto v = yamlutil::parseUInt64(p->value);
        if (!v)
            return errorAt(file, p->place, "the seed must be a whole number >= 0, not " + excerpt(p->value));
        source.seed = *v;
    }
    return Ok{};
}

} // namespace

std::vector<Property> sourceProperties(const MapSource &source)
{
    std::vector<Property> out;
    const auto property = [](std::string_view name, const char *type, std::string value) {
        Property p;
        p.name = std::string(name);
        p.type = type;
        p.value = std::move(value);
        return p;
    };
    out.push_back(property(kGenerator, "string", source.generator));
    out.push_back(property(kVersion, "int", std::to_string(source.generatorVersion)));
    out.push_back(property(kSeed, "string", std::to_string(source.seed)));
    for (const auto &[id, value] : source.params.entries()) {
        Property p = property(std::string(kParamPrefix) + id, "string", {});
        if (std::holds_alternative<std::int64_t>(value))
            p.type = "int";
        else if (std::holds_alternative<double>(value))
            p.type = "float";
        else if (std::holds_alternative<bool>(value))
            p.type = "bool";
        p.value = std::holds_alternative<std::string>(value) ? std::get<std::string>(value)
                                                             : yamlutil::formatValue(value);
        out.push_back(std::move(p));
    }
    return out;
}

Result<MapSource> readSourceProperties(const std::vector<Property> &properties, const std::string &file,
                                       const GeneratorRegistry &registry)
{
    MapSource source;
    if (auto s = readHeader(properties, file, source); !s)
        return s.error();
    const Generator *g = registry.find(source.generator);
    if (g && source.generatorVersion != 0 && source.generatorVersion != g->version())
        g = nullptr;
    ParamSet given;
    const Property *firstParam = nullptr;
    for (const Property &p : properties) {
        if (!p.name.starts_with(kParamPrefix))
            continue;
        firstParam = firstParam ? firstParam : &p;
        const std::string id = p.name.substr(kParamPrefix.size());
        const ParamSpec *spec = g ? g->schema().find(id) : nullptr;
        if (g && !spec)
            return errorAt(file, p.place, source.generator + " has no parameter " + excerpt(id));
        if (given.contains(id))
            return errorAt(file, p.place, "the parameter is given twice");
        auto value = readParamProperty(p, id, spec, file);
        if (!value)
            return value.error();
        given.set(id, std::move(*value));
    }
    if (!g || !firstParam) {
        source.params = std::move(given);
        return source;
    }
    auto complete = g->schema().complete(given);
    if (!complete)
        return errorAt(file, firstParam->place, complete.error().message);
    source.params = std::move(*complete);
    return source;
}

} // namespace mapsmith::tiled
