// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "shell/recentfiles.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

#include <algorithm>

namespace mapsmith {

namespace {
const QString kRecentKey = QStringLiteral("recentFiles");
} // namespace

RecentFiles::RecentFiles(QMenu *menu, QObject *parent)
    : QObject(parent), m_menu(menu), m_clear(new QAction(this))
{
    connect(m_menu, &QMenu::aboutToShow, this, &RecentFiles::fill);
    connect(m_clear, &QAction::triggered, this, &RecentFiles::clear);
    retranslate();
}

void RecentFiles::add(const QString &path)
{
    QSettings settings;
    QStringList files = settings.value(kRecentKey).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMax)
        files.removeLast();
    settings.setValue(kRecentKey, files);
}

QStringList RecentFiles::files()
{
    QSettings settings;
    QStringList files = settings.value(kRecentKey).toStringList();
    files.erase(
        std::remove_if(files.begin(), files.end(), [](const QString &f) { return !QFileInfo::exists(f); }),
        files.end());
    settings.setValue(kRecentKey, files); // forget the ones that are gone
    return files;
}

void RecentFiles::clear()
{
    QSettings().remove(kRecentKey);
}

void RecentFiles::retranslate()
{
    m_clear->setText(tr("&Clear List"));
}

void RecentFiles::fill()
{
    const QStringList list = files();
    m_menu->clear();
    for (int i = 0; i < list.size(); ++i) {
        const QString file = list.at(i);
        QAction *action = m_menu->addAction(
            QStringLiteral("&%1 %2").arg(i + 1 == 10 ? 0 : i + 1).arg(QFileInfo(file).fileName()));
        action->setToolTip(QDir::toNativeSeparators(file));
        action->setStatusTip(QDir::toNativeSeparators(file));
        connect(action, &QAction::triggered, this, [this, file] { emit openRequested(file); });
    }
    if (list.isEmpty())
        m_menu->addAction(tr("No recent files"))->setEnabled(false);
    m_menu->addSeparator();
    m_menu->addAction(m_clear);
    m_clear->setEnabled(!list.isEmpty());
}

} // namespace mapsmith
