//! The attention items and the settings of the watch rules, as they cross to the window.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

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
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct AttentionItem {
    /// Stable per occasion: e.g. "surrender_rejected:<ebl id>:<journal entry id>".
    pub key: String,
    pub profile_id: String,
    pub ebl_id: Option<String>,
    pub ebl_reference: Option<String>,
    pub rule: AttentionRule,
    /// Words: "The carrier rejected your surrender request (back to Issued, held by your company)".
    pub reason: String,
    /// Milliseconds since the Unix epoch.
    #[ts(type = "number")]
    pub raised_at: i64,
    #[ts(type = "number | null")]
    pub snoozed_until: Option<i64>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct AttentionList {
    /// Open: not done, not snoozed (or snooze passed), newest first.
    pub items: Vec<AttentionItem>,
    /// Snoozed until a time still ahead.
    pub snoozed: Vec<AttentionItem>,
}

/// Per profile, defaults on.
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
    pub default_lead_hours: u32,
}

/// This eBL only / every eBL of its vessel + voyage.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(export)]
pub enum DeadlineFor {
    Ebl,
    Voyage,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct ArrivalDeadline {
    pub applies_to: DeadlineFor,
    pub vessel: Option<String>,
    pub voyage: Option<String>,
    #[ts(type = "number")]
    pub arrival_at: i64,
    pub lead_hours: u32,
    #[ts(type = "number")]
    pub set_at: i64,
}

/// What the eBL detail shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct EblDeadlines {
    pub vessel: Option<String>,
    pub voyage: Option<String>,
    pub own: Option<ArrivalDeadline>,
    pub voyage_deadline: Option<ArrivalDeadline>,
    #[ts(type = "number | null")]
    pub surrender_by: Option<i64>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct DeadlineInput {
    pub applies_to: DeadlineFor,
    #[ts(type = "number")]
    pub arrival_at: i64,
    pub lead_hours: u32,
}
