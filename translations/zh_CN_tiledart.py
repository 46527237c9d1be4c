# -*- coding: utf-8 -*-
# Chinese for importing any Tiled map, drawing it with its tile images and the import's mapping question
# (issue #17), keyed by (context, English source).
T = {}


def t(ctx, src, dst):
    T[(ctx, src)] = dst


M = 'mapsmith::MainWindow'
t(M, 'Tile images not found (drawn as a checker): %1', '找不到图块图片（以棋盘格显示）：%1')
t(M, 'Show &Walkability Over Tile Art', '在图块画面上显示可通行性(&W)')
t(M, 'Tint the tiles searches, validation and play use over a map drawn with its tileset',
  '在用图块集绘制的地图上着色显示搜索、校验和试玩所用的图块')
t(M, 'Import cancelled', '已取消导入')
t(M, 'Imported %1: walls from %2', '已导入 %1：墙来自 %2')
t(M, 'Exported %1', '已导出 %1')
t(M, 'Tiled maps (*.tmj *.tmx *.tmj.gz *.tmx.gz);;All files (*)',
  'Tiled 地图 (*.tmj *.tmx *.tmj.gz *.tmx.gz);;所有文件 (*)')

D = 'mapsmith::TileMappingDialog'
t(D, 'Tile', '图块')
t(D, 'Import Tiled Map: Which Tiles Are Walls?', '导入 Tiled 地图：哪些图块是墙？')
t(D, 'Nothing in this map says which tiles are walls (no layer named like "collision", no tile class or '
     'property such as "collides"). Choose what each of its tiles is: at every cell the topmost layer\'s tile '
     'decides, and a cell with no tile becomes the empty-cell choice.',
  '这张地图没有说明哪些图块是墙（没有名为 "collision" 之类的图层，也没有 "collides" 之类的图块类别或属性）。'
  '请为它的每个图块选择类型：每个格子由最上层图层的图块决定，没有图块的格子取“空格子”的选择。')
t(D, '&Import', '导入(&I)')

C = 'Cli'
t(C, '%1: nothing in the map says which tiles are walls (no collision layer, tile class or property, or solid '
     'object): every cell is floor; give --mapping FILE to say',
  '%1：地图中没有任何内容说明哪些图块是墙（没有碰撞图层、图块类别或属性，也没有实体对象）：所有格子都作为地面；'
  '请用 --mapping FILE 指定')
t(C, "Converts a map between formats, chosen by extension: .yaml (Mapsmith map), .tmj (Tiled JSON),\n"
     ".tmx (Tiled XML; both also gzipped), .txt (Lode Runner text; reading takes the first level) and\n"
     ".png (written only: a Tiled map drawn with its tilesets). A Tiled map read from a file is\n"
     "written back with its tilesets and layers; others with a tileset image beside them\n"
     "(NAME_tiles.png).",
  "按扩展名在格式之间转换地图：.yaml（Mapsmith 地图）、.tmj（Tiled JSON）、\n"
  ".tmx（Tiled XML；两者都可以是 gzip 压缩的）、.txt（淘金者文本；读取时取第一关）和\n"
  ".png（只能写出：Tiled 地图按其图块集绘制）。从文件读入的 Tiled 地图写回时保留其图块集和图层；\n"
  "其他地图写出时在旁边附带图块集图片\n"
  "（NAME_tiles.png）。")
t(C, "which Tiled gids are which Mapsmith tiles (YAML); without it a Tiled\n"
     "map says itself (collision layers, tile classes and properties);\n"
     "a plain export writes the built-in gids, tile number + 1",
  "哪些 Tiled gid 是哪些 Mapsmith 图块（YAML）；不指定时由 Tiled\n"
  "地图自己说明（碰撞图层、图块类别和属性）；\n"
  "普通导出使用内置 gid，即图块编号 + 1")
t(C, "pixels per tile in a PNG (1..64, default 8, or the tile size of a\n"
     "map drawn with tilesets)",
  "PNG 中每个图块的像素数（1..64，默认 8，用图块集绘制的\n"
  "地图默认为其图块大小）")
