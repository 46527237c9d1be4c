// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Text made in English before a language switch follows it: after searching, comparing, planning and
// generating in English, a switch to Chinese leaves no English phrase in any panel, table, list, tree or the
// status bar.
#include "../common/sanitized.h"
#include "document/mapdocument.h"
#include "i18n/language.h"
#include "mainwindow.h"
#include "panels/diagnosticspanel.h"
#include "panels/plannerpanel.h"
#include "panels/searchpanel.h"
#include "play/playpanel.h"
#include "play/playview.h"
#include "uitest.h"

#include <QAbstractButton>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTableWidget>
#include <QTreeWidget>

using namespace mapsmith;

namespace {

/// Every text a user reads in `root`'s widgets (not tool tips): labels, buttons, group titles, table, list
/// and tree cells, header labels, dock titles.
QStringList textsOf(const QWidget *root)
{
    QStringList out;
    const auto add = [&out](const QWidget *w, const QString &text) {
        if (!text.isEmpty())
            out << QStringLiteral("%1: %2").arg(w->objectName().isEmpty()
                                                    ? QString::fromLatin1(w->metaObject()->className())
                                                    : w->objectName(),
                                                text);
    };
    for (const QWidget *w : root->findChildren<QWidget *>()) {
        if (const auto *l = qobject_cast<const QLabel *>(w))
            add(w, l->text());
        else if (const auto *b = qobject_cast<const QAbstractButton *>(w))
            add(w, b->text());
        else if (const auto *g = qobject_cast<const QGroupBox *>(w))
            add(w, g->title());
        else if (const auto *d = qobject_cast<const QDockWidget *>(w))
            add(w, d->windowTitle());
        if (const auto *t = qobject_cast<const QTableWidget *>(w)) {
            for (int r = 0; r < t->rowCount(); ++r)
                for (int c = 0; c < t->columnCount(); ++c)
                    if (t->item(r, c))
                        add(w, t->item(r, c)->text());
            for (int c = 0; c < t->columnCount(); ++c)
                if (t->horizontalHeaderItem(c))
                    add(w, t->horizontalHeaderItem(c)->text());
        } else if (const auto *list = qobject_cast<const QListWidget *>(w)) {
            for (int r = 0; r < list->count(); ++r)
                add(w, list->item(r)->text());
        } else if (const auto *tree = qobject_cast<const QTreeWidget *>(w)) {
            for (QTreeWidgetItemIterator it(const_cast<QTreeWidget *>(tree)); *it; ++it)
                for (int c = 0; c < tree->columnCount(); ++c)
                    add(w, (*it)->text(c));
        }
    }
    return out;
}

/// An English word of four letters or more, or two words in a row ("Generation time", "no path"); the names
/// that read the same in Chinese (Dijkstra, D* Lite, Held-Karp) are left out.
QStringList englishPhrases(const QStringList &texts)
{
    static const QRegularExpression phrase(
        QStringLiteral("\\b[A-Za-z][a-z]+ [a-z]{2,}\\b|\\b[A-Za-z][a-z]{3,}\\b"));
    static const QRegularExpression names(QStringLiteral("Dijkstra|D\\* Lite|Held-Karp"));
    QStringList found;
    for (const QString &t : texts)
        if (phrase.match(QString(t).remove(names).section(QStringLiteral(": "), 1)).hasMatch())
            found << t;
    return found;
}

} // namespace

class TestRetranslateAll : public QObject
{
    Q_OBJECT

public:
    static void initMain() { uitest::isolateSettings(); }

private slots:
    void cleanup() { Language::apply(QStringLiteral("en")); }

    void switchAfterWork_leavesNoEnglishPhrase()
    {
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        QVERIFY(uitest::waitForMap(window.document()));
        window.setLevelChooser([](const QStringList &) { return 0; });
        QVERIFY(
            uitest::openAndWait(window, QStringLiteral(MAPSMITH_SOURCE_DIR "/resources/levels/samples.txt")));

        // Work in English on a Lode Runner level: a search with its comparison, a collection plan.
        SearchPanel *search = window.searchPanel();
        search->run();
        QTRY_VERIFY_WITH_TIMEOUT(!search->isSearching(), 10000);
        search->compare();
        QTRY_VERIFY_WITH_TIMEOUT(!search->isComparing(), 20000);
        PlannerPanel *planner = window.plannerPanel();
        planner->plan();
        // Greedy, then Held-Karp (a Lode Runner level: no bitmask planner): 0.3 s here, 5 s under a
        // sanitizer; the wait is for a loaded machine.
        constexpr int kPlanMs = testenv::plainOr(20000, 90000);
        QTRY_VERIFY_WITH_TIMEOUT(planner->hasPlans() && !planner->isPlanning(), kPlanMs);
        // The Play dock with its HUD (painted text, not widgets).
        window.findChild<QDockWidget *>(QStringLiteral("playDock"))->toggleViewAction()->trigger();
        PlayView *play = window.playPanel()->view();
        QTRY_VERIFY_WITH_TIMEOUT(play->hudLines().size() == 3, 10000);
        QCoreApplication::processEvents();
        QVERIFY2(!englishPhrases(textsOf(&window) + play->hudLines()).isEmpty(),
                 "the English run shows English phrases");

        Language::apply(QStringLiteral("zh_CN"));
        QCoreApplication::processEvents();
        QStringList texts = textsOf(&window);
        for (const QString &line : play->hudLines())
            texts << QStringLiteral("hud: %1").arg(line);
        texts << QStringLiteral("statusBar: %1").arg(window.statusBar()->currentMessage());
        for (const QLabel *l : window.statusBar()->findChildren<QLabel *>())
            texts << QStringLiteral("statusBar: %1").arg(l->text());
        const QStringList english = englishPhrases(texts);
        QVERIFY2(english.isEmpty(), qPrintable(english.join(QLatin1Char('\n'))));
    }

    // The generation's last error, as the Diagnostics dock shows it, follows a switch too.
    void generationError_followsASwitch()
    {
        MainWindow window;
        window.show();
        QVERIFY(uitest::waitForMap(window.document()));
        QSignalSpy failed(window.document(), &MapDocument::generationFailed);
        window.document()->applyParam("width", ParamValue{std::int64_t{100000}});
        QVERIFY(failed.wait(10000));
        auto *label = window.diagnosticsPanel()->errorLabel();
        const QString english = label->text();
        QVERIFY2(english.contains(QStringLiteral("width 100000 is outside")), qPrintable(english));
        Language::apply(QStringLiteral("zh_CN"));
        QCoreApplication::processEvents();
        QVERIFY2(label->text().contains(QStringLiteral("width 的值 100000 超出范围")),
                 qPrintable(label->text()));
    }
};

QTEST_MAIN(TestRetranslateAll)
#include "test_retranslate_all.moc"
