# -*- coding: utf-8 -*-
T = {}
def t(ctx, src, dst):
    T[(ctx, src)] = dst
t('mapsmith::PlayPanel', 'Apply Play Timing (%1 ms)', '应用试玩时间校正（%1 毫秒）')
t('mapsmith::PlayPanel', 'Apply Play Timing', '应用试玩时间校正')
t('mapsmith::PlayView', 'music: %1', '音乐：%1')
t('mapsmith::PlayView', 'no music: metronome time', '无音乐：节拍器时间')
