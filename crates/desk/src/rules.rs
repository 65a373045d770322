//! The Rules screen's use cases: list, create, edit, enable/disable and delete the signed-in
//! company's rules. Envelope rules are sent in the standard form (`actions`); eBL rules
//! (`ebl_update`) are created in the `for_company_id` + `create_actions` form. The window
//! gets each rule as a camelCase [`RuleView`], never the service's snake_case `Rule`.
//!
//! A rule the service rejects with DRF field errors is not an `Err`: the errors come back in
//! [`RuleSaveOutcome::errors`] keyed by form field (`name`, `event`, `actions.0.data`, ...), so
//! the window shows each message next to its field.

use std::collections::BTreeMap;
use tdx_i18n::tr;

use futures::TryStreamExt;
use serde::{Deserialize, Serialize};
use tdx_client::ErrorBody;
use tdx_client::models::rule::{
    Action, ActionType, Header, NewAction, NewEblRule, NewRule, Rule, RuleEvent, RulePatch,
};
use ts_rs::TS;
use uuid::Uuid;

use crate::context::Context;
use crate::error::{Error, Result};

/// A rule as the Rules screen shows it, built from the service's rule.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct RuleView {
    pub id: Uuid,
    pub name: String,
    pub event: RuleEvent,
    /// The event in the service's words, when it gives them.
    pub event_name: Option<String>,
    pub enabled: bool,
    pub actions: Vec<RuleActionView>,
    /// The actions in one line in the service's words, when it gives them.
    pub actions_description: Option<String>,
}

/// One action of a rule as the Rules screen shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct RuleActionView {
    #[serde(rename = "type")]
    #[ts(rename = "type")]
    pub kind: ActionType,
    /// The action type in the service's words, when it gives them.
    pub type_name: Option<String>,
    /// E-mail addresses or URLs; none for `send_email_to_everyone`.
    pub data: Vec<String>,
    /// The custom HTTP headers of a webhook.
    pub headers: Vec<Header>,
}

impl From<Rule> for RuleView {
    fn from(rule: Rule) -> Self {
        Self {
            id: rule.id,
            name: rule.name,
            event: rule.event,
            event_name: rule.event_name,
            enabled: rule.enabled,
            actions: rule.actions.into_iter().map(Into::into).collect(),
            actions_description: rule.actions_description,
        }
    }
}

impl From<Action> for RuleActionView {
    fn from(action: Action) -> Self {
        Self {
            kind: action.kind,
            type_name: action.type_name,
            data: action.data.unwrap_or_default(),
            headers: action.headers.unwrap_or_default(),
        }
    }
}

/// A rule as the form edits it (create or replace).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct RuleInput {
    pub name: String,
    pub event: RuleEvent,
    pub enabled: bool,
    pub actions: Vec<NewAction>,
}

/// One form field's messages. `field` is `name`, `event`, `enabled`, `actions` (the list as
/// a whole), `actions.<index>.<data|headers|type>`, or `form` for errors of no field.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct FieldError {
    pub field: String,
    pub messages: Vec<String>,
}

/// What saving a rule gave: the saved rule, or the reasons the service (or the desk) refused.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct RuleSaveOutcome {
    pub rule: Option<RuleView>,
    pub errors: Vec<FieldError>,
}

impl RuleSaveOutcome {
    fn saved(rule: Rule) -> Self {
        Self {
            rule: Some(rule.into()),
            errors: Vec::new(),
        }
    }

    fn refused(errors: Vec<FieldError>) -> Self {
        Self { rule: None, errors }
    }
}

/// The company the session acts for; rules belong to it.
async fn company(cx: &Context) -> Result<(tdx_client::Client, Uuid)> {
    let (client, identity) = cx.signed_in().await?;
    let company = identity
        .company_id
        .ok_or_else(|| Error::Invalid(tr!("err-input-rules-no-company")))?;
    Ok((client, company))
}

/// Every rule of the signed-in company, all pages.
pub async fn list_rules(cx: &Context) -> Result<Vec<RuleView>> {
    let (client, company) = company(cx).await?;
    let rules: Vec<Rule> = client.rules(company).stream()?.try_collect().await?;
    Ok(rules.into_iter().map(Into::into).collect())
}

/// Creates a rule (`rule_id` none) or replaces one. Checks what the service would refuse for
/// certain first, then sends; field errors of either come back in the outcome.
pub async fn save_rule(
    cx: &Context,
    rule_id: Option<&str>,
    input: &RuleInput,
) -> Result<RuleSaveOutcome> {
    let rule_id = rule_id.map(parse_id).transpose()?;
    let input = trimmed(input);
    let local = check(&input);
    if !local.is_empty() {
        return Ok(RuleSaveOutcome::refused(local));
    }
    let (client, company) = company(cx).await?;
    let rules = client.rules(company);
    let is_ebl = input.event == RuleEvent::EblUpdate;
    let result = match rule_id {
        None if is_ebl => {
            rules
                .create_for_ebl(&NewEblRule {
                    name: input.name.clone(),
                    event: input.event.clone(),
                    enabled: Some(input.enabled),
                    for_company_id: company,
                    create_actions: input.actions.clone(),
                })
                .await
        }
        None => rules.create(&standard(&input)).await,
        Some(id) => rules.put(id, &standard(&input)).await,
    };
    match result {
        Ok(rule) => Ok(RuleSaveOutcome::saved(rule)),
        Err(tdx_client::Error::Http {
            status: 400 | 422,
            body,
        }) => Ok(RuleSaveOutcome::refused(field_errors(&body))),
        Err(e) => Err(e.into()),
    }
}

/// Turns a rule on or off; nothing else of it changes.
pub async fn set_rule_enabled(cx: &Context, rule_id: &str, enabled: bool) -> Result<RuleView> {
    let id = parse_id(rule_id)?;
    let (client, company) = company(cx).await?;
    let patch = RulePatch {
        enabled: Some(enabled),
        ..RulePatch::default()
    };
    Ok(client.rules(company).patch(id, &patch).await?.into())
}

pub async fn delete_rule(cx: &Context, rule_id: &str) -> Result<()> {
    let id = parse_id(rule_id)?;
    let (client, company) = company(cx).await?;
    Ok(client.rules(company).delete(id).await?)
}

fn parse_id(text: &str) -> Result<Uuid> {
    Uuid::parse_str(text.trim()).map_err(|_| {
        Error::Invalid(tr!(
            "err-input-rule-id-not-uuid",
            text = format!("{text:?}")
        ))
    })
}

fn standard(input: &RuleInput) -> NewRule {
    NewRule {
        name: input.name.clone(),
        event: input.event.clone(),
        enabled: Some(input.enabled),
        actions: input.actions.clone(),
    }
}

/// Trims names, addresses, URLs and headers; drops empty list rows the form left behind.
fn trimmed(input: &RuleInput) -> RuleInput {
    RuleInput {
        name: input.name.trim().to_owned(),
        event: input.event.clone(),
        enabled: input.enabled,
        actions: input
            .actions
            .iter()
            .map(|a| NewAction {
                kind: a.kind.clone(),
                data: a
                    .data
                    .iter()
                    .map(|d| d.trim().to_owned())
                    .filter(|d| !d.is_empty())
                    .collect(),
                headers: a
                    .headers
                    .iter()
                    .filter(|h| !(h.name.trim().is_empty() && h.value.trim().is_empty()))
                    .map(|h| Header {
                        name: h.name.trim().to_owned(),
                        value: h.value.trim().to_owned(),
                    })
                    .collect(),
            })
            .collect(),
    }
}

/// What is certainly wrong before asking the service: an empty name, no action, an action
/// an eBL rule does not take, an e-mail or webhook action without addresses.
pub fn check(input: &RuleInput) -> Vec<FieldError> {
    let mut errors = Errors::default();
    if input.name.trim().is_empty() {
        errors.add("name", &tr!("desk-rules-check-name"));
    }
    if input.actions.is_empty() {
        errors.add("actions", &tr!("desk-rules-check-no-action"));
    }
    let is_ebl = input.event == RuleEvent::EblUpdate;
    for (i, action) in input.actions.iter().enumerate() {
        let at = |f: &str| format!("actions.{i}.{f}");
        if is_ebl && action.kind != ActionType::PostWebhook {
            errors.add(&at("type"), &tr!("desk-rules-check-ebl-webhook-only"));
        }
        match action.kind {
            ActionType::SendEmailTo => {
                if action.data.is_empty() {
                    errors.add(&at("data"), &tr!("desk-rules-check-no-email"));
                }
                for address in &action.data {
                    if !looks_like_email(address) {
                        errors.add(
                            &at("data"),
                            &tr!(
                                "desk-rules-check-not-email",
                                address = format!("{address:?}")
                            ),
                        );
                    }
                }
            }
            ActionType::PostWebhook => {
                if action.data.is_empty() {
                    errors.add(&at("data"), &tr!("desk-rules-check-no-webhook"));
                }
                for url in &action.data {
                    if !looks_like_http_url(url) {
                        errors.add(
                            &at("data"),
                            &tr!("desk-rules-check-not-url", url = format!("{url:?}")),
                        );
                    }
                }
                for header in &action.headers {
                    if header.name.trim().is_empty() {
                        errors.add(&at("headers"), &tr!("desk-rules-check-header-name"));
                    }
                }
            }
            _ => {}
        }
        if action.kind != ActionType::PostWebhook && !action.headers.is_empty() {
            errors.add(
                &at("headers"),
                &tr!("desk-rules-check-headers-webhook-only"),
            );
        }
    }
    errors.into_vec()
}

fn looks_like_email(s: &str) -> bool {
    let Some((local, domain)) = s.split_once('@') else {
        return false;
    };
    !local.is_empty()
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !s.chars().any(char::is_whitespace)
        && !domain.contains('@')
}

fn looks_like_http_url(s: &str) -> bool {
    match url_scheme_rest(s) {
        Some(rest) => !rest.is_empty() && !s.chars().any(char::is_whitespace),
        None => false,
    }
}

fn url_scheme_rest(s: &str) -> Option<&str> {
    let lower = s.get(..8).map(str::to_ascii_lowercase).unwrap_or_default();
    if lower.starts_with("https://") {
        s.get(8..)
    } else if lower.starts_with("http://") {
        s.get(7..)
    } else {
        None
    }
}

/// The service's DRF errors keyed by form field. `create_actions` is the form's `actions`;
/// nested action errors (`{"actions": [{}, {"data": [...]}]}`) become `actions.1.data`.
pub fn field_errors(body: &ErrorBody) -> Vec<FieldError> {
    let mut errors = Errors::default();
    match body {
        ErrorBody::Fields(fields) => {
            for (name, messages) in fields {
                let field = match name.as_str() {
                    "create_actions" => "actions",
                    "non_field_errors" | "for_company_id" => "form",
                    other => other,
                };
                let mut item = 0usize;
                for message in messages {
                    match serde_json::from_str::<serde_json::Value>(message) {
                        Ok(serde_json::Value::Object(nested)) if field == "actions" => {
                            for (sub, value) in nested {
                                for text in texts(&value) {
                                    errors.add(&format!("actions.{item}.{sub}"), &text);
                                }
                            }
                            item += 1;
                        }
                        _ => errors.add(field, message),
                    }
                }
            }
        }
        other => errors.add("form", &other.to_string()),
    }
    errors.into_vec()
}

fn texts(value: &serde_json::Value) -> Vec<String> {
    match value {
        serde_json::Value::String(s) => vec![s.clone()],
        serde_json::Value::Array(items) => items.iter().flat_map(texts).collect(),
        other => vec![other.to_string()],
    }
}

#[derive(Default)]
struct Errors(BTreeMap<String, Vec<String>>);

impl Errors {
    fn add(&mut self, field: &str, message: &str) {
        self.0
            .entry(field.to_owned())
            .or_default()
            .push(message.to_owned());
    }

    fn into_vec(self) -> Vec<FieldError> {
        self.0
            .into_iter()
            .map(|(field, messages)| FieldError { field, messages })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(event: RuleEvent, actions: Vec<NewAction>) -> RuleInput {
        RuleInput {
            name: "r".into(),
            event,
            enabled: true,
            actions,
        }
    }

    #[test]
    fn the_window_gets_a_rule_in_camel_case_with_null_lists_empty() {
        let rule: Rule = serde_json::from_str(
            r#"{"id":"7b0b7a0e-8a55-4c55-9d43-3f1f4f8a1a11","name":"n","event":"ebl_update",
            "event_name":"eBL update","enabled":false,"actions_description":"Post webhook",
            "actions":[{"id":"7b0b7a0e-8a55-4c55-9d43-3f1f4f8a1a12","rule_id":"7b0b7a0e-8a55-4c55-9d43-3f1f4f8a1a11",
            "type":"send_email_to_everyone","type_name":"E-mail everyone","data":null,"headers":null}]}"#,
        )
        .expect("decodes");
        let view = RuleView::from(rule);
        assert!(view.actions[0].data.is_empty());
        assert!(view.actions[0].headers.is_empty());
        let v = serde_json::to_value(&view).expect("serialises");
        assert_eq!(v["eventName"], "eBL update");
        assert_eq!(v["actionsDescription"], "Post webhook");
        assert_eq!(v["event"], "ebl_update");
        assert_eq!(v["actions"][0]["type"], "send_email_to_everyone");
        assert_eq!(v["actions"][0]["typeName"], "E-mail everyone");
        assert_eq!(v["actions"][0]["data"], serde_json::json!([]));
        assert!(v.get("event_name").is_none() && v["actions"][0].get("rule_id").is_none());
    }

    #[test]
    fn nested_action_errors_land_on_the_action_and_field() {
        let body = ErrorBody::parse(
            br#"{"name": ["This field may not be blank."],
                 "create_actions": [{}, {"data": ["Enter a valid http(s) URL: \"x\"."]}]}"#,
        );
        let errors = field_errors(&body);
        assert_eq!(
            errors,
            vec![
                FieldError {
                    field: "actions.1.data".into(),
                    messages: vec!["Enter a valid http(s) URL: \"x\".".into()]
                },
                FieldError {
                    field: "name".into(),
                    messages: vec!["This field may not be blank.".into()]
                },
            ]
        );
    }

    #[test]
    fn a_detail_error_is_a_form_error() {
        let errors = field_errors(&ErrorBody::Detail("Nope.".into()));
        assert_eq!(errors[0].field, "form");
        assert_eq!(errors[0].messages, vec!["Nope.".to_string()]);
    }

    #[test]
    fn ebl_rules_take_only_webhooks_and_addresses_are_checked() {
        let errors = check(&input(
            RuleEvent::EblUpdate,
            vec![NewAction::email(["not-an-address"])],
        ));
        let fields: Vec<_> = errors.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(fields, vec!["actions.0.data", "actions.0.type"]);

        let ok = check(&input(
            RuleEvent::EblUpdate,
            vec![NewAction::webhook("https://hooks.example/x").with_header("X-Key", "k")],
        ));
        assert!(ok.is_empty(), "{ok:?}");
        let bad_url = check(&input(
            RuleEvent::EnvelopeReceived,
            vec![NewAction::webhook("ftp://hooks.example/x")],
        ));
        assert_eq!(bad_url[0].field, "actions.0.data");
    }

    #[test]
    fn empty_rows_are_dropped_and_an_empty_list_is_refused() {
        let mut action = NewAction::email(["  ", "a@b.example "]);
        action.headers.push(Header {
            name: " ".into(),
            value: "".into(),
        });
        let t = trimmed(&input(RuleEvent::EnvelopeReceived, vec![action]));
        assert_eq!(t.actions[0].data, vec!["a@b.example".to_string()]);
        assert!(t.actions[0].headers.is_empty());
        assert!(check(&t).is_empty());
        let none = check(&input(RuleEvent::EnvelopeReceived, vec![]));
        assert_eq!(none[0].field, "actions");
    }

    #[test]
    fn what_is_wrong_with_a_rule_is_said_in_the_users_language() {
        use crate::catalogue_check::{assert_arabic, assert_chinese, assert_pseudo};
        use tdx_i18n::Lang;
        let mut bad = NewAction::email(["not-an-address"]);
        bad.headers.push(Header {
            name: " ".into(),
            value: "v".into(),
        });
        let mut blank = input(
            RuleEvent::EblUpdate,
            vec![bad, NewAction::webhook("ftp://x")],
        );
        blank.name = " ".into();
        let mut empty_hook = NewAction::webhook("https://hooks.example/x");
        empty_hook.data.clear();
        empty_hook.headers.push(Header {
            name: " ".into(),
            value: "v".into(),
        });
        let mut empty_mail = NewAction::email(["a@b.example"]);
        empty_mail.data.clear();
        let more = input(RuleEvent::EnvelopeReceived, vec![empty_hook, empty_mail]);
        let none = input(RuleEvent::EnvelopeReceived, vec![]);
        for lang in Lang::ALL {
            tdx_i18n::set_language(lang);
            let said: Vec<String> = [&blank, &more, &none]
                .into_iter()
                .flat_map(check)
                .flat_map(|e| e.messages)
                .collect();
            assert!(said.len() >= 8, "{said:?}");
            for message in &said {
                match lang {
                    Lang::En => {}
                    Lang::Ar => assert_arabic(message),
                    Lang::ZhCn => assert_chinese(message),
                    Lang::Pseudo => assert_pseudo(message),
                }
            }
            if lang == Lang::En {
                assert!(
                    said.contains(&"Give the rule a name.".to_owned()),
                    "{said:?}"
                );
                assert!(
                    said.contains(&"\"not-an-address\" is not an e-mail address.".to_owned()),
                    "{said:?}"
                );
                assert!(
                    said.contains(&"\"ftp://x\" is not an http(s) URL.".to_owned()),
                    "{said:?}"
                );
            }
        }
        tdx_i18n::set_language(Lang::En);
    }
}
