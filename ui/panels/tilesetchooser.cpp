// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "panels/tilesetchooser.h"

#include "i18n/coremessages.h"

#include <mapsmith/io/tiled.h>

#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QtConcurrent/QtConcurrentRun>

namespace mapsmith {

namespace {

/// Rules for a tileset chosen without any: from its first Wang set where it has one (walls in its second
/// colour on its first, floors the other way round), else its first tile for walls (the other tiles keep
/// their built-in look).
std::vector<std::pair<Tile, TilesetRule>> defaultRules(const tiled::Tileset &ts)
{
    std::vector<std::pair<Tile, TilesetRule>> rules;
    TilesetRule wall;
    if (ts.wangSets.empty() || ts.wangSets.front().colors.empty()) {
        wall.gids = {1};
        rules.emplace_back(Tile::Wall, wall);
        return rules;
    }
    const tiled::WangSet &set = ts.wangSets.front();
    wall.kind = TilesetRule::Kind::Wang;
    wall.wangSet = set.name;
    if (set.colors.size() >= 2) {
        wall.color = set.colors[1];
        wall.background = set.colors[0];
        TilesetRule floor = wall;
        floor.color = set.colors[0];
        floor.background = set.colors[1];
        rules.emplace_back(Tile::Wall, wall);
        rules.emplace_back(Tile::Floor, floor);
    } else {
        wall.color = set.colors[0];
        rules.emplace_back(Tile::Wall, wall);
    }
    return rules;
}

} // namespace

TilesetChooser::TilesetChooser(MapDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_caption(new QLabel(this)), m_file(new QLabel(this)),
      m_choose(new QToolButton(this)), m_clear(new QToolButton(this))
{
    m_file->setObjectName(QStringLiteral("tilesetFile"));
    m_choose->setObjectName(QStringLiteral("chooseTileset"));
    m_clear->setObjectName(QStringLiteral("clearTileset"));
    m_file->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_file->setMinimumWidth(40);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_caption);
    layout->addWidget(m_file, 1);
    layout->addWidget(m_choose);
    layout->addWidget(m_clear);
    m_question = [this](QWidget *parentWidget) {
        const QString folder = QFileInfo(m_document->fileName()).absolutePath();
        return QFileDialog::getOpenFileName(parentWidget, tr("Choose a tileset"), folder,
                                            tr("Tiled tilesets (*.tsx *.tsj *.json)"));
    };
    connect(m_choose, &QToolButton::clicked, this, [this] {
        const QString path = m_question(this);
        if (!path.isEmpty())
            chooseFile(path);
    });
    connect(m_clear, &QToolButton::clicked, this, [this] { m_document->changeTileset(std::nullopt); });
    connect(&m_watcher, &QFutureWatcher<ReadTileset>::finished, this, &TilesetChooser::onRead);
    connect(m_document, &MapDocument::configChanged, this, [this] { updateLabel(); });
    retranslateUi();
}

TilesetChooser::~TilesetChooser()
{
    m_watcher.waitForFinished(); // a small file: the read ends quickly
}

void TilesetChooser::chooseFile(const QString &path)
{
    // Written relative to the document's folder, as Tiled writes its references, when it has a file.
    const QString docFile = m_document->fileName();
    m_pendingSource = docFile.isEmpty() ? QFileInfo(path).absoluteFilePath()
                                        : QFileInfo(docFile).absoluteDir().relativeFilePath(path);
    TilesetConfig probe;
    probe.source = QFileInfo(path).absoluteFilePath().toStdString();
    m_watcher.setFuture(QtConcurrent::run([probe] {
        ReadTileset out;
        auto art = loadDress(probe, std::string(), tiledDiskLoader());
        if (art)
            out.art = *art;
        else
            out.error = trError(art.error());
        return out;
    }));
}

void TilesetChooser::onRead()
{
    const ReadTileset result = m_watcher.result();
    if (!result.art) {
        emit failed(result.error);
        return;
    }
    TilesetConfig tileset;
    tileset.source = m_pendingSource.toStdString();
    const auto &current = m_document->config().tileset;
    tileset.rules =
        current && !current->rules.empty() ? current->rules : defaultRules(result.art->doc.tilesets.front());
    m_document->changeTileset(tileset);
}

void TilesetChooser::updateLabel()
{
    const auto &tileset = m_document->config().tileset;
    m_file->setText(tileset ? QFileInfo(QString::fromStdString(tileset->source)).fileName() : tr("none"));
    m_file->setToolTip(tileset ? QString::fromStdString(tileset->source) : QString());
    m_clear->setEnabled(tileset.has_value());
}

void TilesetChooser::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void TilesetChooser::retranslateUi()
{
    m_caption->setText(tr("Tileset:"));
    m_choose->setText(tr("Choose…"));
    m_choose->setToolTip(tr("Draw the generated map with a Tiled tileset (.tsx or .tsj)"));
    m_clear->setText(tr("None"));
    m_clear->setToolTip(tr("Draw the map in the built-in colours"));
    updateLabel();
}

} // namespace mapsmith
