// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "panels/propertypanel.h"

#include "document/commands.h"
#include "document/tiletext.h"
#include "panels/gamepresets.h"
#include "panels/parameditors.h"
#include "panels/tilesetchooser.h"

#include <mapsmith/generate/registry.h>

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QStyle>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace mapsmith {

PropertyPanel::PropertyPanel(MapDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_chooserLabel(new QLabel(this)), m_chooser(new QComboBox(this)),
      m_tileset(new TilesetChooser(document, this)), m_scroll(new QScrollArea(this)),
      m_resetAll(new QPushButton(this))
{
    m_chooser->setObjectName(QStringLiteral("generatorChooser"));
    m_resetAll->setObjectName(QStringLiteral("resetAll"));
    m_scroll->setWidgetResizable(true);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setFrameShape(QFrame::NoFrame);

    auto *top = new QHBoxLayout;
    top->addWidget(m_chooserLabel);
    top->addWidget(m_chooser, 1);
    auto *bottom = new QHBoxLayout;
    bottom->addStretch(1);
    bottom->addWidget(m_resetAll);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_tileset);
    layout->addWidget(m_scroll, 1);
    layout->addLayout(bottom);

    fillChooser();
    connect(m_chooser, &QComboBox::activated, this, [this](int index) {
        const QString item = m_chooser->itemData(index).toString();
        if (item.startsWith(kPresetPrefix)) {
            for (const GamePreset &p : gamePresets()) {
                const std::optional<Config> &config = presetConfig(p);
                if (config && item.mid(kPresetPrefix.size()) == QLatin1String(p.id))
                    m_document->changePreset(presetName(p), config->generator, config->params, config->play);
            }
            showCurrent(); // also when the preset was already the config, or the change was refused
            return;
        }
        m_document->changeGenerator(item.toStdString());
    });
    connect(m_resetAll, &QPushButton::clicked, this, [this] { m_document->resetParams(); });
    connect(m_document, &MapDocument::configChanged, this, &PropertyPanel::onConfigChanged);
    rebuild();
    retranslateUi();
}

ParamEditor *PropertyPanel::editor(const std::string &id) const
{
    for (const Row &row : m_rows) {
        if (row.id == id)
            return row.editor;
    }
    return nullptr;
}

QToolButton *PropertyPanel::resetButton(const std::string &id) const
{
    for (const Row &row : m_rows) {
        if (row.id == id)
            return row.reset;
    }
    return nullptr;
}

void PropertyPanel::fillChooser()
{
    const QSignalBlocker block(m_chooser);
    m_chooser->clear();
    // The games' presets first, then the generators at their defaults.
    for (const GamePreset &p : gamePresets())
        if (presetConfig(p))
            m_chooser->addItem(QString(), kPresetPrefix + QLatin1String(p.id));
    if (m_chooser->count() > 0)
        m_chooser->insertSeparator(m_chooser->count());
    for (const auto &g : builtinGenerators().all())
        m_chooser->addItem(QString(), QString::fromUtf8(g->id().data(), qsizetype(g->id().size())));
    retranslateChooser();
    showCurrent();
}

void PropertyPanel::retranslateChooser()
{
    for (int i = 0; i < m_chooser->count(); ++i) {
        const QString item = m_chooser->itemData(i).toString();
        for (const GamePreset &p : gamePresets()) {
            if (item == kPresetPrefix + QLatin1String(p.id)) {
                m_chooser->setItemText(i, tr("%1 (preset)").arg(presetName(p)));
                m_chooser->setItemData(i, presetDescription(p), Qt::ToolTipRole);
            }
        }
        if (const Generator *g = builtinGenerators().find(item.toStdString()))
            m_chooser->setItemText(i, trSchema(g->displayName()));
    }
}

void PropertyPanel::showCurrent()
{
    const QSignalBlocker block(m_chooser);
    const GamePreset *preset = presetMatching(m_document->config());
    const QString item = preset ? kPresetPrefix + QLatin1String(preset->id)
                                : QString::fromStdString(m_document->config().generator);
    m_chooser->setCurrentIndex(m_chooser->findData(item));
}

void PropertyPanel::rebuild()
{
    m_rows.clear();
    auto *form = new QWidget;
    auto *grid = new QGridLayout(form);
    grid->setColumnStretch(1, 1);
    int row = 0;
    for (const ParamSpec &spec : m_document->schema().specs())
        addRow(spec, grid, row++);
    grid->setRowStretch(row, 1);
    m_scroll->setWidget(form); // deletes the previous form
    showCurrent();
    updateValues();
}

void PropertyPanel::addRow(const ParamSpec &spec, QGridLayout *grid, int row)
{
    QWidget *form = grid->parentWidget();
    Row r;
    r.id = spec.id;
    r.label = new QLabel(trSchema(spec.label), form);
    r.editor = ParamEditor::create(spec, form);
    r.reset = new QToolButton(form);
    r.reset->setObjectName(QString::fromStdString(spec.id) + QStringLiteral("_reset"));
    r.reset->setIcon(style()->standardIcon(QStyle::SP_BrowserReload));
    r.reset->setAutoRaise(true);
    r.label->setBuddy(r.editor);
    grid->addWidget(r.label, row, 0);
    grid->addWidget(r.editor, row, 1);
    grid->addWidget(r.reset, row, 2);
    const std::string id = spec.id;
    connect(r.editor, &ParamEditor::edited, this, [this, id](const ParamValue &value, int gesture) {
        m_document->changeParam(id, value, gesture);
    });
    connect(r.reset, &QToolButton::clicked, this, [this, id] {
        if (const ParamSpec *s = m_document->schema().find(id))
            m_document->changeParam(id, s->defaultValue);
    });
    m_rows.push_back(r);
}

void PropertyPanel::updateValues()
{
    bool anyChanged = false;
    for (const Row &row : m_rows) {
        const ParamValue *value = m_document->param(row.id);
        const ParamSpec *spec = m_document->schema().find(row.id);
        if (value)
            row.editor->setValue(*value);
        const bool changed = value && spec && !(*value == spec->defaultValue);
        row.reset->setEnabled(changed);
        anyChanged = anyChanged || changed;
    }
    m_resetAll->setEnabled(anyChanged);
}

void PropertyPanel::onConfigChanged(ChangeKind kind)
{
    if (kind == ChangeKind::Generator || kind == ChangeKind::All) {
        rebuild();
        retranslateUi();
    } else if (kind == ChangeKind::Params) {
        updateValues();
        showCurrent(); // a parameter moved off (or onto) a preset
    }
}

void PropertyPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void PropertyPanel::retranslateUi()
{
    m_chooserLabel->setText(tr("Generator:"));
    m_chooser->setToolTip(tr("The generator that makes the map"));
    retranslateChooser();
    m_resetAll->setText(tr("Reset all"));
    m_resetAll->setToolTip(tr("Set every parameter back to its default"));
    for (const Row &row : m_rows) {
        row.label->setText(trSchema(row.editor->spec().label));
        row.label->setToolTip(trSchema(row.editor->spec().help));
        row.editor->retranslate();
        row.reset->setToolTip(
            tr("Reset to default (%1)")
                .arg(QString::fromStdString(formatParamValue(row.editor->spec().defaultValue))));
    }
}

} // namespace mapsmith
