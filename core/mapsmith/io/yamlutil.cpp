// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/io/yamlutil_p.h>
#include <mapsmith/util/cleantext.h>

#include <charconv>
#include <cmath>
#include <limits>
#include <sstream>
#include <yaml-cpp/eventhandler.h>

namespace mapsmith::yamlutil {

namespace {

int oneBased(int zeroBased)
{
    return zeroBased >= 0 ? zeroBased + 1 : 0;
}

std::string joined(const std::vector<std::string_view> &names)
{
    std::string out;
    for (const auto &n : names)
        out += (out.empty() ? "" : ", ") + std::string(n);
    return out;
}

/// "[4, 4096]", as ParamSpec::check writes an integer range.
std::string intRange(std::int64_t min, std::int64_t max)
{
    return "[" + std::to_string(min) + ", " + std::to_string(max) + "]";
}

/// "steps has no value; expected an integer" or "steps must be an integer, not 1.5".
Error typeError(const Entry &entry, const std::string &file, const std::string &expected)
{
    if (entry.value.IsNull())
        return errorAt(file, entry.valueMark(), entry.name + " has no value; expected " + expected);
    return errorAt(file, entry.valueMark(),
                   entry.name + " must be " + expected + ", not " + describe(entry.value));
}

bool isNumberLike(std::string_view text)
{
    return parseInt(text) || parseReal(text);
}

/// A number (integer or real) from a plain scalar, as a double.
std::optional<double> plainNumber(const YAML::Node &node)
{
    if (!isPlainScalar(node))
        return std::nullopt;
    if (auto i = parseInt(node.Scalar()))
        return static_cast<double>(*i);
    return parseReal(node.Scalar());
}

Result<ParamValue> readWeights(const ParamSpec &spec, const Entry &entry, const std::string &file)
{
    if (!entry.value.IsMap())
        return typeError(entry, file, "a map of key: weight");
    auto entries = readEntries(entry.value, file, spec.id);
    if (!entries)
        return entries.error();
    WeightTable table;
    for (const Entry &e : *entries) {
        bool known = false;
        for (const auto &k : spec.keys)
            known = known || k == e.name;
        if (!known) {
            std::vector<std::string_view> keys(spec.keys.begin(), spec.keys.end());
            return errorAt(file, e.key,
                           spec.id + " has no key " + excerpt(e.name) + " (expected one of: " + joined(keys) +
                               ")");
        }
        const auto weight = plainNumber(e.value);
        if (!weight)
            return typeError(Entry{spec.id + "." + e.name, e.key, e.value}, file, "a number");
        WeightEntry w{e.name, *weight};
        if (auto msg = spec.check(WeightTable{w}); !msg.empty())
            return errorAt(file, e.valueMark(), spec.id + " " + msg);
        table.push_back(std::move(w));
    }
    return ParamValue{std::move(table)};
}

Result<ParamValue> readTypedScalar(const ParamSpec &spec, const Entry &entry, const std::string &file)
{
    const YAML::Node &v = entry.value;
    const bool plain = isPlainScalar(v);
    switch (spec.type) {
    case ParamType::Int: {
        bool overflow = false;
        if (auto i = plain ? parseInt(v.Scalar(), &overflow) : std::nullopt)
            return ParamValue{*i};
        if (overflow) {
            return errorAt(
                file, entry.valueMark(),
                spec.id + " " + v.Scalar() + " is outside " +
                    intRange(static_cast<std::int64_t>(spec.min), static_cast<std::int64_t>(spec.max)));
        }
        return typeError(entry, file, "an integer");
    }
    case ParamType::Real:
        if (auto d = plainNumber(v))
            return ParamValue{*d};
        return typeError(entry, file, "a number");
    case ParamType::Bool:
        if (auto b = plain ? parseBool(v.Scalar()) : std::nullopt)
            return ParamValue{*b};
        return typeError(entry, file, "true or false");
    case ParamType::Choice: {
        if (v.IsScalar())
            return ParamValue{v.Scalar()};
        std::vector<std::string_view> ids;
        for (const auto &c : spec.choices)
            ids.push_back(c.id);
        return typeError(entry, file, "one of " + joined(ids));
    }
    case ParamType::WeightTable:
        return readWeights(spec, entry, file);
    }
    return Error{ErrorKind::Internal, "unknown parameter type", file, 0, 0};
}

/// Records where each document starts; ignores the rest.
class DocumentStarts final : public YAML::EventHandler
{
public:
    std::vector<YAML::Mark> marks;
    void OnDocumentStart(const YAML::Mark &mark) override { marks.push_back(mark); }
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark &, YAML::anchor_t) override {}
    void OnAlias(const YAML::Mark &, YAML::anchor_t) override {}
    void OnScalar(const YAML::Mark &, const std::string &, YAML::anchor_t, const std::string &) override {}
    void OnSequenceStart(const YAML::Mark &, const std::string &, YAML::anchor_t,
                         YAML::EmitterStyle::value) override
    {
    }
    void OnSequenceEnd() override {}
    void OnMapStart(const YAML::Mark &, const std::string &, YAML::anchor_t,
                    YAML::EmitterStyle::value) override
    {
    }
    void OnMapEnd() override {}
};

std::string escapeDoubleQuoted(std::string_view text)
{
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out = "\"";
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\r':
            out += "\\r";
            break;
        default:
            if (u < 0x20 || u == 0x7f) {
                out += "\\x";
                out += kHex[u >> 4];
                out += kHex[u & 0xf];
            } else {
                out += c;
            }
        }
    }
    return out + "\"";
}

} // namespace

// ---- positions and errors ------------------------------------------------------------------------

Error errorAt(const std::string &file, const YAML::Mark &mark, std::string message)
{
    return Error{ErrorKind::BadInput, std::move(message), file, oneBased(mark.line), oneBased(mark.column)};
}

YAML::Mark markAt(int line, int column)
{
    YAML::Mark m;
    m.line = line;
    m.column = column;
    return m;
}

Error errorAt(const std::string &file, const YAML::Node &node, std::string message)
{
    return errorAt(file, node.IsDefined() ? node.Mark() : YAML::Mark::null_mark(), std::move(message));
}

YAML::Mark Entry::valueMark() const
{
    if (!value.IsDefined() || value.IsNull())
        return key.Mark();
    return value.Mark();
}

Result<YAML::Node> parseDocument(std::string_view text, const std::string &file, std::string_view what)
{
    // Not YAML::LoadAll: in yaml-cpp 0.7 it loops forever, allocating, on a stray ',' (jbeder/yaml-cpp#1040,
    // fixed upstream by #1319). Load the first document, then look for a second with a bounded event pass.
    const std::string input(text);
    YAML::Node root;
    std::optional<YAML::Mark> second;
    bool any = false;
    try {
        root = YAML::Load(input);
        std::istringstream in(input);
        YAML::Parser parser(in);
        DocumentStarts starts;
        any = parser.HandleNextDocument(starts);
        // A document that starts where the first did consumed nothing: the stray token of #1040, not a
        // second document (the first is then null, which is reported below).
        if (any && parser.HandleNextDocument(starts) && starts.marks.back().pos != starts.marks.front().pos)
            second = starts.marks.back();
    } catch (const YAML::Exception &e) {
        return errorAt(file, e.mark, "invalid YAML: " + e.msg);
    }
    if (!any)
        return Error{ErrorKind::BadInput, "the file is empty; expected " + std::string(what), file, 0, 0};
    if (second)
        return errorAt(file, *second, "a second YAML document; expected only " + std::string(what));
    if (!root.IsMap())
        return errorAt(file, root,
                       "expected " + std::string(what) + " (a map of keys), not " + describe(root));
    return root;
}

Result<Entries> readEntries(const YAML::Node &map, const std::string &file, std::string_view what)
{
    Entries out;
    if (map.IsNull())
        return out;
    if (!map.IsMap())
        return errorAt(file, map, std::string(what) + " must be a map of keys, not " + describe(map));
    for (auto it = map.begin(); it != map.end(); ++it) {
        // A copy: the iterator's value is a temporary, and it->first a part of it.
        const YAML::Node key = it->first;
        const YAML::Node value = it->second;
        if (!key.IsScalar())
            return errorAt(file, key,
                           "a key in " + std::string(what) + " must be text, not " + describe(key));
        if (findEntry(out, key.Scalar()))
            return errorAt(file, key, "duplicate key " + excerpt(key.Scalar()) + " in " + std::string(what));
        out.push_back(Entry{key.Scalar(), key, value});
    }
    return out;
}

const Entry *findEntry(const Entries &entries, std::string_view name)
{
    for (const auto &e : entries) {
        if (e.name == name)
            return &e;
    }
    return nullptr;
}

Status rejectUnknownKeys(const Entries &entries, const std::vector<std::string_view> &allowed,
                         const std::string &file, std::string_view where)
{
    for (const auto &e : entries) {
        bool known = false;
        for (const auto &a : allowed)
            known = known || a == e.name;
        if (!known) {
            return errorAt(file, e.key,
                           "unknown key " + excerpt(e.name) + " " + std::string(where) +
                               " (expected one of: " + joined(allowed) + ")");
        }
    }
    return Ok{};
}

Status checkFormatVersion(const YAML::Node &root, const Entries &entries, const std::string &file,
                          int supported)
{
    const std::string current = std::to_string(supported);
    const Entry *e = findEntry(entries, "mapsmith");
    if (!e)
        return errorAt(file, root,
                       "missing key 'mapsmith' (the format version: 'mapsmith: " + current + "')");
    bool overflow = false;
    const auto v = isPlainScalar(e->value) ? parseInt(e->value.Scalar(), &overflow) : std::nullopt;
    if (!v && !overflow)
        return typeError(*e, file, "the format version " + current);
    if (overflow || *v > supported) {
        return errorAt(file, e->valueMark(),
                       "format version " + e->value.Scalar() + " is newer than this Mapsmith reads (" +
                           current + "); update Mapsmith");
    }
    if (*v < supported)
        return errorAt(file, e->valueMark(),
                       "format version " + e->value.Scalar() + " does not exist; expected " + current);
    return Ok{};
}

// ---- typed scalars -------------------------------------------------------------------------------

bool isPlainScalar(const YAML::Node &node)
{
    return node.IsScalar() && node.Tag() == "?";
}

std::string describe(const YAML::Node &node)
{
    if (!node.IsDefined() || node.IsNull())
        return "nothing";
    if (node.IsSequence())
        return "a list";
    if (node.IsMap())
        return "a map";
    const std::string &s = node.Scalar();
    if (isPlainScalar(node) && (isNumberLike(s) || parseBool(s)))
        return s;
    return "'" + cleanText(s, kMaxExcerptBytes) + "'";
}

std::optional<std::int64_t> parseInt(std::string_view text, bool *overflow)
{
    if (overflow)
        *overflow = false;
    if (!text.empty() && text.front() == '+')
        text.remove_prefix(1);
    if (text.empty() || text.front() == '+')
        return std::nullopt;
    std::int64_t v = 0;
    const char *end = text.data() + text.size();
    const auto [p, ec] = std::from_chars(text.data(), end, v);
    if (p != end)
        return std::nullopt;
    if (ec == std::errc::result_out_of_range && overflow)
        *overflow = true;
    if (ec != std::errc{})
        return std::nullopt;
    return v;
}

std::optional<std::uint64_t> parseUInt64(std::string_view text)
{
    if (!text.empty() && text.front() == '+')
        text.remove_prefix(1);
    if (text.empty() || text.front() == '+' || text.front() == '-')
        return std::nullopt;
    std::uint64_t v = 0;
    const char *end = text.data() + text.size();
    const auto [p, ec] = std::from_chars(text.data(), end, v);
    if (p != end || ec != std::errc{})
        return std::nullopt;
    return v;
}

std::optional<double> parseReal(std::string_view text)
{
    constexpr double inf = std::numeric_limits<double>::infinity();
    if (text == ".inf" || text == ".Inf" || text == ".INF" || text == "+.inf" || text == "+.Inf" ||
        text == "+.INF")
        return inf;
    if (text == "-.inf" || text == "-.Inf" || text == "-.INF")
        return -inf;
    if (text == ".nan" || text == ".NaN" || text == ".NAN")
        return std::numeric_limits<double>::quiet_NaN();
    if (!text.empty() && text.front() == '+')
        text.remove_prefix(1);
    // from_chars also takes "inf", "nan" and "infinity", which YAML does not: digits, sign, point, exponent.
    bool digit = false;
    for (const char c : text) {
        digit = digit || (c >= '0' && c <= '9');
        if (!((c >= '0' && c <= '9') || c == '.' || c == 'e' || c == 'E' || c == '-' || c == '+'))
            return std::nullopt;
    }
    if (!digit || text.front() == '+')
        return std::nullopt;
    double v = 0;
    const char *end = text.data() + text.size();
    const auto [p, ec] = std::from_chars(text.data(), end, v);
    if (p != end || ec != std::errc{})
        return std::nullopt;
    return v;
}

std::optional<bool> parseBool(std::string_view text)
{
    if (text == "true" || text == "True" || text == "TRUE")
        return true;
    if (text == "false" || text == "False" || text == "FALSE")
        return false;
    return std::nullopt;
}

Result<std::int64_t> readInt(const Entry &entry, const std::string &file, std::int64_t min, std::int64_t max)
{
    bool overflow = false;
    const auto v = isPlainScalar(entry.value) ? parseInt(entry.value.Scalar(), &overflow) : std::nullopt;
    if (overflow)
        return errorAt(file, entry.valueMark(),
                       entry.name + " " + entry.value.Scalar() + " is outside " + intRange(min, max));
    if (!v)
        return typeError(entry, file, "an integer");
    if (*v < min || *v > max)
        return errorAt(file, entry.valueMark(),
                       entry.name + " " + std::to_string(*v) + " is outside " + intRange(min, max));
    return *v;
}

Result<std::uint64_t> readUInt64(const Entry &entry, const std::string &file)
{
    const auto v = isPlainScalar(entry.value) ? parseUInt64(entry.value.Scalar()) : std::nullopt;
    if (!v) {
        return typeError(entry, file,
                         "an integer in [0, " + std::to_string(std::numeric_limits<std::uint64_t>::max()) +
                             "]");
    }
    return *v;
}

Result<std::string> readText(const Entry &entry, const std::string &file)
{
    if (!entry.value.IsScalar())
        return typeError(entry, file, "text");
    return entry.value.Scalar();
}

// ---- parameters ----------------------------------------------------------------------------------

Result<ParamValue> readParam(const ParamSpec &spec, const Entry &entry, const std::string &file)
{
    auto value = readTypedScalar(spec, entry, file);
    if (!value)
        return value;
    if (auto msg = spec.check(*value); !msg.empty())
        return errorAt(file, entry.valueMark(), spec.id + " " + msg);
    return value;
}

Result<ParamValue> readUntypedParam(const Entry &entry, const std::string &file)
{
    const YAML::Node &v = entry.value;
    if (v.IsScalar()) {
        if (!isPlainScalar(v))
            return ParamValue{v.Scalar()};
        if (auto i = parseInt(v.Scalar()))
            return ParamValue{*i};
        if (auto d = parseReal(v.Scalar()))
            return ParamValue{*d};
        if (auto b = parseBool(v.Scalar()))
            return ParamValue{*b};
        return ParamValue{v.Scalar()};
    }
    if (v.IsMap()) {
        auto entries = readEntries(v, file, entry.name);
        if (!entries)
            return entries.error();
        WeightTable table;
        for (const Entry &e : *entries) {
            const auto weight = plainNumber(e.value);
            if (!weight)
                return typeError(Entry{entry.name + "." + e.name, e.key, e.value}, file, "a number");
            table.push_back({e.name, *weight});
        }
        return ParamValue{std::move(table)};
    }
    return typeError(entry, file, "a number, true or false, text or a map of numbers");
}

Result<ParamSet> readParams(const Entry &params, const ParamSchema *schema, const std::string &file,
                            std::string_view owner)
{
    auto entries = readEntries(params.value, file, "params");
    if (!entries)
        return entries.error();
    ParamSet out;
    for (const Entry &e : *entries) {
        Result<ParamValue> value = ParamValue{};
        if (schema) {
            const ParamSpec *spec = schema->find(e.name);
            if (!spec) {
                std::vector<std::string_view> ids;
                for (const auto &s : schema->specs())
                    ids.push_back(s.id);
                return errorAt(file, e.key,
                               "unknown parameter " + excerpt(e.name) + " for generator '" +
                                   std::string(owner) + "' (expected one of: " + joined(ids) + ")");
            }
            value = readParam(*spec, e, file);
        } else {
            value = readUntypedParam(e, file);
        }
        if (!value)
            return value.error();
        out.set(e.name, std::move(*value));
    }
    return out;
}

// ---- writing -------------------------------------------------------------------------------------

std::string quote(std::string_view text)
{
    static constexpr std::string_view kReserved[] = {"y",   "n",    "yes",   "no",  "on",
                                                     "off", "true", "false", "null"};
    bool plain = !text.empty() && !isNumberLike(text);
    if (plain) {
        const char first = text.front();
        plain = (first >= 'a' && first <= 'z') || (first >= 'A' && first <= 'Z') || first == '_';
    }
    for (const char c : text) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                        c == '_' || c == '-' || c == '.' || c == '/';
        plain = plain && ok;
    }
    if (plain) {
        std::string lower;
        for (const char c : text)
            lower += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
        for (const auto r : kReserved)
            plain = plain && lower != r;
    }
    return plain ? std::string(text) : escapeDoubleQuoted(text);
}

std::string singleQuote(std::string_view text)
{
    std::string out = "'";
    for (const char c : text)
        out += c == '\'' ? std::string("''") : std::string(1, c);
    return out + "'";
}

std::string formatValue(const ParamValue &value)
{
    if (const auto *d = std::get_if<double>(&value)) {
        if (std::isnan(*d))
            return ".nan";
        if (std::isinf(*d))
            return *d > 0 ? ".inf" : "-.inf";
        return formatParamValue(value);
    }
    if (const auto *s = std::get_if<std::string>(&value))
        return quote(*s);
    if (const auto *t = std::get_if<WeightTable>(&value)) {
        std::string out = "{";
        for (const auto &e : *t) {
            if (out.size() > 1)
                out += ", ";
            out += quote(e.key) + ": " + formatValue(ParamValue{e.weight});
        }
        return out + "}";
    }
    return formatParamValue(value); // integers and bools
}

} // namespace mapsmith::yamlutil
