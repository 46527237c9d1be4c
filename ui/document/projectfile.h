// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// moc (Qt 6.4) cannot parse <compare>, which core's grid headers include.
#ifndef Q_MOC_RUN
#include <mapsmith/io/project.h>
#endif

#include <QByteArray>
#include <QString>

namespace mapsmith {

class MapDocument;

/// The document as a project file (core's writeProject): config and hand edits.
QByteArray projectText(const MapDocument &document);
/// The same, for writing to `target`: a tileset is named relative to `target`'s folder.
QByteArray projectText(const MapDocument &document, const QString &target);

/// Reads `text` as a project and opens it in `document` named `fileName`. On error returns the message
/// ("name.yaml:7:14: ...") and leaves the document as it was; returns an empty string on success.
QString openProjectText(MapDocument &document, const QByteArray &text, const QString &fileName,
                        const std::string &nameInMessages);

} // namespace mapsmith
