#!/usr/bin/env bash
# `make bench`: runs every benchmark of BENCHMARKS.md (several runs each, medians), each beside
# its comparison measured in the same run, then rewrites BENCHMARKS.md from
# scripts/bench/BENCHMARKS.template.md and the results (scripts/bench/render.py).
# Raw results go to artifacts/bench/. A step that fails is recorded in the table with its
# error; the others still run. Takes about 12 minutes; never part of `make test`.
#
# Environment:
#   EBL_DESK_BIN   the app binary (default: target/release/ebl-desk when present, else debug)
#   BENCH_RUNS     runs per command-line measurement (default 5)
#   BENCH_ONLY     space-separated subset of: keys pdf sandbox upload app activity chromium reliability
#                  (default: all)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$ROOT"

OUT="$ROOT/artifacts/bench"
RUNS="${BENCH_RUNS:-5}"
ALL_PARTS="keys pdf sandbox upload app activity chromium reliability"
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
EBLS=10000

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
  echo "  \"runs\": $RUNS"
  echo "}"
} >"$OUT/machine.json"

# ---- EIP-191 sign / recover: tdx-keys (k256) beside libsecp256k1 (criterion) -------------
if wants keys; then
  log "EIP-191 sign/recover (criterion)"
  cargo bench -q -p tdx-keys --bench sign -- "${CRITERION_ARGS[@]}" >"$OUT/keys.log" 2>&1 ||
    failed keys "cargo bench -p tdx-keys failed (see artifacts/bench/keys.log)"
fi

# ---- PDF: raw PDFium render + PNG encode of page 1 at 1200 px (criterion), pdftoppm -------
if wants pdf; then
  log "PDF page 1: raw PDFium (criterion) and pdftoppm -r 150 (hyperfine)"
  cargo bench -q -p tdx-pdf --bench render -- "${CRITERION_ARGS[@]}" \
    '^(raw/handmade-3-pages\.pdf/png_fast|worker/handmade-3-pages\.pdf/open\+render\+close/png_fast)$' \
    >"$OUT/pdf.log" 2>&1 || failed pdf "cargo bench -p tdx-pdf failed (see artifacts/bench/pdf.log)"
  hyperfine -N --warmup 2 --runs "$((RUNS * 2))" --style basic --export-json "$OUT/pdftoppm.json" \
    "pdftoppm -r 150 -f 1 -l 1 -png $PDF_FIXTURE $WORK/p" >"$OUT/pdftoppm.log" 2>&1 ||
    failed pdftoppm "hyperfine pdftoppm failed (see artifacts/bench/pdftoppm.log)"
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

if wants sandbox; then
  log "sandbox: curl fetching all pages of $EBLS eBLs, wrk eBL list, signing round trips"
  if build_sandbox && start_sandbox --ebls "$EBLS"; then
    # The pages the app fetches (page_size 1000, following `next`), in one curl process.
    LIST="$BASE/api/integrators/ebl/v1/list"
    COUNT="$(curl -sf -H "Authorization: Bearer $TOKEN" "$LIST?page_size=1000" | python3 -c 'import json,sys; print(json.load(sys.stdin)["count"])')"
    PAGES=$(((COUNT + 999) / 1000))
    urls=()
    for p in $(seq 1 "$PAGES"); do urls+=("$LIST?page=$p&page_size=1000"); done
    echo "{\"count\": $COUNT, \"pages\": $PAGES}" >"$OUT/curl-pages.json"
    cmd="curl -sf -H 'Authorization: Bearer $TOKEN'"
    for u in "${urls[@]}"; do cmd+=" '$u'"; done
    hyperfine -N --warmup 1 --runs "$RUNS" --style basic --export-json "$OUT/curl-fetch.json" "$cmd" \
      >"$OUT/curl-fetch.log" 2>&1 ||
      failed curl-fetch "hyperfine curl failed (see artifacts/bench/curl-fetch.log)"
    # eBL list requests per second (default page), 64 connections, several short runs.
    for i in $(seq 1 3); do
      wrk -t2 -c64 -d5s -H "Authorization: Bearer $TOKEN" "$LIST" >"$OUT/wrk-list-$i.txt" 2>&1 || true
    done
    stop_sandbox
    # Signing round trips (signing-data + EIP-191 signature + submit), 64 concurrent; each
    # round trip surrenders a different generated eBL, so every run gets a fresh sandbox.
    for i in $(seq 1 3); do
      start_sandbox --ebls 3000 || break
      "$TARGET/release/examples/signing_load" "$BASE" 64 3000 >"$OUT/signing-$i.txt" 2>&1 || true
      stop_sandbox
    done
  else
    failed sandbox "the release tdx-sandbox did not build or start"
  fi
fi

# ---- 1 GiB envelope upload: the app's upload path (tdx-client) beside curl -F ----------------
# Each run posts the same 1 GiB file to a fresh sandbox, once with curl and once with
# tdx-client's streaming upload (examples/upload_file, the code the Envelopes screen runs);
# recorded: time, the uploader's peak RSS (/usr/bin/time) and the sandbox's RSS growth.
if wants upload; then
  log "1 GiB envelope upload (tdx-client beside curl -F)"
  truncate -s 1G "$WORK/big.bin"
  META='[{"big.bin": {"document_type": "GOO", "document_id": "BIG-1"}}]'
  RECIPIENT=1b0c0000-0000-4000-8000-000000000003
  : >"$OUT/upload.txt"
  if build_sandbox && cargo build -q --release -p tdx-client --example upload_file; then
    for i in $(seq 1 3); do
      for tool in curl desk; do
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
        echo "$tool $timing $before $peak $(tail -n1 "$WORK/upload.rss")" >>"$OUT/upload.txt"
        stop_sandbox
      done
    done
  else
    failed upload "the release tdx-sandbox or the upload example did not build"
  fi
fi

# ---- The real window: 10,000 eBLs, filter keystrokes, PDF page 1, warm launch, idle RSS ----
if wants app; then
  log "the app in the real window ($EBL_DESK_BIN)"
  if [ -x "$EBL_DESK_BIN" ]; then
    # A service profile against a standalone release tdx-sandbox (what users of a deployment run),
    # then the embedded sandbox's profile for its idle-memory and launch rows.
    if build_sandbox; then
      BENCH_OUT="$OUT/desk.json" E2E_ARTIFACTS="$OUT/e2e" \
        timeout 1500 tests/e2e/in-session.sh node tests/e2e/bench/desk.bench.mjs >"$OUT/desk.log" 2>&1 ||
        failed desk "the in-window benchmark failed (see artifacts/bench/desk.log)"
    else
      failed desk "the release tdx-sandbox did not build"
    fi
    BENCH_PROFILE=embedded BENCH_FETCHES=0 BENCH_OPENS=0 BENCH_POLLS=0 BENCH_GPU_LAUNCHES=0 \
      BENCH_OUT="$OUT/desk-embedded.json" E2E_ARTIFACTS="$OUT/e2e-embedded" \
      timeout 900 tests/e2e/in-session.sh node tests/e2e/bench/desk.bench.mjs >"$OUT/desk-embedded.log" 2>&1 ||
      failed desk-embedded "the in-window benchmark on the embedded profile failed (see artifacts/bench/desk-embedded.log)"
  else
    failed desk "no app binary at $EBL_DESK_BIN (make build)"
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
  if ! command -v chromium >/dev/null; then
    APT=(apt-get); [ "$(id -u)" = 0 ] || APT=(sudo apt-get)
    { "${APT[@]}" install -y chromium || { "${APT[@]}" update && "${APT[@]}" install -y chromium; }; } \
      >"$OUT/chromium-install.log" 2>&1 || true
  fi
  if ! command -v chromium >/dev/null; then
    failed chromium "Debian's chromium did not install (see artifacts/bench/chromium-install.log)"
  elif [ ! -x "$EBL_DESK_BIN" ]; then
    failed chromium "no app binary at $EBL_DESK_BIN to record the rows from (make build)"
  elif [ ! -d ui/node_modules ]; then
    failed chromium "ui/node_modules is missing (make setup)"
  elif ! build_sandbox; then
    failed chromium "the release tdx-sandbox (the recording's service) did not build"
  elif ! BENCH_IPC_OUT="$WORK/ipc-answers.json" E2E_ARTIFACTS="$OUT/e2e" \
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
