// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The one symbol of the mapsmith_ffmpeg module (ui/CMakeLists.txt): the decoder, which the headless layer
// loads on the first compressed file it reads (audio/ffmpegmodule.cpp), so that the command line and the
// editor start without mapping and relocating FFmpeg's hundred libraries.
#include "audio/decoderffmpeg.h"

extern "C" __attribute__((visibility("default"))) mapsmith::FfmpegDecodeFunction mapsmith_ffmpeg_decoder()
{
    return &mapsmith::decodeWithFfmpeg;
}
