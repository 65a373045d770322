//! `tdx-evidence verify PACK.zip`: checks an evidence pack offline. Prints who signed the pack,
//! a line per journal entry (and per damaged file), then `verified N of N entries`,
//! `no actions on record; files and signature verified` or `FAILED: …`; exits 0 only when
//! everything verified, 1 when something did not, 2 on wrong usage. `--help` describes the
//! pack's format.

use std::process::ExitCode;

const USAGE: &str =
    "usage: tdx-evidence verify PACK.zip   (tdx-evidence --help for the pack's format)";

const HELP: &str = "\
tdx-evidence: verify an eBL Desk evidence pack, offline (no network, no app, no service).

usage: tdx-evidence verify PACK.zip
       tdx-evidence --help

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

`verify` prints who signed the pack and when, then checks, and names whatever fails:
  - manifest.sig is present and, over that text for this manifest.json, recovers to the
    signer the manifest names (a pack without it is refused as unsigned);
  - the zip holds exactly manifest.json, manifest.sig and the files the manifest lists, each
    with the manifest's sha256;
  - for each journal entry: its hash recomputed from its signing data, its signature
    recovering to its recorded signer, that signer being the pack's signer, and the signed
    call naming the recorded operation, eBL, counterparty, and ebl.json's eBL and title id;
  - each checks/<id>.json's digest being the one the journal entry of that envelope's send
    records.
A pack without entries says \"no actions on record\"; its files and signature are still
checked.

The signature proves which key made the pack and that nothing changed since; whether that key
belongs to whom you expect is for you to know. Anyone can sign a pack with their own key, but
not the actions in it: a pack verifies only if every action was signed by the pack's signer.

Exit status: 0 when everything verified, 1 when something did not, 2 on wrong usage.
";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let path = match args.as_slice() {
        [flag] if ["--help", "-h", "help"].contains(&flag.as_str()) => {
            print!("{HELP}");
            return ExitCode::SUCCESS;
        }
        [cmd, path] if cmd == "verify" => path,
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) => {
            println!("FAILED: {path}: {e}");
            return ExitCode::from(1);
        }
    };
    let report = tdx_evidence::verify(&bytes);
    print!("{}", report.render());
    if report.ok() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
