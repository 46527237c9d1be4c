// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QString>

namespace mapsmith::media {

/// Qt Multimedia's backend for the whole process, chosen in this one place before anything of Qt Multimedia
/// is made: FFmpeg (it decodes MP3, FLAC and Ogg with no GStreamer plugins installed), unless the user's
/// QT_MEDIA_BACKEND names another. Every class of ours that makes a QMediaPlayer, QAudioOutput, QAudioDecoder
/// or QSoundEffect, or asks QMediaDevices, calls this first and leaves audio alone when it returns false:
/// the editor, `mapsmith beat` and every test go through it, so none of them can end up in a backend they did
/// not choose (Qt 6.4 falls back to GStreamer, which crashes in gst_element_link_many when its plugins are
/// missing).
///
/// True when the chosen backend's plugin is installed and loads. Thread-safe; the check runs once (it needs
/// the QCoreApplication for the plugin paths).
bool ensureBackend();

/// Why audio is unavailable, translated, naming the backend and what went wrong; empty when it is available.
QString unavailableReason();

} // namespace mapsmith::media
