# -*- coding: utf-8 -*-
# Chinese (Simplified) translations of the audio area, keyed by (context, English source).
# tools/apply-translations.py writes them into translations/mapsmith_zh_CN.ts; after editing that file in
# Qt Linguist, tools/import-translations.py reads the edits back here (and keeps this layout).
T = {}
def t(ctx, src, dst):
    T[(ctx, src)] = dst

# ---- MediaBackend
t('MediaBackend', "Audio is unavailable: Qt Multimedia's %1 backend does not load (%2).",
  '音频不可用：Qt Multimedia 的 %1 后端无法加载（%2）。')
t('MediaBackend', 'Audio is unavailable: Qt Multimedia has no %1 backend (installed: %2). Install libqt6multimedia6 with its FFmpeg plugin, or name an installed backend in QT_MEDIA_BACKEND.',
  '音频不可用：Qt Multimedia 没有 %1 后端（已安装：%2）。请安装带 FFmpeg 插件的 libqt6multimedia6，或在 QT_MEDIA_BACKEND 中指定一个已安装的后端。')
t('MediaBackend', 'none',
  '无')
