// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// cleanText (core/util/cleantext.h): what it keeps, how it escapes, where it cuts, checked case by case, then
// exhaustively against an oracle built from an independent UTF-8 encoder, then on random bytes.

#include <mapsmith/random/rng.h>
#include <mapsmith/util/cleantext.h>
#include <mapsmith/util/result.h>

#include <QTest>

#include <string>
#include <string_view>
#include <unordered_set>

using namespace mapsmith;
using namespace std::string_literals;

namespace {

/// UTF-8 of a code point, written the textbook way (independent of cleantext.cpp's decoder).
std::string encode(char32_t cp)
{
    std::string out;
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xc0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3f));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xe0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
        out += static_cast<char>(0x80 | (cp & 0x3f));
    } else {
        out += static_cast<char>(0xf0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3f));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
        out += static_cast<char>(0x80 | (cp & 0x3f));
    }
    return out;
}

/// The characters the documented rules escape although they are well-formed.
bool isEscapedCharacter(char32_t cp)
{
    return cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) || cp == 0x2028 || cp == 0x2029 ||
           (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
}

/// The encodings of every kept character up to U+FFFF.
const std::unordered_set<std::string> &keptCharacters()
{
    static const std::unordered_set<std::string> units = [] {
        std::unordered_set<std::string> out;
        for (char32_t cp = 0; cp < 0x10000; ++cp) {
            if ((cp < 0xd800 || cp > 0xdfff) && !isEscapedCharacter(cp))
                out.insert(encode(cp));
        }
        return out;
    }();
    return units;
}

/// The oracle for texts of up to three bytes: clean when it splits into encodings of kept characters.
bool isCleanShortText(std::string_view s)
{
    if (s.empty())
        return true;
    for (std::size_t k = 1; k <= s.size(); ++k) {
        if (keptCharacters().contains(std::string(s.substr(0, k))) && isCleanShortText(s.substr(k)))
            return true;
    }
    return false;
}

std::string randomBytes(Rng &rng, std::size_t maxLength)
{
    std::string s(rng.below(maxLength + 1), '\0');
    for (char &c : s)
        c = static_cast<char>(rng.below(256));
    return s;
}

} // namespace

class TestErrorText : public QObject
{
    Q_OBJECT

private slots:
    void cleanText_keepsValidTextAndEscapesTheRest_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("shown");
        const auto row = [](const char *tag, const std::string &in, const std::string &out) {
            QTest::newRow(tag) << QByteArray::fromStdString(in) << QByteArray::fromStdString(out);
        };
        row("ascii", "unknown key 'seeds'", "unknown key 'seeds'");
        row("latin letters in UTF-8", "cavé naïve", "cavé naïve");
        row("chinese", "地图 关卡", "地图 关卡");
        row("four-byte emoji", "\xf0\x9f\x8e\xb5 beat", "\xf0\x9f\x8e\xb5 beat");
        row("highest code point", "\xf4\x8f\xbf\xbf", "\xf4\x8f\xbf\xbf");
        row("latin-1 byte", "cav\xe9", "cav\\xe9");
        row("lone continuation bytes", "\x80\xbf", "\\x80\\xbf");
        row("lead bytes never used", "\xc0\xc1\xf5\xff", "\\xc0\\xc1\\xf5\\xff");
        row("overlong slash (2 bytes)", "\xc0\xaf", "\\xc0\\xaf");
        row("overlong slash (3 bytes)", "\xe0\x80\xaf", "\\xe0\\x80\\xaf");
        row("overlong slash (4 bytes)", "\xf0\x80\x80\xaf", "\\xf0\\x80\\x80\\xaf");
        row("overlong NUL", "\xc0\x80", "\\xc0\\x80");
        row("high surrogate", "\xed\xa0\x80", "\\xed\\xa0\\x80");
        row("low surrogate", "\xed\xbf\xbf", "\\xed\\xbf\\xbf");
        row("past U+10FFFF", "\xf4\x90\x80\x80", "\\xf4\\x90\\x80\\x80");
        row("two-byte cut at the end", "ab\xc3", "ab\\xc3");
        row("three-byte cut at the end", "ab\xe4\xb8", "ab\\xe4\\xb8");
        row("four-byte cut at the end", "\xf0\x9f\x8e", "\\xf0\\x9f\\x8e");
        row("cut in the middle", "\xe4\xb8x\xe5\x9c\xb0", "\\xe4\\xb8x地");
        row("NUL", "a\0b"s, "a\\x00b");
        row("ESC sequence", "\x1b[31mred", "\\x1b[31mred");
        row("BEL", "ding\x07", "ding\\x07");
        row("DEL", "\x7f", "\\x7f");
        row("line breaks and tab", "one\ntwo\r\n\tthree", "one\\ntwo\\r\\n\\tthree");
        row("C1 control CSI",
            "\xc2\x9b"
            "31m",
            "\\u009b31m");
        row("next line", "\xc2\x85", "\\u0085");
        row("line separator",
            "a\xe2\x80\xa8"
            "b",
            "a\\u2028b");
        row("right-to-left override",
            "\xe2\x80\xae"
            "gpj.exe",
            "\\u202egpj.exe");
        row("backslash kept", "C:\\maps", "C:\\maps");
        row("byte order mark kept", "\xef\xbb\xbfmapsmith", "\xef\xbb\xbfmapsmith");
    }

    void cleanText_keepsValidTextAndEscapesTheRest()
    {
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, shown);
        const std::string out = cleanText(input.toStdString());
        QCOMPARE(QByteArray::fromStdString(out), shown);
        QVERIFY(isCleanText(out));
        QCOMPARE(isCleanText(input.toStdString()), input == shown);
    }

    void cleanText_cutsLongTextAtAWholeCharacter()
    {
        const std::string megabyte(1 << 20, 'x');
        QCOMPARE(cleanText(megabyte, 100), std::string(100, 'x') + "…");
        QCOMPARE(cleanText("abc", 3), "abc"s); // exactly at the cap: nothing cut
        QCOMPARE(cleanText("abcd", 3), "abc…"s);
        // Three-byte characters: 10 bytes hold three of them, never a part of the fourth.
        QCOMPARE(cleanText("地图地图地图", 10), "地图地…"s);
        // An escape is never split: 10 bytes hold two `\xff`.
        QCOMPARE(cleanText(std::string(10, '\xff'), 10), "\\xff\\xff…"s);
        QCOMPARE(cleanText("", 0), ""s);
        QCOMPARE(cleanText("a", 0), "…"s);
        QCOMPARE(excerpt(std::string(100, 'k')), "'" + std::string(kMaxExcerptBytes, 'k') + "…'");
        QCOMPARE(excerpt("caf\xe9"), "'caf\\xe9'"s);
    }

    // Exhaustive on short texts: every string of up to two bytes, and every three-byte string that starts
    // with a lead byte of a multi-byte sequence, is clean exactly when the encoder's oracle says so, and is
    // then kept unchanged; otherwise its cleaned form is clean.
    void isCleanText_agreesWithTheEncoderOnEveryShortText()
    {
        int checked = 0;
        std::string firstWrong;
        const auto check = [&](const std::string &s) {
            const bool expected = isCleanShortText(s);
            const bool right =
                isCleanText(s) == expected && (!expected || cleanText(s) == s) && isCleanText(cleanText(s));
            if (!right && firstWrong.empty())
                firstWrong = QByteArray::fromStdString(s).toHex(' ').toStdString() + " ";
            ++checked;
        };
        check("");
        for (int a = 0; a < 256; ++a) {
            check(std::string(1, static_cast<char>(a)));
            for (int b = 0; b < 256; ++b) {
                check({static_cast<char>(a), static_cast<char>(b)});
                if (a < 0xc0)
                    continue;
                for (int c = 0; c < 256; ++c)
                    check({static_cast<char>(a), static_cast<char>(b), static_cast<char>(c)});
            }
        }
        QCOMPARE(firstWrong, std::string());
        QVERIFY(checked > 4'000'000);
    }

    void cleanText_everyCharacterOfUnicodeIsKeptOrEscapedAlone()
    {
        for (char32_t cp = 0; cp <= 0x10ffff; ++cp) {
            if (cp >= 0xd800 && cp <= 0xdfff)
                continue;
            const std::string s = encode(cp);
            const std::string out = cleanText(s);
            const bool kept = out == s;
            if (kept == isEscapedCharacter(cp) || !isCleanText(out))
                QFAIL(qPrintable(QStringLiteral("U+%1").arg(quint32(cp), 4, 16, QLatin1Char('0'))));
        }
    }

    void cleanText_onRandomBytes_isCleanIdempotentAndBounded()
    {
        Rng rng(20261130);
        for (int i = 0; i < 20000; ++i) {
            const std::string bytes = randomBytes(rng, 64);
            const std::size_t cap = rng.below(80);
            const std::string out = cleanText(bytes, cap);
            QVERIFY(isCleanText(out));
            QVERIFY(out.size() <= cap + 3);
            QCOMPARE(cleanText(out, cap), out);
            const std::string whole = cleanText(bytes);
            QVERIFY(whole.size() <= 4 * bytes.size());
            QCOMPARE(cleanText(whole), whole);
            // The cut text is a beginning of the whole one.
            const std::string kept = out.ends_with("…") && whole != out ? out.substr(0, out.size() - 3) : out;
            QVERIFY(whole.starts_with(kept));
        }
    }

    void errorToString_isCleanAndBoundedAndNamesTheFile()
    {
        Error e = Error::badInput("unknown generator '\x1b]0;pwned\x07" + std::string(1 << 20, '\xe9') + "'");
        e.file = "maps/caf\xe9 地图.yaml";
        e.line = 3;
        e.column = 12;
        const std::string text = e.toString();
        QVERIFY(isCleanText(text));
        QVERIFY(text.starts_with(
            "maps/caf\\xe9 地图.yaml:3:12: unknown generator '\\x1b]0;pwned\\x07\\xe9\\xe9"));
        QVERIFY(text.ends_with("…"));
        QVERIFY(text.size() <= e.file.size() + 3 + 16 + kMaxMessageBytes + 3);
        // A long path is never cut; a clean message is kept whole.
        Error path = Error::io("cannot open: No such file or directory");
        path.file = std::string(3000, 'd') + "/level.yaml";
        QCOMPARE(path.toString(), path.file + ": " + path.message);
    }
};

QTEST_APPLESS_MAIN(TestErrorText)
#include "test_error_text.moc"
