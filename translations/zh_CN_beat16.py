# -*- coding: utf-8 -*-
# Chinese text of issue 16 (beat analysis on real music: tempo doubling, the drift view, bars, sections).
T = {}


def t(ctx, src, dst):
    T[(ctx, src)] = dst


B = 'mapsmith::BeatPanel'
t(B, '×2', '×2')
t(B, 'Double the tempo (the beat is twice as fast)', '速度加倍（节拍快一倍）')
t(B, '½', '½')
t(B, 'Halve the tempo (the beat is half as fast)', '速度减半（节拍慢一半）')
t(B, 'Double tempo', '速度加倍')
t(B, 'Halve tempo', '速度减半')
t(B, 'No steady beat found (confidence %1)', '未找到稳定的节拍（置信度 %1）')
t(B, '; %1 beats a bar', '；每小节 %1 拍')
t(B, '; the tempo drifts: %n sections, see the drift view below', '；速度有漂移：共 %n 段，见下方的漂移视图')

D = 'mapsmith::DriftView'
t(D, 'Where the grid drifts from the detected beats along the song: a dot per beat, late above the line, '
     'early below; click to seek',
  '整首歌中网格偏离检测到的节拍之处：每拍一个点，偏晚在线上方，偏早在线下方；点击跳转')
t(D, '%1 BPM', '%1 BPM')
t(D, 'drifting, %1 BPM', '漂移，%1 BPM')
t(D, 'Detect to see where the grid drifts from the beats', '检测后可查看网格偏离节拍之处')

C = 'Cli'
t(C, "Usage: mapsmith beat AUDIO [--json] [--click-mix OUT.wav]\n"
     "Decodes a music file (WAV, MP3, FLAC, Ogg, ...) and prints found, bpm, offset (the first\n"
     "beat, in seconds), confidence (0..1), the tempo candidates, the bars (beats per bar and the\n"
     "first downbeat, where the metre shows), the sections that each keep one grid (more than one\n"
     "where the tempo drifts) and the beats. A file without a steady pulse prints 'found no' and\n"
     "'no steady beat found' with the confidence, and still exits with 0.\n"
     "  --json                 print the result as one JSON object\n"
     "  --click-mix OUT.wav    write the music with a click on every beat (16-bit mono WAV)\n",
  "用法：mapsmith beat AUDIO [--json] [--click-mix OUT.wav]\n"
  "解码音乐文件（WAV、MP3、FLAC、Ogg 等），输出 found、bpm、offset（第一拍，\n"
  "单位为秒）、confidence（0..1）、候选速度、小节（每小节拍数和第一个强拍，\n"
  "在节拍型式明显时）、各自保持一个网格的段落（速度漂移时多于一段）和各拍时间。\n"
  "没有稳定节拍的文件输出“found no”和带置信度的“no steady beat found”，仍以 0 退出。\n"
  "  --json                 以一个 JSON 对象输出结果\n"
  "  --click-mix OUT.wav    写出在每拍加上咔哒声的音乐（16 位单声道 WAV）\n")
