// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "sweep/sweepjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>
#include <optional>
#include <tuple>

namespace mapsmith {

using namespace sweep;

namespace {

constexpr double kExactInJson = 9007199254740992.0; // 2^53

QJsonValue seedValue(std::uint64_t seed)
{
    if (seed <= static_cast<std::uint64_t>(kExactInJson))
        return QJsonValue(static_cast<qint64>(seed));
    return QJsonValue(QString::number(seed));
}

QJsonObject seedListToJson(const SeedList &list)
{
    QJsonArray seeds;
    for (std::uint64_t s : list.seeds)
        seeds.append(seedValue(s));
    return {{QStringLiteral("count"), static_cast<qint64>(list.count)}, {QStringLiteral("seeds"), seeds}};
}

QJsonObject metricToJson(const MetricSpec &spec, const MetricStats &m)
{
    QJsonArray histogram;
    for (const auto &[bin, list] : m.bins) {
        QJsonObject o = seedListToJson(list);
        o.insert(QStringLiteral("bin"), static_cast<qint64>(bin));
        o.insert(QStringLiteral("from"), spec.toValue(spec.binFrom(bin)));
        o.insert(QStringLiteral("to"), spec.toValue(spec.binTo(bin)));
        histogram.append(o);
    }
    QJsonObject o{{QStringLiteral("id"), QString::fromStdString(spec.id)},
                  {QStringLiteral("label"), QString::fromStdString(spec.label)},
                  {QStringLiteral("unit"), QString::fromStdString(spec.unit)},
                  {QStringLiteral("decimals"), spec.decimals},
                  {QStringLiteral("bin_rule"),
                   spec.rule == BinRule::Pow2 ? QStringLiteral("pow2") : QStringLiteral("linear")},
                  {QStringLiteral("bin_width"), spec.toValue(spec.width)},
                  {QStringLiteral("count"), static_cast<qint64>(m.count)},
                  {QStringLiteral("sum"), QString::fromStdString(int128ToString(m.sum))},
                  {QStringLiteral("sum_squares"), QString::fromStdString(int128ToString(m.sumSquares))},
                  {QStringLiteral("histogram"), histogram}};
    if (m.count > 0) {
        o.insert(QStringLiteral("min"), spec.toValue(m.min));
        o.insert(QStringLiteral("max"), spec.toValue(m.max));
        o.insert(QStringLiteral("mean"), m.mean() * spec.toValue(1));
        o.insert(QStringLiteral("stddev"), m.stddev() * spec.toValue(1));
    }
    return o;
}

} // namespace

QJsonObject sweepToJson(const SweepStats &stats)
{
    QJsonArray ranges;
    for (const auto &[first, last] : stats.ranges)
        ranges.append(QJsonArray{seedValue(first), seedValue(last)});
    QJsonArray metrics;
    for (std::size_t i = 0; i < stats.specs.size(); ++i)
        metrics.append(metricToJson(stats.specs[i], stats.metrics[i]));
    QJsonObject checks;
    for (const auto &[id, list] : stats.checks)
        checks.insert(QString::fromStdString(id), seedListToJson(list));
    QJsonObject o{{QStringLiteral("mapsmith_sweep"), kSweepFormatVersion},
                  {QStringLiteral("generator"), QString::fromStdString(stats.generator)},
                  {QStringLiteral("generator_version"), stats.generatorVersion},
                  {QStringLiteral("config"), QString::fromStdString(stats.config)},
                  {QStringLiteral("seed_cap"), static_cast<qint64>(stats.seedCap)},
                  {QStringLiteral("seeds"), seedValue(stats.seeds)},
                  {QStringLiteral("ranges"), ranges},
                  {QStringLiteral("failed"), seedListToJson(stats.failed)},
                  {QStringLiteral("metrics"), metrics},
                  {QStringLiteral("checks"), checks}};
    const double share = stats.solvableShare();
    if (share >= 0)
        o.insert(QStringLiteral("solvable_share"), share);
    if (const double beatable = stats.beatableShare(); beatable >= 0)
        o.insert(QStringLiteral("beatable_share"), beatable);
    return o;
}

namespace {

// Reads fields strictly, remembering the first problem with its JSON path.
class Reader
{
public:
    explicit Reader(std::string fileName) : m_file(std::move(fileName)) {}

    bool failed() const { return m_error.has_value(); }
    Error error() const { return *m_error; }

    void fail(const QString &path, const std::string &message)
    {
        if (!m_error) {
            m_error = Error::badInput(path.toStdString() + ": " + message);
            m_error->file = m_file;
        }
    }

    QJsonValue field(const QJsonObject &o, const QString &path, const char *key)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined())
            fail(join(path, key), "missing");
        return v;
    }

    std::int64_t integer(const QJsonValue &v, const QString &path, std::int64_t min, std::int64_t max)
    {
        const double d = v.toDouble(-1e300);
        if (!v.isDouble() || d != std::floor(d) || d < static_cast<double>(min) ||
            d > static_cast<double>(max)) {
            fail(path,
                 "expected a whole number in [" + std::to_string(min) + ", " + std::to_string(max) + "]");
            return min;
        }
        return static_cast<std::int64_t>(d);
    }

    std::uint64_t seed(const QJsonValue &v, const QString &path)
    {
        if (v.isString()) {
            bool ok = false;
            const auto s = v.toString().toULongLong(&ok);
            if (ok && !v.toString().startsWith(u'+'))
                return s;
        } else if (v.isDouble()) {
            return static_cast<std::uint64_t>(integer(v, path, 0, static_cast<std::int64_t>(kExactInJson)));
        }
        fail(path, "expected a seed (a whole number >= 0)");
        return 0;
    }

    double real(const QJsonValue &v, const QString &path)
    {
        if (!v.isDouble())
            fail(path, "expected a number");
        return v.toDouble();
    }

    std::string text(const QJsonValue &v, const QString &path)
    {
        if (!v.isString())
            fail(path, "expected a string");
        return v.toString().toStdString();
    }

    Int128 bigInteger(const QJsonValue &v, const QString &path)
    {
        const auto n = v.isString() ? int128FromString(v.toString().toStdString()) : std::nullopt;
        if (!n)
            fail(path, "expected a whole number as a decimal string");
        return n.value_or(0);
    }

    QJsonArray array(const QJsonValue &v, const QString &path)
    {
        if (!v.isArray())
            fail(path, "expected an array");
        return v.toArray();
    }

    QJsonObject object(const QJsonValue &v, const QString &path)
    {
        if (!v.isObject())
            fail(path, "expected an object");
        return v.toObject();
    }

    static QString join(const QString &path, const char *key)
    {
        return path.isEmpty() ? QLatin1String(key) : path + u'.' + QLatin1String(key);
    }

    static QString index(const QString &path, qsizetype i) { return path + QStringLiteral("[%1]").arg(i); }

private:
    std::string m_file;
    std::optional<Error> m_error;
};

SeedList readSeedList(Reader &r, const QJsonObject &o, const QString &path, std::size_t cap)
{
    SeedList list;
    list.count = r.integer(r.field(o, path, "count"), Reader::join(path, "count"), 0, INT64_MAX / 2);
    const QString seedsPath = Reader::join(path, "seeds");
    const QJsonArray seeds = r.array(r.field(o, path, "seeds"), seedsPath);
    for (qsizetype i = 0; i < seeds.size() && !r.failed(); ++i) {
        const std::uint64_t s = r.seed(seeds[i], Reader::index(seedsPath, i));
        if (!list.seeds.empty() && s <= list.seeds.back())
            r.fail(Reader::index(seedsPath, i), "seeds must be in ascending order");
        list.seeds.push_back(s);
    }
    if (list.seeds.size() > cap || static_cast<std::int64_t>(list.seeds.size()) > list.count)
        r.fail(seedsPath, "more seeds than count or seed_cap allow");
    return list;
}

MetricSpec readSpec(Reader &r, const QJsonObject &o, const QString &path)
{
    MetricSpec spec;
    spec.id = r.text(r.field(o, path, "id"), Reader::join(path, "id"));
    spec.label = r.text(r.field(o, path, "label"), Reader::join(path, "label"));
    spec.unit = r.text(r.field(o, path, "unit"), Reader::join(path, "unit"));
    spec.decimals =
        static_cast<int>(r.integer(r.field(o, path, "decimals"), Reader::join(path, "decimals"), 0, 3));
    const std::string rule = r.text(r.field(o, path, "bin_rule"), Reader::join(path, "bin_rule"));
    if (rule != "linear" && rule != "pow2")
        r.fail(Reader::join(path, "bin_rule"), "expected linear or pow2");
    spec.rule = rule == "pow2" ? BinRule::Pow2 : BinRule::Linear;
    spec.width = spec.toStored(r.real(r.field(o, path, "bin_width"), Reader::join(path, "bin_width")));
    if (spec.width < 1)
        r.fail(Reader::join(path, "bin_width"), "must be positive");
    return spec;
}

MetricStats readMetric(Reader &r, const MetricSpec &spec, const QJsonObject &o, const QString &path,
                       std::size_t cap)
{
    MetricStats m;
    m.count = r.integer(r.field(o, path, "count"), Reader::join(path, "count"), 0, INT64_MAX / 2);
    m.sum = r.bigInteger(r.field(o, path, "sum"), Reader::join(path, "sum"));
    m.sumSquares = r.bigInteger(r.field(o, path, "sum_squares"), Reader::join(path, "sum_squares"));
    if (m.count > 0) {
        m.min = spec.toStored(r.real(r.field(o, path, "min"), Reader::join(path, "min")));
        m.max = spec.toStored(r.real(r.field(o, path, "max"), Reader::join(path, "max")));
    }
    const QString hPath = Reader::join(path, "histogram");
    const QJsonArray histogram = r.array(r.field(o, path, "histogram"), hPath);
    std::int64_t inBins = 0;
    for (qsizetype i = 0; i < histogram.size() && !r.failed(); ++i) {
        const QString binPath = Reader::index(hPath, i);
        const QJsonObject b = r.object(histogram[i], binPath);
        const std::int64_t bin = r.integer(r.field(b, binPath, "bin"), Reader::join(binPath, "bin"),
                                           -(INT64_C(1) << 53), INT64_C(1) << 53);
        if (!m.bins.empty() && bin <= m.bins.rbegin()->first)
            r.fail(binPath, "bins must be in ascending order");
        m.bins[bin] = readSeedList(r, b, binPath, cap);
        inBins += m.bins[bin].count;
    }
    if (!r.failed() && inBins != m.count)
        r.fail(hPath,
               "the bins hold " + std::to_string(inBins) + " seeds, count says " + std::to_string(m.count));
    return m;
}

void readMetrics(Reader &r, const QJsonObject &root, SweepStats &s)
{
    const QJsonArray metrics = r.array(r.field(root, {}, "metrics"), QStringLiteral("metrics"));
    for (qsizetype i = 0; i < metrics.size() && !r.failed(); ++i) {
        const QString path = Reader::index(QStringLiteral("metrics"), i);
        const QJsonObject o = r.object(metrics[i], path);
        s.specs.push_back(readSpec(r, o, path));
        if (!r.failed())
            s.metrics.push_back(readMetric(r, s.specs.back(), o, path, s.seedCap));
    }
    const QJsonObject checks = r.object(r.field(root, {}, "checks"), QStringLiteral("checks"));
    for (auto it = checks.begin(); it != checks.end() && !r.failed(); ++it) {
        const QString path = QStringLiteral("checks.") + it.key();
        s.checks[it.key().toStdString()] = readSeedList(r, r.object(it.value(), path), path, s.seedCap);
    }
}

void readHeader(Reader &r, const QJsonObject &root, SweepStats &s)
{
    const QJsonValue version = r.field(root, {}, "mapsmith_sweep");
    if (r.failed())
        return;
    if (version.toInt(-1) != kSweepFormatVersion) {
        r.fail(QStringLiteral("mapsmith_sweep"),
               "version " + QString::number(version.toDouble()).toStdString() +
                   " is not supported (this build reads " + std::to_string(kSweepFormatVersion) + ")");
        return;
    }
    s.generator = r.text(r.field(root, {}, "generator"), QStringLiteral("generator"));
    s.generatorVersion = static_cast<int>(
        r.integer(r.field(root, {}, "generator_version"), QStringLiteral("generator_version"), 0, INT32_MAX));
    s.config = r.text(r.field(root, {}, "config"), QStringLiteral("config"));
    s.seedCap = static_cast<std::size_t>(
        r.integer(r.field(root, {}, "seed_cap"), QStringLiteral("seed_cap"), 1, 1000000));
    s.seeds = r.seed(r.field(root, {}, "seeds"), QStringLiteral("seeds"));
    const QJsonArray ranges = r.array(r.field(root, {}, "ranges"), QStringLiteral("ranges"));
    std::uint64_t inRanges = 0;
    for (qsizetype i = 0; i < ranges.size() && !r.failed(); ++i) {
        const QString path = Reader::index(QStringLiteral("ranges"), i);
        const QJsonArray pair = r.array(ranges[i], path);
        if (pair.size() != 2) {
            r.fail(path, "expected [first, last]");
            break;
        }
        const std::uint64_t first = r.seed(pair[0], Reader::index(path, 0));
        const std::uint64_t last = r.seed(pair[1], Reader::index(path, 1));
        if (!r.failed() && (last < first || !addRange(s.ranges, first, last)))
            r.fail(path, "the range is empty or overlaps another");
        inRanges += last - first + 1;
    }
    if (!r.failed() && inRanges != s.seeds)
        r.fail(QStringLiteral("seeds"), "the ranges hold " + std::to_string(inRanges) +
                                            " seeds, seeds says " + std::to_string(s.seeds));
    const QString failedPath = QStringLiteral("failed");
    s.failed = readSeedList(r, r.object(r.field(root, {}, "failed"), failedPath), failedPath, s.seedCap);
}

std::pair<int, int> lineAndColumn(const QByteArray &text, qsizetype offset)
{
    int line = 1;
    int column = 1;
    for (qsizetype i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return {line, column};
}

} // namespace

Result<SweepStats> sweepFromJson(const QByteArray &text, const std::string &fileName)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        Error e = Error::badInput(doc.isNull() ? parseError.errorString().toStdString()
                                               : std::string("expected a JSON object"));
        e.file = fileName;
        if (doc.isNull())
            std::tie(e.line, e.column) = lineAndColumn(text, parseError.offset);
        return e;
    }
    Reader r(fileName);
    SweepStats s;
    readHeader(r, doc.object(), s);
    if (!r.failed())
        readMetrics(r, doc.object(), s);
    if (r.failed())
        return r.error();
    return s;
}

} // namespace mapsmith
