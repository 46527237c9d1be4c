// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Core first: search/loderunnerrules.h names members that Qt's keyword macros (emit, slots) would erase.
// clang-format off
#include <mapsmith/play/inputs.h>
#include <mapsmith/search/rules.h>
#include "play/solvebox.h"
#include "i18n/coremessages.h"
#include "play/playview.h"
// clang-format on

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QtConcurrent/QtConcurrentRun>

namespace mapsmith {

namespace {

bool isLodeRunnerLevel(const Map &map)
{
    return map.kind == MapKind::Grid && defaultRules(map.grid).kind == RulesKind::LodeRunner;
}

QString cellList(const std::vector<Point> &cells)
{
    QStringList out;
    for (Point p : cells)
        out << QStringLiteral("(%1, %2)").arg(p.x).arg(p.y);
    return out.join(QStringLiteral(" "));
}

} // namespace

SolveBox::SolveBox(PlayView *view, QWidget *parent)
    : QWidget(parent), m_view(view), m_solve(new QPushButton(this)), m_cancel(new QPushButton(this)),
      m_play(new QPushButton(this)), m_step(new QPushButton(this)), m_progress(new QProgressBar(this)),
      m_text(new QLabel(this))
{
    m_solve->setObjectName(QStringLiteral("solveButton"));
    m_cancel->setObjectName(QStringLiteral("solveCancelButton"));
    m_play->setObjectName(QStringLiteral("solvePlayButton"));
    m_step->setObjectName(QStringLiteral("solveStepButton"));
    m_text->setObjectName(QStringLiteral("solveResult"));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(false);
    m_progress->hide();
    for (QWidget *w : std::initializer_list<QWidget *>{m_solve, m_cancel, m_play, m_step})
        w->setFocusPolicy(Qt::NoFocus); // the keys stay with the viewport
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_solve, 0, 0);
    grid->addWidget(m_cancel, 0, 1);
    grid->addWidget(m_play, 0, 2);
    grid->addWidget(m_step, 0, 3);
    grid->addWidget(m_progress, 1, 0, 1, 4);
    grid->addWidget(m_text, 2, 0, 1, 4);

    m_poll.setInterval(100);
    connect(&m_poll, &QTimer::timeout, this, [this] {
        if (m_job)
            m_progress->setValue(m_job->permille.load(std::memory_order_relaxed));
    });
    connect(&m_watcher, &QFutureWatcher<Result<Solution>>::finished, this, &SolveBox::onFinished);
    connect(m_solve, &QPushButton::clicked, this, &SolveBox::solve);
    connect(m_cancel, &QPushButton::clicked, this, &SolveBox::cancel);
    connect(m_play, &QPushButton::clicked, this, &SolveBox::playSolution);
    connect(m_step, &QPushButton::clicked, m_view, &PlayView::stepReplay);
    connect(m_view, &PlayView::levelChanged, this, &SolveBox::levelChanged);
    connect(m_view, &PlayView::stateChanged, this, &SolveBox::updateButtons);
    retranslateUi();
    levelChanged();
}

SolveBox::~SolveBox()
{
    if (m_job)
        m_job->cancel = true;
    m_watcher.waitForFinished(); // the job holds its own copies; the cancel ends it within 256 states
}

void SolveBox::levelChanged()
{
    cancel();
    m_cancelled = false;
    m_result.reset();
    m_error.clear();
    setVisible(isLodeRunnerLevel(m_view->map()));
    showResult();
}

void SolveBox::solve()
{
    if (isSolving() || !isLodeRunnerLevel(m_view->map()))
        return;
    m_result.reset();
    m_error.clear();
    m_cancelled = false;
    m_view->setMarks({});
    auto job = std::make_shared<Job>();
    m_job = job;
    SolveRequest request;
    request.seed = m_view->seed();
    request.timeLimit = m_timeLimit;
    request.timings.holeSteps = m_view->options().holeBeats;
    m_watcher.setFuture(QtConcurrent::run([job, request, map = m_view->map()]() mutable {
        RunControl control;
        control.cancel = &job->cancel;
        control.progress = [job](double f) {
            job->permille.store(static_cast<int>(f * 1000.0), std::memory_order_relaxed);
        };
        request.control = &control;
        return solveLodeRunner(map, request);
    }));
    m_progress->setValue(0);
    m_progress->show();
    m_poll.start();
    showResult();
}

void SolveBox::cancel()
{
    if (!m_job)
        return;
    // At once for the user: the box forgets the job; the job sees the flag within 256 states and its
    // result, when it comes, is dropped.
    m_job->cancel = true;
    m_job.reset();
    m_cancelled = true;
    m_poll.stop();
    m_progress->hide();
    showResult();
    emit finished();
}

void SolveBox::onFinished()
{
    if (!m_job)
        return; // cancelled, or the level changed: this result is stale
    m_job.reset();
    m_poll.stop();
    m_progress->hide();
    const Result<Solution> r = m_watcher.result();
    if (r) {
        m_result = *r;
        m_view->setMarks(m_result->stats.goldNeedsDigging);
    } else {
        m_error = QString::fromStdString(r.error().message);
    }
    showResult();
    emit finished();
    if (m_result && m_result->solved)
        playSolution();
}

void SolveBox::playSolution()
{
    if (!m_result || !m_result->solved)
        return;
    const auto clock = BeatClock::create(m_view->options().beat);
    if (!clock)
        return;
    const auto script = inputsFromKeys(m_result->keys, *clock);
    if (!script)
        return;
    m_view->playInputs(script->inputs, script->endTime);
}

QString SolveBox::gaveUpText(const Solution &s) const
{
    switch (s.gaveUp) {
    case SolveGaveUp::None:
        return {};
    case SolveGaveUp::Unreachable:
        return tr("Not solved: gold at %1 cannot be reached, even by digging.")
            .arg(cellList({s.stats.goldUnreachable.front()}));
    case SolveGaveUp::GuardTrap:
        return tr("Not solved: every line of play ends caught by a guard or buried in a hole.");
    case SolveGaveUp::TimeLimit:
        return tr("Not solved: no win found within the time limit of %1 s.").arg(m_timeLimit);
    case SolveGaveUp::Budget:
        return tr("Not solved: no win found within %1 game states.").arg(s.stats.states);
    case SolveGaveUp::Cancelled:
        return tr("Cancelled.");
    }
    return {};
}

QString SolveBox::resultText() const
{
    return m_text->text();
}

void SolveBox::showResult()
{
    QStringList lines;
    if (m_job) {
        lines << tr("Solving…");
    } else if (m_cancelled) {
        lines << tr("Cancelled.");
    } else if (!m_error.isEmpty()) {
        lines << tr("Cannot solve: %1").arg(trCoreMessage(m_error));
    } else if (m_result) {
        const Solution &s = *m_result;
        const SolveStats &st = s.stats;
        if (s.solved)
            lines << tr("Solved in %1 s: %2 moves, %3 digs.")
                         .arg(st.seconds, 0, 'f', 2)
                         .arg(st.moves)
                         .arg(st.digs);
        else
            lines << gaveUpText(s) << tr("Gave up after %1 s.").arg(st.seconds, 0, 'f', 2);
        if (s.solved)
            lines << (st.closestGuard < 0 ? tr("No guard on the way.")
                                          : tr("Closest guard: %n cell(s).", nullptr, st.closestGuard));
        lines << tr("Gold: %1, reachable without digging: %2.").arg(st.goldTotal).arg(st.goldWithoutDigging);
        if (!st.goldNeedsDigging.empty())
            lines << tr("Needs digging (circled): %1").arg(cellList(st.goldNeedsDigging));
        if (!st.goldUnreachable.empty())
            lines << tr("Unreachable: %1").arg(cellList(st.goldUnreachable));
        lines << (s.solved && st.states == 0 ? tr("The static plan wins as it is: no search needed.")
                                             : tr("Game states searched: %1").arg(st.states));
    }
    m_text->setText(lines.join(QLatin1Char('\n')));
    m_text->setVisible(!lines.isEmpty());
    updateButtons();
}

void SolveBox::updateButtons()
{
    const bool solving = m_job != nullptr;
    m_solve->setEnabled(!solving);
    m_cancel->setEnabled(solving);
    m_play->setEnabled(!solving && m_result && m_result->solved);
    m_step->setEnabled(m_view->hasSession() && m_view->isReplaying() && m_view->isPaused());
}

void SolveBox::retranslateUi()
{
    m_solve->setText(tr("Solve"));
    m_solve->setToolTip(tr("Search the level, guards included, for keys that win it, and play them"));
    m_cancel->setText(tr("Cancel"));
    m_play->setText(tr("Play Solution"));
    m_play->setToolTip(tr("Play the solution again from the start"));
    m_step->setText(tr("Step"));
    m_step->setToolTip(tr("While the replay is paused: one step on"));
    showResult();
}

void SolveBox::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace mapsmith
