# -*- coding: utf-8 -*-
# Chinese (Simplified) translations of the audition area, keyed by (context, English source).
# tools/apply-translations.py writes them into translations/mapsmith_zh_CN.ts; after editing that file in
# Qt Linguist, tools/import-translations.py reads the edits back here (and keeps this layout).
T = {}
def t(ctx, src, dst):
    T[(ctx, src)] = dst

# ---- mapsmith::BeatPanel
t('mapsmith::BeatPanel', 'Change BPM',
  '修改 BPM')
t('mapsmith::BeatPanel', 'Change beat offset',
  '修改节拍偏移')
t('mapsmith::BeatPanel', 'Change beats per bar',
  '修改每小节拍数')
t('mapsmith::BeatPanel', 'Change input window',
  '修改输入窗口')
t('mapsmith::BeatPanel', 'Drag beat grid',
  '拖动节拍网格')
t('mapsmith::BeatPanel', 'Cannot open the music: %1',
  '无法打开音乐：%1')
t('mapsmith::BeatPanel', 'Detection failed: %1',
  '检测失败：%1')
t('mapsmith::BeatPanel', 'Open music…',
  '打开音乐…')
t('mapsmith::BeatPanel', 'Metronome',
  '节拍器')
t('mapsmith::BeatPanel', 'Click volume',
  '节拍音量')
t('mapsmith::BeatPanel', 'Export mix…',
  '导出混音…')
t('mapsmith::BeatPanel', 'Write the music with a click on every beat to a WAV file',
  '将每拍带节拍声的音乐写入 WAV 文件')
t('mapsmith::BeatPanel', 'Cancel',
  '取消')
t('mapsmith::BeatPanel', 'BPM',
  'BPM')
t('mapsmith::BeatPanel', 'Offset (s)',
  '偏移（秒）')
t('mapsmith::BeatPanel', 'Time of beat 0 in the music',
  '第 0 拍在音乐中的时间')
t('mapsmith::BeatPanel', 'Beats per bar',
  '每小节拍数')
t('mapsmith::BeatPanel', 'Input window (beats)',
  '输入窗口（拍）')
t('mapsmith::BeatPanel', '−1 beat',
  '−1 拍')
t('mapsmith::BeatPanel', '−½ beat',
  '−½ 拍')
t('mapsmith::BeatPanel', '+½ beat',
  '+½ 拍')
t('mapsmith::BeatPanel', '+1 beat',
  '+1 拍')
t('mapsmith::BeatPanel', 'Tap (T)',
  '敲击 (T)')
t('mapsmith::BeatPanel', 'Tap along with the music; a pause of two seconds starts over',
  '跟着音乐敲击；停顿两秒后重新开始')
t('mapsmith::BeatPanel', 'Detect',
  '检测')
t('mapsmith::BeatPanel', 'Beats stacked (onsets should line up on the centre line)',
  '逐拍叠放（起音应对齐中线）')
t('mapsmith::BeatPanel', 'Tempo candidates (click one to apply)',
  '速度候选（点击应用）')
t('mapsmith::BeatPanel', 'Click to seek, wheel to zoom; drag a beat line to move the grid, Shift+drag to change the tempo',
  '单击定位，滚轮缩放；拖动拍线移动网格，Shift+拖动改变速度')
t('mapsmith::BeatPanel', 'No music',
  '无音乐')
t('mapsmith::BeatPanel', 'Decoding %1…',
  '正在解码 %1…')
t('mapsmith::BeatPanel', 'Open music',
  '打开音乐')
t('mapsmith::BeatPanel', 'Music (*.wav *.mp3 *.flac *.ogg *.oga *.opus);;All files (*)',
  '音乐 (*.wav *.mp3 *.flac *.ogg *.oga *.opus);;所有文件 (*)')
t('mapsmith::BeatPanel', '%1 s, %2 Hz',
  '%1 秒，%2 Hz')
t('mapsmith::BeatPanel', '; MP3 encoder delay and padding removed',
  '；已去除 MP3 编码延迟和填充')
t('mapsmith::BeatPanel', 'Set music',
  '设置音乐')
t('mapsmith::BeatPanel', 'Nudge grid later',
  '网格后移')
t('mapsmith::BeatPanel', 'Nudge grid earlier',
  '网格前移')
t('mapsmith::BeatPanel', 'Tap: keep tapping on the beat',
  '敲击：请继续按拍敲击')
t('mapsmith::BeatPanel', 'Tap: %1 BPM from %2 taps',
  '敲击：%2 次敲击得 %1 BPM')
t('mapsmith::BeatPanel', 'Tap tempo',
  '敲击定速')
t('mapsmith::BeatPanel', 'Detecting the tempo…',
  '正在检测速度…')
t('mapsmith::BeatPanel', '%1 BPM  (confidence %2)',
  '%1 BPM（置信度 %2）')
t('mapsmith::BeatPanel', 'Detected %1 BPM, offset %2 s, confidence %3',
  '检测到 %1 BPM，偏移 %2 秒，置信度 %3')
t('mapsmith::BeatPanel', 'Apply detected tempo',
  '应用检测到的速度')
t('mapsmith::BeatPanel', 'No music is loaded',
  '未加载音乐')
t('mapsmith::BeatPanel', 'cannot write: %1',
  '无法写入：%1')
t('mapsmith::BeatPanel', 'Export audition mix',
  '导出试听混音')
t('mapsmith::BeatPanel', 'WAV audio (*.wav)',
  'WAV 音频 (*.wav)')
t('mapsmith::BeatPanel', 'Wrote %1',
  '已写入 %1')
t('mapsmith::BeatPanel', 'Cancelled',
  '已取消')
t('mapsmith::BeatPanel', 'Pause',
  '暂停')
t('mapsmith::BeatPanel', 'Play',
  '播放')
t('mapsmith::BeatPanel', '×2',
  '×2')
t('mapsmith::BeatPanel', 'Double the tempo (the beat is twice as fast)',
  '速度加倍（节拍快一倍）')
t('mapsmith::BeatPanel', '½',
  '½')
t('mapsmith::BeatPanel', 'Halve the tempo (the beat is half as fast)',
  '速度减半（节拍慢一半）')
t('mapsmith::BeatPanel', 'Double tempo',
  '速度加倍')
t('mapsmith::BeatPanel', 'Halve tempo',
  '速度减半')
t('mapsmith::BeatPanel', 'No steady beat found (confidence %1)',
  '未找到稳定的节拍（置信度 %1）')
t('mapsmith::BeatPanel', '; %1 beats a bar',
  '；每小节 %1 拍')
t('mapsmith::BeatPanel', '; the tempo drifts: %n sections, see the drift view below',
  '；速度有漂移：共 %n 段，见下方的漂移视图')
t('mapsmith::BeatPanel', 'No steady tempo found (confidence %1)',
  '未找到稳定速度（置信度 %1）')

# ---- mapsmith::DriftView
t('mapsmith::DriftView', 'Where the grid drifts from the detected beats along the song: a dot per beat, late above the line, early below; click to seek',
  '整首歌中网格偏离检测到的节拍之处：每拍一个点，偏晚在线上方，偏早在线下方；点击跳转')
t('mapsmith::DriftView', '%1 BPM',
  '%1 BPM')
t('mapsmith::DriftView', 'drifting, %1 BPM',
  '漂移，%1 BPM')
t('mapsmith::DriftView', 'Detect to see where the grid drifts from the beats',
  '检测后可查看网格偏离节拍之处')
