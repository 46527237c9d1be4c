// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "view/minimap.h"

#include "render/palette.h"
#include "view/mapview.h"

#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace mapsmith {

MiniMap::MiniMap(MapView *view) : QWidget(view), m_view(view)
{
    setObjectName(QStringLiteral("miniMap"));
    setCursor(Qt::PointingHandCursor);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

QSize MiniMap::sizeFor(QSize image) const
{
    if (image.isEmpty())
        return {0, 0};
    const double f = double(kMaxSide) / std::max(image.width(), image.height());
    return {std::max(8, static_cast<int>(image.width() * f)) + 2,
            std::max(8, static_cast<int>(image.height() * f)) + 2};
}

void MiniMap::invalidate()
{
    m_stale = true;
    update();
}

QRectF MiniMap::imageRect() const
{
    return QRectF(rect()).adjusted(1, 1, -1, -1);
}

QRectF MiniMap::visibleRect() const
{
    const QImage &image = m_view->image();
    if (image.isNull())
        return {};
    const QRectF inner = imageRect();
    const double fx = inner.width() / image.width();
    const double fy = inner.height() / image.height();
    const QPointF a = m_view->mapFromWidget(m_view->viewportRect().topLeft());
    const QPointF b = m_view->mapFromWidget(m_view->viewportRect().bottomRight() + QPoint(1, 1));
    const QRectF r(QPointF(a.x() * fx, a.y() * fy) + inner.topLeft(),
                   QPointF(b.x() * fx, b.y() * fy) + inner.topLeft());
    return r.intersected(inner);
}

void MiniMap::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const Palette &palette = Palette::builtin();
    p.fillRect(rect(), palette.named(QStringLiteral("background"), Qt::black));
    const QImage &image = m_view->image();
    if (image.isNull())
        return;
    const QSize inner = imageRect().size().toSize();
    if (m_stale || m_picture.size() != inner) {
        m_picture = image.scaled(inner, Qt::IgnoreAspectRatio, Qt::FastTransformation);
        m_stale = false;
    }
    p.drawImage(imageRect().topLeft(), m_picture);
    p.setPen(QPen(palette.named(QStringLiteral("view.minimap"), Qt::yellow), 1.5));
    p.setBrush(Qt::NoBrush);
    p.drawRect(visibleRect().adjusted(0.5, 0.5, -0.5, -0.5));
    p.setPen(QPen(palette.named(QStringLiteral("grid"), Qt::gray), 1));
    p.drawRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5));
}

void MiniMap::moveViewTo(QPointF pos)
{
    const QImage &image = m_view->image();
    const QRectF inner = imageRect();
    if (image.isNull() || inner.isEmpty())
        return;
    const QPointF rel = pos - inner.topLeft();
    m_view->panTo(
        QPointF(rel.x() / inner.width() * image.width(), rel.y() / inner.height() * image.height()));
}

void MiniMap::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton)
        moveViewTo(event->position());
    event->accept();
}

void MiniMap::mouseMoveEvent(QMouseEvent *event)
{
    if (event->buttons() & Qt::LeftButton)
        moveViewTo(event->position());
    event->accept();
}

} // namespace mapsmith
