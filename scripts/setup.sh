#!/usr/bin/env bash
# Idempotent set-up for a fresh Debian 12 machine; safe to run again (each step skips what is
# already in place).
#   scripts/setup.sh run   what `make run` needs: the system packages to build and start the app
#                          (and run it under Xvfb when there is no DISPLAY), the PDFium library,
#                          the npm packages.
#   scripts/setup.sh       (or `test`) all of that and what `make test` adds: the test-only system
#                          packages (softhsm2 and opensc for keys in a PKCS#11 module), rustfmt,
#                          clippy, cargo-nextest, tauri-driver, the Python test tools.
set -euo pipefail
cd "$(dirname "$0")/.."

MODE="${1:-test}"
case "$MODE" in
  run | test) ;;
  *) echo "usage: scripts/setup.sh [run|test]" >&2; exit 2 ;;
esac

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

# Building and starting the app; with no DISPLAY `make run` starts it under Xvfb in its own D-Bus
# session with gnome-keyring and takes a screenshot (xdotool waits for the window, ImageMagick shoots).
APT_PACKAGES=(libwebkit2gtk-4.1-dev build-essential curl wget file libxdo-dev libssl-dev
  libayatana-appindicator3-dev librsvg2-dev xvfb xauth dbus dbus-x11 gnome-keyring xdotool imagemagick
  # The window in Arabic and Chinese (Settings › Language): a font for each script.
  fonts-noto-ui-core fonts-wqy-microhei)
if [ "$MODE" = test ]; then
  # The tests only: the WebDriver of WebKitGTK, secret-tool, pdftoppm, the benchmarks' load tools.
  APT_PACKAGES+=(webkit2gtk-driver libsecret-tools poppler-utils wrk hyperfine
    softhsm2 opensc)
fi

missing=()
for p in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing apt packages: ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# Rust tools the test command uses.
if [ "$MODE" = test ] && command -v rustup >/dev/null 2>&1; then
  for c in rustfmt clippy; do
    rustup component list --installed 2>/dev/null | grep -q "^$c" || rustup component add "$c"
  done
fi
if [ "$MODE" = test ] && ! cargo nextest --version >/dev/null 2>&1; then
  echo "setup: installing cargo-nextest"
  cargo install cargo-nextest --locked --quiet
fi

# Node.js >= 20.19 (Vite 8) with npm for the front end; Debian 12's own nodejs is too old.
if ! node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>20||(a===20&&b>=19)?0:1)' 2>/dev/null; then
  echo "setup: Node.js >= 20.19 with npm is needed (found: $(node --version 2>/dev/null || echo none))" >&2
  exit 1
fi

# tauri-driver: the WebDriver bridge for end-to-end tests (pinned to the 2.x line).
if [ "$MODE" = test ] && ! command -v tauri-driver >/dev/null 2>&1; then
  echo "setup: installing tauri-driver"
  cargo install tauri-driver --locked --version '^2.0' --quiet
fi

# PDFium, from the pypdfium2 wheel on PyPI (PDFium 159), pinned by sha256.
PDFIUM_WHEEL_VERSION=5.15.2
PDFIUM_WHEEL_SHA256=dc31aea5b0fb9fefc9b537a65f4113980b2c40798445736a7e6565bc85161e37
PDFIUM_DIR="${TDX_PDFIUM_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/ebl-desk/pdfium}"
if [ ! -f "$PDFIUM_DIR/libpdfium.so" ]; then
  echo "setup: fetching libpdfium.so (pypdfium2 $PDFIUM_WHEEL_VERSION)"
  tmp=$(mktemp -d)
  python3 -m pip download --quiet --no-deps --only-binary=:all: --platform manylinux_2_17_x86_64 \
    --python-version 3.11 "pypdfium2==$PDFIUM_WHEEL_VERSION" -d "$tmp"
  wheel=$(ls "$tmp"/pypdfium2-*.whl)
  echo "$PDFIUM_WHEEL_SHA256  $wheel" | sha256sum -c --quiet -
  mkdir -p "$PDFIUM_DIR"
  python3 - "$wheel" "$PDFIUM_DIR" <<'PY'
import sys, zipfile
wheel, out = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(wheel) as z:
    data = z.read("pypdfium2_raw/libpdfium.so")
open(out + "/libpdfium.so.tmp", "wb").write(data)
PY
  mv "$PDFIUM_DIR/libpdfium.so.tmp" "$PDFIUM_DIR/libpdfium.so"
  rm -rf "$tmp"
fi

# Python tools used by tests: schemathesis (sandbox API conformance), eth-account
# (independent signature and keystore vectors), dbus-next (the e2e desktop's notification
# server and tray, tests/e2e/lib/desktop_bus.py).
if [ "$MODE" = test ] && ! python3 -c "import schemathesis, eth_account, dbus_next" >/dev/null 2>&1; then
  echo "setup: installing python test tools"
  python3 -m pip install --quiet --disable-pip-version-check "schemathesis==4.32.5" "eth-account==0.14.0" \
    "dbus-next==0.2.3"
fi

# Front-end packages.
if [ -f ui/package-lock.json ]; then
  if [ ! -d ui/node_modules ] || [ ui/package-lock.json -nt ui/node_modules/.package-lock.json ]; then
    echo "setup: npm ci"
    (cd ui && npm ci --no-audit --no-fund --loglevel=error)
  fi
fi
echo "setup ($MODE): done"
