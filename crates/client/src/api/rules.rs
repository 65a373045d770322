//! Rules of a company: `/api/v3/companies/<company_id>/rules/[<rule_id>/]`.

use futures::Stream;
use reqwest::Method;
use uuid::Uuid;

use super::pages;
use crate::client::Client;
use crate::error::Result;
use crate::models::{NewEblRule, NewRule, Page, Rule, RulePatch};

/// `client.rules(company_id)`.
pub struct Rules<'c> {
    client: &'c Client,
    company_id: Uuid,
}

impl<'c> Rules<'c> {
    pub(crate) fn new(client: &'c Client, company_id: Uuid) -> Self {
        Self { client, company_id }
    }

    fn collection(&self) -> Result<url::Url> {
        self.client
            .url(&format!("/api/v3/companies/{}/rules/", self.company_id))
    }

    fn single(&self, rule_id: Uuid) -> Result<url::Url> {
        self.client.url(&format!(
            "/api/v3/companies/{}/rules/{rule_id}/",
            self.company_id
        ))
    }

    /// The first page of rules (a bare array is accepted too).
    pub async fn list(&self) -> Result<Page<Rule>> {
        let body = self
            .client
            .json_bytes::<()>(Method::GET, self.collection()?, None)
            .await?;
        Page::from_json(&body)
    }

    /// Every rule, following `next`.
    pub fn stream(&self) -> Result<impl Stream<Item = Result<Rule>> + Send + 'static> {
        Ok(pages::<Rule>(self.client.clone(), self.collection()?))
    }

    pub async fn get(&self, rule_id: Uuid) -> Result<Rule> {
        self.client
            .json::<(), _>(Method::GET, self.single(rule_id)?, None)
            .await
    }

    /// Create a rule (standard form, `actions`).
    pub async fn create(&self, rule: &NewRule) -> Result<Rule> {
        self.client
            .json(Method::POST, self.collection()?, Some(rule))
            .await
    }

    /// Create an eBL rule (`for_company_id` + `create_actions`).
    pub async fn create_for_ebl(&self, rule: &NewEblRule) -> Result<Rule> {
        self.client
            .json(Method::POST, self.collection()?, Some(rule))
            .await
    }

    /// Replace a rule.
    pub async fn put(&self, rule_id: Uuid, rule: &NewRule) -> Result<Rule> {
        self.client
            .json(Method::PUT, self.single(rule_id)?, Some(rule))
            .await
    }

    /// Change some fields of a rule (for example `enabled`).
    pub async fn patch(&self, rule_id: Uuid, patch: &RulePatch) -> Result<Rule> {
        self.client
            .json(Method::PATCH, self.single(rule_id)?, Some(patch))
            .await
    }

    pub async fn delete(&self, rule_id: Uuid) -> Result<()> {
        self.client
            .json_bytes::<()>(Method::DELETE, self.single(rule_id)?, None)
            .await?;
        Ok(())
    }
}
