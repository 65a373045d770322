#!/usr/bin/env bash
# `make run` without a DISPLAY: start the app under Xvfb (in its own D-Bus session with the
# keyring), wait for its window, take a screenshot of the screen, stop the app and say where the
# picture is.   run-headless.sh APP_BINARY SCREENSHOT.png
set -euo pipefail
app="$1"
shot="$2"
here="$(cd "$(dirname "$0")" && pwd)"

if [ -z "${EBL_DESK_HEADLESS_INNER:-}" ]; then
  mkdir -p "$(dirname "$shot")"
  export EBL_DESK_HEADLESS_INNER=1
  exec "$here/../../tests/e2e/in-session.sh" "$here/run-headless.sh" "$(realpath "$app")" "$(realpath -m "$shot")"
fi

"$app" &
pid=$!
trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true' EXIT

echo "run: no DISPLAY, so eBL Desk runs under Xvfb ($DISPLAY); waiting for its window"
if ! timeout 60 xdotool search --sync --name '^eBL Desk$' >/dev/null; then
  echo "run: the eBL Desk window did not appear within 60 s" >&2
  exit 1
fi
# Let the web view load and paint the first screen.
sleep 3
if ! kill -0 "$pid" 2>/dev/null; then
  echo "run: the app exited before the screenshot" >&2
  exit 1
fi
import -window root "$shot"
echo "run: screenshot of the running app: $shot"
