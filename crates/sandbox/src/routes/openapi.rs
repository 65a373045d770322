//! OpenAPI (being written).
use crate::error::ApiError;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
pub async fn document() -> Response {
    ApiError::new(StatusCode::NOT_IMPLEMENTED, "not yet").into_response()
}
