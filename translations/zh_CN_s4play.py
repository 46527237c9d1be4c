# -*- coding: utf-8 -*-
T = {}
def t(ctx, src, dst):
    T[(ctx, src)] = dst
# The beat panel's play button shows what a click does, as the shared music is paused or playing.
t('mapsmith::BeatPanel', 'Play', '播放')
t('mapsmith::BeatPanel', 'Pause', '暂停')
