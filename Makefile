# eBL Desk: the two commands of the README (`make run`, `make test`) and their parts.
# Every target starts with `setup` (scripts/setup.sh, idempotent and quick when all is in place);
# `make run` with `setup-run`, the part of it that running the app needs.
SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := help

# Where cargo puts the app binary (follows CARGO_TARGET_DIR, like cargo does).
APP_BIN := $(or $(CARGO_TARGET_DIR),target)/debug/ebl-desk
export EBL_DESK_BIN := $(abspath $(APP_BIN))
IN_SESSION := tests/e2e/in-session.sh
# The debug app the end-to-end tests drive carries their two test-only commands; clippy and the
# Rust tests build it the same way (one build of the app crate). The package never has them.
E2E_HOOKS := --features ebl-desk/e2e-hooks

.PHONY: help setup setup-run ui app build run dev test i18n-check check-rust check-ui test-rust test-bindings test-api test-ui test-e2e bench package test-package

help:
	@echo "make run   - set up, build the UI and the app, start it (under Xvfb with a screenshot when there is no DISPLAY)"
	@echo "make test  - set up, then fmt, clippy, typecheck, lint, Rust tests, bindings check, UI tests, end-to-end tests"
	@echo "make bench - run every benchmark (about 10 min) and rewrite BENCHMARKS.md with the numbers"
	@echo "make package - a release .deb (Tauri bundler, PDFium inside) in target/release/bundle/deb/, checked by lintian"

setup:
	bash scripts/setup.sh

# What `make run` needs and no more: no test tools (tauri-driver, cargo-nextest, Python tools).
setup-run:
	bash scripts/setup.sh run

# The front end the app embeds (ui/dist); the app crate's build needs it.
ui: setup
	npm --prefix ui run build --silent

# The app binary (debug) with ui/dist built in (the ebl-desk crate's default `custom-protocol` feature),
# and the standalone tdx-sandbox the end-to-end scenarios of service profiles talk to.
build: ui
	cargo build $(E2E_HOOKS) -p ebl-desk -p tdx-sandbox -p tdx-evidence

# `make run`'s build: the UI, then the app crate alone (not the tdx-sandbox and tdx-evidence
# binaries only the end-to-end tests use), with the same features as `make build`, so that the
# end-to-end tests of `make test` after `make run` find the app already built.
app: setup-run
	npm --prefix ui run build --silent
	cargo build $(E2E_HOOKS) -p ebl-desk

run: app
	@if [ -n "$${DISPLAY:-}" ]; then exec $(APP_BIN); \
	else src-tauri/scripts/run-headless.sh $(APP_BIN) artifacts/run-screenshot.png; fi

# A release .deb with PDFium inside (scripts/package.sh), checked by lintian.
package: ui
	bash scripts/package.sh

# The package installed into a fresh Debian 12 root and used there (scripts/test-package.sh).
test-package: ui
	bash scripts/test-package.sh

# Development with hot reload: the Vite dev server (tauri.conf.json `devUrl`) instead of the
# embedded ui/dist. The Tauri CLI runs the npm scripts in ui/ (TAURI_FRONTEND_PATH).
dev: setup
	TAURI_FRONTEND_PATH=ui TAURI_APP_PATH=src-tauri ui/node_modules/.bin/tauri dev -- --no-default-features

test: setup check-rust check-ui test-rust test-bindings test-api test-ui test-e2e test-package

# The catalogue (locales/<tag>/*.ftl) against the code, per language: ids missing, not in en,
# unused, parse errors, variables en does not have (the same check as crates/i18n/tests/catalogue.rs).
i18n-check:
	cargo run -q -p tdx-i18n --bin i18n-check -- .

check-rust: ui
	cargo fmt --all --check
	cargo clippy --workspace --all-targets $(E2E_HOOKS) -- -D warnings

check-ui: setup
	npm --prefix ui run typecheck --silent
	npm --prefix ui run lint --silent

# Rust tests with the real OS keyring (gnome-keyring in a private D-Bus session). They also
# regenerate ui/src/bindings through ts-rs.
test-rust: ui
	$(IN_SESSION) cargo nextest run --workspace $(E2E_HOOKS) --no-fail-fast
	# nextest runs no doc tests: the desk's compile_fail ones prove a grant type cannot be forged.
	cargo test -q --doc -p tdx-desk

# The committed TypeScript bindings must be what the Rust types generate.
# ui/src/bindings (ts-rs types, error codes, the command map) and the capability's permissions
# (build.rs, from the commands' signatures) are written by the build and the tests: committed
# files must be what they write.
GENERATED := ui/src/bindings src-tauri/capabilities/default.json
test-bindings: test-rust
	@changes="$$(git status --porcelain -- $(GENERATED))"; \
	if [ -n "$$changes" ]; then \
	  echo "$(GENERATED) differ from what the Rust code generates (commit the regenerated files):"; \
	  echo "$$changes"; git --no-pager diff -- $(GENERATED); exit 1; \
	else echo "bindings: $(GENERATED) match the Rust code"; fi

# The sandbox against its own OpenAPI document (schemathesis): no 5xx, every response conforms.
test-api: setup
	cargo build -q -p tdx-sandbox
	crates/sandbox/tests/schemathesis.sh

test-ui: setup
	npm --prefix ui test --silent

test-e2e: build
	tests/e2e/run.sh

# Every benchmark of BENCHMARKS.md, each beside its comparison, then BENCHMARKS.md rewritten.
# Measures target/release/ebl-desk when it exists (fairer numbers), else the debug build.
bench: build
	release="$(or $(CARGO_TARGET_DIR),target)/release/ebl-desk"; \
	if [ -x "$$release" ]; then export EBL_DESK_BIN="$$(realpath "$$release")"; fi; \
	scripts/bench/run.sh
