//! tdx-evidence: the evidence pack of one eBL, written by eBL Desk and verified by anyone,
//! offline, with no app and no service.
//!
//! A pack is a zip of six files, and one more per envelope checked against the eBL:
//! - `manifest.json`: the format, when and by which app version it was made, the profile's
//!   service, the eBL, and the sha256 and size of every file below but `manifest.sig`;
//! - `manifest.sig`: the EIP-191 `personal_sign` signature (`0x` + 130 hex digits), by the
//!   profile's key, of the text
//!   `eBL Desk evidence pack <lowercase hex sha256 of the exact manifest.json bytes>` ([`sign`]);
//!   a text, so it can never be taken for a relay hash. The signer is whom it recovers to, and
//!   the time of signing the manifest's `createdAt`;
//! - `ebl.json`: the eBL as the service last returned it;
//! - `ebl.pdf`: its PDF;
//! - `journal.json`: every action on record for the eBL (see [`tdx_store::JournalEntry`]);
//! - `README.txt`: what the pack is and how it is checked;
//! - `checks/<envelope id>.json`: for each envelope sent with the eBL linked, the check of its
//!   documents against the eBL as the user saw it before sending (its `digest` is the one the
//!   journal entry of the send records);
//! - `attention.json` (packs made since "what needs attention"): what the app raised about the
//!   eBL (answers, stalls, deadlines: when raised, notified, snoozed, done or cleared) and the
//!   arrival deadlines the user set for it;
//! - `requests/<request id>.ebl-request`: for each action a second person approved, the
//!   signing request its maker prepared, exactly as the approver opened it (the journal entry's
//!   `approval.request`).
//!
//! [`verify`] requires the signature and checks it against the manifest, the file hashes
//! against the manifest (no file missing, none added), and for each journal entry: its hash
//! recomputed from its signing data, its signature recovering to its signer, who must be the
//! pack's signer, and the decoded signed call naming the recorded eBL, operation and
//! counterparty and `ebl.json`'s eBL and title id; for an approved action, its request file
//! being the text the entry recorded, its maker's signature (when signed) verifying, and the
//! request naming the entry's operation, eBL and counterparty ([`check_approval`]).

use std::io::{Read, Seek, Write};

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use tdx_keys::call::{self, Call};
use tdx_keys::{Address, Signer};
use tdx_store::{ApprovalRecord, JournalEntry, Outcome, operation};
use uuid::Uuid;
use zip::write::SimpleFileOptions;

/// The format named in every manifest and signature this version writes. Version 1 packs
/// were not signed.
pub const FORMAT: &str = "tdx-evidence/2";

/// The files a pack holds besides its manifest and its signature.
pub const FILES: [&str; 4] = ["ebl.json", "ebl.pdf", "journal.json", "README.txt"];

/// What the app raised about the eBL and the deadlines set for it; in packs that hold it.
pub const ATTENTION_FILE: &str = "attention.json";

/// The folder of the envelopes' document checks (`checks/<envelope id>.json`).
pub const CHECKS_DIR: &str = "checks/";

/// The name of an envelope's document check in a pack.
pub fn check_file(envelope_id: &str) -> String {
    format!("{CHECKS_DIR}{envelope_id}.json")
}

/// The envelope id a check file's name gives (`checks/<uuid>.json`), when it is one.
fn check_file_envelope(name: &str) -> Option<Uuid> {
    let id = name.strip_prefix(CHECKS_DIR)?.strip_suffix(".json")?;
    Uuid::parse_str(id).ok().filter(|u| u.to_string() == id)
}

/// The folder of the signing requests of approved actions
/// (`requests/<request id>.ebl-request`).
pub const REQUESTS_DIR: &str = "requests/";

/// The name of a signing request in a pack.
pub fn request_file(request_id: &str) -> String {
    format!(
        "{REQUESTS_DIR}{request_id}.{}",
        tdx_approval::FILE_EXTENSION
    )
}

/// The request id a request file's name gives (`requests/<uuid>.ebl-request`), when it is one.
fn request_file_id(name: &str) -> Option<Uuid> {
    let id = name
        .strip_prefix(REQUESTS_DIR)?
        .strip_suffix(tdx_approval::FILE_EXTENSION)?
        .strip_suffix('.')?;
    Uuid::parse_str(id).ok().filter(|u| u.to_string() == id)
}

/// The signing requests of the approved entries of `journal`, each once: (its file name, the
/// request's text as the entry recorded it). A request id that is not a UUID names no file
/// (a pack never holds a name made from the journal's text); `verify` then says the entry's
/// request is missing.
pub fn requests_of(journal: &[JournalEntry]) -> Vec<(String, Vec<u8>)> {
    let mut out: Vec<(String, Vec<u8>)> = Vec::new();
    for approval in journal.iter().filter_map(|e| e.approval.as_ref()) {
        let Ok(id) = Uuid::parse_str(&approval.request_id) else {
            continue;
        };
        let name = request_file(&id.to_string());
        if !out.iter().any(|(n, _)| *n == name) {
            out.push((name, approval.request.as_bytes().to_vec()));
        }
    }
    out
}

/// The file holding the pack's signature (the manifest cannot hold its own).
pub const SIGNATURE_FILE: &str = "manifest.sig";

/// What the signed text says before the manifest's sha256.
pub const MESSAGE_PREFIX: &str = "eBL Desk evidence pack ";

/// The largest file read from a pack (an eBL PDF is at most 256 MiB).
const MAX_FILE: u64 = 300 * 1024 * 1024;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("the pack could not be written: {0}")]
    Io(#[from] std::io::Error),
    #[error("the pack could not be written: {0}")]
    Zip(#[from] zip::result::ZipError),
    #[error("the pack could not be written: {0}")]
    Json(#[from] serde_json::Error),
    /// The key could not sign the manifest (a module key's PIN, its token away).
    #[error("the pack could not be signed: {0}")]
    Sign(#[from] tdx_keys::Error),
}

/// What goes into a pack.
pub struct Pack<'a> {
    pub base_url: &'a str,
    pub app_version: &'a str,
    /// RFC 3339.
    pub created_at: &'a str,
    pub ebl_id: &'a str,
    pub ebl_reference: &'a str,
    /// The eBL as the service returned it.
    pub ebl_json: &'a [u8],
    /// The eBL's PDF; `Err(reason)` when the service no longer serves it to the user (an eBL
    /// transferred away): the pack then says why instead of holding it.
    pub pdf: Result<&'a [u8], &'a str>,
    /// `ebl.json` is the copy the app kept, not the service's answer now (the eBL is no longer
    /// visible to the user).
    pub ebl_from_cache: bool,
    pub journal: &'a [JournalEntry],
    /// The document checks of the envelopes sent with this eBL: (envelope id, the check's
    /// JSON), written as `checks/<envelope id>.json`.
    pub checks: &'a [(String, Vec<u8>)],
    /// `attention.json`: the items raised about the eBL and its deadlines (JSON).
    pub attention: Option<&'a [u8]>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Manifest {
    pub format: String,
    pub created_at: String,
    /// The address (EIP-55) of the key that signs the manifest (`manifest.sig`): a signature
    /// that recovers to another key means the manifest was changed after it was signed.
    pub signer: String,
    pub app_version: String,
    pub profile_base_url: String,
    pub ebl_id: String,
    pub ebl_reference: String,
    pub files: Vec<FileRecord>,
    /// Why `ebl.pdf` is not in the pack, when it is not.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pdf_unavailable: Option<String>,
    /// `ebl.json` is the app's last copy (the service no longer shows the eBL to the user).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ebl_from_cache: bool,
}

/// The text a pack's signature signs: [`MESSAGE_PREFIX`] and the lowercase hex sha256 of the
/// exact bytes of `manifest.json`.
pub fn message(manifest: &[u8]) -> String {
    format!("{MESSAGE_PREFIX}{}", sha256_hex(manifest))
}

/// `manifest.sig`: `key`'s EIP-191 signature of [`message`] for the exact bytes of a
/// `manifest.json`, as `0x` and 130 hex digits (any kind of key: keyring or module).
pub fn sign(manifest: &[u8], key: &dyn Signer) -> Result<String, tdx_keys::Error> {
    Ok(tdx_keys::signature_to_hex(
        &key.sign_message(message(manifest).as_bytes())?,
    ))
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FileRecord {
    pub name: String,
    pub sha256: String,
    pub size: u64,
}

fn sha256_hex(bytes: &[u8]) -> String {
    hex::encode(Sha256::digest(bytes))
}

/// Writes the pack as a zip to `out`, signed with `key` (the profile's signing key).
pub fn write<W: Write + Seek>(out: W, pack: &Pack<'_>, key: &dyn Signer) -> Result<(), Error> {
    let journal = serde_json::to_vec_pretty(pack.journal)?;
    let readme = readme(pack, &key.address());
    let mut files: Vec<(&str, &[u8])> = vec![("ebl.json", pack.ebl_json)];
    if let Ok(pdf) = pack.pdf {
        files.push(("ebl.pdf", pdf));
    }
    files.extend([
        ("journal.json", journal.as_slice()),
        ("README.txt", readme.as_bytes()),
    ]);
    if let Some(attention) = pack.attention {
        files.push((ATTENTION_FILE, attention));
    }
    let check_names: Vec<String> = pack.checks.iter().map(|(id, _)| check_file(id)).collect();
    for ((_, bytes), name) in pack.checks.iter().zip(&check_names) {
        files.push((name.as_str(), bytes.as_slice()));
    }
    // The request of each approved action, as the approver opened it.
    let requests = requests_of(pack.journal);
    for (name, bytes) in &requests {
        files.push((name.as_str(), bytes.as_slice()));
    }
    let manifest = Manifest {
        format: FORMAT.to_owned(),
        created_at: pack.created_at.to_owned(),
        signer: key.address().to_checksum(),
        app_version: pack.app_version.to_owned(),
        profile_base_url: pack.base_url.to_owned(),
        ebl_id: pack.ebl_id.to_owned(),
        ebl_reference: pack.ebl_reference.to_owned(),
        files: files
            .iter()
            .map(|(name, bytes)| FileRecord {
                name: (*name).to_owned(),
                sha256: sha256_hex(bytes),
                size: bytes.len() as u64,
            })
            .collect(),
        pdf_unavailable: pack.pdf.err().map(str::to_owned),
        ebl_from_cache: pack.ebl_from_cache,
    };
    let manifest = serde_json::to_vec_pretty(&manifest)?;
    let signature = sign(&manifest, key)?;
    let mut zip = zip::ZipWriter::new(out);
    let options = SimpleFileOptions::default();
    zip.start_file("manifest.json", options)?;
    zip.write_all(&manifest)?;
    zip.start_file(SIGNATURE_FILE, options)?;
    zip.write_all(signature.as_bytes())?;
    for (name, bytes) in files {
        zip.start_file(name, options)?;
        zip.write_all(bytes)?;
    }
    zip.finish()?;
    Ok(())
}

fn readme(pack: &Pack<'_>, signer: &Address) -> String {
    format!(
        "Evidence pack of eBL {reference} ({id})\n\
         Made by eBL Desk {version} on {created} for the service at {base},\n\
         signed by the key {signer}.\n\
         \n\
         Format {format}. The zip holds:\n\
         manifest.json   what this pack holds, with the sha256 and size of every file below but\n\
         \x20               manifest.sig, and the address of the key that signs it\n\
         manifest.sig    the EIP-191 personal_sign (65 bytes, 0x and hex) of the text\n\
         \x20               \"{prefix}<lowercase hex sha256 of the exact bytes of\n\
         \x20               manifest.json>\", by the key of the eBL Desk profile that made the pack\n\
         ebl.json        {ebl_json}\n\
         ebl.pdf         {pdf}\n\
         journal.json    every action taken on it from this app: what the service asked to sign,\n\
         \x20               the hash, the signature, the signer, the service's answer\n\
         README.txt      this text\n\
         checks/<id>.json  for each envelope sent with this eBL linked: the check of its\n\
         \x20               documents against the eBL that the sender saw (its digest is the one\n\
         \x20               the journal entry of the send records)\n\
         attention.json  what eBL Desk raised about this eBL (answers to your actions, requests\n\
         \x20               waiting, deadlines: when raised, notified, snoozed, done, cleared) and\n\
         \x20               the arrival deadlines set for it\n\
         requests/<id>.ebl-request  for each action a second person approved: the signing\n\
         \x20               request its maker prepared (signed by the maker's key when they had\n\
         \x20               one: EIP-191 over \"{request_prefix}<lowercase hex sha256 of\n\
         \x20               the request's canonical JSON>\"), as the approver opened it\n\
         \n\
         Check it with `tdx-evidence verify --expect-signer ADDRESS <this file>` (no network\n\
         needed; ADDRESS: a key you know the company registered), or by hand:\n\
         1. manifest.sig, an EIP-191 personal_sign over the UTF-8 bytes of the text above for the\n\
         \x20  sha256 of manifest.json, recovers to the signer manifest.json names ({signer}):\n\
         \x20  the manifest is what that key signed;\n\
         2. the zip holds exactly manifest.json, manifest.sig and the files the manifest lists,\n\
         \x20  and the sha256 of each equals the manifest's;\n\
         3. for each entry with a signature: keccak256(recipient || relayedFor || uint256(relayNonce)\n\
         \x20  || keccak256(transactionData)) of its signingData equals its hash;\n\
         4. the signature (EIP-191 personal_sign over the 32 bytes of the hash) recovers to signer,\n\
         \x20  and that signer is the pack's signer;\n\
         5. transactionData decodes to the call for the entry's operation, naming its eBL id and\n\
         \x20  counterparty inbox (an envelope: its envelope id and recipient), and ebl.json's eBL id\n\
         \x20  and title id;\n\
         6. an approved entry's request file is exactly the text its approval records, the maker's\n\
         \x20  signature on it (when signed) recovers to the maker's address, the request names the\n\
         \x20  entry's maker, operation, eBL and counterparty, and the action was signed before the\n\
         \x20  request expired: the entry names who prepared it and who approved and signed it.\n\
         \n\
         What a pack proves, and what it does not:\n\
         - it proves that the key {signer} made this pack and signed every action in it, and\n\
         \x20 that nothing in it changed since;\n\
         - it does NOT prove whose key that is. Anyone can make a consistent pack, with their\n\
         \x20 own key, over copies of the same eBL and PDF: check the signer against the keys\n\
         \x20 the company registered with the service, learnt from them, not from this pack\n\
         \x20 (`tdx-evidence verify --expect-signer ADDRESS <this file>`, or --signers FILE\n\
         \x20 with one address per line). Without\n\
         \x20 that, `verify` says the pack is only consistent, not verified;\n\
         - it does not prove that the service accepted or recorded an action: journal.json\n\
         \x20 says what the service answered, as the app saw it; ebl.json and ebl.pdf are what\n\
         \x20 the service sent, not statements the service signed.\n",
        reference = pack.ebl_reference,
        id = pack.ebl_id,
        version = pack.app_version,
        created = pack.created_at,
        base = pack.base_url,
        signer = signer.to_checksum(),
        format = FORMAT,
        prefix = MESSAGE_PREFIX,
        request_prefix = tdx_approval::MESSAGE_PREFIX,
        ebl_json = if pack.ebl_from_cache {
            "the eBL as this app last saw it (the service no longer shows it to the user)"
        } else {
            "the eBL as the service returned it when the pack was made"
        },
        pdf = match pack.pdf {
            Ok(_) => "its PDF".to_owned(),
            Err(reason) => format!("not included: {reason}"),
        },
    )
}

/// One line of a verification.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    /// A file of the pack, and what is wrong with it (`None`: its hash matches).
    File {
        name: String,
        problem: Option<String>,
    },
    /// A journal entry, and what is wrong with it (`Ok`: what was verified).
    Entry {
        number: usize,
        id: String,
        operation: String,
        outcome: String,
        result: Result<String, String>,
    },
    /// The approval of a journal entry: who prepared it and who approved it (`Ok`, in words),
    /// or what is wrong with its request file.
    Approval {
        number: usize,
        id: String,
        result: Result<String, String>,
    },
    /// A problem with the pack as a whole (unreadable, no manifest, no or a bad signature).
    Pack(String),
    /// The pack's signature verified: who signed it, and when they say they did.
    Signed { signer: Address, signed_at: String },
}

/// The verdict on a pack.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Report {
    pub lines: Vec<Line>,
    /// `journal.json` was read (a pack that failed before it holds entries no one checked).
    pub journal_read: bool,
    /// The keys the pack had to be signed by ([`verify_for`]); `None`: nobody said whose it
    /// should be, so the pack can be found [`Verdict::Consistent`] at best.
    pub expected_signers: Option<Vec<Address>>,
}

/// What a pack was found to be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Every file and entry checks out and the pack and every entry were signed by a key the
    /// reader expected.
    Verified,
    /// Every file and entry checks out against the key that signed the pack, but nobody said
    /// whose key that should be: anyone can make a consistent pack with their own key.
    Consistent,
    /// Something did not check out (or the signer is not one expected).
    Failed,
}

impl Report {
    pub fn entries(&self) -> usize {
        self.lines
            .iter()
            .filter(|l| matches!(l, Line::Entry { .. }))
            .count()
    }

    pub fn entries_ok(&self) -> usize {
        self.lines
            .iter()
            .filter(|l| matches!(l, Line::Entry { result: Ok(_), .. }))
            .count()
    }

    /// The problems found, each naming what it is about.
    pub fn problems(&self) -> Vec<String> {
        self.lines
            .iter()
            .filter_map(|l| match l {
                Line::File {
                    name,
                    problem: Some(p),
                } => Some(format!("{name}: {p}")),
                Line::Entry {
                    number,
                    id,
                    result: Err(p),
                    ..
                } => Some(format!("entry {number} ({id}): {p}")),
                Line::Approval {
                    number,
                    id,
                    result: Err(p),
                } => Some(format!("entry {number} ({id}): its signing request: {p}")),
                Line::Pack(p) => Some(p.clone()),
                _ => None,
            })
            .collect()
    }

    /// True when every file and every entry checks out (and the signer is an expected one,
    /// when signers were expected): [`Verdict::Verified`] or [`Verdict::Consistent`].
    pub fn ok(&self) -> bool {
        self.problems().is_empty()
    }

    /// Verified (by an expected key), only consistent (nobody said whose key), or failed.
    pub fn verdict(&self) -> Verdict {
        match (self.ok(), &self.expected_signers) {
            (false, _) => Verdict::Failed,
            (true, None) => Verdict::Consistent,
            (true, Some(_)) => Verdict::Verified,
        }
    }

    /// Who signed the pack, when its signature verified.
    pub fn signer(&self) -> Option<Address> {
        self.lines.iter().find_map(|l| match l {
            Line::Signed { signer, .. } => Some(*signer),
            _ => None,
        })
    }

    /// What `tdx-evidence verify` prints: who signed the pack, a line per problem and per
    /// entry (`no actions on record` when there is none), then the verdict as the last line.
    pub fn render(&self) -> String {
        let mut out = String::new();
        for line in &self.lines {
            match line {
                Line::File { name, problem } => {
                    if let Some(p) = problem {
                        out.push_str(&format!("file {name}: FAILED: {p}\n"));
                    }
                }
                Line::Entry {
                    number,
                    id,
                    operation,
                    outcome,
                    result,
                } => {
                    let verdict = match result {
                        Ok(what) => format!("ok ({what})"),
                        Err(p) => format!("FAILED: {p}"),
                    };
                    out.push_str(&format!(
                        "entry {number} {id} {operation} {outcome}: {verdict}\n"
                    ));
                }
                Line::Approval { number, result, .. } => match result {
                    Ok(people) => out.push_str(&format!("  {people}\n")),
                    Err(p) => {
                        out.push_str(&format!("entry {number} signing request: FAILED: {p}\n"))
                    }
                },
                Line::Pack(p) => out.push_str(&format!("pack: FAILED: {p}\n")),
                Line::Signed { signer, signed_at } => out.push_str(&format!(
                    "pack signed by {} at {signed_at}\n",
                    signer.to_checksum()
                )),
            }
        }
        let (n, ok) = (self.entries(), self.entries_ok());
        let problems = self.problems();
        let signer = self.signer().map(|s| s.to_checksum()).unwrap_or_default();
        match (problems.is_empty(), n, &self.expected_signers) {
            (true, 0, Some(_)) => out.push_str(&format!(
                "no actions on record; files and signature verified, signed by {signer}, an \
                 expected signer\n"
            )),
            (true, _, Some(_)) => out.push_str(&format!(
                "verified {ok} of {n} entries, all signed by {signer}, an expected signer\n"
            )),
            (true, _, None) => out.push_str(&format!(
                "consistent, NOT verified: {} agree with the key {signer} that signed the \
                 pack, but anyone can sign a pack with their own key; whose key that is was not \
                 checked (tdx-evidence verify --expect-signer ADDRESS or --signers FILE)\n",
                if n == 0 {
                    "the files (no actions on record)".to_owned()
                } else {
                    format!("the files and {ok} of {n} entries")
                }
            )),
            (false, 0, _) => out.push_str(&format!(
                "FAILED: {} ({})\n",
                problems.join("; "),
                if self.journal_read {
                    "no actions on record"
                } else {
                    "the journal was not checked"
                }
            )),
            (false, _, _) => out.push_str(&format!(
                "FAILED: {} ({} of {} entries verified)\n",
                problems.join("; "),
                ok,
                n
            )),
        }
        out
    }
}

/// Verifies a pack from its bytes and that it was signed by one of `expected` (the keys of
/// the party the reader expects it from): the pack's signature, and every entry's, since each
/// entry must be signed by the pack's signer. Never panics on any input.
pub fn verify_for(bytes: &[u8], expected: &[Address]) -> Report {
    let mut report = verify(bytes);
    if let Some(signer) = report.signer()
        && !expected.contains(&signer)
    {
        report.lines.push(Line::Pack(format!(
            "signed by {}, which is not an expected signer ({})",
            signer.to_checksum(),
            expected
                .iter()
                .map(Address::to_checksum)
                .collect::<Vec<_>>()
                .join(", ")
        )));
    }
    report.expected_signers = Some(expected.to_vec());
    report
}

/// Checks a pack's files and entries against the key that signed it, without asking whose key
/// that is: at best [`Verdict::Consistent`] ([`verify_for`] names the keys expected). Never
/// panics on any input.
pub fn verify(bytes: &[u8]) -> Report {
    let mut report = Report::default();
    // One name, one entry: a zip whose central directory names an entry twice (or two names
    // a tool may take for one) shows one copy here and another elsewhere.
    let listed = match zip_entry_names(bytes) {
        // Not a zip at all: the reader below says so (if it reads it, this is refused).
        Err(e) => Err(e),
        Ok(names) => {
            if let Err(e) = check_entry_names(&names) {
                report.lines.push(Line::Pack(e));
                return report;
            }
            Ok(names.len())
        }
    };
    let mut zip = match zip::ZipArchive::new(std::io::Cursor::new(bytes)) {
        Ok(z) => z,
        Err(e) => {
            report
                .lines
                .push(Line::Pack(format!("not a readable zip file ({e})")));
            return report;
        }
    };
    match listed {
        Err(e) => {
            report.lines.push(Line::Pack(e));
            return report;
        }
        Ok(listed) if listed != zip.len() => {
            report.lines.push(Line::Pack(format!(
                "the zip's directory lists {listed} entries but {} distinct names: refused",
                zip.len()
            )));
            return report;
        }
        Ok(_) => {}
    }
    let manifest_bytes = match read(&mut zip, "manifest.json") {
        Ok(b) => b,
        Err(e) => {
            report.lines.push(Line::Pack(format!("manifest.json: {e}")));
            return report;
        }
    };
    let manifest = match serde_json::from_slice::<Manifest>(&manifest_bytes) {
        Ok(m) => m,
        Err(e) => {
            report
                .lines
                .push(Line::Pack(format!("manifest.json is unreadable: {e}")));
            return report;
        }
    };
    if manifest.format == "tdx-evidence/1" {
        report.lines.push(Line::Pack(
            "unsigned pack: its format tdx-evidence/1 predates signed packs, so nothing proves \
             who made it or that its files are unchanged; export it again"
                .to_owned(),
        ));
        return report;
    }
    if manifest.format != FORMAT {
        report.lines.push(Line::Pack(format!(
            "manifest.json: format {:?} is not {FORMAT}",
            manifest.format
        )));
        return report;
    }
    let pack_signer = match read(&mut zip, SIGNATURE_FILE) {
        Err(_) if zip.by_name(SIGNATURE_FILE).is_err() => {
            report.lines.push(Line::Pack(format!(
                "unsigned pack: {SIGNATURE_FILE} is missing, so nothing proves who made it or \
                 that its files are unchanged"
            )));
            None
        }
        Err(e) => {
            report
                .lines
                .push(Line::Pack(format!("{SIGNATURE_FILE}: {e}")));
            None
        }
        Ok(signature) => match check_signature(&manifest_bytes, &manifest.signer, &signature) {
            Ok(signer) => {
                report.lines.push(Line::Signed {
                    signer,
                    signed_at: manifest.created_at.clone(),
                });
                Some(signer)
            }
            Err(e) => {
                report
                    .lines
                    .push(Line::Pack(format!("{SIGNATURE_FILE}: {e}")));
                None
            }
        },
    };
    // Exactly the files the manifest lists, and only files a pack holds.
    for name in zip.file_names() {
        if name != "manifest.json"
            && name != SIGNATURE_FILE
            && !manifest.files.iter().any(|f| f.name == name)
        {
            report.lines.push(Line::File {
                name: name.to_owned(),
                problem: Some("in the pack but not in the manifest: a file was added".to_owned()),
            });
        }
    }
    for record in &manifest.files {
        if !FILES.contains(&record.name.as_str())
            && record.name != ATTENTION_FILE
            && check_file_envelope(&record.name).is_none()
            && request_file_id(&record.name).is_none()
        {
            report.lines.push(Line::File {
                name: record.name.clone(),
                problem: Some("listed in the manifest, but no evidence pack holds it".to_owned()),
            });
        }
    }
    let mut journal_bytes = None;
    let mut ebl_bytes = None;
    for name in FILES {
        // A pack may say why it holds no PDF (the service no longer served it); then the PDF
        // must be neither listed nor present.
        if name == "ebl.pdf"
            && manifest.pdf_unavailable.is_some()
            && !manifest.files.iter().any(|f| f.name == name)
        {
            let present = zip.by_name(name).is_ok();
            report.lines.push(Line::File {
                name: name.to_owned(),
                problem: present.then(|| "present, but the manifest says it is not".to_owned()),
            });
            continue;
        }
        let problem = match (
            manifest.files.iter().find(|f| f.name == name),
            read(&mut zip, name),
        ) {
            (None, Ok(_)) => None, // reported above as not in the manifest
            (None, Err(_)) => Some("missing from the pack and from the manifest".to_owned()),
            (Some(_), Err(e)) => Some(e),
            (Some(record), Ok(bytes)) => {
                let problem = if sha256_hex(&bytes) != record.sha256.to_ascii_lowercase() {
                    Some("its sha256 differs from the manifest's: the file was changed".to_owned())
                } else {
                    None
                };
                match name {
                    "journal.json" => journal_bytes = Some(bytes),
                    "ebl.json" => ebl_bytes = Some(bytes),
                    _ => {}
                }
                problem
            }
        };
        report.lines.push(Line::File {
            name: name.to_owned(),
            problem,
        });
    }
    // What the app raised about the eBL, when the pack holds it.
    if let Some(record) = manifest.files.iter().find(|f| f.name == ATTENTION_FILE) {
        let problem = match read(&mut zip, ATTENTION_FILE) {
            Err(e) => Some(e),
            Ok(bytes) if sha256_hex(&bytes) != record.sha256.to_ascii_lowercase() => {
                Some("its sha256 differs from the manifest's: the file was changed".to_owned())
            }
            Ok(_) => None,
        };
        report.lines.push(Line::File {
            name: ATTENTION_FILE.to_owned(),
            problem,
        });
    }
    // The envelopes' document checks the manifest lists.
    let mut checks: Vec<(String, String, Vec<u8>)> = Vec::new();
    for record in &manifest.files {
        let Some(envelope) = check_file_envelope(&record.name) else {
            continue;
        };
        let problem = match read(&mut zip, &record.name) {
            Err(e) => Some(e),
            Ok(bytes) if sha256_hex(&bytes) != record.sha256.to_ascii_lowercase() => {
                Some("its sha256 differs from the manifest's: the file was changed".to_owned())
            }
            Ok(bytes) => {
                checks.push((envelope.to_string(), record.name.clone(), bytes));
                None
            }
        };
        report.lines.push(Line::File {
            name: record.name.clone(),
            problem,
        });
    }
    // The signing requests of approved actions the manifest lists.
    let mut requests: Vec<(Uuid, String, Vec<u8>)> = Vec::new();
    for record in &manifest.files {
        let Some(request) = request_file_id(&record.name) else {
            continue;
        };
        let problem = match read(&mut zip, &record.name) {
            Err(e) => Some(e),
            Ok(bytes) if sha256_hex(&bytes) != record.sha256.to_ascii_lowercase() => {
                Some("its sha256 differs from the manifest's: the file was changed".to_owned())
            }
            Ok(bytes) => {
                requests.push((request, record.name.clone(), bytes));
                None
            }
        };
        report.lines.push(Line::File {
            name: record.name.clone(),
            problem,
        });
    }
    let ebl = ebl_bytes
        .as_deref()
        .and_then(|b| serde_json::from_slice::<serde_json::Value>(b).ok());
    let text = |field: &str| {
        ebl.as_ref()
            .and_then(|v| v.get(field))
            .and_then(|i| i.as_str())
            .map(str::to_owned)
    };
    if ebl_bytes.is_some() && text("id").as_deref() != Some(manifest.ebl_id.as_str()) {
        report.lines.push(Line::Pack(format!(
            "ebl.json is not the eBL {} the manifest names",
            manifest.ebl_id
        )));
    }
    let title = match text("titleId") {
        Some(t) => Uuid::parse_str(&t)
            .map(Title::Expect)
            .unwrap_or(Title::Missing),
        // The app's last copy may be no more than the eBL's id and reference.
        None if manifest.ebl_from_cache => Title::Unknown,
        None => Title::Missing,
    };
    let Some(bytes) = journal_bytes else {
        return report;
    };
    let entries: Vec<JournalEntry> = match serde_json::from_slice(&bytes) {
        Ok(e) => e,
        Err(e) => {
            report
                .lines
                .push(Line::Pack(format!("journal.json is unreadable: {e}")));
            return report;
        }
    };
    let expected = Expected {
        ebl_id: &manifest.ebl_id,
        title,
        signer: pack_signer,
    };
    report.journal_read = true;
    for (i, entry) in entries.iter().enumerate() {
        report.lines.push(Line::Entry {
            number: i + 1,
            id: entry.id.clone(),
            operation: entry.operation.clone(),
            outcome: entry.outcome.as_str().to_owned(),
            result: check_entry(entry, &expected),
        });
        if let Some(approval) = &entry.approval {
            let file = Uuid::parse_str(&approval.request_id).ok().and_then(|id| {
                requests
                    .iter()
                    .find(|(r, _, _)| *r == id)
                    .map(|(_, _, bytes)| bytes.as_slice())
            });
            report.lines.push(Line::Approval {
                number: i + 1,
                id: entry.id.clone(),
                result: check_approval(entry, approval, file),
            });
        }
    }
    // Every request file is the request of an approved action on record.
    for (request, name, _) in &requests {
        let named = entries.iter().any(|e| {
            e.approval
                .as_ref()
                .is_some_and(|a| Uuid::parse_str(&a.request_id).ok() == Some(*request))
        });
        if !named {
            report.lines.push(Line::File {
                name: name.clone(),
                problem: Some("no approved action on record names this request".to_owned()),
            });
        }
    }
    // Each check is the one its envelope's send put on record.
    for (envelope, name, bytes) in &checks {
        let value = serde_json::from_slice::<serde_json::Value>(bytes).ok();
        let digest = value
            .as_ref()
            .and_then(|v| v.get("digest")?.as_str().map(str::to_owned));
        let record = entries
            .iter()
            .filter(|e| e.envelope_id.as_deref() == Some(envelope.as_str()))
            .find_map(|e| e.document_check.as_ref());
        let recorded = record.map(|c| c.digest.clone());
        let problem = match (digest, recorded) {
            (Some(d), Some(r)) if d == r => match credit_problem(value.as_ref(), record) {
                None => continue,
                Some(problem) => problem,
            },
            (None, _) => "it holds no digest".to_owned(),
            (Some(_), None) => format!("no send of envelope {envelope} with a check is on record"),
            (Some(d), Some(r)) => format!(
                "its digest {} is not the one the send of envelope {envelope} recorded ({})",
                short(&d),
                short(&r)
            ),
        };
        report.lines.push(Line::File {
            name: name.clone(),
            problem: Some(problem),
        });
    }
    report
}

/// Whether a check's credit section (the credit's hash and the credit check's digest) is the
/// one the send recorded: a check with a credit the record lacks, or the reverse, or another
/// hash or digest, is a problem.
fn credit_problem(
    check: Option<&serde_json::Value>,
    record: Option<&tdx_store::DocumentCheckRecord>,
) -> Option<String> {
    let in_check = check.and_then(|v| v.get("credit")).filter(|c| !c.is_null());
    let text = |c: &serde_json::Value, key: &str| {
        c.get(key)
            .and_then(|v| v.as_str())
            .unwrap_or_default()
            .to_owned()
    };
    match (in_check, record.and_then(|r| r.credit.as_ref())) {
        (None, None) => None,
        (Some(_), None) => Some("it holds a credit check the send did not record".to_owned()),
        (None, Some(r)) => Some(format!(
            "it holds no credit check, and the send recorded one (credit {})",
            r.number
        )),
        (Some(c), Some(r)) if text(c, "hash") == r.hash && text(c, "digest") == r.digest => None,
        (Some(c), Some(r)) => Some(format!(
            "its credit (hash {}, check {}) is not the one the send recorded (hash {}, check {})",
            short(&text(c, "hash")),
            short(&text(c, "digest")),
            short(&r.hash),
            short(&r.digest)
        )),
    }
}

/// Checks the approval of `entry`: `file` (its request file in the pack) is exactly the text
/// the approval recorded, it is a signing request with the recorded id, its maker's signature
/// verifies (or it is unsigned, as recorded), it names the maker the approval names, the
/// action was taken before it expired, and it asks for the entry's operation on the entry's
/// eBL toward the entry's counterparty. `Ok`: who prepared it (and how that is known)
/// and who approved it, in words.
pub fn check_approval(
    entry: &JournalEntry,
    approval: &ApprovalRecord,
    file: Option<&[u8]>,
) -> Result<String, String> {
    let name = request_file(&approval.request_id);
    let Some(bytes) = file else {
        return Err(format!("{name} is not in the pack"));
    };
    if bytes != approval.request.as_bytes() {
        return Err(format!(
            "{name} is not the request the approval recorded: the file was changed"
        ));
    }
    let parsed = tdx_approval::RequestFile::parse(bytes)
        .map_err(|e| format!("{name} is not a signing request ({e})"))?;
    let request = &parsed.request;
    if request.id != approval.request_id {
        return Err(format!(
            "{name} is request {}, not the approved {}",
            request.id, approval.request_id
        ));
    }
    let signature = match parsed.verify_maker() {
        Ok(Some(address)) => {
            let recorded = approval
                .maker_address
                .as_deref()
                .and_then(|a| Address::parse_any_case(a).ok());
            if recorded != Some(address) {
                return Err(format!(
                    "the maker's signature recovers to {}, but the approval records {}",
                    address.to_checksum(),
                    approval.maker_address.as_deref().unwrap_or("no address")
                ));
            }
            format!("signature verified by {}", address.to_checksum())
        }
        Ok(None) if approval.maker_signature.is_some() => {
            return Err(
                "the request is unsigned, but the approval records a maker's signature".to_owned(),
            );
        }
        Ok(None) => "unsigned".to_owned(),
        Err(_) => {
            return Err(
                "the maker's signature on it does not verify: the request was changed after it \
                 was signed, or signed by another key than the one it names"
                    .to_owned(),
            );
        }
    };
    let named = request
        .maker
        .email
        .as_deref()
        .unwrap_or(&request.maker.profile_name);
    if approval.maker != named {
        return Err(format!(
            "the approval names {} as its maker, but the request was made by {named}",
            approval.maker
        ));
    }
    if request.expired_at(entry.started_at) {
        return Err(format!(
            "it was approved after the request expired (at {})",
            request.expires_at
        ));
    }
    if request.operation != entry.operation {
        return Err(format!(
            "the request asks for {}, but the entry is {}",
            request.operation, entry.operation
        ));
    }
    let same = |a: &str, b: &str| match (Uuid::parse_str(a), Uuid::parse_str(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    };
    let entry_ebl = entry.ebl_id.as_deref().unwrap_or_default();
    let Some(asked) = request.ebls.iter().find(|e| same(&e.id, entry_ebl)) else {
        return Err(format!(
            "the request does not name the entry's eBL {entry_ebl}"
        ));
    };
    let party = match &request.recipient {
        Some(recipient) => Some(&recipient.inbox),
        None => asked.surrenderee.as_ref().map(|s| &s.inbox),
    };
    let counterparty = entry.counterparty_inbox.as_deref().unwrap_or_default();
    if let Some(inbox) = party
        && !same(inbox, counterparty)
    {
        return Err(format!(
            "the request names inbox {inbox}, but the entry's counterparty is {counterparty}"
        ));
    }
    Ok(format!(
        "Prepared by {} ({signature}) \u{b7} Approved by {}",
        approval.maker, approval.approver
    ))
}

/// Checks `manifest.sig` against the exact bytes of `manifest.json`: it must recover to the
/// signer the manifest names.
fn check_signature(manifest: &[u8], named: &str, signature: &[u8]) -> Result<Address, String> {
    let text = std::str::from_utf8(signature)
        .map_err(|_| "not a text signature".to_owned())?
        .trim();
    let bytes = tdx_keys::parse_signature(text)
        .map_err(|_| "not a signature (expected 0x and 130 hex digits)".to_owned())?;
    let signer = tdx_keys::recover_message(message(manifest).as_bytes(), &bytes)
        .map_err(|_| "the signature does not recover to any key".to_owned())?;
    let named = Address::parse_any_case(named)
        .map_err(|_| format!("manifest.json names no signer address ({named:?})"))?;
    if signer != named {
        return Err(format!(
            "the manifest was changed after it was signed (or signed by another key than the \
             {} it names): the signature recovers to {}",
            named.to_checksum(),
            signer.to_checksum()
        ));
    }
    Ok(signer)
}

/// What `ebl.json` says the eBL's title id is.
#[derive(Debug, Clone, Copy)]
enum Title {
    Expect(Uuid),
    /// `ebl.json` shows none (or no UUID): a signed call's title id cannot be checked.
    Missing,
    /// `ebl.json` is the app's last copy and shows none: not checked.
    Unknown,
}

/// What the pack says each entry must agree with.
struct Expected<'a> {
    ebl_id: &'a str,
    title: Title,
    /// The pack's signer, when its signature verified.
    signer: Option<Address>,
}

/// Reads one file of the zip, at most [`MAX_FILE`] bytes.
/// Every entry name in the zip's central directory, as recorded (duplicates kept, which the
/// zip reader collapses).
fn zip_entry_names(bytes: &[u8]) -> Result<Vec<String>, String> {
    const EOCD: [u8; 4] = [0x50, 0x4b, 0x05, 0x06];
    const CENTRAL: [u8; 4] = [0x50, 0x4b, 0x01, 0x02];
    let u16_at = |at: usize| -> Option<usize> {
        Some(u16::from_le_bytes(bytes.get(at..at + 2)?.try_into().ok()?) as usize)
    };
    let u32_at = |at: usize| -> Option<usize> {
        Some(u32::from_le_bytes(bytes.get(at..at + 4)?.try_into().ok()?) as usize)
    };
    let unreadable = || "the zip's directory is unreadable".to_owned();
    // The end record is in the last 22 + 65535 bytes (its comment is at most 65535).
    let from = bytes.len().saturating_sub(22 + 65_535);
    let eocd = (from..bytes.len().saturating_sub(21))
        .rev()
        .find(|&i| bytes[i..i + 4] == EOCD)
        .ok_or_else(unreadable)?;
    let count = u16_at(eocd + 10).ok_or_else(unreadable)?;
    let size = u32_at(eocd + 12).ok_or_else(unreadable)?;
    if count == 0xffff || size == 0xffff_ffff {
        return Err("the zip is a zip64 archive, which no evidence pack is".to_owned());
    }
    let mut at = eocd.checked_sub(size).ok_or_else(unreadable)?;
    let mut names = Vec::with_capacity(count);
    for _ in 0..count {
        if bytes.get(at..at + 4) != Some(&CENTRAL[..]) {
            return Err(unreadable());
        }
        let name_len = u16_at(at + 28).ok_or_else(unreadable)?;
        let extra = u16_at(at + 30).ok_or_else(unreadable)?;
        let comment = u16_at(at + 32).ok_or_else(unreadable)?;
        let name = bytes
            .get(at + 46..at + 46 + name_len)
            .ok_or_else(unreadable)?;
        names.push(String::from_utf8_lossy(name).into_owned());
        at += 46 + name_len + extra + comment;
    }
    Ok(names)
}

/// Refuses names a pack never holds and that tools read differently (absolute, backslashes,
/// `.` or `..` segments, empty segments), and two names one tool or file system may take for
/// the same file (the same name twice, or differing only by case or `./`).
fn check_entry_names(names: &[String]) -> Result<(), String> {
    let mut seen: std::collections::HashMap<String, &str> = std::collections::HashMap::new();
    for name in names {
        let bad = name.is_empty()
            || name.starts_with('/')
            || name.contains('\\')
            || name.contains(':')
            || name.chars().any(char::is_control)
            || name
                .strip_suffix('/')
                .unwrap_or(name)
                .split('/')
                .any(|seg| seg.is_empty() || seg == "." || seg == "..");
        if bad {
            return Err(format!(
                "the zip holds an entry named {name:?}, a name no evidence pack has (absolute, \
                 with a backslash, a colon, or a . or .. part): refused"
            ));
        }
        let key = name.to_lowercase();
        if let Some(first) = seen.insert(key, name) {
            return Err(if first == name.as_str() {
                format!(
                    "the zip holds two entries named {name:?}: refused (a reader sees one, another tool the other)"
                )
            } else {
                format!(
                    "the zip holds entries named {first:?} and {name:?}, which differ only by \
                     case: refused (a reader sees one, another tool the other)"
                )
            });
        }
    }
    Ok(())
}

fn read<R: Read + Seek>(zip: &mut zip::ZipArchive<R>, name: &str) -> Result<Vec<u8>, String> {
    let file = zip
        .by_name(name)
        .map_err(|_| "missing from the pack".to_owned())?;
    let mut bytes = Vec::new();
    file.take(MAX_FILE + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("unreadable ({e})"))?;
    if bytes.len() as u64 > MAX_FILE {
        return Err("larger than any eBL file".to_owned());
    }
    Ok(bytes)
}

/// A long hex value shortened for a sentence: `0xab12cd…9f3e`.
/// Counts characters, not bytes: the value may come from a service and need not be hex.
pub fn short(hex: &str) -> String {
    let chars: Vec<char> = hex.chars().collect();
    if chars.len() > 14 {
        let head: String = chars[..8].iter().collect();
        let tail: String = chars[chars.len() - 4..].iter().collect();
        format!("{head}…{tail}")
    } else {
        hex.to_owned()
    }
}

/// Checks one entry on its own (not against a pack's signer or `ebl.json`); `Ok` says what
/// was verified.
pub fn verify_entry(entry: &JournalEntry, ebl_id: &str) -> Result<String, String> {
    check_entry(
        entry,
        &Expected {
            ebl_id,
            title: Title::Unknown,
            signer: None,
        },
    )
}

/// Checks one entry of a pack; `Ok` says what was verified.
fn check_entry(entry: &JournalEntry, expected: &Expected<'_>) -> Result<String, String> {
    let ebl_id = expected.ebl_id;
    if let Some(id) = &entry.ebl_id
        && id != ebl_id
    {
        return Err(format!("it is about eBL {id}, not this pack's {ebl_id}"));
    }
    let signed_operation = [
        operation::TRANSFER_POSSESSION,
        operation::REQUEST_SURRENDER_FOR_DELIVERY,
        operation::ENVELOPE_SEND,
    ]
    .contains(&entry.operation.as_str());
    let Some(signature) = &entry.signature else {
        if entry.outcome == Outcome::Submitted && signed_operation {
            return Err("it says submitted, but holds no signature".to_owned());
        }
        return Ok(match entry.outcome {
            Outcome::Refused => "refused by the app, nothing signed".to_owned(),
            _ => "not signed".to_owned(),
        });
    };
    if !signed_operation {
        return Err(format!(
            "{} is never signed, but a signature is recorded",
            entry.operation
        ));
    }
    let data = entry
        .signing_data
        .as_ref()
        .ok_or("a signature without the signing data it was made for")?;
    let field = |name: &str| -> Result<String, String> {
        data.get(name)
            .and_then(|v| v.as_str())
            .map(str::to_owned)
            .ok_or(format!("the signing data has no {name}"))
    };
    let recipient = field("recipient")?;
    let relayed_for = Address::parse_any_case(&field("relayedFor")?)
        .map_err(|_| "the signing data's relayedFor is not an address".to_owned())?;
    let nonce = data
        .get("relayNonce")
        .and_then(|v| v.as_u64())
        .ok_or("the signing data has no relayNonce")?;
    let transaction_data = field("transactionData")?;
    let hash = tdx_keys::guard::relay_hash(&recipient, &relayed_for, nonce, &transaction_data)
        .map_err(|e| format!("the hash cannot be recomputed: {e}"))?;
    let hash_hex = format!("0x{}", hex::encode(hash));
    for (what, recorded) in [
        ("the signing data's hash", field("hash").ok()),
        ("the entry's hash", entry.hash.clone()),
    ] {
        if let Some(recorded) = recorded
            && !recorded.eq_ignore_ascii_case(&hash_hex)
        {
            return Err(format!(
                "{what} {recorded} is not the hash of its signing data ({hash_hex})"
            ));
        }
    }
    let signature =
        tdx_keys::parse_signature(signature).map_err(|_| "the signature is not 65 bytes of hex")?;
    let signer = tdx_keys::recover(&hash, &signature)
        .map_err(|_| "the signature does not recover to any key".to_owned())?;
    let recorded_signer = entry
        .signer
        .as_deref()
        .and_then(|s| Address::parse_any_case(s).ok());
    if recorded_signer != Some(signer) {
        return Err(format!(
            "the signature was made by {}, not by the recorded signer {}",
            signer.to_checksum(),
            entry.signer.as_deref().unwrap_or("(none)")
        ));
    }
    if let Some(pack_signer) = expected.signer
        && pack_signer != signer
    {
        return Err(format!(
            "it was signed by {}, but the pack is signed by {}: the pack was not made by the \
             key that signed its actions",
            signer.to_checksum(),
            pack_signer.to_checksum()
        ));
    }
    if relayed_for != signer {
        return Err(format!(
            "the signing data is relayed for {}, not for the signer {}",
            relayed_for.to_checksum(),
            signer.to_checksum()
        ));
    }
    let call = call::decode_hex(&transaction_data)
        .map_err(|e| format!("the signed transactionData does not decode: {e}"))?;
    let same = |recorded: Option<&String>, signed: Option<Uuid>| {
        recorded.and_then(|r| Uuid::parse_str(r).ok()) == signed
    };
    match call {
        Call::Ebl(c) => {
            if c.function.operation() != Some(entry.operation.as_str()) {
                return Err(format!(
                    "the signed call is {}, but the entry says {}",
                    c.function.name(),
                    entry.operation
                ));
            }
            if !same(entry.ebl_id.as_ref(), Some(c.ebl_id)) {
                return Err(format!(
                    "the signed call names eBL {}, but the entry says {}",
                    c.ebl_id,
                    entry.ebl_id.as_deref().unwrap_or("(none)")
                ));
            }
            if !same(entry.counterparty_inbox.as_ref(), Some(c.target_inbox)) {
                return Err(format!(
                    "the signed call names inbox {}, but the entry says {}",
                    c.target_inbox,
                    entry.counterparty_inbox.as_deref().unwrap_or("(none)")
                ));
            }
            if Uuid::parse_str(ebl_id).is_ok_and(|id| id != c.ebl_id) {
                return Err(format!(
                    "the signed call names eBL {}, but the pack is about eBL {ebl_id}",
                    c.ebl_id
                ));
            }
            match expected.title {
                Title::Expect(title) if title != c.title_id => {
                    return Err(format!(
                        "the signed call names title {}, but ebl.json's title id is {title}",
                        c.title_id
                    ));
                }
                Title::Missing => {
                    return Err(format!(
                        "the signed call names title {}, but ebl.json shows no title id",
                        c.title_id
                    ));
                }
                Title::Expect(_) | Title::Unknown => {}
            }
        }
        Call::Envelope(c) => {
            if entry.operation != operation::ENVELOPE_SEND {
                return Err(format!(
                    "the signed call creates an envelope, but the entry says {}",
                    entry.operation
                ));
            }
            if !same(entry.envelope_id.as_ref(), Some(c.envelope_id)) {
                return Err(format!(
                    "the signed call names envelope {}, but the entry says {}",
                    c.envelope_id,
                    entry.envelope_id.as_deref().unwrap_or("(none)")
                ));
            }
            if !same(entry.counterparty_inbox.as_ref(), c.recipient_inbox) {
                return Err(format!(
                    "the signed call names recipient {}, but the entry says {}",
                    c.recipient_inbox
                        .map(|u| u.to_string())
                        .unwrap_or_else(|| "(none)".into()),
                    entry.counterparty_inbox.as_deref().unwrap_or("(none)")
                ));
            }
        }
    }
    let tx = entry
        .transaction_hash
        .as_deref()
        .map(|t| format!(", transaction {}", short(t)))
        .unwrap_or_default();
    Ok(format!(
        "signed by {}, call matches{tx}",
        signer.to_checksum()
    ))
}

#[cfg(test)]
mod tests {
    #[test]
    fn short_values_never_split_a_character() {
        assert_eq!(super::short("0x1234567890abcdef"), "0x123456…cdef");
        assert_eq!(super::short("0x12"), "0x12");
        assert_eq!(super::short("ééééééééééééééé"), "éééééééé…éééé");
    }
}
