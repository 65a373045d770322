//! Registering a company through the desk against the real sandbox over HTTP, with a
//! browser stand-in that fills the sandbox's registration page and follows the redirect
//! back to the desk's loopback listener.

#![allow(clippy::unwrap_used)]

mod common;

use std::sync::{Arc, Mutex};
use std::time::Duration;

use tdx_client::CancellationToken;
use tdx_client::auth::BrowserOpener;
use tdx_client::login_browser::{find_form, text_of};
use tdx_desk::company_registration::{register, register_within};
use tdx_desk::session;
use tdx_desk::{Context, EblCache, SandboxOptions};

/// The loopback page's status and text, or why the visit failed.
type Outcome = Result<(u16, String), String>;

/// Opens the registration page, sets a password, submits, and follows the redirect.
#[derive(Clone, Default)]
struct RegisteringBrowser {
    /// The visit in progress, joined by `outcome` (the desk's registration can return as soon
    /// as the redirect reaches its listener, before the visit has read the page it got back).
    visit: Arc<Mutex<Option<tokio::task::JoinHandle<Outcome>>>>,
}

impl RegisteringBrowser {
    async fn visit(url: String) -> Outcome {
        let http = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .map_err(|e| e.to_string())?;
        let page = http.get(&url).send().await.map_err(|e| e.to_string())?;
        let page_url = page.url().clone();
        let html = page.text().await.map_err(|e| e.to_string())?;
        let form = find_form(&html).ok_or("the registration page has no form")?;
        let mut fields = form.fields.clone();
        for field in fields.iter_mut() {
            if field.0 == "password" {
                field.1 = "a long enough password".into();
            }
        }
        let action = page_url.join(&form.action).map_err(|e| e.to_string())?;
        let resp = http
            .post(action)
            .form(&fields)
            .send()
            .await
            .map_err(|e| e.to_string())?;
        if !resp.status().is_redirection() {
            let status = resp.status();
            return Err(format!(
                "registration answered {status}: {}",
                text_of(&resp.text().await.unwrap_or_default())
            ));
        }
        let location = resp
            .headers()
            .get(reqwest::header::LOCATION)
            .and_then(|v| v.to_str().ok())
            .ok_or("no Location")?
            .to_owned();
        let back = http
            .get(&location)
            .send()
            .await
            .map_err(|e| e.to_string())?;
        let status = back.status().as_u16();
        Ok((status, text_of(&back.text().await.unwrap_or_default())))
    }

    /// Waits for the visit to end and gives its outcome; `None` when no page was opened.
    async fn outcome(&self) -> Option<Outcome> {
        let visit = self.visit.lock().unwrap().take()?;
        Some(
            visit
                .await
                .unwrap_or_else(|e| Err(format!("the visit panicked: {e}"))),
        )
    }
}

impl BrowserOpener for RegisteringBrowser {
    fn open(&self, url: &str) -> Result<(), String> {
        let visit = tokio::spawn(Self::visit(url.to_owned()));
        *self.visit.lock().unwrap() = Some(visit);
        Ok(())
    }
}

/// A browser that is opened and never comes back.
#[derive(Clone, Default)]
struct NeverReturns {
    urls: Arc<Mutex<Vec<String>>>,
    /// How many times it was opened, for a test to wait on.
    opened: Arc<tokio::sync::watch::Sender<usize>>,
}

impl BrowserOpener for NeverReturns {
    fn open(&self, url: &str) -> Result<(), String> {
        self.urls.lock().unwrap().push(url.to_owned());
        self.opened.send_modify(|n| *n += 1);
        Ok(())
    }
}

async fn open_desk() -> Context {
    let options = SandboxOptions {
        profile_id: format!("test-registration-{}", uuid::Uuid::new_v4()),
        ..Default::default()
    };
    session::open_sandbox(
        options,
        Arc::new(RegisteringBrowser::default()),
        EblCache::in_memory(),
    )
    .await
    .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_company_registered_through_the_browser_exists_in_the_sandbox_world() {
    let desk = open_desk().await;
    let browser = RegisteringBrowser::default();
    let result = register(
        &desk,
        common::registration_input("ida@delta.example"),
        &browser,
        CancellationToken::new(),
    )
    .await
    .unwrap();

    assert_eq!(result.company_name, "Delta Lines");
    let company_id = result
        .company_id
        .clone()
        .expect("company_id in the redirect");
    assert!(result.params.iter().any(|p| p.name == "company_id"));
    assert!(result.params.iter().all(|p| p.name != "ref"));
    let company = result.company.clone().expect("the company in the world");
    assert_eq!(company.id, company_id);
    assert_eq!(company.name, "Delta Lines");
    assert_eq!(company.country, "DK");
    assert_eq!(company.inboxes.len(), 1);

    // The sandbox's own view over HTTP agrees.
    let base = desk.profile().base_url.trim_end_matches('/').to_owned();
    let admin = desk.sandbox().unwrap().admin_http();
    let world: serde_json::Value = admin
        .get(format!("{base}/_sandbox/world"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let companies = world["companies"].as_array().unwrap();
    assert!(
        companies
            .iter()
            .any(|c| c["id"] == company_id.as_str() && c["name"] == "Delta Lines")
    );
    let users = world["users"].as_array().unwrap();
    assert!(
        users
            .iter()
            .any(|u| u["email"] == "ida@delta.example" && u["company_id"] == company_id.as_str())
    );

    // The browser tab shows the completion page.
    let (status, text) = browser.outcome().await.unwrap().unwrap();
    assert_eq!(status, 200);
    assert!(text.contains("Registration complete"), "{text}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_is_refused_before_anything_is_opened() {
    let desk = open_desk().await;
    let browser = NeverReturns::default();
    let opened = browser.urls.clone();
    let mut bad = common::registration_input("someone@delta.example");
    bad.country = "Denmark".into();
    let err = register(&desk, bad, &browser, CancellationToken::new())
        .await
        .unwrap_err();
    assert_eq!(err.code(), "input.invalid");
    assert!(opened.lock().unwrap().is_empty());

    // An e-mail address the service already knows is a validation error from the service.
    let err = register(
        &desk,
        common::registration_input("consignee@nile.example"),
        &browser,
        CancellationToken::new(),
    )
    .await
    .unwrap_err();
    assert_eq!(err.code(), "http.validation", "{err}");
    assert!(opened.lock().unwrap().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cancel_and_timeout_end_the_wait() {
    let desk = open_desk().await;
    let browser = NeverReturns::default();
    let opened = browser.urls.clone();

    let cancel = CancellationToken::new();
    let canceller = cancel.clone();
    let mut watch = browser.opened.subscribe();
    let canceller_task = tokio::spawn(async move {
        // Cancel once the browser has been opened.
        watch.wait_for(|n| *n > 0).await.unwrap();
        canceller.cancel();
    });
    let err = register(
        &desk,
        common::registration_input("cancel@delta.example"),
        &browser,
        cancel,
    )
    .await
    .unwrap_err();
    canceller_task.await.unwrap();
    assert_eq!(err.code(), "cancelled");
    assert_eq!(opened.lock().unwrap().len(), 1);

    let err = register_within(
        &desk,
        common::registration_input("late@delta.example"),
        &browser,
        CancellationToken::new(),
        Duration::from_millis(300),
    )
    .await
    .unwrap_err();
    assert_eq!(err.code(), "auth.login_timeout");
}
