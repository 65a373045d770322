#!/usr/bin/env bash
# Benchmarks for BENCHMARKS.md (release build):
#  1. eBL list requests/s (wrk, 64 connections, default page of 100 eBLs)
#  2. signing round trips/s (signing-data + signature + submit-signed-data, 64 concurrent)
#  3. peak RSS of the sandbox while receiving a 1 GiB envelope upload
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../../.." && pwd)"
cd "$ROOT"
DURATION="${DURATION:-10s}"
cargo build -q --release -p tdx-sandbox --bins --example signing_load
BIN="${CARGO_TARGET_DIR:-$ROOT/target}/release/tdx-sandbox"
LOAD="${CARGO_TARGET_DIR:-$ROOT/target}/release/examples/signing_load"
WORK="$(mktemp -d)"
PID=""
cleanup() { [ -n "$PID" ] && kill "$PID" 2>/dev/null; wait 2>/dev/null || true; rm -rf "$WORK"; }
trap cleanup EXIT

start() {
  "$BIN" --listen 127.0.0.1:0 --token-ttl 3600 "$@" >"$WORK/out" 2>"$WORK/err" &
  PID=$!
  for _ in $(seq 1 100); do [ -s "$WORK/out" ] && break; sleep 0.1; done
  BASE="$(head -n1 "$WORK/out" | sed -n 's/^tdx-sandbox listening on //p')"
  TOKEN="$(curl -sf -u ebl-integrator:ebl-integrator-sandbox-secret -d grant_type=client_credentials "$BASE/oauth/token/" |
    python3 -c 'import json,sys; print(json.load(sys.stdin)["access_token"])')"
}
stop() { kill "$PID"; wait "$PID" 2>/dev/null || true; PID=""; : >"$WORK/out"; }

echo "== eBL list (page of 100 of 1,008 eBLs), wrk 64 connections, $DURATION"
start --ebls 1000
wrk -t2 -c64 -d"$DURATION" -H "Authorization: Bearer $TOKEN" "$BASE/api/integrators/ebl/v1/list" | grep -E "Requests/sec|Latency|requests in"
echo "== eBL list (page_size=10)"
wrk -t2 -c64 -d"$DURATION" -H "Authorization: Bearer $TOKEN" "$BASE/api/integrators/ebl/v1/list?page_size=10" | grep -E "Requests/sec|Latency|requests in"
stop

echo "== signing round trips, 64 concurrent"
start --ebls 20000
"$LOAD" "$BASE" 64 20000
stop

echo "== 1 GiB envelope upload"
start
truncate -s 1G "$WORK/big.bin"
META='[{"big.bin": {"document_type": "GOO", "document_id": "BIG-1"}}]'
curl -sf -o "$WORK/upload.json" -H "Authorization: Bearer $TOKEN" \
  -F recipient_id=16f6a4d4-c43d-45fe-ad3f-3c937d7cb80c \
  -F "documents_metadata=$META" \
  -F "documents=@$WORK/big.bin" \
  "$BASE/api/v3/integrations/envelope-standard/"
python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); print("created envelope", r[0]["envelope_id"])' "$WORK/upload.json"
grep -E "VmHWM|VmRSS" "/proc/$PID/status"
stop
