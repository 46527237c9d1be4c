#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: Mapsmith developers
"""tools/lode-onelevelperline-corpus.py on a small Total Recall JavaScript pack made here (two levels and a
demo level the header names) and on the same levels one per line: the level files and index.tsv compared
whole, the demo level left out, a level with two runners skipped with a message.

    test_lode_corpus.py SOURCE_DIR WORK_DIR
"""

import os
import shutil
import subprocess
import sys

ROW = 28


def level(runner_x, gold_x, runners=1):
    rows = [' ' * ROW for _ in range(16)]
    rows[14] = ' ' * gold_x + '$' + ' ' * (ROW - gold_x - 1)
    rows[15] = '#' * ROW
    line = list(rows[14])
    line[runner_x] = '&'
    if runners == 2:
        line[runner_x + 1] = '&'
    rows[14] = ''.join(line)
    rows[0] = 'H' + ' ' * (ROW - 1)
    return rows


def js_pack(levels):
    out = ['//****', '//* "level 3" : a demo level (2014/04/27)', '//****', '', 'var levelData9 = [']
    for number, rows in enumerate(levels, start=1):
        out.append('//======<<< Level %03d >>>======' % number)
        out.append(' +\n'.join('"%s"' % r for r in rows) + (',' if number < len(levels) else ''))
    out.append('];')
    return '\n'.join(out) + '\n'


def run(source, out, files):
    script = os.path.join(source, 'tools', 'lode-onelevelperline-corpus.py')
    return subprocess.run([sys.executable, script, out] + files, capture_output=True, text=True)


def main(argv):
    source, work = argv[1], argv[2]
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    levels = [level(2, 20), level(5, 9), level(1, 3)]
    pack = os.path.join(work, 'lodeRunner.v.fan.js')
    with open(pack, 'w') as f:
        f.write(js_pack(levels))
    r = run(source, os.path.join(work, 'out'), [pack])
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == '2 levels in %s' % os.path.join(work, 'out'), r.stdout
    assert sorted(os.listdir(os.path.join(work, 'out', 'fan'))) == ['001.txt', '002.txt']
    for number in (1, 2):
        text = open(os.path.join(work, 'out', 'fan', '%03d.txt' % number)).read()
        want = '; size 28x16\n; fan %d\n' % number + '\n'.join(levels[number - 1]) + '\n'
        assert text == want, (number, text)
    index = open(os.path.join(work, 'out', 'index.tsv')).read()
    assert index == ('file\tgame\tlevel\trules\tdwf\tname\n'
                     'fan/001.txt\tfan\t1\tT\t0\tfan 1\n'
                     'fan/002.txt\tfan\t2\tT\t0\tfan 2\n'), index

    # Total Recall's file of the 1983 levels makes the set "classic".
    base = os.path.join(work, 'lodeRunner.baseLevel.js')
    shutil.copy(pack, base)
    r = run(source, os.path.join(work, 'base'), [base])
    assert r.returncode == 0, r.stderr
    assert sorted(os.listdir(os.path.join(work, 'base'))) == ['classic', 'index.tsv']
    assert open(os.path.join(work, 'base', 'classic', '002.txt')).read().split('\n')[1] == '; classic 2'

    # The same levels one a line give the same files; a line with two runners is skipped, named.
    flat = os.path.join(work, 'fan.txt')
    with open(flat, 'w') as f:
        f.write(''.join(levels[0]) + '\n' + ''.join(level(4, 8, runners=2)) + '\n' + ''.join(levels[1]) + '\n')
    r = run(source, os.path.join(work, 'flat'), [flat])
    assert r.returncode == 0, r.stderr
    assert '%s: level 2: skipped, 2 runners' % flat in r.stderr, r.stderr
    assert open(os.path.join(work, 'flat', 'fan', '001.txt')).read() == \
        open(os.path.join(work, 'out', 'fan', '001.txt')).read()
    assert open(os.path.join(work, 'flat', 'fan', '003.txt')).read().split('\n')[2:] == \
        open(os.path.join(work, 'out', 'fan', '002.txt')).read().split('\n')[2:]
    print('ok')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
