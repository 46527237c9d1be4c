# -*- coding: utf-8 -*-
# Chinese (Simplified) translations of the hardening work (issue #8), keyed by (context, English source).
T = {}
def t(ctx, src, dst):
    T[(ctx, src)] = dst

t('mapsmith::MainWindow', '%1: the file is %2 MB, more than the %3 MB a Mapsmith file may have',
  '%1：文件大小为 %2 MB，超过了 Mapsmith 文件允许的 %3 MB')
