#!/bin/sh
# Runs a command inside a private D-Bus session with a fresh, unlocked gnome-keyring
# (the Secret Service), e.g.
#   crates/keys/with-secret-service.sh cargo nextest run -p tdx-keys
# The keyring lives in a temporary XDG_DATA_HOME so the machine's own keyrings are neither
# used nor changed. gnome-keyring only creates the "login" collection without a prompt when
# it is handed a non-empty password, hence the fixed throwaway password.
set -eu
if [ "$#" -eq 0 ]; then
    echo "usage: $0 COMMAND [ARGS...]" >&2
    exit 2
fi
data_home=$(mktemp -d)
trap 'rm -rf "$data_home"' EXIT INT TERM
XDG_DATA_HOME="$data_home" dbus-run-session -- sh -c '
    printf %s "ebl-desk-test-keyring" | gnome-keyring-daemon --unlock --components=secrets >/dev/null
    exec "$@"
' with-secret-service "$@"
