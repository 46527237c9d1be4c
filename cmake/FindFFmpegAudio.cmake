# SPDX-License-Identifier: MIT
# FFmpeg's demuxers, decoders and resampler (libavformat, libavcodec, libswresample, libavutil), which
# ui/audio/decoder.cpp calls directly: the same libraries Qt Multimedia's FFmpeg backend uses, without its
# per-buffer thread hand-offs (docs/PERFORMANCE.md, "Decoding"). Debian ships no CMake package for them and
# the build does not use pkg-config, so the headers and libraries are found by name.
# Defines the imported target FFmpeg::audio.
set(_ffmpeg_parts avformat avcodec swresample avutil)
set(_ffmpeg_vars)
foreach(part IN LISTS _ffmpeg_parts)
    find_path(FFmpegAudio_${part}_INCLUDE_DIR lib${part}/${part}.h PATH_SUFFIXES ffmpeg)
    find_library(FFmpegAudio_${part}_LIBRARY ${part})
    list(APPEND _ffmpeg_vars FFmpegAudio_${part}_INCLUDE_DIR FFmpegAudio_${part}_LIBRARY)
endforeach()
include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(FFmpegAudio REQUIRED_VARS ${_ffmpeg_vars})
if(FFmpegAudio_FOUND AND NOT TARGET FFmpeg::audio)
    add_library(FFmpeg::audio INTERFACE IMPORTED)
    foreach(part IN LISTS _ffmpeg_parts)
        target_include_directories(FFmpeg::audio SYSTEM INTERFACE ${FFmpegAudio_${part}_INCLUDE_DIR})
        target_link_libraries(FFmpeg::audio INTERFACE ${FFmpegAudio_${part}_LIBRARY})
    endforeach()
endif()
