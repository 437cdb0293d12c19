# The two commands of the README: `make run` to play, `make test` to run every
# test. Both install the system packages they need first (as root or via sudo).

.PHONY: run test deps test-deps lint unit

run: deps
	cargo run --release

test: test-deps lint unit

deps:
	.ci/install-deps build

test-deps:
	.ci/install-deps test

lint:
	cargo fmt --all -- --check
	cargo clippy --all-targets -- -D warnings

unit:
	cargo test
