//! The user authorization redirect: `GET /` login form, `POST /login`, `POST /consent`.
//! Plain HTML with no cookies and no scripts.

use std::collections::HashMap;

use axum::body::Bytes;
use axum::extract::{RawQuery, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};

use super::oauth::{default_scopes, parse_scopes};
use crate::model::Client;
use crate::state::{AppState, AuthCode, ConsentTicket, Data, random_token};

const AUTH_PARAMS: &[&str] = &[
    "client_id",
    "redirect_uri",
    "response_type",
    "state",
    "code_challenge",
    "code_challenge_method",
    "scope",
];

/// Escapes text for HTML content and attribute values.
pub fn esc(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

/// A whole HTML page.
pub fn page(title: &str, body: &str) -> String {
    format!(
        "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>{} · Trade Document Exchange (sandbox)</title>\n<style>body{{font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}}label{{display:block;margin-top:1rem}}input{{width:100%;padding:.4rem}}button{{margin-top:1rem;margin-right:.5rem;padding:.5rem 1rem}}.error{{color:#a00}}</style>\n</head>\n<body>\n{}\n</body>\n</html>\n",
        esc(title),
        body
    )
}

pub fn error_page(status: StatusCode, title: &str, message: &str) -> Response {
    (
        status,
        Html(page(
            title,
            &format!(
                "<h1>{}</h1>\n<p class=\"error\">{}</p>",
                esc(title),
                esc(message)
            ),
        )),
    )
        .into_response()
}

fn parse_form(bytes: &[u8]) -> HashMap<String, String> {
    url::form_urlencoded::parse(bytes)
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect()
}

/// Whether `uri` is a loopback redirect URI (RFC 8252 §7.3: any port).
fn is_loopback_redirect(uri: &url::Url) -> bool {
    if uri.scheme() != "http" {
        return false;
    }
    match uri.host() {
        Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
        Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
        _ => false,
    }
}

fn redirect_allowed(client: &Client, uri: &str) -> bool {
    let Ok(parsed) = url::Url::parse(uri) else {
        return false;
    };
    if parsed.fragment().is_some() {
        return false;
    }
    let registered_loopback = client
        .redirect_uris
        .iter()
        .filter_map(|r| url::Url::parse(r).ok())
        .any(|r| is_loopback_redirect(&r));
    (registered_loopback && is_loopback_redirect(&parsed))
        || client.redirect_uris.iter().any(|r| r == uri)
}

/// A validated authorization request.
struct Authorization {
    client: Client,
    redirect_uri: String,
    state: Option<String>,
    code_challenge: Option<String>,
    scopes: Vec<String>,
}

enum Refusal {
    /// Shown to the user: the client or redirect URI cannot be trusted.
    Page(String),
    /// Sent back to the client's redirect URI (RFC 6749 §4.1.2.1).
    Redirect(String),
}

fn with_params(redirect_uri: &str, params: &[(&str, Option<&str>)]) -> String {
    match url::Url::parse(redirect_uri) {
        Ok(mut url) => {
            {
                let mut pairs = url.query_pairs_mut();
                for (key, value) in params {
                    if let Some(value) = value {
                        pairs.append_pair(key, value);
                    }
                }
            }
            url.to_string()
        }
        Err(_) => redirect_uri.to_owned(),
    }
}

fn check(data: &Data, params: &HashMap<String, String>) -> Result<Authorization, Refusal> {
    let client_id = params
        .get("client_id")
        .filter(|s| !s.is_empty())
        .ok_or_else(|| Refusal::Page("The request has no client_id.".into()))?;
    let client = data
        .client(client_id)
        .filter(|c| c.grants.iter().any(|g| g == "authorization_code"))
        .ok_or_else(|| Refusal::Page(format!("Unknown client '{client_id}'.")))?
        .clone();
    let redirect_uri = params
        .get("redirect_uri")
        .filter(|s| !s.is_empty())
        .ok_or_else(|| Refusal::Page("The request has no redirect_uri.".into()))?
        .clone();
    if !redirect_allowed(&client, &redirect_uri) {
        return Err(Refusal::Page(format!(
            "The redirect URI '{redirect_uri}' is not registered for this client."
        )));
    }
    let state = params.get("state").cloned();
    let refuse = |error: &str, description: &str| {
        Refusal::Redirect(with_params(
            &redirect_uri,
            &[
                ("error", Some(error)),
                ("error_description", Some(description)),
                ("state", state.as_deref()),
            ],
        ))
    };
    match params.get("response_type").map(String::as_str) {
        Some("code") => {}
        None => return Err(refuse("invalid_request", "Missing response_type.")),
        Some(_) => {
            return Err(refuse(
                "unsupported_response_type",
                "Only response_type=code is supported.",
            ));
        }
    }
    let code_challenge = params.get("code_challenge").cloned();
    if client.is_public() && code_challenge.is_none() {
        return Err(refuse(
            "invalid_request",
            "This client must use PKCE: code_challenge is required.",
        ));
    }
    if let Some(challenge) = &code_challenge {
        match params.get("code_challenge_method").map(String::as_str) {
            Some("S256") => {}
            _ => {
                return Err(refuse(
                    "invalid_request",
                    "Only code_challenge_method=S256 is supported.",
                ));
            }
        }
        let valid = (43..=128).contains(&challenge.len())
            && challenge
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
        if !valid {
            return Err(refuse("invalid_request", "Malformed code_challenge."));
        }
    }
    let scopes = match parse_scopes(params.get("scope").map(String::as_str)) {
        Ok(scopes) => scopes.unwrap_or_else(default_scopes),
        Err(e) => return Err(refuse("invalid_scope", &e)),
    };
    Ok(Authorization {
        client,
        redirect_uri,
        state,
        code_challenge,
        scopes,
    })
}

fn redirect(location: &str) -> Response {
    let mut response = StatusCode::FOUND.into_response();
    if let Ok(value) = HeaderValue::from_str(location) {
        response.headers_mut().insert(header::LOCATION, value);
    }
    response
}

fn refusal_response(refusal: Refusal) -> Response {
    match refusal {
        Refusal::Page(message) => error_page(
            StatusCode::BAD_REQUEST,
            "Authorization request refused",
            &message,
        ),
        Refusal::Redirect(location) => redirect(&location),
    }
}

fn login_form(params: &HashMap<String, String>, email: &str, error: Option<&str>) -> String {
    let mut body = String::from("<h1>Sign in</h1>\n");
    if let Some(client) = params.get("client_id") {
        body.push_str(&format!(
            "<p>The application <strong>{}</strong> asks to access your account.</p>\n",
            esc(client)
        ));
    }
    if let Some(error) = error {
        body.push_str(&format!(
            "<p class=\"error\" role=\"alert\">{}</p>\n",
            esc(error)
        ));
    }
    body.push_str("<form method=\"post\" action=\"/login\">\n");
    for name in AUTH_PARAMS {
        if let Some(value) = params.get(*name) {
            body.push_str(&format!(
                "<input type=\"hidden\" name=\"{name}\" value=\"{}\">\n",
                esc(value)
            ));
        }
    }
    body.push_str(&format!(
        "<label for=\"email\">E-mail</label>\n<input id=\"email\" name=\"email\" type=\"email\" autocomplete=\"username\" value=\"{}\">\n<label for=\"password\">Password</label>\n<input id=\"password\" name=\"password\" type=\"password\" autocomplete=\"current-password\">\n<button type=\"submit\">Sign in</button>\n</form>",
        esc(email)
    ));
    page("Sign in", &body)
}

#[utoipa::path(
    get,
    path = "/",
    summary = "User authorization: the login form",
    security(()),
    params(
        ("client_id" = String, Query),
        ("redirect_uri" = String, Query),
        ("response_type" = String, Query, pattern = "^code$"),
        ("state" = Option<String>, Query),
        ("code_challenge" = Option<String>, Query),
        ("code_challenge_method" = Option<String>, Query, pattern = "^S256$"),
        ("scope" = Option<String>, Query),
    ),
    responses(
        (status = 200, description = "Login form", body = String, content_type = "text/html"),
        (status = 302, description = "Error sent to the redirect URI"),
        (status = 400, description = "Untrusted client or redirect URI", body = String, content_type = "text/html"),
    )
)]
pub async fn authorize(State(state): State<AppState>, RawQuery(query): RawQuery) -> Response {
    let params = parse_form(query.unwrap_or_default().as_bytes());
    let data = state.data();
    match check(&data, &params) {
        Ok(_) => Html(login_form(&params, "", None)).into_response(),
        Err(refusal) => refusal_response(refusal),
    }
}

pub async fn login(State(state): State<AppState>, body: Bytes) -> Response {
    let form = parse_form(&body);
    let mut data = state.data();
    let authorization = match check(&data, &form) {
        Ok(a) => a,
        Err(refusal) => return refusal_response(refusal),
    };
    let email = form.get("email").map(|s| s.trim()).unwrap_or_default();
    let password = form.get("password").map(String::as_str).unwrap_or_default();
    let user = data
        .user(email)
        .filter(|u| !password.is_empty() && crate::crypto::ct_eq(&u.password, password))
        .cloned();
    let Some(user) = user else {
        return (
            StatusCode::UNAUTHORIZED,
            Html(login_form(
                &form,
                email,
                Some("Wrong e-mail address or password."),
            )),
        )
            .into_response();
    };
    let ticket = random_token();
    let company = data
        .company(user.company_id)
        .map(|c| c.name.clone())
        .unwrap_or_default();
    let scopes = authorization.scopes.join(" ");
    let client_id = authorization.client.client_id.clone();
    data.tickets.insert(
        ticket.clone(),
        ConsentTicket {
            client_id: client_id.clone(),
            redirect_uri: authorization.redirect_uri,
            state: authorization.state,
            code_challenge: authorization.code_challenge,
            user_email: user.email.clone(),
            scopes: authorization.scopes,
            expires_at: state.now_secs() + 600,
        },
    );
    let now = state.now_secs();
    data.tickets.retain(|_, t| t.expires_at > now);
    state.changed();
    let body = format!(
        "<h1>Allow access?</h1>\n<p>Signed in as <strong>{}</strong> ({}).</p>\n<p>The application <strong>{}</strong> asks for: <strong>{}</strong>.</p>\n<form method=\"post\" action=\"/consent\">\n<input type=\"hidden\" name=\"ticket\" value=\"{}\">\n<button type=\"submit\" name=\"allow\" value=\"allow\">Allow</button>\n<button type=\"submit\" name=\"deny\" value=\"deny\">Deny</button>\n</form>",
        esc(&user.email),
        esc(&company),
        esc(&client_id),
        esc(&scopes),
        esc(&ticket)
    );
    Html(page("Allow access", &body)).into_response()
}

pub async fn consent(State(state): State<AppState>, body: Bytes) -> Response {
    let form = parse_form(&body);
    let allow =
        form.contains_key("allow") || form.get("decision").map(String::as_str) == Some("allow");
    let deny =
        form.contains_key("deny") || form.get("decision").map(String::as_str) == Some("deny");
    if allow == deny {
        return error_page(
            StatusCode::BAD_REQUEST,
            "No decision",
            "Choose Allow or Deny.",
        );
    }
    let mut data = state.data();
    let ticket = form
        .get("ticket")
        .and_then(|t| data.tickets.remove(t))
        .filter(|t| t.expires_at > state.now_secs());
    let Some(ticket) = ticket else {
        return error_page(
            StatusCode::BAD_REQUEST,
            "Sign-in expired",
            "This sign-in is unknown, used or expired. Start again from the application.",
        );
    };
    state.changed();
    if deny {
        return redirect(&with_params(
            &ticket.redirect_uri,
            &[
                ("error", Some("access_denied")),
                ("error_description", Some("The user denied access.")),
                ("state", ticket.state.as_deref()),
            ],
        ));
    }
    let code = random_token();
    let now = state.now_secs();
    data.codes.retain(|_, c| c.expires_at > now);
    data.codes.insert(
        code.clone(),
        AuthCode {
            client_id: ticket.client_id,
            redirect_uri: ticket.redirect_uri.clone(),
            code_challenge: ticket.code_challenge,
            user_email: ticket.user_email,
            scopes: ticket.scopes,
            expires_at: now + 60,
        },
    );
    redirect(&with_params(
        &ticket.redirect_uri,
        &[("code", Some(&code)), ("state", ticket.state.as_deref())],
    ))
}
