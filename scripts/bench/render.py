#!/usr/bin/env python3
"""Writes BENCHMARKS.md from the template and the raw results of scripts/bench/run.sh.

    render.py RESULTS_DIR TEMPLATE OUTPUT

Every row is written whether or not its numbers exist: a missing number becomes
"not measured" with the reason (the step's recorded error, or why the code cannot reach it).
"""

import json
import math
import re
import statistics
import sys
from pathlib import Path

GIB = 1024**3
MIB = 1024**2


def load_json(path: Path):
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        return None


def error(out: Path, name: str):
    try:
        return (out / f"{name}.error").read_text().strip()
    except OSError:
        return None


def criterion_medians(home: Path) -> dict:
    """full id ("group/function") -> median time in ns, from criterion's JSON output."""
    medians = {}
    for bench in home.glob("**/new/benchmark.json"):
        meta = load_json(bench)
        est = load_json(bench.parent / "estimates.json")
        if not meta or not est:
            continue
        full = meta.get("full_id") or f"{meta.get('group_id')}/{meta.get('function_id')}"
        medians[full] = est["median"]["point_estimate"]
    return medians


def criterion_estimate(home: Path, full_id: str):
    """What criterion prints for a benchmark (`time: [lower estimate upper]`: the slope when it
    sampled linearly, else the mean), in ns, with the sample size: a dict or None."""
    for bench in home.glob("**/new/benchmark.json"):
        meta = load_json(bench)
        if not meta or (meta.get("full_id") or f"{meta.get('group_id')}/{meta.get('function_id')}") != full_id:
            continue
        est = load_json(bench.parent / "estimates.json") or {}
        typical = est.get("slope") or est.get("mean")
        sample = load_json(bench.parent / "sample.json") or {}
        if not typical:
            return None
        ci = typical["confidence_interval"]
        point = typical["point_estimate"]
        return {
            "point": point,
            "lower": ci["lower_bound"],
            "upper": ci["upper_bound"],
            "spread": (ci["upper_bound"] - ci["lower_bound"]) / point * 100 if point else None,
            "samples": len(sample.get("iters") or []),
        }
    return None


def sized(out: Path, stem: str, n: int, first: int, ext: str = "json") -> Path:
    """`<stem>-<n>.<ext>` of a run of BENCH_SIZES; an older run's `<stem>.<ext>` for the first size."""
    path = out / f"{stem}-{n}.{ext}"
    if not path.exists() and n == first and (out / f"{stem}.{ext}").exists():
        return out / f"{stem}.{ext}"
    return path


def sizes_of(machine: dict):
    return [int(n) for n in machine.get("sizes") or [10000]]


def curl_times_ms(path: Path):
    """Per-transfer times of one curl process (curl_times in run.sh), in ms, the first (which
    opened the connection) left out."""
    try:
        values = [float(line) * 1e3 for line in path.read_text().split()]
    except (OSError, ValueError):
        return []
    return values[1:]


def hyperfine_median_s(path: Path):
    data = load_json(path)
    if not data or not data.get("results"):
        return None
    return data["results"][0]["median"]


def median(values):
    values = [v for v in values or [] if v is not None]
    return statistics.median(values) if values else None


def p95(values):
    values = sorted(v for v in values or [] if v is not None)
    if not values:
        return None
    return values[min(len(values) - 1, math.ceil(0.95 * len(values)) - 1)]


def fmt_ns(ns):
    if ns is None:
        return None
    if ns < 1e3:
        return f"{ns:.0f} ns"
    if ns < 1e6:
        return f"{ns / 1e3:.1f} µs"
    if ns < 1e9:
        return f"{ns / 1e6:.1f} ms"
    return f"{ns / 1e9:.2f} s"


def fmt_ms(ms):
    return None if ms is None else fmt_ns(ms * 1e6)


def ratio(ours, beside):
    if ours is None or beside in (None, 0):
        return None
    return ours / beside


def fmt_ratio(r):
    return "—" if r is None else f"{r:.2f}×"


def verdict(ok):
    if ok is None:
        return ""
    return " — **met**" if ok else " — **not met**"


def or_reason(text, reason):
    return text if text is not None else f"not measured: {reason}"


def wrk_rps(out: Path):
    values = []
    for f in sorted(out.glob("wrk-list-*.txt")):
        m = re.search(r"Requests/sec:\s+([\d.]+)", f.read_text())
        if m:
            values.append(float(m.group(1)))
    return values


def signing_rps(out: Path):
    values = []
    for f in sorted(out.glob("signing-*.txt")):
        m = re.search(r"= (\d+) round trips/s \((\d+) failures", f.read_text())
        if m:
            values.append((float(m.group(1)), int(m.group(2))))
    return values


def uploads(out: Path, tool: str):
    """Runs of one uploader (`curl` or `desk`): throughput, its peak RSS, sandbox RSS growth."""
    runs = []
    try:
        lines = (out / "upload.txt").read_text().splitlines()
    except OSError:
        return runs
    for n, line in enumerate(lines):
        parts = line.split()
        # `tool seconds speed before peak client [pair]` (results before the pair column: pairs
        # by order, two lines each).
        if len(parts) in (6, 7) and parts[0] == tool and parts[1] != "error":
            total_s, _speed, before_kib, peak_kib, client_kib = parts[1:6]
            runs.append(
                {
                    "mib_s": GIB / float(total_s) / MIB,
                    "growth_mib": (int(peak_kib) - int(before_kib)) / 1024,
                    "client_mib": int(client_kib) / 1024,
                    "pair": int(parts[6]) if len(parts) == 7 else n // 2 + 1,
                }
            )
    return runs


def upload_ratios(desk_runs, curl_runs):
    """The app's throughput ÷ curl's in each pair (the two uploads of one alternating round)."""
    curl_by_pair = {u["pair"]: u["mib_s"] for u in curl_runs}
    return [u["mib_s"] / curl_by_pair[u["pair"]] for u in desk_runs if u["pair"] in curl_by_pair]


def profile_words(desk: dict) -> str:
    """Which profile the in-window rows ran on (tests/e2e/bench/benchProfile.mjs)."""
    if desk.get("profile") == "embedded":
        return "the embedded sandbox's profile"
    return f"service profile against a standalone `tdx-sandbox --ebls {desk.get('ebls', 10000)}`"


def polling(desk: dict):
    """The polling step of one desk run: polls in the window, RSS growth, a sentence; or None.
    The growth is from the first sample after a poll past the first (the start's refresh and
    first poll are one-time work) to the last; None when no poll came between them."""
    samples = desk.get("pollSamples") or []
    if len(samples) < 2 or not samples[0]["rssKiB"]:
        return None
    polls = desk.get("polls", samples[-1]["polls"] - samples[0]["polls"])
    wall_s = desk.get("pollWallMs", 0) / 1000
    base = next((s for s in samples if s["polls"] > samples[0]["polls"]), None)
    measured = base is not None and samples[-1]["polls"] > base["polls"]
    growth = (samples[-1]["rssKiB"] - base["rssKiB"]) / base["rssKiB"] * 100 if measured else None
    window = desk.get("pollWindowSeconds")
    pace = desk.get("pollPaceSeconds")
    text = (
        f"{polls} poll{'' if polls == 1 else 's'} in {wall_s:.0f} s"
        + (f" (a {window} s window" if window else " (")
        + f", asked every {desk.get('pollSeconds', 1)} s"
        + (f", paced by the app to every {pace} s after the first poll" if pace and pace > desk.get("pollSeconds", 1) else "")
        + f", {desk.get('pollFailures', 0)} failed): "
        + (
            f"{base['rssKiB'] / 1024:.0f} MiB after poll {base['polls']} → {samples[-1]['rssKiB'] / 1024:.0f} MiB"
            f" after poll {samples[-1]['polls']}"
            if measured
            else "not measured: no two polls after the first within the window"
        )
    )
    return {"polls": polls, "wall_s": wall_s, "growth": growth, "text": text,
            "per_poll_s": wall_s / polls if polls else None}


# The launch goal of issue 46: the app's warm launch → list shown at most this much above the bare
# Tauri app's launch → first paint, measured on the same machine.
LAUNCH_OVER_ANCHOR_MS = 80


def launch_goal_met(launch, anchor):
    """Whether the app's warm launch is within LAUNCH_OVER_ANCHOR_MS of the bare app's (None: unknown)."""
    if launch is None or anchor is None:
        return None
    return launch <= anchor + LAUNCH_OVER_ANCHOR_MS


def bare_launch(out: Path, ipc: dict, desk: dict):
    """The bare Tauri app's warm launch → first paint, and the words that say it (or why it is
    missing): launched just before each of the app's warm launches (desk.bench.mjs) when it was,
    else the IPC benchmark's own launches (the median of the second and later)."""
    paired = desk.get("bareLaunchMs") or []
    if paired:
        return median(paired), (
            f"bare Tauri app launch → first paint: {fmt_ms(median(paired))} "
            f"(median of {len(paired)} launches, each just before one of the app's)"
        )
    runs = (ipc.get("bareLaunchMs") or [])[1:]
    anchor = median(runs)
    if anchor is None:
        why = (ipc.get("errors") or {}).get("bare-launch") or error(out, "ipc") or "the IPC benchmark did not run"
        return None, f"bare Tauri app launch → first paint: not measured: {why}"
    return anchor, f"bare Tauri app launch → first paint: {fmt_ms(anchor)} (median of {len(runs)} warm launches)"


def ipc_rows(out: Path, ipc: dict, command: str):
    """The no-op round trip row: the app's `ping` beside the bare Tauri app's."""
    ping = ipc.get("ping") or {}
    ours, bare = ping.get("app") or {}, ping.get("bare") or {}
    why = (ipc.get("errors") or {}).get("ping") or error(out, "ipc") or "the IPC benchmark did not run"
    n = ipc.get("pingCalls", 200)

    def said(s):
        if s.get("medianMs") is None:
            return None
        return f"{fmt_ms(s['medianMs'])} (p95 {fmt_ms(s['p95Ms'])})"

    return [
        [
            f"one no-op IPC round trip (median, p95 of {n})",
            or_reason(said(ours), why),
            "bare Tauri app: " + or_reason(said(bare), why),
            fmt_ratio(ratio(ours.get("medianMs"), bare.get("medianMs")))
            + (" (median)" if ours.get("medianMs") is not None and bare.get("medianMs") else ""),
            "the anchor: what the app's own code adds to a call",
            f"{command} (`ping` through `__TAURI_INTERNALS__.invoke`)",
        ]
    ]


def rows(out: Path, machine: dict):
    crit = criterion_medians(out / "criterion")
    sizes = sizes_of(machine)
    first = sizes[0]
    desk = load_json(sized(out, "desk", first, first)) or {}
    desk_errors = desk.get("errors", {})
    desk_fail = error(out, f"desk-{first}") or error(out, "desk")
    binary = machine.get("app_binary", "target/debug/ebl-desk")
    in_window = f"`EBL_DESK_BIN={binary} tests/e2e/in-session.sh node tests/e2e/bench/desk.bench.mjs`"

    def desk_reason(step):
        return desk_errors.get(step) or desk_fail or "the in-window benchmark did not run"

    crit_cmd = "--sample-size 10 --measurement-time 2 --warm-up-time 1"
    table = []

    # PDF page 1 on screen after a bare click, beside its two anchors (issue 32 item 3).
    open_ms = median(desk.get("openMs"))
    opens = len(desk.get("openMs") or [])
    raw_id = "raw/handmade-3-pages.pdf/png_fast"
    raw = crit.get(raw_id)
    raw_est = criterion_estimate(out / "criterion", raw_id)
    # The estimate the raw row shows (what criterion prints), else the median.
    raw_ms = raw_est["point"] / 1e6 if raw_est else raw / 1e6 if raw is not None else None
    worker = crit.get("worker/handmade-3-pages.pdf/open+render+close/png_fast")
    pdftoppm_s = hyperfine_median_s(out / "pdftoppm.json")
    pdfjs = load_json(out / "pdfjs.json") or {}
    pdfjs_ms = median(pdfjs.get("firstPageMs"))
    anchors = load_json(out / "anchors.json") or {}
    width = anchors.get("widthPx") or pdfjs.get("widthPx")
    download = curl_times_ms(out / "download.txt")
    download_ms = median(download)
    unskippable = None if download_ms is None or raw_ms is None else download_ms + raw_ms
    frame = 16.7
    pdf_reason = error(out, "pdf") or "no criterion result (BENCH_ONLY without `pdf`)"
    pdfjs_reason = error(out, "pdfjs") or error(out, "anchors") or (pdfjs.get("errors") or {}).get("pdfjs") or "the `anchors` part did not run"
    download_reason = error(out, "download") or error(out, "anchors") or "the `anchors` part did not run"
    in_pdfjs = None
    if pdfjs_ms is not None:
        in_pdfjs = (
            f"pdf.js {pdfjs.get('pdfjs', '?')} in headless {(pdfjs.get('chromium') or 'Chromium').replace('/', ' ')}, "
            f"page 1 of the same eBL PDF at {width} px: navigation → page painted {fmt_ms(pdfjs_ms)} "
            f"(median of {len(pdfjs.get('firstPageMs') or [])})"
        )
    r_pdfjs = ratio(open_ms, pdfjs_ms)
    anchor_cmd = (
        "`BENCH_ONLY=anchors bash scripts/bench/run.sh` (after `app`): "
        "`node tests/e2e/bench/pdfjs.bench.mjs` (BENCH_PDF_URL, BENCH_TOKEN, BENCH_WIDTH_PX)"
    )
    clicked = or_reason(fmt_ms(open_ms), desk_reason("open")) + (f" (median of {opens} opens, {desk.get('ebls', first):,} eBLs)" if open_ms else "")
    table.append(
        [
            "PDF page 1 on screen after a bare click (eBL detail, real window), beside pdf.js",
            clicked,
            or_reason(in_pdfjs, pdfjs_reason),
            "—" if r_pdfjs is None else f"{fmt_ratio(r_pdfjs)} pdf.js",
            "≤ 0.3× pdf.js" + verdict(None if r_pdfjs is None else r_pdfjs <= 0.3),
            f"{in_window} (measure `ebl-open-to-first-page`); {anchor_cmd}",
        ]
    )
    over = None if open_ms is None or unskippable is None else open_ms - unskippable
    beside = (
        None
        if unskippable is None
        else f"the PDF's download (curl, the app's URL `…/ebl/v1/<id>/preview/`, one connection): {fmt_ms(download_ms)} "
        f"+ raw PDFium render + PNG encode (the row below): {fmt_ms(raw_ms)} = {fmt_ms(unskippable)}"
    )
    table.append(
        [
            "PDF page 1 on screen after a bare click, beside the work no app can skip",
            clicked,
            or_reason(beside, download_reason if download_ms is None else pdf_reason),
            "—" if over is None else f"{over:+.1f} ms over the sum",
            f"≤ the sum + one frame ({frame} ms)" + verdict(None if over is None else over <= frame),
            f"{in_window}; `curl -H 'Authorization: Bearer $TOKEN' -o /dev/null $BASE/api/integrators/ebl/v1/<id>/preview/` "
            "×21 in one process (the first, which connects, left out); the raw row's command",
        ]
    )
    raw_text = None
    if raw_est is not None:
        raw_text = (
            f"{fmt_ns(raw_est['point'])} (criterion, {raw_est['samples']} samples; confidence interval "
            f"{fmt_ns(raw_est['lower'])}–{fmt_ns(raw_est['upper'])}, a spread of {raw_est['spread']:.1f}%)"
        )
    info = []
    if worker is not None:
        info.append(f"same through the worker process: {fmt_ns(worker)}")
    if pdftoppm_s is not None:
        info.append(f"`pdftoppm -r 150` whole process: {fmt_ms(pdftoppm_s * 1e3)}")
    spread_ok = None if raw_est is None or raw_est["spread"] is None else raw_est["spread"] < 10
    table.append(
        [
            "raw PDFium render + PNG encode of page 1 at 1200 px (information; half of the anchor above)",
            or_reason(raw_text, pdf_reason),
            "; ".join(info) or "—",
            "—",
            "recorded; spread < 10%" + verdict(spread_ok),
            "`cargo bench -p tdx-pdf --bench render -- --sample-size 50 --measurement-time 5 --warm-up-time 2 '^raw/handmade-3-pages\\.pdf/png_fast$'` "
            "(the sample raised to 100, then 200, until the spread is under 10%; each try under *Raw results*); "
            f"`cargo bench -p tdx-pdf --bench render -- {crit_cmd} '^worker/handmade-3-pages\\.pdf/open\\+render\\+close/png_fast$'`; "
            "`hyperfine -N --runs 10 'pdftoppm -r 150 -f 1 -l 1 -png tests/fixtures/pdf/handmade-3-pages.pdf /tmp/p'`",
        ]
    )
    hover_ms = median(desk.get("openAfterHoverMs"))
    r_hover = ratio(hover_ms, pdfjs_ms)
    table.append(
        [
            "PDF page 1 on screen after the pointer rested 300 ms on the row, then the click",
            or_reason(fmt_ms(hover_ms), desk_reason("open")) + (f" (median of {len(desk.get('openAfterHoverMs', []))} opens)" if hover_ms else ""),
            or_reason(None if pdfjs_ms is None else f"pdf.js, as above: {fmt_ms(pdfjs_ms)}", pdfjs_reason),
            "—" if r_hover is None else f"{fmt_ratio(r_hover)} pdf.js",
            "recorded",
            f"{in_window} (measure `ebl-open-to-first-page`, after a WebDriver pointer move onto the row and 300 ms)",
        ]
    )

    # An envelope's documents checked against its eBL (issue 28 item 6).
    whole = crit.get("check/10_docs_x_5_pages/extract+check")
    text_only = crit.get("check/10_docs_x_5_pages/text_extraction_only")
    check_only = crit.get("check/10_docs_x_5_pages/check_only")
    check_reason = error(out, "check") or "no criterion result"
    table.append(
        [
            "an envelope of 10 documents × 5 pages checked against its eBL (every page's text read "
            "through the jailed PDF worker, then every check; the bill's own PDF read too)",
            "text + checks: " + or_reason(fmt_ns(whole), check_reason)
            + "; the checks alone on texts already read: " + or_reason(fmt_ns(check_only), check_reason),
            "PDFium's text extraction alone, the same 11 PDFs through the worker: "
            + or_reason(fmt_ns(text_only), check_reason),
            fmt_ratio(ratio(whole, text_only)),
            "< 1 s" + verdict(None if whole is None else whole < 1e9),
            f"`cargo bench -p tdx-doccheck --bench check -- {crit_cmd}`",
        ]
    )

    # A presentation checked against its letter of credit (issue 43).
    credit = crit.get("credit check: MT700 + 10 documents x 5 pages")
    table.append(
        [
            "a presentation checked against its letter of credit: the sample MT700 parsed, then 10 "
            "documents × 5 pages (50 labelled lines a page) and the eBL's 3-page PDF text through "
            "every credit check",
            or_reason(fmt_ns(credit), error(out, "credit") or "no criterion result"),
            "—",
            "—",
            "< 1 s" + verdict(None if credit is None else credit < 1e9),
            f"`cargo bench -p tdx-credit --bench check -- {crit_cmd}`",
        ]
    )

    # EIP-191 sign / recover.
    for op in ("sign", "recover"):
        ours = crit.get(f"eip191/{op}/tdx-keys (k256)")
        lib = crit.get(f"eip191/{op}/libsecp256k1")
        r = ratio(ours, lib)
        table.append(
            [
                f"EIP-191 {op}",
                "tdx-keys (k256): " + or_reason(fmt_ns(ours), error(out, "keys") or "no criterion result"),
                "`secp256k1` crate (libsecp256k1): " + or_reason(fmt_ns(lib), error(out, "keys") or "no criterion result"),
                fmt_ratio(r),
                "≤ 1.2×" + verdict(None if r is None else r <= 1.2),
                f"`cargo bench -p tdx-keys --bench sign -- {crit_cmd}`",
            ]
        )

    # A signature through a PKCS#11 module (SoftHSM2) beside the keyring key, one and 100.
    module = crit.get("signer/sign_hash/pkcs11 (SoftHSM2)")
    keyring = crit.get("signer/sign_hash/keyring key (PrivateKey)")
    module_batch = crit.get("signer/batch of 100/pkcs11 (SoftHSM2, one session)")
    keyring_batch = crit.get("signer/batch of 100/keyring key (PrivateKey)")
    pkcs11_reason = error(out, "pkcs11") or "no criterion result (BENCH_ONLY without `keys`)"
    pkcs11_cmd = f"`cargo bench -p tdx-keys --bench pkcs11 -- {crit_cmd}`"
    extra = None if module is None or keyring is None else module - keyring
    table.append(
        [
            "a signature through a PKCS#11 module: EIP-191 hash, `C_Sign` (`CKM_ECDSA`) in the "
            "logged-in session, low S, recovery id and the address checked",
            "SoftHSM2: " + or_reason(fmt_ns(module), pkcs11_reason),
            "the keyring key in memory (`PrivateKey`, the same `Signer::sign_hash`), same run: "
            + or_reason(fmt_ns(keyring), pkcs11_reason),
            "—" if extra is None else "+" + fmt_ns(extra),
            "within 2 ms of the keyring key's" + verdict(None if extra is None else extra <= 2e6),
            pkcs11_cmd,
        ]
    )
    r = ratio(module_batch, keyring_batch)
    table.append(
        [
            "a batch of 100 signatures through one PKCS#11 session (one PIN entry, asserted by the bench)",
            "SoftHSM2: " + or_reason(fmt_ns(module_batch), pkcs11_reason),
            "the keyring key in memory: " + or_reason(fmt_ns(keyring_batch), pkcs11_reason),
            fmt_ratio(r),
            "recorded",
            pkcs11_cmd,
        ]
    )

    # 10,000 eBLs: fetch all pages + show.
    fetch_ms = median(desk.get("fetchMs"))
    curl_s = hyperfine_median_s(sized(out, "curl-fetch", first, first))
    pages = load_json(sized(out, "curl-pages", first, first)) or {}
    curl_ms = curl_s * 1e3 if curl_s is not None else None
    r = ratio(fetch_ms, curl_ms)
    table.append(
        [
            f"{desk.get('ebls', 10000):,} eBLs: fetch all pages + show",
            "app (list_ebls refresh → rows in the page → 2 frames): "
            + or_reason(fmt_ms(fetch_ms), desk_reason("fetch") if not desk_errors.get("sign-in") else desk_errors["sign-in"])
            + (f" ({desk.get('fetchRows'):,} rows)" if desk.get("fetchRows") else ""),
            f"curl, the same {pages.get('pages', '?')} pages of 1,000 ({pages.get('count', '?')} eBLs), one process: "
            + or_reason(fmt_ms(curl_ms), error(out, f"curl-fetch-{first}") or error(out, "sandbox") or "no result"),
            fmt_ratio(r),
            "≤ 2×" + verdict(None if r is None else r <= 2),
            f"{in_window}; `hyperfine -N --runs {machine.get('runs', 5)} \"curl -sf -H 'Authorization: Bearer $TOKEN' '$BASE/api/integrators/ebl/v1/list?page=1&page_size=1000' …\"` against `target/release/tdx-sandbox --ebls {first}`",
        ]
    )

    # Filter keystroke.
    filt = desk.get("filterMs")
    fm, fp = median(filt), p95(filt)
    table.append(
        [
            f"filter keystroke on {desk.get('ebls', 10000):,} rows",
            or_reason(
                None if fm is None else f"median {fmt_ms(fm)}, p95 {fmt_ms(fp)} ({len(filt)} keystrokes)",
                desk_reason("filter"),
            ),
            "one frame: 16 ms",
            f"{fmt_ratio(ratio(fp, 16))} (p95)",
            "< 16 ms" + verdict(None if fp is None else fp < 16),
            f"{in_window} (measure `ebl-filter`)",
        ]
    )

    # One no-op IPC round trip, beside the same in a bare Tauri app (issue 46 item 1).
    ipc = load_json(out / "ipc.json") or {}
    ipc_cmd = f"`EBL_DESK_BIN={binary} tests/e2e/in-session.sh node tests/e2e/bench/ipc.bench.mjs`"
    table.extend(ipc_rows(out, ipc, ipc_cmd))

    # Launch to list shown, warm cache, beside the bare Tauri app's launch to first paint.
    launch = median(desk.get("launchMs"))
    emb = load_json(out / "desk-embedded.json") or {}
    emb_launch = median(emb.get("launchMs"))
    anchor, anchor_text = bare_launch(out, ipc, desk)
    beside = [anchor_text]
    if emb_launch is not None:
        beside.append(f"the embedded sandbox's profile: {fmt_ms(emb_launch)}")
    table.append(
        [
            f"warm launch → list shown ({profile_words(desk)})",
            or_reason(fmt_ms(launch), desk_reason("launch")) + (f" (median of {len(desk.get('launchMs', []))} launches)" if launch else ""),
            "; ".join(beside),
            fmt_ratio(ratio(launch, anchor)),
            "< 400 ms"
            + verdict(None if launch is None else launch < 400)
            + "; ≤ the bare app + 80 ms"
            + ("" if anchor is None else f" = {fmt_ms(anchor + LAUNCH_OVER_ANCHOR_MS)}")
            + verdict(launch_goal_met(launch, anchor)),
            f"{in_window} (process start → mark `ebl-list-shown`); the bare app: "
            + ("the same script, one launch before each of the app's" if desk.get("bareLaunchMs") else ipc_cmd)
            + " (process start → mark `first-paint`)",
        ]
    )

    # 1 GiB envelope upload.
    up_curl, up_desk = uploads(out, "curl"), uploads(out, "desk")
    curl_mib_s = median([u["mib_s"] for u in up_curl])
    desk_mib_s = median([u["mib_s"] for u in up_desk])
    failure = error(out, "upload") or "no result"

    def described(mib_s, runs):
        if mib_s is None:
            return None
        return (
            f"{mib_s:.0f} MiB/s; uploader peak RSS {median([u['client_mib'] for u in runs]):.0f} MiB; "
            f"sandbox RSS growth {median([u['growth_mib'] for u in runs]):.0f} MiB"
        )

    # The ratio of each alternating pair, then their median and spread: curl's own throughput moves
    # by ×2 between runs on this machine, so a ratio of medians taken apart would move with it.
    pair_ratios = upload_ratios(up_desk, up_curl)
    up_ratio = median(pair_ratios)
    desk_rss = median([u["client_mib"] for u in up_desk])
    table.append(
        [
            "1 GiB envelope upload: throughput, peak RSS",
            "tdx-client streaming upload (the Envelopes screen's path): " + or_reason(described(desk_mib_s, up_desk), failure),
            "curl -F to the same sandbox: " + or_reason(described(curl_mib_s, up_curl), failure),
            "—"
            if up_ratio is None
            else f"{up_ratio:.2f}× curl's throughput (median of {len(pair_ratios)} alternating pairs; "
            f"spread {min(pair_ratios):.2f}–{max(pair_ratios):.2f}×)",
            "≥ 0.9× curl, uploader RSS < 64 MiB"
            + verdict(None if up_ratio is None or desk_rss is None else up_ratio >= 0.9 and desk_rss < 64),
            "`upload_file $BASE $TOKEN $RECIPIENT big.bin` (crates/client/examples) vs `curl -sf -H 'Authorization: Bearer $TOKEN' -F recipient_id=… -F documents_metadata=… -F documents=@big.bin $BASE/api/v3/integrations/envelope-standard/`, both under `/usr/bin/time`, each against a fresh `target/release/tdx-sandbox` (1 GiB sparse file, `BENCH_UPLOAD_RUNS` pairs (5), the order alternating; the ratio of each pair, their median and spread)",
        ]
    )

    # Idle memory, beside the same front end in headless Chromium (tests/e2e/bench/chromium.bench.mjs).
    chromium = load_json(out / "chromium.json") or {}
    c_rss = median(chromium.get("idleRssKiB"))
    c_pss = median(chromium.get("idlePssKiB"))
    in_chromium = None
    if c_rss is not None:
        version = (chromium.get("chromium") or "Chromium").split(" built")[0]
        in_chromium = (
            f"{version}, headless, the same front end and {chromium.get('rows', 10000):,} rows through an IPC stand-in: "
            f"{c_rss / 1024:.0f} MiB summed RSS (PSS {c_pss / 1024:.0f} MiB), {len(chromium.get('processes') or [])} processes "
            f"(median of {len(chromium['idleRssKiB'])} launches)"
        )
    for name, run, reason in (
        (f"idle memory with {desk.get('rows', 10000):,} eBLs listed ({profile_words(desk)})", desk, desk_reason("launch")),
        (
            f"idle memory with {emb.get('rows', 10000):,} eBLs listed (the embedded sandbox's profile: its world in the app process)",
            emb,
            (emb.get("errors") or {}).get("launch") or error(out, "desk-embedded") or "the embedded run did not run",
        ),
    ):
        rss = median(run.get("idleRssKiB"))
        pss = median(run.get("idlePssKiB"))
        counted = [p["comm"] for p in run.get("processes") or []]
        # The app's sum must include its WebKit web process; a sum without one is not the app's.
        app_whole = any(c.startswith("WebKit") for c in counted)
        ours = None
        if rss is not None:
            ours = f"PSS {pss / 1024:.0f} MiB (summed RSS {rss / 1024:.0f} MiB), " + (
                "app + WebKit processes"
                if app_whole
                else f"but only {', '.join(counted) or 'no process'} counted, no WebKit process (see *Raw results*)"
            )
            gpu = median(run.get("gpuIdlePssKiB"))
            if gpu is not None:
                ours += f"; with WebKit's hardware acceleration left on: PSS {gpu / 1024:.0f} MiB"
        r_rss = ratio(rss, c_rss) if app_whole else None
        r_pss = ratio(pss, c_pss) if app_whole else None
        if rss is not None and c_rss is not None and not app_whole:
            goal = "PSS ≤ 0.5× Chromium — not compared: the app's sum misses its WebKit processes"
        else:
            goal = "PSS ≤ 0.5× Chromium" + verdict(None if r_pss is None else r_pss <= 0.5)
        table.append(
            [
                name,
                or_reason(ours, reason),
                or_reason(in_chromium, error(out, "chromium") or "the chromium part of scripts/bench/run.sh did not run"),
                "—" if r_rss is None else f"{fmt_ratio(r_pss)} PSS; {fmt_ratio(r_rss)} RSS",
                goal,
                f"{in_window} (`/proc/<pid>/smaps_rollup` Pss, `/proc/<pid>/status` VmRSS)"
                + ("" if run is desk else " with `BENCH_PROFILE=embedded`")
                + "; Chromium: `tests/e2e/in-session.sh node tests/e2e/bench/record-ipc.mjs` (the app's answers), then "
                "`node tests/e2e/bench/chromium.bench.mjs` (both run by `BENCH_ONLY=chromium bash scripts/bench/run.sh`)",
            ]
        )

    # The leak check: polling with the list shown, for a fixed time.
    poll = polling(desk)
    table.append(
        [
            "polling with the list shown: RSS growth (a leak check; the app asked to poll every second)",
            or_reason(poll and poll["text"], desk_reason("polling")),
            "—",
            "—" if poll is None or poll["growth"] is None else f"{poll['growth']:+.1f}%",
            "< 5% growth" + verdict(None if poll is None or poll["growth"] is None else poll["growth"] < 5),
            f"{in_window} (step `polling`: `EBL_DESK_POLL_SECONDS=1`, `BENCH_POLL_WINDOW_SECONDS=60`; "
            "the hour as users run it: `BENCH_POLL_WINDOW_SECONDS=3600 BENCH_POLL_SECONDS=30`)",
        ]
    )

    # Sandbox round trips.
    list_rps = median(wrk_rps(out))
    sign = signing_rps(out)
    sign_rps = median([s[0] for s in sign])
    failures = sum(s[1] for s in sign)
    table.append(
        [
            "sandbox: eBL list requests/s (default page of 100 of 10,008 eBLs, 64 connections)",
            "tdx-sandbox: " + or_reason(None if list_rps is None else f"{list_rps:,.0f} req/s", error(out, "sandbox") or "no wrk result"),
            "—",
            "—",
            "recorded",
            "`wrk -t2 -c64 -d5s -H 'Authorization: Bearer $TOKEN' $BASE/api/integrators/ebl/v1/list` (3 runs)",
        ]
    )
    table.append(
        [
            "sandbox: signing round trips/s (64 concurrent)",
            "tdx-sandbox: "
            + or_reason(
                None if sign_rps is None else f"{sign_rps:,.0f} round trips/s ({failures} failures)",
                error(out, "sandbox") or "no result",
            ),
            "—",
            "—",
            "recorded",
            "`target/release/examples/signing_load $BASE 64 3000` against a fresh `target/release/tdx-sandbox --ebls 3000` (3 runs)",
        ]
    )
    table.append(activity_row(out, machine))
    table.append(watch_row(out, machine))
    return table, crit, desk


def size_table(out: Path, machine: dict):
    """The app's rows at each size of BENCH_SIZES side by side, with their growth (last ÷ first):
    the table of issue 33. Returns (head, rows)."""
    sizes = sizes_of(machine)
    first, last = sizes[0], sizes[-1]
    runs = {n: load_json(sized(out, "desk", n, first)) or {} for n in sizes}
    binary = machine.get("app_binary", "target/debug/ebl-desk")
    in_window = f"`BENCH_EBLS=N EBL_DESK_BIN={binary} tests/e2e/in-session.sh node tests/e2e/bench/desk.bench.mjs`"

    def reason(n, step):
        run = runs[n]
        return (run.get("errors") or {}).get(step) or error(out, f"desk-{n}") or "not run"

    def cell(n, value, text, step):
        return text if value is not None else f"not measured: {reason(n, step)}"

    def growth(values):
        a, b = values.get(first), values.get(last)
        if len(sizes) < 2 or a in (None, 0) or b is None:
            return None
        return b / a

    table = []

    def add(what, values, texts, step, goal, ok, command, growth_of=None):
        g = growth(growth_of or values)
        table.append(
            [what]
            + [cell(n, values.get(n), texts.get(n), step) for n in sizes]
            + ["—" if g is None else f"×{g:.2f}", goal + verdict(None if ok is None else ok(g, values)), command]
        )

    # The bare click.
    v = {n: median(runs[n].get("openMs")) for n in sizes}
    add(
        "PDF page 1 after a bare click",
        v,
        {n: f"{fmt_ms(v[n])} (median of {len(runs[n].get('openMs') or [])})" for n in sizes if v[n] is not None},
        "open",
        f"{last:,}: ≤ 1.2× {first:,}",
        (lambda g, _: None if g is None else g <= 1.2),
        f"{in_window} (measure `ebl-open-to-first-page`)",
    )
    # The click's one call over IPC (the detail, the PDF and page 1: `ebl_open`), beside the
    # service's answer to the GET of the eBL; a run from before the one call gives `get_ebl`.
    one_call = any(runs[n].get("openCallMs") for n in sizes)
    key = "openCallMs" if one_call else "openGetEblMs"
    v = {n: median([x for x in (runs[n].get(key) or []) if x is not None]) for n in sizes}
    service = {n: median(curl_times_ms(out / f"curl-get-{n}.txt")) for n in sizes}
    add(
        (
            "`ebl_open` over IPC in that click: the detail, the PDF fetched and page 1 drawn, in one "
            "call (beside it: the service's answer to the GET of the eBL, curl)"
            if one_call
            else "`get_ebl` over IPC in that click (beside it: the service's answer to the same GET, curl)"
        ),
        v,
        {
            n: f"{fmt_ms(v[n])}" + ("" if service[n] is None else f" (curl: {fmt_ms(service[n])})")
            for n in sizes
            if v[n] is not None
        },
        "open",
        f"{last:,}: ≤ 1.2× {first:,}",
        (lambda g, _: None if g is None else g <= 1.2),
        f"{in_window} (the `ipc:ebl_open` measure of each click after the first; `ipc:get_ebl` before it); "
        "`curl -H 'Authorization: Bearer $TOKEN' $BASE/api/integrators/ebl/v1/<id>` ×20 in one process",
    )
    # Filter keystroke.
    p95s = {n: p95(runs[n].get("filterMs")) for n in sizes}
    add(
        "filter keystroke, median / p95",
        p95s,
        {
            n: f"{fmt_ms(median(runs[n]['filterMs']))} / {fmt_ms(p95s[n])} ({len(runs[n]['filterMs'])} keys)"
            for n in sizes
            if p95s[n] is not None
        },
        "filter",
        "p95 < 16.7 ms at every size (growth of the p95)",
        (lambda _, vals: None if any(x is None for x in vals.values()) else all(x < 16.7 for x in vals.values())),
        f"{in_window} (measure `ebl-filter`)",
    )
    # Warm launch, with the list's IPC call.
    v = {n: median(runs[n].get("launchMs")) for n in sizes}
    lists = {n: median(runs[n].get("launchListEblsMs")) for n in sizes}
    add(
        "warm launch → list shown (`list_ebls` over IPC in it)",
        v,
        {
            n: f"{fmt_ms(v[n])}" + ("" if lists[n] is None else f" (`list_ebls` {fmt_ms(lists[n])})")
            for n in sizes
            if v[n] is not None
        },
        "launch",
        f"{last:,}: < 2× {first:,}",
        (lambda g, _: None if g is None else g < 2),
        f"{in_window} (process start → mark `ebl-list-shown`; the first `ipc:list_ebls` measure)",
    )
    # Fetch all pages + show, beside curl's fetch of the same pages at the same size.
    v = {n: median(runs[n].get("fetchMs")) for n in sizes}
    curl = {}
    pages = {}
    for n in sizes:
        c = hyperfine_median_s(sized(out, "curl-fetch", n, first))
        curl[n] = None if c is None else c * 1e3
        pages[n] = load_json(sized(out, "curl-pages", n, first)) or {}
    add(
        "fetch all pages + show (app: `list_ebls` refresh → rows in the page → 2 frames)",
        v,
        {
            n: f"{fmt_ms(v[n])}" + ("" if curl[n] is None else f" ({fmt_ratio(ratio(v[n], curl[n]))} curl)")
            for n in sizes
            if v[n] is not None
        },
        "fetch",
        "≤ 2× curl at every size",
        (lambda _, vals: None if any(vals[n] is None or curl[n] is None for n in sizes) else all(vals[n] <= 2 * curl[n] for n in sizes)),
        f"{in_window}",
    )
    table.append(
        ["curl: the same pages of 1,000, one process"]
        + [
            f"{fmt_ms(curl[n])} ({pages[n].get('pages', '?')} pages, {pages[n].get('count', '?')} eBLs)"
            if curl[n] is not None
            else f"not measured: {error(out, f'curl-fetch-{n}') or error(out, 'sandbox') or 'not run'}"
            for n in sizes
        ]
        + [
            "—" if growth(curl) is None else f"×{growth(curl):.2f}",
            "recorded",
            f"`hyperfine -N \"curl -sf -H 'Authorization: Bearer $TOKEN' '$BASE/api/integrators/ebl/v1/list?page=1&page_size=1000' …\"` "
            "against `target/release/tdx-sandbox --ebls N`",
        ]
    )
    # Idle memory.
    v = {n: median(runs[n].get("idlePssKiB")) for n in sizes}
    add(
        "idle PSS, app + WebKit processes",
        v,
        {n: f"{v[n] / 1024:.0f} MiB" for n in sizes if v[n] is not None},
        "launch",
        f"{last:,}: ≤ 1.3× {first:,}",
        (lambda g, _: None if g is None else g <= 1.3),
        f"{in_window} (`/proc/<pid>/smaps_rollup` Pss)",
    )
    # Polling in a fixed window.
    polls = {n: polling(runs[n]) for n in sizes}
    per_poll = {n: (polls[n] or {}).get("per_poll_s") for n in sizes}
    add(
        "polling with the list shown, a window of at least 3 polls at the app's own pace (growth: time per poll)",
        {n: (None if polls[n] is None else polls[n]["growth"]) for n in sizes},
        {
            n: f"{polls[n]['polls']} poll{'' if polls[n]['polls'] == 1 else 's'} in {polls[n]['wall_s']:.0f} s"
            + ("" if per_poll[n] is None else f" (≥ {per_poll[n]:.1f} s a poll)")
            + ("; RSS not measured" if polls[n]["growth"] is None else f"; RSS {polls[n]['growth']:+.1f}%")
            for n in sizes
            if polls[n] is not None
        },
        "polling",
        "RSS growth < 5% at every size",
        (lambda _, vals: None if any(x is None for x in vals.values()) else all(x < 5 for x in vals.values())),
        f"{in_window} (step `polling`: `EBL_DESK_POLL_SECONDS=1`, `BENCH_POLL_WINDOW_SECONDS=60`)",
        growth_of=per_poll,
    )
    counts = {n: runs[n].get("rows") for n in sizes}
    head = (
        ["what"]
        + [f"{counts[n]:,} eBLs" if counts[n] else f"{n:,} eBLs" for n in sizes]
        + [f"growth ({last:,} ÷ {first:,})" if len(sizes) > 1 else "growth", "goal", "command"]
    )
    return head, table


ACTIVITY_WHAT = "Activity screen with 100,000 journal entries (real window): open, and filter per keystroke"


def activity_row(out: Path, machine: dict):
    """The Activity row: screen mounted to the first rows drawn, and keystroke to the new rows."""
    data = load_json(out / "activity.json") or {}
    binary = data.get("binary") or machine.get("app_binary", "target/debug/ebl-desk")
    command = (
        f"`EBL_DESK_BIN={binary} tests/e2e/in-session.sh node tests/e2e/bench/activity.bench.mjs` "
        "(measures `activity-open`, `activity-filter`; the journal written first by "
        "`cargo run -p tdx-store --example seed_journal`)"
    )
    reason = (data.get("errors") or {}) or error(out, "activity") or "the Activity benchmark did not run"
    if isinstance(reason, dict):
        reason = "; ".join(f"{k}: {v}" for k, v in reason.items())
    first = data.get("firstOpenMs")
    warm = median(data.get("openMs"))
    filt = data.get("filterMs") or []
    f95, f50 = p95(filt), median(filt)
    ipc50 = median(data.get("filterIpcMs"))
    if first is None or not filt:
        return [ACTIVITY_WHAT, f"not measured: {reason}", "—", "—", "open < 300 ms, filter p95 < 16 ms", command]
    ours = (
        f"open {fmt_ms(first)} (first, journal read from SQLite; {data.get('storeMiB', '?')} MiB store), "
        f"{fmt_ms(warm)} again (median of {len(data.get('openMs') or [])}); "
        f"filter p95 {fmt_ms(f95)}, median {fmt_ms(f50)} ({len(filt)} keystrokes"
        + (f"; `activity_page` as the page awaited it while typing: median {fmt_ms(ipc50)}" if ipc50 is not None else "")
        + ")"
    )
    fresh, cached = data.get("ipcFreshMs"), data.get("ipcCachedMs")
    if isinstance(fresh, list) and isinstance(cached, list) and fresh and cached:
        ours += (
            f"; the request alone (IPC + Rust): p95 {fmt_ms(p95(fresh))} for a new text (a scan of every entry), "
            f"{fmt_ms(p95(cached))} for a text seen before"
        )
    ok = first < 300 and f95 < 16
    return [ACTIVITY_WHAT, ours, "one frame: 16.7 ms", fmt_ratio(ratio(f95, 16.7)), f"open < 300 ms, filter p95 < 16 ms{verdict(ok)}", command]


WATCH_WHAT = (
    "idle with three watched profiles (each a service profile against its own standalone "
    "`tdx-sandbox`, all signed in, the list shown, the app polling every 30 s as users run it)"
)


def watch_row(out: Path, machine: dict):
    """Issue 30's row: the idle cost of watching three profiles beside watching one."""
    data = load_json(out / "watch.json") or {}
    binary = machine.get("app_binary", "target/debug/ebl-desk")
    command = (
        f"`EBL_DESK_BIN={binary} tests/e2e/in-session.sh node tests/e2e/bench/watch.bench.mjs` "
        "(`/proc/<pid>/smaps_rollup` Pss and `/proc/<pid>/stat` utime+stime of the app + WebKit "
        "processes over the idle window; `BENCH_ONLY=watch bash scripts/bench/run.sh`)"
    )
    goal = "PSS ≤ 1.1× one profile's, CPU < 1% of a core"
    one, three = data.get("one"), data.get("three")
    if not one or not three:
        reason = data.get("errors") or error(out, "watch") or "the watch benchmark did not run"
        if isinstance(reason, dict):
            reason = "; ".join(f"{k}: {v}" for k, v in reason.items())
        return [WATCH_WHAT, f"not measured: {reason}", "—", "—", goal, command]
    idle_s = data.get("idleSeconds", 60)
    rows = f"{data.get('ebls', 0):,}"

    def said(run):
        start = run.get("firstPollsCpuMs")
        return (
            f"PSS {run['pssEndKiB'] / 1024:.0f} MiB, CPU {run['cpuMs']:.0f} ms in {idle_s} s idle "
            f"({run['cpuPercentOfOneCore']:.2f}% of a core)"
            + (
                f"; before it, each profile's first poll after the start (a whole list read once): "
                f"{start:.0f} ms CPU"
                if start is not None
                else ""
            )
        )

    pss = ratio(three["pssEndKiB"], one["pssEndKiB"])
    ok = pss is not None and pss <= 1.1 and three["cpuPercentOfOneCore"] < 1
    return [
        WATCH_WHAT + f", {rows} eBLs each",
        f"three watched: {said(three)}",
        f"one watched (the same app and services, the other two profiles not signed in): {said(one)}",
        f"{fmt_ratio(pss)} PSS; {fmt_ratio(ratio(three['cpuMs'], one['cpuMs']))} CPU",
        goal + verdict(ok),
        command,
    ]


def activity_only(out: Path, dest: Path):
    """Rewrites only the Activity row of an existing BENCHMARKS.md (added after the main table's last row)."""
    machine = load_json(out / "machine.json") or {}
    line = markdown_table([activity_row(out, machine)]).strip().splitlines()[-1]
    lines = dest.read_text().splitlines()
    at = next((i for i, l in enumerate(lines) if l.startswith("| " + ACTIVITY_WHAT)), None)
    if at is None:
        header = next(i for i, l in enumerate(lines) if l.startswith("| what | ours |"))
        at = header + 2
        while at < len(lines) and lines[at].startswith("|"):
            at += 1
        lines.insert(at, line)
    else:
        lines[at] = line
    dest.write_text("\n".join(lines) + "\n")


def markdown_table(table, head=("what", "ours", "beside", "ratio", "goal", "command")):
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for row in table:
        lines.append("| " + " | ".join(str(c).replace("|", "\\|").replace("\n", " ") for c in row) + " |")
    return "\n".join(lines)


# The steps of a launch's native part each app logs (the app: its log; the bare app: stderr).
APP_STEPS = (
    ("main", "`run` began"),
    ("built", "Tauri built"),
    ("window", "window and web view created"),
    ("setup", "setup done"),
    ("pageStarted", "the page's navigation started"),
)
BARE_STEPS = (
    ("main", "`main` began"),
    ("window", "window and web view created"),
    ("page-started", "the page's navigation started"),
)


def native_split(lines, who, ats, steps):
    """One line: when each step of the native start-up happened, median ms after the process started."""
    said = [(what, median([a[key] for a in ats if a.get(key) is not None])) for key, what in steps]
    said = [(what, v) for what, v in said if v is not None]
    if said:
        lines.append(
            f"- {who}'s native start-up, ms after the process started (median of {len(ats)} launches): "
            + ", ".join(f"{what} {v:.0f}" for what, v in said)
        )


def cpu_listing(listing, cpu):
    """The machine's CPU time (both cores) from each launch asked to its first screen, and the host's steal."""
    cpu = [c for c in cpu or [] if c]
    listing("  CPU time used on the machine (both cores) during each launch", [c["busyMs"] for c in cpu])
    listing("  CPU time stolen by the host during each launch", [c["stealMs"] for c in cpu])


def in_window(lines, listing, desk: dict):
    """The per-run values of one desk.bench.mjs run."""
    listing("PDF page 1, click → page drawn (each open)", desk.get("openMs"))
    listing("  of which click → page 1's bytes in the window (each open)", [v for v in desk.get("openBytesMs", []) if v is not None])
    listing("  `get_ebl` over IPC in the click (each open)", [v for v in desk.get("openGetEblMs", []) if v is not None])
    listing("  `ebl_open` over IPC in the click (each open with the pane's width known)", [v for v in desk.get("openCallMs", []) if v is not None])
    listing("PDF page 1 after resting on the row, click → page drawn (each open)", desk.get("openAfterHoverMs"))
    listing("fetch all pages + show (each run)", desk.get("fetchMs"))
    searches = desk.get("filterSearches") or []
    keys = desk.get("filterMs") or []
    if keys and len(searches) == len(keys) and all(searches):
        lines.append(
            "- filter keystrokes (each that changed the rows shown, with the search it left): "
            + ", ".join(f"`{q}` {v:.0f}" for q, v in zip(searches, keys))
            + " ms"
        )
    else:
        listing("filter keystrokes (each that changed the rows shown)", keys)
    listing(
        "  the filtering alone, each key typed (a key that left the rows shown as they were commits nothing and has no keystroke above; the rest of a keystroke is React's render and commit)",
        desk.get("filterRowsMs"),
    )
    listing("warm launch → list shown (each launch)", desk.get("launchMs"))
    listing("  of which process start → page time origin (native start-up)", desk.get("launchNativeMs"))
    listing("  of which page time origin → list shown (page load, IPC, render)", desk.get("launchPageMs"))
    listing("  of which page time origin → DOMContentLoaded (the bundle loaded and run)", desk.get("launchDomReadyMs"))
    startup = desk.get("launchStartup") or []
    for key, what in (
        ("builtMs", "process start → Tauri built (the app's log, `built_ms`)"),
        ("windowMs", "process start → window and web view created (`window_ms`)"),
        ("storeWaitMs", "then waited for the store opened and checked on its own thread (`waited_ms`)"),
    ):
        listing(f"  {what}", [s[key] for s in startup if s and s.get(key) is not None])
    native_split(lines, "the app", [dict(s["at"], main=s["at"]["built"] - s["builtMs"]) for s in startup if s and s.get("at") and s["at"].get("built") is not None and s.get("builtMs") is not None], APP_STEPS)
    cpu_listing(listing, desk.get("launchCpu"))
    listing("the bare Tauri app, launched just before each of them: launch → first paint (each launch)", desk.get("bareLaunchMs"))
    listing("  of which process start → page time origin", desk.get("bareLaunchNativeMs"))
    native_split(lines, "the bare app", [a for a in desk.get("bareLaunchAt") or [] if a], BARE_STEPS)
    cpu_listing(listing, desk.get("bareLaunchCpu"))
    timeline = desk.get("launchTimeline") or {}
    nav, marks = timeline.get("navigation") or {}, {m["name"]: m["at"] for m in timeline.get("marks") or []}
    paints = {p["name"]: p["at"] for p in timeline.get("paints") or []}
    steps = [
        ("the page's HTML received", nav.get("responseEnd")),
        ("the bundle loaded and running (`app-script`)", marks.get("app-script")),
        ("React asked to render (`app-render-asked`)", marks.get("app-render-asked")),
        ("the list shown (`ebl-list-shown`)", marks.get("ebl-list-shown")),
        ("first contentful paint", paints.get("first-contentful-paint")),
    ]
    if any(v is not None for _, v in steps):
        lines.append(
            "- the page's part of the last warm launch, ms after its time origin: "
            + ", ".join(f"{what} {v:.0f}" for what, v in steps if v is not None)
        )
    if desk.get("launchIpc"):
        lines.append(
            "- IPC calls of the last warm launch (start after the page's time origin, duration): "
            + ", ".join(f"`{c['name']}` at {c['start']} ms for {c['ms']} ms" for c in desk["launchIpc"])
        )
    listing("idle PSS (each launch)", [v / 1024 for v in desk.get("idlePssKiB", [])], "MiB")
    listing("idle summed RSS (each launch)", [v / 1024 for v in desk.get("idleRssKiB", [])], "MiB")
    listing("with WebKit's hardware acceleration on: idle PSS (each launch)", [v / 1024 for v in desk.get("gpuIdlePssKiB", [])], "MiB")
    listing("with WebKit's hardware acceleration on: warm launch (each launch)", desk.get("gpuLaunchMs"))
    if desk.get("openIpc"):
        lines.append(
            "- IPC calls of the last bare click (start after the click, duration): "
            + ", ".join(f"`{c['name']}` at {c['start']} ms for {c['ms']} ms" for c in desk["openIpc"])
        )
    if desk.get("pollSamples"):
        lines.append(
            "- polling, RSS of the app + WebKit (polls: MiB): "
            + ", ".join(f"{p['polls']}: {p['rssKiB'] / 1024:.0f}" for p in desk["pollSamples"])
        )
        first, last = desk["pollSamples"][0], desk["pollSamples"][-1]
        if first.get("byProcess") and last.get("byProcess"):
            lines.append(
                "- polling, RSS of each process, first sample → last (MiB): "
                + ", ".join(
                    f"{comm} {first['byProcess'].get(comm, 0) / 1024:.0f} → {kib / 1024:.0f}"
                    for comm, kib in last["byProcess"].items()
                )
            )
    listing("`list_ebls` over IPC in the warm launch (each launch)", [v for v in desk.get("launchListEblsMs", []) if v is not None])
    if desk.get("openIds"):
        lines.append(f"- eBLs opened: {', '.join(desk['openIds'])}; page 1 drawn {desk.get('previewWidthPx') or '?'} px wide")


def details(out: Path, crit: dict, desk: dict, machine: dict):
    lines = []

    def listing(name, values, unit="ms"):
        if values:
            lines.append(f"- {name}: " + ", ".join(f"{v:.0f}" for v in values) + f" {unit}")

    sizes = sizes_of(machine)
    for n in sizes:
        run = desk if n == sizes[0] else load_json(out / f"desk-{n}.json") or {}
        if run:
            lines.append(f"- **{run.get('rows') or n:,} eBLs** (in the real window):")
        in_window(lines, listing, run)
        for name, why in (run.get("errors") or {}).items():
            lines.append(f"- in-window step `{name}` at {n:,} eBLs failed: {why}")
    ipc = load_json(out / "ipc.json") or {}
    listing("bare Tauri app: launch → first paint (each launch; the first is not counted)", ipc.get("bareLaunchMs"))
    listing("  of which process start → page time origin", ipc.get("bareLaunchNativeMs"))
    native_split(lines, "the bare app", [a for a in (ipc.get("bareLaunchAt") or [])[1:] if a], BARE_STEPS)
    cpu_listing(listing, (ipc.get("bareLaunchCpu") or [])[1:])
    call = ipc.get("pingCall") or {}
    if call.get("app") and call.get("bare"):
        lines.append(
            f"- one no-op round trip, each call on its own (the page's clock: whole ms): the app median "
            f"{call['app']['medianMs']:.0f} ms, p95 {call['app']['p95Ms']:.0f} ms; the bare Tauri app median "
            f"{call['bare']['medianMs']:.0f} ms, p95 {call['bare']['p95Ms']:.0f} ms"
        )
    for name, why in (ipc.get("errors") or {}).items():
        lines.append(f"- IPC benchmark step `{name}` failed: {why}")
    emb = load_json(out / "desk-embedded.json") or {}
    listing("embedded sandbox's profile: warm launch (each launch)", emb.get("launchMs"))
    listing("embedded sandbox's profile: idle PSS (each launch)", [v / 1024 for v in emb.get("idlePssKiB", [])], "MiB")
    if desk.get("processes"):
        lines.append(
            "- processes counted (last launch): "
            + ", ".join(
                f"{p['comm']} {p['rssKiB'] / 1024:.0f} MiB RSS / {p['pssKiB'] / 1024:.0f} MiB PSS"
                + (f" ({p['pssAnonKiB'] / 1024:.0f} anonymous, {p['pssFileKiB'] / 1024:.0f} files)" if "pssAnonKiB" in p else "")
                for p in desk["processes"]
            )
        )
    chromium = load_json(out / "chromium.json") or {}
    listing("Chromium idle summed RSS (each launch)", [v / 1024 for v in chromium.get("idleRssKiB", [])], "MiB")
    listing("Chromium idle PSS (each launch)", [v / 1024 for v in chromium.get("idlePssKiB", [])], "MiB")
    if chromium.get("processes"):
        lines.append(
            "- Chromium processes counted (last launch): "
            + ", ".join(f"{p['comm']} {p['rssKiB'] / 1024:.0f} MiB RSS / {p['pssKiB'] / 1024:.0f} MiB PSS" for p in chromium["processes"])
        )
    listing("Chromium process start → list shown (each launch)", chromium.get("launchMs"))
    if chromium.get("calls"):
        lines.append(
            "- Chromium: on each launch the page asked the IPC stand-in for "
            + ", ".join(f"`{cmd}` ×{n}" for cmd, n in sorted(chromium["calls"].items()))
            + (f"; unanswered: {', '.join(chromium['unknownCommands'])}" if chromium.get("unknownCommands") else "; all answered")
            + (f". The stand-in (node, not counted) held {chromium['standInRssKiB'] / 1024:.0f} MiB RSS" if chromium.get("standInRssKiB") else "")
        )
    for name, why in (chromium.get("errors") or {}).items():
        lines.append(f"- Chromium step `{name}` failed: {why}")
    listing("wrk eBL list (each run)", wrk_rps(out), "req/s")
    listing("signing round trips (each run)", [s[0] for s in signing_rps(out)], "round trips/s")
    for tool, name in (("desk", "tdx-client"), ("curl", "curl")):
        up = uploads(out, tool)
        if up:
            lines.append(
                f"- {name} 1 GiB upload (each run): "
                + ", ".join(f"{u['mib_s']:.0f} MiB/s (uploader {u['client_mib']:.0f} MiB, sandbox +{u['growth_mib']:.0f} MiB)" for u in up)
            )
    ratios = upload_ratios(uploads(out, "desk"), uploads(out, "curl"))
    if ratios:
        lines.append("- 1 GiB upload, tdx-client ÷ curl in each pair: " + ", ".join(f"{r:.2f}×" for r in ratios))
    for f in sorted(out.glob("*.error")):
        lines.append(f"- step `{f.stem}` failed: {f.read_text().strip()}")
    pdfjs = load_json(out / "pdfjs.json") or {}
    listing("pdf.js, navigation → page 1 painted (each run, after one unmeasured)", pdfjs.get("firstPageMs"))
    if pdfjs.get("canvas"):
        lines.append(
            f"- pdf.js drew page 1 of {pdfjs['canvas'].get('pages', '?')} into a {pdfjs['canvas'].get('width')}x{pdfjs['canvas'].get('height')} canvas"
            + (f"; its first, unmeasured run (pdf.js not cached): {pdfjs['firstMs']:.0f} ms" if pdfjs.get("firstMs") else "")
            + (f"; the PDF is {pdfjs['pdfBytes']:,} bytes" if pdfjs.get("pdfBytes") else "")
        )
    for name, why in (pdfjs.get("errors") or {}).items():
        lines.append(f"- pdf.js step `{name}` failed: {why}")
    download = curl_times_ms(out / "download.txt")
    if download:
        lines.append("- the eBL's PDF downloaded by curl (each transfer after the first): " + ", ".join(f"{v:.1f}" for v in download) + " ms")
    try:
        tries = [line.split() for line in (out / "raw-spread.txt").read_text().splitlines() if line.strip()]
    except OSError:
        tries = []
    if tries:
        lines.append("- raw render, criterion's tries (sample size: spread of the confidence interval): " + ", ".join(f"{a}: {b}%" for a, b in tries))
    if crit:
        lines.append("- criterion medians:")
        for k in sorted(crit):
            lines.append(f"  - `{k}`: {fmt_ns(crit[k])}")
    return "\n".join(lines) if lines else "No results."


PATHS_REFUSED_COMMAND = (
    "`tests/e2e/in-session.sh cargo nextest run -p tdx-desk --test envelopes "
    "hostile_paths_are_refused_at_every_entry --no-capture`"
)


def reliability(out: Path):
    """The Reliability rows: what hostile input was tried and how much of it did harm."""
    table = []
    log = out / "paths-refused.log"
    found = re.search(r"paths refused: (\d+) of (\d+)", log.read_text()) if log.exists() else None
    if found:
        refused, tried = int(found.group(1)), int(found.group(2))
        result = f"{refused} of {tried} refused (`path.not_allowed`); {tried - refused} read, written or uploaded"
        ok = tried > 0 and refused == tried
    else:
        result = or_reason(None, error(out, "paths-refused") or "not run (BENCH_ONLY)")
        ok = False
    table.append(
        [
            "paths refused: files a script in the window names that the user never chose or dropped "
            "(a private key, /etc/passwd, `..` and `//` spellings, a link out of a dropped folder, a file "
            "two levels into it, a save path used twice, relative paths), tried at every entry that "
            "reads or writes files (envelope add, thumbnail/keystore/CSV read, upload, keystore/CSV/PDF write)",
            result,
            f"all refused{verdict(ok)}",
            PATHS_REFUSED_COMMAND,
        ]
    )
    for spec in RELIABILITY_ROWS:
        table.append(reliability_row(out, spec))
    return table


# Each row: the log a test wrote (its `RELIABILITY` line), how to word it, and the command.
RELIABILITY_ROWS = [
    {
        "log": "hostile-answers",
        "what": "hostile service answers: a test double answering every tdx-client call (12: list, "
        "list stream, get, preview, download, signing data, submit, copy, who-am-I, rules, envelope "
        "send, registration) with each of 8 answers (declared 300 GB, 300 MiB streamed, truncated, "
        "malformed JSON, one byte per 100 ms, an HTML page with 200, a redirect to another host, a "
        "500 with a 300 kB page)",
        "pattern": r"RELIABILITY hostile-answers: tried=(\d+) .*crashed=(\d+) hung=(\d+) accepted=(\d+) lost=(\d+)",
        "result": lambda m: f"{m[0]} tried: {m[1]} crashed, {m[2]} hung, {m[3]} taken as data, {m[4]} lost data",
        "ok": lambda m: int(m[0]) > 0 and m[1:] == ("0", "0", "0", "0"),
        "goal": "0 crashed, hung, taken or lost",
        "command": "`cargo nextest run -p tdx-client --test hostile_answers --no-capture`",
    },
    {
        "log": "faults",
        "what": "faults during the stories: transfer, copy, surrender request and an envelope upload + "
        "send, each first against a service failing every request, then one in three (503, "
        "`/_sandbox/faults`), repeated by the user until done",
        "pattern": r"RELIABILITY faults: operations=(\d+) attempts=(\d+) failures=(\d+) settled=(\d+) "
        r"lost_after_acting=(\d+) .*drafts_lost=(\d+) duplicates=(\d+)",
        "result": lambda m: f"{m[0]} actions in {m[1]} tries, {m[2]} failures shown, {m[4]} answers "
        f"lost after the service acted ({m[3]} settled by reading the eBL); {m[5]} drafts lost, "
        f"{m[6]} actions done twice",
        "ok": lambda m: int(m[2]) > 0 and int(m[4]) > 0 and m[5] == "0" and m[6] == "0",
        "goal": "0 drafts lost, 0 done twice",
        "command": "`tests/e2e/in-session.sh cargo nextest run -p tdx-desk --test faults --no-capture`",
    },
    {
        "log": "boundary-origin",
        "what": "requests off the service's origin (boundary `ServiceOrigin`/`ServicePath`): who-am-I and "
        "envelope-send paths that name another host (`/\\/host`, `/http:host`, `%2F%2F`, `..%2f`, ...), each "
        "asked through a client holding a token, a live second server recording every connection",
        "pattern": r"RELIABILITY origin: tried=(\d+) reached=(\d+)",
        "result": lambda m: f"{m[0]} requests tried: {m[1]} reached the other host",
        "ok": lambda m: int(m[0]) > 0 and m[1] == "0",
        "goal": "none reaches it",
        "command": "`cargo nextest run -p tdx-client --test origin --no-capture`",
    },
    {
        "log": "boundary-lookalike",
        "what": "a lookalike inbox (one character off a known bank's) confirmed with the real inbox's prefix, "
        "its id's first 8 characters or the bank's name (boundary `CheckedCounterparty`), as a single "
        "transfer and as a batch",
        "pattern": r"RELIABILITY lookalike: tried=(\d+) accepted=(\d+)",
        "result": lambda m: f"{m[0]} confirmations tried: {m[1]} accepted",
        "ok": lambda m: int(m[0]) > 0 and m[1] == "0",
        "goal": "none accepted",
        "command": "`tests/e2e/in-session.sh cargo nextest run -p tdx-desk --test assurance lookalike --no-capture`",
    },
    {
        "log": "boundary-terminal",
        "what": "an eBL reference carrying escape sequences (erase line, cursor up, carriage return) shown "
        "by the real `tdx` in a terminal's transfer review (boundary `Inert`, `terminal_safe`)",
        "pattern": r"RELIABILITY terminal: tried=(\d+) reached=(\d+)",
        "result": lambda m: f"{m[0]} escape bytes in the reference: {m[1]} reached the terminal",
        "ok": lambda m: int(m[0]) > 0 and m[1] == "0",
        "goal": "none reaches it",
        "command": "`tests/e2e/in-session.sh cargo nextest run -p tdx-cli --test terminal --no-capture`",
    },
    {
        "log": "boundary-images",
        "what": "a worker that answers a page with a malformed image (boundary `checked::checked_image`)",
        "pattern": r"RELIABILITY bad-images: tried=(\d+) reached=(\d+)",
        "result": lambda m: f"{m[0]} malformed images: {m[1]} reached the caller",
        "ok": lambda m: int(m[0]) > 0 and m[1] == "0",
        "goal": "none reaches it",
        "command": "`cargo nextest run -p tdx-pdf --test checked_output --no-capture`",
    },
    {
        "log": "boundary-syscalls",
        "what": "calls off the jailed worker's seccomp allow-list made after PDFium loaded (a socket, a "
        "new file, starting a program, the working directory)",
        "pattern": r"RELIABILITY syscalls: tried=(\d+) allowed=(\d+)",
        "result": lambda m: f"{m[0]} calls tried: {m[1]} allowed",
        "ok": lambda m: int(m[0]) > 0 and m[1] == "0",
        "goal": "none allowed",
        "command": "`cargo nextest run -p tdx-pdf --test jail only_the_calls --no-capture`",
    },
    {
        "log": "boundary-evidence",
        "what": "an evidence pack forged over the real eBL's files, its entries and manifest signed by "
        "another key, verified against the real signer (boundary `verify_for`)",
        "pattern": r"RELIABILITY forged-packs: tried=(\d+) verified=(\d+)",
        "result": lambda m: f"{m[0]} verifications: {m[1]} said verified",
        "ok": lambda m: int(m[0]) > 0 and m[1] == "0",
        "goal": "none verified",
        "command": "`cargo nextest run -p tdx-evidence --test cli forged --no-capture`",
    },
    {
        "log": "boundary-module-signatures",
        "what": "invalid signatures from a PKCS#11 module (boundary `Pkcs11Signer::sign_digest` → "
        "`signer::to_recoverable`): a test module forwarding to SoftHSM2 that flips a bit of every "
        "signature `C_Sign` returns, a surrender request signed through it",
        "pattern": r"RELIABILITY module-signatures: tried=(\d+) submitted=(\d+)",
        "result": lambda m: f"{m[0]} invalid signatures (the first, then asked again once): {m[1]} submitted; "
        "the action on record as refused (`keys.module_bad_signature`)",
        "ok": lambda m: int(m[0]) > 0 and m[1] == "0",
        "goal": "none submitted",
        "command": "`tests/e2e/in-session.sh cargo nextest run -p tdx-desk --test pkcs11 invalid_signatures --no-capture`",
    },
    {
        "log": "boundary-approvals",
        "what": "approvals of signing requests that must be refused (boundary `approval::open_request` → "
        "`PendingApproval`): a recipient edited in the file, a maker signature that does not verify, an "
        "eBL whose holder moved since the request, a request past its expiry",
        "pattern": r"RELIABILITY approvals: tried=(\d+) signed=(\d+)",
        "result": lambda m: f"{m[0]} approvals tried: {m[1]} signatures reached the service",
        "ok": lambda m: int(m[0]) > 0 and m[1] == "0",
        "goal": "none signed",
        "command": "`tests/e2e/in-session.sh cargo nextest run -p tdx-desk --test dual_control refused_nothing_signed --no-capture`",
    },
    {
        "log": "fuzz",
        "what": "fuzzing on stable (the cargo-fuzz corpora with truncations and 2,000 byte changes per "
        "file): the worker protocol decoder and PDFium open + render in process",
        "pattern": None,
        "result": None,
        "ok": None,
        "goal": "0 crashes",
        "command": "`TDX_FUZZ_MUTATIONS=2000 cargo nextest run -p tdx-pdf --test fuzz_corpus --no-capture`",
    },
    {
        "log": "hostile-pdfs",
        "what": "hostile PDFs through the worker as the app runs it (8 s timeout): broken inputs, the "
        "fixtures and the fuzz corpus cut and bit-flipped, each opened and its first pages rendered",
        "pattern": r"RELIABILITY hostile-pdfs: tried=(\d+) opened=(\d+) refused=(\d+) hangs=(\d+) crashes=(\d+)",
        "result": lambda m: f"{m[0]} tried ({m[1]} opened, {m[2]} refused): {m[3]} hangs, {m[4]} worker crashes",
        "ok": lambda m: int(m[0]) > 0 and m[3] == "0",
        "goal": "0 hangs",
        "command": "`cargo nextest run -p tdx-pdf --test malformed hostile_pdfs_never_hang_the_worker --no-capture`",
    },
]


def reliability_row(out: Path, spec):
    log = out / f"{spec['log']}.log"
    text = log.read_text() if log.exists() else ""
    if spec["log"] == "fuzz":
        found = re.findall(r"RELIABILITY fuzz (\w+): executions=(\d+) crashes=(\d+)", text)
        if found:
            result = ", ".join(f"`{t}` {int(n):,} executions, {c} crashes" for t, n, c in found)
            ok = all(c == "0" for _, _, c in found) and len(found) == 2
        else:
            result, ok = or_reason(None, error(out, spec["log"]) or "not run (BENCH_ONLY)"), False
    else:
        m = re.search(spec["pattern"], text)
        if m:
            groups = m.groups()
            result, ok = spec["result"](groups), spec["ok"](groups)
        else:
            result, ok = or_reason(None, error(out, spec["log"]) or "not run (BENCH_ONLY)"), False
    return [spec["what"], result, f"{spec['goal']}{verdict(ok)}", spec["command"]]


def reliability_only(out: Path, dest: Path):
    """Rewrites only the Reliability table of an existing BENCHMARKS.md."""
    text = dest.read_text()
    start = text.index("## Reliability")
    table_start = text.index("| what |", start)
    table_end = text.index("\n\n", table_start)
    table = markdown_table(reliability(out), ("what", "result", "goal", "command"))
    dest.write_text(text[:table_start] + table + text[table_end:])


def sizes_section(out: Path, machine: dict):
    head, table = size_table(out, machine)
    return markdown_table(table, head)


def main():
    if sys.argv[1] == "--spread":
        est = criterion_estimate(Path(sys.argv[2]), sys.argv[3])
        print(f"{est['spread']:.1f}" if est and est["spread"] is not None else "100")
        return
    if sys.argv[1] == "--activity-only":
        activity_only(Path(sys.argv[2]), Path(sys.argv[3]))
        return
    if sys.argv[1] == "--reliability-only":
        reliability_only(Path(sys.argv[2]), Path(sys.argv[3]))
        return
    out, template, dest = Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3])
    machine = load_json(out / "machine.json") or {}
    table, crit, desk = rows(out, machine)
    text = template.read_text()
    values = {
        "date": machine.get("date", "?"),
        "commit": machine.get("commit", "?"),
        "machine": f"{machine.get('cores', '?')} cores ({machine.get('cpu', '?')}), {machine.get('memory_gib', '?')} GiB",
        "binary": machine.get("app_binary", "?") + (" (debug build: slower than a release build)" if "debug" in machine.get("app_binary", "") else " (release build)"),
        "runs": str(machine.get("runs", "?")),
        "table": markdown_table(table),
        "sizes": sizes_section(out, machine),
        "details": details(out, crit, desk, machine),
        "reliability": markdown_table(reliability(out), ("what", "result", "goal", "command")),
    }
    for key, value in values.items():
        text = text.replace("{{" + key + "}}", value)
    dest.write_text(text)


if __name__ == "__main__":
    main()
