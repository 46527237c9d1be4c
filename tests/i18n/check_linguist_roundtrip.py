#!/usr/bin/env python3
"""An edit made in Qt Linguist survives: on a copy of translations/, change one finished translation of
mapsmith_zh_CN.ts as Linguist would, run tools/import-translations.py and then tools/apply-translations.py,
and check the .ts still holds the edit and its area file has it. The same edit without the import is lost,
which shows the check can fail.

  check_linguist_roundtrip.py SOURCE_DIR WORK_DIR"""
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

source, work = sys.argv[1], sys.argv[2]
EDIT = '生成一张地图（在 Linguist 中修改）'


def fresh_copy():
    shutil.rmtree(work, ignore_errors=True)
    shutil.copytree(os.path.join(source, 'translations'), os.path.join(work, 'translations'))
    return os.path.join(work, 'translations', 'mapsmith_zh_CN.ts')


def linguist_edit(ts):
    """Changes the translation of Cli 'generate one map', keeping it finished. Returns the old text."""
    tree = ET.parse(ts)
    for ctx in tree.getroot().findall('context'):
        if ctx.find('name').text != 'Cli':
            continue
        for m in ctx.findall('message'):
            if m.find('source').text == 'generate one map':
                tr = m.find('translation')
                old = tr.text
                tr.text = EDIT
                tree.write(ts, encoding='utf-8', xml_declaration=True)
                return old
    sys.exit('no Cli "generate one map" in the .ts')


def translation_of(ts):
    for ctx in ET.parse(ts).getroot().findall('context'):
        if ctx.find('name').text == 'Cli':
            for m in ctx.findall('message'):
                if m.find('source').text == 'generate one map':
                    return m.find('translation').text
    return None


def run(tool):
    result = subprocess.run([sys.executable, os.path.join(source, 'tools', tool), '--root', work],
                            capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f'{tool} failed:\n{result.stdout}{result.stderr}')


ts = fresh_copy()
old = linguist_edit(ts)
if old == EDIT:
    sys.exit('the edit changes nothing')
run('apply-translations.py')
if translation_of(ts) != old:
    sys.exit('without the import, apply-translations.py should put the source text back')

ts = fresh_copy()
linguist_edit(ts)
run('import-translations.py')
run('apply-translations.py')
if translation_of(ts) != EDIT:
    sys.exit(f'the Linguist edit was lost: {translation_of(ts)!r}')
with open(os.path.join(work, 'translations', 'zh_CN_cli.py'), encoding='utf-8') as f:
    if repr(EDIT) not in f.read():
        sys.exit('the edit is not in translations/zh_CN_cli.py')
print('a Linguist edit survives import-translations.py + apply-translations.py')
