//! tdx-approval: the signing request of eBL Desk's dual control (issue 42).
//!
//! One person (the maker) prepares a transfer, a surrender request or a copy of one or more eBLs
//! and saves it as a file (`.ebl-request`, JSON, [`FORMAT`] version [`VERSION`]); another person
//! (the approver) opens it, reads every eBL again from their own session and signs on the ledger
//! only when what the maker asked, what the eBL says now and what the key would sign agree.
//!
//! This crate is the file alone: its types, its canonical text, its limits and the maker's
//! signature (EIP-191 `personal_sign` over [`SigningRequest::message`], a text that cannot be
//! mistaken for a relay hash — 32 raw bytes — or an evidence pack's text). Reading eBLs, the
//! receiver check and signing on the ledger are the desk's (`tdx_desk::approval`).

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use tdx_keys::{Address, Signer};
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

/// The `format` field of every request.
pub const FORMAT: &str = "ebl-desk.signing-request";
/// The one version this build reads and writes.
pub const VERSION: u32 = 1;
/// The file name extension (without the dot).
pub const FILE_EXTENSION: &str = "ebl-request";
/// What the maker's key signs: this prefix and the lowercase hex sha256 of the canonical JSON
/// of the request.
pub const MESSAGE_PREFIX: &str = "eBL Desk signing request, version 1, sha256 ";
/// The largest file read.
pub const MAX_FILE_BYTES: usize = 256 * 1024;
/// The most eBLs in one request.
pub const MAX_EBLS: usize = 500;
/// The longest note, in characters.
pub const MAX_NOTE_CHARS: usize = 2000;
/// The longest of any other text field, in characters.
pub const MAX_FIELD_CHARS: usize = 1000;
/// The most names recorded for one party.
pub const MAX_NAMES: usize = 20;

/// The operations a request may ask for (the journal's operation names).
pub mod operation {
    pub const TRANSFER_POSSESSION: &str = "TRANSFER_POSSESSION";
    pub const REQUEST_SURRENDER_FOR_DELIVERY: &str = "REQUEST_SURRENDER_FOR_DELIVERY";
    pub const SEND_AS_COPY: &str = "SEND_AS_COPY";
    pub const ALL: [&str; 3] = [
        TRANSFER_POSSESSION,
        REQUEST_SURRENDER_FOR_DELIVERY,
        SEND_AS_COPY,
    ];
}

/// What can go wrong with a request file.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("the file is larger than {MAX_FILE_BYTES} bytes")]
    TooLarge,
    #[error("not a signing request: {0}")]
    NotARequest(String),
    #[error("signing request version {0} is not supported (this build reads version {VERSION})")]
    UnknownVersion(u32),
    #[error("invalid signing request: {0}")]
    Invalid(String),
    #[error("the maker's signature does not match the request")]
    BadSignature,
    #[error("signing the request failed: {0}")]
    Sign(#[from] tdx_keys::Error),
}

impl Error {
    /// A stable code (`approval.*`), for logs and for front ends that map it.
    pub fn code(&self) -> &'static str {
        match self {
            Error::TooLarge
            | Error::NotARequest(_)
            | Error::UnknownVersion(_)
            | Error::Invalid(_) => "approval.not_a_request",
            Error::BadSignature => "approval.maker_signature",
            Error::Sign(e) => e.code(),
        }
    }
}

/// The request: what the maker asks the approver to sign.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SigningRequest {
    /// Always [`FORMAT`].
    pub format: String,
    /// Always [`VERSION`].
    pub version: u32,
    /// A UUID v4 made by the maker's app.
    pub id: String,
    /// One of [`operation::ALL`].
    pub operation: String,
    /// The maker profile's service base URL.
    pub service: String,
    /// The maker's company, as the service named it (who-am-I).
    pub company_id: Option<String>,
    /// The recipient of a transfer or a copy; `None` for a surrender request.
    pub recipient: Option<RequestParty>,
    /// 1 to [`MAX_EBLS`] eBLs.
    pub ebls: Vec<RequestedEbl>,
    /// The maker's note to the approver (≤ [`MAX_NOTE_CHARS`] characters).
    pub note: String,
    pub maker: Maker,
    /// RFC 3339, UTC.
    pub created_at: String,
    /// RFC 3339, UTC; the request cannot be approved from then on.
    pub expires_at: String,
}

/// A party as the maker's receiver check saw it: its inbox and the names it goes by, each with
/// where the name came from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RequestParty {
    pub inbox: String,
    pub names: Vec<PartyName>,
}

/// One name of a party and its source (the desk's name source: `directory`, `contact`, …).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PartyName {
    pub name: String,
    pub source: String,
}

/// One eBL of the request, as the maker saw it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RequestedEbl {
    pub id: String,
    pub reference: String,
    /// The eBL's state as the maker saw it.
    pub state: String,
    /// The possession holder's inbox as the maker saw it.
    pub holder_inbox: Option<String>,
    pub title_id: Option<String>,
    /// The surrenderee of a surrender request.
    pub surrenderee: Option<RequestParty>,
}

/// Who made the request.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Maker {
    /// The maker's e-mail (who-am-I), when the service gave one.
    pub email: Option<String>,
    pub profile_id: String,
    pub profile_name: String,
    /// The address of the key that signed the request (EIP-55); `None` when unsigned.
    pub address: Option<String>,
}

/// The file: the request and, when the maker had a key, their signature over
/// [`SigningRequest::message`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RequestFile {
    pub request: SigningRequest,
    /// `0x` + 130 hex digits.
    pub signature: Option<String>,
}

impl SigningRequest {
    /// The bytes the maker's signature covers: the request as compact JSON, fields in their
    /// declared order.
    pub fn canonical_json(&self) -> Vec<u8> {
        // Serializing strings, integers, options and vectors cannot fail.
        serde_json::to_vec(self).unwrap_or_default()
    }

    /// [`MESSAGE_PREFIX`] and the lowercase hex sha256 of [`Self::canonical_json`].
    pub fn message(&self) -> String {
        format!(
            "{MESSAGE_PREFIX}{}",
            hex::encode(Sha256::digest(self.canonical_json()))
        )
    }

    /// Whether the request has expired at `now_ms` (milliseconds since the Unix epoch). An
    /// expiry that cannot be read counts as expired.
    pub fn expired_at(&self, now_ms: i64) -> bool {
        match parse_time(&self.expires_at) {
            Some(expires) => now_ms >= expires,
            None => true,
        }
    }

    /// What the file is called when saved: `transfer-REF.ebl-request`,
    /// `surrender-REF-and-2-more.ebl-request`, `copy-…` (the reference reduced to letters,
    /// digits, `-` and `_`).
    pub fn file_name(&self) -> String {
        let verb = match self.operation.as_str() {
            operation::TRANSFER_POSSESSION => "transfer",
            operation::REQUEST_SURRENDER_FOR_DELIVERY => "surrender",
            operation::SEND_AS_COPY => "copy",
            _ => "request",
        };
        let first: String = self
            .ebls
            .first()
            .map(|e| e.reference.as_str())
            .unwrap_or("")
            .chars()
            .filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
            .take(60)
            .collect();
        let first = if first.is_empty() {
            self.id.chars().take(8).collect()
        } else {
            first
        };
        let more = match self.ebls.len() {
            0 | 1 => String::new(),
            n => format!("-and-{}-more", n - 1),
        };
        format!("{verb}-{first}{more}.{FILE_EXTENSION}")
    }

    /// The checks [`RequestFile::parse`] makes of the request's fields.
    pub fn validate(&self) -> Result<(), Error> {
        if self.format != FORMAT {
            return Err(Error::NotARequest(format!("format is {:?}", self.format)));
        }
        if self.version != VERSION {
            return Err(Error::UnknownVersion(self.version));
        }
        let id = uuid::Uuid::parse_str(&self.id)
            .map_err(|_| Error::Invalid("id is not a UUID".into()))?;
        if id.get_version_num() != 4 {
            return Err(Error::Invalid("id is not a UUID v4".into()));
        }
        if !operation::ALL.contains(&self.operation.as_str()) {
            return Err(Error::Invalid(format!(
                "operation {:?} is not one a request may ask for",
                limit(&self.operation)
            )));
        }
        field("service", &self.service, false)?;
        opt_field("companyId", self.company_id.as_deref())?;
        let surrender = self.operation == operation::REQUEST_SURRENDER_FOR_DELIVERY;
        match (&self.recipient, surrender) {
            (Some(_), true) => {
                return Err(Error::Invalid(
                    "a surrender request names no recipient".into(),
                ));
            }
            (None, false) => return Err(Error::Invalid("recipient is missing".into())),
            (Some(party), false) => party_fields("recipient", party)?,
            (None, true) => {}
        }
        if self.ebls.is_empty() {
            return Err(Error::Invalid("no eBLs".into()));
        }
        if self.ebls.len() > MAX_EBLS {
            return Err(Error::Invalid(format!("more than {MAX_EBLS} eBLs")));
        }
        let mut ids = std::collections::HashSet::new();
        for ebl in &self.ebls {
            field("ebls.id", &ebl.id, false)?;
            if !ids.insert(ebl.id.as_str()) {
                return Err(Error::Invalid(format!(
                    "eBL {} is named twice",
                    limit(&ebl.id)
                )));
            }
            field("ebls.reference", &ebl.reference, true)?;
            field("ebls.state", &ebl.state, true)?;
            opt_field("ebls.holderInbox", ebl.holder_inbox.as_deref())?;
            opt_field("ebls.titleId", ebl.title_id.as_deref())?;
            match (&ebl.surrenderee, surrender) {
                (Some(_), false) => {
                    return Err(Error::Invalid(
                        "only a surrender request names a surrenderee".into(),
                    ));
                }
                (Some(party), true) => party_fields("ebls.surrenderee", party)?,
                (None, _) => {}
            }
        }
        if self.note.chars().count() > MAX_NOTE_CHARS {
            return Err(Error::Invalid(format!(
                "the note is longer than {MAX_NOTE_CHARS} characters"
            )));
        }
        opt_field("maker.email", self.maker.email.as_deref())?;
        field("maker.profileId", &self.maker.profile_id, false)?;
        field("maker.profileName", &self.maker.profile_name, true)?;
        if let Some(address) = &self.maker.address {
            Address::parse_any_case(address)
                .map_err(|_| Error::Invalid("maker.address is not an address".into()))?;
        }
        let created = parse_time(&self.created_at)
            .ok_or_else(|| Error::Invalid("createdAt is not an RFC 3339 time".into()))?;
        let expires = parse_time(&self.expires_at)
            .ok_or_else(|| Error::Invalid("expiresAt is not an RFC 3339 time".into()))?;
        if expires <= created {
            return Err(Error::Invalid("expiresAt is not after createdAt".into()));
        }
        Ok(())
    }
}

impl RequestFile {
    /// Signs `request` with `key`: sets `maker.address` to the key's address, then signs
    /// [`SigningRequest::message`] (EIP-191).
    pub fn sign(mut request: SigningRequest, key: &dyn Signer) -> Result<RequestFile, Error> {
        request.maker.address = Some(key.address().to_checksum());
        let signature = key.sign_message(request.message().as_bytes())?;
        Ok(RequestFile {
            request,
            signature: Some(tdx_keys::signature_to_hex(&signature)),
        })
    }

    /// A request the maker had no key to sign (`maker.address` cleared).
    pub fn unsigned(mut request: SigningRequest) -> RequestFile {
        request.maker.address = None;
        RequestFile {
            request,
            signature: None,
        }
    }

    /// Reads a request file: at most [`MAX_FILE_BYTES`], UTF-8 JSON, [`FORMAT`], [`VERSION`],
    /// every field within its limits. The maker's signature is not checked here
    /// ([`Self::verify_maker`]).
    pub fn parse(bytes: &[u8]) -> Result<RequestFile, Error> {
        if bytes.len() > MAX_FILE_BYTES {
            return Err(Error::TooLarge);
        }
        let text = std::str::from_utf8(bytes)
            .map_err(|_| Error::NotARequest("the file is not UTF-8 text".into()))?;
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let value: serde_json::Value = serde_json::from_str(text)
            .map_err(|_| Error::NotARequest("the file is not JSON".into()))?;
        let request = value
            .get("request")
            .ok_or_else(|| Error::NotARequest("no request in the file".into()))?;
        if request.get("format").and_then(|f| f.as_str()) != Some(FORMAT) {
            return Err(Error::NotARequest(format!("the format is not {FORMAT}")));
        }
        match request.get("version").and_then(|v| v.as_u64()) {
            Some(v) if v == u64::from(VERSION) => {}
            Some(v) => return Err(Error::UnknownVersion(u32::try_from(v).unwrap_or(u32::MAX))),
            None => return Err(Error::NotARequest("no version".into())),
        }
        let file: RequestFile =
            serde_json::from_value(value).map_err(|e| Error::Invalid(limit(&e.to_string())))?;
        file.request.validate()?;
        if let Some(signature) = &file.signature
            && tdx_keys::parse_signature(signature).is_err()
        {
            return Err(Error::Invalid(
                "the signature is not 65 bytes of hex".into(),
            ));
        }
        Ok(file)
    }

    /// The file's text as saved: pretty JSON and a trailing newline.
    pub fn to_text(&self) -> String {
        let mut text = serde_json::to_string_pretty(self).unwrap_or_default();
        text.push('\n');
        text
    }

    /// `Ok(Some(address))` when signed and the signature recovers to `maker.address`;
    /// `Ok(None)` when unsigned (and `maker.address` is absent); [`Error::BadSignature`]
    /// otherwise.
    pub fn verify_maker(&self) -> Result<Option<Address>, Error> {
        match (&self.signature, &self.request.maker.address) {
            (None, None) => Ok(None),
            (Some(signature), Some(address)) => {
                let claimed = Address::parse_any_case(address).map_err(|_| Error::BadSignature)?;
                let signature =
                    tdx_keys::parse_signature(signature).map_err(|_| Error::BadSignature)?;
                let signer =
                    tdx_keys::recover_message(self.request.message().as_bytes(), &signature)
                        .map_err(|_| Error::BadSignature)?;
                if signer == claimed {
                    Ok(Some(signer))
                } else {
                    Err(Error::BadSignature)
                }
            }
            _ => Err(Error::BadSignature),
        }
    }
}

/// `ms` (milliseconds since the Unix epoch) as RFC 3339 UTC with seconds, e.g.
/// `2026-11-27T13:46:14Z`.
pub fn rfc3339(ms: i64) -> String {
    OffsetDateTime::from_unix_timestamp(ms.div_euclid(1000))
        .ok()
        .and_then(|t| t.format(&Rfc3339).ok())
        .unwrap_or_default()
}

/// An RFC 3339 time as milliseconds since the Unix epoch.
pub fn parse_time(text: &str) -> Option<i64> {
    let t = OffsetDateTime::parse(text, &Rfc3339).ok()?;
    i64::try_from(t.unix_timestamp_nanos() / 1_000_000).ok()
}

fn limit(text: &str) -> String {
    text.chars().take(200).collect()
}

fn field(name: &str, value: &str, may_be_empty: bool) -> Result<(), Error> {
    if !may_be_empty && value.trim().is_empty() {
        return Err(Error::Invalid(format!("{name} is empty")));
    }
    if value.chars().count() > MAX_FIELD_CHARS {
        return Err(Error::Invalid(format!(
            "{name} is longer than {MAX_FIELD_CHARS} characters"
        )));
    }
    Ok(())
}

fn opt_field(name: &str, value: Option<&str>) -> Result<(), Error> {
    value.map_or(Ok(()), |v| field(name, v, true))
}

fn party_fields(name: &str, party: &RequestParty) -> Result<(), Error> {
    field(&format!("{name}.inbox"), &party.inbox, false)?;
    if party.names.len() > MAX_NAMES {
        return Err(Error::Invalid(format!(
            "{name} has more than {MAX_NAMES} names"
        )));
    }
    for n in &party.names {
        field(&format!("{name}.names.name"), &n.name, false)?;
        field(&format!("{name}.names.source"), &n.source, false)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests;
