// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// MapView: zoom about the cursor, fit, pan, hover, crisp pixels.
#include "uitest.h"
#include "view/mapview.h"

#include <QApplication>
#include <QImage>
#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>

using namespace mapsmith;

namespace {

QImage checkerImage(int w, int h)
{
    QImage image(w, h, QImage::Format_RGB32);
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x)
            image.setPixel(x, y, (x + y) % 2 ? 0xff000000u : 0xffffffffu);
    }
    return image;
}

void sendWheel(QWidget *widget, QPointF pos, int delta)
{
    QWheelEvent event(pos, widget->mapToGlobal(pos), QPoint(), QPoint(0, delta), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QApplication::sendEvent(widget, &event);
}

} // namespace

class TestMapView : public QObject
{
    Q_OBJECT

public:
    static void initMain() { uitest::isolateSettings(); }

private slots:
    void fit_showsWholeMapCentred()
    {
        MapView view;
        view.resize(400, 300);
        view.show();
        view.setImage(checkerImage(80, 50));
        const QRect area = view.viewportRect(); // the widget less its scroll bars
        QVERIFY(area.width() < 400 && area.width() > 300);
        QCOMPARE(view.zoom(), std::min(area.width() / 80.0, area.height() / 50.0));
        const QPointF topLeft = view.mapToWidget({0, 0});
        const QPointF bottomRight = view.mapToWidget({80, 50});
        QVERIFY(topLeft.x() >= 0 && topLeft.y() >= 0);
        QVERIFY(bottomRight.x() <= area.width() && bottomRight.y() <= area.height());
        QCOMPARE(topLeft.y(), (area.height() - 50 * view.zoom()) / 2); // centred vertically
    }

    void wheelZoom_keepsTileUnderCursor()
    {
        MapView view;
        view.resize(400, 300);
        view.show();
        view.setImage(checkerImage(80, 50));
        const QPointF cursor(123, 87);
        const QPointF before = view.mapFromWidget(cursor);
        sendWheel(&view, cursor, 120);
        QVERIFY(view.zoom() > 5.0);
        QPointF after = view.mapFromWidget(cursor);
        QVERIFY(qAbs(after.x() - before.x()) < 1e-9 && qAbs(after.y() - before.y()) < 1e-9);
        sendWheel(&view, cursor, -360);
        after = view.mapFromWidget(cursor);
        QVERIFY(qAbs(after.x() - before.x()) < 1e-9 && qAbs(after.y() - before.y()) < 1e-9);
        QCOMPARE(view.tileAt(cursor), QPoint(int(before.x()), int(before.y())));
    }

    void dragPans_andDoubleClickFits()
    {
        MapView view;
        view.resize(400, 300);
        view.show();
        view.setImage(checkerImage(80, 50));
        const QPointF start = view.offset();
        QTest::mousePress(&view, Qt::LeftButton, Qt::NoModifier, QPoint(100, 100));
        QMouseEvent move(QEvent::MouseMove, QPointF(130, 90), view.mapToGlobal(QPointF(130, 90)),
                         Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&view, &move);
        QTest::mouseRelease(&view, Qt::LeftButton, Qt::NoModifier, QPoint(130, 90));
        QCOMPARE(view.offset(), start + QPointF(30, -10));
        QTest::mouseDClick(&view, Qt::LeftButton, Qt::NoModifier, QPoint(50, 50));
        QCOMPARE(view.offset(), start);
    }

    void sameSizeImage_keepsZoomAndPan_newSizeFits()
    {
        MapView view;
        view.resize(400, 300);
        view.show();
        view.setImage(checkerImage(80, 50));
        view.zoomBy(3, {10, 10});
        const double zoom = view.zoom();
        const QPointF offset = view.offset();
        view.setImage(checkerImage(80, 50));
        QCOMPARE(view.zoom(), zoom);
        QCOMPARE(view.offset(), offset);
        view.setImage(checkerImage(40, 30));
        const QRect area = view.viewportRect();
        QCOMPARE(view.zoom(), std::min(area.width() / 40.0, area.height() / 30.0));
    }

    void hover_reportsTile()
    {
        MapView view;
        view.resize(400, 300);
        view.show();
        view.setImage(checkerImage(80, 50));
        QSignalSpy hovered(&view, &MapView::tileHovered);
        const QPointF at = view.mapToWidget({2.5, 3.5});
        QMouseEvent move(QEvent::MouseMove, at, view.mapToGlobal(at), Qt::NoButton, Qt::NoButton,
                         Qt::NoModifier);
        QApplication::sendEvent(&view, &move);
        QCOMPARE(hovered.count(), 1);
        QCOMPARE(hovered.at(0).at(0).toPoint(), QPoint(2, 3));
    }

    void zoomedIn_drawsCrispPixels()
    {
        MapView view;
        view.resize(200, 200);
        view.show();
        view.setImage(checkerImage(10, 10));   // about 18 screen pixels per tile
        view.zoomBy(20 / view.zoom(), {0, 0}); // exactly 20, the map's corner at the widget's
        view.panTo({view.viewportRect().width() / 40.0, view.viewportRect().height() / 40.0});
        QCOMPARE(view.zoom(), 20.0);
        QCOMPARE(view.offset(), QPointF(0, 0));
        const QImage shot = view.grab().toImage().convertToFormat(QImage::Format_RGB32);
        // No smoothing: every pixel is pure black or pure white, and tile edges are sharp.
        QCOMPARE(shot.pixel(19, 5), 0xffffffffu);
        QCOMPARE(shot.pixel(20, 5), 0xff000000u);
        for (int x = 0; x < view.viewportRect().width(); ++x) {
            const QRgb p = shot.pixel(x, 50);
            QVERIFY(p == 0xffffffffu || p == 0xff000000u);
        }
    }

    void bigMap_paintsOnlyVisiblePartQuickly()
    {
        MapView view;
        view.resize(800, 600);
        view.show();
        view.setImage(checkerImage(4096, 4096));
        view.zoomBy(40, {400, 300});
        QElapsedTimer t;
        t.start();
        for (int i = 0; i < 20; ++i) {
            QMouseEvent press(QEvent::MouseButtonPress, QPointF(400, 300),
                              view.mapToGlobal(QPointF(400, 300)), Qt::MiddleButton, Qt::MiddleButton,
                              Qt::NoModifier);
            QApplication::sendEvent(&view, &press);
            QMouseEvent move(QEvent::MouseMove, QPointF(410, 305), view.mapToGlobal(QPointF(410, 305)),
                             Qt::NoButton, Qt::MiddleButton, Qt::NoModifier);
            QApplication::sendEvent(&view, &move);
            QMouseEvent release(QEvent::MouseButtonRelease, QPointF(410, 305),
                                view.mapToGlobal(QPointF(410, 305)), Qt::MiddleButton, Qt::NoButton,
                                Qt::NoModifier);
            QApplication::sendEvent(&view, &release);
            QVERIFY(!view.grab().isNull()); // paints the widget now
        }
        qInfo("20 pans of a 4096 x 4096 map at zoom %.1f: %lld ms", view.zoom(), t.elapsed());
        QVERIFY(t.elapsed() < 2000);
    }
};

QTEST_MAIN(TestMapView)
#include "test_mapview.moc"
