//! Envelope endpoints (being written).
use crate::error::ApiError;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
pub async fn create_aci() -> Response {
    ApiError::new(StatusCode::NOT_IMPLEMENTED, "not yet").into_response()
}
pub async fn create_standard() -> Response {
    ApiError::new(StatusCode::NOT_IMPLEMENTED, "not yet").into_response()
}
pub async fn send() -> Response {
    ApiError::new(StatusCode::NOT_IMPLEMENTED, "not yet").into_response()
}
