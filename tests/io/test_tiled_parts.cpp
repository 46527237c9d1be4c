// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// The parts under the Tiled formats: base64 (RFC 4648 vectors, Qt as an oracle on random bytes), zlib/gzip
// inflation against zlib directly, and the tile mapping file.

#include "tiledtest.h"

#ifndef Q_MOC_RUN
#include <mapsmith/io/base64.h>
#include <mapsmith/io/compress.h>
#include <mapsmith/io/tilemapping.h>
#include <mapsmith/random/rng.h>
#endif

using namespace mapsmith;

class TestTiledParts : public QObject
{
    Q_OBJECT

private slots:
    void base64_rfc4648Vectors()
    {
        const std::pair<const char *, const char *> vectors[] = {
            {"", ""},
            {"f", "Zg=="},
            {"fo", "Zm8="},
            {"foo", "Zm9v"},
            {"foob", "Zm9vYg=="},
            {"fooba", "Zm9vYmE="},
            {"foobar", "Zm9vYmFy"},
        };
        for (const auto &[plain, encoded] : vectors) {
            QCOMPARE(base64::encode(plain), std::string(encoded));
            QCOMPARE(base64::decode(encoded), std::optional<std::string>(plain));
        }
        QCOMPARE(base64::decode(" Zm9v\n  YmFy\n"), std::optional<std::string>("foobar"));
        QCOMPARE(base64::decode("Zm9vYg"), std::optional<std::string>("foob")); // padding left out
    }

    void base64_agreesWithQtOnRandomBytes()
    {
        Rng rng(99);
        for (int n = 0; n < 300; ++n) {
            std::string bytes(rng.below(64), '\0');
            for (char &c : bytes)
                c = static_cast<char>(rng.below(256));
            const std::string encoded = base64::encode(bytes);
            QCOMPARE(encoded, tiledtest::toBase64(bytes));
            QCOMPARE(base64::decode(encoded), std::optional<std::string>(bytes));
        }
    }

    void base64_badInput_pointsAtTheCharacter()
    {
        const std::pair<const char *, std::size_t> bad[] = {
            {"Zm9v*mFy", 4}, {"Z", 1}, {"Zm9vY", 5}, {"Zg=a", 3}, {"Zg===", 4}, {"=Zg=", 0}, {"Zh==", 4},
        };
        for (const auto &[text, offset] : bad) {
            std::size_t at = 1000;
            QVERIFY2(!base64::decode(text, &at), text);
            QCOMPARE(at, offset);
        }
    }

    void inflate_readsWhatZlibWrites_andStopsAtTheLimit()
    {
        const std::string data(5000, 'x');
        for (bool gzip : {false, true}) {
            const auto format = gzip ? compress::Format::Gzip : compress::Format::Zlib;
            auto out = compress::inflate(tiledtest::zcompress(data, gzip), format, data.size());
            QVERIFY(out.ok());
            QCOMPARE(*out, data);
            QCOMPARE(compress::inflate(compress::deflate(data, format), format, data.size()).value(), data);
            auto limited = compress::inflate(tiledtest::zcompress(data, gzip), format, 4999);
            QVERIFY(!limited.ok());
            QCOMPARE(limited.error().message,
                     std::string(gzip ? "the gzip" : "the zlib") + " data inflates to more than 4999 bytes");
        }
    }

    void mapping_roundTripsThroughItsFile()
    {
        TileMapping mapping;
        mapping.set(4096, Tile::Ladder);
        mapping.set(3, Tile::Wall);
        mapping.set(1, Tile::Wall);
        mapping.empty = Tile::Solid;
        QCOMPARE(mapping.gidFor(Tile::Wall), std::optional<std::uint32_t>(1));
        auto back = readTileMapping(writeTileMapping(mapping), "m.yaml");
        QVERIFY(back.ok());
        QCOMPARE(*back, mapping);
        auto builtin = readTileMapping(writeTileMapping(defaultTileMapping()), "d.yaml");
        QCOMPARE(*builtin, defaultTileMapping());
        QCOMPARE(defaultTileMapping().gids.size(), allTiles().size());
    }

    void mapping_badFile_namesLineAndColumn_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown tile")
            << "mapsmith: 1\ntiles:\n  1: lava\n"
            << "m.yaml:3:6: unknown tile 'lava' (expected one of: wall, floor, door, "
               "brick, solid, ladder, rope, trap, hidden_ladder, slow)";
        QTest::newRow("gid zero") << "mapsmith: 1\ntiles:\n  0: wall\n"
                                  << "m.yaml:3:3: gid '0' must be an integer in [1, 4096]";
        QTest::newRow("gid text") << "mapsmith: 1\ntiles:\n  one: wall\n"
                                  << "m.yaml:3:3: gid 'one' must be an integer in [1, 4096]";
        QTest::newRow("twice") << "mapsmith: 1\ntiles:\n  1: wall\n  01: floor\n"
                               << "m.yaml:4:3: gid 01 is listed twice";
        QTest::newRow("unknown key")
            << "mapsmith: 1\ntiles: {}\ncolours: 3\n"
            << "m.yaml:3:1: unknown key 'colours' in the tile mapping (expected one of: "
               "mapsmith, empty, tiles)";
        QTest::newRow("no tiles") << "mapsmith: 1\nempty: wall\n"
                                  << "m.yaml:1:1: missing key 'tiles'";
        QTest::newRow("list") << "mapsmith: 1\ntiles: [wall]\n"
                              << "m.yaml:2:8: tiles must be a map of gid: tile, not a list";
    }
    void mapping_badFile_namesLineAndColumn()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        auto r = readTileMapping(text.toStdString(), "m.yaml");
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error().toString()), expected);
    }
};

QTEST_GUILESS_MAIN(TestTiledParts)
#include "test_tiled_parts.moc"
