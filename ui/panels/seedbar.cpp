// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "panels/seedbar.h"

#include "document/commands.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>
#include <QStyle>
#include <QToolButton>
#include <QUndoStack>

namespace mapsmith {

SeedBar::SeedBar(MapDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_label(new QLabel(this)), m_field(new QLineEdit(this)),
      m_previous(new QToolButton(this)), m_next(new QToolButton(this)), m_random(new QToolButton(this))
{
    m_field->setObjectName(QStringLiteral("seedField"));
    m_previous->setObjectName(QStringLiteral("previousSeed"));
    m_next->setObjectName(QStringLiteral("nextSeed"));
    m_random->setObjectName(QStringLiteral("randomSeed"));
    // Up to 20 digits; values above 2^64-1 are rejected when applied.
    m_field->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("\\d{1,20}")), this));
    // Wide enough for the 20 digits of the largest seed, and no wider: the toolbar has more to hold.
    m_field->setFixedWidth(fontMetrics().horizontalAdvance(QString(21, QLatin1Char('9'))) + 12);
    m_field->setAlignment(Qt::AlignRight);
    m_previous->setIcon(style()->standardIcon(QStyle::SP_ArrowLeft));
    m_next->setIcon(style()->standardIcon(QStyle::SP_ArrowRight));
    m_random->setIcon(style()->standardIcon(QStyle::SP_BrowserReload));
    m_random->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_label->setBuddy(m_field);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Preferred); // in a toolbar: take no spare width

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_previous);
    layout->addWidget(m_field);
    layout->addWidget(m_next);
    layout->addWidget(m_random);

    connect(m_field, &QLineEdit::editingFinished, this, &SeedBar::applyField);
    connect(m_previous, &QToolButton::clicked, this, &SeedBar::previousSeed);
    connect(m_next, &QToolButton::clicked, this, &SeedBar::nextSeed);
    connect(m_random, &QToolButton::clicked, this, &SeedBar::randomSeed);
    connect(m_document, &MapDocument::configChanged, this, [this](ChangeKind kind) {
        if (kind == ChangeKind::Seed || kind == ChangeKind::All)
            showSeed();
    });
    showSeed();
    retranslateUi();
}

void SeedBar::previousSeed()
{
    setSeed(m_document->config().seed - 1); // wraps like the uint64 it is
}

void SeedBar::nextSeed()
{
    setSeed(m_document->config().seed + 1);
}

void SeedBar::randomSeed()
{
    // Keep random seeds short enough to read out and type: 1..2^32.
    setSeed(QRandomGenerator::global()->bounded(quint64(1), quint64(1) << 32));
}

void SeedBar::applyField()
{
    bool ok = false;
    const quint64 seed = m_field->text().toULongLong(&ok);
    if (ok)
        setSeed(seed);
    else
        showSeed();
}

void SeedBar::setSeed(std::uint64_t seed)
{
    m_document->changeSeed(seed);
    showSeed();
}

void SeedBar::showSeed()
{
    const QString text = QString::number(m_document->config().seed);
    if (m_field->text() != text)
        m_field->setText(text);
}

void SeedBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void SeedBar::retranslateUi()
{
    m_label->setText(tr("&Seed:"));
    m_field->setToolTip(tr("The seed of the random generator; press Enter to apply"));
    m_previous->setToolTip(tr("Previous seed"));
    m_next->setToolTip(tr("Next seed"));
    m_random->setText(tr("Random"));
    m_random->setToolTip(tr("A random seed"));
}

} // namespace mapsmith
