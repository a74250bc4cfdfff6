# fuselab's entry points. `make test` is what CI runs (with `make lint`).
.PHONY: setup peers test lint demo

# Tests find NumPy here (the twins' tests and the NumPy cross-checks), and
# `bench --peers` JAX and numba after `make peers`.
export PYTHONPATH := $(CURDIR)/.tools/py:$(CURDIR)/.tools/peers$(if $(PYTHONPATH),:$(PYTHONPATH))

setup:
	./scripts/setup.sh

# The optional peers of `fuselab bench --peers` (JAX, numba), into .tools/peers.
peers:
	./scripts/setup.sh --peers

test: setup
	cargo test --workspace

# Clippy, the walls between crates and between ir's layers (scripts/walls.sh,
# which runs scripts/module_walls.py), no import cycles
# between the files of a crate (scripts/module_cycles.py), and docs and
# comments that state rules, not a development diary (scripts/no_diary.py).
lint:
	cargo clippy --workspace --all-targets -- -D warnings
	./scripts/walls.sh
	python3 scripts/module_cycles.py
	python3 scripts/no_diary.py

# The suite in the reference interpreter, then the default sweep (every
# program × strategy × interp and cpu, two small sizes: traffic counted and
# checked; about a minute) and the timed sweep (none, greedy, ilp on cpu at a
# quarter of the bench sizes, where runs take milliseconds; under two
# minutes), each ending with the path of its report.html.
demo: setup
	cargo build --release
	./target/release/fuselab suite experiments/programs
	./target/release/fuselab experiment experiments/sweeps/default.toml --out $(CURDIR)/target/demo --force
	./target/release/fuselab experiment experiments/sweeps/timed.toml --out $(CURDIR)/target/demo-timed --force

# Coverage-guided fuzzing (libFuzzer, stable Rust): builds fuzz/ and runs each
# target FUZZ_TIME seconds (default 60) on its growing corpus fuzz/corpus/;
# crashes go to fuzz/artifacts/. See docs/reliability.md.
FUZZ_TIME ?= 60
.PHONY: fuzz
fuzz:
	FUZZ_TIME=$(FUZZ_TIME) ./fuzz/run.sh
