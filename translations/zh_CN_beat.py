# -*- coding: utf-8 -*-
# Chinese text of the beat panel (issue #5): keyed by (context, English source).
T = {}


def t(ctx, src, dst):
    T[(ctx, src)] = dst


B = 'mapsmith::BeatPanel'
t(B, 'Change BPM', '修改 BPM')
t(B, 'Change beat offset', '修改节拍偏移')
t(B, 'Change beats per bar', '修改每小节拍数')
t(B, 'Change input window', '修改输入窗口')
t(B, 'Drag beat grid', '拖动节拍网格')
t(B, 'Cannot open the music: %1', '无法打开音乐：%1')
t(B, 'Detection failed: %1', '检测失败：%1')
t(B, 'Open music…', '打开音乐…')
t(B, 'Play / Pause', '播放 / 暂停')
t(B, 'Metronome', '节拍器')
t(B, 'Click volume', '节拍音量')
t(B, 'Export mix…', '导出混音…')
t(B, 'Write the music with a click on every beat to a WAV file', '将每拍带节拍声的音乐写入 WAV 文件')
t(B, 'Cancel', '取消')
t(B, 'BPM', 'BPM')
t(B, 'Offset (s)', '偏移（秒）')
t(B, 'Time of beat 0 in the music', '第 0 拍在音乐中的时间')
t(B, 'Beats per bar', '每小节拍数')
t(B, 'Input window (beats)', '输入窗口（拍）')
t(B, '−1 beat', '−1 拍')
t(B, '−½ beat', '−½ 拍')
t(B, '+½ beat', '+½ 拍')
t(B, '+1 beat', '+1 拍')
t(B, 'Tap (T)', '敲击 (T)')
t(B, 'Tap along with the music; a pause of two seconds starts over', '跟着音乐敲击；停顿两秒后重新开始')
t(B, 'Detect', '检测')
t(B, 'Beats stacked (onsets should line up on the centre line)', '逐拍叠放（起音应对齐中线）')
t(B, 'Tempo candidates (click one to apply)', '速度候选（点击应用）')
t(B, 'Click to seek, wheel to zoom; drag a beat line to move the grid, Shift+drag to change the tempo',
  '单击定位，滚轮缩放；拖动拍线移动网格，Shift+拖动改变速度')
t(B, 'No music', '无音乐')
t(B, 'Decoding %1…', '正在解码 %1…')
t(B, 'Open music', '打开音乐')
t(B, 'Music (*.wav *.mp3 *.flac *.ogg *.oga *.opus);;All files (*)',
  '音乐 (*.wav *.mp3 *.flac *.ogg *.oga *.opus);;所有文件 (*)')
t(B, '%1 s, %2 Hz', '%1 秒，%2 Hz')
t(B, '; MP3 encoder delay and padding removed', '；已去除 MP3 编码延迟和填充')
t(B, 'Set music', '设置音乐')
t(B, 'Nudge grid later', '网格后移')
t(B, 'Nudge grid earlier', '网格前移')
t(B, 'Tap: keep tapping on the beat', '敲击：请继续按拍敲击')
t(B, 'Tap: %1 BPM from %2 taps', '敲击：%2 次敲击得 %1 BPM')
t(B, 'Tap tempo', '敲击定速')
t(B, 'Detecting the tempo…', '正在检测速度…')
t(B, 'No steady tempo found (confidence %1)', '未找到稳定速度（置信度 %1）')
t(B, '%1 BPM  (confidence %2)', '%1 BPM（置信度 %2）')
t(B, 'Detected %1 BPM, offset %2 s, confidence %3', '检测到 %1 BPM，偏移 %2 秒，置信度 %3')
t(B, 'Apply detected tempo', '应用检测到的速度')
t(B, 'No music is loaded', '未加载音乐')
t(B, 'cannot write: %1', '无法写入：%1')
t(B, 'Export audition mix', '导出试听混音')
t(B, 'WAV audio (*.wav)', 'WAV 音频 (*.wav)')
t(B, 'Wrote %1', '已写入 %1')
t(B, 'Cancelled', '已取消')

t('mapsmith::MainWindow', 'Beat', '节拍')
