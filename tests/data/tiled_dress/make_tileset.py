#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Writes the hand-made test tileset of tests/io/test_tiled_dress.cpp: dress.png (8 x 8 tiles of 4 px, each
# one flat colour of its own) and dress.tsx with two Wang sets over it: "edges" (an edge set, tiles 0..15:
# tile m for the 16-case edge mask m, N = 1, E = 2, S = 4, W = 8) and "blob" (a mixed set, tiles 16..62:
# the 47 blob masks in ascending order). Run it from this folder; the output is committed.
import struct
import zlib

TILE, COLS, ROWS = 4, 8, 8


def colour(i):
    return ((i * 37) % 256, (i * 91 + 50) % 256, (i * 53 + 100) % 256)


def png(width, height, pixel):
    rows = b""
    for y in range(height):
        rows += b"\0" + b"".join(bytes(pixel(x, y)) for x in range(width))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) +
            chunk(b"IEND", b""))


def blob_masks():
    out = []
    for n in range(256):
        m = n & 0b01010101
        for corner, a, b in ((2, 1, 4), (8, 4, 16), (32, 16, 64), (128, 64, 1)):
            if n & corner and n & a and n & b:
                m |= corner
        if m == n:
            out.append(n)
    return out


with open("dress.png", "wb") as f:
    f.write(png(TILE * COLS, TILE * ROWS,
                lambda x, y: colour((y // TILE) * COLS + x // TILE)))

masks = blob_masks()
assert len(masks) == 47
lines = ['<?xml version="1.0" encoding="UTF-8"?>',
         '<tileset version="1.10" tiledversion="1.10.2" name="dress" tilewidth="4" tileheight="4" '
         'tilecount="64" columns="8">',
         ' <image source="dress.png" width="32" height="32"/>',
         ' <wangsets>',
         '  <wangset name="edges" type="edge" tile="15">',
         '   <wangcolor name="wall" color="#ff0000" tile="15" probability="1"/>']
for m in range(16):
    ids = [m & 1, 0, (m >> 1) & 1, 0, (m >> 2) & 1, 0, (m >> 3) & 1, 0]
    lines.append('   <wangtile tileid="%d" wangid="%s"/>' % (m, ",".join(map(str, ids))))
lines += ['  </wangset>',
          '  <wangset name="blob" type="mixed" tile="62">',
          '   <wangcolor name="wall" color="#00ff00" tile="62" probability="1"/>']
for i, m in enumerate(masks):
    ids = [(m >> k) & 1 for k in range(8)]
    lines.append('   <wangtile tileid="%d" wangid="%s"/>' % (16 + i, ",".join(map(str, ids))))
lines += ['  </wangset>', ' </wangsets>', '</tileset>']
with open("dress.tsx", "w") as f:
    f.write("\n".join(lines) + "\n")
