//! Registration (being written).
use crate::error::ApiError;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
pub async fn app_tokens() -> Response {
    ApiError::new(StatusCode::NOT_IMPLEMENTED, "not yet").into_response()
}
pub async fn page() -> Response {
    ApiError::new(StatusCode::NOT_IMPLEMENTED, "not yet").into_response()
}
pub async fn complete() -> Response {
    ApiError::new(StatusCode::NOT_IMPLEMENTED, "not yet").into_response()
}
