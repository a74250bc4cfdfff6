# fuselab's entry points. `make test` is what CI runs (with `make lint`).
.PHONY: setup test lint demo

# Tests find NumPy here (experiments/tests/cli.rs cross-checks against it).
export PYTHONPATH := $(CURDIR)/.tools/py$(if $(PYTHONPATH),:$(PYTHONPATH))

setup:
	./scripts/setup.sh

test: setup
	cargo test --workspace

lint:
	cargo clippy --workspace --all-targets -- -D warnings

demo: setup
	cargo build --release
	./target/release/fuselab suite experiments/programs
