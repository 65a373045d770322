//! The evidence pack of one eBL (see tdx-evidence): the eBL and its PDF as the service serves
//! them now, every journal entry about it, and what the app raised about it (with its arrival
//! deadlines), saved as a zip the user can hand to anyone, signed with the profile's signing key.

use std::io::Write;
use std::path::Path;
use tdx_i18n::tr;

use uuid::Uuid;

use crate::attention;
use crate::context::Context;
use crate::error::{Error, Result};
use crate::journal;
use crate::paths::WritablePath;

/// What an export wrote.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct EvidenceExport {
    pub path: String,
    /// Journal entries in the pack.
    pub entries: u32,
    #[ts(type = "number")]
    pub bytes: u64,
}

/// Writes the evidence pack of `ebl_id` to `file`, the path the user chose to save to (through a temporary file beside it, so a
/// failure leaves nothing half-written), signed with the profile's key — also for an eBL
/// with no action on record: the signature binds the files. `app_version` goes into the
/// manifest. Without a key, [`Error::NoKey`] and nothing is written.
pub async fn export_evidence(
    cx: &Context,
    ebl_id: &str,
    file: WritablePath,
    app_version: &str,
) -> Result<EvidenceExport> {
    let path = file.as_path();
    let id = Uuid::parse_str(ebl_id.trim()).map_err(|_| {
        Error::Invalid(tr!(
            "err-input-ebl-id-not-uuid",
            text = format!("{ebl_id:?}")
        ))
    })?;
    // Read first: without a key there is no pack, and nothing to fetch.
    let key = cx.keys().signer()?;
    // A module key whose PIN is not given: said before anything is fetched or written.
    key.ready()?;
    let (client, _) = cx.signed_in().await?;
    let mut journal = journal::entries(cx, Some(&id.to_string()))?;
    // After a transfer the service may no longer show the eBL to the user, who then needs
    // the evidence most: the pack holds the app's last copy and says the PDF is not there.
    let gone = |e: &tdx_client::Error| matches!(e.status(), Some(403 | 404));
    let (ebl_json, reference, from_cache) = match client.ebls().get(id).await {
        Ok(ebl) => (to_json(&ebl)?, ebl.reference, false),
        Err(e) if gone(&e) => {
            let cached = cx.cached_ebl(id)?;
            let reference = cached
                .as_ref()
                .map(|c| c.reference.clone())
                .or_else(|| journal.iter().find_map(|j| j.ebl_reference.clone()))
                .ok_or(e)?;
            let json = match cached {
                Some(ebl) => to_json(&ebl)?,
                None => to_json(&serde_json::json!({"id": id, "reference": reference}))?,
            };
            (json, reference, true)
        }
        Err(e) => return Err(e.into()),
    };
    let pdf = match client.ebls().download(id).await {
        Ok(stream) => Ok(stream.bytes().await?),
        Err(e) if gone(&e) => Err("the service no longer shows this eBL's PDF to your company"),
        Err(e) => return Err(e.into()),
    };
    // Oldest first: the pack reads as the story of the eBL.
    journal.reverse();
    // The document checks of the envelopes sent with this eBL linked, as the sender saw them.
    let mut checks = Vec::new();
    for entry in journal.iter().filter(|e| e.document_check.is_some()) {
        if let Some(envelope) = &entry.envelope_id
            && !checks.iter().any(|(id, _)| id == envelope)
            && let Some(json) = crate::envelopes::check_report(cx, envelope)?
        {
            checks.push((envelope.clone(), json.into_bytes()));
        }
    }
    let attention = attention_json(cx, &id.to_string())?;
    let created_at = time::OffsetDateTime::now_utc()
        .format(&time::format_description::well_known::Rfc3339)
        .unwrap_or_default();
    let pack = tdx_evidence::Pack {
        base_url: &cx.profile().base_url,
        app_version,
        created_at: &created_at,
        ebl_id: &id.to_string(),
        ebl_reference: &reference,
        ebl_json: &ebl_json,
        pdf: pdf.as_deref().map_err(|reason| *reason),
        ebl_from_cache: from_cache,
        journal: &journal,
        checks: &checks,
        attention: Some(&attention),
    };
    let io = |e: std::io::Error| Error::Io(format!("{}: {e}", path.display()));
    let dir = path.parent().filter(|p| !p.as_os_str().is_empty());
    let mut file = tempfile::NamedTempFile::new_in(dir.unwrap_or(Path::new("."))).map_err(io)?;
    tdx_evidence::write(file.as_file_mut(), &pack, key.as_ref()).map_err(|e| match e {
        tdx_evidence::Error::Sign(k) => Error::Keys(k),
        e => Error::Io(e.to_string()),
    })?;
    file.as_file_mut().flush().map_err(io)?;
    file.as_file().sync_all().map_err(io)?;
    let bytes = file.as_file().metadata().map_err(io)?.len();
    file.persist(path).map_err(|e| io(e.error))?;
    Ok(EvidenceExport {
        path: path.display().to_string(),
        entries: u32::try_from(journal.len()).unwrap_or(u32::MAX),
        bytes,
    })
}

/// `attention.json`: every item raised about the eBL (open, snoozed, done or cleared, with
/// when) and the arrival deadlines that concern it.
fn attention_json(cx: &Context, ebl_id: &str) -> Result<Vec<u8>> {
    let items: Vec<AttentionRecordJson> = attention::items_of_ebl(cx, ebl_id)?
        .into_iter()
        .map(|r| AttentionRecordJson {
            key: r.key,
            rule: r.rule,
            reason: r.reason,
            raised_at: r.raised_at,
            notified_at: r.notified_at,
            snoozed_until: r.snoozed_until,
            done_at: r.done_at,
            cleared_at: r.cleared_at,
        })
        .collect();
    let deadlines = attention::deadlines(cx, ebl_id)?;
    to_json(&serde_json::json!({ "items": items, "deadlines": deadlines }))
}

/// An item of `attention.json` (times in ms since the Unix epoch).
#[derive(serde::Serialize)]
#[serde(rename_all = "camelCase")]
struct AttentionRecordJson {
    key: String,
    rule: String,
    reason: String,
    raised_at: i64,
    notified_at: Option<i64>,
    snoozed_until: Option<i64>,
    done_at: Option<i64>,
    cleared_at: Option<i64>,
}

fn to_json(value: &impl serde::Serialize) -> Result<Vec<u8>> {
    serde_json::to_vec_pretty(value).map_err(|e| Error::Io(e.to_string()))
}
