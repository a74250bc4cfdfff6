#!/usr/bin/env python3
"""Fails when code comments or docs read as a development diary.

Docs and comments state the rule and its reason; a measurement lives in
docs/results/*.md with its date, command and machine, and history in
CHANGELOG.md or nowhere. This lint reads every `*.rs` file and every `*.md`
file outside docs/results/ and CHANGELOG.md (target/ and .git are skipped),
prints each offending line as file:line: text, and exits 1 when it finds
any. It looks for:

- the marks of a diary, anywhere in a line: "stop N" (a development step),
  "this session", "one session", "same session", "that session";
- a measurement, in prose (the `//` comments of a `.rs` file, not its code
  or string literals; a `.md` file's text outside fenced code blocks): a
  line with a timing or ratio figure (a number with a unit of time,
  `39.6 ms`, `143 ms`, `1.2 s`, `200 µs`, or a ratio, `0.80x`,
  `1.18-1.23x`) together with a date (`2026-11-27`), with a second such
  figure, or with a word that reports a measurement ("before", "after",
  "median", "took", "ran", "measured", "against", "faster", "slower",
  "minimum", "->"). A constant that a rule states ("spins 200 µs", "a 60 s
  budget", "512 elements") has no such company and passes.

Text in backticks and in double quotes is left out (command lines, format
examples such as `c0 chunks x2 0.289 ms`), and so is a figure that its
paragraph shows in such a span (prose explaining the example: "took 0.289
ms"), and a row of a Markdown table that links to the docs/results/ file
holding its figures (README.md's headline table: a citation, not a diary).
Run from anywhere: it checks the checkout it lives in.
"""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIARY = [
    re.compile(r"\bstop\s+\d+\b", re.IGNORECASE),
    re.compile(r"\b(?:this|one|same|that) session\b", re.IGNORECASE),
]
DATE = re.compile(r"\b20\d\d-\d\d-\d\d\b")
# A number, or a range of two ("1.18-1.23", "26.5 to 28.9").
_NUMBER = r"(?<![\w.^])\d+(?:\.\d+)?(?:\s*(?:-|–|to)\s*\d+(?:\.\d+)?)?"
FIGURE = re.compile(
    _NUMBER + r"(?:\s*(?:ms|µs|us|ns|s|secs?|seconds)\b|x\b)"
)
MEASURED = re.compile(
    r"\b(?:before|after|medians?|took|ran|measured|against|faster|slower"
    r"|minim(?:a|um|ums))\b|->|→",
    re.IGNORECASE,
)
# Markdown links to a results file: a table row with one cites its figures.
CITES_RESULTS = re.compile(r"\]\((?:\.\./)*(?:docs/)?results/")
# Spans left out: inline code and double-quoted text, possibly across the
# lines of one paragraph.
SPANS = re.compile(r"`[^`]*`|\"[^\"]*\"|“[^”]*”")
# A Rust character literal ('"', '\'').
CHAR = re.compile(r"'(?:\\.|[^\\'])'")
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


def rust_comment(line):
    """The text of `line`'s `//` comment, or None: the first `//` outside
    a string or character literal."""
    i, n = 0, len(line)
    while i < n:
        c = line[i]
        if c == '"':
            i += 1
            while i < n and line[i] != '"':
                i += 2 if line[i] == "\\" else 1
        elif c == "'" and CHAR.match(line, i):
            i = CHAR.match(line, i).end() - 1
        elif line.startswith("//", i):
            return line[i + 2 :]
        i += 1
    return None


def prose(rel, lines):
    """Per line, the prose the lint reads: a `.rs` file's comments, a
    `.md` file's text outside fenced code blocks ("" elsewhere)."""
    out = []
    if rel.endswith(".rs"):
        for line in lines:
            comment = rust_comment(line.rstrip("\n"))
            out.append("" if comment is None else comment)
        return out
    fence = None
    for line in lines:
        stripped = line.strip()
        marker = re.match(r"(```+|~~~+)", stripped)
        if fence is None and marker:
            fence = marker.group(1)
            out.append("")
        elif fence is not None:
            if stripped.startswith(fence):
                fence = None
            out.append("")
        else:
            out.append(line.rstrip("\n"))
    return out


def masked(texts):
    """Per line of `texts`: the line with inline code and quoted text
    blanked, and the figures its paragraph (a run of non-empty lines)
    shows in such spans, which the paragraph's prose may explain (a span
    may cross lines)."""
    out = [(t, set()) for t in texts]
    start = 0
    while start < len(texts):
        if not texts[start].strip():
            start += 1
            continue
        end = start
        while end < len(texts) and texts[end].strip():
            end += 1
        joined = "\n".join(texts[start:end])
        examples = set()
        for span in SPANS.findall(joined):
            examples.update(figure(m) for m in FIGURE.finditer(span))
        blank = SPANS.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), joined)
        out[start:end] = [(t, examples) for t in blank.split("\n")]
        start = end
    return out


def figure(match):
    """A figure as found, its spaces left out (`0.289 ms`: `0.289ms`)."""
    return re.sub(r"\s+", "", match.group(0))


def offends(line, text, examples, original):
    """Whether a line (as written; its masked prose `text`, the figures
    its paragraph quotes as examples, its prose `original`) reads as a
    diary or a measurement."""
    if any(p.search(line) for p in DIARY):
        return True
    figures = [f for f in map(figure, FIGURE.finditer(text)) if f not in examples]
    if not figures:
        return False
    if original.lstrip().startswith("|") and CITES_RESULTS.search(original):
        return False
    return bool(
        DATE.search(text) or len(figures) > 1 or MEASURED.search(text)
    )


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
            texts = prose(rel, lines)
            for number, ((text, examples), original, line) in enumerate(
                zip(masked(texts), texts, lines), 1
            ):
                if offends(line, text, examples, original):
                    print(f"{rel}:{number}: {line.rstrip()}")
                    found += 1
    if found:
        print(
            f"no_diary: {found} line(s) of development diary (\"stop N\", "
            "\"this session\") or of measurements (a timing or ratio with a "
            "date, another figure or \"before\"/\"after\"/\"median\"...); "
            "state the rule and its reason, and move dated measurements to "
            "docs/results/*.md",
            file=sys.stderr,
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
