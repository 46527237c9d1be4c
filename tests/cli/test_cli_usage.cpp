// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The command table (app/cli/commandspec.h) is the one definition of a command: its usage rows are exactly
// the options the parser takes, every command is in the overview, and `mapsmith help COMMAND` prints the
// text of tests/cli/data/usage/COMMAND.txt byte for byte (the contract: a changed help text is a changed
// golden).
#include "cli/commandline.h"
#include "cliprocess.h"

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace mapsmith::cli;
using clitest::runMapsmith;

namespace {

QStringList argsOf(const QString &command, const QStringList &rest)
{
    return QStringList{QStringLiteral("mapsmith"), command} + rest;
}

CommandLine parse(const QString &command, const QStringList &rest)
{
    return parseCommandLine(argsOf(command, rest));
}

// The left column of each option row of a usage text: "-c, --config CONFIG".
QStringList usageColumns(const QString &usage)
{
    static const QRegularExpression row(QStringLiteral("^  (-\\S.*?)(?:  +|$)"));
    QStringList columns;
    for (const QString &line : usage.split(u'\n')) {
        const auto match = row.match(line);
        if (match.hasMatch())
            columns << match.captured(1);
    }
    return columns;
}

// Every option name some command takes, with whether it takes a value.
QHash<QString, bool> allOptionNames()
{
    QHash<QString, bool> names;
    for (const CommandSpec *command : allCommands()) {
        for (const OptionSpec &option : command->options) {
            for (const QString &name : option.names)
                names.insert(name, !option.valueName.isEmpty());
        }
    }
    return names;
}

QString spelled(const QString &name)
{
    return (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
}

} // namespace

class TestCliUsage : public QObject
{
    Q_OBJECT

private slots:
    void help_matchesGoldenText_data();
    void help_matchesGoldenText();
    void usageRows_areTheTableOptionsInOrder();
    void everyTableOption_isAcceptedAndNoOtherOne();
    void overview_listsEveryCommandOfTheTable();
    void help_optionAnywhere_showsThatCommandsUsage();
    void missingValue_namesTheOptionAsTyped();
    void flagGivenAValue_isAUsageError();
    void doubleDash_endsTheOptions();
    void positionals_goToTheirNamedFields();
};

void TestCliUsage::help_matchesGoldenText_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("golden");
    QTest::newRow("overview") << QStringList{QStringLiteral("help")} << QStringLiteral("overview");
    for (const CommandSpec *command : allCommands()) {
        if (command->synopsis)
            QTest::newRow(qPrintable(command->name))
                << QStringList{QStringLiteral("help"), command->name} << command->name;
    }
}

void TestCliUsage::help_matchesGoldenText()
{
    QFETCH(QStringList, args);
    QFETCH(QString, golden);
    QFile file(QStringLiteral(MAPSMITH_CLI_DATA "/usage/%1.txt").arg(golden));
    QVERIFY2(file.open(QIODevice::ReadOnly),
             qPrintable(QStringLiteral("no golden %1: write it with `mapsmith help %2 > %1`")
                            .arg(file.fileName(), golden)));
    const clitest::Run run = runMapsmith(args);
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(QString::fromUtf8(run.out), QString::fromUtf8(file.readAll()));
    // `COMMAND --help` is the same text.
    if (args.size() == 2)
        QCOMPARE(runMapsmith({args[1], QStringLiteral("--help")}).out, run.out);
}

void TestCliUsage::usageRows_areTheTableOptionsInOrder()
{
    for (const CommandSpec *command : allCommands()) {
        QStringList expected;
        for (const OptionSpec &option : command->options)
            expected << optionColumn(option);
        const QStringList shown = command->synopsis ? usageColumns(usageText(*command)) : QStringList();
        QVERIFY2(shown == expected, qPrintable(command->name + QStringLiteral(": ") + shown.join(u'|') +
                                               QStringLiteral(" vs ") + expected.join(u'|')));
        // The synopsis names every option too.
        for (const OptionSpec &option : command->options) {
            const QString name = spelled(option.names.first());
            QVERIFY2(QString::fromUtf8(command->synopsis).contains(name),
                     qPrintable(command->name + QStringLiteral(": synopsis lacks ") + name));
        }
    }
}

void TestCliUsage::everyTableOption_isAcceptedAndNoOtherOne()
{
    const QHash<QString, bool> names = allOptionNames();
    QVERIFY(names.size() > 20);
    for (const CommandSpec *command : allCommands()) {
        if (command->ignoresArguments)
            continue;
        QSet<QString> own;
        for (const OptionSpec &option : command->options)
            own.unite(QSet<QString>(option.names.begin(), option.names.end()));
        for (auto it = names.begin(); it != names.end(); ++it) {
            QStringList rest{spelled(it.key())};
            if (it.value())
                rest << QStringLiteral("1");
            const CommandLine cl = parse(command->name, rest);
            const bool refused = cl.error == QStringLiteral("unknown option '%1'").arg(rest.first());
            QVERIFY2(refused != own.contains(it.key()),
                     qPrintable(command->name + u' ' + rest.join(u' ') + QStringLiteral(": ") + cl.error));
        }
    }
}

void TestCliUsage::overview_listsEveryCommandOfTheTable()
{
    const QString overview = overviewText();
    for (const CommandSpec *command : allCommands()) {
        if (!command->summary)
            continue;
        QVERIFY2(overview.contains(QStringLiteral("\n  %1 ").arg(command->name)), qPrintable(command->name));
        QCOMPARE(commandByName(command->name), command);
        QVERIFY(isHeadlessCommand(command->name));
    }
    QVERIFY(!isHeadlessCommand(QStringLiteral("cave.yaml")));
    QCOMPARE(commandByName(QStringLiteral("-h")), &helpCommand());
    QCOMPARE(commandByName(QStringLiteral("--version")), &versionCommand());
}

void TestCliUsage::help_optionAnywhere_showsThatCommandsUsage()
{
    const CommandLine cl = parse(QStringLiteral("wall"), {QStringLiteral("--nosuch"), QStringLiteral("-h")});
    QCOMPARE(cl.command, &helpCommand());
    QCOMPARE(cl.helpTopic, QStringLiteral("wall"));
    QVERIFY(cl.error.isEmpty());
    const CommandLine editor =
        parseCommandLine({QStringLiteral("mapsmith"), QStringLiteral("x.yaml"), QStringLiteral("--help")});
    QCOMPARE(editor.command, &helpCommand());
    QVERIFY(editor.helpTopic.isEmpty());
}

void TestCliUsage::missingValue_namesTheOptionAsTyped()
{
    QCOMPARE(parse(QStringLiteral("hash"), {QStringLiteral("-c")}).error,
             QStringLiteral("option '-c' needs a value"));
    QCOMPARE(parse(QStringLiteral("hash"),
                   {QStringLiteral("--config"), QStringLiteral("a.yaml"), QStringLiteral("--seeds")})
                 .error,
             QStringLiteral("option '--seeds' needs a value"));
    // A value that starts with a dash is still the value (as before): here -o takes "-c".
    const CommandLine cl = parse(QStringLiteral("generate"), {QStringLiteral("-c"), QStringLiteral("a.yaml"),
                                                              QStringLiteral("-o"), QStringLiteral("-c")});
    QVERIFY2(cl.error.isEmpty(), qPrintable(cl.error));
    QCOMPARE(cl.output, QStringLiteral("-c"));
}

void TestCliUsage::flagGivenAValue_isAUsageError()
{
    QCOMPARE(parse(QStringLiteral("generate"),
                   {QStringLiteral("-c"), QStringLiteral("a.yaml"), QStringLiteral("--json=1")})
                 .error,
             QStringLiteral("option '--json' takes no value"));
    const CommandLine cl =
        parse(QStringLiteral("generate"), {QStringLiteral("--config=a.yaml"), QStringLiteral("--json")});
    QVERIFY2(cl.error.isEmpty(), qPrintable(cl.error));
    QCOMPARE(cl.config, QStringLiteral("a.yaml"));
    QVERIFY(cl.json);
}

void TestCliUsage::doubleDash_endsTheOptions()
{
    const CommandLine cl = parse(QStringLiteral("beat"), {QStringLiteral("--json"), QStringLiteral("--"),
                                                          QStringLiteral("-odd name.wav")});
    QVERIFY2(cl.error.isEmpty(), qPrintable(cl.error));
    QCOMPARE(cl.audio, QStringLiteral("-odd name.wav"));
    QVERIFY(cl.json);
}

void TestCliUsage::positionals_goToTheirNamedFields()
{
    QCOMPARE(parse(QStringLiteral("schema"), {QStringLiteral("cave")}).generator, QStringLiteral("cave"));
    QCOMPARE(parse(QStringLiteral("help"), {QStringLiteral("wall")}).helpTopic, QStringLiteral("wall"));
    QCOMPARE(parse(QStringLiteral("replay"), {QStringLiteral("s.yaml")}).session, QStringLiteral("s.yaml"));
    const CommandLine convert =
        parse(QStringLiteral("convert"), {QStringLiteral("a.tmx"), QStringLiteral("b.yaml")});
    QCOMPARE(convert.input, QStringLiteral("a.tmx"));
    QCOMPARE(convert.output, QStringLiteral("b.yaml"));
    QCOMPARE(parse(QStringLiteral("convert"), {QStringLiteral("a.tmx")}).error,
             QStringLiteral("missing IN and OUT files"));
    const CommandLine sweep =
        parse(QStringLiteral("sweep"),
              {QStringLiteral("--merge"), QStringLiteral("a.json"), QStringLiteral("b.json")});
    QCOMPARE(sweep.mergeFiles, (QStringList{QStringLiteral("a.json"), QStringLiteral("b.json")}));
    const CommandLine editor = parseCommandLine({QStringLiteral("mapsmith"), QStringLiteral("cave.yaml")});
    QVERIFY(editor.opensEditor());
    QCOMPARE(editor.openFile, QStringLiteral("cave.yaml"));
    QCOMPARE(parseCommandLine({QStringLiteral("mapsmith"), QStringLiteral("a"), QStringLiteral("b")}).error,
             QStringLiteral("unexpected argument 'b'"));
}

QTEST_GUILESS_MAIN(TestCliUsage)
#include "test_cli_usage.moc"
