#!/usr/bin/env bash
# Runs a command the way the app runs on a desktop: inside its own D-Bus session with
# gnome-keyring's Secret Service unlocked (the real OS keyring), and under a virtual X display
# (Xvfb, 1280x800) when there is no DISPLAY.
#   tests/e2e/in-session.sh COMMAND [ARGS...]
set -euo pipefail

if [ -z "${DISPLAY:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1280x800x24 -nolisten tcp" "$0" "$@"
fi

if [ -z "${EBL_DESK_IN_DBUS_SESSION:-}" ]; then
  export EBL_DESK_IN_DBUS_SESSION=1
  exec dbus-run-session -- "$0" "$@"
fi

# A fresh login keyring, unlocked, serving org.freedesktop.secrets. Its files live in a
# throwaway folder so an existing keyring on the machine (with another password) cannot
# get in the way. gnome-keyring creates the login collection only for a non-empty password:
# with an empty one it falls back to a graphical prompt and no collection exists.
keyring_home=$(mktemp -d)
trap 'rm -rf "$keyring_home"' EXIT
eval "$(printf '%s' "ebl-desk-test" | XDG_DATA_HOME="$keyring_home" gnome-keyring-daemon --unlock --components=secrets)"
export GNOME_KEYRING_CONTROL SSH_AUTH_SOCK 2>/dev/null || true
"$@"
