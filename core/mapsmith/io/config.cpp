// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/generate/registry.h>
#include <mapsmith/io/beatsection_p.h>
#include <mapsmith/io/config.h>
#include <mapsmith/io/config_node_p.h>
#include <mapsmith/io/config_tileset_p.h>
#include <mapsmith/io/playsection_p.h>
#include <mapsmith/io/yamlutil_p.h>
#include <mapsmith/util/cleantext.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <exception>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace mapsmith {

namespace {

constexpr int kFormatVersion = 1;

/// The `generator:` key: present and naming a generator of the registry.
Result<const Generator *> findGenerator(const YAML::Node &root, const yamlutil::Entries &entries,
                                        const std::string &file, const GeneratorRegistry &registry)
{
    using namespace yamlutil;
    const Entry *gen = findEntry(entries, "generator");
    if (!gen)
        return errorAt(file, root, "missing key 'generator' (the generator id, such as 'generator: cave')");
    auto id = readText(*gen, file);
    if (!id)
        return id.error();
    if (const Generator *generator = registry.find(*id))
        return generator;
    std::string known;
    for (const auto &g : registry.all())
        known += (known.empty() ? "" : ", ") + std::string(g->id());
    return errorAt(file, gen->valueMark(), "unknown generator " + excerpt(*id) + " (known: " + known + ")");
}

/// The config keys of a parsed document (a config file, or a project file without its own keys).
Result<Config> parseConfigRoot(const Result<YAML::Node> &root, const std::string &file,
                               const GeneratorRegistry &registry)
{
    using namespace yamlutil;
    if (!root)
        return root.error();
    auto entries = readEntries(*root, file, "the config");
    if (!entries)
        return entries.error();
    // The version first: a newer file may well have keys this version does not know.
    if (auto v = checkFormatVersion(*root, *entries, file, kFormatVersion); !v)
        return v.error();
    if (auto k = rejectUnknownKeys(*entries,
                                   {"mapsmith", "generator", "seed", "params", "beat", "tileset", "play"},
                                   file, "in the config");
        !k)
        return k.error();

    Config config;
    auto found = findGenerator(*root, *entries, file, registry);
    if (!found)
        return found.error();
    const Generator *generator = *found;
    config.generator = std::string(generator->id());

    if (const Entry *seed = findEntry(*entries, "seed")) {
        auto s = readUInt64(*seed, file);
        if (!s)
            return s.error();
        config.seed = *s;
    }

    ParamSet given;
    if (const Entry *params = findEntry(*entries, "params")) {
        auto p = readParams(*params, &generator->schema(), file, config.generator);
        if (!p)
            return p.error();
        given = std::move(*p);
    }
    // Every given value is valid by now; complete() only fills in the defaults.
    auto complete = generator->schema().complete(given);
    if (!complete) {
        Error e = complete.error();
        e.file = file;
        return e;
    }
    config.params = std::move(*complete);

    if (const Entry *beat = findEntry(*entries, "beat")) {
        auto b = beatsection::read(*beat, file);
        if (!b)
            return b.error();
        config.beat = std::move(*b);
    }
    if (const Entry *tileset = findEntry(*entries, "tileset")) {
        auto t = tilesetsection::read(*tileset, file);
        if (!t)
            return t.error();
        config.tileset = std::move(*t);
    }
    if (const Entry *play = findEntry(*entries, "play")) {
        auto p = playsection::read(*play, file);
        if (!p)
            return p.error();
        config.play = std::move(*p);
    }
    return config;
}

/// "# Share of cells that start as wall before smoothing. (0..1)" for the line of one parameter.
std::string paramComment(const ParamSpec &spec)
{
    std::string range;
    if (spec.type == ParamType::Int || spec.type == ParamType::Real || spec.type == ParamType::WeightTable) {
        const bool integer = spec.type == ParamType::Int;
        auto f = [integer](double v) {
            return integer ? std::to_string(static_cast<std::int64_t>(v)) : formatParamValue(ParamValue{v});
        };
        range = f(spec.min) + ".." + f(spec.max);
    } else if (spec.type == ParamType::Choice) {
        for (const auto &c : spec.choices)
            range += (range.empty() ? "" : " | ") + c.id;
    }
    if (!spec.unit.empty())
        range += (range.empty() ? "" : " ") + spec.unit;
    std::string out = spec.help;
    if (!range.empty())
        out += (out.empty() ? "" : " ") + ("(" + range + ")");
    return out;
}

Result<Config> parseConfig(std::string_view text, const std::string &file, const GeneratorRegistry &registry)
{
    return parseConfigRoot(yamlutil::parseDocument(text, file, "a Mapsmith config"), file, registry);
}

} // namespace

Result<Config> readConfigNode(const YAML::Node &root, const std::string &fileName,
                              const GeneratorRegistry &registry)
{
    try {
        return parseConfigRoot(root, fileName, registry);
    } catch (const YAML::Exception &e) {
        return yamlutil::errorAt(fileName, e.mark, "invalid YAML: " + e.msg);
    } catch (const std::exception &e) {
        return Error{ErrorKind::Internal, std::string("unexpected error: ") + e.what(), fileName, 0, 0};
    }
}

Result<Config> readConfig(std::string_view text, const std::string &fileName,
                          const GeneratorRegistry &registry)
{
    try {
        return parseConfig(text, fileName, registry);
    } catch (const YAML::Exception &e) {
        return yamlutil::errorAt(fileName, e.mark, "invalid YAML: " + e.msg);
    } catch (const std::exception &e) {
        return Error{ErrorKind::Internal, std::string("unexpected error: ") + e.what(), fileName, 0, 0};
    }
}

std::string writeConfig(const Config &config, const GeneratorRegistry &registry)
{
    using yamlutil::formatValue;
    using yamlutil::quote;
    const Generator *generator = registry.find(config.generator);
    ParamSet params = config.params;
    if (generator) {
        if (auto complete = generator->schema().complete(config.params))
            params = std::move(*complete);
    }

    std::string out = "# Mapsmith level config — regenerate with: mapsmith generate -c FILE\n";
    out += "mapsmith: " + std::to_string(kFormatVersion) + "\n";
    out += "generator: " + quote(config.generator) + "\n";
    out += "seed: " + std::to_string(config.seed) + "\n";
    const std::string beat = (config.beat ? beatsection::write(*config.beat) : std::string()) +
                             (config.tileset ? tilesetsection::write(*config.tileset) : std::string()) +
                             (config.play ? playsection::write(*config.play) : std::string());
    if (params.entries().empty())
        return out + "params: {}\n" + beat;
    out += "params:\n";

    std::vector<std::pair<std::string, std::string>> lines; // "  key: value", comment
    std::size_t width = 0;
    for (const auto &[id, value] : params.entries()) {
        const ParamSpec *spec = generator ? generator->schema().find(id) : nullptr;
        lines.emplace_back("  " + quote(id) + ": " + formatValue(value), spec ? paramComment(*spec) : "");
        width = std::max(width, lines.back().first.size());
    }
    for (const auto &[line, comment] : lines) {
        out += line;
        if (!comment.empty())
            out += std::string(width - line.size() + 2, ' ') + "# " + comment;
        out += '\n';
    }
    return out + beat;
}

Result<std::string> readTextFile(const std::string &path)
{
    const auto cannotOpen = [&](int err) {
        const std::string reason = err ? std::strerror(err) : "cannot be read";
        return Error{ErrorKind::Io, "cannot open: " + reason, path, 0, 0};
    };
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        return cannotOpen(EISDIR); // an ifstream opens a directory and then reads nothing
    if (const auto size = std::filesystem::file_size(path, ec); !ec && size > kMaxTextFileBytes)
        return Error{ErrorKind::BadInput,
                     "the file is " + std::to_string(size >> 20) + " MB, more than the " +
                         std::to_string(kMaxTextFileBytes >> 20) + " MB a Mapsmith file may have",
                     path, 0, 0};
    errno = 0;
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return cannotOpen(errno);
    std::ostringstream buffer;
    buffer << in.rdbuf();
    if (in.bad())
        return Error{ErrorKind::Io, "cannot read '" + path + "'", path, 0, 0};
    return buffer.str();
}

Result<Config> loadConfig(const std::string &path, const GeneratorRegistry &registry)
{
    auto text = readTextFile(path);
    if (!text)
        return text.error();
    return readConfig(*text, path, registry);
}

} // namespace mapsmith
