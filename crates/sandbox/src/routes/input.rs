//! Reading request input without trusting it: JSON objects, fields, pagination, base URL.

use axum::http::HeaderMap;
use axum::http::header;
use serde_json::{Map, Value, json};
use uuid::Uuid;

use crate::error::{ApiError, ApiResult, FieldErrors};
use crate::state::AppState;

pub const REQUIRED: &str = "This field is required.";

/// Parses a request body as a JSON object (an empty body is an empty object).
pub fn json_object(body: &[u8]) -> ApiResult<Map<String, Value>> {
    if body.iter().all(|b| b.is_ascii_whitespace()) {
        return Ok(Map::new());
    }
    let value: Value = serde_json::from_slice(body)
        .map_err(|e| ApiError::bad_request(format!("JSON parse error - {e}")))?;
    match value {
        Value::Object(map) => Ok(map),
        other => Err(ApiError {
            status: axum::http::StatusCode::BAD_REQUEST,
            body: json!({"non_field_errors": [format!("Invalid data. Expected a dictionary, but got {}.", type_name(&other))]}),
            www_authenticate: None,
        }),
    }
}

pub fn type_name(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "bool",
        Value::Number(_) => "number",
        Value::String(_) => "str",
        Value::Array(_) => "list",
        Value::Object(_) => "dict",
    }
}

/// A required UUID field.
pub fn req_uuid(map: &Map<String, Value>, field: &str, errors: &mut FieldErrors) -> Option<Uuid> {
    match map.get(field) {
        None | Some(Value::Null) => {
            errors.add(field, REQUIRED);
            None
        }
        Some(value) => uuid_value(value, field, errors),
    }
}

/// An optional UUID field.
pub fn opt_uuid(map: &Map<String, Value>, field: &str, errors: &mut FieldErrors) -> Option<Uuid> {
    match map.get(field) {
        None | Some(Value::Null) => None,
        Some(value) => uuid_value(value, field, errors),
    }
}

fn uuid_value(value: &Value, field: &str, errors: &mut FieldErrors) -> Option<Uuid> {
    match value.as_str().and_then(|s| Uuid::parse_str(s.trim()).ok()) {
        Some(id) => Some(id),
        None => {
            errors.add(field, "Must be a valid UUID.");
            None
        }
    }
}

/// A required non-blank string field of at most `max` characters.
pub fn req_string(
    map: &Map<String, Value>,
    field: &str,
    max: usize,
    errors: &mut FieldErrors,
) -> Option<String> {
    match map.get(field) {
        None | Some(Value::Null) => {
            errors.add(field, REQUIRED);
            None
        }
        Some(value) => string_value(value, field, max, errors),
    }
}

/// An optional string field (`null` counts as absent).
pub fn opt_string(
    map: &Map<String, Value>,
    field: &str,
    max: usize,
    errors: &mut FieldErrors,
) -> Option<String> {
    match map.get(field) {
        None | Some(Value::Null) => None,
        Some(value) => string_value(value, field, max, errors),
    }
}

fn string_value(
    value: &Value,
    field: &str,
    max: usize,
    errors: &mut FieldErrors,
) -> Option<String> {
    match value {
        Value::String(s) if s.trim().is_empty() => {
            errors.add(field, "This field may not be blank.");
            None
        }
        Value::String(s) if s.chars().count() > max => {
            errors.add(
                field,
                format!("Ensure this field has no more than {max} characters."),
            );
            None
        }
        Value::String(s) => Some(s.clone()),
        _ => {
            errors.add(field, "Not a valid string.");
            None
        }
    }
}

/// Whether `text` looks like an e-mail address.
pub fn is_email(text: &str) -> bool {
    if text.len() > 254 || text.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return false;
    }
    let Some((local, domain)) = text.rsplit_once('@') else {
        return false;
    };
    !local.is_empty()
        && !local.contains('@')
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !domain.contains("..")
        && domain
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '.')
}

/// Whether `text` is an absolute http(s) URL with a host.
pub fn is_http_url(text: &str) -> bool {
    match url::Url::parse(text) {
        Ok(url) => {
            (url.scheme() == "http" || url.scheme() == "https")
                && url.host_str().is_some_and(|h| !h.is_empty())
                && text.len() <= 2000
        }
        Err(_) => false,
    }
}

/// The base URL the caller used, e.g. `http://127.0.0.1:8080`.
pub fn base_url(state: &AppState, headers: &HeaderMap) -> String {
    if let Some(base) = &state.settings().base_url {
        return base.clone();
    }
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .filter(|h| {
            !h.is_empty()
                && h.chars()
                    .all(|c| c.is_ascii_alphanumeric() || ".-:[]".contains(c))
        })
        .unwrap_or("localhost");
    format!("http://{host}")
}

/// A requested page of a list.
#[derive(Debug, Clone, Copy)]
pub struct PageRequest {
    pub page: usize,
    pub page_size: usize,
}

pub const DEFAULT_PAGE_SIZE: usize = 100;
pub const MAX_PAGE_SIZE: usize = 1000;

/// Reads `page` and `page_size` the way DRF's PageNumberPagination does.
pub fn page_request(query: &str) -> ApiResult<PageRequest> {
    let mut page = 1usize;
    let mut page_size = DEFAULT_PAGE_SIZE;
    for (key, value) in url::form_urlencoded::parse(query.as_bytes()) {
        match key.as_ref() {
            "page" => {
                page = match value.as_ref() {
                    "last" => usize::MAX,
                    v => v.parse::<usize>().ok().filter(|p| *p >= 1).ok_or_else(|| {
                        ApiError::new(axum::http::StatusCode::NOT_FOUND, "Invalid page.")
                    })?,
                };
            }
            "page_size" => {
                if let Some(size) = value.parse::<usize>().ok().filter(|s| *s >= 1) {
                    page_size = size.min(MAX_PAGE_SIZE);
                }
            }
            _ => {}
        }
    }
    Ok(PageRequest { page, page_size })
}

/// The slice bounds of a page of `count` items, with `next`/`previous` links.
pub struct PageWindow {
    pub start: usize,
    pub end: usize,
    pub next: Option<String>,
    pub previous: Option<String>,
}

pub fn page_window(
    request: PageRequest,
    count: usize,
    base: &str,
    path: &str,
    query: &str,
) -> ApiResult<PageWindow> {
    let pages = count.div_ceil(request.page_size).max(1);
    let page = if request.page == usize::MAX {
        pages
    } else {
        request.page
    };
    if page > pages {
        return Err(ApiError::new(
            axum::http::StatusCode::NOT_FOUND,
            "Invalid page.",
        ));
    }
    let start = (page - 1) * request.page_size;
    let end = (start + request.page_size).min(count);
    let link = |p: usize| {
        let mut pairs: Vec<(String, String)> = url::form_urlencoded::parse(query.as_bytes())
            .filter(|(k, _)| k != "page")
            .map(|(k, v)| (k.into_owned(), v.into_owned()))
            .collect();
        if p > 1 {
            pairs.push(("page".into(), p.to_string()));
        }
        let encoded = url::form_urlencoded::Serializer::new(String::new())
            .extend_pairs(pairs)
            .finish();
        if encoded.is_empty() {
            format!("{base}{path}")
        } else {
            format!("{base}{path}?{encoded}")
        }
    };
    Ok(PageWindow {
        start,
        end,
        next: (page < pages).then(|| link(page + 1)),
        previous: (page > 1).then(|| link(page - 1)),
    })
}

pub fn page_body(count: usize, window: &PageWindow, results: Vec<Value>) -> Value {
    json!({
        "count": count,
        "next": window.next,
        "previous": window.previous,
        "results": results,
    })
}

/// Parses a path id, answering 404 for anything that is not a UUID.
pub fn path_uuid(text: &str) -> ApiResult<Uuid> {
    Uuid::parse_str(text).map_err(|_| ApiError::not_found())
}
