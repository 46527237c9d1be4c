#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: Mapsmith developers
"""Builds a corpus of real Lode Runner levels from KDE's KGoldrunner (GPL level sets we did not write).

KGoldrunner ships its games as text files (game_*.txt in /usr/share/kgoldrunner/system): a header
"// G<count> <T|K> <prefix> <skill>" (T: traditional rules, K: KGoldrunner's own), then per level a line
"// L<nnn>", sometimes "// .dwf true" (the level needs digging while falling, which the Apple II game does
not have), and the level as one line "//  " + 20 rows of 28 cells (KGoldrunner's levels are 28 x 20, the
classic screen 28 x 16), followed by i18n("name") and hints. Its cell codes are translated to the classic
text format `mapsmith convert` reads (core/mapsmith/io/loderunner.h), with a "; size 28x20" line first:

    KGoldrunner  ' '  R  E  M  X  H  T  Z  F  N
    classic      ' '  &  0  #  @  H  -  S  X  $

The levels are not kept in the repository (their licence is KGoldrunner's): this script writes them where
it is told, one file per level (<prefix>/<nnn>.txt, its name as a "; name" comment), and index.tsv
(file, game, level number, rules, dig-while-falling flag, name).

    tools/kgoldrunner-corpus.py OUT_DIR                # from an installed kgoldrunner
    tools/kgoldrunner-corpus.py --download OUT_DIR     # apt-get download kgoldrunner; dpkg -x (no install)
    tools/kgoldrunner-corpus.py --system DIR OUT_DIR   # from game_*.txt files in DIR
"""

import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile

CODES = {' ': ' ', 'R': '&', 'E': '0', 'M': '#', 'X': '@', 'H': 'H', 'T': '-', 'Z': 'S', 'F': 'X', 'N': '$'}
WIDTH, HEIGHT = 28, 20
OFFSET = 4  # "//  " before the cells


def parse_game(path):
    """(prefix, rules, levels) where levels are (rows, name, dwf); None when the file holds no game."""
    lines = open(path, encoding='utf-8', errors='replace').read().split('\n')
    header = next((l for l in lines if re.match(r'^// G\d+ [TK] ', l)), None)
    if header is None:
        return None
    _, _, rules, prefix = header.split()[:4]
    levels = []
    i = 0
    while i < len(lines):
        if not re.match(r'^// L\d+', lines[i]):
            i += 1
            continue
        dwf = False
        i += 1
        while i < len(lines) and lines[i].startswith('// .'):
            dwf = dwf or lines[i].strip() == '// .dwf true'
            i += 1
        data = lines[i][OFFSET:OFFSET + WIDTH * HEIGHT].ljust(WIDTH * HEIGHT)
        name = ''
        m = re.search(r'i18n\("(.*?)"\)', lines[i + 1] if i + 1 < len(lines) else '')
        if m:
            name = m.group(1)
        bad = sorted(set(data) - set(CODES))
        if bad:
            raise ValueError(f'{path}: level {len(levels) + 1} has unknown codes {bad}')
        rows = [''.join(CODES[c] for c in data[r * WIDTH:(r + 1) * WIDTH]) for r in range(HEIGHT)]
        levels.append((rows, name, dwf))
        i += 1
    return prefix, rules, levels


def download(tmp):
    subprocess.run(['apt-get', 'download', 'kgoldrunner'], cwd=tmp, check=True, stdout=subprocess.DEVNULL)
    deb = glob.glob(os.path.join(tmp, 'kgoldrunner_*.deb'))[0]
    subprocess.run(['dpkg', '-x', deb, os.path.join(tmp, 'root')], check=True)
    return os.path.join(tmp, 'root', 'usr', 'share', 'kgoldrunner', 'system')


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('out')
    ap.add_argument('--system', default='/usr/share/kgoldrunner/system')
    ap.add_argument('--download', action='store_true')
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        system = download(tmp) if args.download else args.system
        files = sorted(glob.glob(os.path.join(system, 'game_*.txt')))
        if not files:
            sys.exit(f'kgoldrunner-corpus: no game_*.txt in {system} (install kgoldrunner or use --download)')
        os.makedirs(args.out, exist_ok=True)
        index = ['file\tgame\tlevel\trules\tdwf\tname']
        total = 0
        for path in files:
            game = parse_game(path)
            if game is None:
                continue
            prefix, rules, levels = game
            os.makedirs(os.path.join(args.out, prefix), exist_ok=True)
            for n, (rows, title, dwf) in enumerate(levels, 1):
                name = f'{prefix}/{n:03d}.txt'
                with open(os.path.join(args.out, name), 'w', encoding='utf-8') as out:
                    out.write(f'; size {WIDTH}x{HEIGHT}\n; {title or prefix + " " + str(n)}\n')
                    out.write('\n'.join(rows) + '\n')
                index.append(f'{name}\t{prefix}\t{n}\t{rules}\t{int(dwf)}\t{title}')
            total += len(levels)
        with open(os.path.join(args.out, 'index.tsv'), 'w', encoding='utf-8') as out:
            out.write('\n'.join(index) + '\n')
    print(f'{total} levels in {args.out}')


if __name__ == '__main__':
    main()
