// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// High-DPI rendering: at a device pixel ratio of 2 the map view draws every device pixel in one of the
// map's own colours (crisp, no smoothed edges between tiles), and the palette swatches have 2x pixmaps.
#include "document/mapdocument.h"
#include "mainwindow.h"
#include "panels/tilechooser.h"
#include "uitest.h"
#include "view/mapview.h"

#include <QAction>
#include <QSet>

using namespace mapsmith;

class TestHighDpi : public QObject
{
    Q_OBJECT

public:
    static void initMain()
    {
        uitest::isolateSettings();
        qputenv("QT_SCALE_FACTOR", "2"); // read when the application starts
    }

private slots:
    void mapView_atDpr2_drawsOnlyMapColours()
    {
        MainWindow window;
        window.resize(1000, 700);
        window.show();
        QVERIFY(uitest::waitForMap(window.document()));
        MapView *view = window.mapView();
        view->artAction()->setChecked(false);      // flat colours: the tile art has colours the image lacks
        view->zoomBy(3.37, view->rect().center()); // a zoom that puts tile edges between device pixels
        const QImage shot = view->grab().toImage();
        QCOMPARE(shot.devicePixelRatio(), 2.0);
        QSet<QRgb> allowed;
        const QImage &map = window.document()->image();
        for (int y = 0; y < map.height(); ++y)
            for (int x = 0; x < map.width(); ++x)
                allowed.insert(map.pixel(x, y) | 0xff000000u);
        // Inside the drawn map only: the middle of the view, in device pixels.
        // ... and inside the map and the viewport (not under the scroll bars or the minimap's corner).
        const QRectF drawn(view->mapToWidget({0, 0}), view->mapToWidget(QPointF(map.width(), map.height())));
        const QRect inside = (drawn.toAlignedRect().adjusted(2, 2, -2, -2) & view->viewportRect());
        // Markers keep a minimum size and are drawn smooth: leave their squares out.
        const GridMap &grid = window.document()->map().grid;
        QList<QRect> markers;
        const auto markerAt = [&](Point p) {
            const QPointF c = view->mapToWidget(QPointF(p.x + 0.5, p.y + 0.5)) * 2;
            const int r = MapView::kMarkerMinPixels + 2;
            markers.append(QRect(c.toPoint() - QPoint(r, r), QSize(2 * r, 2 * r)));
        };
        if (grid.start)
            markerAt(*grid.start);
        if (grid.exit)
            markerAt(*grid.exit);
        for (const Entity &e : grid.entities)
            markerAt({e.x, e.y});
        const QRect area = QRect(shot.width() / 4, shot.height() / 4, shot.width() / 2, shot.height() / 2) &
                           QRect(inside.topLeft() * 2, inside.size() * 2);
        QVERIFY(area.width() > 20 && area.height() > 20);
        int checked = 0;
        for (int y = area.top(); y <= area.bottom(); y += 3) {
            for (int x = area.left(); x <= area.right(); ++x) {
                if (std::any_of(markers.begin(), markers.end(),
                                [&](const QRect &m) { return m.contains(x, y); }))
                    continue;
                const QRgb p = shot.pixel(x, y) | 0xff000000u;
                QVERIFY2(allowed.contains(p), qPrintable(QStringLiteral("blended pixel %1 at %2,%3")
                                                             .arg(p, 8, 16, QLatin1Char('0'))
                                                             .arg(x)
                                                             .arg(y)));
                ++checked;
            }
        }
        QVERIFY(checked > 3000);
        QVERIFY(allowed.size() >= 2);
    }

    void brushSwatch_hasADevicePixelRatio2Pixmap()
    {
        const QIcon icon = brushSwatch({PaintBrush::Kind::Tile, Tile::Wall}, 16);
        const QPixmap pixmap = icon.pixmap(QSize(16, 16), 2.0);
        QCOMPARE(pixmap.devicePixelRatio(), 2.0);
        QCOMPARE(pixmap.width(), 32);
    }
};

QTEST_MAIN(TestHighDpi)
#include "test_highdpi.moc"
