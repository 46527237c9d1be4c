// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Every reader of a user's file (config, map, project, Lode Runner text, Tiled TMJ and TMX, the beat
// section), fed the fuzz corpus and its regressions mutated by the seeded Rng, and pure random bytes: each
// input reads, or gives an Error whose text is valid UTF-8 without control characters, starts with the file's
// name and is shorter than a bound, whatever bytes the file holds.

#include <mapsmith/generate/registry.h>
#include <mapsmith/io/beatsection_p.h>
#include <mapsmith/io/config.h>
#include <mapsmith/io/loderunner.h>
#include <mapsmith/io/mapfile.h>
#include <mapsmith/io/project.h>
#include <mapsmith/io/tiled.h>
#include <mapsmith/io/tilemapping.h>
#include <mapsmith/io/yamlutil_p.h>
#include <mapsmith/random/rng.h>
#include <mapsmith/util/cleantext.h>

#include <QTest>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

using namespace mapsmith;

namespace {

/// Reads `text` as the file `name`: nothing when it reads, else the Error.
using Reader = std::function<std::optional<Error>(std::string_view text, const std::string &name)>;

template <class T> std::optional<Error> errorOf(const Result<T> &result)
{
    return result ? std::nullopt : std::optional<Error>(result.error());
}

std::optional<Error> readBeatSection(std::string_view text, const std::string &name)
{
    // As readConfig meets it: the `beat:` entry of a document, or the whole document as the section.
    auto root = yamlutil::parseDocument(text, name, "a beat section");
    if (!root)
        return root.error();
    auto entries = yamlutil::readEntries(*root, name, "the config");
    if (!entries)
        return entries.error();
    const yamlutil::Entry *beat = yamlutil::findEntry(*entries, "beat");
    const yamlutil::Entry whole{"beat", *root, *root};
    return errorOf(beatsection::read(beat ? *beat : whole, name));
}

const TileMapping &tileMapping()
{
    static const TileMapping mapping = defaultTileMapping();
    return mapping;
}

std::vector<std::pair<const char *, Reader>> readers()
{
    return {
        {"config",
         [](auto text, auto &name) { return errorOf(readConfig(text, name, builtinGenerators())); }},
        {"map", [](auto text, auto &name) { return errorOf(readMap(text, name, builtinGenerators())); }},
        {"project",
         [](auto text, auto &name) { return errorOf(readProject(text, name, builtinGenerators())); }},
        {"loderunner", [](auto text, auto &name) { return errorOf(readLodeRunnerText(text, name)); }},
        {"tmj", [](auto text,
                   auto &name) { return errorOf(readTmj(text, name, tileMapping(), builtinGenerators())); }},
        {"tmx", [](auto text,
                   auto &name) { return errorOf(readTmx(text, name, tileMapping(), builtinGenerators())); }},
        {"beat section", readBeatSection},
    };
}

/// Every file of the fuzz corpus and the regressions, of every target, in name order.
std::vector<std::string> corpus()
{
    namespace fs = std::filesystem;
    std::vector<fs::path> paths;
    for (const char *dir : {"corpus", "regressions"}) {
        for (const auto &entry :
             fs::recursive_directory_iterator(fs::path(MAPSMITH_SOURCE_DIR) / "tests/fuzz" / dir)) {
            if (entry.is_regular_file())
                paths.push_back(entry.path());
        }
    }
    std::sort(paths.begin(), paths.end());
    std::vector<std::string> out;
    for (const auto &p : paths) {
        std::ifstream in(p, std::ios::binary);
        out.emplace_back(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    }
    // A project file, which has no fuzz target of its own.
    Project project;
    project.config.generator = "cave";
    project.config.seed = 7;
    project.edits.setCell(Point{3, 4}, CellEdit{Tile::Wall, std::nullopt});
    project.edits.setCell(Point{5, 6}, CellEdit{std::nullopt, "gold"});
    project.edits.start = Point{1, 2};
    out.push_back(writeProject(project, builtinGenerators()));
    return out;
}

/// Bytes that make messages dirty: a Latin-1 é, an overlong '/', a surrogate, a cut CJK character, NUL,
/// ESC, BEL, a C1 control, a right-to-left override, a line break.
const std::vector<std::string> &nastyBytes()
{
    static const std::vector<std::string> bytes{"\xe9",
                                                "\xc0\xaf",
                                                "\xed\xa0\x80",
                                                "\xe4\xb8",
                                                std::string(1, '\0'),
                                                "\x1b[2J",
                                                "\x07",
                                                "\xc2\x9b",
                                                "\xe2\x80\xae",
                                                "\n",
                                                "\xff\xfe",
                                                "地图",
                                                "'",
                                                "\"",
                                                ": ",
                                                "- ",
                                                "{",
                                                "<",
                                                "&"};
    return bytes;
}

/// `text` with one to eight random edits: a byte changed, bytes inserted (random or nasty), a stretch
/// deleted or repeated.
std::string mutate(std::string text, Rng &rng)
{
    const auto edits = rng.range(1, 8);
    for (std::int64_t e = 0; e < edits; ++e) {
        const std::size_t at = text.empty() ? 0 : rng.below(text.size() + 1);
        switch (rng.below(5)) {
        case 0:
            if (at < text.size())
                text[at] = static_cast<char>(rng.below(256));
            break;
        case 1:
            text.insert(at, 1, static_cast<char>(rng.below(256)));
            break;
        case 2:
            text.insert(at, nastyBytes()[rng.below(nastyBytes().size())]);
            break;
        case 3:
            text.erase(at, rng.below(16));
            break;
        default:
            text.insert(at, text.substr(at, rng.below(64)));
            break;
        }
    }
    return text;
}

std::string randomBytes(Rng &rng, std::size_t maxLength)
{
    std::string s(rng.below(maxLength + 1), '\0');
    for (char &c : s)
        c = static_cast<char>(rng.below(256));
    return s;
}

/// The file names the inputs are read as: plain, Chinese, and one holding a Latin-1 byte (a Linux file
/// name need not be UTF-8), which the message shows escaped.
const std::vector<std::string> kNames{"bad.yaml", "关卡/地图.tmj", "caf\xe9.tmx"};

/// The promise for one input; an empty string when it holds, else what went wrong.
std::string checkError(const std::optional<Error> &error, const std::string &name)
{
    if (!error)
        return {};
    const std::string text = error->toString();
    if (!isCleanText(text))
        return "not clean: " + cleanText(text, 200);
    if (!text.starts_with(cleanText(name) + ":"))
        return "does not start with the file's name: " + cleanText(text, 200);
    if (text.size() > name.size() * 4 + 32 + kMaxMessageBytes + 3)
        return "too long (" + std::to_string(text.size()) + " bytes): " + cleanText(text, 200);
    return {};
}

} // namespace

class TestReaderErrors : public QObject
{
    Q_OBJECT

private slots:
    void everyReader_onMutatedCorpus_readsOrGivesCleanError_data()
    {
        QTest::addColumn<int>("reader");
        const auto all = readers();
        for (int i = 0; i < int(all.size()); ++i)
            QTest::newRow(all[i].first) << i;
    }

    void everyReader_onMutatedCorpus_readsOrGivesCleanError()
    {
        QFETCH(int, reader);
        const auto [id, read] = readers()[reader];
        const auto files = corpus();
        QVERIFY(files.size() > 40);
        Rng rng(8000 + reader);
        int errors = 0;
        const int mutants = 500;
        for (int i = 0; i < int(files.size()) + mutants; ++i) {
            // The corpus as it is first, then mutants of files drawn at random.
            const std::string input =
                i < int(files.size()) ? files[i] : mutate(files[rng.below(files.size())], rng);
            const std::string &name = kNames[rng.below(kNames.size())];
            const auto error = read(input, name);
            errors += error ? 1 : 0;
            const std::string wrong = checkError(error, name);
            QVERIFY2(wrong.empty(), qPrintable(QString::number(i) + ": " + QString::fromStdString(wrong)));
        }
        // The mutants must reach the error paths, or the test proves nothing.
        QVERIFY2(errors > mutants / 2, qPrintable(QString::number(errors)));
    }

    void everyReader_onRandomBytes_givesCleanError()
    {
        const auto all = readers();
        Rng rng(20261130);
        for (const auto &[id, read] : all) {
            for (int i = 0; i < 200; ++i) {
                const std::string input = randomBytes(rng, i < 100 ? 64 : 4096);
                const std::string &name = kNames[rng.below(kNames.size())];
                const auto error = read(input, name);
                const std::string wrong = checkError(error, name);
                QVERIFY2(wrong.empty(),
                         qPrintable(QString::fromLatin1(id) + ": " + QString::fromStdString(wrong)));
            }
        }
    }

    // A megabyte of junk on one line, in the places the parsers quote: the message stays short.
    void everyReader_onAMegabyteOfJunk_givesAShortMessage_data()
    {
        QTest::addColumn<QByteArray>("text");
        std::string junk(1 << 20, '\0');
        Rng rng(99);
        for (char &c : junk)
            c = static_cast<char>(0x80 + rng.below(0x40)); // continuation bytes: invalid everywhere
        QTest::newRow("bare") << QByteArray::fromStdString(junk);
        QTest::newRow("yaml value") << QByteArray::fromStdString("mapsmith: 1\ngenerator: " + junk + "\n");
        QTest::newRow("yaml key") << QByteArray::fromStdString("mapsmith: 1\n" + junk + ": 1\n");
        QTest::newRow("json string") << QByteArray::fromStdString("{\"width\": \"" + junk + "\"}");
        QTest::newRow("xml attribute")
            << QByteArray::fromStdString("<map width=\"" + junk + "\" height=\"1\"></map>");
    }

    void everyReader_onAMegabyteOfJunk_givesAShortMessage()
    {
        QFETCH(QByteArray, text);
        for (const auto &[id, read] : readers()) {
            const auto error = read(text.toStdString(), "junk.yaml");
            QVERIFY2(error, id);
            const std::string wrong = checkError(error, "junk.yaml");
            QVERIFY2(wrong.empty(),
                     qPrintable(QString::fromLatin1(id) + ": " + QString::fromStdString(wrong)));
        }
    }
};

QTEST_APPLESS_MAIN(TestReaderErrors)
#include "test_reader_errors.moc"
