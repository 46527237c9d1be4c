# -*- coding: utf-8 -*-
# Chinese (Simplified) translations of the document area, keyed by (context, English source).
# tools/apply-translations.py writes them into translations/mapsmith_zh_CN.ts; after editing that file in
# Qt Linguist, tools/import-translations.py reads the edits back here (and keeps this layout).
T = {}
def t(ctx, src, dst):
    T[(ctx, src)] = dst

# ---- Brush
t('Brush', 'Eraser',
  '橡皮擦')
t('Brush', 'Start',
  '起点')
t('Brush', 'Exit',
  '出口')
t('Brush', 'Gold',
  '金块')
t('Brush', 'Guard',
  '守卫')
t('Brush', 'Wall',
  '墙')
t('Brush', 'Floor',
  '地面')
t('Brush', 'Door',
  '门')
t('Brush', 'Brick',
  '砖块')
t('Brush', 'Solid',
  '实心块')
t('Brush', 'Ladder',
  '梯子')
t('Brush', 'Rope',
  '绳索')
t('Brush', 'Trap',
  '陷阱')
t('Brush', 'Hidden ladder',
  '隐藏梯子')
t('Brush', 'Slow floor',
  '缓行地面')
t('Brush', 'Light',
  '灯')
t('Brush', 'Enemy',
  '敌人')

# ---- Command
t('Command', 'Change %1',
  '修改%1')
t('Command', 'Change seed',
  '修改种子')
t('Command', 'Change generator to %1',
  '切换生成器为%1')
t('Command', 'Reset all parameters',
  '重置全部参数')
t('Command', 'Paint %1',
  '绘制%1')
t('Command', 'Clear hand edits',
  '清除手工编辑')
t('Command', 'Edit this map',
  '编辑此地图')
t('Command', 'Discard edits and regenerate',
  '放弃编辑并重新生成')
t('Command', 'Choose preset %1',
  '选择预设 %1')

# ---- mapsmith::Autosaver
t('mapsmith::Autosaver', 'Cannot autosave: %1 is locked',
  '无法自动保存：%1 已被锁定')
t('Command', 'Change tileset',
  '更换图块集')
t('Command', 'Remove tileset',
  '移除图块集')
t('Command', 'Change play rules',
  '更改游玩规则')
