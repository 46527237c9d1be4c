// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Files a Tiled map names: external tilesets (.tsx, .tsj) and object templates (.tx, .tj), each read once
// through the caller's loader, at most kMaxFiles of them; and the paths between them, which Tiled writes
// relative to the file that names them with '/' separators.
#include <mapsmith/io/compress.h>
#include <mapsmith/io/config.h>
#include <mapsmith/io/tiledio_p.h>

#include <algorithm>
#include <filesystem>

namespace mapsmith {

TiledFileLoader tiledDiskLoader()
{
    return [](const std::string &path) -> Result<std::string> {
        std::error_code ec;
        const std::string gz = path + ".gz";
        if (!std::filesystem::exists(path, ec) && std::filesystem::exists(gz, ec)) {
            auto packed = readTextFile(gz);
            if (!packed)
                return packed.error();
            auto text = compress::inflate(*packed, compress::Format::Gzip, kMaxTextFileBytes);
            if (!text) {
                Error e = text.error();
                e.file = gz;
                return e;
            }
            return text;
        }
        return readTextFile(path);
    };
}

} // namespace mapsmith

namespace mapsmith::tiled {

std::string folderOf(const std::string &file)
{
    const auto slash = file.find_last_of('/');
    return slash == std::string::npos ? std::string() : file.substr(0, slash);
}

std::string resolvePath(const std::string &folder, const std::string &source)
{
    if (source.empty() || source.front() == '/' || folder.empty())
        return std::filesystem::path(source).lexically_normal().generic_string();
    return (std::filesystem::path(folder) / source).lexically_normal().generic_string();
}

std::string relativePath(const std::string &path, const std::string &folder)
{
    namespace fs = std::filesystem;
    const fs::path p(path);
    const fs::path base(folder.empty() ? "." : folder);
    if (p.is_absolute() != base.is_absolute()) {
        std::error_code ec;
        const fs::path absP = fs::absolute(p, ec);
        const fs::path absB = fs::absolute(base, ec);
        const fs::path r = absP.lexically_relative(absB);
        return r.empty() ? absP.generic_string() : r.generic_string();
    }
    const fs::path r = p.lexically_relative(base);
    return r.empty() ? p.generic_string() : r.generic_string();
}

namespace {

bool looksLikeJson(std::string_view text)
{
    for (const char c : text) {
        if (c == ' ' || c == '\n' || c == '\r' || c == '\t')
            continue;
        return c == '{' || c == '[';
    }
    return false;
}

Result<std::string> readExternal(const std::string &path, const Place &place, const std::string &file,
                                 ExternalFiles &files, const char *what)
{
    if (!files.load || !*files.load)
        return errorAt(file, place, std::string("the ") + what + " '" + path + "' cannot be read here");
    if (++files.count > kMaxFiles)
        return errorAt(file, place, "the map names more than " + std::to_string(kMaxFiles) + " files");
    auto text = (*files.load)(path);
    if (!text)
        return errorAt(file, place,
                       std::string("the ") + what + " '" + path +
                           "' cannot be read: " + text.error().message);
    return text;
}

} // namespace

Result<Tileset> loadTileset(const std::string &path, const Place &place, const std::string &file,
                            ExternalFiles &files)
{
    if (const auto it = files.tilesets.find(path); it != files.tilesets.end())
        return it->second;
    auto text = readExternal(path, place, file, files, "tileset");
    if (!text)
        return text.error();
    auto tileset = looksLikeJson(*text) ? parseTsj(*text, path, files) : parseTsx(*text, path, files);
    if (!tileset)
        return tileset.error();
    files.tilesets.emplace(path, *tileset);
    return tileset;
}

Result<Template> loadTemplate(const std::string &path, const Place &place, const std::string &file,
                              ExternalFiles &files)
{
    auto text = readExternal(path, place, file, files, "template");
    if (!text)
        return text.error();
    return looksLikeJson(*text) ? parseTj(*text, path, files) : parseTx(*text, path, files);
}

Status applyTemplate(Object &object, const Template &tmpl, const Document &doc, const std::string &)
{
    const Object &t = tmpl.object;
    if (object.name.empty())
        object.name = t.name;
    if (object.type.empty())
        object.type = t.type;
    if (object.width == 0 && object.height == 0) {
        object.width = t.width;
        object.height = t.height;
    }
    if (object.rotation == 0)
        object.rotation = t.rotation;
    if (object.points.empty()) {
        object.points = t.points;
        if (object.shape == Shape::Rectangle)
            object.shape = t.shape;
    }
    for (const Property &p : t.properties) {
        if (!findProperty(object.properties, p.name))
            object.properties.push_back(p);
    }
    if (object.gid == 0 && t.gid != 0 && tmpl.hasTileset) {
        // The template's gid counts from its own tileset's firstgid; the map has the same file at another.
        const std::uint32_t local = (t.gid & kGidMask) - tmpl.tileset.firstGid;
        const Tileset *same = nullptr;
        for (const Tileset &ts : doc.tilesets) {
            if (!ts.path.empty() && ts.path == tmpl.tileset.path)
                same = &ts;
        }
        if (!same)
            return Ok{}; // a map Tiled saved always has it; otherwise the object stays a rectangle
        object.gid = (same->firstGid + local) | (t.gid & ~kGidMask);
        object.shape = Shape::Rectangle;
    }
    return Ok{};
}

namespace {

Status resolveTemplates(std::vector<Layer> &layers, Document &doc, const std::string &folder,
                        const std::string &file, ExternalFiles &files)
{
    for (Layer &layer : layers) {
        if (auto s = resolveTemplates(layer.layers, doc, folder, file, files); !s)
            return s;
        for (Object &o : layer.objects) {
            if (o.templateSource.empty())
                continue;
            auto tmpl = loadTemplate(resolvePath(folder, o.templateSource), o.place, file, files);
            if (!tmpl) {
                doc.notes.push_back(tmpl.error().toString()); // the object stays as the map has it
                continue;
            }
            if (auto s = applyTemplate(o, *tmpl, doc, file); !s)
                return s;
        }
    }
    return Ok{};
}

} // namespace

Status finishDocument(Document &doc, const std::string &folder, const std::string &file, ExternalFiles &files)
{
    if (auto s = checkDocument(doc, file); !s)
        return s;
    if (auto s = resolveTemplates(doc.layers, doc, folder, file, files); !s)
        return s;
    return settleInfinite(doc, file);
}

Tileset missingTileset(const std::string &source, const std::string &folder, std::int64_t firstGid,
                       const Place &place)
{
    Tileset ts;
    ts.source = source;
    ts.path = resolvePath(folder, source);
    ts.name = source;
    ts.firstGid = static_cast<std::uint32_t>(std::clamp<std::int64_t>(firstGid, 1, kGidMask));
    ts.place = place;
    return ts;
}

} // namespace mapsmith::tiled
