# -*- coding: utf-8 -*-
# The Play dock's ready and paused-by-focus states (branch s4-play2).
T = {}
def t(ctx, src, dst):
    T[(ctx, src)] = dst

t('mapsmith::PlayView', 'Ready · click to start', '就绪 · 点击开始')
t('mapsmith::PlayView', 'Paused · click to resume', '已暂停 · 点击继续')
t('mapsmith::PlayView', 'Press a key or click to start', '按任意键或点击开始')
t('mapsmith::PlayView', 'Click here to start', '点击此处开始')
