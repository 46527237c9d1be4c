#!/usr/bin/env python3
"""Reads translations/mapsmith_zh_CN.ts back into the per-area sources translations/zh_CN_<area>.py.

Qt Linguist edits the .ts; tools/apply-translations.py writes the .ts from the sources. Run this after a
Linguist session, before apply-translations.py, and the edit is kept: every finished translation of the .ts
that differs from the sources replaces the source's entry. Then each source file is rewritten in one layout,
grouped by the area of its context (AREAS below), so an entry lives in exactly one file; files of no area
(zh_CN_<branch>.py from before) are folded in and removed.

  tools/import-translations.py [--root DIR] [--drop-obsolete]

--drop-obsolete also drops entries the .ts no longer has: run it right after tools/update-translations.sh,
never before (a string new in the sources is not in the .ts until lupdate has run)."""
import argparse
import glob
import importlib.util
import os
import sys
import xml.etree.ElementTree as ET

# The area of every translation context: where its strings live in the sources.
AREAS = {
    'Cli': 'cli',
    'Schema': 'core', 'Tile': 'core', 'Diagnostics': 'core', 'CoreMessage': 'messages',
    'Command': 'document', 'Brush': 'document', 'mapsmith::Autosaver': 'document',
    'MediaBackend': 'audio',
    'mapsmith::BeatPanel': 'audition',
    'mapsmith::MainWindow': 'shell', 'mapsmith::FileOpener': 'shell', 'mapsmith::FileSaver': 'shell',
    'mapsmith::Recovery': 'shell', 'mapsmith::RecentFiles': 'shell', 'mapsmith::DockLayout': 'shell',
    'mapsmith::Actions': 'shell',
    'mapsmith::ShortcutSheet': 'dialogs', 'mapsmith::UserGuide': 'dialogs', 'mapsmith::WallDialog': 'dialogs', 'WallExport': 'dialogs',
    'mapsmith::TileMappingDialog': 'dialogs',
    'mapsmith::DiagnosticsPanel': 'panels', 'mapsmith::PropertyPanel': 'panels', 'mapsmith::SeedBar': 'panels',
    'mapsmith::TileChooser': 'panels', 'mapsmith::TilesetChooser': 'panels', 'mapsmith::PalettePanel': 'panels', 'mapsmith::ValidationPanel': 'panels',
    'GamePreset': 'panels',
    'mapsmith::SearchPanel': 'search', 'mapsmith::SearchCompare': 'search', 'mapsmith::PlannerPanel': 'search',
    'SweepMetric': 'sweep', 'mapsmith::SweepHistogram': 'sweep', 'mapsmith::SweepPanel': 'sweep',
    'mapsmith::ReproHashLabel': 'sweep',
    'mapsmith::ToolManager': 'tools', 'mapsmith::FillTool': 'tools', 'mapsmith::SelectTool': 'tools',
    'mapsmith::ShapeTool': 'tools', 'mapsmith::TowerTool': 'tools',
    'mapsmith::PlayPanel': 'play', 'mapsmith::PlayView': 'play', 'mapsmith::SolveBox': 'play',
    'mapsmith::DriftView': 'audition',
    'mapsmith::MapView': 'view', 'mapsmith::PlanOverlay': 'view', 'mapsmith::SearchOverlay': 'view',
    'mapsmith::ValidationOverlay': 'view',
}

HEADER = '''# -*- coding: utf-8 -*-
# Chinese (Simplified) translations of the {area} area, keyed by (context, English source).
# tools/apply-translations.py writes them into translations/mapsmith_zh_CN.ts; after editing that file in
# Qt Linguist, tools/import-translations.py reads the edits back here (and keeps this layout).
T = {{}}
def t(ctx, src, dst):
    T[(ctx, src)] = dst
'''


def load_sources(folder):
    """Every zh_CN*.py of `folder`: {path: {(context, source): translation}}."""
    out = {}
    for path in sorted(glob.glob(os.path.join(folder, 'zh_CN*.py'))):
        spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        out[path] = dict(module.T)
    return out


def read_ts(path):
    """[(context, source, translation or None when not finished)] in the .ts's order."""
    messages = []
    for ctx in ET.parse(path).getroot().findall('context'):
        name = ctx.find('name').text
        for m in ctx.findall('message'):
            tr = m.find('translation')
            text = None
            if tr is not None and tr.get('type') is None:
                forms = tr.findall('numerusform')
                text = forms[0].text if forms else tr.text
            messages.append((name, m.find('source').text, text))
    return messages


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--root', default=os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
    parser.add_argument('--drop-obsolete', action='store_true')
    args = parser.parse_args()
    folder = os.path.join(args.root, 'translations')
    sources = load_sources(folder)
    merged = {}
    for entries in sources.values():
        merged.update(entries)
    messages = read_ts(os.path.join(folder, 'mapsmith_zh_CN.ts'))
    imported = 0
    for ctx, src, text in messages:
        if text and merged.get((ctx, src)) != text:
            merged[(ctx, src)] = text
            imported += 1
    if args.drop_obsolete:
        live = {(c, s) for c, s, _ in messages}
        merged = {k: v for k, v in merged.items() if k in live}
    unknown = sorted({ctx for ctx, _ in merged if ctx not in AREAS})
    if unknown:
        sys.exit('import-translations: no area for context ' + ', '.join(unknown) +
                 ': add it to AREAS in tools/import-translations.py')
    order = {(c, s): i for i, (c, s, _) in enumerate(messages)}
    by_area = {}
    for key in sorted(merged, key=lambda k: (k[0], order.get(k, len(order)), k[1])):
        by_area.setdefault(AREAS[key[0]], []).append(key)
    written = set()
    for area, keys in sorted(by_area.items()):
        path = os.path.join(folder, f'zh_CN_{area}.py')
        lines = [HEADER.format(area=area)]
        context = None
        for ctx, src in keys:
            if ctx != context:
                lines.append(f'\n# ---- {ctx}\n')
                context = ctx
            lines.append(f't({ctx!r}, {src!r},\n  {merged[(ctx, src)]!r})\n')
        with open(path, 'w', encoding='utf-8') as f:
            f.write(''.join(lines))
        written.add(os.path.abspath(path))
    for path in sources:
        if os.path.abspath(path) not in written:
            os.remove(path)
    print(f'import-translations: {imported} edit(s) from the .ts; {len(merged)} entries in {len(written)} area files')


if __name__ == '__main__':
    main()
