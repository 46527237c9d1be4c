// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// Shared by the YAML readers and writers of core/io (config, map, schema). Internal to core: it exposes
// yaml-cpp types, which the public io headers do not.
//
// Reading: every error is an Error naming the file and the 1-based line and column of the offending node
// (yaml-cpp marks are 0-based). Scalars are typed by their text, not by yaml-cpp's YAML 1.1 conversions:
// an integer is an optional sign and decimal digits, a real adds a fraction and/or exponent (or is
// .inf / -.inf / .nan), a bool is true or false. A quoted scalar is always text.
//
// Writing: values are formatted so that the readers here give back exactly the same ParamValue.

#include <mapsmith/params/params.h>
#include <mapsmith/util/result.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>
#include <yaml-cpp/yaml.h>

namespace mapsmith::yamlutil {

// ---- positions and errors ------------------------------------------------------------------------

/// A BadInput Error at `mark` (0-based, as yaml-cpp gives it; a null mark leaves line and column out).
Error errorAt(const std::string &file, const YAML::Mark &mark, std::string message);
/// A mark for a position yaml-cpp does not give (inside a block scalar), 0-based like its own.
YAML::Mark markAt(int line, int column);
/// A BadInput Error at the start of `node` (no position when the node is not defined).
Error errorAt(const std::string &file, const YAML::Node &node, std::string message);

/// One key of a map with its value, as read from the file.
struct Entry
{
    std::string name; ///< the key's text
    YAML::Node key;
    YAML::Node value;
    /// Where to point at the value: the value itself, or the key when the value is empty (`seed:`),
    /// because yaml-cpp places an empty value at the next token, often on the next line.
    YAML::Mark valueMark() const;
};
using Entries = std::vector<Entry>;

/// Parses one YAML document. Broken YAML is an Error at the parser's position ("invalid YAML: ...");
/// an empty file, more than one document or a top level that is not a map are errors too.
/// `what` names the expected content in messages ("a Mapsmith config").
Result<YAML::Node> parseDocument(std::string_view text, const std::string &file, std::string_view what);

/// The keys of `map` in file order. Keys must be scalars and unique ("duplicate key 'seed'").
/// `what` names the map in messages ("params").
Result<Entries> readEntries(const YAML::Node &map, const std::string &file, std::string_view what);

/// The entry named `name`, or nullptr.
const Entry *findEntry(const Entries &entries, std::string_view name);

/// An Error at the first key not in `allowed`: "unknown key 'beat' in the config (expected one of: ...)".
Status rejectUnknownKeys(const Entries &entries, const std::vector<std::string_view> &allowed,
                         const std::string &file, std::string_view where);

/// The `mapsmith:` format version key: present and equal to `supported`; a newer version is an error
/// telling the user to update. `root` locates the error when the key is missing.
Status checkFormatVersion(const YAML::Node &root, const Entries &entries, const std::string &file,
                          int supported);

// ---- typed scalars -------------------------------------------------------------------------------

/// A plain (unquoted, untagged) scalar: only these can be numbers or bools.
bool isPlainScalar(const YAML::Node &node);

/// The node as it appears in a message: numbers and bools plainly, text quoted and cut to kMaxExcerptBytes
/// by cleanText ('abc', 'a very long valu…', 'caf\xe9'), "a list", "a map", "nothing".
std::string describe(const YAML::Node &node);

/// Full-text parses; std::nullopt when the text is not exactly such a number. parseInt reports
/// `overflow` (when given) for integer text outside the int64 range.
std::optional<std::int64_t> parseInt(std::string_view text, bool *overflow = nullptr);
std::optional<std::uint64_t> parseUInt64(std::string_view text);
std::optional<double> parseReal(std::string_view text);
std::optional<bool> parseBool(std::string_view text);

/// An integer in [min, max]: "width must be an integer, not 1.5", "width 5000 is outside [1, 4096]".
Result<std::int64_t> readInt(const Entry &entry, const std::string &file, std::int64_t min, std::int64_t max);
/// An unsigned 64-bit integer: "seed must be an integer in [0, 18446744073709551615], not -1".
Result<std::uint64_t> readUInt64(const Entry &entry, const std::string &file);
/// Any scalar as text: "generator must be text, not a list".
Result<std::string> readText(const Entry &entry, const std::string &file);

// ---- parameters ----------------------------------------------------------------------------------

/// The value of one parameter, typed by its spec and checked with ParamSpec::check; messages start with
/// the parameter id ("fill_ratio 1.7 is outside [0, 1]", "steps must be an integer, not 1.5").
Result<ParamValue> readParam(const ParamSpec &spec, const Entry &entry, const std::string &file);

/// The value of a parameter whose schema is unknown, typed by its text: int64, double, bool, text, or a
/// map of numbers (a weight table).
Result<ParamValue> readUntypedParam(const Entry &entry, const std::string &file);

/// A `params:` map. With a schema, every key must be one of its parameters and every value valid; the
/// result holds the values as given, in file order (complete them with ParamSchema::complete). Without a
/// schema the values are read by readUntypedParam. `owner` names the generator in messages.
Result<ParamSet> readParams(const Entry &params, const ParamSchema *schema, const std::string &file,
                            std::string_view owner);

// ---- writing -------------------------------------------------------------------------------------

/// `text` as a YAML scalar: plain when it is a simple word (letters, digits, _ - . /, starting with a letter
/// or _) that cannot be read as anything but this text, else double-quoted.
std::string quote(std::string_view text);
/// `text` single-quoted ('#'), as the map legend writes its characters.
std::string singleQuote(std::string_view text);
/// A parameter value as YAML that readParam / readUntypedParam read back as the same value. Weight
/// tables are written as flow maps ({gold: 1.0, light: 0.5}).
std::string formatValue(const ParamValue &value);

} // namespace mapsmith::yamlutil
