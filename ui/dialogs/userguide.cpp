// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "dialogs/userguide.h"

#include "i18n/language.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace mapsmith {

UserGuide::UserGuide(QWidget *parent) : QDialog(parent), m_browser(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("userGuide"));
    m_browser->setObjectName(QStringLiteral("userGuideText"));
    m_browser->setOpenExternalLinks(false);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser, 1);
    layout->addWidget(buttons);
    resize(720, 640);
    retranslateUi();
}

QString UserGuide::sourceFor(const QString &language)
{
    const QString own = QStringLiteral(":/guide/guide.%1.html").arg(language);
    return QFile::exists(own) ? own : QStringLiteral(":/guide/guide.en.html");
}

void UserGuide::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void UserGuide::retranslateUi()
{
    setWindowTitle(tr("Mapsmith User Guide"));
    QFile file(sourceFor(Language::current()));
    if (file.open(QIODevice::ReadOnly))
        m_browser->setHtml(QString::fromUtf8(file.readAll()));
}

} // namespace mapsmith
