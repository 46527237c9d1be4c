// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// zlib and gzip streams through zlib's inflate/deflate (https://zlib.net/manual.html): window bits 15 for
// zlib, 15 + 16 for gzip; zstd frames through libzstd's streaming decompressor
// (https://facebook.github.io/zstd/zstd_manual.html). Output grows in bounded chunks and stops at the
// caller's limit, whatever a frame header claims.
#include <mapsmith/io/compress.h>

#include <zlib.h>
#include <zstd.h>

namespace mapsmith::compress {

namespace {

int windowBits(Format format)
{
    return format == Format::Gzip ? 15 + 16 : 15;
}

const char *formatName(Format format)
{
    return format == Format::Gzip ? "gzip" : format == Format::Zstd ? "zstd" : "zlib";
}

Result<std::string> inflateZstd(std::string_view data, std::size_t maxOutput)
{
    ZSTD_DStream *stream = ZSTD_createDStream();
    if (!stream)
        return Error{ErrorKind::Internal, "zstd could not start", {}, 0, 0};
    ZSTD_inBuffer in{data.data(), data.size(), 0};
    std::string out;
    constexpr std::size_t kChunk = 64 * 1024;
    std::string message;
    std::size_t rc = 1;
    while (true) {
        if (out.size() > maxOutput) {
            message = "the zstd data inflates to more than " + std::to_string(maxOutput) + " bytes";
            break;
        }
        const std::size_t before = out.size();
        const std::size_t room = std::min(kChunk, maxOutput + 1 - before);
        out.resize(before + room);
        ZSTD_outBuffer o{out.data() + before, room, 0};
        rc = ZSTD_decompressStream(stream, &o, &in);
        out.resize(before + o.pos);
        if (ZSTD_isError(rc)) {
            message = std::string("the data is not valid zstd data (") + ZSTD_getErrorName(rc) + ")";
            break;
        }
        if (rc == 0 && in.pos == in.size)
            break; // a frame ended with the input
        if (in.pos == in.size && o.pos < room) {
            message = "the zstd data is cut short";
            break;
        }
    }
    ZSTD_freeDStream(stream);
    if (message.empty() && out.size() > maxOutput)
        message = "the zstd data inflates to more than " + std::to_string(maxOutput) + " bytes";
    if (!message.empty())
        return Error::badInput(message);
    return out;
}

} // namespace

Result<std::string> inflate(std::string_view data, Format format, std::size_t maxOutput)
{
    if (format == Format::Zstd)
        return inflateZstd(data, maxOutput);
    z_stream stream{};
    if (inflateInit2(&stream, windowBits(format)) != Z_OK)
        return Error{ErrorKind::Internal, "zlib could not start", {}, 0, 0};
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.data()));
    stream.avail_in = static_cast<uInt>(data.size());
    std::string out;
    constexpr std::size_t kChunk = 64 * 1024;
    int rc = Z_OK;
    std::string message;
    while (rc == Z_OK) {
        if (out.size() > maxOutput) {
            message = "the " + std::string(formatName(format)) + " data inflates to more than " +
                      std::to_string(maxOutput) + " bytes";
            break;
        }
        const std::size_t before = out.size();
        const std::size_t room = std::min(kChunk, maxOutput + 1 - before);
        out.resize(before + room);
        stream.next_out = reinterpret_cast<Bytef *>(out.data() + before);
        stream.avail_out = static_cast<uInt>(room);
        rc = ::inflate(&stream, Z_NO_FLUSH);
        out.resize(before + room - stream.avail_out);
        if (rc == Z_BUF_ERROR && stream.avail_in == 0) {
            message = "the " + std::string(formatName(format)) + " data is cut short";
            break;
        }
        if (rc == Z_BUF_ERROR)
            rc = Z_OK; // no progress possible only because the output was full: go round again
    }
    if (message.empty() && rc != Z_STREAM_END) {
        message = "the data is not valid " + std::string(formatName(format)) + " data";
        if (stream.msg)
            message += std::string(" (") + stream.msg + ")";
    }
    if (message.empty() && out.size() > maxOutput)
        message = "the " + std::string(formatName(format)) + " data inflates to more than " +
                  std::to_string(maxOutput) + " bytes";
    inflateEnd(&stream);
    if (!message.empty())
        return Error::badInput(message);
    return out;
}

std::string deflate(std::string_view data, Format format)
{
    if (format == Format::Zstd) {
        std::string out(ZSTD_compressBound(data.size()), '\0');
        const std::size_t n =
            ZSTD_compress(out.data(), out.size(), data.data(), data.size(), ZSTD_CLEVEL_DEFAULT);
        out.resize(ZSTD_isError(n) ? 0 : n);
        return out;
    }
    z_stream stream{};
    deflateInit2(&stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, windowBits(format), 8, Z_DEFAULT_STRATEGY);
    std::string out(deflateBound(&stream, static_cast<uLong>(data.size())) + 32, '\0');
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.data()));
    stream.avail_in = static_cast<uInt>(data.size());
    stream.next_out = reinterpret_cast<Bytef *>(out.data());
    stream.avail_out = static_cast<uInt>(out.size());
    ::deflate(&stream, Z_FINISH);
    out.resize(stream.total_out);
    deflateEnd(&stream);
    return out;
}

} // namespace mapsmith::compress
