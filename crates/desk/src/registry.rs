//! The registry contracts a profile signs for, pinned on first use.
//!
//! The first signing data a profile checks pins its registry address (`recipient`), one per
//! kind of call: eBL actions and envelopes go to different registries. A different address
//! later is refused by the signing guard (`sign.mismatch`, field `recipient`) and remembered as
//! *offered*, so Settings can show both and let the user accept the new one after confirming.
//! Pins live in the profile's settings in the local store (in memory for a desk without one).

use serde::Serialize;
use tdx_keys::Address;
use tdx_keys::guard::Checked;
use ts_rs::TS;

use crate::desk::Desk;
use crate::error::{Error, Result};

/// Which registry: the eBL registry or the envelope registry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RegistryKind {
    Ebl,
    Envelope,
}

impl RegistryKind {
    pub const ALL: [RegistryKind; 2] = [RegistryKind::Ebl, RegistryKind::Envelope];

    fn key(self, what: &str) -> String {
        let kind = match self {
            RegistryKind::Ebl => "ebl",
            RegistryKind::Envelope => "envelope",
        };
        format!("registry.{kind}.{what}")
    }

    fn label(self) -> &'static str {
        match self {
            RegistryKind::Ebl => "eBL registry",
            RegistryKind::Envelope => "Envelope registry",
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

impl Desk {
    /// The pinned registry of `kind`, if any.
    pub fn pinned_registry(&self, kind: RegistryKind) -> Result<Option<Address>> {
        self.registry_setting(kind, "pinned")?
            .map(|text| {
                Address::parse_any_case(&text)
                    .map_err(|_| Error::Io(format!("The pinned registry {text:?} is unreadable.")))
            })
            .transpose()
    }

    /// Records what a guard check says about the registry: pins it on first use, or remembers
    /// a refused new address for Settings. Passes the check's result on.
    pub fn note_registry(
        &self,
        kind: RegistryKind,
        result: std::result::Result<Checked, tdx_keys::Error>,
    ) -> Result<Checked> {
        match result {
            Ok(checked) => {
                if self.registry_setting(kind, "pinned")?.is_none() {
                    self.set_registry_setting(kind, "pinned", Some(&checked.registry.to_string()))?;
                }
                Ok(checked)
            }
            Err(e) => {
                // The field, never the payload: what was refused, not what was offered to sign.
                tracing::warn!(
                    profile = %self.profile().id,
                    code = e.code(),
                    field = e.refused_field().unwrap_or("-"),
                    "refused to sign what the service asked for"
                );
                if let tdx_keys::Error::RegistryChanged { offered, .. } = &e {
                    self.set_registry_setting(kind, "offered", Some(offered))?;
                }
                Err(e.into())
            }
        }
    }

    /// The registries of this profile as Settings shows them.
    pub fn registries(&self) -> Result<Vec<RegistryPin>> {
        RegistryKind::ALL
            .into_iter()
            .map(|kind| {
                Ok(RegistryPin {
                    kind: match kind {
                        RegistryKind::Ebl => "ebl".into(),
                        RegistryKind::Envelope => "envelope".into(),
                    },
                    label: kind.label().into(),
                    pinned: self.registry_setting(kind, "pinned")?,
                    offered: self.registry_setting(kind, "offered")?,
                })
            })
            .collect()
    }

    /// Accepts the offered registry `address` of `kind` (the one Settings showed the user):
    /// it becomes the pinned one. Any other address is refused.
    pub fn accept_registry(&self, kind: &str, address: &str) -> Result<Vec<RegistryPin>> {
        let kind = match kind {
            "ebl" => RegistryKind::Ebl,
            "envelope" => RegistryKind::Envelope,
            other => return Err(Error::Invalid(format!("Unknown registry kind {other:?}."))),
        };
        let offered = self.registry_setting(kind, "offered")?;
        if offered.as_deref() != Some(address) {
            return Err(Error::Invalid(
                "That is not the registry address the service offered; nothing was changed.".into(),
            ));
        }
        self.set_registry_setting(kind, "pinned", Some(address))?;
        self.set_registry_setting(kind, "offered", None)?;
        self.registries()
    }

    fn registry_setting(&self, kind: RegistryKind, what: &str) -> Result<Option<String>> {
        self.profile_setting(&kind.key(what))
    }

    fn set_registry_setting(
        &self,
        kind: RegistryKind,
        what: &str,
        value: Option<&str>,
    ) -> Result<()> {
        self.set_profile_setting(&kind.key(what), value)
    }
}
