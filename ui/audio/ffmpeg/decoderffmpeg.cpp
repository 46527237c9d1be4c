// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Music file -> mono float PCM with FFmpeg's libraries, called directly.
// Source: FFmpeg's own examples (doc/examples/decode_audio.c, demux_decode.c: av_read_frame ->
// avcodec_send_packet -> avcodec_receive_frame) and libswresample's header (swr_set_matrix for the downmix).
// Why not QAudioDecoder: Qt 6.4's FFmpeg backend runs these same libraries on its own threads and hands every
// ~1024-sample buffer to the caller's event loop; measured on a 4-minute MP3, that cost 2.7x the CPU of the
// decoding itself, mostly in thread wake-ups (docs/PERFORMANCE.md, "Decoding").
// Complexity: O(S) time for S decoded samples (the output grows geometrically, reserved from the container's
// duration when it gives one); memory: the output plus FFmpeg's per-packet buffers.
// Determinism: FFmpeg's decoders are bit-exact for a given build; the downmix is the plain average.
#include "audio/decoderffmpeg.h"

// clang-format off
#include <mapsmith/util/runcontrol.h>
// clang-format on

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/channel_layout.h>
#include <libswresample/swresample.h>
}

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <memory>
#include <mutex>

namespace mapsmith {

namespace {

using Clock = std::chrono::steady_clock;

struct FormatClose
{
    void operator()(AVFormatContext *p) const { avformat_close_input(&p); }
};
struct CodecFree
{
    void operator()(AVCodecContext *p) const { avcodec_free_context(&p); }
};
struct SwrFree
{
    void operator()(SwrContext *p) const { swr_free(&p); }
};
struct PacketFree
{
    void operator()(AVPacket *p) const { av_packet_free(&p); }
};
struct FrameFree
{
    void operator()(AVFrame *p) const { av_frame_free(&p); }
};

// FFmpeg logs to stderr ("Estimating duration from bitrate"), which would break the CLI's one line per error;
// MAPSMITH_VERBOSE keeps its messages for debugging.
void quietLogsOnce()
{
    static std::once_flag once;
    std::call_once(once, [] {
        if (const char *v = std::getenv("MAPSMITH_VERBOSE"); !v || !*v)
            av_log_set_level(AV_LOG_QUIET);
    });
}

struct Guard
{
    const RunControl *control = nullptr;
    Clock::time_point deadline;
    FfmpegFailure stop = FfmpegFailure::None;

    bool check()
    {
        if (stop == FfmpegFailure::None && control && control->cancelled())
            stop = FfmpegFailure::Cancelled;
        if (stop == FfmpegFailure::None && Clock::now() > deadline)
            stop = FfmpegFailure::TimedOut;
        return stop != FfmpegFailure::None;
    }
};

// FFmpeg's interrupt callback: a non-zero return aborts the blocking read it is in.
int interrupted(void *opaque)
{
    return static_cast<Guard *>(opaque)->check() ? 1 : 0;
}

// Converts decoded frames of any sample format, rate and channel count to mono float at the output rate,
// rebuilding the resampler when a chained stream changes its parameters.
class MonoSink
{
public:
    MonoSink(std::vector<float> &out, int rate) : m_out(out), m_rate(rate) {}

    bool add(const AVFrame &frame)
    {
        if (!m_swr || frame.format != m_format || frame.sample_rate != m_inRate ||
            frame.ch_layout.nb_channels != m_channels) {
            flush();
            if (!open(frame))
                return false;
        }
        return convert(const_cast<const std::uint8_t **>(frame.extended_data), frame.nb_samples);
    }

    void flush()
    {
        if (m_swr)
            convert(nullptr, 0);
    }

private:
    bool open(const AVFrame &frame)
    {
        m_swr.reset();
        const int channels = frame.ch_layout.nb_channels;
        if (channels <= 0 || frame.sample_rate <= 0)
            return false;
        AVChannelLayout in{}, mono{};
        av_channel_layout_default(&in, channels); // the average ignores which channel is which
        av_channel_layout_default(&mono, 1);
        SwrContext *raw = nullptr;
        const int ok =
            swr_alloc_set_opts2(&raw, &mono, AV_SAMPLE_FMT_FLT, m_rate, &in,
                                static_cast<AVSampleFormat>(frame.format), frame.sample_rate, 0, nullptr);
        m_swr.reset(raw);
        av_channel_layout_uninit(&in);
        av_channel_layout_uninit(&mono);
        if (ok < 0 || !m_swr)
            return false;
        const std::vector<double> average(static_cast<std::size_t>(channels), 1.0 / channels);
        if (swr_set_matrix(m_swr.get(), average.data(), channels) < 0 || swr_init(m_swr.get()) < 0) {
            m_swr.reset();
            return false;
        }
        m_format = frame.format;
        m_inRate = frame.sample_rate;
        m_channels = channels;
        return true;
    }

    bool convert(const std::uint8_t **in, int count)
    {
        const int room = swr_get_out_samples(m_swr.get(), count);
        if (room < 0)
            return false;
        const std::size_t old = m_out.size();
        m_out.resize(old + static_cast<std::size_t>(room)); // geometric growth past the reserve
        auto *dst = reinterpret_cast<std::uint8_t *>(m_out.data() + old);
        const int got = swr_convert(m_swr.get(), &dst, room, in, count);
        m_out.resize(old + static_cast<std::size_t>(std::max(0, got)));
        return got >= 0;
    }

    std::vector<float> &m_out;
    int m_rate;
    std::unique_ptr<SwrContext, SwrFree> m_swr;
    int m_format = -1, m_inRate = 0, m_channels = 0;
};

std::string codecNameOfFirstAudio(const AVFormatContext &fmt)
{
    for (unsigned i = 0; i < fmt.nb_streams; ++i)
        if (fmt.streams[i]->codecpar->codec_type == AVMEDIA_TYPE_AUDIO)
            return avcodec_get_name(fmt.streams[i]->codecpar->codec_id);
    return {};
}

double durationSeconds(const AVFormatContext &fmt, const AVStream &stream)
{
    if (stream.duration != AV_NOPTS_VALUE && stream.duration > 0)
        return static_cast<double>(stream.duration) * av_q2d(stream.time_base);
    if (fmt.duration != AV_NOPTS_VALUE && fmt.duration > 0)
        return static_cast<double>(fmt.duration) / AV_TIME_BASE;
    return 0.0;
}

struct Session
{
    std::unique_ptr<AVFormatContext, FormatClose> format;
    std::unique_ptr<AVCodecContext, CodecFree> codec;
    int stream = -1;
};

// Opens the container and the decoder of its best audio stream; on failure sets out.failure.
Session open(const std::string &path, Guard &guard, FfmpegDecoded &out)
{
    Session s;
    AVFormatContext *raw = avformat_alloc_context();
    if (!raw) {
        out.failure = FfmpegFailure::NotAudio;
        return s;
    }
    raw->interrupt_callback.callback = &interrupted;
    raw->interrupt_callback.opaque = &guard;
    if (avformat_open_input(&raw, path.c_str(), nullptr, nullptr) < 0) { // frees raw on failure
        out.failure = guard.stop != FfmpegFailure::None ? guard.stop : FfmpegFailure::NotAudio;
        return s;
    }
    s.format.reset(raw);
    if (avformat_find_stream_info(s.format.get(), nullptr) < 0) {
        out.failure = guard.stop != FfmpegFailure::None ? guard.stop : FfmpegFailure::NotAudio;
        return s;
    }
    const AVCodec *decoder = nullptr;
    s.stream = av_find_best_stream(s.format.get(), AVMEDIA_TYPE_AUDIO, -1, -1, &decoder, 0);
    if (s.stream < 0 || !decoder) {
        out.failure =
            s.stream == AVERROR_DECODER_NOT_FOUND ? FfmpegFailure::NoDecoder : FfmpegFailure::NotAudio;
        out.detail = codecNameOfFirstAudio(*s.format);
        return s;
    }
    s.codec.reset(avcodec_alloc_context3(decoder));
    if (!s.codec || avcodec_parameters_to_context(s.codec.get(), s.format->streams[s.stream]->codecpar) < 0 ||
        avcodec_open2(s.codec.get(), decoder, nullptr) < 0) {
        out.failure = FfmpegFailure::NoDecoder;
        out.detail = decoder->name;
    }
    return s;
}

// Receives every frame the decoder has ready into the sink. False when the sink refuses a frame.
bool drain(AVCodecContext &codec, AVFrame &frame, MonoSink &sink)
{
    while (avcodec_receive_frame(&codec, &frame) >= 0) {
        const bool ok = sink.add(frame);
        av_frame_unref(&frame);
        if (!ok)
            return false;
    }
    return true;
}

} // namespace

FfmpegDecoded decodeWithFfmpeg(const std::string &path, int sampleRate, std::size_t maxSamples,
                               double deadlineSeconds, const RunControl *control)
{
    quietLogsOnce();
    FfmpegDecoded out;
    Guard guard{control,
                Clock::now() + std::chrono::milliseconds(static_cast<long long>(deadlineSeconds * 1e3))};
    Session s = open(path, guard, out);
    if (out.failure != FfmpegFailure::None)
        return out;
    const double seconds = durationSeconds(*s.format, *s.format->streams[s.stream]);
    if (seconds * sampleRate > static_cast<double>(maxSamples)) {
        out.failure = FfmpegFailure::TooLong;
        return out;
    }
    out.mono.reserve(static_cast<std::size_t>(seconds * sampleRate * 1.01) + 4096);
    MonoSink sink(out.mono, sampleRate);
    std::unique_ptr<AVPacket, PacketFree> packet(av_packet_alloc());
    std::unique_ptr<AVFrame, FrameFree> frame(av_frame_alloc());
    if (!packet || !frame) {
        out.failure = FfmpegFailure::NotAudio;
        return out;
    }
    const std::int64_t size = s.format->pb ? avio_size(s.format->pb) : -1;
    int reported = -1;
    bool sinkOk = true;
    while (sinkOk && av_read_frame(s.format.get(), packet.get()) >= 0) { // an error mid-file ends it as EOF
        if (packet->stream_index == s.stream && avcodec_send_packet(s.codec.get(), packet.get()) >= 0)
            sinkOk = drain(*s.codec, *frame, sink); // a rejected (damaged) packet is skipped
        av_packet_unref(packet.get());
        if (guard.check())
            break;
        if (out.mono.size() > maxSamples) {
            out.failure = FfmpegFailure::TooLong;
            out.mono = {};
            return out;
        }
        if (control && size > 0) {
            const int permille = static_cast<int>(1000 * avio_tell(s.format->pb) / size);
            if (permille >= reported + 5) {
                reported = permille;
                control->report(std::clamp(permille / 1000.0, 0.0, 1.0));
            }
        }
    }
    if (guard.stop != FfmpegFailure::None) {
        out.failure = guard.stop;
        out.mono = {};
        return out;
    }
    if (sinkOk && avcodec_send_packet(s.codec.get(), nullptr) >= 0) // flush the decoder's delayed frames
        drain(*s.codec, *frame, sink);
    sink.flush();
    for (float &v : out.mono)
        v = std::isfinite(v) ? std::clamp(v, -1.0f, 1.0f) : 0.0f;
    if (out.mono.empty())
        out.failure = FfmpegFailure::NotAudio;
    return out;
}

} // namespace mapsmith
