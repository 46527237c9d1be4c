# -*- coding: utf-8 -*-
# Chinese (Simplified) for project files, autosave and recovery, and the validation dock (issue 7).
T = {}
def t(ctx, src, dst):
    T[(ctx, src)] = dst

A = 'mapsmith::Autosaver'
t(A, 'Cannot autosave: %1 is locked', '无法自动保存：%1 已被锁定')

M = 'mapsmith::MainWindow'
t(M, 'The project has been modified.\nDo you want to save your changes?', '项目已修改。\n是否保存更改？')
t(M, 'Autosave failed: %1', '自动保存失败：%1')
t(M, 'Save &Project', '保存项目(&P)')
t(M, 'Save the generator, seed, parameters and hand edits in one project file',
  '将生成器、种子、参数和手工编辑保存到一个项目文件')
t(M, 'Save Project As…', '项目另存为…')
t(M, '&Autosave Interval…', '自动保存间隔(&A)…')
t(M, 'Validation', '验证')
t(M, 'Open Project', '打开项目')
t(M, 'Save Project', '保存项目')
t(M, 'Mapsmith project (*.mapsmith.yaml *.yaml)', 'Mapsmith 项目 (*.mapsmith.yaml *.yaml)')
t(M, 'This map was not made by a generator, so a project cannot hold it: export the map to keep it.',
  '此地图不是由生成器生成的，项目无法保存它：请导出地图以保留它。')
t(M, 'Recover Unsaved Work', '恢复未保存的工作')
t(M, '&Recover', '恢复(&R)')
t(M, '&Not Now', '暂不(&N)')
t(M, 'Mapsmith closed without saving %1.\nRecover unsaved work from %2?',
  'Mapsmith 关闭时未保存 %1。\n是否恢复 %2 的未保存工作？')
t(M, 'Recovered unsaved work from %1', '已恢复 %1 的未保存工作')
t(M, 'Autosave Interval', '自动保存间隔')
t(M, 'Save unsaved work for recovery every (seconds, 0 = off):', '每隔多少秒保存未保存的工作以便恢复（秒，0 = 关闭）：')

V = 'mapsmith::ValidationPanel'
t(V, 'The map has no start, so nothing can be reached', '地图没有起点，因此什么都无法到达')
t(V, 'The exit cannot be reached from the start', '从起点无法到达出口')
t(V, 'Unreachable floor: %n tile(s)', '无法到达的地面：%n 格')
t(V, 'Unreachable %1', '无法到达的%1')
t(V, 'Dead-end corridor of %n tile(s) with nothing in it', '长 %n 格的死胡同走廊，其中空无一物')
t(V, 'Dead end', '死胡同')
t(V, 'No path enters this room', '没有路径进入此房间')
t(V, 'No way up from this room to the boss', '从此房间无法向上到达首领')
t(V, 'Rule %1 broken: %2', '违反规则 %1：%2')
t(V, 'whole map', '整张地图')
t(V, 'floor %1, column %2', '第 %1 层，第 %2 列')
t(V, '(%1, %2)', '(%1, %2)')
t(V, 'Checking…', '正在检查…')
t(V, 'No problems found', '未发现问题')
t(V, '%n problem(s); double-click one to show it on the map', '%n 个问题；双击某一项可在地图上显示')
t(V, 'Problem', '问题')
t(V, 'Where', '位置')
t(V, '%n problem(s), the first %1 listed; double-click one to show it on the map',
  '%n 个问题，列出前 %1 个；双击某一项可在地图上显示')
