//! Registering a new company as an integrator: a client-credentials token, `app-tokens`, the
//! returned `registration_url` in the system browser, and the user back through a one-shot
//! loopback `redirect_url` (tdx-client's [`Loopback`], as for the login) whose query
//! parameters are the result.

use std::time::Duration;
use tdx_i18n::tr;

use serde::{Deserialize, Serialize};
use tdx_client::auth::{BrowserOpener, OAuthClient, TokenHolder};
use tdx_client::loopback::{Awaited, Loopback, Page};
use tdx_client::models::RegistrationRequest;
use tdx_client::{CancellationToken, Client, LoginError};
use tdx_keys::Sensitive;
use ts_rs::TS;

use crate::context::Context;
use crate::error::{Error, Result};

/// How long the app waits for the browser to come back.
pub const WAIT: Duration = Duration::from_secs(600);
const PATH: &str = "/registered";

/// What the "Register a new company" form sends.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct RegistrationInput {
    pub name: String,
    /// Two-letter country code.
    pub country: String,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    /// The integrator's client-credentials client (required for a service profile).
    #[serde(default)]
    pub integrator_client_id: Option<String>,
    #[serde(default)]
    pub integrator_secret: Option<String>,
}

/// One query parameter the service sent the user back with.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct ReturnedParam {
    pub name: String,
    pub value: String,
}

/// The new company as the embedded sandbox now knows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct RegisteredCompany {
    pub id: String,
    pub name: String,
    pub country: String,
    pub inboxes: Vec<String>,
}

/// What came back from the browser.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct RegistrationResult {
    /// The company name that was asked for.
    pub company_name: String,
    /// `company_id` from the redirect, when the service sent one.
    pub company_id: Option<String>,
    /// Every query parameter of the redirect except our own `ref`.
    pub params: Vec<ReturnedParam>,
    /// Sandbox profile only: the company found in the sandbox world.
    pub company: Option<RegisteredCompany>,
}

/// Checks the form; the message names the field to fix.
pub fn validate(input: &RegistrationInput) -> Result<()> {
    if input.name.trim().is_empty() {
        return Err(Error::Invalid(tr!("err-input-registration-company-name")));
    }
    let country = input.country.trim();
    if country.len() != 2 || !country.chars().all(|c| c.is_ascii_alphabetic()) {
        return Err(Error::Invalid(tr!("err-input-registration-country")));
    }
    if !looks_like_email(input.email.trim()) {
        return Err(Error::Invalid(tr!("err-input-registration-email")));
    }
    Ok(())
}

fn looks_like_email(text: &str) -> bool {
    match text.split_once('@') {
        Some((local, domain)) => {
            !local.is_empty()
                && domain.contains('.')
                && !domain.starts_with('.')
                && !domain.ends_with('.')
                && !text.chars().any(|c| c.is_whitespace())
                && !domain.contains('@')
        }
        None => false,
    }
}

/// A page the service asks the app to open in the browser: only https, or http on this
/// machine (a local test service). Anything else (file:, javascript:, a custom scheme that
/// starts a program, plain http elsewhere) is refused and nothing is opened.
fn safe_to_open(text: &str) -> Result<url::Url> {
    let refused = || Error::Invalid(tr!("err-input-registration-page"));
    let url = url::Url::parse(text.trim()).map_err(|_| refused())?;
    let loopback = match url.host() {
        Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
        Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
        Some(url::Host::Domain(d)) => d.eq_ignore_ascii_case("localhost"),
        None => false,
    };
    match url.scheme() {
        "https" if url.host().is_some() => Ok(url),
        "http" if loopback => Ok(url),
        _ => Err(refused()),
    }
}

fn non_blank(value: &str) -> Option<String> {
    let value = value.trim();
    (!value.is_empty()).then(|| value.to_owned())
}

/// The integrator's client: from the form, or the sandbox's client-credentials client.
fn integrator(cx: &Context, input: &RegistrationInput) -> Result<OAuthClient> {
    let typed_id = input.integrator_client_id.as_deref().and_then(non_blank);
    let typed_secret = input.integrator_secret.as_deref().and_then(non_blank);
    let (id, secret) = match (typed_id, typed_secret, cx.embedded_integrator()) {
        (Some(id), Some(secret), _) => (id, secret),
        (None, None, Some((id, secret))) => (id.clone(), secret.expose().clone()),
        _ => {
            return Err(Error::Invalid(tr!("err-input-registration-client")));
        }
    };
    Ok(OAuthClient::new(
        &cx.profile().base_url,
        id,
        Some(Sensitive::new(secret)),
    )?)
}

/// Runs the whole registration; resolves when the browser comes back, on `cancel`, or
/// after [`WAIT`].
pub async fn register(
    cx: &Context,
    input: RegistrationInput,
    opener: &dyn BrowserOpener,
    cancel: CancellationToken,
) -> Result<RegistrationResult> {
    register_within(cx, input, opener, cancel, WAIT).await
}

/// [`register`] with a chosen wait.
pub async fn register_within(
    cx: &Context,
    input: RegistrationInput,
    opener: &dyn BrowserOpener,
    cancel: CancellationToken,
    wait: Duration,
) -> Result<RegistrationResult> {
    validate(&input)?;
    let oauth = integrator(cx, &input)?;
    let loopback = Loopback::bind().await.map_err(tdx_client::Error::Login)?;
    let reference = uuid::Uuid::new_v4().simple().to_string();
    let redirect_url = format!("{}?ref={reference}", loopback.url(PATH));

    let holder = TokenHolder::client_credentials(oauth, vec!["read".into(), "write".into()]);
    let client = Client::builder(&cx.profile().base_url)
        .token_holder(holder)
        .build()?;
    let name = input.name.trim().to_owned();
    let answer = client
        .registrations()
        .app_tokens(&RegistrationRequest {
            name: Some(name.clone()),
            country: Some(input.country.trim().to_ascii_uppercase()),
            user_first_name: non_blank(&input.first_name),
            user_last_name: non_blank(&input.last_name),
            user_email: Some(input.email.trim().to_owned()),
            redirect_url: Some(redirect_url),
        })
        .await?;
    let page = safe_to_open(&answer.registration_url)?;
    opener.open(page.as_str()).map_err(Error::Browser)?;

    let params = tokio::select! {
        _ = cancel.cancelled() => return Err(tdx_client::Error::Cancelled.into()),
        _ = tokio::time::sleep(wait) => {
            return Err(tdx_client::Error::Login(LoginError::TimedOut).into())
        }
        params = wait_for_redirect(&loopback, &reference) => params,
    };
    let company_id = params
        .iter()
        .find(|p| p.name == "company_id")
        .map(|p| p.value.clone());
    // What the service's redirect says about the new company, with what the form sent.
    let inboxes: Vec<String> = params
        .iter()
        .filter(|p| p.name == "inbox_id")
        .map(|p| p.value.clone())
        .collect();
    let company = company_id.as_ref().map(|id| RegisteredCompany {
        id: id.clone(),
        name: name.clone(),
        country: input.country.trim().to_ascii_uppercase(),
        inboxes,
    });
    Ok(RegistrationResult {
        company_name: name,
        company_id,
        params,
        company,
    })
}

/// Waits for a GET of `PATH` that carries our `ref` (others are answered with an error page
/// and the wait goes on); its other query parameters.
async fn wait_for_redirect(loopback: &Loopback, reference: &str) -> Vec<ReturnedParam> {
    let stranger = tr!("desk-registration-page-stranger");
    let awaited = Awaited {
        path: PATH,
        key: "ref",
        value: reference,
        stranger: &stranger,
    };
    loopback
        .wait(awaited, |params| {
            let page = Page::Done(tr!("desk-registration-page-done"));
            let params = params
                .into_iter()
                .filter(|(k, _)| k != "ref")
                .map(|(name, value)| ReturnedParam { name, value })
                .collect();
            (page, params)
        })
        .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_https_or_loopback_http_pages_are_opened() {
        for ok in [
            "https://tdx.example.com/register/abc/",
            "http://127.0.0.1:8080/register/abc/",
            "http://127.3.2.1/register/",
            "http://[::1]:9000/register/",
            "http://localhost:1234/r",
        ] {
            assert!(safe_to_open(ok).is_ok(), "{ok}");
        }
        for bad in [
            "http://tdx.example.com/register/",
            "file:///home/user/.ssh/id_ed25519",
            "javascript:alert(1)",
            "ms-settings:privacy",
            "ssh://evil.example/",
            "http://127.0.0.1.evil.example/",
            "not a url",
        ] {
            let err = safe_to_open(bad).unwrap_err();
            assert_eq!(err.code(), "input.invalid", "{bad}");
        }
    }

    fn input() -> RegistrationInput {
        RegistrationInput {
            name: "Delta Lines".into(),
            country: "dk".into(),
            first_name: "Ida".into(),
            last_name: "Holm".into(),
            email: "ida@delta.example".into(),
            ..Default::default()
        }
    }

    #[test]
    fn the_form_is_checked_field_by_field() {
        assert!(validate(&input()).is_ok());
        for (bad, word) in [
            (
                RegistrationInput {
                    name: " ".into(),
                    ..input()
                },
                "company name",
            ),
            (
                RegistrationInput {
                    country: "DNK".into(),
                    ..input()
                },
                "two letters",
            ),
            (
                RegistrationInput {
                    country: "D1".into(),
                    ..input()
                },
                "two letters",
            ),
            (
                RegistrationInput {
                    email: "ida@".into(),
                    ..input()
                },
                "e-mail",
            ),
            (
                RegistrationInput {
                    email: "ida delta.example".into(),
                    ..input()
                },
                "e-mail",
            ),
        ] {
            let err = validate(&bad).expect_err("invalid input");
            assert_eq!(err.code(), "input.invalid");
            assert!(err.to_string().contains(word), "{err}");
        }
    }

    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    use tokio::net::TcpStream;

    async fn knock(port: u16, request: &[u8]) -> String {
        let mut stream = TcpStream::connect(("127.0.0.1", port)).await.unwrap();
        stream.write_all(request).await.unwrap();
        let mut answer = String::new();
        stream.read_to_string(&mut answer).await.unwrap();
        answer
    }

    #[tokio::test]
    async fn the_browser_page_is_in_the_users_language() {
        tdx_i18n::set_language(tdx_i18n::Lang::Ar);
        let loopback = Loopback::bind().await.unwrap();
        let port = loopback.port();
        let waiting = tokio::spawn(async move { wait_for_redirect(&loopback, "abc").await });
        let wrong_ref = knock(port, b"GET /registered?ref=xyz HTTP/1.1\r\n\r\n").await;
        assert!(wrong_ref.contains("لا يخص التسجيل الجاري"), "{wrong_ref}");
        let good = knock(port, b"GET /registered?ref=abc HTTP/1.1\r\n\r\n").await;
        assert!(good.contains("<p dir=\"auto\">اكتمل التسجيل"), "{good}");
        assert!(!good.contains("Registration"), "{good}");
        waiting.await.unwrap();
        tdx_i18n::set_language(tdx_i18n::Lang::En);
    }

    #[tokio::test]
    async fn the_loopback_takes_only_a_get_of_its_path_with_our_ref() {
        let loopback = Loopback::bind().await.unwrap();
        let port = loopback.port();
        let waiting = tokio::spawn(async move { wait_for_redirect(&loopback, "abc").await });

        let wrong_ref = knock(
            port,
            b"GET /registered?ref=xyz&company_id=1 HTTP/1.1\r\n\r\n",
        )
        .await;
        assert!(wrong_ref.starts_with("HTTP/1.1 400"), "{wrong_ref}");
        let other_path = knock(port, b"GET /favicon.ico HTTP/1.1\r\n\r\n").await;
        assert!(other_path.starts_with("HTTP/1.1 404"), "{other_path}");
        let post = knock(port, b"POST /registered?ref=abc HTTP/1.1\r\n\r\n").await;
        assert!(post.starts_with("HTTP/1.1 405"), "{post}");
        let mut huge = b"GET /registered?ref=abc HTTP/1.1\r\nX-Pad: ".to_vec();
        huge.extend(std::iter::repeat_n(b'a', 20 * 1024));
        let huge = knock(port, &huge).await;
        assert!(huge.starts_with("HTTP/1.1 431"), "{huge}");
        assert!(!waiting.is_finished());

        let good = knock(
            port,
            b"GET /registered?ref=abc&company_id=42&x=a%20b HTTP/1.1\r\n\r\n",
        )
        .await;
        assert!(good.starts_with("HTTP/1.1 200"), "{good}");
        assert!(good.contains("Registration complete"));
        let params = waiting.await.unwrap();
        assert_eq!(
            params,
            vec![
                ReturnedParam {
                    name: "company_id".into(),
                    value: "42".into()
                },
                ReturnedParam {
                    name: "x".into(),
                    value: "a b".into()
                },
            ]
        );
    }

    /// The shared loopback serves connections side by side: a browser's idle pre-connection
    /// does not hold up the return (a one-at-a-time listener kept it waiting 10 s).
    #[tokio::test]
    async fn an_idle_connection_does_not_hold_up_the_return() {
        let loopback = Loopback::bind().await.unwrap();
        let port = loopback.port();
        let waiting = tokio::spawn(async move { wait_for_redirect(&loopback, "abc").await });
        let _idle = TcpStream::connect(("127.0.0.1", port)).await.unwrap();
        let good = tokio::time::timeout(
            Duration::from_secs(5),
            knock(
                port,
                b"GET /registered?ref=abc&company_id=7 HTTP/1.1\r\n\r\n",
            ),
        )
        .await
        .expect("answered while the idle connection is open");
        assert!(good.starts_with("HTTP/1.1 200"), "{good}");
        let params = waiting.await.unwrap();
        assert_eq!(params.len(), 1);
        assert_eq!(params[0].value, "7");
    }
}
