# The README's commands: `make run` to play, `make test` to run every test,
# `make web` to build the page into dist/ and `make serve` to play it. They
# install the system packages they need first (as root or through sudo).

.PHONY: run test deps test-deps lint unit web serve web-test screenshots

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
	RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --document-private-items

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

# The README's screenshots: every game's opening table (deal 3) at 840x560,
# and Klondike on a phone held upright (390x844), each drawn by the window's
# own `--screenshot` under Xvfb. The games are those `felt help` lists (the
# one list of games); the Vegas games share Klondike's table.
SHOT_GAMES = $$($(FELT) help | awk '/^games:/ { getline; for (i = 1; i <= NF; i++) if ($$i !~ /-vegas$$/) print $$i }')
SHOT_DIR := assets/screenshots
FELT ?= target/release/felt
SHOT := xvfb-run -a -s "-screen 0 1280x1024x24" $(FELT) --deal 3

screenshots: test-deps
	cargo build --release
	mkdir -p $(SHOT_DIR)
	for game in $(SHOT_GAMES); do \
	  $(SHOT) --variant $$game --size 840x560 --screenshot $(SHOT_DIR)/$$game.png || exit 1; \
	done
	$(SHOT) --variant klondike --size 390x844 --screenshot $(SHOT_DIR)/phone.png
