#!/usr/bin/env bash
# Runs schemathesis against a freshly started tdx-sandbox using its own OpenAPI document:
# no 5xx, and every response conforms to the documented status codes, content types and
# schemas. Usage: crates/sandbox/tests/schemathesis.sh [MAX_EXAMPLES]
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../../.." && pwd)"
MAX_EXAMPLES="${1:-${SCHEMATHESIS_MAX_EXAMPLES:-25}}"
BIN="${TDX_SANDBOX_BIN:-${CARGO_TARGET_DIR:-$ROOT/target}/debug/tdx-sandbox}"
if [ ! -x "$BIN" ]; then
  (cd "$ROOT" && cargo build -q -p tdx-sandbox)
fi
command -v schemathesis >/dev/null || { echo "schemathesis is not installed (pip install schemathesis)" >&2; exit 2; }

WORK="$(mktemp -d)"
export TDX_SANDBOX_ADMIN_TOKEN="schemathesis-$RANDOM-$RANDOM-$RANDOM"
# The sandbox's stdout is a pipe: reading its first line waits exactly until it listens.
coproc SANDBOX { exec "$BIN" --listen 127.0.0.1:0 --token-ttl 3600 2>"$WORK/stderr"; }
PID=$SANDBOX_PID
cleanup() { kill "$PID" 2>/dev/null || true; wait "$PID" 2>/dev/null || true; rm -rf "$WORK"; }
trap cleanup EXIT

FIRST=""
read -r FIRST <&"${SANDBOX[0]}" || true
BASE="$(printf '%s\n' "$FIRST" | sed -n 's/^tdx-sandbox listening on //p')"
[ -n "$BASE" ] || { echo "sandbox did not start" >&2; cat "$WORK/stderr" >&2; exit 1; }

TOKEN="$(curl -sf -u ebl-integrator:ebl-integrator-sandbox-secret \
  -d grant_type=client_credentials -d 'scope=read write' "$BASE/oauth/token/" |
  python3 -c 'import json,sys; print(json.load(sys.stdin)["access_token"])')"

# The document is served behind the admin token; schemathesis reads it from a file.
curl -sf -H "X-Sandbox-Admin: $TDX_SANDBOX_ADMIN_TOKEN" "$BASE/_sandbox/openapi.json" >"$WORK/openapi.json"
schemathesis run "$WORK/openapi.json" \
  --url "$BASE" \
  -H "Authorization: Bearer $TOKEN" \
  --checks not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance \
  --max-examples "$MAX_EXAMPLES" \
  --generation-deterministic \
  --request-timeout 30 \
  --no-color
