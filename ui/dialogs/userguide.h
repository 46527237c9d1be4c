// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QDialog>

class QTextBrowser;

namespace mapsmith {

/// Help → User Guide: the guide (resources/guide/guide.<language>.html) in the interface language, read
/// offline; it follows a language switch while open.
class UserGuide : public QDialog
{
    Q_OBJECT

public:
    explicit UserGuide(QWidget *parent = nullptr);

    /// The guide's resource for `language` (":/guide/guide.zh_CN.html"), English for a language without one.
    static QString sourceFor(const QString &language);
    QTextBrowser *browser() const { return m_browser; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QTextBrowser *m_browser;
};

} // namespace mapsmith
