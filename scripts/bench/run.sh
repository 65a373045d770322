#!/usr/bin/env bash
# `make bench`: runs every benchmark of BENCHMARKS.md (several runs each, medians), each beside
# its comparison measured in the same run, then rewrites BENCHMARKS.md from
# scripts/bench/BENCHMARKS.template.md and the results (scripts/bench/render.py).
# Raw results go to artifacts/bench/. A step that fails is recorded in the table with its
# error; the others still run. Never part of `make test`. Takes about 50 minutes with both sizes
# on the shared 2-core machine (about 25 with BENCH_SIZES=10000); BENCH_ONLY runs a part.
#
# Environment:
#   EBL_DESK_BIN   the app binary (default: target/release/ebl-desk when present, else debug)
#   BENCH_RUNS     runs per command-line measurement (default 5)
#   BENCH_SIZES    the list sizes (generated eBLs of the standalone sandbox) the app's rows and
#                  curl's fetch are measured at, comma- or space-separated (default 10000,100000);
#                  the first is the size of the other rows (Chromium, anchors, wrk)
#   BENCH_ONLY     space-separated subset of: keys pdf check sandbox upload app ipc anchors activity watch chromium
#                  reliability (default: all). `anchors` (pdf.js and the PDF's download, the click
#                  row's two goals) reads the eBL and the width the `app` part opened, from an
#                  earlier run's artifacts/bench/desk-<size>.json when `app` is not in the subset.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$ROOT"

OUT="$ROOT/artifacts/bench"
RUNS="${BENCH_RUNS:-5}"
ALL_PARTS="keys pdf check sandbox upload app ipc anchors activity watch chromium reliability"
ONLY="${BENCH_ONLY:-$ALL_PARTS}"
TARGET="${CARGO_TARGET_DIR:-$ROOT/target}"
# Small criterion samples: the whole run stays well under 15 minutes.
CRITERION_ARGS=(--sample-size 10 --measurement-time 2 --warm-up-time 1 --noplot)
export CRITERION_HOME="$OUT/criterion"
export TDX_PDFIUM_PATH="${TDX_PDFIUM_PATH:-$HOME/.cache/ebl-desk/pdfium/libpdfium.so}"
if [ -z "${EBL_DESK_BIN:-}" ]; then
  if [ -x target/release/ebl-desk ]; then EBL_DESK_BIN=target/release/ebl-desk; else EBL_DESK_BIN=target/debug/ebl-desk; fi
fi
export EBL_DESK_BIN

PDF_FIXTURE="$ROOT/tests/fixtures/pdf/handmade-3-pages.pdf"
read -r -a SIZES <<<"$(echo "${BENCH_SIZES:-10000,100000}" | tr ',' ' ')"
EBLS="${SIZES[0]}"
# Command-line runs at a size: fewer at the large sizes (a fetch of 100,000 eBLs takes seconds).
runs_at() { if [ "$1" -gt 10000 ]; then echo 3; else echo "$RUNS"; fi; }

WORK="$(mktemp -d)"
SANDBOX_PID=""
cleanup() {
  if [ -n "$SANDBOX_PID" ]; then kill "$SANDBOX_PID" 2>/dev/null || true; fi
  wait 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT

wants() { [[ " $ONLY " == *" $1 "* ]]; }
log() { printf '\n== %s\n' "$*" >&2; }
# Records a failed step for the table (render.py shows the reason in the row).
failed() { printf '%s\n' "$2" >"$OUT/$1.error"; echo "bench: $1 failed: $2" >&2; }

mkdir -p "$OUT"
if [ "$ONLY" = "$ALL_PARTS" ]; then rm -rf "${OUT:?}"/*; fi
mkdir -p "$CRITERION_HOME"
{
  echo "{"
  echo "  \"date\": \"$(date -u +%Y-%m-%dT%H:%MZ)\","
  echo "  \"commit\": \"$(git rev-parse --short HEAD)\","
  echo "  \"cpu\": \"$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')\","
  echo "  \"cores\": $(nproc),"
  echo "  \"memory_gib\": $(awk '/MemTotal/ {printf "%.1f", $2/1048576}' /proc/meminfo),"
  echo "  \"app_binary\": \"$EBL_DESK_BIN\","
  echo "  \"runs\": $RUNS,"
  echo "  \"sizes\": [$(IFS=,; echo "${SIZES[*]}")]"
  echo "}"
} >"$OUT/machine.json"

# ---- EIP-191 sign / recover: tdx-keys (k256) beside libsecp256k1 (criterion) -------------
if wants keys; then
  log "EIP-191 sign/recover (criterion)"
  cargo bench -q -p tdx-keys --bench sign -- "${CRITERION_ARGS[@]}" >"$OUT/keys.log" 2>&1 ||
    failed keys "cargo bench -p tdx-keys failed (see artifacts/bench/keys.log)"
  # A signature through a PKCS#11 module (SoftHSM2, installed by scripts/setup.sh) beside the
  # keyring key, one and a batch of 100.
  log "a signature through a PKCS#11 module (criterion)"
  cargo bench -q -p tdx-keys --bench pkcs11 -- "${CRITERION_ARGS[@]}" >"$OUT/pkcs11.log" 2>&1 ||
    failed pkcs11 "cargo bench -p tdx-keys --bench pkcs11 failed (see artifacts/bench/pkcs11.log)"
fi

# ---- PDF: raw PDFium render + PNG encode of page 1 at 1200 px (criterion), pdftoppm -------
if wants pdf; then
  log "PDF page 1: raw PDFium (criterion) and pdftoppm -r 150 (hyperfine)"
  # The raw render is the click's information row and half of its second anchor: its sample is
  # raised until criterion's confidence interval is narrower than 10% of the estimate (each
  # try recorded in raw-spread.txt: sample size, spread in %).
  : >"$OUT/raw-spread.txt"
  for samples in 50 100 200; do
    cargo bench -q -p tdx-pdf --bench render -- --sample-size "$samples" --measurement-time "$((samples / 10))" \
      --warm-up-time 2 --noplot '^raw/handmade-3-pages\.pdf/png_fast$' >>"$OUT/pdf.log" 2>&1 ||
      { failed pdf "cargo bench -p tdx-pdf failed (see artifacts/bench/pdf.log)"; break; }
    spread="$(python3 scripts/bench/render.py --spread "$CRITERION_HOME" 'raw/handmade-3-pages.pdf/png_fast')"
    echo "$samples $spread" >>"$OUT/raw-spread.txt"
    awk -v s="$spread" 'BEGIN { exit !(s < 10) }' && break
  done
  cargo bench -q -p tdx-pdf --bench render -- "${CRITERION_ARGS[@]}" \
    '^worker/handmade-3-pages\.pdf/open\+render\+close/png_fast$' \
    >>"$OUT/pdf.log" 2>&1 || failed pdf "cargo bench -p tdx-pdf failed (see artifacts/bench/pdf.log)"
  hyperfine -N --warmup 2 --runs "$((RUNS * 2))" --style basic --export-json "$OUT/pdftoppm.json" \
    "pdftoppm -r 150 -f 1 -l 1 -png $PDF_FIXTURE $WORK/p" >"$OUT/pdftoppm.log" 2>&1 ||
    failed pdftoppm "hyperfine pdftoppm failed (see artifacts/bench/pdftoppm.log)"
fi

# ---- Documents checked against the eBL: 10 documents x 5 pages, text through the worker ---
if wants check; then
  log "document check: 10 documents x 5 pages against the bill (criterion)"
  cargo bench -q -p tdx-doccheck --bench check -- "${CRITERION_ARGS[@]}" >"$OUT/check.log" 2>&1 ||
    failed check "cargo bench -p tdx-doccheck failed (see artifacts/bench/check.log)"
  log "letter of credit: an MT700 and 10 documents x 5 pages checked (criterion)"
  cargo bench -q -p tdx-credit --bench check -- "${CRITERION_ARGS[@]}" >"$OUT/credit.log" 2>&1 ||
    failed credit "cargo bench -p tdx-credit failed (see artifacts/bench/credit.log)"
fi

# ---- A standalone tdx-sandbox (release) for the command-line comparisons -----------------
# One admin token for every sandbox of the run (signing_load and the e2e benches read the
# demo world through /_sandbox/).
export TDX_SANDBOX_ADMIN_TOKEN="${TDX_SANDBOX_ADMIN_TOKEN:-bench-$RANDOM$RANDOM$RANDOM}"
start_sandbox() {
  "$TARGET/release/tdx-sandbox" --listen 127.0.0.1:0 --token-ttl 3600 "$@" >"$WORK/sandbox.out" 2>"$WORK/sandbox.err" &
  SANDBOX_PID=$!
  for _ in $(seq 1 300); do [ -s "$WORK/sandbox.out" ] && break; sleep 0.1; done
  BASE="$(head -n1 "$WORK/sandbox.out" | sed -n 's/^tdx-sandbox listening on //p')"
  [ -n "$BASE" ] || { cat "$WORK/sandbox.err" >&2; return 1; }
  TOKEN="$(curl -sf -u ebl-integrator:ebl-integrator-sandbox-secret -d grant_type=client_credentials "$BASE/oauth/token/" |
    python3 -c 'import json,sys; print(json.load(sys.stdin)["access_token"])')"
}
stop_sandbox() {
  kill "$SANDBOX_PID" 2>/dev/null || true
  wait "$SANDBOX_PID" 2>/dev/null || true
  SANDBOX_PID=""
  : >"$WORK/sandbox.out"
}
build_sandbox() {
  [ -n "${SANDBOX_BUILT:-}" ] && return 0
  cargo build -q --release -p tdx-sandbox --bin tdx-sandbox --example signing_load && SANDBOX_BUILT=1
}

# One curl process asking for URL (each with -o /dev/null) N times on one connection: each
# transfer's time_total, one a line (the first includes the connection, as the app's first).
curl_times() {
  local url="$1" n="$2" args=()
  for _ in $(seq 1 "$n"); do args+=(-o /dev/null "$url"); done
  curl -sf -H "Authorization: Bearer $TOKEN" -w '%{time_total}\n' "${args[@]}"
}

if wants sandbox; then
  for n in "${SIZES[@]}"; do
    log "sandbox at $n eBLs: curl fetching all pages and one eBL (and wrk at $EBLS)"
    if build_sandbox && start_sandbox --ebls "$n"; then
      # The pages the app fetches (page_size 1000, following `next`), in one curl process.
      LIST="$BASE/api/integrators/ebl/v1/list"
      COUNT="$(curl -sf -H "Authorization: Bearer $TOKEN" "$LIST?page_size=1000" | python3 -c 'import json,sys; print(json.load(sys.stdin)["count"])')"
      PAGES=$(((COUNT + 999) / 1000))
      urls=()
      for p in $(seq 1 "$PAGES"); do urls+=("$LIST?page=$p&page_size=1000"); done
      echo "{\"count\": $COUNT, \"pages\": $PAGES}" >"$OUT/curl-pages-$n.json"
      cmd="curl -sf -o /dev/null -H 'Authorization: Bearer $TOKEN'"
      for u in "${urls[@]}"; do cmd+=" '$u'"; done
      hyperfine -N --warmup 1 --runs "$(runs_at "$n")" --style basic --export-json "$OUT/curl-fetch-$n.json" "$cmd" \
        >"$OUT/curl-fetch-$n.log" 2>&1 ||
        failed "curl-fetch-$n" "hyperfine curl failed (see artifacts/bench/curl-fetch-$n.log)"
      # One eBL's detail (what the click's `get_ebl` asks the service), 20 times on one connection.
      curl_times "$BASE/api/integrators/ebl/v1/eb100000-0000-4000-8000-000000000001" 20 >"$OUT/curl-get-$n.txt" ||
        failed "curl-get-$n" "curl of one eBL failed"
      if [ "$n" = "$EBLS" ]; then
        # eBL list requests per second (default page), 64 connections, several short runs.
        for i in $(seq 1 3); do
          wrk -t2 -c64 -d5s -H "Authorization: Bearer $TOKEN" "$LIST" >"$OUT/wrk-list-$i.txt" 2>&1 || true
        done
      fi
      stop_sandbox
    else
      failed sandbox "the release tdx-sandbox did not build or start"
    fi
  done
  # Signing round trips (signing-data + EIP-191 signature + submit), 64 concurrent; each
  # round trip surrenders a different generated eBL, so every run gets a fresh sandbox.
  if build_sandbox; then
    for i in $(seq 1 3); do
      start_sandbox --ebls 3000 || break
      "$TARGET/release/examples/signing_load" "$BASE" 64 3000 >"$OUT/signing-$i.txt" 2>&1 || true
      stop_sandbox
    done
  fi
fi

# ---- 1 GiB envelope upload: the app's upload path (tdx-client) beside curl -F ----------------
# Each run posts the same 1 GiB file to a fresh sandbox, once with curl and once with
# tdx-client's streaming upload (examples/upload_file, the code the Envelopes screen runs);
# recorded: time, the uploader's peak RSS (/usr/bin/time) and the sandbox's RSS growth.
# BENCH_UPLOAD_RUNS pairs (default 5); the order within a pair alternates (curl first, then the
# app first, ...), so neither uploader always meets a machine the other has just warmed.
if wants upload; then
  log "1 GiB envelope upload (tdx-client beside curl -F)"
  truncate -s 1G "$WORK/big.bin"
  META='[{"big.bin": {"document_type": "GOO", "document_id": "BIG-1"}}]'
  RECIPIENT=16f6a4d4-c43d-45fe-ad3f-3c937d7cb80c
  : >"$OUT/upload.txt"
  if build_sandbox && cargo build -q --release -p tdx-client --example upload_file; then
    for i in $(seq 1 "${BENCH_UPLOAD_RUNS:-5}"); do
      if [ $((i % 2)) -eq 1 ]; then order="curl desk"; else order="desk curl"; fi
      for tool in $order; do
        start_sandbox || { failed upload "the release tdx-sandbox did not start"; break 2; }
        before="$(awk '/VmRSS/ {print $2}' "/proc/$SANDBOX_PID/status")"
        if [ "$tool" = curl ]; then
          timing="$(/usr/bin/time -f '%M' -o "$WORK/upload.rss" curl -sf -o "$WORK/upload.json" -w '%{time_total} %{speed_upload}' \
            -H "Authorization: Bearer $TOKEN" -F recipient_id=$RECIPIENT -F "documents_metadata=$META" \
            -F "documents=@$WORK/big.bin" "$BASE/api/v3/integrations/envelope-standard/")" || timing="error"
        else
          timing="$(/usr/bin/time -f '%M' -o "$WORK/upload.rss" "$TARGET/release/examples/upload_file" \
            "$BASE" "$TOKEN" "$RECIPIENT" "$WORK/big.bin")" || timing="error"
        fi
        peak="$(awk '/VmHWM/ {print $2}' "/proc/$SANDBOX_PID/status")"
        echo "$tool $timing $before $peak $(tail -n1 "$WORK/upload.rss") $i" >>"$OUT/upload.txt"
        stop_sandbox
      done
    done
  else
    failed upload "the release tdx-sandbox or the upload example did not build"
  fi
fi

# ---- The real window at each size: the list, filter keystrokes, PDF page 1, warm launch, idle RSS, polling
if wants app; then
  log "the app in the real window ($EBL_DESK_BIN)"
  if [ -x "$EBL_DESK_BIN" ]; then
    # A service profile against a standalone release tdx-sandbox (what users of a deployment run),
    # then the embedded sandbox's profile for its idle-memory and launch rows.
    # At each size of BENCH_SIZES; above 10,000 eBLs fewer full fetches (each is every page)
    # and no hardware-acceleration launches (a 10,000-only comparison).
    for n in "${SIZES[@]}"; do
      log "the app in the real window at $n eBLs"
      if ! build_sandbox; then
        failed "desk-$n" "the release tdx-sandbox did not build"
        continue
      fi
      more=()
      [ "$n" -gt 10000 ] && more=(BENCH_FETCHES=3 BENCH_GPU_LAUNCHES=0)
      env "${more[@]}" BENCH_EBLS="$n" BENCH_OUT="$OUT/desk-$n.json" E2E_ARTIFACTS="$OUT/e2e-$n" \
        timeout "$((1200 + n * 15 / 1000))" tests/e2e/in-session.sh node tests/e2e/bench/desk.bench.mjs >"$OUT/desk-$n.log" 2>&1 ||
        failed "desk-$n" "the in-window benchmark at $n eBLs failed (see artifacts/bench/desk-$n.log)"
    done
    BENCH_EBLS="$EBLS" BENCH_PROFILE=embedded BENCH_FETCHES=0 BENCH_OPENS=0 BENCH_POLL_WINDOW_SECONDS=0 BENCH_GPU_LAUNCHES=0 \
      BENCH_OUT="$OUT/desk-embedded.json" E2E_ARTIFACTS="$OUT/e2e-embedded" \
      timeout 900 tests/e2e/in-session.sh node tests/e2e/bench/desk.bench.mjs >"$OUT/desk-embedded.log" 2>&1 ||
      failed desk-embedded "the in-window benchmark on the embedded profile failed (see artifacts/bench/desk-embedded.log)"
  else
    failed desk "no app binary at $EBL_DESK_BIN (make build)"
  fi
fi

# ---- The anchors of the IPC and launch rows: a bare Tauri app beside the app -------------------
# bench/bare-tauri (same tauri, same lock) built in release, then tests/e2e/bench/ipc.bench.mjs:
# one no-op `ping` round trip in both windows (200 samples, alternating), and the bare app's
# launch → first paint (5 launches), which the launch row sets beside the app's warm launch.
if wants ipc; then
  log "one no-op IPC round trip and the bare Tauri app's launch ($EBL_DESK_BIN beside bench/bare-tauri)"
  rm -f "$OUT/ipc.json" "$OUT/ipc.error"
  if [ ! -x "$EBL_DESK_BIN" ]; then
    failed ipc "no app binary at $EBL_DESK_BIN (make build)"
  elif ! cargo build -q --release -p bare-tauri >"$OUT/ipc-build.log" 2>&1; then
    failed ipc "the bare Tauri app did not build (see artifacts/bench/ipc-build.log)"
  else
    BARE_TAURI_BIN="$TARGET/release/bare-tauri" BENCH_OUT="$OUT/ipc.json" E2E_ARTIFACTS="$OUT/e2e" \
      timeout 600 tests/e2e/in-session.sh node tests/e2e/bench/ipc.bench.mjs >"$OUT/ipc.log" 2>&1 ||
      failed ipc "the IPC benchmark failed (see artifacts/bench/ipc.log)"
  fi
fi

# Debian's chromium, installed here on first use (never by `make test` or scripts/setup.sh).
ensure_chromium() {
  command -v chromium >/dev/null && return 0
  local apt=(apt-get)
  [ "$(id -u)" = 0 ] || apt=(sudo apt-get)
  { "${apt[@]}" install -y chromium || { "${apt[@]}" update && "${apt[@]}" install -y chromium; }; } \
    >"$OUT/chromium-install.log" 2>&1 || true
  command -v chromium >/dev/null
}

# ---- The click's two anchors (page 1 of the same eBL PDF, the width the app drew it at) ------
# (a) pdf.js (npm's pdfjs-dist) in headless Chromium: navigation → page 1 painted
#     (tests/e2e/bench/pdfjs.bench.mjs); (b) the PDF's download as the app gets it (the same
#     preview URL and a token of the same sandbox, curl, on one connection), to which render.py
#     adds the raw render of the `pdf` part.
if wants anchors; then
  log "the click's anchors: pdf.js in headless Chromium, the PDF's download"
  rm -f "$OUT/pdfjs.json" "$OUT/pdfjs.error" "$OUT/download.txt" "$OUT/download.error"
  read -r OPEN_ID WIDTH_PX < <(python3 -c '
import json, sys
try:
    d = json.load(open(sys.argv[1]))
except (OSError, ValueError):
    d = {}
print((d.get("openIds") or ["-"])[0], d.get("previewWidthPx") or "-")' "$OUT/desk-$EBLS.json")
  if ! build_sandbox || ! start_sandbox --ebls "$EBLS"; then
    failed anchors "the release tdx-sandbox did not build or start"
  else
    LIST="$BASE/api/integrators/ebl/v1/list"
    if [ "$OPEN_ID" = "-" ]; then
      # No app run to take the eBL from: the first original ISSUED eBL of the list.
      OPEN_ID="$(curl -sf -H "Authorization: Bearer $TOKEN" "$LIST?page_size=100" | python3 -c '
import json, sys
print(next(e["id"] for e in json.load(sys.stdin)["results"] if e.get("state") == "ISSUED" and not e.get("is_copy")))')"
    fi
    # The width the app's preview drew page 1 at (device pixels); 1200 when the app did not run.
    [ "$WIDTH_PX" = "-" ] && WIDTH_PX=1200
    PDF_URL="$BASE/api/integrators/ebl/v1/$OPEN_ID/preview/"
    echo "{\"ebl\": \"$OPEN_ID\", \"widthPx\": $WIDTH_PX}" >"$OUT/anchors.json"
    curl_times "$PDF_URL" 21 >"$OUT/download.txt" || failed download "curl of the eBL's PDF failed ($PDF_URL)"
    if ! ensure_chromium; then
      failed pdfjs "Debian's chromium did not install (see artifacts/bench/chromium-install.log)"
    elif [ ! -d ui/node_modules/pdfjs-dist ]; then
      failed pdfjs "ui/node_modules/pdfjs-dist is missing (make setup)"
    else
      BENCH_PDF_URL="$PDF_URL" BENCH_TOKEN="$TOKEN" BENCH_WIDTH_PX="$WIDTH_PX" BENCH_RUNS=10 \
        BENCH_OUT="$OUT/pdfjs.json" E2E_ARTIFACTS="$OUT/e2e" \
        timeout 300 node tests/e2e/bench/pdfjs.bench.mjs >"$OUT/pdfjs.log" 2>&1 ||
        failed pdfjs "the pdf.js benchmark failed (see artifacts/bench/pdfjs.log)"
    fi
    stop_sandbox
  fi
fi

# ---- The Activity screen with 100,000 journal entries in the real window --------------------
if wants activity; then
  log "the Activity screen with 100,000 journal entries ($EBL_DESK_BIN)"
  rm -f "$OUT/activity.json" "$OUT/activity.error"
  SEED_PROFILE=()
  [[ "$EBL_DESK_BIN" == *release* ]] && SEED_PROFILE=(--release)
  if [ -x "$EBL_DESK_BIN" ] && cargo build -q "${SEED_PROFILE[@]}" -p tdx-store --example seed_journal; then
    BENCH_OUT="$OUT/activity.json" E2E_ARTIFACTS="$OUT/e2e" \
      timeout 600 tests/e2e/in-session.sh node tests/e2e/bench/activity.bench.mjs >"$OUT/activity.log" 2>&1 ||
      failed activity "the Activity benchmark failed (see artifacts/bench/activity.log)"
  else
    failed activity "no app binary at $EBL_DESK_BIN, or the journal seeder did not build"
  fi
  if [ "$ONLY" = "activity" ]; then
    # Only this part ran: the other rows of BENCHMARKS.md keep their last measured values.
    python3 scripts/bench/render.py --activity-only "$OUT" BENCHMARKS.md
    echo "the Activity row of BENCHMARKS.md rewritten from $OUT"
    exit 0
  fi
fi

# ---- Watching every profile: idle memory and CPU with one and with three watched profiles -----
if wants watch; then
  log "idle with one and with three watched profiles ($EBL_DESK_BIN)"
  rm -f "$OUT/watch.json" "$OUT/watch.error"
  if [ -x "$EBL_DESK_BIN" ] && build_sandbox; then
    BENCH_EBLS="$EBLS" BENCH_OUT="$OUT/watch.json" E2E_ARTIFACTS="$OUT/e2e" \
      timeout 900 tests/e2e/in-session.sh node tests/e2e/bench/watch.bench.mjs >"$OUT/watch.log" 2>&1 ||
      failed watch "the watch benchmark failed (see artifacts/bench/watch.log)"
  else
    failed watch "no app binary at $EBL_DESK_BIN, or the release tdx-sandbox did not build"
  fi
fi

# ---- The same front end in headless Chromium: the comparison of the idle-RSS row ------------
# What an Electron-style app would cost: the eBL list screen in Chromium with the same 10,000 rows.
# 1. The real app is run once (first launch + warm launch) and its answers to the list screen's
#    commands are recorded (tests/e2e/bench/record-ipc.mjs).
# 2. The front end of the current commit is built into a temporary folder (ui/dist, which the
#    app build embeds, is left alone; uncommitted work in ui/ is not picked up).
# 3. tests/e2e/bench/chromium.bench.mjs serves it through the IPC stand-in
#    (tests/e2e/bench/ipc-stand-in.mjs) and measures Chromium's process tree after the list is shown.
# Debian's chromium is installed here, on first use: never by `make test` or scripts/setup.sh.
if wants chromium; then
  log "the same front end in headless Chromium (idle RSS comparison)"
  rm -f "$OUT/chromium.json" "$OUT/chromium.error"
  if ! ensure_chromium; then
    failed chromium "Debian's chromium did not install (see artifacts/bench/chromium-install.log)"
  elif [ ! -x "$EBL_DESK_BIN" ]; then
    failed chromium "no app binary at $EBL_DESK_BIN to record the rows from (make build)"
  elif [ ! -d ui/node_modules ]; then
    failed chromium "ui/node_modules is missing (make setup)"
  elif ! build_sandbox; then
    failed chromium "the release tdx-sandbox (the recording's service) did not build"
  elif ! BENCH_EBLS="$EBLS" BENCH_IPC_OUT="$WORK/ipc-answers.json" E2E_ARTIFACTS="$OUT/e2e" \
    timeout 600 tests/e2e/in-session.sh node tests/e2e/bench/record-ipc.mjs >"$OUT/chromium-record.log" 2>&1; then
    failed chromium "recording the app's answers failed (see artifacts/bench/chromium-record.log)"
  elif ! { git archive HEAD ui | tar -x -C "$WORK" && ln -s "$ROOT/ui/node_modules" "$WORK/ui/node_modules" &&
    npm --prefix "$WORK/ui" run build -- --outDir "$WORK/ui-dist" --emptyOutDir; } >"$OUT/chromium-ui-build.log" 2>&1; then
    failed chromium "building the front end failed (see artifacts/bench/chromium-ui-build.log)"
  else
    BENCH_DIST="$WORK/ui-dist" BENCH_IPC="$WORK/ipc-answers.json" BENCH_OUT="$OUT/chromium.json" E2E_ARTIFACTS="$OUT/e2e" \
      timeout 600 node tests/e2e/bench/chromium.bench.mjs >"$OUT/chromium.log" 2>&1 ||
      failed chromium "the Chromium benchmark failed (see artifacts/bench/chromium.log)"
  fi
fi

if wants reliability; then
  log "reliability: hostile paths named by the window"
  tests/e2e/in-session.sh cargo nextest run -p tdx-desk --test envelopes hostile_paths_are_refused_at_every_entry \
    --no-capture >"$OUT/paths-refused.log" 2>&1 ||
    failed paths-refused "the hostile-paths test failed (see artifacts/bench/paths-refused.log)"
  log "reliability: hostile service answers, faults during the stories, fuzzing, hostile PDFs"
  cargo nextest run -p tdx-client --test hostile_answers --no-capture >"$OUT/hostile-answers.log" 2>&1 ||
    failed hostile-answers "the hostile-answers test failed (see artifacts/bench/hostile-answers.log)"
  tests/e2e/in-session.sh cargo nextest run -p tdx-desk --test faults --no-capture >"$OUT/faults.log" 2>&1 ||
    failed faults "the faults test failed (see artifacts/bench/faults.log)"
  TDX_FUZZ_MUTATIONS=2000 cargo nextest run -p tdx-pdf --test fuzz_corpus --no-capture >"$OUT/fuzz.log" 2>&1 ||
    failed fuzz "the fuzz corpus run failed (see artifacts/bench/fuzz.log)"
  cargo nextest run -p tdx-pdf --test malformed hostile_pdfs_never_hang_the_worker --no-capture \
    >"$OUT/hostile-pdfs.log" 2>&1 ||
    failed hostile-pdfs "the hostile-PDF run failed (see artifacts/bench/hostile-pdfs.log)"
  log "reliability: each boundary (origin, lookalike inbox, terminal, worker images, syscalls, evidence, module signatures, approvals)"
  cargo nextest run -p tdx-client --test origin --no-capture >"$OUT/boundary-origin.log" 2>&1 ||
    failed boundary-origin "the origin test failed (see artifacts/bench/boundary-origin.log)"
  tests/e2e/in-session.sh cargo nextest run -p tdx-desk --test assurance lookalike --no-capture \
    >"$OUT/boundary-lookalike.log" 2>&1 ||
    failed boundary-lookalike "the lookalike test failed (see artifacts/bench/boundary-lookalike.log)"
  tests/e2e/in-session.sh cargo nextest run -p tdx-cli --test terminal --no-capture \
    >"$OUT/boundary-terminal.log" 2>&1 ||
    failed boundary-terminal "the terminal test failed (see artifacts/bench/boundary-terminal.log)"
  cargo nextest run -p tdx-pdf --test checked_output --no-capture >"$OUT/boundary-images.log" 2>&1 ||
    failed boundary-images "the worker-image test failed (see artifacts/bench/boundary-images.log)"
  cargo nextest run -p tdx-pdf --test jail only_the_calls --no-capture >"$OUT/boundary-syscalls.log" 2>&1 ||
    failed boundary-syscalls "the syscall test failed (see artifacts/bench/boundary-syscalls.log)"
  cargo nextest run -p tdx-evidence --test cli forged --no-capture >"$OUT/boundary-evidence.log" 2>&1 ||
    failed boundary-evidence "the forged-pack test failed (see artifacts/bench/boundary-evidence.log)"
  tests/e2e/in-session.sh cargo nextest run -p tdx-desk --test pkcs11 invalid_signatures --no-capture \
    >"$OUT/boundary-module-signatures.log" 2>&1 ||
    failed boundary-module-signatures "the module-signature test failed (see artifacts/bench/boundary-module-signatures.log)"
  tests/e2e/in-session.sh cargo nextest run -p tdx-desk --test dual_control refused_nothing_signed --no-capture \
    >"$OUT/boundary-approvals.log" 2>&1 ||
    failed boundary-approvals "the approval refusal test failed (see artifacts/bench/boundary-approvals.log)"
  if [ "$ONLY" = "reliability" ]; then
    # Only this part ran: the other rows of BENCHMARKS.md keep their last measured values.
    python3 scripts/bench/render.py --reliability-only "$OUT" BENCHMARKS.md
    echo "the Reliability table of BENCHMARKS.md rewritten from $OUT"
    exit 0
  fi
fi

log "rewriting BENCHMARKS.md"
python3 scripts/bench/render.py "$OUT" scripts/bench/BENCHMARKS.template.md BENCHMARKS.md
echo "BENCHMARKS.md rewritten from $OUT"
