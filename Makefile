# The README's commands: `make run` to play, `make test` to run every test,
# `make web` to build the page into dist/ and `make serve` to play it. They
# install the system packages they need first (as root or through sudo).

.PHONY: run test deps test-deps lint unit web serve web-test

run: deps
	cargo run --release

test: test-deps lint unit web-test

deps:
	.ci/install-deps build

test-deps:
	.ci/install-deps test

lint:
	cargo fmt --all -- --check
	cargo clippy --all-targets -- -D warnings

unit:
	cargo test

web:
	.ci/install-deps web
	.ci/build-web

serve: web
	@echo "Felt is at http://127.0.0.1:8000/ (Ctrl+C stops)"
	python3 -m http.server 8000 --bind 127.0.0.1 --directory dist

# The page in Debian's Chromium, driven by playwright-core (no browser download).
web-test: web
	cd tests/web && npm ci --no-audit --no-fund && npm test
