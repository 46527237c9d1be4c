#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# The installed C interface from Python's standard ctypes, as a Python game or tool would use it. Same
# commands and output as tests/capi/consumer/capi_check.c, so the test compares the two and `mapsmith`:
#   capi_check.py LIBRARY hash CONFIG FIRST LAST | path MAP ALGORITHM | project PROJECT SEED | errors CONFIG
import ctypes
import sys

USAGE = "usage: capi_check.py LIBRARY hash CONFIG FIRST LAST | path MAP ALGORITHM | project PROJECT SEED | errors CONFIG"


class Point(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int32), ("y", ctypes.c_int32)]


def bind(path):
    lib = ctypes.CDLL(path)
    handle = ctypes.c_void_p
    out = ctypes.POINTER(ctypes.c_void_p)
    text = ctypes.c_char_p
    signatures = {
        "mapsmith_api_version": (ctypes.c_uint32, []),
        "mapsmith_last_error": (text, []),
        "mapsmith_config_load": (ctypes.c_int, [text, out]),
        "mapsmith_config_parse": (ctypes.c_int, [text, ctypes.c_size_t, text, out]),
        "mapsmith_config_free": (None, [handle]),
        "mapsmith_project_load": (ctypes.c_int, [text, out, out]),
        "mapsmith_edits_free": (None, [handle]),
        "mapsmith_edits_cell_count": (ctypes.c_size_t, [handle]),
        "mapsmith_generate": (ctypes.c_int, [handle, ctypes.c_uint64, out]),
        "mapsmith_apply_edits": (ctypes.c_int, [handle, handle, out]),
        "mapsmith_map_load": (ctypes.c_int, [text, out]),
        "mapsmith_map_free": (None, [handle]),
        "mapsmith_map_width": (ctypes.c_int32, [handle]),
        "mapsmith_map_height": (ctypes.c_int32, [handle]),
        "mapsmith_map_tiles": (ctypes.POINTER(ctypes.c_uint8), [handle]),
        "mapsmith_map_start": (ctypes.c_int, [handle, ctypes.POINTER(Point)]),
        "mapsmith_map_entity_count": (ctypes.c_size_t, [handle]),
        "mapsmith_map_entity": (ctypes.c_int, [handle, ctypes.c_size_t, ctypes.POINTER(text), ctypes.POINTER(Point)]),
        "mapsmith_tile_name": (text, [ctypes.c_uint8]),
        "mapsmith_map_hash": (ctypes.c_uint64, [handle]),
        "mapsmith_combine_hashes": (ctypes.c_uint64, [ctypes.POINTER(ctypes.c_uint64), ctypes.c_size_t]),
        "mapsmith_find_path": (ctypes.c_int, [handle, text, ctypes.POINTER(Point), ctypes.POINTER(Point), out]),
        "mapsmith_path_free": (None, [handle]),
        "mapsmith_path_found": (ctypes.c_int, [handle]),
        "mapsmith_path_cost": (ctypes.c_int64, [handle]),
        "mapsmith_path_cell_count": (ctypes.c_size_t, [handle]),
        "mapsmith_path_cells": (ctypes.POINTER(Point), [handle]),
    }
    for name, (restype, argtypes) in signatures.items():
        function = getattr(lib, name)
        function.restype = restype
        function.argtypes = argtypes
    return lib


class Failed(Exception):
    pass


def call(lib, name, *args):
    status = getattr(lib, name)(*args)
    if status != 0:
        raise Failed(f"{name}: {lib.mapsmith_last_error().decode()}")


def new_handle():
    return ctypes.c_void_p()


def hash_seeds(lib, path, first, last):
    config = new_handle()
    call(lib, "mapsmith_config_load", path.encode(), ctypes.byref(config))
    hashes = []
    lines = []
    for seed in range(first, last + 1):
        level = new_handle()
        call(lib, "mapsmith_generate", config, seed, ctypes.byref(level))
        hashes.append(lib.mapsmith_map_hash(level))
        lines.append(f"{seed} {hashes[-1]:016x}")
        lib.mapsmith_map_free(level)
    array = (ctypes.c_uint64 * len(hashes))(*hashes)
    lines.append(f"combined {lib.mapsmith_combine_hashes(array, len(hashes)):016x}")
    lib.mapsmith_config_free(config)
    return lines


def find_path(lib, path, algorithm):
    level = new_handle()
    call(lib, "mapsmith_map_load", path.encode(), ctypes.byref(level))
    found = new_handle()
    call(lib, "mapsmith_find_path", level, algorithm.encode(), None, None, ctypes.byref(found))
    count = lib.mapsmith_path_cell_count(found)
    cells = lib.mapsmith_path_cells(found)
    lines = [f"found {lib.mapsmith_path_found(found)} {lib.mapsmith_path_cost(found)} {count}",
             " ".join(f"{cells[i].x},{cells[i].y}" for i in range(count))]
    lib.mapsmith_path_free(found)
    lib.mapsmith_map_free(level)
    return lines


def apply_project(lib, path, seed):
    config, edits, base, edited = new_handle(), new_handle(), new_handle(), new_handle()
    call(lib, "mapsmith_project_load", path.encode(), ctypes.byref(config), ctypes.byref(edits))
    call(lib, "mapsmith_generate", config, seed, ctypes.byref(base))
    call(lib, "mapsmith_apply_edits", base, edits, ctypes.byref(edited))
    width = lib.mapsmith_map_width(edited)
    size = width * lib.mapsmith_map_height(edited)
    before = ctypes.string_at(lib.mapsmith_map_tiles(base), size)
    after = ctypes.string_at(lib.mapsmith_map_tiles(edited), size)
    changed = sum(1 for a, b in zip(before, after) if a != b)
    lines = [f"edited {lib.mapsmith_map_hash(edited):016x}",
             f"edit_cells {lib.mapsmith_edits_cell_count(edits)} changed_tiles {changed}"]
    start = Point()
    if lib.mapsmith_map_start(edited, ctypes.byref(start)):
        lines.append(f"start {start.x},{start.y}")
    for i in range(lib.mapsmith_map_entity_count(edited)):
        kind, at = ctypes.c_char_p(), Point()
        call(lib, "mapsmith_map_entity", edited, i, ctypes.byref(kind), ctypes.byref(at))
        lines.append(f"entity {kind.value.decode()} {at.x},{at.y}")
    lines.append(f"tile_3_4 {lib.mapsmith_tile_name(after[4 * width + 3]).decode()}")
    for free, handle in (("mapsmith_map_free", edited), ("mapsmith_map_free", base),
                         ("mapsmith_edits_free", edits), ("mapsmith_config_free", config)):
        getattr(lib, free)(handle)
    return lines


def errors(lib, path):
    config = new_handle()
    text = b"mapsmith: 1\ngenerator: cave\nparams:\n  fill_ratio: 1.7\n"
    status = lib.mapsmith_config_parse(text, len(text), b"bad.yaml", ctypes.byref(config))
    message = lib.mapsmith_last_error().decode()
    if status != 1 or config.value is not None or not message.startswith("bad.yaml:4:15: "):
        raise Failed(f"bad config: status {status}, message '{message}'")
    if lib.mapsmith_api_version() != 1:
        raise Failed(f"API version {lib.mapsmith_api_version()}")
    return ["errors ok"]


def main(argv):
    if len(argv) < 3:
        print(USAGE, file=sys.stderr)
        return 2
    lib = bind(argv[1])
    command, args = argv[2], argv[3:]
    try:
        if command == "hash":
            lines = hash_seeds(lib, args[0], int(args[1]), int(args[2]))
        elif command == "path":
            lines = find_path(lib, args[0], args[1])
        elif command == "project":
            lines = apply_project(lib, args[0], int(args[1]))
        elif command == "errors":
            lines = errors(lib, args[0])
        else:
            print(f"unknown command {command}", file=sys.stderr)
            return 2
    except Failed as e:
        print(e, file=sys.stderr)
        return 1
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
