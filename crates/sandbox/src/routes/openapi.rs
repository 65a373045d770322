//! `GET /_sandbox/openapi.json`: an OpenAPI 3.1 description of the whole interface as the
//! sandbox serves it (including where it decides what the interface document leaves open).

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

fn json_content(schema: Value) -> Value {
    json!({"application/json": {"schema": schema}})
}

fn error(description: &str) -> Value {
    json!({"description": description, "content": json_content(r("Error"))})
}

/// The common error answers of an authenticated operation.
fn errors(extra: &[(&str, &str)]) -> serde_json::Map<String, Value> {
    let mut map = serde_json::Map::new();
    map.insert(
        "401".into(),
        json!({
            "description": "Missing, invalid or expired token",
            "headers": {"WWW-Authenticate": {"schema": {"type": "string"}}},
            "content": json_content(r("Error")),
        }),
    );
    map.insert("403".into(), error("Missing scope or permission"));
    map.insert("405".into(), error("Method not allowed"));
    for (code, description) in extra {
        map.insert((*code).into(), error(description));
    }
    map
}

fn op(
    summary: &str,
    ok_code: &str,
    ok: Value,
    extra_errors: &[(&str, &str)],
    body: Option<Value>,
    params: Value,
) -> Value {
    let mut responses = errors(extra_errors);
    responses.insert(ok_code.into(), ok);
    let mut operation = json!({
        "summary": summary,
        "security": [{"bearer": []}],
        "parameters": params,
        "responses": responses,
    });
    if let Some(body) = body {
        operation["requestBody"] = body;
    }
    operation
}

fn json_body(schema: Value) -> Value {
    json!({"required": true, "content": json_content(schema)})
}

fn ok_json(description: &str, schema: Value) -> Value {
    json!({"description": description, "content": json_content(schema)})
}

fn path_param(name: &str) -> Value {
    let example = match name {
        "ebl_id" => crate::world::demo_ebl_id(1).to_string(),
        "company_id" => crate::world::NILE.to_string(),
        _ => uuid::Uuid::nil().to_string(),
    };
    json!({"name": name, "in": "path", "required": true, "schema": {"type": "string", "format": "uuid"}, "example": example})
}

fn page_params() -> Value {
    json!([
        {"name": "page", "in": "query", "required": false, "schema": {"type": "integer", "minimum": 1}},
        {"name": "page_size", "in": "query", "required": false, "schema": {"type": "integer", "minimum": 1, "maximum": 1000}},
    ])
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

fn html(description: &str) -> Value {
    json!({"description": description, "content": {"text/html": {"schema": {"type": "string"}}}})
}

fn schemas() -> Value {
    let nullable_string = json!({"type": ["string", "null"]});
    let events: Vec<&str> = EVENTS.iter().map(|(k, _)| *k).collect();
    let actions: Vec<&str> = ACTION_TYPES.iter().map(|(k, _)| *k).collect();
    json!({
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
    })
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
    json!({"required": true, "content": {"multipart/form-data": {"schema": {"type": "object", "required": required, "properties": properties}}}})
}

/// The OpenAPI document.
pub fn openapi(server: &str) -> Value {
    let no_params = json!([]);
    let ebl_id = json!([path_param("ebl_id")]);
    let company = json!([path_param("company_id")]);
    let company_rule = json!([path_param("company_id"), path_param("rule_id")]);
    let pdf = json!({"description": "PDF", "content": {"application/pdf": {"schema": {"type": "string", "format": "binary"}}}});
    let envelope_results = ok_json(
        "Created envelopes",
        json!({"type": "array", "items": r("EnvelopeResult")}),
    );
    let rule_ok = ok_json("The rule", r("Rule"));
    let key = json!({
        "type": "object", "required": ["eth_address", "status"],
        "properties": {
            "eth_address": {"type": "string"},
            "status": {"type": "string", "enum": ["pending", "approved", "revoked"]},
            "registered_by": {"type": ["string", "null"]},
            "registered_at": {"type": ["string", "null"]},
        },
    });
    let mut key_registration = op(
        "Register a blockchain key: signature = EIP-191 over \"Register <checksum address> for company <company_id>\" (sandbox extension)",
        "201",
        ok_json("Registered, waiting for approval", key.clone()),
        &[("400", "Invalid input, by field")],
        Some(json_body(json!({
            "type": "object", "required": ["eth_address", "signature"],
            "properties": {"eth_address": {"type": "string"}, "signature": {"type": "string"}},
        }))),
        no_params.clone(),
    );
    key_registration["responses"]["200"] =
        ok_json("Registered before: where it stands", key.clone());
    let bad = ("400", "Invalid input, by field");
    let not_found = ("404", "Not found (or not visible to the caller)");
    let conflict = ("409", "The state forbids the action, or a replay");
    let too_large = ("413", "Body too large");
    let media = ("415", "Not a multipart body");
    let mut rules_params = page_params();
    if let Some(list) = rules_params.as_array_mut() {
        list.insert(0, path_param("company_id"));
    }
    let mut delete_collection_responses = errors(&[bad, not_found]);
    delete_collection_responses.insert("204".into(), json!({"description": "Deleted"}));
    let mut delete_one_responses = errors(&[not_found]);
    delete_one_responses.insert("204".into(), json!({"description": "Deleted"}));
    let idempotency_key = json!([{
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "description": "A UUID per user intent: a repeat with the same key answers the first result and creates nothing (sandbox decision, DESIGN.md).",
        "schema": {"type": "string", "minLength": 1, "maxLength": 255}
    }]);
    let reused_key = (
        "422",
        "The Idempotency-Key was used for a different request",
    );
    let mut copy_op = op(
        "Send a view-only copy",
        "201",
        ok_json("The copy", r("Ebl")),
        &[bad, not_found, too_large, reused_key],
        Some(json_body(r("SendAsACopyRequest"))),
        idempotency_key.clone(),
    );
    copy_op["responses"]["200"] = ok_json("The copy already sent to this inbox", r("Ebl"));
    json!({
        "openapi": "3.1.0",
        "info": {
            "title": "Trade Document Exchange Service (tdx-sandbox)",
            "version": "1.0.0",
            "description": "The integration interface as emulated by tdx-sandbox, with the decisions of DESIGN.md where the interface document is silent.",
        },
        "servers": [{"url": server}],
        "components": {
            "securitySchemes": {
                "bearer": {"type": "http", "scheme": "bearer"},
                "basic": {"type": "http", "scheme": "basic"},
            },
            "schemas": schemas(),
        },
        "paths": {
            "/oauth/token/": {"post": {
                "summary": "Token endpoint (RFC 6749)",
                "security": [{"basic": []}, {}],
                "requestBody": {"required": true, "content": {"application/x-www-form-urlencoded": {"schema": r("TokenRequest")}}},
                "responses": {
                    "200": ok_json("Tokens", r("TokenResponse")),
                    "400": {"description": "OAuth error", "content": json_content(r("OAuthError"))},
                    "401": {"description": "invalid_client", "content": json_content(r("OAuthError"))},
                    "405": error("Method not allowed"),
                    "413": error("Body too large"),
                }
            }},
            "/": {"get": {
                "summary": "User authorization: the login form",
                "security": [],
                "parameters": [
                    {"name": "client_id", "in": "query", "required": true, "schema": {"type": "string"}},
                    {"name": "redirect_uri", "in": "query", "required": true, "schema": {"type": "string"}},
                    {"name": "response_type", "in": "query", "required": true, "schema": {"type": "string", "enum": ["code"]}},
                    {"name": "state", "in": "query", "required": false, "schema": {"type": "string"}},
                    {"name": "code_challenge", "in": "query", "required": false, "schema": {"type": "string"}},
                    {"name": "code_challenge_method", "in": "query", "required": false, "schema": {"type": "string", "enum": ["S256"]}},
                    {"name": "scope", "in": "query", "required": false, "schema": {"type": "string"}},
                ],
                "responses": {
                    "200": html("Login form"),
                    "302": {"description": "Error sent to the redirect URI"},
                    "400": html("Untrusted client or redirect URI"),
                }
            }},
            "/api/v3/registrations/app-tokens/": {"post": op(
                "Company authorization or registration", "201",
                ok_json("Registration link", json!({"type": "object", "required": ["registration_url"], "properties": {"registration_url": {"type": "string", "format": "uri"}, "expires_in": {"type": "integer"}}})),
                &[bad, too_large], Some(json_body(r("RegistrationRequest"))), no_params.clone())},
            "/api/v3/integrations/envelope-egypt-aci/": {"post": op(
                "Create an Egypt ACI envelope", "201", envelope_results.clone(), &[bad, media, too_large, reused_key, ("507", "Upload could not be stored")], Some(multipart("aci")), idempotency_key.clone())},
            "/api/v3/integrations/envelope-standard/": {"post": op(
                "Create a standard envelope", "201", envelope_results, &[bad, media, too_large, reused_key, ("507", "Upload could not be stored")], Some(multipart("standard")), idempotency_key)},
            "/api/v3/integrations/me/": {"get": op(
                "Who the token acts for (sandbox extension)", "200",
                ok_json("The user, the company and its inboxes and keys", json!({
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
                })),
                &[], None, no_params.clone())},
            "/api/v3/integrations/blockchain-keys/": {
                "get": op(
                    "The company's blockchain keys and their approval (sandbox extension)", "200",
                    ok_json("The keys", json!({"type": "object", "required": ["results"], "properties": {"results": {"type": "array", "items": key.clone()}}})),
                    &[], None, no_params.clone()),
                "post": key_registration,
            },
            "/api/v3/integrations/envelope-send/": {"post": op(
                "Send a created envelope (sandbox extension)", "200",
                ok_json("Sent", json!({"type": "object", "required": ["envelope_id", "status"], "properties": {"envelope_id": {"type": "string"}, "status": {"type": "string"}}})),
                &[bad, not_found, conflict, too_large], Some(json_body(r("EnvelopeSend"))), no_params.clone())},
            "/api/v3/companies/{company_id}/rules/": {
                "get": op("List rules", "200", ok_json("A page of rules", page_of("Rule")), &[not_found], None, rules_params),
                "post": op("Create a rule", "201", rule_ok.clone(), &[bad, not_found, too_large], Some(json_body(r("RuleInput"))), company.clone()),
                "put": op("Replace the rule named by id", "200", rule_ok.clone(), &[bad, not_found, too_large], Some(json_body(r("RuleInput"))), company.clone()),
                "patch": op("Change the rule named by id", "200", rule_ok.clone(), &[bad, not_found, too_large], Some(json_body(json!({"type": "object", "required": ["id"], "properties": {"id": {"type": "string", "format": "uuid"}}}))), company.clone()),
                "delete": {
                    "summary": "Delete the rule named by ?id= or body id",
                    "security": [{"bearer": []}],
                    "parameters": [path_param("company_id"), {"name": "id", "in": "query", "required": true, "schema": {"type": "string", "format": "uuid"}}],
                    "responses": delete_collection_responses,
                },
            },
            "/api/v3/companies/{company_id}/rules/{rule_id}/": {
                "get": op("Get a rule", "200", rule_ok.clone(), &[not_found], None, company_rule.clone()),
                "put": op("Replace a rule", "200", rule_ok.clone(), &[bad, not_found, too_large], Some(json_body(r("RuleInput"))), company_rule.clone()),
                "patch": op("Change a rule", "200", rule_ok, &[bad, not_found, too_large], Some(json_body(json!({"type": "object"}))), company_rule.clone()),
                "delete": {
                    "summary": "Delete a rule",
                    "security": [{"bearer": []}],
                    "parameters": company_rule,
                    "responses": delete_one_responses,
                },
            },
            "/api/integrators/ebl/v1/list": {"get": op("eBLs the company may see", "200", ok_json("A page of eBLs", page_of("Ebl")), &[not_found], None, page_params())},
            "/api/integrators/ebl/v1/{ebl_id}": {"get": op("Get an eBL", "200", ok_json("The eBL", r("Ebl")), &[not_found], None, ebl_id.clone())},
            "/api/integrators/ebl/v1/{ebl_id}/preview/": {"get": op("PDF for display", "200", pdf.clone(), &[not_found], None, ebl_id.clone())},
            "/api/integrators/ebl/v1/{ebl_id}/download/": {"get": op("PDF for download", "200", pdf, &[not_found], None, ebl_id)},
            "/api/integrators/ebl/v1/signing-data/": {"post": op(
                "Signing data for an eBL action", "200", ok_json("Signing data (signature null)", r("SigningData")),
                &[bad, not_found, conflict, too_large], Some(json_body(r("SigningDataRequest"))), no_params.clone())},
            "/api/integrators/ebl/v1/submit-signed-data/": {"post": op(
                "Submit signed data", "200", ok_json("The changed eBL", r("Ebl")),
                &[bad, not_found, conflict, too_large], Some(json_body(r("SigningData"))), no_params.clone())},
            "/api/integrators/ebl/v1/send-as-a-copy/": {"post": copy_op},
        }
    })
}

pub async fn document(State(state): State<AppState>, headers: HeaderMap) -> Response {
    axum::Json(openapi(&base_url(&state, &headers))).into_response()
}
