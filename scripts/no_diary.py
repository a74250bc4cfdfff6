#!/usr/bin/env python3
"""Fails when code comments or docs read as a development diary.

Docs and comments state the rule and its reason; a measurement lives in
docs/results/*.md with its date, command and machine, and history in
CHANGELOG.md or nowhere. This lint looks for the marks of a diary, "stop N"
(a development step) and "this session", in every `*.rs` file and in every
`*.md` file outside docs/results/ and CHANGELOG.md (target/ and .git are
skipped), prints each as file:line: text, and exits 1 when it finds any.
Run from anywhere: it checks the checkout it lives in.
"""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PATTERNS = [
    re.compile(r"\bstop\s+\d+\b", re.IGNORECASE),
    re.compile(r"\bthis session\b", re.IGNORECASE),
]
SKIP_DIRS = {"target", ".git"}
# Relative to ROOT, with "/" separators: where dated measurements and
# history belong.
EXEMPT_DIRS = ("docs/results/",)
EXEMPT_FILES = {"CHANGELOG.md"}


def checked(rel):
    """Whether the file at `rel` (relative to ROOT) is linted."""
    if rel.endswith(".rs"):
        return True
    if rel.endswith(".md"):
        return rel not in EXEMPT_FILES and not rel.startswith(EXEMPT_DIRS)
    return False


def main():
    found = 0
    for dirpath, dirnames, filenames in os.walk(ROOT):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS)
        for name in sorted(filenames):
            path = os.path.join(dirpath, name)
            rel = os.path.relpath(path, ROOT).replace(os.sep, "/")
            if not checked(rel):
                continue
            try:
                with open(path, encoding="utf-8", errors="replace") as f:
                    lines = f.readlines()
            except OSError as e:
                print(f"{rel}: cannot read: {e}", file=sys.stderr)
                found += 1
                continue
            for number, line in enumerate(lines, 1):
                if any(p.search(line) for p in PATTERNS):
                    print(f"{rel}:{number}: {line.rstrip()}")
                    found += 1
    if found:
        print(
            f"no_diary: {found} line(s) of development diary (\"stop N\", "
            "\"this session\"); state the rule and its reason, and move dated "
            "measurements to docs/results/*.md",
            file=sys.stderr,
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
