// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "document/mapdocument.h"

#include "generate/registry.h"
#include "map/hash.h"
#include "render/palette.h"
#include "render/renderer.h"

#include <QUndoStack>

namespace mapsmith {

MapDocument::MapDocument(QObject *parent)
    : QObject(parent), m_undoStack(new QUndoStack(this)), m_regenerator(new Regenerator(this))
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { emit dirtyChanged(!clean); });
    connect(m_regenerator, &Regenerator::finished, this, &MapDocument::onGenerated);
    connect(m_regenerator, &Regenerator::failed, this, &MapDocument::onFailed);
    if (const Generator *g = generator())
        m_config.params = g->schema().defaults();
}

MapDocument::~MapDocument()
{
    // The undo stack's commands point at us: drop them before our members go.
    m_undoStack->clear();
}

const Generator *MapDocument::generator() const
{
    return builtinGenerators().find(m_config.generator);
}

const ParamSchema &MapDocument::schema() const
{
    static const ParamSchema empty;
    const Generator *g = generator();
    return g ? g->schema() : empty;
}

bool MapDocument::isDirty() const
{
    return !m_undoStack->isClean();
}

void MapDocument::reset(const Config &config, const QString &fileName)
{
    m_undoStack->clear();
    m_config = config;
    if (const Generator *g = generator()) {
        if (auto complete = g->schema().complete(config.params))
            m_config.params = *complete;
    }
    setFileName(fileName, true);
    emit configChanged(ChangeKind::All);
    emit dirtyChanged(false);
    regenerate();
}

void MapDocument::resetWithMap(const Map &map, const QString &fileName)
{
    m_undoStack->clear();
    m_regenerator->cancel();
    if (builtinGenerators().find(map.source.generator)) {
        m_config.generator = map.source.generator;
        m_config.seed = map.source.seed;
        m_config.params = map.source.params;
    }
    setFileName(fileName, false);
    emit configChanged(ChangeKind::All);
    emit dirtyChanged(false);
    Generation g;
    g.generated = Generated{map, {}};
    g.image = renderForView(map, Palette::builtin());
    g.hash = mapsmith::mapHash(map);
    onGenerated(g);
}

void MapDocument::setFileName(const QString &fileName, bool isConfigFile)
{
    m_isConfigFile = isConfigFile;
    if (m_fileName == fileName)
        return;
    m_fileName = fileName;
    emit fileNameChanged(fileName);
}

void MapDocument::markClean()
{
    m_undoStack->setClean();
}

void MapDocument::regenerate()
{
    m_regenerator->request(m_config);
    emit generationStarted();
}

void MapDocument::applyParam(const std::string &id, const ParamValue &value)
{
    m_config.params.set(id, value);
    emit configChanged(ChangeKind::Params);
    regenerate();
}

void MapDocument::applyParams(const ParamSet &params)
{
    m_config.params = params;
    emit configChanged(ChangeKind::Params);
    regenerate();
}

void MapDocument::applySeed(std::uint64_t seed)
{
    m_config.seed = seed;
    emit configChanged(ChangeKind::Seed);
    regenerate();
}

void MapDocument::applyGenerator(const std::string &id, const ParamSet &params)
{
    m_config.generator = id;
    m_config.params = params;
    emit configChanged(ChangeKind::Generator);
    regenerate();
}

void MapDocument::onGenerated(const Generation &generation)
{
    m_map = generation.generated->map;
    m_diagnostics = generation.generated->diagnostics;
    m_image = generation.image;
    m_hash = generation.hash;
    m_generationMs = generation.elapsedMs;
    m_lastError = Error::cancelled();
    m_lastError.message.clear();
    m_hasMap = true;
    emit mapChanged();
}

void MapDocument::onFailed(const Error &error)
{
    m_lastError = error;
    emit generationFailed(QString::fromStdString(error.toString()));
}

} // namespace mapsmith
