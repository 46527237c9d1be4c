// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "panels/diagnosticspanel.h"

#include "document/tiletext.h"
#include "i18n/coremessages.h"

#include <mapsmith/generate/tower.h>
#include <mapsmith/map/hash.h>

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <cmath>

namespace mapsmith {

namespace {

QString formatMetric(const Metric &m)
{
    const bool whole = std::abs(m.value - std::round(m.value)) < 1e-9;
    QString value = whole ? QLocale().toString(static_cast<qlonglong>(std::llround(m.value)))
                          : QLocale().toString(m.value, 'f', 2);
    if (m.unit == "%")
        return value + QLatin1Char('%');
    if (!m.unit.empty())
        value += QLatin1Char(' ') + trMetric(m.unit);
    return value;
}

QTreeWidgetItem *addItem(QTreeWidgetItem *parent, const QString &label, const QString &value)
{
    auto *item = new QTreeWidgetItem(parent, {label, value});
    item->setToolTip(1, value);
    return item;
}

} // namespace

DiagnosticsPanel::DiagnosticsPanel(MapDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_error(new QLabel(this)), m_tree(new QTreeWidget(this))
{
    m_error->setObjectName(QStringLiteral("generationError"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setStyleSheet(QStringLiteral("color: #d04040;"));
    m_error->hide();
    m_tree->setColumnCount(2);
    m_tree->setRootIsDecorated(false);
    m_tree->setSelectionMode(QAbstractItemView::NoSelection);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_tree->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_error);
    layout->addWidget(m_tree, 1);

    connect(m_document, &MapDocument::mapChanged, this, [this] {
        m_failed = false;
        refresh();
    });
    connect(m_document, &MapDocument::generationFailed, this, [this] { showFailure(true); });
    // The hash of a big map costs a full pass: refresh once a painting pause, not for every painted cell.
    m_editRefresh.setSingleShot(true);
    m_editRefresh.setInterval(250);
    connect(&m_editRefresh, &QTimer::timeout, this, &DiagnosticsPanel::refresh);
    connect(m_document, &MapDocument::mapEdited, &m_editRefresh, qOverload<>(&QTimer::start));
    retranslateUi();
}

void DiagnosticsPanel::refresh()
{
    showFailure(m_failed);
    m_tree->clear();
    if (!m_document->hasMap())
        return;
    const Map &map = m_document->map();
    auto *root = m_tree->invisibleRootItem();
    if (map.kind == MapKind::Tower)
        addItem(root, tr("Map size"),
                tr("%1 columns × %2 floors").arg(map.tower.columns).arg(map.tower.floors));
    else
        addItem(root, tr("Map size"), tr("%1 × %2 tiles").arg(map.grid.width()).arg(map.grid.height()));
    addItem(root, tr("Generation time"), tr("%1 ms").arg(m_document->generationMs()));
    addItem(root, tr("Map hash"), QString::fromStdString(hashToHex(m_document->mapHash())));
    // A tower's counts are of the map on show: after a graph edit, not as the generator left it.
    const Diagnostics counts = map.kind == MapKind::Tower ? towerCounts(map.tower) : Diagnostics{};
    for (Metric m : m_document->diagnostics().metrics) {
        if (const Metric *now = counts.find(m.id))
            m.value = now->value;
        auto *item = addItem(root, trMetric(m.label), formatMetric(m));
        item->setToolTip(0, QString::fromStdString(m.id));
    }
    for (const std::string &note : m_document->diagnostics().notes)
        addItem(root, tr("Note"), trMetric(note));
}

void DiagnosticsPanel::showFailure(bool failed)
{
    m_failed = failed;
    m_error->setVisible(failed);
    // The document keeps the failure as core worded it: translated here, it follows a language switch.
    if (failed)
        m_error->setText(tr("Generation failed: %1").arg(trError(m_document->lastError())));
}

void DiagnosticsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void DiagnosticsPanel::retranslateUi()
{
    m_tree->setHeaderLabels({tr("Property"), tr("Value")});
    refresh();
}

} // namespace mapsmith
