// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// For the tests that look for the red marks the editor and `mapsmith wall` paint on failing seeds.

#include <QColor>
#include <QImage>
#include <QRect>

namespace testimage {

/// How many pixels inside `rect` (inclusive) are clearly red: red above 180, green and blue below 90.
inline int redPixels(const QImage &image, const QRect &rect)
{
    int n = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y)
        for (int x = rect.left(); x <= rect.right(); ++x) {
            const QColor c = image.pixelColor(x, y);
            n += c.red() > 180 && c.green() < 90 && c.blue() < 90 ? 1 : 0;
        }
    return n;
}

} // namespace testimage
