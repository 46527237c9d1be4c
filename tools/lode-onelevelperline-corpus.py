#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: Mapsmith developers
"""Builds a corpus of Lode Runner levels from files that hold one 28 x 16 level per line (448 cells, row
after row), the layout of Lode Runner Total Recall's level packs (github.com/SimonHung/LodeRunner_TotalRecall
and its forks: the Apple II games Classic, Championship, Professional, Revenge and Fan Book, 1983-1986).

Their cell codes are the classic text format's (core/mapsmith/io/loderunner.h: ' ' # @ H - X S $ 0 &), so
each line becomes a file with a "; size 28x16" line first. The levels are not kept in the repository
(they are Broderbund's): this script writes them where it is told, <set>/<nnn>.txt, and index.tsv in the
layout of tools/kgoldrunner-corpus.py (file, game, level number, rules T, dig-while-falling 0, name), so
bench_loderunner reads either corpus:

    tools/lode-onelevelperline-corpus.py OUT_DIR classic.txt [championship.txt ...]
    build/tests/bench/bench_loderunner OUT_DIR --verbose

A file ending in .js is read as Total Recall ships its packs (lodeRunner.v.championship.js and the like,
set "championship"; lodeRunner.baseLevel.js, the 150 levels of 1983, set "classic"):
`var levelDataN = [ "row" + "row" + ... , ... ];`, 16 string literals of 28 cells a level, `//` comments
between them. Its levels are numbered in order; a pack's demo level (a comment naming "demo level N" in its
header) is left out.

A line that is not 448 cells of those codes, or that has no runner or two, is skipped with a message.
"""

import os
import re
import sys

WIDTH, HEIGHT = 28, 16
CELLS = set(' #@H-XS$0&')


def js_levels(text):
    """The levels of a Total Recall JavaScript pack, each its 16 rows joined (448 cells)."""
    demo = [int(n) for n in re.findall(r'"level (\d+)"\s*:\s*\S.*demo level', text, re.IGNORECASE)]
    body = text[text.index('[', text.index('levelData')) + 1:text.rindex(']')]
    body = re.sub(r'//[^\n]*', '', body)
    levels = []
    for element in body.split(','):
        rows = re.findall(r'"([^"]*)"', element)
        if rows:
            levels.append(''.join(rows))
    return [l for number, l in enumerate(levels, start=1) if number not in demo]


def read_levels(path):
    text = open(path, encoding='utf-8', errors='replace').read()
    if path.endswith('.js'):
        return js_levels(text)
    return [l.rstrip('\n') for l in text.split('\n') if l.strip()]


def main(argv):
    if len(argv) < 3:
        print(next(p for p in __doc__.split('\n\n') if 'OUT_DIR' in p).strip('\n'), file=sys.stderr)
        return 2
    out = argv[1]
    index = [('file', 'game', 'level', 'rules', 'dwf', 'name')]
    for path in argv[2:]:
        game = os.path.splitext(os.path.basename(path))[0]
        game = game[len('lodeRunner.v.'):] if game.startswith('lodeRunner.v.') else game
        game = 'classic' if game == 'lodeRunner.baseLevel' else game  # Total Recall's Apple II 1983 levels
        os.makedirs(os.path.join(out, game), exist_ok=True)
        for number, line in enumerate(read_levels(path), start=1):
            where = '%s: level %d' % (path, number)
            if len(line) != WIDTH * HEIGHT or not set(line) <= CELLS:
                print('%s: skipped, not %d cells of the classic codes (%d)' % (where, WIDTH * HEIGHT, len(line)),
                      file=sys.stderr)
                continue
            if line.count('&') != 1:
                print('%s: skipped, %d runners' % (where, line.count('&')), file=sys.stderr)
                continue
            rows = [line[y * WIDTH:(y + 1) * WIDTH] for y in range(HEIGHT)]
            name = '%s/%03d.txt' % (game, number)
            with open(os.path.join(out, name), 'w', encoding='utf-8') as f:
                f.write('; size %dx%d\n; %s %d\n' % (WIDTH, HEIGHT, game, number))
                f.write('\n'.join(rows) + '\n')
            index.append((name, game, str(number), 'T', '0', '%s %d' % (game, number)))
    with open(os.path.join(out, 'index.tsv'), 'w', encoding='utf-8') as f:
        for row in index:
            f.write('\t'.join(row) + '\n')
    print('%d levels in %s' % (len(index) - 1, out))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
