//! Rules (`/api/v3/companies/<company_id>/rules/`), snake_case on the wire.

use serde::{Deserialize, Serialize};
use ts_rs::TS;
use uuid::Uuid;

open_enum! {
    /// A rule event.
    #[derive(TS)]
    #[ts(export, type = "\"envelope_received\" | \"contact_invitation_accepted\" | \"ebl_update\" | (string & {})")]
    pub enum RuleEvent {
        EnvelopeReceived = "envelope_received",
        ContactInvitationAccepted = "contact_invitation_accepted",
        EblUpdate = "ebl_update",
    }
}

open_enum! {
    /// A rule action type.
    #[derive(TS)]
    #[ts(export, type = "\"send_email_to\" | \"send_email_to_everyone\" | \"post_webhook\" | (string & {})")]
    pub enum ActionType {
        SendEmailTo = "send_email_to",
        SendEmailToEveryone = "send_email_to_everyone",
        PostWebhook = "post_webhook",
    }
}

/// A rule as the service returns it (the window gets `tdx_desk::rules::RuleView`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct Rule {
    pub id: Uuid,
    pub name: String,
    pub event: RuleEvent,
    #[serde(default)]
    pub event_name: Option<String>,
    #[serde(default = "yes")]
    pub enabled: bool,
    #[serde(default)]
    pub actions: Vec<Action>,
    #[serde(default)]
    pub actions_description: Option<String>,
}

fn yes() -> bool {
    true
}

/// An action of a rule as the service returns it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct Action {
    #[serde(default)]
    pub id: Option<Uuid>,
    #[serde(default)]
    pub rule_id: Option<Uuid>,
    #[serde(rename = "type")]
    #[ts(rename = "type")]
    pub kind: ActionType,
    #[serde(default)]
    pub type_name: Option<String>,
    /// E-mail addresses or URLs (absent or null for `send_email_to_everyone`).
    #[serde(default)]
    pub data: Option<Vec<String>>,
    #[serde(default)]
    pub headers: Option<Vec<Header>>,
}

/// A custom HTTP header of a `post_webhook` action.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct Header {
    pub name: String,
    pub value: String,
}

/// An action to create.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct NewAction {
    #[serde(rename = "type")]
    #[ts(rename = "type")]
    pub kind: ActionType,
    /// E-mail addresses or URLs, by action; none for `send_email_to_everyone`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub data: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub headers: Vec<Header>,
}

impl NewAction {
    pub fn webhook(url: impl Into<String>) -> Self {
        Self {
            kind: ActionType::PostWebhook,
            data: vec![url.into()],
            headers: Vec::new(),
        }
    }

    pub fn email(addresses: impl IntoIterator<Item = impl Into<String>>) -> Self {
        Self {
            kind: ActionType::SendEmailTo,
            data: addresses.into_iter().map(Into::into).collect(),
            headers: Vec::new(),
        }
    }

    pub fn with_header(mut self, name: impl Into<String>, value: impl Into<String>) -> Self {
        self.headers.push(Header {
            name: name.into(),
            value: value.into(),
        });
        self
    }
}

/// A rule to create (POST) or replace (PUT), the standard form with `actions`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct NewRule {
    pub name: String,
    pub event: RuleEvent,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub enabled: Option<bool>,
    pub actions: Vec<NewAction>,
}

/// The eBL scenario's creation form: `for_company_id` and `create_actions`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct NewEblRule {
    pub name: String,
    pub event: RuleEvent,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub enabled: Option<bool>,
    pub for_company_id: Uuid,
    pub create_actions: Vec<NewAction>,
}

/// A partial update (PATCH): only the fields set are sent.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct RulePatch {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub event: Option<RuleEvent>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub enabled: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub actions: Option<Vec<NewAction>>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rule_response_decodes_with_null_data_and_unknown_action_types() {
        let rule: Rule = serde_json::from_str(
            r#"{"id":"7b0b7a0e-8a55-4c55-9d43-3f1f4f8a1a11","name":"n","event":"ebl_update",
            "event_name":"eBL update","enabled":false,"actions_description":"Post webhook",
            "actions":[{"id":"7b0b7a0e-8a55-4c55-9d43-3f1f4f8a1a12","rule_id":"7b0b7a0e-8a55-4c55-9d43-3f1f4f8a1a11",
            "type":"send_sms","type_name":"SMS","data":null,"headers":null}]}"#,
        )
        .expect("decodes");
        assert!(!rule.enabled);
        assert_eq!(rule.event, RuleEvent::EblUpdate);
        assert_eq!(rule.actions[0].kind, ActionType::Other("send_sms".into()));
        assert_eq!(rule.actions[0].data, None);
    }

    #[test]
    fn the_two_creation_forms_serialise_as_documented() {
        let std_form = NewRule {
            name: "mail".into(),
            event: RuleEvent::EnvelopeReceived,
            enabled: None,
            actions: vec![NewAction::email(["a@b.example"])],
        };
        let v = serde_json::to_value(&std_form).expect("serialises");
        assert_eq!(v["actions"][0]["type"], "send_email_to");
        assert!(v.get("enabled").is_none());
        let ebl_form = NewEblRule {
            name: "hook".into(),
            event: RuleEvent::EblUpdate,
            enabled: Some(true),
            for_company_id: Uuid::nil(),
            create_actions: vec![
                NewAction::webhook("https://x.example/h").with_header("X-Key", "k"),
            ],
        };
        let v = serde_json::to_value(&ebl_form).expect("serialises");
        assert_eq!(v["create_actions"][0]["headers"][0]["name"], "X-Key");
        assert_eq!(v["for_company_id"], Uuid::nil().to_string());
        assert!(v.get("actions").is_none());
    }
}
