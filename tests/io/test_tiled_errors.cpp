// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Corrupt TMJ and TMX files: each gives one Error naming the place (file:line:column where the parser knows
// it, else the element, layer or object), compared whole. Nothing crashes, nothing allocates for an absurd
// size.

#include "tiledtest.h"

#ifndef Q_MOC_RUN
#include <mapsmith/io/tiled.h>
#endif

using namespace mapsmith;

namespace {

std::string tmx(const std::string &mapAttributes, const std::string &body)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<map orientation=\"orthogonal\" " + mapAttributes +
           " tilewidth=\"16\" tileheight=\"16\">\n" + body + "</map>\n";
}

std::string tmxLayer(const std::string &dataAttributes, const std::string &data)
{
    return tmx("width=\"2\" height=\"2\"", " <layer name=\"tiles\" width=\"2\" height=\"2\">\n  <data " +
                                               dataAttributes + ">" + data + "</data>\n </layer>\n");
}

std::string tmj(const std::string &layer, const std::string &extra = {})
{
    return "{\"width\": 2, \"height\": 2, \"tilewidth\": 16, \"tileheight\": 16, \"orientation\": "
           "\"orthogonal\",\n \"layers\": [" +
           layer + "]" + extra + "}";
}

std::string tmjData(const std::string &data, const std::string &more = {})
{
    return tmj("{\"type\": \"tilelayer\", \"name\": \"tiles\", \"width\": 2, \"height\": 2, \"data\": " +
               data + more + "}");
}

/// `depth` group layers, one inside the other.
std::string nestedGroups(int depth)
{
    std::string open;
    std::string close;
    for (int i = 0; i < depth; ++i) {
        open += "<group>";
        close += "</group>";
    }
    return open + close + "\n";
}

std::string errorOf(const Result<Map> &r)
{
    return r.ok() ? std::string("(no error)") : r.error().toString();
}

} // namespace

class TestTiledErrors : public QObject
{
    Q_OBJECT

private slots:
    void corruptTmx_namesThePlace_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        const std::string bomb = tiledtest::toBase64(tiledtest::zcompress(std::string(1 << 20, '\1'), false));
        const std::pair<const char *, std::pair<std::string, std::string>> rows[] = {
            {"truncated",
             {tmxLayer("encoding=\"csv\"", "1,2,3,4").substr(0, 120),
              "bad.tmx:2:81: invalid XML: Error parsing start element tag"}},
            {"not xml", {"hello", "bad.tmx:1:6: invalid XML: No document element found"}},
            {"not a map", {"<tileset/>", "bad.tmx:1:1: a Tiled map starts with <map>, not <tileset>"}},
            {"width not a number",
             {tmx("width=\"wide\" height=\"2\"", ""),
              "bad.tmx:2:1: <map>: attribute 'width' must be an integer, not 'wide'"}},
            {"huge size",
             {tmx("width=\"100000\" height=\"100000\"", ""),
              "bad.tmx:2:1: <map>: width 100000 is outside [1, 4096]"}},
            {"no height", {tmx("width=\"2\"", ""), "bad.tmx:2:1: <map>: missing attribute 'height'"}},
            {"isometric",
             {"<map orientation=\"isometric\" width=\"2\" height=\"2\"/>",
              "bad.tmx:1:1: <map>: orientation 'isometric' is not supported (only orthogonal maps are)"}},
            {"csv letter",
             {tmxLayer("encoding=\"csv\"", "1,2,x,4"),
              "bad.tmx:4:28: <data>: expected a tile number in the CSV data, not 'x'"}},
            {"csv short",
             {tmxLayer("encoding=\"csv\"", "1,2,3"),
              "bad.tmx:4:29: <data>: the CSV data holds 3 tiles; the layer needs 4"}},
            {"csv long",
             {tmxLayer("encoding=\"csv\"", "1,2,3,4,5"),
              "bad.tmx:4:32: <data>: more than 4 tiles in the layer data"}},
            {"bad base64",
             {tmxLayer("encoding=\"base64\"", "AQAAAA*AAAA"),
              "bad.tmx:4:3: <data>: bad base64 data at character 7"}},
            {"bad zlib",
             {tmxLayer("encoding=\"base64\" compression=\"zlib\"", tiledtest::toBase64("not zlib at all")),
              "bad.tmx:4:3: <data>: the data is not valid zlib data (incorrect header check)"}},
            {"gzip labelled zlib",
             {tmxLayer("encoding=\"base64\" compression=\"zlib\"",
                       tiledtest::toBase64(tiledtest::zcompress(std::string(16, '\0'), true))),
              "bad.tmx:4:3: <data>: the data is not valid zlib data (incorrect header check)"}},
            {"cut short gzip",
             {tmxLayer("encoding=\"base64\" compression=\"gzip\"",
                       tiledtest::toBase64(tiledtest::zcompress(std::string(16, '\1'), true).substr(0, 12))),
              "bad.tmx:4:3: <data>: the gzip data is cut short"}},
            {"zip bomb",
             {tmxLayer("encoding=\"base64\" compression=\"zlib\"", bomb),
              "bad.tmx:4:3: <data>: the zlib data inflates to more than 16 bytes"}},
            {"zstd",
             {tmxLayer("encoding=\"base64\" compression=\"zstd\"", "AAAA"),
              "bad.tmx:4:3: <data>: the data is not valid zstd data (Unknown frame descriptor)"}},
            {"unknown compression",
             {tmxLayer("encoding=\"base64\" compression=\"lz4\"", "AAAA"),
              "bad.tmx:4:3: <data>: compression 'lz4' is not supported (use none, zlib, gzip or zstd)"}},
            {"too few bytes",
             {tmxLayer("encoding=\"base64\"", tiledtest::toBase64(std::string(12, '\1'))),
              "bad.tmx:4:3: <data>: the layer data holds 12 bytes; a 2 x 2 layer needs 16"}},
            {"object x not a number",
             {tmx("width=\"1\" height=\"1\"",
                  " <layer name=\"t\"><data encoding=\"csv\">1</data></layer>\n"
                  " <objectgroup><object id=\"5\" type=\"gold\" x=\"left\"/></objectgroup>\n"),
              "bad.tmx:4:15: <object>: attribute 'x' must be a number, not 'left'"}},
            {"deep groups",
             {tmx("width=\"1\" height=\"1\"", nestedGroups(40)),
              "bad.tmx:3:225: <group>: groups nested more than 32 deep"}},
            {"chunks far apart",
             {tmx("width=\"1\" height=\"1\" infinite=\"1\"",
                  " <layer name=\"t\"><data encoding=\"csv\"><chunk x=\"0\" y=\"0\" width=\"1\" "
                  "height=\"1\">1</chunk><chunk x=\"9000\" y=\"0\" width=\"1\" "
                  "height=\"1\">1</chunk></data></layer>\n"),
              "bad.tmx:3:88: <chunk>: the layer's chunks span more than 4096 tiles"}},
            {"chunk too big",
             {tmx("width=\"1\" height=\"1\" infinite=\"1\"",
                  " <layer name=\"t\"><data encoding=\"csv\"><chunk x=\"0\" y=\"0\" width=\"100000\" "
                  "height=\"1\">1</chunk></data></layer>\n"),
              "bad.tmx:3:39: <chunk>: width 100000 is outside [1, 4096]"}},
            {"tilesets out of order",
             {tmx("width=\"1\" height=\"1\"",
                  " <tileset firstgid=\"5\" name=\"a\" tilewidth=\"16\" tileheight=\"16\"/>\n"
                  " <tileset firstgid=\"2\" name=\"b\" tilewidth=\"16\" tileheight=\"16\"/>\n"),
              "bad.tmx:4:2: <tileset> 'b': firstgid 2 must be larger than the previous tileset's (5)"}},
            {"huge tile",
             {tmx("width=\"1\" height=\"1\"",
                  " <tileset firstgid=\"1\" name=\"a\" tilewidth=\"99999\" tileheight=\"16\"/>\n"),
              "bad.tmx:3:2: <tileset>: tilewidth 99999 is outside [0, 4096]"}},
            {"bad polygon",
             {tmx("width=\"1\" height=\"1\"",
                  " <objectgroup><object id=\"1\"><polygon points=\"0,0 1\"/></object></objectgroup>\n"),
              "bad.tmx:3:30: <polygon>: the points must be 'x,y x,y ...' (at most 1048576), not '0,0 1'"}},
            {"bad seed property",
             {tmx("width=\"1\" height=\"1\"",
                  " <properties>\n  <property name=\"mapsmith_seed\" value=\"-4\"/>\n </properties>\n"
                  " <layer name=\"t\"><data encoding=\"csv\">1</data></layer>\n"),
              "bad.tmx:4:3: <property> 'mapsmith_seed': the seed must be a whole "
              "number >= 0, not '-4'"}},
            {"param out of range",
             {tmx("width=\"1\" height=\"1\"",
                  " <properties>\n  <property name=\"mapsmith_generator\" value=\"cave\"/>\n"
                  "  <property name=\"param.fill_ratio\" type=\"float\" value=\"1.7\"/>\n </properties>\n"
                  " <layer name=\"t\"><data encoding=\"csv\">1</data></layer>\n"),
              "bad.tmx:5:3: <property> 'param.fill_ratio': fill_ratio 1.7 is "
              "outside [0, 1]"}},
            {"unknown param",
             {tmx("width=\"1\" height=\"1\"",
                  " <properties>\n  <property name=\"mapsmith_generator\" value=\"cave\"/>\n"
                  "  <property name=\"param.speed\" type=\"int\" value=\"3\"/>\n </properties>\n"
                  " <layer name=\"t\"><data encoding=\"csv\">1</data></layer>\n"),
              "bad.tmx:5:3: <property> 'param.speed': cave has no parameter "
              "'speed'"}},
        };
        for (const auto &[name, row] : rows)
            QTest::newRow(name) << QString::fromStdString(row.first) << QString::fromStdString(row.second);
    }
    void corruptTmx_namesThePlace()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        const auto r = readTmx(text.toStdString(), "bad.tmx", defaultTileMapping(), builtinGenerators());
        QCOMPARE(QString::fromStdString(errorOf(r)), expected);
    }

    void latin1ByteInUtf8Tmx_isRefusedWithItsPlace()
    {
        // pugixml passes bytes through; a Latin-1 'e acute' used to reach the map's generator name unchecked.
        const std::string text =
            tmx("width=\"1\" height=\"1\"",
                " <properties>\n  <property name=\"mapsmith_generator\" value=\"cav\xe9\"/>\n </properties>\n"
                " <layer name=\"t\"><data encoding=\"csv\">1</data></layer>\n");
        QCOMPARE(errorOf(readTmx(text, "bad.tmx", defaultTileMapping(), builtinGenerators())),
                 std::string("bad.tmx:4:49: invalid XML: byte 0xe9 is not UTF-8 (save the file as UTF-8, or "
                             "declare its encoding)"));
        // Declared as Latin-1, the same byte is read as the letter it is.
        std::string declared = text;
        declared.replace(declared.find("UTF-8"), 5, "ISO-8859-1");
        const auto map = readTmx(declared, "latin1.tmx", defaultTileMapping(), builtinGenerators());
        QVERIFY2(map.ok(), errorOf(map).c_str());
        QCOMPARE(map->source.generator, std::string("cav\xc3\xa9"));
    }

    void corruptTmj_namesThePlace_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        const std::pair<const char *, std::pair<std::string, std::string>> rows[] = {
            {"truncated",
             {tmjData("[1, 2, 3, 4]").substr(0, 100),
              "bad.tmj:2:11: invalid JSON: syntax error while parsing value - unexpected end of input; "
              "expected '[', '{', or a literal"}},
            {"not an object", {"[1]", "bad.tmj: a Tiled map must be a JSON object, not array"}},
            // Found by fuzz_tmj (regressions/tmj/number_overflow.tmj): nlohmann::json throws out_of_range,
            // not parse_error, for a number past double's range.
            {"number overflow",
             {"{\"width\": 2,\n \"height\": 1E400}",
              "bad.tmj:2:12: invalid JSON: number overflow parsing '1E400'"}},
            {"width as text",
             {"{\"width\": \"2\", \"height\": 2}", "bad.tmj: map: 'width' must be an integer, not string"}},
            {"huge size",
             {"{\"width\": 5000000, \"height\": 2}", "bad.tmj: map: width 5000000 is outside [1, 4096]"}},
            {"no layers", {"{\"width\": 2, \"height\": 2}", "bad.tmj: map: missing 'layers' (an array)"}},
            {"hexagonal",
             {"{\"orientation\": \"hexagonal\"}",
              "bad.tmj: map: orientation 'hexagonal' is not supported (only orthogonal maps are)"}},
            {"data as text",
             {tmjData("\"1,2,3,4\""),
              "bad.tmj: layers[0] 'tiles': 'data' must be an array of tile numbers, not string"}},
            {"data too short",
             {tmjData("[1, 2, 3]"), "bad.tmj: layers[0] 'tiles': 'data' holds 3 tiles; the layer needs 4"}},
            {"negative gid",
             {tmjData("[1, 2, -3, 4]"), "bad.tmj: layers[0] 'tiles' data[2]: a tile number must be an "
                                        "integer in [0, 4294967295], not -3"}},
            {"fractional gid",
             {tmjData("[1, 2.5, 3, 4]"), "bad.tmj: layers[0] 'tiles' data[1]: a tile number must be an "
                                         "integer in [0, 4294967295], not 2.5"}},
            {"bad base64",
             {tmjData("\"AAAA!AAA\"", ", \"encoding\": \"base64\""),
              "bad.tmj: layers[0] 'tiles': bad base64 data at character 5"}},
            {"bad gzip",
             {tmjData("\"" + tiledtest::toBase64("definitely not gzip") + "\"",
                      ", \"encoding\": \"base64\", \"compression\": \"gzip\""),
              "bad.tmj: layers[0] 'tiles': the data is not valid gzip data (incorrect header check)"}},
            {"layer size differs",
             {tmj("{\"type\": \"tilelayer\", \"name\": \"t\", \"width\": 3, \"height\": 2, \"data\": []}"),
              "bad.tmj: layers[0] 't': the layer is 3 x 2, the map 2 x 2"}},
            {"object y as text",
             {tmj("{\"type\": \"tilelayer\", \"data\": [1, 1, 1, 1]}, {\"type\": \"objectgroup\", \"name\": "
                  "\"e\", "
                  "\"objects\": [{\"id\": 9, \"type\": \"gold\", \"x\": 0, \"y\": \"0\"}]}"),
              "bad.tmj: layers[1] 'e' objects[0] (id 9): 'y' must be a number, not string"}},
            {"property as list",
             {tmj("{\"type\": \"tilelayer\", \"data\": [1, 1, 1, 1]}",
                  ", \"properties\": [{\"name\": \"mapsmith_seed\", \"value\": [1]}]"),
              "bad.tmj: properties[0] 'mapsmith_seed': a property value must be text, a number or a bool, "
              "not array"}},
            {"param of the wrong type",
             {tmj("{\"type\": \"tilelayer\", \"data\": [1, 1, 1, 1]}",
                  ", \"properties\": [{\"name\": \"mapsmith_generator\", \"value\": \"cave\"}, "
                  "{\"name\": \"param.steps\", \"type\": \"float\", \"value\": 1.5}]"),
              "bad.tmj: properties[1] 'param.steps': steps must be an integer, not "
              "1.5"}},
        };
        for (const auto &[name, row] : rows)
            QTest::newRow(name) << QString::fromStdString(row.first) << QString::fromStdString(row.second);
    }
    void corruptTmj_namesThePlace()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        const auto r = readTmj(text.toStdString(), "bad.tmj", defaultTileMapping(), builtinGenerators());
        QCOMPARE(QString::fromStdString(errorOf(r)), expected);
    }

    void invalidUtf8_isAJsonErrorAtItsColumn()
    {
        const auto r =
            readTmj("{\"width\": \"ab\xff\"}", "bad.tmj", defaultTileMapping(), builtinGenerators());
        QVERIFY(!r.ok());
        QCOMPARE(r.error().line, 1);
        QCOMPARE(r.error().column, 14);
        QVERIFY(
            r.error().message.starts_with("invalid JSON: syntax error while parsing value - invalid string: "
                                          "ill-formed UTF-8 byte"));
    }

    void truncatedAtEveryByte_neverCrashesAndAlwaysNamesTheFile()
    {
        const Map map = tiledtest::generated("loderunner", 2);
        const std::string texts[] = {*writeTmx(map, defaultTileMapping()),
                                     *writeTmj(map, defaultTileMapping())};
        for (int f = 0; f < 2; ++f) {
            const std::string &text = texts[f];
            for (std::size_t cut = 0; cut < text.size(); cut += 7) {
                const std::string part = text.substr(0, cut);
                const auto r = f == 0 ? readTmx(part, "cut", defaultTileMapping(), builtinGenerators())
                                      : readTmj(part, "cut", defaultTileMapping(), builtinGenerators());
                QVERIFY2(!r.ok(), ("accepted a file cut at byte " + std::to_string(cut)).c_str());
                QCOMPARE(r.error().file, std::string("cut"));
            }
        }
    }

    void towerMaps_andUnmappedTiles_cannotBeWritten()
    {
        Map tower;
        tower.kind = MapKind::Tower;
        QCOMPARE(writeTmj(tower, defaultTileMapping()).error().message,
                 std::string("a tower map cannot be written as a Tiled map (only grid maps can)"));
        Map grid;
        grid.grid.tiles = Grid<Tile>(2, 2, Tile::Floor);
        grid.grid.tiles.at(1, 1) = Tile::Door;
        TileMapping mapping;
        mapping.set(1, Tile::Floor);
        QCOMPARE(writeTmx(grid, mapping).error().message,
                 std::string("tile 'door' at (1, 1) has no gid in the tile mapping"));
    }
};

QTEST_GUILESS_MAIN(TestTiledErrors)
#include "test_tiled_errors.moc"
