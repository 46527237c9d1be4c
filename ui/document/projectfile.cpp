// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "document/projectfile.h"

#include "document/mapdocument.h"
#include "document/tilesetsource.h"
#include "i18n/coremessages.h"

#include <mapsmith/generate/registry.h>

namespace mapsmith {

QByteArray projectText(const MapDocument &document)
{
    const Project project{document.config(), document.handEdits()};
    return QByteArray::fromStdString(writeProject(project, builtinGenerators()));
}

QByteArray projectText(const MapDocument &document, const QString &target)
{
    Project project{document.config(), document.handEdits()};
    rebaseTilesetSource(project.config, document.fileName(), target);
    return QByteArray::fromStdString(writeProject(project, builtinGenerators()));
}

QString openProjectText(MapDocument &document, const QByteArray &text, const QString &fileName,
                        const std::string &nameInMessages)
{
    auto project = readProject(std::string_view(text.constData(), static_cast<std::size_t>(text.size())),
                               nameInMessages, builtinGenerators());
    if (!project)
        return trError(project.error());
    document.resetProject(project->config, project->edits, fileName);
    return {};
}

} // namespace mapsmith
