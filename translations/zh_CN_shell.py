# -*- coding: utf-8 -*-
# Chinese (Simplified) translations of the shell area, keyed by (context, English source).
# tools/apply-translations.py writes them into translations/mapsmith_zh_CN.ts; after editing that file in
# Qt Linguist, tools/import-translations.py reads the edits back here (and keeps this layout).
T = {}
def t(ctx, src, dst):
    T[(ctx, src)] = dst

# ---- mapsmith::FileOpener
t('mapsmith::FileOpener', 'Open File',
  '打开文件')
t('mapsmith::FileOpener', 'Open Config',
  '打开配置')
t('mapsmith::FileOpener', 'Open Map',
  '打开地图')
t('mapsmith::FileOpener', 'Import Tiled Map',
  '导入 Tiled 地图')
t('mapsmith::FileOpener', 'Open Lode Runner Levels',
  '打开淘金者关卡')
t('mapsmith::FileOpener', 'Open Project',
  '打开项目')
t('mapsmith::FileOpener', 'Opening cancelled',
  '已取消打开')
t('mapsmith::FileOpener', 'Level %1',
  '第 %1 关')
t('mapsmith::FileOpener', 'Level %1: %2',
  '第 %1 关：%2')
t('mapsmith::FileOpener', 'Open Lode Runner Level',
  '打开淘金者关卡')
t('mapsmith::FileOpener', 'This file holds %n level(s). Open:',
  '此文件包含 %n 个关卡。打开：')
t('mapsmith::FileOpener', 'Import cancelled',
  '已取消导入')
t('mapsmith::FileOpener', 'Imported %1: walls from %2',
  '已导入 %1：墙来自 %2')

# ---- mapsmith::FileSaver
t('mapsmith::FileSaver', 'Save Config',
  '保存配置')
t('mapsmith::FileSaver', 'Mapsmith config (*.yaml *.yml)',
  'Mapsmith 配置 (*.yaml *.yml)')
t('mapsmith::FileSaver', 'Config saved without the hand edits: export the map to keep them',
  '配置已保存，但不含手工编辑：请导出地图以保留它们')
t('mapsmith::FileSaver', 'Save Project',
  '保存项目')
t('mapsmith::FileSaver', 'Mapsmith project (*.mapsmith.yaml *.yaml)',
  'Mapsmith 项目 (*.mapsmith.yaml *.yaml)')
t('mapsmith::FileSaver', 'This map was not made by a generator, so a project cannot hold it: export the map to keep it.',
  '此地图不是由生成器生成的，项目无法保存它：请导出地图以保留它。')
t('mapsmith::FileSaver', 'Export Map',
  '导出地图')
t('mapsmith::FileSaver', 'Export PNG',
  '导出 PNG')
t('mapsmith::FileSaver', 'Export Lode Runner Level',
  '导出淘金者关卡')
t('mapsmith::FileSaver', 'Exported %1 and its tileset %2',
  '已导出 %1 及其图块集 %2')
t('mapsmith::FileSaver', 'Export Tiled Map',
  '导出 Tiled 地图')
t('mapsmith::FileSaver', 'Unsaved changes',
  '未保存的更改')
t('mapsmith::FileSaver', 'The project has been modified.\nDo you want to save your changes?',
  '项目已修改。\n是否保存更改？')
t('mapsmith::FileSaver', 'The map has changes that only an exported map file keeps.\nDo you want to export the map?',
  '地图的更改只有导出的地图文件才能保存。\n要导出地图吗？')
t('mapsmith::FileSaver', 'The config has been modified.\nDo you want to save your changes?',
  '配置已修改。\n要保存更改吗？')
t('mapsmith::FileSaver', 'Mapsmith map (*.yaml *.yml)',
  'Mapsmith 地图 (*.yaml *.yml)')
t('mapsmith::FileSaver', 'Exported %1',
  '已导出 %1')

# ---- mapsmith::MainWindow
t('mapsmith::MainWindow', 'Untitled',
  '未命名')
t('mapsmith::MainWindow', '%1[*] — Mapsmith',
  '%1[*] — Mapsmith')
t('mapsmith::MainWindow', '(%1, %2) %3',
  '(%1, %2) %3')
t('mapsmith::MainWindow', 'Generating…',
  '正在生成…')
t('mapsmith::MainWindow', 'Generation failed',
  '生成失败')
t('mapsmith::MainWindow', 'Generated in %1 ms',
  '生成用时 %1 毫秒')
t('mapsmith::MainWindow', 'Export Map',
  '导出地图')
t('mapsmith::MainWindow', 'Export PNG',
  '导出 PNG')
t('mapsmith::MainWindow', 'Open Config or Map',
  '打开配置或地图')
t('mapsmith::MainWindow', 'Mapsmith map (*.yaml *.yml)',
  'Mapsmith 地图 (*.yaml *.yml)')
t('mapsmith::MainWindow', 'Pixels per tile:',
  '每格像素：')
t('mapsmith::MainWindow', 'PNG image (*.png)',
  'PNG 图片 (*.png)')
t('mapsmith::MainWindow', 'Export Thumbnail Wall',
  '导出缩略图墙')
t('mapsmith::MainWindow', '&File',
  '文件(&F)')
t('mapsmith::MainWindow', 'Open &Recent',
  '最近打开(&R)')
t('mapsmith::MainWindow', '&Edit',
  '编辑(&E)')
t('mapsmith::MainWindow', '&View',
  '视图(&V)')
t('mapsmith::MainWindow', '&Settings',
  '设置(&S)')
t('mapsmith::MainWindow', '&Language',
  '语言(&L)')
t('mapsmith::MainWindow', 'Main Toolbar',
  '主工具栏')
t('mapsmith::MainWindow', 'Floor %1, column %2: %3',
  '第 %1 层，第 %2 列：%3')
t('mapsmith::MainWindow', 'Export Lode Runner Level',
  '导出淘金者关卡')
t('mapsmith::MainWindow', 'Lode Runner levels (*.txt)',
  '淘金者关卡 (*.txt)')
t('mapsmith::MainWindow', 'Paint Toolbar',
  '绘制工具栏')
t('mapsmith::MainWindow', 'Opened from a file',
  '从文件打开')
t('mapsmith::MainWindow', 'This map was not made by a generator, so there are no parameters to tune. Open a config to generate maps.',
  '这张地图不是由生成器生成的，因此没有可调的参数。打开配置即可生成地图。')
t('mapsmith::MainWindow', 'Baked for editing',
  '已固化以便编辑')
t('mapsmith::MainWindow', 'Discard edits?',
  '放弃编辑？')
t('mapsmith::MainWindow', 'This map was baked for editing. Regenerating replaces it and discards every edit made to it (Undo brings them back).\nRegenerate?',
  '此地图已固化以便编辑。重新生成会替换它并放弃对它的所有编辑（撤销可以恢复）。\n要重新生成吗？')
t('mapsmith::MainWindow', '&Map',
  '地图(&M)')
t('mapsmith::MainWindow', '&Help',
  '帮助(&H)')
t('mapsmith::MainWindow', '<map as opened>',
  '<打开时的地图>')
t('mapsmith::MainWindow', 'Import Tiled Map',
  '导入 Tiled 地图')
t('mapsmith::MainWindow', 'Export Tiled Map',
  '导出 Tiled 地图')
t('mapsmith::MainWindow', 'Tiled JSON (*.tmj);;Tiled XML (*.tmx)',
  'Tiled JSON (*.tmj);;Tiled XML (*.tmx)')
t('mapsmith::MainWindow', '%1: the file is %2 MB, more than the %3 MB a Mapsmith file may have',
  '%1：文件大小为 %2 MB，超过了 Mapsmith 文件允许的 %3 MB')
t('mapsmith::MainWindow', 'Cancel',
  '取消')
t('mapsmith::MainWindow', 'Opening %1…',
  '正在打开 %1…')
t('mapsmith::MainWindow', 'Writing…',
  '正在写入…')
t('mapsmith::MainWindow', 'Closing once the file is written…',
  '文件写入完成后关闭…')
t('mapsmith::MainWindow', 'Tile images not found (drawn as a checker): %1',
  '找不到图块图片（以棋盘格显示）：%1')
t('mapsmith::MainWindow', 'Tiled maps (*.tmj *.tmx *.tmj.gz *.tmx.gz);;All files (*)',
  'Tiled 地图 (*.tmj *.tmx *.tmj.gz *.tmx.gz);;所有文件 (*)')

# ---- mapsmith::RecentFiles
t('mapsmith::RecentFiles', '&Clear List',
  '清空列表(&C)')
t('mapsmith::RecentFiles', 'No recent files',
  '没有最近文件')

# ---- mapsmith::Recovery
t('mapsmith::Recovery', 'Autosave failed: %1',
  '自动保存失败：%1')
t('mapsmith::Recovery', 'Recover Unsaved Work',
  '恢复未保存的工作')
t('mapsmith::Recovery', '&Recover',
  '恢复(&R)')
t('mapsmith::Recovery', '&Not Now',
  '暂不(&N)')
t('mapsmith::Recovery', 'Untitled',
  '未命名')
t('mapsmith::Recovery', 'Mapsmith closed without saving %1.\nRecover unsaved work from %2?',
  'Mapsmith 关闭时未保存 %1。\n是否恢复 %2 的未保存工作？')
t('mapsmith::Recovery', 'Recovered unsaved work from %1',
  '已恢复 %1 的未保存工作')
t('mapsmith::Recovery', 'Autosave Interval',
  '自动保存间隔')
t('mapsmith::Recovery', 'Save unsaved work for recovery every (seconds, 0 = off):',
  '每隔多少秒保存未保存的工作以便恢复（秒，0 = 关闭）：')
t('mapsmith::MainWindow', 'All supported files (*.yaml *.yml *.txt *.tmj *.tmx *.gz);;Mapsmith YAML (*.yaml *.yml);;Lode Runner levels (*.txt);;Tiled maps (*.tmj *.tmx *.tmj.gz *.tmx.gz);;All files (*)',
  '所有支持的文件 (*.yaml *.yml *.txt *.tmj *.tmx *.gz);;Mapsmith YAML (*.yaml *.yml);;淘金者关卡 (*.txt);;Tiled 地图 (*.tmj *.tmx *.tmj.gz *.tmx.gz);;所有文件 (*)')
t('mapsmith::MainWindow', 'Cannot use this tileset',
  '无法使用此图块集')

# ---- mapsmith::DockLayout
t('mapsmith::DockLayout', 'Generator',
  '生成器')
t('mapsmith::DockLayout', 'Search',
  '搜索')
t('mapsmith::DockLayout', 'Planner',
  '规划器')
t('mapsmith::DockLayout', 'Diagnostics',
  '诊断')
t('mapsmith::DockLayout', 'Validation',
  '验证')
t('mapsmith::DockLayout', 'Palette',
  '调色板')
t('mapsmith::DockLayout', 'History',
  '历史')
t('mapsmith::DockLayout', 'Play',
  '试玩')
t('mapsmith::DockLayout', 'Beat',
  '节拍')
t('mapsmith::DockLayout', 'Seed Sweep',
  '种子统计')

# ---- mapsmith::Actions and new mapsmith::MainWindow (Help)
t('mapsmith::Actions', '&About Mapsmith',
  '关于 Mapsmith(&A)')
t('mapsmith::Actions', '&Autosave Interval…',
  '自动保存间隔(&A)…')
t('mapsmith::Actions', '&Edit This Map',
  '编辑此地图(&E)')
t('mapsmith::Actions', '&Fit to Window',
  '适应窗口(&F)')
t('mapsmith::Actions', '&Import Tiled Map (.tmj, .tmx)…',
  '导入 Tiled 地图 (.tmj, .tmx)(&I)…')
t('mapsmith::Actions', '&Keyboard Shortcuts',
  '键盘快捷键(&K)')
t('mapsmith::Actions', '&New',
  '新建(&N)')
t('mapsmith::Actions', '&Next Seed',
  '下一个种子(&N)')
t('mapsmith::Actions', '&Open…',
  '打开(&O)…')
t('mapsmith::Actions', '&Previous Seed',
  '上一个种子(&P)')
t('mapsmith::Actions', '&Quit',
  '退出(&Q)')
t('mapsmith::Actions', '&Redo',
  '重做(&R)')
t('mapsmith::Actions', '&Redo %1',
  '重做%1(&R)')
t('mapsmith::Actions', '&Report a Problem…',
  '报告问题(&R)…')
t('mapsmith::Actions', '&Save Config',
  '保存配置(&S)')
t('mapsmith::Actions', '&Undo',
  '撤销(&U)')
t('mapsmith::Actions', '&Undo %1',
  '撤销%1(&U)')
t('mapsmith::Actions', 'About &Qt',
  '关于 Qt(&Q)')
t('mapsmith::Actions', 'Bake the generated map into an editable one that keeps its generator, parameters and seed; changing them later asks before discarding the edits',
  '把生成的地图固化为可编辑的地图，并保留其生成器、参数和种子；之后更改它们时会先询问是否放弃编辑')
t('mapsmith::Actions', 'Clear &Hand Edits',
  '清除手工编辑(&H)')
t('mapsmith::Actions', 'Export &Lode Runner Level (.txt)…',
  '导出淘金者关卡 (.txt)(&L)…')
t('mapsmith::Actions', 'Export &Map (YAML)…',
  '导出地图 (YAML)(&M)…')
t('mapsmith::Actions', 'Export &PNG…',
  '导出 PNG(&P)…')
t('mapsmith::Actions', 'Export &Tiled Map (.tmj, .tmx)…',
  '导出 Tiled 地图 (.tmj, .tmx)(&T)…')
t('mapsmith::Actions', 'Export Thumbnail &Wall…',
  '导出缩略图墙(&W)…')
t('mapsmith::Actions', 'Re&generate',
  '重新生成(&G)')
t('mapsmith::Actions', 'Save &Project',
  '保存项目(&P)')
t('mapsmith::Actions', 'Save Config &As…',
  '配置另存为(&A)…')
t('mapsmith::Actions', 'Save Project As…',
  '项目另存为…')
t('mapsmith::Actions', 'Save the generator, seed and parameters; hand edits are not part of a config (export the map to keep them)',
  '保存生成器、种子和参数；手工编辑不属于配置（请导出地图以保留它们）')
t('mapsmith::Actions', 'Save the generator, seed, parameters and hand edits in one project file',
  '将生成器、种子、参数和手工编辑保存到一个项目文件')
t('mapsmith::Actions', 'Show &Walkability Over Tile Art',
  '在图块画面上显示可通行性(&W)')
t('mapsmith::Actions', 'System',
  '跟随系统')
t('mapsmith::Actions', 'Tiled Tile Ma&pping…',
  'Tiled 图块对照表(&P)…')
t('mapsmith::Actions', 'Tint the tiles searches, validation and play use over a map drawn with its tileset',
  '在用图块集绘制的地图上着色显示搜索、校验和试玩所用的图块')
t('mapsmith::Actions', 'What to put in a bug report: the version, and the folder where the editor keeps work for recovery',
  '错误报告应包含的内容：版本，以及编辑器保存恢复数据的文件夹')
t('mapsmith::Actions', 'Zoom &In',
  '放大(&I)')
t('mapsmith::Actions', 'Zoom &Out',
  '缩小(&O)')
t('mapsmith::MainWindow', '<h3>Mapsmith %1</h3><p>A level editor and map debugger for grid-based procedural game levels: generators, searches stepped on the map, beat grids, play-testing, YAML export and a headless command line.</p><p>Built with Qt %2, running on Qt %3.</p><p>Licence: MIT.</p>',
  '<h3>Mapsmith %1</h3><p>面向网格类程序化游戏关卡的关卡编辑器和地图调试器：生成器、在地图上逐步演示的搜索、节拍网格、试玩、YAML 导出和无界面命令行。</p><p>使用 Qt %2 构建，运行于 Qt %3。</p><p>许可证：MIT。</p>')
t('mapsmith::MainWindow', '<p>Please say what you did, what you expected and what happened, and give these lines:</p><p><tt>Mapsmith %1, Qt %2, %3</tt></p><p>The work of a session that ended unexpectedly is kept in <tt>%4</tt> (offered at the next start); attach the file there if the problem lost work. A map, config or project that shows the problem helps most.</p>',
  '<p>请说明您做了什么、期望发生什么以及实际发生了什么，并附上以下信息：</p><p><tt>Mapsmith %1，Qt %2，%3</tt></p><p>意外结束的会话的工作保存在 <tt>%4</tt>（下次启动时会提示恢复）；如果问题导致工作丢失，请附上其中的文件。能重现问题的地图、配置或项目最有帮助。</p>')
t('mapsmith::MainWindow', 'About Mapsmith',
  '关于 Mapsmith')
t('mapsmith::MainWindow', 'Open the Folder',
  '打开文件夹')
t('mapsmith::MainWindow', 'Report a Problem',
  '报告问题')
t('mapsmith::Actions', '&User Guide',
  '用户指南(&U)')
t('mapsmith::Actions', 'How to generate, edit, search, plan, play and time a level, in this language',
  '如何生成、编辑、搜索、规划、试玩关卡并为其定节拍（以当前语言显示）')
