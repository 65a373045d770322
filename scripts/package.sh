#!/usr/bin/env bash
# `make package`: a release .deb of eBL Desk built by the Tauri bundler, with the pinned
# libpdfium.so inside (/usr/lib/ebl-desk/, where the installed app looks first), a desktop entry
# with categories and keywords, hicolor icons, Depends from the bundler (WebKitGTK 4.1, GTK 3) plus
# libayatana-appindicator3-1 (the tray icon: loaded at run time, the app cannot start its tray
# without it), and Recommends for the keyring. Then lintian; an error fails the build.
# Prints the path of the package on its last line. `PACKAGE_PROFILE=debug` builds the same
# package from the debug profile (what `make test-package` installs in CI: the release build of
# the whole dependency tree would take the CI run past its budget on 2 cores).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
PDFIUM="${TDX_PDFIUM_PATH:-$HOME/.cache/ebl-desk/pdfium/libpdfium.so}"
if [ ! -f "$PDFIUM" ]; then
  echo "package: no libpdfium.so at $PDFIUM (run scripts/setup.sh)" >&2
  exit 1
fi
if ! command -v lintian >/dev/null; then
  SUDO=""; if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends lintian >/dev/null
fi
TARGET="${CARGO_TARGET_DIR:-$ROOT/target}"
STAGE="$TARGET/package"
mkdir -p "$STAGE"
cp "$PDFIUM" "$STAGE/libpdfium.so"
PROFILE="${PACKAGE_PROFILE:-release}"
# The evidence-pack verifier ships beside the app: whoever receives a pack from a user of the
# app can check it with `tdx-evidence verify --expect-signer ADDRESS PACK.zip`, offline.
cargo_flags=(); if [ "$PROFILE" = "release" ]; then cargo_flags+=(--release); fi
cargo build -q "${cargo_flags[@]}" -p tdx-evidence -p tdx-cli >&2
cp "$TARGET/$PROFILE/tdx-evidence" "$STAGE/tdx-evidence"
# tdx, the command line over the same desk; its man pages and shell completions are generated
# from its clap definitions (`tdx generate-docs`, hidden), the two others' pages are written by
# hand (src-tauri/packaging/man). Man pages are installed compressed (gzip -9n: reproducible).
cp "$TARGET/$PROFILE/tdx" "$STAGE/tdx"
rm -rf "$STAGE/docs" && mkdir -p "$STAGE/docs/man"
"$STAGE/tdx" generate-docs "$STAGE/docs/gen" >&2
# `tdx evidence` would be tdx-evidence.1, the name of the verifier's own page: tdx.1 covers
# that subcommand, and `man tdx-evidence` is the verifier.
rm -f "$STAGE/docs/gen/tdx-evidence.1"
for page in "$STAGE"/docs/gen/*.1 "$ROOT"/src-tauri/packaging/man/*.1; do
  gzip -9nc "$page" >"$STAGE/docs/man/$(basename "$page").gz"
done
man_files=""
for page in "$STAGE"/docs/man/*.gz; do
  man_files+="\"/usr/share/man/man1/$(basename "$page")\": \"$page\","$'\n          '
done
# productName decides the package's name and file names: "ebl-desk" for the package; the window
# title and the desktop entry keep "eBL Desk".
cat >"$STAGE/tauri.package.json" <<JSON
{
  "productName": "ebl-desk",
  "bundle": {
    "targets": ["deb"],
    "icon": ["../icons/32x32.png", "../icons/128x128.png", "../icons/icon.png"],
    "longDescription": "eBL Desk shows the electronic bills of lading a company holds on the Trade Document Exchange Service and what may be done with each; surrender requests and transfers are signed on this computer with the user's own blockchain key. Clerks send envelopes of trade documents, and any eBL's PDF is previewed at once. An embedded sandbox of the service makes every feature work without an account.",
    "linux": {
      "deb": {
        "depends": ["libc6", "libayatana-appindicator3-1"],
        "files": {
          "/usr/lib/ebl-desk/libpdfium.so": "$STAGE/libpdfium.so",
          "/usr/bin/tdx-evidence": "$STAGE/tdx-evidence",
          "/usr/bin/tdx": "$STAGE/tdx",
          ${man_files}"/usr/share/bash-completion/completions/tdx": "$STAGE/docs/gen/tdx.bash",
          "/usr/share/zsh/vendor-completions/_tdx": "$STAGE/docs/gen/_tdx",
          "/usr/share/fish/vendor_completions.d/tdx.fish": "$STAGE/docs/gen/tdx.fish",
          "/usr/share/doc/ebl-desk/copyright": "$ROOT/src-tauri/packaging/copyright",
          "/usr/share/lintian/overrides/ebl-desk": "$ROOT/src-tauri/packaging/lintian-overrides"
        },
        "changelog": "$ROOT/src-tauri/packaging/changelog",
        "recommends": ["gnome-keyring", "libsecret-1-0", "opensc"],
        "section": "misc",
        "desktopTemplate": "$ROOT/src-tauri/packaging/ebl-desk.desktop.hbs"
      }
    }
  }
}
JSON
flags=()
if [ "$PROFILE" = "debug" ]; then flags+=(--debug); fi
rm -f "$TARGET/$PROFILE"/bundle/deb/*.deb
TAURI_APP_PATH=src-tauri TAURI_FRONTEND_PATH=ui \
  ui/node_modules/.bin/tauri build "${flags[@]}" --bundles deb --config "$STAGE/tauri.package.json" >&2
built="$(ls -t "$TARGET/$PROFILE"/bundle/deb/*.deb | head -n1)"
# Debian policy the bundler does not follow: stripped binaries, a real maintainer. The package
# is unpacked, fixed and packed again (md5sums recomputed).
work="$STAGE/deb-root"
rm -rf "$work"
dpkg-deb -R "$built" "$work"
strip --strip-unneeded "$work/usr/bin/ebl-desk" "$work/usr/bin/tdx-evidence" "$work/usr/bin/tdx" "$work/usr/lib/ebl-desk/libpdfium.so"
sed -i 's/^Maintainer: .*/Maintainer: The eBL Desk developers <dev@ebldesk.example>/' "$work/DEBIAN/control"
# The long description folded to Debian's 80 columns (the bundler writes one line).
python3 - "$work/DEBIAN/control" <<'PY'
import sys, textwrap
path = sys.argv[1]
lines = open(path).read().splitlines()
out, i = [], 0
while i < len(lines):
    out.append(lines[i])
    if lines[i].startswith("Description:"):
        body = []
        i += 1
        while i < len(lines) and lines[i].startswith(" "):
            body.append(lines[i].strip())
            i += 1
        out += [" " + l for l in textwrap.wrap(" ".join(body), 78)]
        continue
    i += 1
open(path, "w").write("\n".join(out) + "\n")
PY
size="$(du -sk --exclude=DEBIAN "$work" | cut -f1)"
sed -i "s/^Installed-Size: .*/Installed-Size: $size/" "$work/DEBIAN/control"
(cd "$work" && find usr -type f -print0 | sort -z | xargs -0 md5sum >DEBIAN/md5sums)
version="$(sed -n 's/^Version: //p' "$work/DEBIAN/control")"
deb="$TARGET/$PROFILE/bundle/deb/ebl-desk_${version}_amd64.deb"
rm -f "$built"
dpkg-deb --root-owner-group -Zxz --build "$work" "$deb" >&2
# Errors fail the package; warnings are listed (README › Install lists the known ones).
lintian --fail-on error "$deb" >&2
echo "$deb"
