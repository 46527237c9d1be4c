// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "dialogs/tilemappingdialog.h"

#include "document/tiletext.h"
#include "i18n/coremessages.h"
#include "render/tiledart.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QMessageBox>
#include <QPixmap>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace mapsmith {

namespace {

const QString kPathKey = QStringLiteral("tiledMapping/path");

} // namespace

QString activeTileMappingPath()
{
    return QSettings().value(kPathKey).toString();
}

void setActiveTileMappingPath(const QString &path)
{
    if (path.isEmpty())
        QSettings().remove(kPathKey);
    else
        QSettings().setValue(kPathKey, path);
}

Result<TileMapping> activeTileMapping()
{
    const QString path = activeTileMappingPath();
    if (path.isEmpty())
        return defaultTileMapping();
    return loadTileMapping(QFile::encodeName(path).toStdString());
}

TileMappingDialog::TileMappingDialog(QWidget *parent)
    : QDialog(parent), m_intro(new QLabel(this)), m_pathLabel(new QLabel(this)),
      m_emptyLabel(new QLabel(this)), m_empty(new QComboBox(this)), m_table(new QTableWidget(0, 3, this)),
      m_add(new QPushButton(this)), m_remove(new QPushButton(this)), m_open(new QPushButton(this)),
      m_builtin(new QPushButton(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this))
{
    m_intro->setWordWrap(true);
    m_pathLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_table->setColumnHidden(0, true); // the pictures: only when importing a map
    m_table->setIconSize(QSize(32, 32));
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    auto *emptyRow = new QHBoxLayout;
    emptyRow->addWidget(m_emptyLabel);
    emptyRow->addWidget(m_empty, 1);
    auto *rowButtons = new QHBoxLayout;
    for (QPushButton *b : {m_add, m_remove, m_open, m_builtin})
        rowButtons->addWidget(b);
    rowButtons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_pathLabel);
    layout->addLayout(emptyRow);
    layout->addWidget(m_table, 1);
    layout->addLayout(rowButtons);
    layout->addWidget(m_buttons);
    connect(m_add, &QPushButton::clicked, this, [this] {
        const auto gid = static_cast<std::uint32_t>(m_table->rowCount() + 1);
        addRow(gid, Tile::Floor);
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (m_table->currentRow() >= 0)
            m_table->removeRow(m_table->currentRow());
    });
    connect(m_open, &QPushButton::clicked, this, &TileMappingDialog::openDialog);
    connect(m_builtin, &QPushButton::clicked, this, &TileMappingDialog::resetToBuiltin);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &TileMappingDialog::save);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslateUi();
    fillTileCombo(m_empty, Tile::Floor);

    m_path = activeTileMappingPath();
    const auto active = activeTileMapping();
    setMapping(active ? *active : defaultTileMapping());
    if (!active)
        m_path.clear(); // the remembered file is gone or broken: start from the built-in mapping
    showPath();
    resize(640, 560);
}

void TileMappingDialog::fillTileCombo(QComboBox *combo, Tile selected) const
{
    combo->clear();
    for (const auto &info : allTiles())
        combo->addItem(QStringLiteral("%1 — %2").arg(
                           QLatin1String(info.name.data(), static_cast<qsizetype>(info.name.size())),
                           tileDescription(info.tile)),
                       static_cast<int>(info.tile));
    combo->setCurrentIndex(combo->findData(static_cast<int>(selected)));
}

void TileMappingDialog::addRow(std::uint32_t gid, Tile tile)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    auto *spin = new QSpinBox(m_table);
    spin->setRange(1, m_importMode ? static_cast<int>(tiled::kGidMask) : static_cast<int>(kMaxMappedGid));
    spin->setValue(static_cast<int>(gid));
    spin->setEnabled(!m_importMode);
    m_table->setCellWidget(row, 1, spin);
    auto *combo = new QComboBox(m_table);
    fillTileCombo(combo, tile);
    m_table->setCellWidget(row, 2, combo);
}

void TileMappingDialog::setMapping(const TileMapping &mapping)
{
    m_table->setRowCount(0);
    for (const auto &[gid, tile] : mapping.gids)
        addRow(gid, tile);
    m_empty->setCurrentIndex(m_empty->findData(static_cast<int>(mapping.empty)));
}

std::optional<TileMapping> TileMappingDialog::mapping(QString *error) const
{
    TileMapping out;
    out.empty = static_cast<Tile>(m_empty->currentData().toInt());
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const auto gid =
            static_cast<std::uint32_t>(qobject_cast<QSpinBox *>(m_table->cellWidget(row, 1))->value());
        const auto tile =
            static_cast<Tile>(qobject_cast<QComboBox *>(m_table->cellWidget(row, 2))->currentData().toInt());
        if (out.tileFor(gid)) {
            *error = tr("Gid %1 is listed twice (row %2).").arg(gid).arg(row + 1);
            return std::nullopt;
        }
        out.set(gid, tile);
    }
    return out;
}

bool TileMappingDialog::openFile(const QString &path, QString *error)
{
    auto loaded = loadTileMapping(QFile::encodeName(path).toStdString());
    if (!loaded) {
        *error = trError(loaded.error());
        return false;
    }
    setMapping(*loaded);
    m_path = path;
    showPath();
    return true;
}

bool TileMappingDialog::saveTo(const QString &path, QString *error)
{
    const auto table = mapping(error);
    if (!table)
        return false;
    const QByteArray text = QByteArray::fromStdString(writeTileMapping(*table));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit()) {
        *error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    m_path = path;
    setActiveTileMappingPath(path);
    showPath();
    return true;
}

void TileMappingDialog::resetToBuiltin()
{
    setMapping(defaultTileMapping());
    m_path.clear();
    showPath();
}

int TileMappingDialog::rowCount() const
{
    return m_table->rowCount();
}

void TileMappingDialog::setRowTile(int row, Tile tile)
{
    auto *combo = qobject_cast<QComboBox *>(m_table->cellWidget(row, 2));
    combo->setCurrentIndex(combo->findData(static_cast<int>(tile)));
}

QIcon TileMappingDialog::rowPicture(int row) const
{
    const QTableWidgetItem *item = m_table->item(row, 0);
    return item ? item->icon() : QIcon();
}

void TileMappingDialog::askForImport(const tiled::Document &doc, const TiledPictures &pictures,
                                     const std::vector<std::uint32_t> &gids, const TileMapping &start)
{
    m_importMode = true;
    m_table->setRowCount(0);
    m_table->setColumnHidden(0, false);
    for (QPushButton *b : {m_add, m_remove, m_open, m_builtin})
        b->hide();
    m_pathLabel->hide();
    m_buttons->setStandardButtons(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    for (const std::uint32_t gid : gids) {
        addRow(gid, start.tileFor(gid).value_or(Tile::Floor));
        // The tile as the map draws it, fitted into 32 x 32.
        const tiled::Tileset *ts = doc.tilesetFor(gid);
        const int side = ts ? std::max({1, ts->tileWidth, ts->tileHeight}) : 32;
        const QImage sprite = pictures.sprite(doc, gid, std::min(1.0, 32.0 / side));
        auto *item = new QTableWidgetItem(QIcon(QPixmap::fromImage(sprite)), QString());
        item->setFlags(Qt::ItemIsEnabled);
        if (ts)
            item->setToolTip(QString::fromStdString(ts->name) +
                             QStringLiteral(" #%1").arg(gid - ts->firstGid));
        m_table->setItem(m_table->rowCount() - 1, 0, item);
    }
    m_empty->setCurrentIndex(m_empty->findData(static_cast<int>(start.empty)));
    retranslateUi();
}

void TileMappingDialog::save()
{
    QString error;
    const auto table = mapping(&error);
    if (m_importMode) {
        if (table)
            accept();
        else
            QMessageBox::warning(this, windowTitle(), error);
        return;
    }
    if (table && m_path.isEmpty() && *table == defaultTileMapping()) {
        setActiveTileMappingPath({}); // the built-in mapping needs no file
        accept();
        return;
    }
    QString path = m_path;
    if (table && path.isEmpty())
        path = QFileDialog::getSaveFileName(this, tr("Save Tile Mapping"), QDir::homePath(),
                                            tr("Tile mapping (*.yaml *.yml)"));
    if (table && path.isEmpty())
        return;
    if (table && saveTo(path, &error)) {
        accept();
        return;
    }
    QMessageBox::warning(this, tr("Save Tile Mapping"), error);
}

void TileMappingDialog::openDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Tile Mapping"), QDir::homePath(),
                                                      tr("Tile mapping (*.yaml *.yml);;All files (*)"));
    QString error;
    if (!path.isEmpty() && !openFile(path, &error))
        QMessageBox::warning(this, tr("Open Tile Mapping"), error);
}

void TileMappingDialog::showPath()
{
    m_pathLabel->setText(m_path.isEmpty() ? tr("Using the built-in mapping.")
                                          : tr("File: %1").arg(QDir::toNativeSeparators(m_path)));
}

void TileMappingDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void TileMappingDialog::retranslateUi()
{
    setWindowTitle(tr("Tiled Tile Mapping"));
    m_intro->setText(tr("Which Tiled tile stands for which Mapsmith tile when importing and exporting Tiled "
                        "maps. A gid is the tileset's first gid plus the tile's id; exported maps use first "
                        "gid 1. Several gids may name one tile; an export uses the smallest."));
    m_emptyLabel->setText(tr("Empty cells become:"));
    m_table->setHorizontalHeaderLabels({tr("Tile"), tr("Tiled gid"), tr("Mapsmith tile")});
    m_add->setText(tr("&Add Row"));
    m_remove->setText(tr("&Remove Row"));
    m_open->setText(tr("&Open…"));
    m_builtin->setText(tr("&Built-in"));
    if (m_importMode) {
        setWindowTitle(tr("Import Tiled Map: Which Tiles Are Walls?"));
        m_intro->setText(
            tr("Nothing in this map says which tiles are walls (no layer named like "
               "\"collision\", no tile class or property such as \"collides\"). Choose what "
               "each of its tiles is: at every cell the topmost layer's tile decides, and a cell "
               "with no tile becomes the empty-cell choice."));
        if (QPushButton *ok = m_buttons->button(QDialogButtonBox::Ok))
            ok->setText(tr("&Import"));
    }
    for (int row = 0; row < m_table->rowCount(); ++row) {
        auto *combo = qobject_cast<QComboBox *>(m_table->cellWidget(row, 2));
        fillTileCombo(combo, static_cast<Tile>(combo->currentData().toInt()));
    }
    fillTileCombo(m_empty,
                  m_empty->count() ? static_cast<Tile>(m_empty->currentData().toInt()) : Tile::Floor);
    showPath();
}

} // namespace mapsmith
