//! Rules: `/api/v3/companies/<company_id>/rules/` (GET list, POST create, and PUT/PATCH/DELETE
//! naming the rule by `id` in the body) and `/rules/<rule_id>/` (GET, PUT, PATCH, DELETE).

use axum::body::Bytes;
use axum::extract::{Path, RawQuery, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::{Map, Value, json};
use uuid::Uuid;

use super::input::{
    REQUIRED, base_url, is_email, is_http_url, json_object, page_body, page_request, page_window,
    path_uuid, type_name,
};
use crate::auth::Caller;
use crate::error::{ApiError, ApiResult, FieldErrors};
use crate::model::{Action, Header, Rule};
use crate::state::AppState;

pub const EVENTS: &[(&str, &str)] = &[
    ("envelope_received", "Envelope received"),
    ("contact_invitation_accepted", "Contact invitation accepted"),
    ("ebl_update", "eBL update"),
];

pub const ACTION_TYPES: &[(&str, &str)] = &[
    ("send_email_to", "Send email to"),
    ("send_email_to_everyone", "Send email to everyone"),
    ("post_webhook", "Post webhook"),
];

const MAX_ACTIONS: usize = 20;
const MAX_DATA: usize = 50;
const MAX_HEADERS: usize = 20;
const FORBIDDEN_HEADERS: &[&str] = &[
    "content-length",
    "host",
    "transfer-encoding",
    "connection",
    "content-type",
];

fn display(table: &[(&str, &str)], id: &str) -> String {
    table
        .iter()
        .find(|(k, _)| *k == id)
        .map(|(_, v)| (*v).to_owned())
        .unwrap_or_else(|| id.to_owned())
}

fn describe(actions: &[Action]) -> String {
    let parts: Vec<String> = actions
        .iter()
        .map(|a| match a.kind.as_str() {
            "send_email_to" => format!("Send email to {}", a.data.join(", ")),
            "send_email_to_everyone" => "Send email to everyone in the company".to_owned(),
            "post_webhook" => format!("Post webhook to {}", a.data.join(", ")),
            other => other.to_owned(),
        })
        .collect();
    parts.join("; ")
}

/// The rule as the interface shows it.
pub fn rule_json(rule: &Rule) -> Value {
    json!({
        "id": rule.id,
        "name": rule.name,
        "event": rule.event,
        "event_name": display(EVENTS, &rule.event),
        "enabled": rule.enabled,
        "for_company_id": rule.company_id,
        "actions": rule.actions.iter().map(|a| json!({
            "id": a.id,
            "rule_id": a.rule_id,
            "type": a.kind,
            "type_name": display(ACTION_TYPES, &a.kind),
            "data": a.data,
            "headers": a.headers,
        })).collect::<Vec<_>>(),
        "actions_description": describe(&rule.actions),
    })
}

/// The company of the path, if the caller may act for it.
fn company_for(state: &AppState, caller: &Caller, company_id: &str) -> ApiResult<Uuid> {
    let id = path_uuid(company_id)?;
    if state.data().company(id).is_none() {
        return Err(ApiError::not_found());
    }
    if !caller.may_act_for(id) {
        return Err(ApiError::forbidden(
            "You do not have permission to manage this company's rules.",
        ));
    }
    Ok(id)
}

/// Validates one action; errors go into `errors` (an item of the DRF nested list).
fn parse_action(value: &Value, event: Option<&str>, errors: &mut FieldErrors) -> Option<Action> {
    let Value::Object(map) = value else {
        errors.add(
            "non_field_errors",
            format!(
                "Invalid data. Expected a dictionary, but got {}.",
                type_name(value)
            ),
        );
        return None;
    };
    let kind = match map.get("type") {
        None | Some(Value::Null) => {
            errors.add("type", REQUIRED);
            None
        }
        Some(Value::String(s)) if ACTION_TYPES.iter().any(|(k, _)| k == s) => Some(s.clone()),
        Some(Value::String(s)) => {
            errors.add("type", format!("\"{s}\" is not a valid choice."));
            None
        }
        Some(_) => {
            errors.add("type", "Not a valid string.");
            None
        }
    };
    if event == Some("ebl_update") && kind.as_deref().is_some_and(|k| k != "post_webhook") {
        errors.add("type", "eBL rules support only the post_webhook action.");
    }
    let mut data = Vec::new();
    let raw_data = map.get("data").filter(|v| !v.is_null());
    match (kind.as_deref(), raw_data) {
        (Some("send_email_to_everyone"), None) => {}
        (Some("send_email_to_everyone"), Some(Value::Array(a))) if a.is_empty() => {}
        (Some("send_email_to_everyone"), Some(_)) => {
            errors.add("data", "This action takes no data.");
        }
        (Some(kind), None) => {
            let _ = kind;
            errors.add("data", REQUIRED);
        }
        (Some(kind), Some(Value::Array(items))) => {
            if items.is_empty() {
                errors.add("data", "This list may not be empty.");
            } else if items.len() > MAX_DATA {
                errors.add(
                    "data",
                    format!("Ensure this list has at most {MAX_DATA} items."),
                );
            }
            for item in items {
                match item.as_str() {
                    Some(s) if kind == "send_email_to" && is_email(s) => data.push(s.to_owned()),
                    Some(s) if kind == "post_webhook" && is_http_url(s) => data.push(s.to_owned()),
                    Some(s) if kind == "send_email_to" => {
                        errors.add("data", format!("Enter a valid email address: \"{s}\"."));
                    }
                    Some(s) => errors.add("data", format!("Enter a valid http(s) URL: \"{s}\".")),
                    None => errors.add("data", "Each item must be a string."),
                }
            }
        }
        (Some(_), Some(_)) => errors.add("data", "Expected a list of items."),
        (None, _) => {}
    }
    let mut headers = Vec::new();
    match map.get("headers").filter(|v| !v.is_null()) {
        None => {}
        Some(Value::Array(items)) => {
            if !items.is_empty() && kind.as_deref().is_some_and(|k| k != "post_webhook") {
                errors.add("headers", "Only post_webhook actions take headers.");
            }
            if items.len() > MAX_HEADERS {
                errors.add(
                    "headers",
                    format!("Ensure this list has at most {MAX_HEADERS} items."),
                );
            }
            for item in items {
                let name = item.get("name").and_then(Value::as_str);
                let value = item.get("value").and_then(Value::as_str);
                match (name, value) {
                    (Some(name), Some(value)) => {
                        let valid_name = !name.is_empty()
                            && name.len() <= 128
                            && http::HeaderName::from_bytes(name.as_bytes()).is_ok()
                            && !FORBIDDEN_HEADERS.contains(&name.to_ascii_lowercase().as_str());
                        let valid_value =
                            value.len() <= 4096 && http::HeaderValue::from_str(value).is_ok();
                        if !valid_name {
                            errors.add(
                                "headers",
                                format!("\"{name}\" is not an allowed header name."),
                            );
                        } else if !valid_value {
                            errors.add(
                                "headers",
                                format!("The value of \"{name}\" is not a valid header value."),
                            );
                        } else {
                            headers.push(Header {
                                name: name.to_owned(),
                                value: value.to_owned(),
                            });
                        }
                    }
                    _ => errors.add(
                        "headers",
                        "Each header needs a string name and a string value.",
                    ),
                }
            }
        }
        Some(_) => errors.add("headers", "Expected a list of {name, value} objects."),
    }
    let kind = kind?;
    if errors.is_empty() {
        Some(Action {
            id: Uuid::new_v4(),
            rule_id: Uuid::nil(),
            kind,
            data,
            headers,
        })
    } else {
        None
    }
}

/// Reads a rule body. With `base` (PATCH), absent fields keep their values.
fn parse_rule(
    map: &Map<String, Value>,
    company_id: Uuid,
    base: Option<&Rule>,
) -> ApiResult<(String, String, bool, Option<Vec<Action>>)> {
    let mut errors = FieldErrors::default();
    let name = match map.get("name") {
        None => {
            if base.is_none() {
                errors.add("name", REQUIRED);
            }
            base.map(|r| r.name.clone())
        }
        Some(Value::String(s)) if s.trim().is_empty() => {
            errors.add("name", "This field may not be blank.");
            None
        }
        Some(Value::String(s)) if s.chars().count() > 255 => {
            errors.add("name", "Ensure this field has no more than 255 characters.");
            None
        }
        Some(Value::String(s)) => Some(s.clone()),
        Some(Value::Null) => {
            errors.add("name", "This field may not be null.");
            None
        }
        Some(_) => {
            errors.add("name", "Not a valid string.");
            None
        }
    };
    let event = match map.get("event") {
        None => {
            if base.is_none() {
                errors.add("event", REQUIRED);
            }
            base.map(|r| r.event.clone())
        }
        Some(Value::String(s)) if EVENTS.iter().any(|(k, _)| k == s) => Some(s.clone()),
        Some(Value::String(s)) => {
            errors.add("event", format!("\"{s}\" is not a valid choice."));
            None
        }
        Some(Value::Null) => {
            errors.add("event", "This field may not be null.");
            None
        }
        Some(_) => {
            errors.add("event", "Not a valid string.");
            None
        }
    };
    let enabled = match map.get("enabled") {
        None => base.map(|r| r.enabled).unwrap_or(true),
        Some(Value::Bool(b)) => *b,
        Some(_) => {
            errors.add("enabled", "Must be a valid boolean.");
            true
        }
    };
    match map.get("for_company_id") {
        None | Some(Value::Null) => {}
        Some(Value::String(s)) => match Uuid::parse_str(s) {
            Ok(id) if id == company_id => {}
            Ok(_) => errors.add("for_company_id", "Must be the company of the path."),
            Err(_) => errors.add("for_company_id", "Must be a valid UUID."),
        },
        Some(_) => errors.add("for_company_id", "Must be a valid UUID."),
    }
    let (key, raw_actions) = match (map.get("actions"), map.get("create_actions")) {
        (Some(_), Some(_)) => {
            errors.add(
                "create_actions",
                "Send the actions in either actions or create_actions, not both.",
            );
            ("actions", None)
        }
        (Some(a), None) => ("actions", Some(a)),
        (None, Some(a)) => ("create_actions", Some(a)),
        (None, None) => {
            if base.is_none() {
                errors.add("actions", REQUIRED);
            }
            ("actions", None)
        }
    };
    let effective_event = event.clone().or_else(|| base.map(|r| r.event.clone()));
    let mut actions = None;
    match raw_actions {
        None => {}
        Some(Value::Array(items)) if items.is_empty() => {
            errors.add(key, "This list may not be empty.");
        }
        Some(Value::Array(items)) if items.len() > MAX_ACTIONS => {
            errors.add(
                key,
                format!("Ensure this list has at most {MAX_ACTIONS} items."),
            );
        }
        Some(Value::Array(items)) => {
            let mut parsed = Vec::new();
            let mut item_errors = Vec::new();
            let mut any = false;
            for item in items {
                let mut e = FieldErrors::default();
                if let Some(action) = parse_action(item, effective_event.as_deref(), &mut e) {
                    parsed.push(action);
                }
                any |= !e.is_empty();
                item_errors.push(Value::Object(e.0));
            }
            if any {
                errors.set(key, Value::Array(item_errors));
            } else {
                actions = Some(parsed);
            }
        }
        Some(other) => errors.add(
            key,
            format!(
                "Expected a list of items but got type \"{}\".",
                type_name(other)
            ),
        ),
    }
    // A PATCH that changes the event to ebl_update must keep only webhooks.
    if actions.is_none()
        && let (Some(base), Some("ebl_update")) = (base, event.as_deref())
        && base.actions.iter().any(|a| a.kind != "post_webhook")
    {
        errors.add("event", "eBL rules support only the post_webhook action.");
    }
    errors.check()?;
    match (name, event) {
        (Some(name), Some(event)) => Ok((name, event, enabled, actions)),
        _ => Err(ApiError::bad_request("Invalid request.")),
    }
}

#[utoipa::path(
    get,
    path = "/api/v3/companies/{company_id}/rules/",
    operation_id = "list_rules",
    summary = "List rules",
    security(("bearer" = [])),
    params(
        ("company_id" = String, Path, format = Uuid, example = json!("45d5d097-b12d-4b01-9b8a-c1d1c7061151")),
        ("page" = Option<u32>, Query, minimum = 1),
        ("page_size" = Option<u32>, Query, minimum = 1, maximum = 1000),
    ),
    responses(
        (status = 200, description = "A page of rules", body = ref("#/components/schemas/RulePage")),
        (status = 404, description = "Not found (or not visible to the caller)", body = ref("#/components/schemas/Error")),
    )
)]
pub async fn list(
    State(state): State<AppState>,
    caller: Caller,
    Path(company_id): Path<String>,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
) -> ApiResult<Response> {
    caller.require_read()?;
    let company = company_for(&state, &caller, &company_id)?;
    let query = query.unwrap_or_default();
    let request = page_request(&query)?;
    let base = base_url(&state, &headers);
    let data = state.data();
    let rules: Vec<&Rule> = data
        .rules
        .iter()
        .filter(|r| r.company_id == company)
        .collect();
    let path = format!("/api/v3/companies/{company}/rules/");
    let window = page_window(request, rules.len(), &base, &path, &query)?;
    let results = rules
        .get(window.start..window.end)
        .unwrap_or_default()
        .iter()
        .map(|r| rule_json(r))
        .collect();
    Ok(axum::Json(page_body(rules.len(), &window, results)).into_response())
}

#[utoipa::path(
    post,
    path = "/api/v3/companies/{company_id}/rules/",
    operation_id = "create_rule",
    summary = "Create a rule",
    security(("bearer" = [])),
    params(
        ("company_id" = String, Path, format = Uuid, example = json!("45d5d097-b12d-4b01-9b8a-c1d1c7061151")),
    ),
    request_body(content = ref("#/components/schemas/RuleInput"), content_type = "application/json"),
    responses(
        (status = 201, description = "The rule", body = ref("#/components/schemas/Rule")),
        (status = 400, description = "Invalid input, by field", body = ref("#/components/schemas/Error")),
        (status = 404, description = "Not found (or not visible to the caller)", body = ref("#/components/schemas/Error")),
    )
)]
pub async fn create(
    State(state): State<AppState>,
    caller: Caller,
    Path(company_id): Path<String>,
    body: Bytes,
) -> ApiResult<Response> {
    caller.require_write()?;
    let company = company_for(&state, &caller, &company_id)?;
    let map = json_object(&body)?;
    let (name, event, enabled, actions) = parse_rule(&map, company, None)?;
    let id = Uuid::new_v4();
    let actions = actions
        .unwrap_or_default()
        .into_iter()
        .map(|a| Action { rule_id: id, ..a })
        .collect();
    let rule = Rule {
        id,
        company_id: company,
        name,
        event,
        enabled,
        actions,
    };
    state.data().rules.push(rule.clone());
    state.changed();
    Ok((StatusCode::CREATED, axum::Json(rule_json(&rule))).into_response())
}

fn find_rule(state: &AppState, company: Uuid, rule_id: Uuid) -> ApiResult<Rule> {
    state
        .data()
        .rules
        .iter()
        .find(|r| r.id == rule_id && r.company_id == company)
        .cloned()
        .ok_or_else(ApiError::not_found)
}

fn update(
    state: &AppState,
    company: Uuid,
    rule_id: Uuid,
    map: &Map<String, Value>,
    partial: bool,
) -> ApiResult<Response> {
    let existing = find_rule(state, company, rule_id)?;
    let (name, event, enabled, actions) =
        parse_rule(map, company, if partial { Some(&existing) } else { None })?;
    let actions = match actions {
        Some(actions) => actions
            .into_iter()
            .map(|a| Action { rule_id, ..a })
            .collect(),
        None => existing.actions.clone(),
    };
    let updated = Rule {
        id: rule_id,
        company_id: company,
        name,
        event,
        enabled,
        actions,
    };
    {
        let mut data = state.data();
        match data.rules.iter_mut().find(|r| r.id == rule_id) {
            Some(slot) => *slot = updated.clone(),
            None => return Err(ApiError::not_found()),
        }
    }
    state.changed();
    Ok(axum::Json(rule_json(&updated)).into_response())
}

fn delete(state: &AppState, company: Uuid, rule_id: Uuid) -> ApiResult<Response> {
    find_rule(state, company, rule_id)?;
    state.data().rules.retain(|r| r.id != rule_id);
    state.changed();
    Ok(StatusCode::NO_CONTENT.into_response())
}

fn body_rule_id(map: &Map<String, Value>) -> ApiResult<Uuid> {
    match map.get("id") {
        None | Some(Value::Null) => Err(ApiError::field(
            "id",
            "This field is required to name the rule (or use /rules/<rule_id>/).",
        )),
        Some(v) => v
            .as_str()
            .and_then(|s| Uuid::parse_str(s).ok())
            .ok_or_else(|| ApiError::field("id", "Must be a valid UUID.")),
    }
}

#[utoipa::path(
    get,
    path = "/api/v3/companies/{company_id}/rules/{rule_id}/",
    operation_id = "get_rule",
    summary = "Get a rule",
    security(("bearer" = [])),
    params(
        ("company_id" = String, Path, format = Uuid, example = json!("45d5d097-b12d-4b01-9b8a-c1d1c7061151")),
        ("rule_id" = String, Path, format = Uuid, example = json!("00000000-0000-0000-0000-000000000000")),
    ),
    responses(
        (status = 200, description = "The rule", body = ref("#/components/schemas/Rule")),
        (status = 404, description = "Not found (or not visible to the caller)", body = ref("#/components/schemas/Error")),
    )
)]
pub async fn get_one(
    State(state): State<AppState>,
    caller: Caller,
    Path((company_id, rule_id)): Path<(String, String)>,
) -> ApiResult<Response> {
    caller.require_read()?;
    let company = company_for(&state, &caller, &company_id)?;
    let rule = find_rule(&state, company, path_uuid(&rule_id)?)?;
    Ok(axum::Json(rule_json(&rule)).into_response())
}

#[utoipa::path(
    put,
    path = "/api/v3/companies/{company_id}/rules/{rule_id}/",
    operation_id = "replace_rule",
    summary = "Replace a rule",
    security(("bearer" = [])),
    params(
        ("company_id" = String, Path, format = Uuid, example = json!("45d5d097-b12d-4b01-9b8a-c1d1c7061151")),
        ("rule_id" = String, Path, format = Uuid, example = json!("00000000-0000-0000-0000-000000000000")),
    ),
    request_body(content = ref("#/components/schemas/RuleInput"), content_type = "application/json"),
    responses(
        (status = 200, description = "The rule", body = ref("#/components/schemas/Rule")),
        (status = 400, description = "Invalid input, by field", body = ref("#/components/schemas/Error")),
        (status = 404, description = "Not found (or not visible to the caller)", body = ref("#/components/schemas/Error")),
    )
)]
pub async fn put_one(
    State(state): State<AppState>,
    caller: Caller,
    Path((company_id, rule_id)): Path<(String, String)>,
    body: Bytes,
) -> ApiResult<Response> {
    caller.require_write()?;
    let company = company_for(&state, &caller, &company_id)?;
    let rule_id = path_uuid(&rule_id)?;
    find_rule(&state, company, rule_id)?;
    update(&state, company, rule_id, &json_object(&body)?, false)
}

#[utoipa::path(
    patch,
    path = "/api/v3/companies/{company_id}/rules/{rule_id}/",
    operation_id = "change_rule",
    summary = "Change a rule",
    security(("bearer" = [])),
    params(
        ("company_id" = String, Path, format = Uuid, example = json!("45d5d097-b12d-4b01-9b8a-c1d1c7061151")),
        ("rule_id" = String, Path, format = Uuid, example = json!("00000000-0000-0000-0000-000000000000")),
    ),
    request_body(content = ref("#/components/schemas/RulePatch"), content_type = "application/json"),
    responses(
        (status = 200, description = "The rule", body = ref("#/components/schemas/Rule")),
        (status = 400, description = "Invalid input, by field", body = ref("#/components/schemas/Error")),
        (status = 404, description = "Not found (or not visible to the caller)", body = ref("#/components/schemas/Error")),
    )
)]
pub async fn patch_one(
    State(state): State<AppState>,
    caller: Caller,
    Path((company_id, rule_id)): Path<(String, String)>,
    body: Bytes,
) -> ApiResult<Response> {
    caller.require_write()?;
    let company = company_for(&state, &caller, &company_id)?;
    let rule_id = path_uuid(&rule_id)?;
    find_rule(&state, company, rule_id)?;
    update(&state, company, rule_id, &json_object(&body)?, true)
}

#[utoipa::path(
    delete,
    path = "/api/v3/companies/{company_id}/rules/{rule_id}/",
    operation_id = "delete_rule",
    summary = "Delete a rule",
    security(("bearer" = [])),
    params(
        ("company_id" = String, Path, format = Uuid, example = json!("45d5d097-b12d-4b01-9b8a-c1d1c7061151")),
        ("rule_id" = String, Path, format = Uuid, example = json!("00000000-0000-0000-0000-000000000000")),
    ),
    responses(
        (status = 204, description = "Deleted"),
        (status = 404, description = "Not found (or not visible to the caller)", body = ref("#/components/schemas/Error")),
    )
)]
pub async fn delete_one(
    State(state): State<AppState>,
    caller: Caller,
    Path((company_id, rule_id)): Path<(String, String)>,
) -> ApiResult<Response> {
    caller.require_write()?;
    let company = company_for(&state, &caller, &company_id)?;
    delete(&state, company, path_uuid(&rule_id)?)
}

#[utoipa::path(
    put,
    path = "/api/v3/companies/{company_id}/rules/",
    operation_id = "replace_rule_by_body_id",
    summary = "Replace the rule named by id",
    security(("bearer" = [])),
    params(
        ("company_id" = String, Path, format = Uuid, example = json!("45d5d097-b12d-4b01-9b8a-c1d1c7061151")),
    ),
    request_body(content = ref("#/components/schemas/RuleInput"), content_type = "application/json"),
    responses(
        (status = 200, description = "The rule", body = ref("#/components/schemas/Rule")),
        (status = 400, description = "Invalid input, by field", body = ref("#/components/schemas/Error")),
        (status = 404, description = "Not found (or not visible to the caller)", body = ref("#/components/schemas/Error")),
    )
)]
pub async fn put_collection(
    State(state): State<AppState>,
    caller: Caller,
    Path(company_id): Path<String>,
    body: Bytes,
) -> ApiResult<Response> {
    caller.require_write()?;
    let company = company_for(&state, &caller, &company_id)?;
    let map = json_object(&body)?;
    let rule_id = body_rule_id(&map)?;
    update(&state, company, rule_id, &map, false)
}

#[utoipa::path(
    patch,
    path = "/api/v3/companies/{company_id}/rules/",
    operation_id = "change_rule_by_body_id",
    summary = "Change the rule named by id",
    security(("bearer" = [])),
    params(
        ("company_id" = String, Path, format = Uuid, example = json!("45d5d097-b12d-4b01-9b8a-c1d1c7061151")),
    ),
    request_body(content = ref("#/components/schemas/RuleId"), content_type = "application/json"),
    responses(
        (status = 200, description = "The rule", body = ref("#/components/schemas/Rule")),
        (status = 400, description = "Invalid input, by field", body = ref("#/components/schemas/Error")),
        (status = 404, description = "Not found (or not visible to the caller)", body = ref("#/components/schemas/Error")),
    )
)]
pub async fn patch_collection(
    State(state): State<AppState>,
    caller: Caller,
    Path(company_id): Path<String>,
    body: Bytes,
) -> ApiResult<Response> {
    caller.require_write()?;
    let company = company_for(&state, &caller, &company_id)?;
    let map = json_object(&body)?;
    let rule_id = body_rule_id(&map)?;
    update(&state, company, rule_id, &map, true)
}

#[utoipa::path(
    delete,
    path = "/api/v3/companies/{company_id}/rules/",
    operation_id = "delete_rule_by_id",
    summary = "Delete the rule named by ?id= or body id",
    security(("bearer" = [])),
    params(
        ("company_id" = String, Path, format = Uuid, example = json!("45d5d097-b12d-4b01-9b8a-c1d1c7061151")),
        ("id" = String, Query, format = Uuid),
    ),
    responses(
        (status = 204, description = "Deleted"),
        (status = 400, description = "Invalid input, by field", body = ref("#/components/schemas/Error")),
        (status = 404, description = "Not found (or not visible to the caller)", body = ref("#/components/schemas/Error")),
    )
)]
pub async fn delete_collection(
    State(state): State<AppState>,
    caller: Caller,
    Path(company_id): Path<String>,
    RawQuery(query): RawQuery,
    body: Bytes,
) -> ApiResult<Response> {
    caller.require_write()?;
    let company = company_for(&state, &caller, &company_id)?;
    let from_query = url::form_urlencoded::parse(query.unwrap_or_default().as_bytes())
        .find(|(k, _)| k == "id")
        .map(|(_, v)| v.into_owned());
    let rule_id = match from_query {
        Some(id) => {
            Uuid::parse_str(&id).map_err(|_| ApiError::field("id", "Must be a valid UUID."))?
        }
        None => body_rule_id(&json_object(&body)?)?,
    };
    delete(&state, company, rule_id)
}
