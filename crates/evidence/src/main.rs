//! `tdx-evidence verify [--expect-signer ADDRESS]... [--signers FILE] PACK.zip`: checks an
//! evidence pack offline. Prints who signed the pack, a line per journal entry (and per damaged
//! file), then the verdict: `verified N of N entries, all signed by …, an expected signer`,
//! `consistent, NOT verified: …` when no signer was expected, or `FAILED: …`. Exits 0 only when
//! verified, 1 when something failed (a signer not expected included), 2 on wrong usage, 3 when
//! the pack is only consistent. `--help` describes the pack's format.

use std::process::ExitCode;

const USAGE: &str = "usage: tdx-evidence verify [--expect-signer ADDRESS]... [--signers FILE] \
                     PACK.zip   (tdx-evidence --help for the pack's format)";

/// The exit status of a pack that checks out against its own signer, when nobody said whose
/// key that should be.
const EXIT_CONSISTENT: u8 = 3;

const HELP: &str = "\
tdx-evidence: verify an eBL Desk evidence pack, offline (no network, no app, no service).

usage: tdx-evidence verify [--expect-signer ADDRESS]... [--signers FILE] PACK.zip
       tdx-evidence --help

  --expect-signer ADDRESS  a key the pack must be signed by (repeatable): the address of a
                           key you know the company registered with the service
  --signers FILE           the same, one address per line (blank lines and # comments skipped)

An evidence pack (format tdx-evidence/2) is a zip that eBL Desk exports for one eBL:
  manifest.json   the format, when and by which app version the pack was made, the
                  service, the eBL's id and reference, and the sha256 and size of every
                  file below but manifest.sig, and the signer: the address of the key of
                  the eBL Desk profile that made the pack
  manifest.sig    the EIP-191 personal_sign (65 bytes, 0x and hex), by that key, of the text
                  \"eBL Desk evidence pack <lowercase hex sha256 of the exact bytes of
                  manifest.json>\"
  ebl.json        the eBL as the service returned it (or as the app last saw it, when the
                  service no longer showed it to the user: manifest.json says so)
  ebl.pdf         its PDF (absent when the service no longer served it: manifest.json says why)
  journal.json    every action taken on the eBL from the app: the signing data, its hash, the
                  signature, the signer, the service's answer
  README.txt      the same description, for whoever opens the zip
  checks/<id>.json  for each envelope sent with the eBL linked: the check of its documents
                  against the eBL that the sender saw before sending
  attention.json  what the app raised about the eBL (answers, requests waiting, deadlines)
                  and the arrival deadlines set for it (in packs made since it was added)
  requests/<id>.ebl-request  for each action a second person approved: the signing request
                  its maker prepared, as the approver opened it

`verify` prints who signed the pack and when, then checks, and names whatever fails:
  - manifest.sig is present and, over that text for this manifest.json, recovers to the
    signer the manifest names (a pack without it is refused as unsigned);
  - the zip holds exactly manifest.json, manifest.sig and the files the manifest lists, each
    with the manifest's sha256;
  - for each journal entry: its hash recomputed from its signing data, its signature
    recovering to its recorded signer, that signer being the pack's signer, and the signed
    call naming the recorded operation, eBL, counterparty, and ebl.json's eBL and title id;
  - each checks/<id>.json's digest being the one the journal entry of that envelope's send
    records;
  - for each approved entry: its requests/<id>.ebl-request being exactly the request the
    entry recorded, the maker's signature on it verifying (or it being unsigned, as
    recorded), the request naming the maker the entry records and the entry's operation, eBL
    and counterparty, and the action taken before the request expired; the entry
    then prints \"Prepared by <maker> (signature verified by 0x…|unsigned) · Approved by
    <approver>\".
A pack without entries says \"no actions on record\"; its files and signature are still
checked.

What a pack proves, and what it does not: the signature proves which key made the pack and
signed every action in it, and that nothing changed since. It does NOT prove whose key that is:
anyone can sign a pack with their own key over copies of the real eBL and PDF, and such a pack
checks out against its own signer. So `verify` says a pack is verified only when its signer is
one you expected (--expect-signer, --signers); without them it prints the signer and says the
pack is only consistent. Nor does a pack prove what the service recorded: journal.json says
what the service answered, as the app saw it, and ebl.json and ebl.pdf are what the service
sent, not statements it signed. A zip with two entries of one name (or names a tool may take
for one: differing by case, `./`, `..`, a backslash, absolute) is refused.

Exit status: 0 verified (signed by an expected key), 1 something failed (or the signer is not
one expected), 2 wrong usage, 3 consistent only (no signer was expected; see above).
";

/// The addresses of a `--signers` file: one per line, blank lines and `#` comments skipped.
fn signers_file(path: &str) -> Result<Vec<tdx_keys::Address>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let mut out = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        out.push(address(line).map_err(|e| format!("{path}:{}: {e}", number + 1))?);
    }
    if out.is_empty() {
        return Err(format!("{path}: no address in it"));
    }
    Ok(out)
}

fn address(text: &str) -> Result<tdx_keys::Address, String> {
    tdx_keys::Address::parse_any_case(text.trim())
        .map_err(|_| format!("{text:?} is not an address (0x and 40 hex digits)"))
}

/// The pack's path and the signers expected (`None`: none named).
type Parsed = (String, Option<Vec<tdx_keys::Address>>);

fn parse(args: &[String]) -> Result<Parsed, String> {
    let Some((cmd, rest)) = args.split_first() else {
        return Err(USAGE.to_owned());
    };
    if cmd != "verify" {
        return Err(USAGE.to_owned());
    }
    let mut expected: Option<Vec<tdx_keys::Address>> = None;
    let mut path = None;
    let mut rest = rest.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--expect-signer" => {
                let value = rest.next().ok_or_else(|| USAGE.to_owned())?;
                expected.get_or_insert_with(Vec::new).push(address(value)?);
            }
            "--signers" => {
                let value = rest.next().ok_or_else(|| USAGE.to_owned())?;
                expected
                    .get_or_insert_with(Vec::new)
                    .extend(signers_file(value)?);
            }
            other if other.starts_with("--") => return Err(USAGE.to_owned()),
            other if path.is_none() => path = Some(other.to_owned()),
            _ => return Err(USAGE.to_owned()),
        }
    }
    Ok((path.ok_or_else(|| USAGE.to_owned())?, expected))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let [flag] = args.as_slice()
        && ["--help", "-h", "help"].contains(&flag.as_str())
    {
        print!("{HELP}");
        return ExitCode::SUCCESS;
    }
    let (path, expected) = match parse(&args) {
        Ok(parsed) => parsed,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let bytes = match std::fs::read(&path) {
        Ok(b) => b,
        Err(e) => {
            println!("FAILED: {path}: {e}");
            return ExitCode::from(1);
        }
    };
    let report = match &expected {
        Some(signers) => tdx_evidence::verify_for(&bytes, signers),
        None => tdx_evidence::verify(&bytes),
    };
    print!("{}", report.render());
    match report.verdict() {
        tdx_evidence::Verdict::Verified => ExitCode::SUCCESS,
        tdx_evidence::Verdict::Consistent => ExitCode::from(EXIT_CONSISTENT),
        tdx_evidence::Verdict::Failed => ExitCode::from(1),
    }
}
