#!/usr/bin/env bash
# Runs the end-to-end scenarios (tests/e2e/scenarios/*.test.mjs) against the built app binary
# ($EBL_DESK_BIN, else debug/ebl-desk under $CARGO_TARGET_DIR or target/), through tauri-driver +
# WebKitWebDriver, inside a D-Bus session with an unlocked gnome-keyring and, without a DISPLAY, under Xvfb.
# Screenshots go to artifacts/e2e/<scenario>/. Arguments, if any, name the scenario files to run
# (default: all of them).
set -euo pipefail
cd "$(dirname "$0")/../.."

bin="${EBL_DESK_BIN:-${CARGO_TARGET_DIR:-target}/debug/ebl-desk}"
export EBL_DESK_BIN="$(realpath -m "$bin")"
if [ ! -x "${E2E_CHROOT:-}$bin" ]; then
  echo "e2e: no app binary at $bin (build it with: make build)" >&2
  exit 1
fi
mkdir -p artifacts/e2e
if [ $# -eq 0 ]; then set -- tests/e2e/scenarios/*.test.mjs; fi
exec tests/e2e/in-session.sh node --test --test-concurrency=1 --test-timeout=180000 --test-reporter=spec "$@"
