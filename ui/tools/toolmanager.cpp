// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "tools/toolmanager.h"

#include "document/mapdocument.h"
#include "tools/cellpreview.h"
#include "tools/filltool.h"
#include "tools/painttool.h"
#include "tools/pickertool.h"
#include "tools/selecttool.h"
#include "tools/shapetool.h"
#include "tools/towertool.h"
#include "view/mapview.h"

#include <QAction>
#include <QActionGroup>
#include <QSpinBox>

namespace mapsmith {

namespace {

struct ToolInfo
{
    ToolManager::Id id;
    Qt::Key key;
    const char *icon; ///< freedesktop icon name; without a theme the button shows its text
    const char *objectName;
};

constexpr ToolInfo kTools[] = {
    {ToolManager::Id::Pan, Qt::Key_H, "transform-move", "panToolAction"},
    {ToolManager::Id::Brush, Qt::Key_B, "draw-brush", "paintModeAction"},
    {ToolManager::Id::Eraser, Qt::Key_E, "draw-eraser", "eraserToolAction"},
    {ToolManager::Id::Line, Qt::Key_L, "draw-line", "lineToolAction"},
    {ToolManager::Id::Rectangle, Qt::Key_R, "draw-rectangle", "rectangleToolAction"},
    {ToolManager::Id::Fill, Qt::Key_F, "color-fill", "fillToolAction"},
    {ToolManager::Id::Picker, Qt::Key_I, "color-picker", "pickerToolAction"},
    {ToolManager::Id::Select, Qt::Key_V, "edit-select", "selectToolAction"},
    {ToolManager::Id::Tower, Qt::Key_T, "draw-connector", "towerToolAction"},
};

} // namespace

ToolManager::ToolManager(MapDocument *document, MapView *view, TileChooser *chooser, QObject *parent)
    : QObject(parent), m_document(document), m_view(view),
      m_brush(new PaintTool(document, chooser, false, this)),
      m_eraser(new PaintTool(document, chooser, true, this)), m_sizeBox(new QSpinBox),
      m_smaller(new QAction(this)), m_larger(new QAction(this)), m_preview(new CellPreview(this)),
      m_select(new SelectTool(document, m_preview, this)), m_tower(new TowerTool(document, m_preview, this)),
      m_group(new QActionGroup(this)), m_delete(new QAction(this))
{
    view->addOverlay(m_preview);
    auto *picker = new PickerTool(document, chooser, this);
    m_tools[static_cast<std::size_t>(Id::Brush)] = m_brush;
    m_tools[static_cast<std::size_t>(Id::Eraser)] = m_eraser;
    m_sizeBox->setObjectName(QStringLiteral("brushSizeBox"));
    m_sizeBox->setRange(1, PaintTool::kMaxSize);
    m_sizeBox->setValue(1);
    connect(m_sizeBox, &QSpinBox::valueChanged, this, &ToolManager::setBrushSize);
    m_smaller->setObjectName(QStringLiteral("brushSmallerAction"));
    m_smaller->setShortcut(QKeySequence(Qt::Key_BracketLeft));
    m_larger->setObjectName(QStringLiteral("brushLargerAction"));
    m_larger->setShortcut(QKeySequence(Qt::Key_BracketRight));
    connect(m_smaller, &QAction::triggered, this, [this] { setBrushSize(m_brush->size() - 1); });
    connect(m_larger, &QAction::triggered, this, [this] { setBrushSize(m_brush->size() + 1); });
    view->addActions({m_smaller, m_larger});
    m_tools[static_cast<std::size_t>(Id::Line)] =
        new ShapeTool(ShapeTool::Shape::Line, document, chooser, m_preview, this);
    m_tools[static_cast<std::size_t>(Id::Rectangle)] =
        new ShapeTool(ShapeTool::Shape::Rectangle, document, chooser, m_preview, this);
    m_tools[static_cast<std::size_t>(Id::Fill)] = new FillTool(document, chooser, this);
    m_tools[static_cast<std::size_t>(Id::Picker)] = picker;
    m_tools[static_cast<std::size_t>(Id::Select)] = m_select;
    m_tools[static_cast<std::size_t>(Id::Tower)] = m_tower;
    connect(picker, &PickerTool::picked, this, [this] { setCurrent(Id::Brush); });
    for (EditTool *t : m_tools) {
        if (t)
            connect(t, &EditTool::message, this, &ToolManager::message);
    }

    for (const ToolInfo &info : kTools) {
        auto *action = new QAction(QIcon::fromTheme(QString::fromLatin1(info.icon)), QString(), this);
        action->setObjectName(QString::fromLatin1(info.objectName));
        action->setShortcut(QKeySequence(info.key));
        action->setCheckable(true);
        m_group->addAction(action);
        m_actions[static_cast<std::size_t>(info.id)] = action;
        const Id id = info.id;
        connect(action, &QAction::triggered, this, [this, id] { setCurrent(id); });
    }
    action(Id::Pan)->setChecked(true);
    m_delete->setObjectName(QStringLiteral("deleteSelectionAction"));
    m_delete->setShortcuts({QKeySequence(Qt::Key_Delete), QKeySequence(Qt::Key_Backspace)});
    connect(m_delete, &QAction::triggered, this, &ToolManager::deleteSelection);

    connect(view, &MapView::toolPressed, this, [this](QPoint c, QPointF p) {
        if (EditTool *t = tool(m_current))
            t->press(c, p);
    });
    connect(view, &MapView::toolDragged, this, [this](QPoint c, QPointF p) {
        if (EditTool *t = tool(m_current))
            t->drag(c, p);
    });
    connect(view, &MapView::toolReleased, this, [this](QPoint c, QPointF p) {
        if (EditTool *t = tool(m_current))
            t->release(c, p);
    });
    connect(view, &MapView::toolContextClicked, this, [this](QPoint c) {
        if (EditTool *t = tool(m_current))
            t->contextClick(c);
    });
    retranslate();
}

ToolManager::~ToolManager()
{
    if (!m_sizeBox->parent()) // never put in a tool row
        delete m_sizeBox;
}

QList<QAction *> ToolManager::toolActions() const
{
    QList<QAction *> out;
    for (const ToolInfo &info : kTools)
        out.append(action(info.id));
    return out;
}

EditTool *ToolManager::tool(Id id) const
{
    return m_tools[static_cast<std::size_t>(id)];
}

bool ToolManager::applies(Id id) const
{
    if (id == Id::Pan)
        return true;
    return tool(id)->appliesTo(*m_document);
}

bool ToolManager::setCurrent(Id id)
{
    if (!applies(id))
        id = Id::Pan;
    if (EditTool *old = tool(m_current); old && m_current != id)
        old->deactivate();
    m_current = id;
    m_view->setTool(id == Id::Pan ? MapView::Tool::Pan : MapView::Tool::Edit);
    m_view->setFootprint(tool(id) ? tool(id)->footprint() : 1);
    action(id)->setChecked(true);
    emit currentChanged(id);
    return true;
}

void ToolManager::setBrushSize(int cells)
{
    m_brush->setSize(cells);
    m_eraser->setSize(cells);
    if (m_sizeBox->value() != m_brush->size())
        m_sizeBox->setValue(m_brush->size()); // comes back here once, with the same size
    if (EditTool *t = tool(m_current))
        m_view->setFootprint(t->footprint());
}

void ToolManager::updateEnabled()
{
    for (const ToolInfo &info : kTools)
        action(info.id)->setEnabled(applies(info.id));
    if (!applies(m_current))
        setCurrent(Id::Pan);
}

void ToolManager::deleteSelection()
{
    if (EditTool *t = tool(m_current))
        t->deleteSelection();
}

void ToolManager::retranslate()
{
    const auto set = [this](Id id, const QString &text, const QString &tip) {
        QAction *a = action(id);
        a->setText(text);
        // The shortcut is part of every tooltip, in the platform's notation.
        a->setToolTip(QStringLiteral("%1 (%2)").arg(tip, a->shortcut().toString(QKeySequence::NativeText)));
        a->setStatusTip(tip);
    };
    set(Id::Pan, tr("Pa&n"), tr("Pan: left-drag moves the view (hold Space to pan with any tool)"));
    set(Id::Brush, tr("&Paint"),
        tr("Paint tiles by hand: left-drag paints, right-click picks the tile, middle-drag pans"));
    set(Id::Eraser, tr("&Eraser"), tr("Eraser: left-drag turns cells back to floor without entities"));
    set(Id::Line, tr("&Line"), tr("Line: drag from one end to the other"));
    set(Id::Rectangle, tr("&Rectangle"), tr("Rectangle: drag from one corner to the other to fill it"));
    set(Id::Fill, tr("&Fill"), tr("Flood fill: click to paint every connected cell of the same tile"));
    set(Id::Picker, tr("P&icker"), tr("Picker: click a cell to take its tile or entity as the brush"));
    set(Id::Select, tr("&Select"),
        tr("Select: click an entity, the start or the exit; drag to move it, Delete to remove an entity"));
    set(Id::Tower, tr("&Tower Graph"),
        tr("Tower graph: click a room to change its type, drag between rooms on neighbouring floors to "
           "add an edge, click an edge and press Delete to remove it"));
    m_delete->setText(tr("&Delete Selection"));
    m_sizeBox->setPrefix(tr("Size "));
    m_sizeBox->setToolTip(tr("Brush and eraser size in cells ([ smaller, ] larger)"));
    m_smaller->setText(tr("Smaller Brush"));
    m_larger->setText(tr("Larger Brush"));
}

} // namespace mapsmith
