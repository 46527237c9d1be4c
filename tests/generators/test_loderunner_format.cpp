// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// The Lode Runner text format (io/loderunner.h): reads the shipped samples, reads every case under
// tests/data/loderunner/read/ as its expected.txt says, names file, line and column for each kind of broken
// file, picks one level of a file, and writes what it reads. The generator's suite is test_loderunner.cpp.

#include <QtTest>

// moc needs none of these, and its C++17 view of the C++20 library headers trips it up.
#ifndef Q_MOC_RUN
#include <mapsmith/io/config.h>
#include <mapsmith/io/loderunner.h>

#include <algorithm>
#include <filesystem>
#endif

using namespace mapsmith;

namespace {

std::string samplesPath()
{
    return std::string(MAPSMITH_SOURCE_DIR) + "/resources/levels/samples.txt";
}

std::string readDataFile(const std::string &relative)
{
    auto text = readTextFile(std::string(MAPSMITH_TEST_DATA) + "/loderunner/" + relative);
    if (!text)
        qFatal("%s", text.error().toString().c_str());
    return *text;
}

/// A valid 28 x 16 level, row by row; tests break one row of it.
std::vector<std::string> baseRows()
{
    std::vector<std::string> rows(16);
    rows[1] = "   $                   $";
    rows[2] = "#######H################";
    rows[3] = "       H";
    rows[4] = "       H    0";
    rows[5] = "##############H###";
    rows[14] = "  &     $     H";
    rows[15] = std::string(28, '@');
    return rows;
}

std::string join(const std::vector<std::string> &rows)
{
    std::string out;
    for (const auto &r : rows)
        out += r + "\n";
    return out;
}

QString errorText(const std::string &text, int height = kLodeRunnerHeight)
{
    auto levels = readLodeRunnerText(text, "levels.txt", kLodeRunnerWidth, height);
    if (levels)
        return QStringLiteral("<no error>");
    return QString::fromStdString(levels.error().toString());
}

int countType(const Map &map, const std::string &type)
{
    return static_cast<int>(std::count_if(map.grid.entities.begin(), map.grid.entities.end(),
                                          [&](const Entity &e) { return e.type == type; }));
}

std::string pointText(Point p)
{
    return "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")";
}

/// The readable summary compared with tests/data/loderunner/read/<case>/expected.txt.
std::string dump(const Result<std::vector<LodeRunnerLevel>> &levels)
{
    if (!levels)
        return "error: " + levels.error().toString() + "\n";
    std::string out;
    for (std::size_t i = 0; i < levels->size(); ++i) {
        const LodeRunnerLevel &l = (*levels)[i];
        std::string gold;
        std::string guards;
        for (const Entity &e : l.map.grid.entities)
            (e.type == "gold" ? gold : guards) += " " + pointText({e.x, e.y});
        out += "level " + std::to_string(i + 1) + ": title \"" + l.title + "\", first line " +
               std::to_string(l.firstLine) + ", runner " + pointText(*l.map.grid.start) + ", gold " +
               std::to_string(countType(l.map, "gold")) + ":" + gold + ", guards " +
               std::to_string(countType(l.map, "guard")) + ":" + guards + "\n";
        auto rows = writeLodeRunnerLevel(l.map);
        if (!rows)
            return out + "cannot write: " + rows.error().toString() + "\n";
        std::size_t start = 0;
        for (std::size_t end = rows->find('\n'); end != std::string::npos; end = rows->find('\n', start)) {
            out += "|" + rows->substr(start, end - start) + "|\n";
            start = end + 1;
        }
    }
    return out;
}

/// The first differing lines of two texts, or an empty string when they are equal.
QString lineDiff(const std::string &expected, const std::string &actual)
{
    if (expected == actual)
        return {};
    const QStringList e = QString::fromStdString(expected).split(QLatin1Char('\n'));
    const QStringList a = QString::fromStdString(actual).split(QLatin1Char('\n'));
    QString diff;
    int shown = 0;
    for (qsizetype i = 0; i < std::max(e.size(), a.size()) && shown < 6; ++i) {
        const QString el = i < e.size() ? e[i] : QStringLiteral("<none>");
        const QString al = i < a.size() ? a[i] : QStringLiteral("<none>");
        if (el != al) {
            diff +=
                QStringLiteral("\n  line %1: expected '%2'\n           got      '%3'").arg(i + 1).arg(el, al);
            ++shown;
        }
    }
    return diff;
}

} // namespace

class TestLodeRunnerFormat : public QObject
{
    Q_OBJECT

private slots:
    void readSamples_findsTitledLevelsWithGoldAndGuards();
    void readCases_matchExpectedFiles_data();
    void readCases_matchExpectedFiles();
    void readThenWrite_canonicalText_isUnchanged();
    void writeThenRead_givesSameLevelsAndTitles();
    void readRowTooLong_reportsFirstExtraColumn();
    void readSpacesPastWidth_areIgnored();
    void readShortRows_arePaddedWithEmpty();
    void readTitleWithControlCharacters_readsAsWrittenBack();
    void readUnknownCharacter_reportsLineAndColumn();
    void readNoRunner_reportsLevelFirstLine();
    void readTwoRunners_reportsSecondRunnerAndFirst();
    void readPartialLevel_reportsLevelFirstLine();
    void readEmptyFile_isAnError();
    void readBadSize_isAnError();
    void readLevel_picksLevelN();
    void readLevel_indexPastLastLevel_isAnError();
    void write_mapTheFormatCannotHold_isAnError_data();
    void write_mapTheFormatCannotHold_isAnError();
    void write_levelsOfDifferentSizes_isAnError();
};

void TestLodeRunnerFormat::readSamples_findsTitledLevelsWithGoldAndGuards()
{
    auto levels = loadLodeRunnerFile(samplesPath());
    QVERIFY2(levels.ok(), levels.ok() ? "" : levels.error().toString().c_str());
    QCOMPARE(levels->size(), std::size_t{4});
    const char *const titles[] = {"First Light", "Rope Walk", "Twin Towers", "The Well"};
    const int gold[] = {8, 9, 9, 10};
    const int firstLines[] = {6, 23, 40, 57};
    for (std::size_t i = 0; i < levels->size(); ++i) {
        const LodeRunnerLevel &l = (*levels)[i];
        QCOMPARE(QString::fromStdString(l.title), QString::fromLatin1(titles[i]));
        QCOMPARE(l.firstLine, firstLines[i]);
        QCOMPARE(countType(l.map, "gold"), gold[i]);
        QCOMPARE(countType(l.map, "guard"), 2);
        QCOMPARE(l.map.grid.width(), 28);
        QCOMPARE(l.map.grid.height(), 16);
        QVERIFY(l.map.grid.start.has_value());
        QVERIFY(!l.map.grid.exit.has_value());
        QVERIFY(l.map.source.generator.empty());
        QCOMPARE(l.map.kind, MapKind::Grid);
    }
}

void TestLodeRunnerFormat::readCases_matchExpectedFiles_data()
{
    QTest::addColumn<QString>("name");
    const auto dir = std::filesystem::path(MAPSMITH_TEST_DATA) / "loderunner" / "read";
    std::vector<std::string> names;
    for (const auto &entry : std::filesystem::directory_iterator(dir)) {
        if (entry.is_directory())
            names.push_back(entry.path().filename().string());
    }
    std::sort(names.begin(), names.end());
    QVERIFY(names.size() >= 10);
    for (const auto &n : names)
        QTest::newRow(n.c_str()) << QString::fromStdString(n);
}

void TestLodeRunnerFormat::readCases_matchExpectedFiles()
{
    QFETCH(QString, name);
    const std::string dir = "read/" + name.toStdString() + "/";
    const std::string actual = dump(readLodeRunnerText(readDataFile(dir + "input.txt"), "input.txt"));
    const QString diff = lineDiff(readDataFile(dir + "expected.txt"), actual);
    QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("%1/expected.txt differs:%2").arg(name, diff)));
}

void TestLodeRunnerFormat::readThenWrite_canonicalText_isUnchanged()
{
    const std::string text = readDataFile("read/canonical/input.txt");
    auto levels = readLodeRunnerText(text, "canonical");
    QVERIFY(levels.ok());
    auto written = writeLodeRunnerText(*levels);
    QVERIFY(written.ok());
    QCOMPARE(QString::fromStdString(*written), QString::fromStdString(text));
}

void TestLodeRunnerFormat::writeThenRead_givesSameLevelsAndTitles()
{
    auto levels = loadLodeRunnerFile(samplesPath());
    QVERIFY(levels.ok());
    auto text = writeLodeRunnerText(*levels);
    QVERIFY2(text.ok(), text.ok() ? "" : text.error().toString().c_str());
    auto back = readLodeRunnerText(*text, "written");
    QVERIFY2(back.ok(), back.ok() ? "" : back.error().toString().c_str());
    QCOMPARE(back->size(), levels->size());
    for (std::size_t i = 0; i < levels->size(); ++i) {
        QVERIFY((*back)[i].map == (*levels)[i].map);
        QCOMPARE((*back)[i].title, (*levels)[i].title);
        QCOMPARE((*back)[i].firstLine, static_cast<int>(i) * 17 + 2);
    }
    // Without titles: maps only, levels back to back.
    std::vector<Map> maps;
    for (const auto &l : *levels)
        maps.push_back(l.map);
    auto plain = writeLodeRunnerText(maps);
    QVERIFY(plain.ok());
    QCOMPARE(plain->size(), maps.size() * 16 * 29);
    auto plainBack = readLodeRunnerText(*plain, "plain");
    QVERIFY(plainBack.ok());
    for (std::size_t i = 0; i < maps.size(); ++i)
        QVERIFY((*plainBack)[i].map == maps[i]);
}

void TestLodeRunnerFormat::readRowTooLong_reportsFirstExtraColumn()
{
    auto rows = baseRows();
    rows[7] = std::string(28, ' ') + "##";
    QCOMPARE(errorText(join(rows)),
             QStringLiteral("levels.txt:8:29: row is 30 characters wide; a level is 28 wide"));
}

void TestLodeRunnerFormat::readSpacesPastWidth_areIgnored()
{
    auto rows = baseRows();
    rows[7] = std::string(28, '#') + "   ";
    auto levels = readLodeRunnerText(join(rows), "levels.txt");
    QVERIFY(levels.ok());
    QCOMPARE(levels->front().map.grid.tiles.at(27, 7), Tile::Brick);
}

void TestLodeRunnerFormat::readShortRows_arePaddedWithEmpty()
{
    auto levels = readLodeRunnerText(join(baseRows()), "levels.txt");
    QVERIFY(levels.ok());
    const GridMap &g = levels->front().map.grid;
    QCOMPARE(g.tiles.at(23, 2), Tile::Brick);
    QCOMPARE(g.tiles.at(24, 2), Tile::Floor); // row 2 is 24 characters long
    QCOMPARE(g.tiles.at(27, 0), Tile::Floor); // row 0 is an empty line
    QCOMPARE(*g.start, (Point{2, 14}));
    const std::vector<Entity> expected = {{"gold", 3, 1}, {"gold", 23, 1}, {"guard", 12, 4}, {"gold", 8, 14}};
    QVERIFY(g.entities == expected);
}

// Found by fuzz_loderunner (tests/fuzz/regressions/loderunner/title_with_nul_bytes.txt): NULs and tabs in a
// title were kept on reading but written as spaces, so a title did not read back the same.
void TestLodeRunnerFormat::readTitleWithControlCharacters_readsAsWrittenBack()
{
    const char title[] = "; \tThe\0Pit\x7f \n";
    const std::string text = std::string(title, sizeof title - 1) + join(baseRows());
    auto levels = readLodeRunnerText(text, "levels.txt");
    QVERIFY(levels.ok());
    QCOMPARE(levels->front().title, std::string("The Pit"));
    auto written = writeLodeRunnerText(*levels);
    QVERIFY(written.ok());
    auto back = readLodeRunnerText(*written, "again.txt");
    QVERIFY(back.ok());
    QCOMPARE(back->front().title, levels->front().title);
}

void TestLodeRunnerFormat::readUnknownCharacter_reportsLineAndColumn()
{
    auto rows = baseRows();
    rows[9] = "   #  x";
    QCOMPARE(errorText("; Level one\n" + join(rows)),
             QStringLiteral("levels.txt:11:7: unknown character 'x' (a level uses ' ' # @ H - X S $ 0 &; "
                            "a comment line starts with ';')"));
}

void TestLodeRunnerFormat::readNoRunner_reportsLevelFirstLine()
{
    auto second = baseRows();
    second[14] = "        $     H";
    QCOMPARE(errorText(join(baseRows()) + "; Two\n" + join(second)),
             QStringLiteral("levels.txt:18:1: level 2 (lines 18-33) has no runner '&'"));
}

void TestLodeRunnerFormat::readTwoRunners_reportsSecondRunnerAndFirst()
{
    auto rows = baseRows();
    rows[14] = "  &     $     H    &";
    QCOMPARE(
        errorText(join(rows)),
        QStringLiteral("levels.txt:15:20: level 1 (from line 1) has a second runner '&'; the first is at "
                       "line 15, column 3"));
}

void TestLodeRunnerFormat::readPartialLevel_reportsLevelFirstLine()
{
    const auto rows = baseRows();
    const std::vector<std::string> part(rows.begin(), rows.begin() + 5);
    QCOMPARE(errorText(join(rows) + "; Cut short\n" + join(part)),
             QStringLiteral("levels.txt:18:1: level 2 ends after 5 of 16 rows (lines 18-22)"));
    QCOMPARE(errorText(join(part) + "; Next\n" + join(rows)),
             QStringLiteral("levels.txt:1:1: level 1 ends after 5 of 16 rows (lines 1-5)"));
    // Blank lines at the end finish nothing and are dropped; a blank row inside a level counts.
    QCOMPARE(errorText(join(rows) + "\n\n  \n"), QStringLiteral("<no error>"));
}

void TestLodeRunnerFormat::readEmptyFile_isAnError()
{
    QCOMPARE(errorText(""), QStringLiteral("levels.txt: no level in the file (a level is 16 rows of up to 28 "
                                           "characters)"));
    QCOMPARE(errorText("; only a comment\n\n"),
             QStringLiteral("levels.txt: no level in the file (a level is 16 rows of up to 28 characters)"));
}

void TestLodeRunnerFormat::readBadSize_isAnError()
{
    auto levels = readLodeRunnerText(join(baseRows()), "levels.txt", 0, 16);
    QVERIFY(!levels.ok());
    QCOMPARE(QString::fromStdString(levels.error().toString()),
             QStringLiteral("levels.txt: level size 0x16 is outside 1..4096"));
}

void TestLodeRunnerFormat::readLevel_picksLevelN()
{
    const std::string text = readDataFile("read/canonical/input.txt");
    auto all = readLodeRunnerText(text, "canonical");
    QVERIFY(all.ok());
    QCOMPARE(all->size(), std::size_t{2});
    for (int i = 0; i < 2; ++i) {
        auto one = readLodeRunnerLevel(text, "canonical", i);
        QVERIFY(one.ok());
        QVERIFY(*one == (*all)[static_cast<std::size_t>(i)].map);
    }
    QVERIFY(!(readLodeRunnerLevel(text, "canonical", 0).value() ==
              readLodeRunnerLevel(text, "canonical", 1).value()));
}

void TestLodeRunnerFormat::readLevel_indexPastLastLevel_isAnError()
{
    const std::string text = readDataFile("read/canonical/input.txt");
    auto level = readLodeRunnerLevel(text, "canonical.txt", 2);
    QVERIFY(!level.ok());
    QCOMPARE(QString::fromStdString(level.error().toString()),
             QStringLiteral("canonical.txt: no level 3: the file holds 2 levels"));
    QVERIFY(!readLodeRunnerLevel(text, "canonical.txt", -1).ok());
}

void TestLodeRunnerFormat::write_mapTheFormatCannotHold_isAnError_data()
{
    QTest::addColumn<int>("change");
    QTest::addColumn<QString>("message");
    QTest::newRow("door tile") << 0 << "tile 'door' at (5, 3) has no Lode Runner symbol";
    QTest::newRow("no runner") << 1 << "the map has no runner start";
    QTest::newRow("runner off the map") << 2 << "the runner start at (28, 3) is outside the 28x16 map";
    QTest::newRow("exit") << 3 << "the map has an exit at (1, 1); a Lode Runner level has none";
    QTest::newRow("light entity") << 4 << "entity 'light' at (4, 4) has no Lode Runner symbol";
    QTest::newRow("gold on ladder")
        << 5 << "gold at (7, 3) is on 'ladder'; the format holds it only on an empty tile";
    QTest::newRow("guard on runner") << 6 << "a guard at (2, 14) shares its cell with the runner";
    QTest::newRow("tower map") << 7 << "a tower map cannot be written as a Lode Runner level";
}

void TestLodeRunnerFormat::write_mapTheFormatCannotHold_isAnError()
{
    QFETCH(int, change);
    QFETCH(QString, message);
    auto levels = readLodeRunnerText(join(baseRows()), "levels.txt");
    QVERIFY(levels.ok());
    Map map = levels->front().map;
    GridMap &g = map.grid;
    switch (change) {
    case 0:
        g.tiles.at(5, 3) = Tile::Door;
        break;
    case 1:
        g.start.reset();
        break;
    case 2:
        g.start = Point{28, 3};
        break;
    case 3:
        g.exit = Point{1, 1};
        break;
    case 4:
        g.entities.push_back({"light", 4, 4});
        break;
    case 5:
        g.entities.push_back({"gold", 7, 3});
        break;
    case 6:
        g.entities.push_back({"guard", 2, 14});
        break;
    default:
        map.kind = MapKind::Tower;
        break;
    }
    auto one = writeLodeRunnerLevel(map);
    QVERIFY(!one.ok());
    QCOMPARE(QString::fromStdString(one.error().toString()), message);
    auto many = writeLodeRunnerText(std::vector<Map>{levels->front().map, map});
    QVERIFY(!many.ok());
    QCOMPARE(QString::fromStdString(many.error().toString()), QStringLiteral("level 2: ") + message);
}

void TestLodeRunnerFormat::write_levelsOfDifferentSizes_isAnError()
{
    auto small = readLodeRunnerText(join(baseRows()), "small", 30, 16);
    auto classic = readLodeRunnerText(join(baseRows()), "classic");
    QVERIFY(small.ok() && classic.ok());
    auto text = writeLodeRunnerText(std::vector<Map>{classic->front().map, small->front().map});
    QVERIFY(!text.ok());
    QCOMPARE(
        QString::fromStdString(text.error().toString()),
        QStringLiteral("level 2: the map is 30x16 but level 1 is 28x16; one file holds levels of one size"));
}

QTEST_GUILESS_MAIN(TestLodeRunnerFormat)
#include "test_loderunner_format.moc"
