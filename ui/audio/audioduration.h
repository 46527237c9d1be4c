// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QByteArray>

namespace mapsmith {

/// The length of a music file in milliseconds, read from its header without decoding, for decode progress
/// (Qt 6.4's ffmpeg QAudioDecoder reports duration() as -1). Knows WAV (data size / byte rate), MP3 with a
/// Xing/Info frame count, and FLAC (STREAMINFO's sample count); -1 for anything else. `head` is the file's
/// first 64 kB, `fileSize` its size.
qint64 headerDurationMs(const QByteArray &head, qint64 fileSize);

} // namespace mapsmith
