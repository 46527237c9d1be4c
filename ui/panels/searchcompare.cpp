// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Core first: search/loderunnerrules.h names a member `slots`, which Qt's keyword macro would erase.
// clang-format off
#include <mapsmith/search/pathfind.h>
// clang-format on

#include "panels/searchcompare.h"

#include "i18n/coremessages.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QProgressBar>
#include <QPromise>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace mapsmith {

namespace {

// Runs on a pool thread: the searches in menu order, one result per applicable search.
void compareAll(QPromise<CompareRow> &promise, const GridMap &map, QPoint from, QPoint to,
                const RulesSpec &rules, const std::vector<bool> &applicable)
{
    const auto algorithms = searchAlgorithms();
    promise.setProgressRange(0, static_cast<int>(algorithms.size()));
    for (std::size_t i = 0; i < algorithms.size(); ++i) {
        if (promise.isCanceled())
            return;
        if (!applicable[i]) {
            promise.setProgressValue(static_cast<int>(i + 1));
            continue;
        }
        PathRequest request;
        request.algorithm = algorithms[i].algorithm;
        request.rules = rules;
        request.from = Point{from.x(), from.y()};
        request.to = Point{to.x(), to.y()};
        const Result<PathResult> r = findPath(map, request);
        CompareRow row;
        row.row = static_cast<int>(i);
        row.ran = true;
        if (!r) {
            row.error = QString::fromStdString(r.error().message);
        } else {
            row.found = r->found;
            row.cost = r->cost;
            row.expanded = r->stats.expanded;
            row.ms = r->stats.micros / 1000.0;
        }
        promise.addResult(row);
        promise.setProgressValue(static_cast<int>(i + 1));
    }
}

/// A table that asks for no more height than its minimum: the search panel's word-wrapped labels make
/// its scroll area lay it out by height-for-width, which takes every child's size hint (a table's is 192
/// px), so the panel would not fit a laptop's dock. It still takes the height the dock has to spare.
class CompactTable : public QTableWidget
{
public:
    using QTableWidget::QTableWidget;
    QSize sizeHint() const override { return {QTableWidget::sizeHint().width(), minimumHeight()}; }
};

} // namespace

SearchCompare::SearchCompare(QWidget *parent)
    : QWidget(parent), m_table(new CompactTable(0, 5, this)), m_progress(new QProgressBar(this)),
      m_cancel(new QPushButton(this))
{
    m_table->setObjectName(QStringLiteral("searchCompareTable"));
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Room for the header and four rows at least; the table takes whatever height the dock has left.
    m_table->setMinimumHeight(m_table->horizontalHeader()->sizeHint().height() +
                              4 * m_table->verticalHeader()->defaultSectionSize() +
                              2 * m_table->frameWidth() + 4);
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    connect(m_table, &QTableWidget::cellClicked, this, [this](int row, int) {
        if (row >= 0 && static_cast<std::size_t>(row) < m_applicable.size() && m_applicable[row] &&
            m_ran.value(row))
            emit rowChosen(row);
    });
    m_progress->setTextVisible(false);
    m_progress->hide();
    m_cancel->hide();
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_progress, 1);
    bar->addWidget(m_cancel);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_table, 1);
    connect(m_cancel, &QPushButton::clicked, this, &SearchCompare::cancel);
    connect(&m_watcher, &QFutureWatcher<CompareRow>::resultReadyAt, this,
            [this](int i) { showRow(m_watcher.resultAt(i)); });
    connect(&m_watcher, &QFutureWatcher<CompareRow>::progressValueChanged, m_progress,
            &QProgressBar::setValue);
    connect(&m_watcher, &QFutureWatcher<CompareRow>::finished, this, &SearchCompare::onFinished);
    retranslateUi();
}

SearchCompare::~SearchCompare()
{
    m_watcher.cancel();
    m_watcher.waitForFinished(); // the job reads only its own copies; this waits for one search at most
}

void SearchCompare::start(const GridMap &map, QPoint from, QPoint to, const RulesSpec &rules,
                          const QStringList &names, const std::vector<bool> &applicable)
{
    cancel();
    m_watcher.waitForFinished();
    m_applicable = applicable;
    m_table->setRowCount(static_cast<int>(names.size()));
    for (int r = 0; r < names.size(); ++r) {
        const bool runs =
            static_cast<std::size_t>(r) < applicable.size() && applicable[static_cast<std::size_t>(r)];
        m_table->setItem(r, 0, new QTableWidgetItem(names[r]));
        setStatus(r, runs ? QT_TR_NOOP("…") : QT_TR_NOOP("n/a"));
        if (!runs)
            m_table->item(r, 1)->setToolTip(tr("Not applicable to the chosen movement rules"));
        for (int c = 2; c < 5; ++c)
            m_table->setItem(r, c, new QTableWidgetItem(QString()));
    }
    m_progress->setRange(0, static_cast<int>(names.size()));
    m_progress->setValue(0);
    m_progress->show();
    m_cancel->show();
    m_cancel->setEnabled(true);
    m_running = true;
    m_watcher.setFuture(QtConcurrent::run(compareAll, map, from, to, rules, applicable));
}

void SearchCompare::cancel()
{
    if (m_watcher.isRunning())
        m_watcher.cancel();
}

void SearchCompare::clear()
{
    cancel();
    m_table->setRowCount(0);
    m_ran.clear();
}

void SearchCompare::showRow(const CompareRow &row)
{
    if (row.row >= m_table->rowCount())
        return;
    const auto set = [&](int column, const QString &text) {
        m_table->setItem(row.row, column, new QTableWidgetItem(text));
    };
    if (!row.error.isEmpty()) {
        setStatus(row.row, QT_TR_NOOP("error"), row.error);
        return;
    }
    m_ran[row.row] = row.ran;
    setStatus(row.row, row.found ? QT_TR_NOOP("yes") : QT_TR_NOOP("no"));
    set(2, row.found ? QString::number(row.cost) : QStringLiteral("—"));
    set(3, QString::number(row.expanded));
    set(4, QString::number(row.ms, 'f', 2));
}

void SearchCompare::onFinished()
{
    m_running = false;
    m_progress->hide();
    m_cancel->hide();
    for (int r = 0; r < m_table->rowCount(); ++r)
        if (QTableWidgetItem *item = m_table->item(r, 1); item && item->text() == tr("…"))
            setStatus(r, QT_TR_NOOP("cancelled"));
    emit finished();
}

void SearchCompare::setStatus(int row, const char *source, const QString &error)
{
    // The English source and core's message ride on the cell, so a language switch words them again.
    auto *item = new QTableWidgetItem;
    item->setData(kStatusSource, QString::fromUtf8(source));
    item->setData(kStatusError, error);
    m_table->setItem(row, 1, item);
    wordStatus(item);
}

void SearchCompare::wordStatus(QTableWidgetItem *item) const
{
    const QByteArray source = item->data(kStatusSource).toString().toUtf8();
    if (source.isEmpty())
        return;
    item->setText(tr(source.constData()));
    if (const QString error = item->data(kStatusError).toString(); !error.isEmpty())
        item->setToolTip(trCoreMessage(error));
}

void SearchCompare::renameRows(const QStringList &names)
{
    for (int r = 0; r < m_table->rowCount() && r < names.size(); ++r)
        if (QTableWidgetItem *item = m_table->item(r, 0))
            item->setText(names[r]);
}

void SearchCompare::retranslateUi()
{
    for (int r = 0; r < m_table->rowCount(); ++r)
        if (QTableWidgetItem *item = m_table->item(r, 1))
            wordStatus(item);
    m_table->setToolTip(tr("Click a row to show that search on the map"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop the comparison before the next search"));
    m_table->setHorizontalHeaderLabels(
        {tr("Search"), tr("Found"), tr("Cost"), tr("Expanded"), tr("Time (ms)")});
}

void SearchCompare::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace mapsmith
