//! What crosses to the window about "what needs attention": the items, the watch rules and the
//! arrival deadlines (the contract, `ui/src/bindings/*.ts` generated from these).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::view::Inert;

/// The rule an item crossed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum AttentionRule {
    SurrenderRejected,
    SurrenderAccepted,
    SurrenderPending,
    OutcomeUnknown,
    NewlyHeld,
    Untouched,
    ArrivalDeadline,
    TransferWentThrough,
    /// A draft holding a documentary credit whose presentation must reach the bank soon (its
    /// period after shipment or the credit's expiry ends), or is late.
    CreditDeadline,
}

impl AttentionRule {
    pub const ALL: [AttentionRule; 9] = [
        AttentionRule::SurrenderRejected,
        AttentionRule::SurrenderAccepted,
        AttentionRule::SurrenderPending,
        AttentionRule::OutcomeUnknown,
        AttentionRule::NewlyHeld,
        AttentionRule::Untouched,
        AttentionRule::ArrivalDeadline,
        AttentionRule::TransferWentThrough,
        AttentionRule::CreditDeadline,
    ];

    /// The name the store keeps (the serde name).
    pub fn as_str(self) -> &'static str {
        match self {
            AttentionRule::SurrenderRejected => "surrender_rejected",
            AttentionRule::SurrenderAccepted => "surrender_accepted",
            AttentionRule::SurrenderPending => "surrender_pending",
            AttentionRule::OutcomeUnknown => "outcome_unknown",
            AttentionRule::NewlyHeld => "newly_held",
            AttentionRule::Untouched => "untouched",
            AttentionRule::ArrivalDeadline => "arrival_deadline",
            AttentionRule::TransferWentThrough => "transfer_went_through",
            AttentionRule::CreditDeadline => "credit_deadline",
        }
    }

    /// The rule the store names, `None` for one written by a newer version.
    pub fn parse(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|r| r.as_str() == name)
    }
}

/// One thing that needs the user's attention.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct AttentionItem {
    /// Stable per occasion: e.g. `surrender_rejected:<ebl id>:<journal entry id>`.
    pub key: String,
    pub profile_id: String,
    pub ebl_id: Option<String>,
    pub ebl_reference: Option<Inert>,
    pub rule: AttentionRule,
    /// In words: "The carrier rejected your surrender request (back to Issued, held by your
    /// company)": a sentence of the catalogue, in the language it was raised in (what the
    /// service wrote in it made inert, isolated in a right-to-left language).
    pub reason: String,
    /// Milliseconds since the Unix epoch.
    #[ts(type = "number")]
    pub raised_at: i64,
    #[ts(type = "number | null")]
    pub snoozed_until: Option<i64>,
}

/// A profile's items.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct AttentionList {
    /// Open: not done, not snoozed (or the snooze passed), newest first.
    pub items: Vec<AttentionItem>,
    /// Snoozed until a time still ahead.
    pub snoozed: Vec<AttentionItem>,
}

/// What a profile watches for (defaults on; `None` turns a rule off).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct WatchRules {
    pub surrender_answered: bool,
    pub surrender_pending_hours: Option<u32>,
    pub outcome_unknown_minutes: Option<u32>,
    pub newly_held: bool,
    pub untouched_days: Option<u32>,
    pub deadlines: bool,
    /// What the deadline form proposes.
    pub default_lead_hours: u32,
}

impl Default for WatchRules {
    fn default() -> Self {
        Self {
            surrender_answered: true,
            surrender_pending_hours: Some(48),
            outcome_unknown_minutes: Some(15),
            newly_held: true,
            untouched_days: Some(30),
            deadlines: true,
            default_lead_hours: 48,
        }
    }
}

/// What an arrival deadline applies to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum DeadlineFor {
    /// This eBL only.
    Ebl,
    /// Every eBL of its vessel and voyage.
    Voyage,
}

/// An arrival date the user set, and how long before it the eBL must be surrendered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct ArrivalDeadline {
    pub applies_to: DeadlineFor,
    /// For a voyage's deadline.
    pub vessel: Option<String>,
    pub voyage: Option<String>,
    /// Milliseconds since the Unix epoch.
    #[ts(type = "number")]
    pub arrival_at: i64,
    pub lead_hours: u32,
    #[ts(type = "number")]
    pub set_at: i64,
}

/// What the eBL detail shows of its deadlines.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct EblDeadlines {
    pub vessel: Option<String>,
    pub voyage: Option<String>,
    /// Set for this eBL.
    pub own: Option<ArrivalDeadline>,
    /// Set for its vessel and voyage.
    pub voyage_deadline: Option<ArrivalDeadline>,
    /// The effective one (the eBL's own wins): `arrival_at - lead_hours`.
    #[ts(type = "number | null")]
    pub surrender_by: Option<i64>,
}

/// A deadline as the user enters it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct DeadlineInput {
    pub applies_to: DeadlineFor,
    #[ts(type = "number")]
    pub arrival_at: i64,
    pub lead_hours: u32,
}
