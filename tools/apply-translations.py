#!/usr/bin/env python3
"""Fills translations/mapsmith_zh_CN.ts from translations/zh_CN*.py (run after tools/update-translations.sh).
Each zh_CN_<area>.py file defines T, a dict keyed by (context, English source); one file per area keeps edits
apart. Edited the .ts in Qt Linguist? Run tools/import-translations.py first, or this overwrites the edits.
Prints the sources that have no translation yet; exits 1 if there are any.

  tools/apply-translations.py [--root DIR]"""
import glob
import importlib
import os
import sys
import xml.etree.ElementTree as ET

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
if len(sys.argv) == 3 and sys.argv[1] == '--root':
    root = sys.argv[2]
sys.path.insert(0, os.path.join(root, 'translations'))
T = {}
for module_path in sorted(glob.glob(os.path.join(root, 'translations', 'zh_CN*.py'))):
    T.update(importlib.import_module(os.path.splitext(os.path.basename(module_path))[0]).T)

path = os.path.join(root, 'translations', 'mapsmith_zh_CN.ts')
tree = ET.parse(path)
missing = []
for ctx in tree.getroot().findall('context'):
    name = ctx.find('name').text
    for m in ctx.findall('message'):
        src = m.find('source').text
        dst = T.get((name, src))
        tr = m.find('translation')
        if dst is None:
            missing.append((name, src))
            continue
        tr.attrib.pop('type', None)
        if m.get('numerus') == 'yes':
            for child in list(tr):
                tr.remove(child)
            tr.text = None
            nf = ET.SubElement(tr, 'numerusform')
            nf.text = dst
        else:
            tr.text = dst
with open(path, 'wb') as f:
    f.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
    tree.write(f, encoding='utf-8', xml_declaration=False)
    f.write(b'\n')
for name, src in missing:
    print(f'untranslated: {name}: {src!r}')
sys.exit(1 if missing else 0)
