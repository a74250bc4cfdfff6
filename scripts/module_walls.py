#!/usr/bin/env python3
"""Checks the walls between the layers inside a crate.

`ir` is three layers, each a folder (ARCHITECTURE.md, `ir/src/lib.rs`):
the language (`lang/`), the fusion model (`fusion/`) and the loop IR
(`loops/`). A file of a layer may use the modules of the layers below it
and never those of a layer above: the language knows nothing of graphs or
loops, the fusion model nothing of loops. Files outside the layers (the
root, `id`, the shared test texts) may use any. A use is what
`module_cycles.py` counts as one (`crate::`, `super::`, `self::` paths and
the root's re-exports, `crate::graph` being `fusion::graph`). Prints each
breach as `file: layer uses layer (module)` and exits 1 if there is one.

    scripts/module_walls.py
"""
import pathlib
import re
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import module_cycles as mc  # noqa: E402

# Per crate, its layers from the bottom up: (folder module, name).
LAYERS = {
    "ir": [("lang", "the language"), ("fusion", "the fusion model"), ("loops", "the loop IR")],
}


def breaches(crate: pathlib.Path, layers: list) -> list:
    src = crate / "src"
    mods = {mc.module_of(src, f): f for f in sorted(src.rglob("*.rs"))}
    root = mc.strip_comments(mods[()].read_text()) if () in mods else ""
    again = mc.reexports(root, set(mods))
    rank = {folder: k for k, (folder, _) in enumerate(layers)}
    name = dict(layers)
    out = []
    for m, f in mods.items():
        if not m or m[0] not in rank:
            continue
        text = mc.strip_comments(f.read_text())
        for inner, part in mc.inline_modules(text):
            for path in mc.references(part):
                t = mc.resolve(m + inner, path, set(mods), again)
                if t and t[0] in rank and rank[t[0]] > rank[m[0]]:
                    out.append(
                        f"{f.relative_to(crate.parent)}: {name[m[0]]} uses "
                        f"{name[t[0]]} ({'::'.join(t)})"
                    )
    return sorted(set(out))


def main():
    root = pathlib.Path(__file__).resolve().parent.parent
    bad = False
    for crate, layers in LAYERS.items():
        found = breaches(root / crate, layers)
        for b in found:
            print(f"wall broken: {b}")
        bad |= bool(found)
        if not found:
            order = " < ".join(folder for folder, _ in layers)
            print(f"{crate}: layers {order}, no wall broken")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
