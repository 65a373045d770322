#!/usr/bin/env bash
# Runs a command the way the app runs on a desktop: inside its own D-Bus session with
# gnome-keyring's Secret Service unlocked (the real OS keyring), and under a virtual X display
# (Xvfb, 1280x800) when there is no DISPLAY.
#   tests/e2e/in-session.sh COMMAND [ARGS...]
#
# The Secret Service is started by D-Bus activation from a service file of this session only,
# never from the machine's own: should gnome-keyring-daemon exit or crash mid-run (it has
# aborted on a client that went away mid-request), the next request starts it again on the
# same keyring files, unlocked with the same password, so one lost daemon cannot fail every
# test after it.
set -euo pipefail

if [ -z "${DISPLAY:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1280x800x24 -nolisten tcp" "$0" "$@"
fi

if [ -z "${EBL_DESK_IN_DBUS_SESSION:-}" ]; then
  export EBL_DESK_IN_DBUS_SESSION=1
  # A fresh login keyring in a throwaway folder, so an existing keyring on the machine (with
  # another password) cannot get in the way.
  keyring_home=$(mktemp -d)
  trap 'rm -rf "$keyring_home"' EXIT
  mkdir -p "$keyring_home/data" "$keyring_home/services"
  # gnome-keyring creates the login collection only for a non-empty password: with an empty
  # one it falls back to a graphical prompt and no collection exists.
  cat >"$keyring_home/start-keyring" <<EOF
#!/bin/sh
printf '%s' ebl-desk-test | XDG_DATA_HOME='$keyring_home/data' \
  exec gnome-keyring-daemon --foreground --unlock --components=secrets
EOF
  chmod +x "$keyring_home/start-keyring"
  cat >"$keyring_home/services/org.freedesktop.secrets.service" <<EOF
[D-BUS Service]
Name=org.freedesktop.secrets
Exec=$keyring_home/start-keyring
EOF
  # This session's services come first: its Secret Service wins over the machine's.
  cat >"$keyring_home/session.conf" <<EOF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <servicedir>$keyring_home/services</servicedir>
  <include>/usr/share/dbus-1/session.conf</include>
</busconfig>
EOF
  status=0
  dbus-run-session --config-file="$keyring_home/session.conf" -- "$0" "$@" || status=$?
  exit "$status"
fi

# Start the Secret Service now (not at the first test's request) and check that it serves an
# unlocked collection.
dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
  org.freedesktop.DBus.StartServiceByName string:org.freedesktop.secrets uint32:0 >/dev/null
"$@"
