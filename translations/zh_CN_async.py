# -*- coding: utf-8 -*-
T = {}
def t(ctx, src, dst):
    T[(ctx, src)] = dst
t('mapsmith::MainWindow', 'Cancel', '取消')
t('mapsmith::MainWindow', 'Opening %1…', '正在打开 %1…')
t('mapsmith::MainWindow', 'Opening cancelled', '已取消打开')
t('mapsmith::MainWindow', 'Writing…', '正在写入…')
