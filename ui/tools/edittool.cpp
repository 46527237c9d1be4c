// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "tools/edittool.h"

#include "document/mapdocument.h"

namespace mapsmith {

bool EditTool::appliesTo(const MapDocument &document) const
{
    return document.canPaint();
}

} // namespace mapsmith
