//! Envelopes: the two multipart creation endpoints (uploads streamed to disk, never held in
//! memory) and the sandbox's send extension `POST /api/v3/integrations/envelope-send/`.

use std::collections::HashSet;
use std::path::{Path as FsPath, PathBuf};

use axum::body::Bytes;
use axum::extract::multipart::{Field, MultipartRejection};
use axum::extract::{Multipart, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::{Map, Value, json};
use sha2::{Digest, Sha256};
use tokio::io::AsyncWriteExt;
use uuid::Uuid;

use super::idempotency;
use super::input::{REQUIRED, json_object, req_string, req_uuid};
use crate::auth::Caller;
use crate::crypto::{
    SignatureProblem, abi_call, checksum_address, hex0x, keccak256, parse_address, relay_hash,
    unhex0x, uuid_word, verify_personal,
};
use crate::delivery::fire;
use crate::error::{ApiError, ApiResult, FieldErrors};
use crate::model::{Envelope, Relayed, RelayedTransaction, StoredDocument};
use crate::state::{AppState, Data};
use crate::world::envelope_registry_address;

const MAX_TEXT_FIELD: usize = 1024 * 1024;
const MAX_DOCUMENTS: usize = 100;
const MAX_FILE_NAME: usize = 255;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    EgyptAci,
    Standard,
}

struct Upload {
    file_name: String,
    path: PathBuf,
    size: u64,
    sha256: String,
}

/// What the multipart body held; uploaded files are on disk until dropped or kept.
#[derive(Default)]
struct Form {
    text: Map<String, Value>,
    uploads: Vec<Upload>,
    errors: FieldErrors,
}

impl Form {
    async fn discard(self) {
        for upload in self.uploads {
            let _ = tokio::fs::remove_file(&upload.path).await;
        }
    }
}

async fn read_text(field: &mut Field<'_>) -> Result<Option<String>, ApiError> {
    let mut bytes = Vec::new();
    while let Some(chunk) = field.chunk().await.map_err(multipart_error)? {
        if bytes.len() + chunk.len() > MAX_TEXT_FIELD {
            // Drain the rest without keeping it.
            while field.chunk().await.map_err(multipart_error)?.is_some() {}
            return Ok(None);
        }
        bytes.extend_from_slice(&chunk);
    }
    Ok(String::from_utf8(bytes).ok())
}

async fn store_file(
    field: &mut Field<'_>,
    dir: &FsPath,
    max_bytes: u64,
) -> Result<(PathBuf, u64, String), ApiError> {
    let path = dir.join(format!("upload-{}", Uuid::new_v4()));
    let io = |e: std::io::Error| {
        tracing::warn!("upload storage failed: {e}");
        ApiError::new(
            StatusCode::INSUFFICIENT_STORAGE,
            "The upload could not be stored.",
        )
    };
    let mut file = tokio::fs::File::create(&path).await.map_err(io)?;
    let mut hasher = Sha256::new();
    let mut size = 0u64;
    let result: Result<(), ApiError> = async {
        while let Some(chunk) = field.chunk().await.map_err(multipart_error)? {
            hasher.update(&chunk);
            size += chunk.len() as u64;
            if size > max_bytes {
                return Err(ApiError::new(
                    StatusCode::PAYLOAD_TOO_LARGE,
                    format!(
                        "Ensure each document is at most {} MiB.",
                        max_bytes.div_ceil(1 << 20)
                    ),
                ));
            }
            file.write_all(&chunk).await.map_err(io)?;
        }
        file.flush().await.map_err(io)?;
        Ok(())
    }
    .await;
    if let Err(e) = result {
        let _ = tokio::fs::remove_file(&path).await;
        return Err(e);
    }
    Ok((path, size, hex::encode(hasher.finalize())))
}

fn multipart_error(e: axum::extract::multipart::MultipartError) -> ApiError {
    if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
        return ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            "The request body is larger than this service accepts.",
        );
    }
    ApiError::bad_request(format!("Multipart form parse error - {}", e.body_text()))
}

async fn read_form(state: &AppState, mut multipart: Multipart) -> Result<Form, (Form, ApiError)> {
    let mut form = Form::default();
    let dir = state.settings().upload_dir.clone();
    let limits = state.settings().limits;
    let mut text_fields = 0usize;
    if let Err(e) = tokio::fs::create_dir_all(&dir).await {
        tracing::warn!("cannot create upload dir: {e}");
    }
    loop {
        let mut field = match multipart.next_field().await {
            Ok(Some(field)) => field,
            Ok(None) => break,
            Err(e) => return Err((form, multipart_error(e))),
        };
        let name = field.name().unwrap_or_default().to_owned();
        if name == "documents" {
            let file_name = field.file_name().map(str::to_owned);
            let Some(file_name) = file_name.filter(|n| !n.trim().is_empty()) else {
                form.errors.add(
                    "documents",
                    "The submitted data was not a file (no file name).",
                );
                let _ = read_text(&mut field).await;
                continue;
            };
            if file_name.chars().count() > MAX_FILE_NAME {
                form.errors.add(
                    "documents",
                    format!("Ensure file names have at most {MAX_FILE_NAME} characters."),
                );
                let _ = read_text(&mut field).await;
                continue;
            }
            if form.uploads.len() >= MAX_DOCUMENTS {
                form.errors.add(
                    "documents",
                    format!("Ensure at most {MAX_DOCUMENTS} documents are uploaded."),
                );
                let _ = read_text(&mut field).await;
                continue;
            }
            match store_file(&mut field, &dir, limits.file_bytes).await {
                Ok((path, size, sha256)) => form.uploads.push(Upload {
                    file_name,
                    path,
                    size,
                    sha256,
                }),
                Err(e) => return Err((form, e)),
            }
        } else {
            text_fields += 1;
            if text_fields > limits.form_fields {
                return Err((
                    form,
                    ApiError::bad_request(format!(
                        "Ensure the form has at most {} fields besides documents.",
                        limits.form_fields
                    )),
                ));
            }
            match read_text(&mut field).await {
                Ok(Some(text)) => {
                    if form.text.contains_key(&name) {
                        form.errors
                            .add(&name, "This field was sent more than once.");
                    } else {
                        form.text.insert(name, Value::String(text));
                    }
                }
                Ok(None) => form.errors.add(
                    &name,
                    format!(
                        "Ensure this field has no more than {MAX_TEXT_FIELD} bytes of UTF-8 text."
                    ),
                ),
                Err(e) => return Err((form, e)),
            }
        }
    }
    Ok(form)
}

fn is_document_type(code: &str) -> bool {
    (2..=10).contains(&code.len())
        && code
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
}

/// Checks `documents_metadata` against the uploaded file names.
fn check_metadata(
    text: &str,
    kind: Kind,
    uploads: &[Upload],
    errors: &mut FieldErrors,
) -> Vec<(String, String, Option<String>, Option<Value>)> {
    const FIELD: &str = "documents_metadata";
    let mut out = Vec::new();
    let value: Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => {
            errors.add(FIELD, format!("Value must be valid JSON: {e}"));
            return out;
        }
    };
    let Value::Array(items) = value else {
        errors.add(FIELD, "Expected a JSON array of objects.");
        return out;
    };
    let names: HashSet<&str> = uploads.iter().map(|u| u.file_name.as_str()).collect();
    let mut seen: HashSet<String> = HashSet::new();
    for (i, item) in items.iter().enumerate() {
        let Some(object) = item.as_object().filter(|o| o.len() == 1) else {
            errors.add(
                FIELD,
                format!("Item {i}: expected an object with exactly one key, the file name."),
            );
            continue;
        };
        let Some((file_name, meta)) = object.iter().next() else {
            continue;
        };
        if !names.contains(file_name.as_str()) {
            errors.add(
                FIELD,
                format!("Item {i}: no uploaded document is named \"{file_name}\"."),
            );
        }
        if !seen.insert(file_name.clone()) {
            errors.add(
                FIELD,
                format!("Item {i}: \"{file_name}\" is described twice."),
            );
        }
        let Some(meta) = meta.as_object() else {
            errors.add(FIELD, format!("\"{file_name}\": expected an object."));
            continue;
        };
        let document_type = match meta.get("document_type") {
            Some(Value::String(s)) if is_document_type(s) => Some(s.clone()),
            Some(Value::String(s)) => {
                errors.add(FIELD, format!("\"{file_name}\": document_type \"{s}\" is not a valid document type code (e.g. INV, GOO)."));
                None
            }
            None | Some(Value::Null) => {
                errors.add(
                    FIELD,
                    format!("\"{file_name}\": document_type is required."),
                );
                None
            }
            Some(_) => {
                errors.add(
                    FIELD,
                    format!("\"{file_name}\": document_type must be a string."),
                );
                None
            }
        };
        let document_id = match meta.get("document_id") {
            Some(Value::String(s)) if !s.trim().is_empty() && s.len() <= 255 => Some(s.clone()),
            None | Some(Value::Null) if kind == Kind::EgyptAci => None,
            None | Some(Value::Null) => {
                errors.add(FIELD, format!("\"{file_name}\": document_id is required."));
                None
            }
            Some(_) => {
                errors.add(FIELD, format!("\"{file_name}\": document_id must be a non-blank string of at most 255 characters."));
                None
            }
        };
        let meta_data = match meta.get("meta_data") {
            None | Some(Value::Null) => None,
            Some(Value::String(s)) => match serde_json::from_str::<Value>(s) {
                Ok(Value::Object(m)) if m.values().all(Value::is_string) => Some(Value::Object(m)),
                _ => {
                    errors.add(FIELD, format!("\"{file_name}\": meta_data must be a JSON-encoded object of string values."));
                    None
                }
            },
            Some(_) => {
                errors.add(
                    FIELD,
                    format!("\"{file_name}\": meta_data must be a string holding JSON."),
                );
                None
            }
        };
        if let Some(document_type) = document_type {
            out.push((file_name.clone(), document_type, document_id, meta_data));
        }
    }
    for upload in uploads {
        if !seen.contains(&upload.file_name) {
            errors.add(
                FIELD,
                format!(
                    "The uploaded document \"{}\" has no metadata.",
                    upload.file_name
                ),
            );
        }
    }
    out
}

fn text_uuid(form: &Form, field: &str, errors: &mut FieldErrors) -> Option<Uuid> {
    match form.text.get(field).and_then(Value::as_str) {
        None => None,
        Some(s) if s.trim().is_empty() => None,
        Some(s) => match Uuid::parse_str(s.trim()) {
            Ok(id) => Some(id),
            Err(_) => {
                errors.add(field, "Must be a valid UUID.");
                None
            }
        },
    }
}

struct Checked {
    company_id: Uuid,
    inbox_id: Uuid,
    recipient_id: Option<Uuid>,
    acid_number: Option<String>,
    pay_to_collect: bool,
    documents: Vec<StoredDocument>,
    relayed_for: [u8; 20],
}

fn check(data: &Data, caller: &Caller, form: &Form, kind: Kind) -> ApiResult<Checked> {
    let mut errors = form.errors.clone();
    let text = |name: &str| form.text.get(name).and_then(Value::as_str);
    let mut acid_number = None;
    let mut recipient_id = None;
    let mut pay_to_collect = false;
    match kind {
        Kind::EgyptAci => match text("acid_number").map(str::trim) {
            None | Some("") => errors.add("acid_number", REQUIRED),
            Some(s)
                if s.len() > 64 || !s.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') =>
            {
                errors.add(
                    "acid_number",
                    "Enter a valid ACID number (letters, digits and dashes, at most 64).",
                )
            }
            Some(s) => acid_number = Some(s.to_owned()),
        },
        Kind::Standard => {
            match text("recipient_id") {
                None => errors.add("recipient_id", REQUIRED),
                Some(_) => {
                    recipient_id = text_uuid(form, "recipient_id", &mut errors);
                    if let Some(id) = recipient_id
                        && data.inbox_owner(id).is_none()
                    {
                        errors.add("recipient_id", "Unknown inbox.");
                    }
                    if recipient_id.is_none() && !errors.0.contains_key("recipient_id") {
                        errors.add("recipient_id", REQUIRED);
                    }
                }
            }
            match text("pay_to_collect").map(str::trim) {
                None | Some("") => {}
                Some("True" | "true" | "1") => pay_to_collect = true,
                Some("False" | "false" | "0") => pay_to_collect = false,
                Some(_) => errors.add("pay_to_collect", "Must be a valid boolean (True or False)."),
            }
        }
    }
    if form.uploads.is_empty() && !errors.0.contains_key("documents") {
        errors.add("documents", "No file was submitted.");
    }
    let mut names = HashSet::new();
    for upload in &form.uploads {
        if !names.insert(upload.file_name.as_str()) {
            errors.add(
                "documents",
                format!("Two documents are named \"{}\".", upload.file_name),
            );
        }
    }
    let metadata = match text("documents_metadata") {
        None => {
            errors.add("documents_metadata", REQUIRED);
            Vec::new()
        }
        Some(t) => check_metadata(t, kind, &form.uploads, &mut errors),
    };
    // Company and inbox the caller acts for.
    let company_id = match text_uuid(form, "company_id", &mut errors) {
        Some(id) if caller.may_act_for(id) => Some(id),
        Some(_) => {
            errors.add("company_id", "You may not act for this company.");
            None
        }
        None if errors.0.contains_key("company_id") => None,
        None if caller.companies.len() > 1 => {
            errors.add(
                "company_id",
                "This field is required: the caller operates for more than one company.",
            );
            None
        }
        None => caller.companies.first().copied(),
    };
    let company = company_id.and_then(|id| data.company(id));
    if company_id.is_some() && company.is_none() {
        errors.add("company_id", "Unknown company.");
    }
    let inbox_id = match (text_uuid(form, "inbox_id", &mut errors), company) {
        (Some(inbox), Some(company)) if company.inboxes.contains(&inbox) => Some(inbox),
        (Some(_), Some(_)) => {
            errors.add("inbox_id", "This inbox does not belong to the company.");
            None
        }
        (None, Some(company)) if errors.0.contains_key("inbox_id") => {
            let _ = company;
            None
        }
        (None, Some(company)) if company.inboxes.len() > 1 => {
            errors.add(
                "inbox_id",
                "This field is required: the company has more than one inbox.",
            );
            None
        }
        (None, Some(company)) => company.inboxes.first().copied(),
        (_, None) => None,
    };
    errors.check()?;
    let (Some(company), Some(inbox_id)) = (company, inbox_id) else {
        return Err(ApiError::forbidden(
            "The token does not act for any company.",
        ));
    };
    let relayed_for = match &caller.user {
        Some(user) => parse_address(&user.eth_address),
        None => data
            .users
            .iter()
            .find(|u| u.company_id == company.id)
            .and_then(|u| parse_address(&u.eth_address)),
    }
    .ok_or_else(|| ApiError::conflict("The company has no user with a blockchain address."))?;
    let documents = form
        .uploads
        .iter()
        .map(|u| {
            let meta = metadata.iter().find(|m| m.0 == u.file_name);
            StoredDocument {
                file_name: u.file_name.clone(),
                size: u.size,
                sha256: u.sha256.clone(),
                document_type: meta.map(|m| m.1.clone()).unwrap_or_default(),
                document_id: meta.and_then(|m| m.2.clone()),
                meta_data: meta.and_then(|m| m.3.clone()),
            }
        })
        .collect();
    Ok(Checked {
        company_id: company.id,
        inbox_id,
        recipient_id,
        acid_number,
        pay_to_collect,
        documents,
        relayed_for,
    })
}

async fn create(
    state: AppState,
    caller: Caller,
    headers: HeaderMap,
    multipart: Result<Multipart, MultipartRejection>,
    kind: Kind,
) -> ApiResult<Response> {
    caller.require_write()?;
    let endpoint = match kind {
        Kind::EgyptAci => "envelope-egypt-aci",
        Kind::Standard => "envelope-standard",
    };
    let idempotency = idempotency::scoped_key(&headers, &caller, endpoint)?;
    let multipart = multipart.map_err(|e| {
        ApiError::new(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            format!("Expected a multipart/form-data body: {}", e.body_text()),
        )
    })?;
    let form = match read_form(&state, multipart).await {
        Ok(form) => form,
        Err((form, e)) => {
            form.discard().await;
            return Err(e);
        }
    };
    let fingerprint = form_fingerprint(&form);
    // A repeat of a request that succeeded: its first answer, and the files sent again go.
    let first = match &idempotency {
        Some(key) => {
            let data = state.data();
            idempotency::replay(&data, key, &fingerprint, state.now_secs())
        }
        None => Ok(None),
    };
    match first {
        Ok(None) => {}
        Ok(Some(first)) => {
            form.discard().await;
            return Ok(first);
        }
        Err(e) => {
            form.discard().await;
            return Err(e);
        }
    }
    let checked = {
        let data = state.data();
        check(&data, &caller, &form, kind)
    };
    let checked = match checked {
        Ok(c) => c,
        Err(e) => {
            form.discard().await;
            return Err(e);
        }
    };
    let envelope_id = Uuid::new_v4();
    let document_token_id = Uuid::new_v4();
    let dir = state.settings().upload_dir.join(envelope_id.to_string());
    if let Err(e) = tokio::fs::create_dir_all(&dir).await {
        tracing::warn!("cannot create envelope dir: {e}");
    }
    for (i, upload) in form.uploads.iter().enumerate() {
        let _ = tokio::fs::rename(&upload.path, dir.join(format!("{i:03}.bin"))).await;
    }
    let mut digest_input = Vec::new();
    for doc in &checked.documents {
        digest_input.extend_from_slice(&hex::decode(&doc.sha256).unwrap_or_default());
    }
    let documents_hash = keccak256(&digest_input);
    let recipient_word = checked
        .recipient_id
        .map(|r| uuid_word(&r))
        .unwrap_or([0u8; 32]);
    let transaction_data = abi_call(
        "createEnvelope(bytes32,bytes32,bytes32,bytes32)",
        &[
            uuid_word(&envelope_id),
            uuid_word(&document_token_id),
            recipient_word,
            documents_hash,
        ],
    );
    let registry = envelope_registry_address();
    let relayed_for = checksum_address(&checked.relayed_for);
    let mut data = state.data();
    // The same key may have raced this request while the files were moved: the first wins.
    if let Some(key) = &idempotency
        && let Ok(Some(first)) = idempotency::replay(&data, key, &fingerprint, state.now_secs())
    {
        tokio::spawn(tokio::fs::remove_dir_all(dir));
        return Ok(first);
    }
    let nonce = data.next_nonce(&relayed_for);
    let hash = relay_hash(&registry, &checked.relayed_for, nonce, &transaction_data);
    let relayed = RelayedTransaction {
        hash: hex0x(&hash),
        relay_nonce: nonce,
        recipient: checksum_address(&registry),
        relayed_for,
        transaction_data: hex0x(&transaction_data),
    };
    let envelope = Envelope {
        envelope_id,
        document_token_id,
        kind: match kind {
            Kind::EgyptAci => "egypt_aci".into(),
            Kind::Standard => "standard".into(),
        },
        company_id: checked.company_id,
        inbox_id: checked.inbox_id,
        recipient_id: checked.recipient_id,
        acid_number: checked.acid_number,
        pay_to_collect: checked.pay_to_collect,
        documents: checked.documents,
        relayed_transaction: relayed.clone(),
        status: "CREATED".into(),
        created_at: state.now_rfc3339(),
    };
    data.envelopes.insert(envelope_id, envelope);
    let body = json!([{
        "envelope_id": envelope_id,
        "document_token_id": document_token_id,
        "relayed_transaction": relayed,
    }]);
    if let Some(key) = idempotency {
        idempotency::remember(
            &mut data,
            state.now_secs(),
            key,
            fingerprint,
            StatusCode::CREATED,
            &body,
        );
    }
    state.changed();
    Ok((StatusCode::CREATED, axum::Json(body)).into_response())
}

/// What an envelope request asked for: its text fields and each document's name and digest.
fn form_fingerprint(form: &Form) -> String {
    let mut text: Vec<(&String, &Value)> = form.text.iter().collect();
    text.sort_by(|a, b| a.0.cmp(b.0));
    let text = serde_json::to_vec(&text).unwrap_or_default();
    let mut parts: Vec<&[u8]> = vec![&text];
    for upload in &form.uploads {
        parts.push(upload.file_name.as_bytes());
        parts.push(upload.sha256.as_bytes());
    }
    idempotency::fingerprint(&parts)
}

#[utoipa::path(
    post,
    path = "/api/v3/integrations/envelope-egypt-aci/",
    summary = "Create an Egypt ACI envelope",
    security(("bearer" = [])),
    params(
        ("Idempotency-Key" = Option<String>, Header, min_length = 1, max_length = 255, description = "A UUID per user intent: a repeat with the same key answers the first result and creates nothing (sandbox decision, DESIGN.md)."),
    ),
    request_body(content = ref("#/components/schemas/AciEnvelopeForm"), content_type = "multipart/form-data"),
    responses(
        (status = 201, description = "Created envelopes", body = ref("#/components/schemas/EnvelopeResults")),
        (status = 400, description = "Invalid input, by field", body = ref("#/components/schemas/Error")),
        (status = 415, description = "Not a multipart body", body = ref("#/components/schemas/Error")),
        (status = 422, description = "The Idempotency-Key was used for a different request", body = ref("#/components/schemas/Error")),
        (status = 507, description = "Upload could not be stored", body = ref("#/components/schemas/Error")),
    )
)]
pub async fn create_aci(
    State(state): State<AppState>,
    caller: Caller,
    headers: HeaderMap,
    multipart: Result<Multipart, MultipartRejection>,
) -> ApiResult<Response> {
    create(state, caller, headers, multipart, Kind::EgyptAci).await
}

#[utoipa::path(
    post,
    path = "/api/v3/integrations/envelope-standard/",
    summary = "Create a standard envelope",
    security(("bearer" = [])),
    params(
        ("Idempotency-Key" = Option<String>, Header, min_length = 1, max_length = 255, description = "A UUID per user intent: a repeat with the same key answers the first result and creates nothing (sandbox decision, DESIGN.md)."),
    ),
    request_body(content = ref("#/components/schemas/StandardEnvelopeForm"), content_type = "multipart/form-data"),
    responses(
        (status = 201, description = "Created envelopes", body = ref("#/components/schemas/EnvelopeResults")),
        (status = 400, description = "Invalid input, by field", body = ref("#/components/schemas/Error")),
        (status = 415, description = "Not a multipart body", body = ref("#/components/schemas/Error")),
        (status = 422, description = "The Idempotency-Key was used for a different request", body = ref("#/components/schemas/Error")),
        (status = 507, description = "Upload could not be stored", body = ref("#/components/schemas/Error")),
    )
)]
pub async fn create_standard(
    State(state): State<AppState>,
    caller: Caller,
    headers: HeaderMap,
    multipart: Result<Multipart, MultipartRejection>,
) -> ApiResult<Response> {
    create(state, caller, headers, multipart, Kind::Standard).await
}

/// The serialized envelope POSTed to `envelope_received` webhooks.
pub fn envelope_json(data: &Data, envelope: &Envelope) -> Value {
    let sender = data.company(envelope.company_id);
    json!({
        "envelope_id": envelope.envelope_id,
        "document_token_id": envelope.document_token_id,
        "type": envelope.kind,
        "status": envelope.status,
        "sender": {
            "company_id": envelope.company_id,
            "company_name": sender.map(|c| c.name.clone()),
            "inbox_id": envelope.inbox_id,
        },
        "recipient_id": envelope.recipient_id,
        "acid_number": envelope.acid_number,
        "pay_to_collect": envelope.pay_to_collect,
        "documents": envelope.documents,
        "relayed_transaction": envelope.relayed_transaction,
        "created_at": envelope.created_at,
    })
}

#[utoipa::path(
    post,
    path = "/api/v3/integrations/envelope-send/",
    summary = "Send a created envelope (sandbox extension)",
    security(("bearer" = [])),
    request_body(content = ref("#/components/schemas/EnvelopeSend"), content_type = "application/json"),
    responses(
        (status = 200, description = "Sent", body = ref("#/components/schemas/EnvelopeSent")),
        (status = 400, description = "Invalid input, by field", body = ref("#/components/schemas/Error")),
        (status = 404, description = "Not found (or not visible to the caller)", body = ref("#/components/schemas/Error")),
        (status = 409, description = "The state forbids the action, or a replay", body = ref("#/components/schemas/Error")),
    )
)]
pub async fn send(
    State(state): State<AppState>,
    caller: Caller,
    body: Bytes,
) -> ApiResult<Response> {
    caller.require_write()?;
    let map = json_object(&body)?;
    let mut errors = FieldErrors::default();
    let envelope_id = req_uuid(&map, "envelope_id", &mut errors);
    let hash = req_string(&map, "hash", 200, &mut errors);
    let signature = req_string(&map, "signature", 200, &mut errors);
    errors.check()?;
    let (Some(envelope_id), Some(hash), Some(signature)) = (envelope_id, hash, signature) else {
        return Err(ApiError::bad_request("Invalid request."));
    };
    let mut data = state.data();
    let envelope = data
        .envelopes
        .get(&envelope_id)
        .filter(|e| caller.may_act_for(e.company_id))
        .cloned()
        .ok_or_else(ApiError::not_found)?;
    if envelope.status == "SENT" {
        return Err(ApiError::conflict("This envelope was already sent."));
    }
    if !hash.eq_ignore_ascii_case(&envelope.relayed_transaction.hash) {
        return Err(ApiError::field(
            "hash",
            "Does not match the envelope's relayed transaction hash.",
        ));
    }
    let expected = parse_address(&envelope.relayed_transaction.relayed_for).unwrap_or_default();
    let hash_bytes = unhex0x(&envelope.relayed_transaction.hash).unwrap_or_default();
    match verify_personal(&hash_bytes, &signature, &expected) {
        Ok(()) => {}
        Err(SignatureProblem::Malformed) => {
            return Err(ApiError::field(
                "signature",
                "Expected a 65-byte signature (r, s, v) as 0x-prefixed hex.",
            ));
        }
        Err(SignatureProblem::WrongSigner) => {
            return Err(ApiError::field(
                "signature",
                "The signature does not recover to relayed_for.",
            ));
        }
    }
    let sent = {
        let Some(stored) = data.envelopes.get_mut(&envelope_id) else {
            return Err(ApiError::not_found());
        };
        stored.status = "SENT".into();
        stored.clone()
    };
    data.used_nonces.insert(format!(
        "{}:{}",
        sent.relayed_transaction.relayed_for.to_ascii_lowercase(),
        sent.relayed_transaction.relay_nonce
    ));
    data.relayed.push(Relayed {
        operation: "SEND_ENVELOPE".into(),
        subject: sent.envelope_id,
        hash: sent.relayed_transaction.hash.clone(),
        relayed_for: sent.relayed_transaction.relayed_for.clone(),
        relay_nonce: sent.relayed_transaction.relay_nonce,
        at: state.now_rfc3339(),
    });
    let body = envelope_json(&data, &sent);
    let recipients: Vec<Uuid> = sent
        .recipient_id
        .and_then(|inbox| data.inbox_owner(inbox))
        .map(|c| vec![c.id])
        .unwrap_or_default();
    fire(
        &state,
        &mut data,
        &recipients,
        "envelope_received",
        &body,
        "Envelope received",
    );
    state.changed();
    Ok(axum::Json(json!({
        "envelope_id": sent.envelope_id,
        "document_token_id": sent.document_token_id,
        "status": sent.status,
        "relayed_transaction": sent.relayed_transaction,
    }))
    .into_response())
}
