#!/bin/sh
# poppler's pdftoppm at 150 dpi (A4 -> 1241 px wide, close to the bench's 1200 px) on the
# same fixtures as benches/render.rs, page 1 only, PNG and JPEG. Needs hyperfine.
set -eu
dir="$(cd "$(dirname "$0")/../../../tests/fixtures/pdf" && pwd)"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
for f in handmade-3-pages.pdf cairo-3-pages.pdf scanned-2-pages.pdf; do
  hyperfine --warmup 3 --runs 30 --style basic \
    "pdftoppm -r 150 -f 1 -l 1 -png $dir/$f $out/p" \
    "pdftoppm -r 150 -f 1 -l 1 -jpeg -jpegopt quality=85 $dir/$f $out/j"
done

# The tdx-pdf CLI cold (process + worker start + PDFium load + render), if built in release.
bin="$(dirname "$0")/../../../target/release/tdx-pdf"
if [ -x "$bin" ]; then
  hyperfine --warmup 3 --runs 20 --style basic \
    "$bin info $dir/handmade-3-pages.pdf" \
    "$bin render $dir/handmade-3-pages.pdf --width 1200 --out $out/t.png"
fi
