// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace mapsmith {

/// What went wrong, in the words a user needs: the message names the file, line and column
/// (1-based; 0 = unknown) or the parameter (`path`) where the problem is.
enum class ErrorKind {
    BadInput,  ///< the user's file, value or command line is wrong (CLI exit 2)
    Io,        ///< a file could not be read or written (CLI exit 2)
    Cancelled, ///< a newer request replaced this one
    Internal,  ///< a bug: never expected
};

struct Error
{
    ErrorKind kind = ErrorKind::BadInput;
    std::string message;
    std::string file;
    int line = 0;
    int column = 0;

    /// "file:line:column: message", leaving out the parts that are unknown.
    std::string toString() const;

    static Error badInput(std::string message)
    {
        return Error{ErrorKind::BadInput, std::move(message), {}, 0, 0};
    }
    static Error io(std::string message) { return Error{ErrorKind::Io, std::move(message), {}, 0, 0}; }
    static Error cancelled() { return Error{ErrorKind::Cancelled, "cancelled", {}, 0, 0}; }
};

/// A value or an Error. Core's public functions return this; no exception leaves core.
template <class T> class Result
{
public:
    Result(T value) : m_data(std::in_place_index<0>, std::move(value)) {}
    Result(Error error) : m_data(std::in_place_index<1>, std::move(error)) {}

    bool ok() const { return m_data.index() == 0; }
    explicit operator bool() const { return ok(); }

    T &value() & { return std::get<0>(m_data); }
    const T &value() const & { return std::get<0>(m_data); }
    T &&value() && { return std::get<0>(std::move(m_data)); }
    T *operator->() { return &value(); }
    const T *operator->() const { return &value(); }
    T &operator*() & { return value(); }
    const T &operator*() const & { return value(); }

    const Error &error() const { return std::get<1>(m_data); }

private:
    std::variant<T, Error> m_data;
};

/// Result of an action that produces nothing but may fail.
struct Ok
{
};
using Status = Result<Ok>;

} // namespace mapsmith
