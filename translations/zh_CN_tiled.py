# -*- coding: utf-8 -*-
# Chinese (Simplified) translations for Tiled interop and `mapsmith convert` (issue #7), keyed by
# (context, English source). tools/apply-translations.py merges them into translations/mapsmith_zh_CN.ts.
T = {}
def t(ctx, src, dst):
    T[(ctx, src)] = dst

# ---- command line --------------------------------------------------------------------------------
C = 'Cli'
t(C, "Usage: mapsmith [FILE]                 open the editor (a config or map file if given)\n       mapsmith COMMAND [OPTIONS]      run headless\n\nCommands:\n  generate   generate one map\n  wall       thumbnail wall of a range of seeds, each labelled with its seed\n  hash       one line per seed: SEED HASH, then combined HASH\n  validate   run the generator's checks over a range of seeds\n  path       one search on a map, between its start and exit or two cells\n  collect    the order in which to collect a map's gold or lights\n  beat       tempo, offset and beats of a music file\n  convert    a map from one format to another (.yaml, .tmj, .tmx, .txt, .png)\n  schema     the parameter schema, as YAML\n  help       this text, or 'mapsmith help COMMAND' for one command\n\nExit codes: 0 done, 1 a check failed, 2 bad input or usage.\n",
  "用法：mapsmith [FILE]                  打开编辑器（可指定配置或地图文件）\n      mapsmith COMMAND [OPTIONS]       无界面运行\n\n命令：\n  generate   生成一张地图\n  wall       一组种子的缩略图墙，每张标注其种子\n  hash       每个种子一行：SEED HASH，最后是 combined HASH\n  validate   在一组种子上运行生成器的检查\n  path       在地图上做一次搜索：起点到出口，或两个格子之间\n  collect    收集地图上金块或光源的顺序\n  beat       音乐文件的速度、偏移和节拍\n  convert    在格式之间转换地图（.yaml、.tmj、.tmx、.txt、.png）\n  schema     参数模式（YAML）\n  help       本说明，或用 'mapsmith help COMMAND' 查看单个命令\n\n退出码：0 完成，1 有检查未通过，2 输入或用法错误。\n")
t(C, "Usage: mapsmith convert IN OUT [--mapping FILE] [--scale N]\nConverts a map between formats, chosen by extension: .yaml (Mapsmith map), .tmj (Tiled JSON),\n.tmx (Tiled XML), .txt (Lode Runner text; reading takes the first level) and .png (written\nonly). A Tiled map is written with its tileset image beside it (NAME_tiles.png).\n  --mapping FILE         the tile mapping between Tiled gids and Mapsmith tiles (YAML;\n                         default: the built-in one, gid = tile number + 1)\n  --scale N              pixels per tile in a PNG (1..64, default 8)\n",
  "用法：mapsmith convert IN OUT [--mapping FILE] [--scale N]\n按扩展名在格式之间转换地图：.yaml（Mapsmith 地图）、.tmj（Tiled JSON）、\n.tmx（Tiled XML）、.txt（淘金者文本；读取时取第一关）和 .png（只能写出）。\nTiled 地图写出时会在旁边附带图块集图片（NAME_tiles.png）。\n  --mapping FILE         Tiled gid 与 Mapsmith 图块之间的对照表（YAML；\n                         默认：内置对照表，gid = 图块编号 + 1）\n  --scale N              PNG 中每个图块的像素数（1..64，默认 8）\n")
t(C, 'missing IN and OUT files', '缺少 IN 和 OUT 文件')
t(C, '%1: cannot read this format (IN must be .yaml, .tmj, .tmx or .txt)',
  '%1：无法读取此格式（IN 必须是 .yaml、.tmj、.tmx 或 .txt）')
t(C, '%1: unknown format (OUT must be .yaml, .tmj, .tmx, .txt or .png)',
  '%1：未知格式（OUT 必须是 .yaml、.tmj、.tmx、.txt 或 .png）')

# ---- main window ---------------------------------------------------------------------------------
M = 'mapsmith::MainWindow'
for s, d in [
    ('Mapsmith YAML (*.yaml *.yml);;Lode Runner levels (*.txt);;Tiled maps (*.tmj *.tmx);;All files (*)',
     'Mapsmith YAML (*.yaml *.yml);;淘金者关卡 (*.txt);;Tiled 地图 (*.tmj *.tmx);;所有文件 (*)'),
    ('&Import Tiled Map (.tmj, .tmx)…', '导入 Tiled 地图 (.tmj, .tmx)(&I)…'),
    ('Export &Tiled Map (.tmj, .tmx)…', '导出 Tiled 地图 (.tmj, .tmx)(&T)…'),
    ('Tiled Tile Ma&pping…', 'Tiled 图块对照表(&P)…'),
    ('Import Tiled Map', '导入 Tiled 地图'),
    ('Export Tiled Map', '导出 Tiled 地图'),
    ('Tiled maps (*.tmj *.tmx);;All files (*)', 'Tiled 地图 (*.tmj *.tmx);;所有文件 (*)'),
    ('Tiled JSON (*.tmj);;Tiled XML (*.tmx)', 'Tiled JSON (*.tmj);;Tiled XML (*.tmx)'),
    ('Exported %1 and its tileset %2', '已导出 %1 及其图块集 %2'),
]:
    t(M, s, d)

# ---- tile mapping dialog -------------------------------------------------------------------------
D = 'mapsmith::TileMappingDialog'
for s, d in [
    ('Tiled Tile Mapping', 'Tiled 图块对照表'),
    ('Which Tiled tile stands for which Mapsmith tile when importing and exporting Tiled maps. A gid is the '
     "tileset's first gid plus the tile's id; exported maps use first gid 1. Several gids may name one tile; an "
     'export uses the smallest.',
     '导入和导出 Tiled 地图时，哪个 Tiled 图块对应哪个 Mapsmith 图块。gid 等于图块集的起始 gid 加上图块的 id；'
     '导出的地图起始 gid 为 1。多个 gid 可以对应同一个图块；导出时使用最小的那个。'),
    ('Empty cells become:', '空格子变为：'),
    ('Tiled gid', 'Tiled gid'),
    ('Mapsmith tile', 'Mapsmith 图块'),
    ('&Add Row', '添加行(&A)'),
    ('&Remove Row', '删除行(&R)'),
    ('&Open…', '打开(&O)…'),
    ('&Built-in', '内置(&B)'),
    ('Gid %1 is listed twice (row %2).', 'Gid %1 重复出现（第 %2 行）。'),
    ('Save Tile Mapping', '保存图块对照表'),
    ('Tile mapping (*.yaml *.yml)', '图块对照表 (*.yaml *.yml)'),
    ('Open Tile Mapping', '打开图块对照表'),
    ('Tile mapping (*.yaml *.yml);;All files (*)', '图块对照表 (*.yaml *.yml);;所有文件 (*)'),
    ('Using the built-in mapping.', '正在使用内置对照表。'),
    ('File: %1', '文件：%1'),
]:
    t(D, s, d)
