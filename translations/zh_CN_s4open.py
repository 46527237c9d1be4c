# -*- coding: utf-8 -*-
# Chinese (Simplified) for the asynchronous open and export (no nested event loops).
T = {}
def t(ctx, src, dst):
    T[(ctx, src)] = dst
t('mapsmith::MainWindow', 'Closing once the file is written…', '文件写入完成后关闭…')
