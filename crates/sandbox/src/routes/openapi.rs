//! `GET /_sandbox/openapi.json`: an OpenAPI 3.1 description of the whole interface as the
//! sandbox serves it (including where it decides what the interface document leaves open).
//!
//! The operations come from the handlers: each carries a `#[utoipa::path]` and the router
//! registers it through `utoipa_axum::routes!`, so a route cannot be served undocumented, nor
//! documented at a path it is not served on. The answers every operation shares (401, 403,
//! 405 with a bearer token; 413 with a body) are added here. The component schemas below
//! are written by hand: the handlers read their input as untrusted JSON field by field and
//! build their answers as JSON (DRF error shapes, the interface's camelCase eBLs), so there
//! is no Rust type whose derived schema would be the wire format.

use std::sync::Arc;

use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

use super::input::base_url;
use super::rules::{ACTION_TYPES, EVENTS};
use crate::state::AppState;

fn r(name: &str) -> Value {
    json!({"$ref": format!("#/components/schemas/{name}")})
}

fn error(description: &str) -> Value {
    json!({"description": description, "content": {"application/json": {"schema": r("Error")}}})
}

fn page_of(item: &str) -> Value {
    json!({
        "type": "object",
        "required": ["count", "next", "previous", "results"],
        "properties": {
            "count": {"type": "integer", "minimum": 0},
            "next": {"type": ["string", "null"], "format": "uri"},
            "previous": {"type": ["string", "null"], "format": "uri"},
            "results": {"type": "array", "items": r(item)},
        }
    })
}

fn schemas() -> Value {
    let nullable_string = json!({"type": ["string", "null"]});
    let events: Vec<&str> = EVENTS.iter().map(|(k, _)| *k).collect();
    let actions: Vec<&str> = ACTION_TYPES.iter().map(|(k, _)| *k).collect();
    let mut schemas = json!({
        "Error": {
            "type": "object",
            "description": "DRF style: {\"detail\": \"...\"} or {\"<field>\": [\"message\", ...]}",
        },
        "OAuthError": {
            "type": "object",
            "required": ["error"],
            "properties": {"error": {"type": "string"}, "error_description": {"type": "string"}},
        },
        "TokenResponse": {
            "type": "object",
            "required": ["access_token", "refresh_token", "expires_in", "token_type", "scope"],
            "properties": {
                "access_token": {"type": "string"},
                "refresh_token": {"type": "string"},
                "expires_in": {"type": "integer"},
                "token_type": {"type": "string", "enum": ["Bearer"]},
                "scope": {"type": "string"},
            }
        },
        "TokenRequest": {
            "type": "object",
            "required": ["grant_type"],
            "properties": {
                "grant_type": {"type": "string", "enum": ["client_credentials", "authorization_code", "refresh_token"]},
                "scope": {"type": "string"},
                "client_id": {"type": "string"},
                "client_secret": {"type": "string"},
                "code": {"type": "string"},
                "redirect_uri": {"type": "string"},
                "code_verifier": {"type": "string"},
                "refresh_token": {"type": "string"},
            }
        },
        "Party": {
            "type": "object",
            "required": ["type", "id", "inboxId", "contactEmail"],
            "properties": {
                "type": {"type": "string", "enum": ["ISSUER", "SURRENDEREE", "CONSIGNOR", "CONSIGNEE"]},
                "id": {"type": "string", "format": "uuid"},
                "inboxId": {"type": ["string", "null"], "format": "uuid"},
                "contactEmail": nullable_string,
            }
        },
        "Ebl": {
            "type": "object",
            "required": ["id", "reference", "state", "endorsementType", "titleId", "possessionId", "parties", "content", "portOfDischarge", "portOfLoading", "vesselName", "voyageNumber", "eblCopyId"],
            "properties": {
                "id": {"type": "string", "format": "uuid"},
                "reference": {"type": "string"},
                "state": {"type": "string", "enum": ["ISSUED", "SURRENDER_FOR_DELIVERY_REQUESTED", "SURRENDERED_FOR_DELIVERY"]},
                "endorsementType": {"type": "string"},
                "titleId": {"type": "string", "format": "uuid"},
                "possessionId": {"type": "string", "format": "uuid"},
                "parties": {"type": "array", "items": r("Party")},
                "content": {
                    "type": "object",
                    "required": ["issueTo", "document", "eBLVisualisationByCarrier"],
                    "properties": {
                        "issueTo": {"type": "object"},
                        "document": {"type": "object"},
                        "eBLVisualisationByCarrier": {
                            "type": "object",
                            "properties": {"name": {"type": "string"}, "content": {"type": "string"}}
                        },
                    }
                },
                "portOfDischarge": nullable_string,
                "portOfLoading": nullable_string,
                "vesselName": nullable_string,
                "voyageNumber": nullable_string,
                "eblCopyId": {"type": ["string", "null"], "format": "uuid"},
            }
        },
        "SigningDataRequest": {
            "type": "object",
            "required": ["operation", "eblId", "ethAddress"],
            "properties": {
                "operation": {"type": "string", "enum": ["REQUEST_SURRENDER_FOR_DELIVERY", "TRANSFER_POSSESSION"]},
                "eblId": {"type": "string", "format": "uuid"},
                "ethAddress": {"type": "string", "pattern": "^0x[0-9a-fA-F]{40}$"},
                "recipientInbox": {"type": "string", "format": "uuid"},
            }
        },
        "SigningData": {
            "type": "object",
            "required": ["eblId", "hash", "relayNonce", "recipient", "relayedFor", "transactionData", "signature", "operation", "signedForId"],
            "properties": {
                "eblId": {"type": "string", "format": "uuid"},
                "hash": {"type": "string"},
                "relayNonce": {"type": "integer", "minimum": 0},
                "recipient": {"type": "string"},
                "relayedFor": {"type": "string"},
                "transactionData": {"type": "string"},
                "signature": nullable_string,
                "operation": {"type": "string"},
                "signedForId": nullable_string,
            }
        },
        "SendAsACopyRequest": {
            "type": "object",
            "required": ["eblId", "recipientInbox"],
            "properties": {
                "eblId": {"type": "string", "format": "uuid"},
                "recipientInbox": {"type": "string", "format": "uuid"},
            }
        },
        "Header": {
            "type": "object",
            "required": ["name", "value"],
            "properties": {"name": {"type": "string"}, "value": {"type": "string"}},
        },
        "ActionInput": {
            "type": "object",
            "required": ["type"],
            "properties": {
                "type": {"type": "string", "enum": actions},
                "data": {"type": "array", "items": {"type": "string"}},
                "headers": {"type": "array", "items": r("Header")},
            }
        },
        "Action": {
            "type": "object",
            "required": ["id", "rule_id", "type", "type_name", "data", "headers"],
            "properties": {
                "id": {"type": "string", "format": "uuid"},
                "rule_id": {"type": "string", "format": "uuid"},
                "type": {"type": "string"},
                "type_name": {"type": "string"},
                "data": {"type": "array", "items": {"type": "string"}},
                "headers": {"type": "array", "items": r("Header")},
            }
        },
        "RuleInput": {
            "type": "object",
            "required": ["name", "event"],
            "properties": {
                "id": {"type": "string", "format": "uuid"},
                "name": {"type": "string"},
                "event": {"type": "string", "enum": events},
                "enabled": {"type": "boolean"},
                "actions": {"type": "array", "items": r("ActionInput")},
                "for_company_id": {"type": "string", "format": "uuid"},
                "create_actions": {"type": "array", "items": r("ActionInput")},
            }
        },
        "Rule": {
            "type": "object",
            "required": ["id", "name", "event", "event_name", "enabled", "actions", "actions_description"],
            "properties": {
                "id": {"type": "string", "format": "uuid"},
                "name": {"type": "string"},
                "event": {"type": "string"},
                "event_name": {"type": "string"},
                "enabled": {"type": "boolean"},
                "actions": {"type": "array", "items": r("Action")},
                "actions_description": {"type": "string"},
            }
        },
        "RelayedTransaction": {
            "type": "object",
            "required": ["hash", "relay_nonce", "recipient", "relayed_for", "transaction_data"],
            "properties": {
                "hash": {"type": "string"},
                "relay_nonce": {"type": "integer"},
                "recipient": {"type": "string"},
                "relayed_for": {"type": "string"},
                "transaction_data": {"type": "string"},
            }
        },
        "EnvelopeResult": {
            "type": "object",
            "required": ["envelope_id", "document_token_id", "relayed_transaction"],
            "properties": {
                "envelope_id": {"type": "string", "format": "uuid"},
                "document_token_id": {"type": "string", "format": "uuid"},
                "relayed_transaction": r("RelayedTransaction"),
            }
        },
        "EnvelopeSend": {
            "type": "object",
            "required": ["envelope_id", "hash", "signature"],
            "properties": {
                "envelope_id": {"type": "string", "format": "uuid"},
                "hash": {"type": "string"},
                "signature": {"type": "string"},
            }
        },
        "RegistrationRequest": {
            "type": "object",
            "properties": {
                "name": {"type": "string"},
                "country": {"type": "string", "minLength": 2, "maxLength": 2},
                "user_first_name": {"type": "string"},
                "user_last_name": {"type": "string"},
                "user_email": {"type": "string", "format": "email"},
                "redirect_url": {"type": "string", "format": "uri"},
            }
        },
    });
    let shapes = json!({
        "RegistrationLink": {"type": "object", "required": ["registration_url"], "properties": {"registration_url": {"type": "string", "format": "uri"}, "expires_in": {"type": "integer"}}},
        "EnvelopeResults": {"type": "array", "items": r("EnvelopeResult")},
        "EnvelopeSent": {"type": "object", "required": ["envelope_id", "status"], "properties": {"envelope_id": {"type": "string"}, "status": {"type": "string"}}},
        "AciEnvelopeForm": multipart("aci"),
        "StandardEnvelopeForm": multipart("standard"),
        "Me": {
            "type": "object",
            "required": ["user_email", "company_id", "company_name", "inbox_ids", "eth_addresses"],
            "properties": {
                "user_email": {"type": ["string", "null"]},
                "company_id": {"type": "string", "format": "uuid"},
                "company_name": {"type": "string"},
                "inbox_ids": {"type": "array", "items": {"type": "string", "format": "uuid"}},
                "eth_addresses": {"type": "array", "items": {
                    "type": "object", "required": ["address", "status"],
                    "properties": {"address": {"type": "string"}, "status": {"type": "string", "enum": ["pending", "approved", "revoked"]}},
                }},
            },
        },
        "BlockchainKey": {
            "type": "object", "required": ["eth_address", "status"],
            "properties": {
                "eth_address": {"type": "string"},
                "status": {"type": "string", "enum": ["pending", "approved", "revoked"]},
                "registered_by": {"type": ["string", "null"]},
                "registered_at": {"type": ["string", "null"]},
            },
        },
        "BlockchainKeys": {"type": "object", "required": ["results"], "properties": {"results": {"type": "array", "items": r("BlockchainKey")}}},
        "KeyRegistration": {
            "type": "object", "required": ["eth_address", "signature"],
            "properties": {"eth_address": {"type": "string"}, "signature": {"type": "string"}},
        },
        "RuleId": {"type": "object", "required": ["id"], "properties": {"id": {"type": "string", "format": "uuid"}}},
        "RulePatch": {"type": "object"},
        "RulePage": page_of("Rule"),
        "EblPage": page_of("Ebl"),
    });
    if let (Some(all), Value::Object(more)) = (schemas.as_object_mut(), shapes) {
        all.extend(more);
    }
    schemas
}

fn multipart(kind: &str) -> Value {
    let mut properties = json!({
        "documents": {"type": "array", "items": {"type": "string", "contentMediaType": "application/octet-stream"}},
        "documents_metadata": {"type": "string", "description": "JSON array of {<file name>: {document_type, document_id, meta_data}}"},
        "company_id": {"type": "string", "format": "uuid"},
        "inbox_id": {"type": "string", "format": "uuid"},
    });
    let mut required = vec!["documents", "documents_metadata"];
    if kind == "aci" {
        properties["acid_number"] = json!({"type": "string"});
        required.push("acid_number");
    } else {
        properties["recipient_id"] = json!({"type": "string", "format": "uuid"});
        properties["pay_to_collect"] = json!({"type": "string", "enum": ["True", "False"]});
        required.push("recipient_id");
    }
    json!({"type": "object", "required": required, "properties": properties})
}

/// The document: the operations derived from the handlers (`paths`, from the router) with the
/// shared answers, info, security schemes and component schemas added.
pub fn complete(paths: utoipa::openapi::OpenApi) -> Value {
    let mut doc = serde_json::to_value(&paths).unwrap_or_else(|_| json!({}));
    doc["openapi"] = json!("3.1.0");
    doc["info"] = json!({
        "title": "Trade Document Exchange Service (tdx-sandbox)",
        "version": "1.0.0",
        "description": "The integration interface as emulated by tdx-sandbox, with the decisions of DESIGN.md where the interface document is silent.",
    });
    doc["components"] = json!({
        "securitySchemes": {
            "bearer": {"type": "http", "scheme": "bearer"},
            "basic": {"type": "http", "scheme": "basic"},
        },
        "schemas": schemas(),
    });
    let binary = json!({"type": "string", "format": "binary"});
    if let Some(paths) = doc.get_mut("paths").and_then(Value::as_object_mut) {
        for operation in paths
            .values_mut()
            .filter_map(Value::as_object_mut)
            .flat_map(|item| item.values_mut())
            .filter_map(Value::as_object_mut)
        {
            let bearer = operation
                .get("security")
                .and_then(Value::as_array)
                .is_some_and(|s| s.iter().any(|r| r.get("bearer").is_some()));
            // A parameter that is left out is absent, never JSON null.
            for parameter in operation
                .get_mut("parameters")
                .and_then(Value::as_array_mut)
                .into_iter()
                .flatten()
            {
                if let Some(kind) = parameter.pointer_mut("/schema/type")
                    && let Some(kinds) = kind.as_array()
                    && let [Value::String(only)] = kinds
                        .iter()
                        .filter(|k| k.as_str() != Some("null"))
                        .cloned()
                        .collect::<Vec<_>>()
                        .as_slice()
                {
                    *kind = json!(only);
                }
            }
            let has_body = operation.contains_key("requestBody");
            if let Some(body) = operation.get_mut("requestBody") {
                body["required"] = json!(true);
            }
            let Some(responses) = operation
                .entry("responses")
                .or_insert_with(|| json!({}))
                .as_object_mut()
            else {
                continue;
            };
            // A PDF answer's schema is inline: tools tell a binary body only from its schema.
            for response in responses.values_mut() {
                if let Some(pdf) = response.pointer_mut("/content/application~1pdf/schema") {
                    *pdf = binary.clone();
                }
            }
            if bearer {
                responses.entry("401").or_insert_with(|| {
                    json!({
                        "description": "Missing, invalid or expired token",
                        "headers": {"WWW-Authenticate": {"schema": {"type": "string"}}},
                        "content": {"application/json": {"schema": r("Error")}},
                    })
                });
                responses
                    .entry("403")
                    .or_insert_with(|| error("Missing scope or permission"));
                responses
                    .entry("405")
                    .or_insert_with(|| error("Method not allowed"));
            }
            if has_body {
                responses
                    .entry("413")
                    .or_insert_with(|| error("Body too large"));
            }
        }
    }
    doc
}

/// Serves `doc` with the caller's base URL as its server.
pub async fn document(
    State(state): State<AppState>,
    headers: HeaderMap,
    doc: Arc<Value>,
) -> Response {
    let mut doc = (*doc).clone();
    doc["servers"] = json!([{"url": base_url(&state, &headers)}]);
    axum::Json(doc).into_response()
}
