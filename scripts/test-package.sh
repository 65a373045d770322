#!/usr/bin/env bash
# `make test-package`: builds the .deb, installs it into a fresh Debian 12 root
# (debootstrap --variant=minbase; the downloaded base is cached in
# ~/.cache/ebl-desk/debootstrap-bookworm-minbase.tgz) with `apt-get install ./ebl-desk_*.deb`,
# dependencies from Debian, then starts the *installed* /usr/bin/ebl-desk in that root under
# Xvfb with a D-Bus session and gnome-keyring (tests/e2e/package/installed.test.mjs: the eBL
# screen, sign-in to the embedded sandbox, page 1 of an eBL's PDF drawn by the packaged PDFium;
# screenshots in artifacts/e2e/package/), and checks that `apt-get remove` leaves none of the
# package's files behind.
set -euo pipefail
ROOT_DIR="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT_DIR"
SUDO=""; if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
log() { printf 'test-package: %s\n' "$*" >&2; }

if ! command -v debootstrap >/dev/null; then
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends debootstrap >/dev/null
fi

log "building the package"
deb="$(PACKAGE_PROFILE="${PACKAGE_PROFILE:-debug}" bash scripts/package.sh | tail -n1)"
pkg="$(dpkg-deb -f "$deb" Package)"
log "package: $deb ($pkg, $(du -h "$deb" | cut -f1))"

MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/ebl-desk"
BASE="$CACHE/debootstrap-bookworm-minbase.tgz"
mkdir -p "$CACHE"
if [ ! -s "$BASE" ]; then
  log "downloading the Debian 12 base (cached for later runs)"
  $SUDO debootstrap --variant=minbase --make-tarball="$BASE.part" bookworm "$(mktemp -d)" "$MIRROR" >/dev/null
  mv "$BASE.part" "$BASE"
fi

CHROOT="$(mktemp -d /var/tmp/ebl-desk-root.XXXXXX)"
mounts=()
cleanup() {
  for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do $SUDO umount -l "${mounts[$i]}" 2>/dev/null || true; done
  $SUDO rm -rf --one-file-system "$CHROOT"
}
trap cleanup EXIT
bind() { # bind SOURCE: the same path inside the root
  $SUDO mkdir -p "$CHROOT$1"
  $SUDO mount --bind "$1" "$CHROOT$1"
  mounts+=("$CHROOT$1")
}
log "a fresh Debian 12 root in $CHROOT"
$SUDO debootstrap --variant=minbase --unpack-tarball="$BASE" bookworm "$CHROOT" "$MIRROR" >/dev/null
$SUDO cp /etc/resolv.conf "$CHROOT/etc/resolv.conf"
$SUDO mount -t proc proc "$CHROOT/proc"; mounts+=("$CHROOT/proc")
bind /sys
bind /dev
bind /dev/pts
bind /tmp
bind "$ROOT_DIR"
in_root() { $SUDO chroot "$CHROOT" env DEBIAN_FRONTEND=noninteractive "$@"; }

log "apt-get install ./$(basename "$deb") (dependencies from Debian)"
$SUDO cp "$deb" "$CHROOT/root/"
in_root apt-get update -qq
in_root apt-get install -y -qq --no-install-recommends "./root/$(basename "$deb")" >/dev/null
files="$(in_root dpkg -L "$pkg")"
grep -qx /usr/bin/ebl-desk <<<"$files"
grep -qx /usr/lib/ebl-desk/libpdfium.so <<<"$files"
grep -q '^/usr/share/applications/.*\.desktop$' <<<"$files"
grep -q '^/usr/share/icons/hicolor/' <<<"$files"
grep -qx /usr/bin/tdx-evidence <<<"$files"
grep -qx /usr/bin/tdx <<<"$files"
for page in ebl-desk tdx tdx-evidence tdx-transfer tdx-bulk-transfer; do
  grep -qx "/usr/share/man/man1/$page.1.gz" <<<"$files"
done
grep -qx /usr/share/bash-completion/completions/tdx <<<"$files"
# The installed verifier runs in the fresh root (its libraries come from Debian) and refuses a
# file that is not a pack with exit 1 and a FAILED verdict.
printf 'not a pack' | $SUDO tee "$CHROOT/tmp/not-a-pack.zip" >/dev/null
set +e
verdict="$(in_root /usr/bin/tdx-evidence verify /tmp/not-a-pack.zip)"
status=$?
set -e
if [ "$status" -ne 1 ] || [[ "$verdict" != *"FAILED: "* ]]; then
  echo "test-package: the installed tdx-evidence answered $status: $verdict" >&2
  exit 1
fi
# What the test itself needs in the root: WebDriver for WebKitGTK, python for the stand-in browser.
in_root apt-get install -y -qq --no-install-recommends webkit2gtk-driver python3 >/dev/null
$SUDO cp "$(command -v tauri-driver)" "$CHROOT/usr/local/bin/tauri-driver"

log "the installed /usr/bin/tdx: its version, a sign-in and the eBLs as JSON"
version="$(in_root /usr/bin/tdx --version)"
[[ "$version" == "tdx $(dpkg-deb -f "$deb" Version)"* ]] || { log "tdx --version answered: $version"; exit 1; }
# The sandbox profile (the embedded sandbox starts inside tdx), signed in through the e2e
# stand-in browser (tests/e2e/bin, in this repository, bind-mounted at the same path), with the
# Secret Service of a private D-Bus session (tests/e2e/in-session.sh) reached from the root.
tdx_home="$(mktemp -d /tmp/ebl-desk-tdx.XXXXXX)"
SUDO="$SUDO" CHROOT="$CHROOT" HOME_DIR="$tdx_home" BIN="$ROOT_DIR/tests/e2e/bin" \
  tests/e2e/in-session.sh bash -c '
    run() {
      $SUDO chroot "$CHROOT" env HOME="$HOME_DIR" EBL_DESK_DATA_DIR="$HOME_DIR/data" \
        PATH="$BIN:/usr/bin:/bin" BROWSER="$BIN/xdg-open" TDX_SANDBOX_ADMIN_TOKEN=package-test \
        E2E_BROWSER_LOG="$HOME_DIR/browser.log" DBUS_SESSION_BUS_ADDRESS="$DBUS_SESSION_BUS_ADDRESS" \
        /usr/bin/tdx "$@"
    }
    run login >&2 && run ebls --json >"$HOME_DIR/ebls.json"' >&2
python3 - "$tdx_home/ebls.json" <<'PY'
import json, sys
rows = json.load(open(sys.argv[1]))["rows"]
assert len(rows) >= 5 and all(r["reference"] for r in rows), rows
print(f"test-package: tdx ebls --json listed {len(rows)} eBLs of the embedded sandbox", file=sys.stderr)
PY
rm -rf "$tdx_home"

log "starting the installed /usr/bin/ebl-desk"
E2E_CHROOT="$CHROOT" EBL_DESK_BIN=/usr/bin/ebl-desk tests/e2e/run.sh tests/e2e/package/installed.test.mjs

log "apt-get remove $pkg"
in_root apt-get remove -y -qq "$pkg" >/dev/null
left=()
while IFS= read -r f; do
  if [ -f "$CHROOT$f" ] || [ -L "$CHROOT$f" ]; then left+=("$f"); fi
done <<<"$files"
if [ ${#left[@]} -gt 0 ]; then
  log "files of the package left after apt-get remove: ${left[*]}"
  exit 1
fi
log "installed, used and removed cleanly"
