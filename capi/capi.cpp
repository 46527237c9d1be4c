// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The C interface (mapsmith.h): versions, errors, configs, projects and generation. Each function checks its
// arguments, calls the same core functions the CLI and the editor call, and returns a status; no exception
// leaves (guarded). Maps, hashes and paths are in capi_map.cpp.
#include "guard_p.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/io/config.h>
#include <mapsmith/io/project.h>

#include <string_view>

namespace mapsmith::capi {

namespace {

thread_local std::string t_lastError;

std::string_view textOf(const char *text, std::size_t length)
{
    return std::string_view(text, length);
}

/// Reads `text` as a project or, when it does not say `kind: project`, as a config.
Result<Project> readLevel(std::string_view text, const std::string &name)
{
    const GeneratorRegistry &registry = builtinGenerators();
    if (looksLikeProject(text))
        return readProject(text, name, registry);
    auto config = readConfig(text, name, registry);
    if (!config)
        return config.error();
    return Project{std::move(*config), {}};
}

mapsmith_status giveProject(Project project, mapsmith_config **config, mapsmith_edits **edits)
{
    // Both handles are made before either is handed out, so a failure leaves both untouched.
    auto *c = config ? new mapsmith_config{std::move(project.config)} : nullptr;
    try {
        if (edits)
            *edits = new mapsmith_edits{std::move(project.edits)};
    } catch (...) {
        delete c;
        throw;
    }
    if (config)
        *config = c;
    return MAPSMITH_OK;
}

} // namespace

mapsmith_status fail(mapsmith_status status, std::string message)
{
    t_lastError = std::move(message);
    return status;
}

mapsmith_status fail(const Error &error)
{
    const mapsmith_status status = error.kind == ErrorKind::BadInput ? MAPSMITH_BAD_INPUT
                                   : error.kind == ErrorKind::Io     ? MAPSMITH_IO
                                                                     : MAPSMITH_INTERNAL;
    return fail(status, error.toString());
}

mapsmith_status nullArgument(const char *function, const char *argument)
{
    return fail(MAPSMITH_INVALID_ARGUMENT, std::string(function) + ": " + argument + " is NULL");
}

} // namespace mapsmith::capi

using namespace mapsmith;
using namespace mapsmith::capi;

extern "C" {

uint32_t mapsmith_api_version(void)
{
    return MAPSMITH_C_API_VERSION;
}

const char *mapsmith_version(void)
{
    return MAPSMITH_VERSION_STRING;
}

const char *mapsmith_last_error(void)
{
    return t_lastError.c_str();
}

mapsmith_status mapsmith_config_load(const char *path, mapsmith_config **out)
{
    return guarded([&] {
        if (!path || !out)
            return nullArgument("mapsmith_config_load", !path ? "path" : "out");
        auto text = readTextFile(path);
        if (!text)
            return fail(text.error());
        auto level = readLevel(*text, path);
        return level ? giveProject(std::move(*level), out, nullptr) : fail(level.error());
    });
}

mapsmith_status mapsmith_config_parse(const char *text, size_t length, const char *name,
                                      mapsmith_config **out)
{
    return guarded([&] {
        if (!text || !out)
            return nullArgument("mapsmith_config_parse", !text ? "text" : "out");
        auto level = readLevel(textOf(text, length), name ? name : "config");
        return level ? giveProject(std::move(*level), out, nullptr) : fail(level.error());
    });
}

void mapsmith_config_free(mapsmith_config *config)
{
    delete config;
}

const char *mapsmith_config_generator(const mapsmith_config *config)
{
    return config ? config->config.generator.c_str() : "";
}

uint64_t mapsmith_config_seed(const mapsmith_config *config)
{
    return config ? config->config.seed : 0;
}

mapsmith_status mapsmith_project_load(const char *path, mapsmith_config **config, mapsmith_edits **edits)
{
    return guarded([&] {
        if (!path)
            return nullArgument("mapsmith_project_load", "path");
        auto project = loadProject(path, builtinGenerators());
        return project ? giveProject(std::move(*project), config, edits) : fail(project.error());
    });
}

mapsmith_status mapsmith_project_parse(const char *text, size_t length, const char *name,
                                       mapsmith_config **config, mapsmith_edits **edits)
{
    return guarded([&] {
        if (!text)
            return nullArgument("mapsmith_project_parse", "text");
        auto project = readProject(textOf(text, length), name ? name : "project", builtinGenerators());
        return project ? giveProject(std::move(*project), config, edits) : fail(project.error());
    });
}

void mapsmith_edits_free(mapsmith_edits *edits)
{
    delete edits;
}

size_t mapsmith_edits_cell_count(const mapsmith_edits *edits)
{
    return edits ? edits->edits.cells.size() : 0;
}

mapsmith_status mapsmith_generate(const mapsmith_config *config, uint64_t seed, mapsmith_map **out)
{
    return guarded([&] {
        if (!config || !out)
            return nullArgument("mapsmith_generate", !config ? "config" : "out");
        Config c = config->config;
        c.seed = seed;
        auto generated = generate(builtinGenerators(), c);
        return generated ? give(out, std::move(generated->map)) : fail(generated.error());
    });
}

mapsmith_status mapsmith_apply_edits(const mapsmith_map *base, const mapsmith_edits *edits,
                                     mapsmith_map **out)
{
    return guarded([&] {
        if (!base || !edits || !out)
            return nullArgument("mapsmith_apply_edits", !base ? "base" : !edits ? "edits" : "out");
        return give(out, applyHandEdits(base->map, edits->edits));
    });
}

} // extern "C"
