//! Company authorization or registration (`/api/v3/registrations/app-tokens/`).

use reqwest::Method;

use crate::client::Client;
use crate::error::Result;
use crate::models::{RegistrationRequest, RegistrationResponse};

/// `client.registrations()`.
pub struct Registrations<'c> {
    client: &'c Client,
}

impl<'c> Registrations<'c> {
    pub(crate) fn new(client: &'c Client) -> Self {
        Self { client }
    }

    /// Ask for a registration address to send the user to (client-credentials token).
    pub async fn app_tokens(&self, request: &RegistrationRequest) -> Result<RegistrationResponse> {
        let url = self.client.url("/api/v3/registrations/app-tokens/")?;
        self.client.json(Method::POST, url, Some(request)).await
    }
}
