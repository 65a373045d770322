//! The registry contracts a signing key signs for, pinned on first use.
//!
//! A key's first signature for a kind of call (eBL actions and envelopes go to different
//! registries) pins the registry address (`recipient`) the call goes to — per signer address,
//! across every profile of the store, so a new or re-added profile with the same key is held to
//! the same registry. The review of a first use says so and shows the address; the pin is
//! written before the signature, and nothing is signed when it cannot be written. A different
//! address later is refused by the signing guard (`sign.mismatch`, field `recipient`) and
//! remembered as *offered*, so Settings can show both and let the user accept the new one after
//! confirming. Pins live in the local store (in memory for a desk without one, where signing is
//! refused anyway when the app's store failed); a profile's pins of earlier versions (in its
//! settings) are taken over for its key the first time they are needed.

use serde::Serialize;
use tdx_i18n::tr;
use tdx_keys::Address;
use tdx_keys::guard::Checked;
use ts_rs::TS;

use crate::context::Context;
use crate::error::{Error, Result};
use crate::profile_settings;

/// Which registry: the eBL registry or the envelope registry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RegistryKind {
    Ebl,
    Envelope,
}

impl RegistryKind {
    pub const ALL: [RegistryKind; 2] = [RegistryKind::Ebl, RegistryKind::Envelope];

    fn name(self) -> &'static str {
        match self {
            RegistryKind::Ebl => "ebl",
            RegistryKind::Envelope => "envelope",
        }
    }

    /// The profile setting where versions before per-key pins kept this profile's pin.
    fn legacy_setting(self) -> String {
        format!("registry.{}.pinned", self.name())
    }

    /// Its name in Settings, in `lang`.
    fn label_in(self, lang: tdx_i18n::Lang) -> String {
        match self {
            RegistryKind::Ebl => tdx_i18n::tr_in(lang, "desk-registry-ebl", &[]),
            RegistryKind::Envelope => tdx_i18n::tr_in(lang, "desk-registry-envelope", &[]),
        }
    }
}

/// A registry as Settings shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct RegistryPin {
    /// `ebl` or `envelope`.
    pub kind: String,
    /// "eBL registry", "Envelope registry".
    pub label: String,
    /// The pinned address (EIP-55), once something was signed.
    pub pinned: Option<String>,
    /// A different address the service named since, refused until the user accepts it.
    pub offered: Option<String>,
}

/// A guard check that passed, and whether it is the key's first use of that registry.
pub struct Noted {
    pub checked: Checked,
    /// The registry is not pinned for this key yet: signing pins it.
    pub first_use: bool,
}

/// The registry of `kind` pinned for `signer`, if any.
pub fn pinned_registry(
    cx: &Context,
    kind: RegistryKind,
    signer: &Address,
) -> Result<Option<Address>> {
    registry_record(cx, kind, signer)?
        .pinned
        .map(|text| {
            Address::parse_any_case(&text).map_err(|_| {
                Error::Io(tdx_i18n::tr!(
                    "err-detail-pinned-registry-unreadable",
                    address = format!("{text:?}")
                ))
            })
        })
        .transpose()
}

/// Records what a guard check says about the registry: a refused new address is remembered
/// for Settings; a passed check says whether it is the key's first use of the registry
/// (pinned only when the call is signed, [`pin_registry`]).
pub fn note_registry(
    cx: &Context,
    kind: RegistryKind,
    signer: &Address,
    result: std::result::Result<Checked, tdx_keys::Error>,
) -> Result<Noted> {
    match result {
        Ok(checked) => Ok(Noted {
            first_use: pinned_registry(cx, kind, signer)?.is_none(),
            checked,
        }),
        Err(e) => {
            // The field, never the payload: what was refused, not what was offered to sign.
            tracing::warn!(
                profile = %cx.profile().id,
                code = e.code(),
                field = e.refused_field().unwrap_or("-"),
                "refused to sign what the service asked for"
            );
            if let tdx_keys::Error::RegistryChanged { offered, .. } = &e {
                let signer = signer.to_checksum();
                cx.journal_store()
                    .with(|s| s.offer_registry(&signer, kind.name(), Some(offered)))?;
            }
            Err(e.into())
        }
    }
}

/// Just before `signer` signs a call to `registry`: pins it on first use, or refuses when
/// another registry was pinned for the key since the review (by another profile). An error
/// to write the pin is an error to sign.
pub fn pin_registry(
    cx: &Context,
    kind: RegistryKind,
    signer: &Address,
    registry: &Address,
) -> Result<()> {
    let text = registry.to_checksum();
    let signer_text = signer.to_checksum();
    let pinned = cx
        .journal_store()
        .with(|s| s.pin_registry(&signer_text, kind.name(), &text))?;
    if Address::parse_any_case(&pinned).ok().as_ref() != Some(registry) {
        return Err(tdx_keys::Error::RegistryChanged {
            pinned,
            offered: text,
        }
        .into());
    }
    Ok(())
}

/// The registries of this profile's key as Settings shows them (none without a key).
pub fn registries(cx: &Context) -> Result<Vec<RegistryPin>> {
    let Some(signer) = signer_address(cx)? else {
        return Ok(Vec::new());
    };
    RegistryKind::ALL
        .into_iter()
        .map(|kind| {
            let record = registry_record(cx, kind, &signer)?;
            Ok(RegistryPin {
                kind: kind.name().into(),
                label: kind.label_in(tdx_i18n::language()),
                pinned: record.pinned,
                offered: record.offered,
            })
        })
        .collect()
}

/// Accepts the offered registry `address` of `kind` (the one Settings showed the user): it
/// becomes the one pinned for the key. Any other address is refused.
pub fn accept_registry(cx: &Context, kind: &str, address: &str) -> Result<Vec<RegistryPin>> {
    let kind = RegistryKind::ALL
        .into_iter()
        .find(|k| k.name() == kind)
        .ok_or_else(|| {
            Error::Invalid(tr!("err-input-registry-kind", kind = format!("{kind:?}")))
        })?;
    let signer = signer_address(cx)?.ok_or(Error::NoKey)?;
    let offered = registry_record(cx, kind, &signer)?.offered;
    if offered.as_deref() != Some(address) {
        return Err(Error::Invalid(tr!("err-input-registry-not-offered")));
    }
    let signer_text = signer.to_checksum();
    cx.journal_store()
        .with(|s| s.accept_registry(&signer_text, kind.name(), address))?;
    registries(cx)
}

pub(crate) fn signer_address(cx: &Context) -> Result<Option<Address>> {
    cx.keys()
        .info()?
        .map(|k| {
            Address::parse_any_case(&k.address).map_err(|e| {
                Error::Invalid(tr!("err-input-stored-key-address", detail = e.to_string()))
            })
        })
        .transpose()
}

/// The key's pin record of `kind`; a pin this profile kept in its settings before pins were
/// per key is taken over first.
pub(crate) fn registry_record(
    cx: &Context,
    kind: RegistryKind,
    signer: &Address,
) -> Result<tdx_store::RegistryPinRecord> {
    let signer = signer.to_checksum();
    let record = cx
        .journal_store()
        .with(|s| s.registry_pin(&signer, kind.name()))?;
    if record.pinned.is_some() {
        return Ok(record);
    }
    let Some(legacy) = profile_settings::profile_setting(cx, &kind.legacy_setting())? else {
        return Ok(record);
    };
    cx.journal_store().with(|s| {
        s.pin_registry(&signer, kind.name(), &legacy)?;
        s.registry_pin(&signer, kind.name())
    })
}
