#!/usr/bin/env python3
"""Finds import cycles between the files of each crate.

A file is a module (`src/a/b.rs` and `src/a/b/mod.rs` are `a::b`; `lib.rs`
and `main.rs` are the crate root). A file depends on every module it names
through `crate::…`, `super::…` or `self::…` paths, in `use` items or inline
(the longest prefix of the path that is a file module; an item of the root is
the root). `mod` declarations are not dependencies. Prints each cycle (a
strongly connected component of two or more files) and exits 1 if there is
one; prints the module count per crate otherwise.

    scripts/module_cycles.py [CRATE_DIR ...]   (default: the workspace's crates)
"""

import pathlib
import re
import sys

CRATES = ["ir", "passes", "ilp", "interp", "backend", "experiments", "reports", "fuzz/core"]


def module_of(src: pathlib.Path, f: pathlib.Path) -> tuple:
    parts = list(f.relative_to(src).with_suffix("").parts)
    if parts[-1] == "mod":
        parts.pop()
    if parts in (["lib"], ["main"]):
        return ()
    return tuple(parts)


def strip_comments(text: str) -> str:
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r'"(?:[^"\\]|\\.)*"', '""', text)
    return re.sub(r"//[^\n]*", "", text)


def use_paths(tree: str) -> list:
    """`a::{b, c::{d}}` -> [a::b, a::c::d] (paths as lists)."""
    out = []

    def go(prefix, s):
        s = s.strip()
        if not s:
            return
        m = re.match(r"^((?:[A-Za-z_][A-Za-z0-9_]*\s*::\s*)*)\{(.*)\}$", s, flags=re.S)
        if m:
            pre = [p.strip() for p in m.group(1).split("::") if p.strip()]
            depth, start, inner = 0, 0, m.group(2)
            for i, ch in enumerate(inner + ","):
                if ch == "{":
                    depth += 1
                elif ch == "}":
                    depth -= 1
                elif ch == "," and depth == 0:
                    go(prefix + pre, inner[start:i])
                    start = i + 1
            return
        s = re.sub(r"\s+as\s+\w+$", "", s)
        out.append(prefix + [p.strip() for p in s.split("::") if p.strip()])

    go([], tree)
    return out


def reexports(root_text: str, modules: set) -> dict:
    """Names the root re-exports (`pub use value::{Array, Scalar};`,
    `pub use lang::{ast, check};`), each to the deepest module its path
    names (`lang::ast` for `ast`)."""
    out = {}
    for m in re.finditer(r"\bpub\s+use\s+([^;]*);", root_text, flags=re.S):
        for path in use_paths(m.group(1)):
            deepest = None
            for k in range(1, len(path) + 1):
                if tuple(path[:k]) in modules:
                    deepest = tuple(path[:k])
            if deepest is not None:
                out[path[-1]] = deepest
    return out


def references(text: str) -> list:
    # A visibility (`pub(in crate::llvm)`) names where an item may be seen,
    # not a module the file depends on.
    text = re.sub(r"\bpub\s*\(\s*in\s+[^)]*\)", "pub", text)
    refs = []
    for m in re.finditer(r"\buse\s+([^;]*);", text, flags=re.S):
        refs.extend(use_paths(m.group(1)))
    for m in re.finditer(r"(?<![A-Za-z0-9_:])([a-z_][A-Za-z0-9_]*(?:\s*::\s*[A-Za-z_][A-Za-z0-9_]*)+)", text):
        refs.append([p.strip() for p in m.group(1).split("::")])
    return refs


def resolve(here: tuple, path: list, modules: set, reexports: dict):
    if not path:
        return None
    if path[0] not in ("crate", "super", "self"):
        # A child module named by its bare name (`fuse::run` in main.rs).
        child = here + (path[0],)
        return child if child in modules else None
    base = list(here)
    rest = path
    if rest[0] == "crate":
        base, rest = [], rest[1:]
        if rest and rest[0] in reexports:
            # An item the root re-exports (`crate::Scalar`): its module.
            return reexports[rest[0]]
    else:
        while rest and rest[0] in ("super", "self"):
            if rest[0] == "super":
                base = base[:-1]
            rest = rest[1:]
    # The nearest file module around `base` (an inline module is its file's).
    best = next(
        (tuple(base[:k]) for k in range(len(base), 0, -1) if tuple(base[:k]) in modules), ()
    )
    cur = list(base)
    for p in rest:
        cur.append(p)
        if tuple(cur) in modules:
            best = tuple(cur)
        else:
            break
    return best


def inline_modules(text: str) -> list:
    """The file's text split by inline `mod NAME { ... }` blocks: (the path
    of the inline module inside the file, its own text) pairs, the file's
    own text first with path ()."""
    out = []

    def go(path, t):
        own, pos = [], 0
        for m in re.finditer(r"\bmod\s+(\w+)\s*\{", t):
            if m.start() < pos:
                continue
            depth, i = 1, m.end()
            while i < len(t) and depth:
                depth += {"{": 1, "}": -1}.get(t[i], 0)
                i += 1
            own.append(t[pos:m.start()])
            go(path + (m.group(1),), t[m.end():i - 1])
            pos = i
        own.append(t[pos:])
        out.append((path, "".join(own)))

    go((), text)
    return out


def cycles(crate: pathlib.Path):
    src = crate / "src"
    files = sorted(src.rglob("*.rs"))
    mods = {module_of(src, f): f for f in files}
    edges = {m: set() for m in mods}
    root = strip_comments(mods[()].read_text()) if () in mods else ""
    again = reexports(root, set(mods))
    for m, f in mods.items():
        text = strip_comments(f.read_text())
        if m == ():
            # The root's `pub use` items re-export; they are not uses.
            text = re.sub(r"\bpub\s+use\s+[^;]*;", "", text, flags=re.S)
        for inner, part in inline_modules(text):
            for path in references(part):
                t = resolve(m + inner, path, set(mods), again)
                if t is not None and t != m and t in mods:
                    edges[m].add(t)
    # Tarjan's strongly connected components.
    index, low, on, stack, out, n = {}, {}, set(), [], [], [0]

    def visit(v):
        index[v] = low[v] = n[0]
        n[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(comp)

    sys.setrecursionlimit(10000)
    for v in sorted(mods):
        if v not in index:
            visit(v)
    name = lambda m: "::".join(m) or "(root)"
    return len(mods), [
        sorted(
            (name(a), sorted(name(b) for b in edges[a] if b in comp)) for a in comp
        )
        for comp in out
    ]


def main():
    root = pathlib.Path(__file__).resolve().parent.parent
    crates = sys.argv[1:] or CRATES
    bad = False
    for c in crates:
        n, found = cycles(root / c)
        if not found:
            print(f"{c}: {n} modules, no cycles")
        for comp in found:
            bad = True
            print(f"{c}: a cycle among {len(comp)} files:")
            for a, bs in comp:
                print(f"  {a} -> {', '.join(bs)}")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
