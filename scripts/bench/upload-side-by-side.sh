#!/usr/bin/env bash
# Two builds of the upload path side by side in one run, beside curl: `upload-side-by-side.sh
# OLD_UPLOAD_FILE NEW_UPLOAD_FILE` (each a release `crates/client/examples/upload_file`, e.g. one
# built from an earlier commit in a worktree). Each round posts the same 1 GiB sparse file with
# old, new and curl, in turn, each to a fresh release tdx-sandbox; one line per upload:
# `round tool seconds MiB/s`. ROUNDS (default 4).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
T="${CARGO_TARGET_DIR:-$ROOT/target}/release"
OLD="$1" NEW="$2"
W="$(mktemp -d)"
trap 'rm -rf "$W"' EXIT
truncate -s 1G "$W/big.bin"
META='[{"big.bin": {"document_type": "GOO", "document_id": "BIG-1"}}]'
RECIPIENT=16f6a4d4-c43d-45fe-ad3f-3c937d7cb80c
export TDX_SANDBOX_ADMIN_TOKEN="side-$RANDOM$RANDOM"
for round in $(seq 1 "${ROUNDS:-4}"); do
  for tool in old new curl; do
    "$T/tdx-sandbox" --listen 127.0.0.1:0 --token-ttl 3600 >"$W/out" 2>"$W/err" &
    PID=$!
    for _ in $(seq 1 300); do [ -s "$W/out" ] && break; sleep 0.1; done
    BASE="$(head -n1 "$W/out" | sed -n 's/^tdx-sandbox listening on //p')"
    TOKEN="$(curl -sf -u ebl-integrator:ebl-integrator-sandbox-secret -d grant_type=client_credentials "$BASE/oauth/token/" |
      python3 -c 'import json,sys; print(json.load(sys.stdin)["access_token"])')"
    start=$(date +%s.%N)
    case $tool in
      old) "$OLD" "$BASE" "$TOKEN" "$RECIPIENT" "$W/big.bin" >/dev/null ;;
      new) "$NEW" "$BASE" "$TOKEN" "$RECIPIENT" "$W/big.bin" >/dev/null ;;
      curl) curl -sf -o /dev/null -H "Authorization: Bearer $TOKEN" -F recipient_id=$RECIPIENT \
        -F "documents_metadata=$META" -F "documents=@$W/big.bin" "$BASE/api/v3/integrations/envelope-standard/" ;;
    esac
    end=$(date +%s.%N)
    python3 -c "print('$round $tool %.3f %.0f' % ($end-$start, 1024/($end-$start)))"
    kill "$PID"
    wait "$PID" 2>/dev/null || true
    : >"$W/out"
  done
done
