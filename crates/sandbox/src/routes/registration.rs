//! Company registration: `POST /api/v3/registrations/app-tokens/` (client credentials) returns
//! a `registration_url`; that page asks for the rest, creates the company, its inbox and user,
//! and sends the user to `redirect_url` (keeping its own query parameters).

use std::collections::HashMap;

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use serde_json::{Value, json};
use uuid::Uuid;

use super::input::{base_url, is_email, is_http_url, json_object, opt_string};
use super::login::{error_page, esc, page as html_page};
use crate::auth::Caller;
use crate::crypto::{key_address, random_key};
use crate::error::{ApiError, ApiResult, FieldErrors};
use crate::model::{Company, User};
use crate::state::{AppState, Registration, random_token};

const LIFETIME_SECS: u64 = 3600;

fn valid_country(text: &str) -> Option<String> {
    (text.len() == 2 && text.chars().all(|c| c.is_ascii_alphabetic()))
        .then(|| text.to_ascii_uppercase())
}

#[utoipa::path(
    post,
    path = "/api/v3/registrations/app-tokens/",
    summary = "Company authorization or registration",
    security(("bearer" = [])),
    request_body(content = ref("#/components/schemas/RegistrationRequest"), content_type = "application/json"),
    responses(
        (status = 201, description = "Registration link", body = ref("#/components/schemas/RegistrationLink")),
        (status = 400, description = "Invalid input, by field", body = ref("#/components/schemas/Error")),
    )
)]
pub async fn app_tokens(
    State(state): State<AppState>,
    caller: Caller,
    headers: HeaderMap,
    body: Bytes,
) -> ApiResult<Response> {
    if caller.user.is_some() {
        return Err(ApiError::forbidden(
            "Registration needs the application's own token (client credentials grant).",
        ));
    }
    caller.require_write()?;
    let map = json_object(&body)?;
    let mut errors = FieldErrors::default();
    let name = opt_string(&map, "name", 255, &mut errors);
    let country = opt_string(&map, "country", 2, &mut errors);
    let first = opt_string(&map, "user_first_name", 150, &mut errors);
    let last = opt_string(&map, "user_last_name", 150, &mut errors);
    let email = opt_string(&map, "user_email", 254, &mut errors);
    let redirect_url = opt_string(&map, "redirect_url", 2000, &mut errors);
    let country = match country {
        Some(c) => match valid_country(&c) {
            Some(c) => Some(c),
            None => {
                errors.add("country", "Enter a two-letter country code.");
                None
            }
        },
        None => None,
    };
    if let Some(email) = &email
        && !is_email(email)
    {
        errors.add("user_email", "Enter a valid email address.");
    }
    if let Some(url) = &redirect_url
        && !is_http_url(url)
    {
        errors.add("redirect_url", "Enter a valid http(s) URL.");
    }
    // Fields sent with blank strings are treated as not pre-filled.
    for field in ["name", "user_first_name", "user_last_name"] {
        if let Some(Value::String(s)) = map.get(field)
            && s.trim().is_empty()
        {
            errors.0.remove(field);
        }
    }
    errors.check()?;
    if let Some(email) = &email
        && state.data().user(email).is_some()
    {
        return Err(ApiError::field(
            "user_email",
            "A user with this e-mail address already exists.",
        ));
    }
    let token = random_token();
    {
        let mut data = state.data();
        data.registrations.insert(
            token.clone(),
            Registration {
                client_id: caller.grant.client_id.clone(),
                name,
                country,
                user_first_name: first,
                user_last_name: last,
                user_email: email,
                redirect_url,
                expires_at: state.now_secs() + LIFETIME_SECS,
                completed: false,
            },
        );
    }
    state.changed();
    let url = format!("{}/register/{token}/", base_url(&state, &headers));
    Ok((
        StatusCode::CREATED,
        axum::Json(json!({"registration_url": url, "expires_in": LIFETIME_SECS})),
    )
        .into_response())
}

fn open_registration(state: &AppState, token: &str) -> Option<Registration> {
    state
        .data()
        .registrations
        .get(token)
        .filter(|r| !r.completed && r.expires_at > state.now_secs())
        .cloned()
}

fn form_page(token: &str, values: &HashMap<&str, String>, errors: &[String]) -> String {
    let mut body = String::from("<h1>Register your company</h1>\n");
    for error in errors {
        body.push_str(&format!(
            "<p class=\"error\" role=\"alert\">{}</p>\n",
            esc(error)
        ));
    }
    body.push_str(&format!(
        "<form method=\"post\" action=\"/register/{}/\">\n",
        esc(token)
    ));
    for (name, label, kind) in [
        ("name", "Company name", "text"),
        ("country", "Country (two letters)", "text"),
        ("user_first_name", "First name", "text"),
        ("user_last_name", "Last name", "text"),
        ("user_email", "E-mail", "email"),
    ] {
        body.push_str(&format!(
            "<label for=\"{name}\">{label}</label>\n<input id=\"{name}\" name=\"{name}\" type=\"{kind}\" value=\"{}\">\n",
            esc(values.get(name).map(String::as_str).unwrap_or_default())
        ));
    }
    body.push_str("<label for=\"password\">Password</label>\n<input id=\"password\" name=\"password\" type=\"password\" autocomplete=\"new-password\">\n<button type=\"submit\">Register</button>\n</form>");
    html_page("Register", &body)
}

async fn page_handler(state: &AppState, token: &str) -> Response {
    let Some(registration) = open_registration(state, token) else {
        return error_page(
            StatusCode::NOT_FOUND,
            "Registration not found",
            "This registration link is unknown, used or expired.",
        );
    };
    let values: HashMap<&str, String> = [
        ("name", registration.name),
        ("country", registration.country),
        ("user_first_name", registration.user_first_name),
        ("user_last_name", registration.user_last_name),
        ("user_email", registration.user_email),
    ]
    .into_iter()
    .map(|(k, v)| (k, v.unwrap_or_default()))
    .collect();
    Html(form_page(token, &values, &[])).into_response()
}

pub async fn page(State(state): State<AppState>, Path(token): Path<String>) -> Response {
    page_handler(&state, &token).await
}

pub async fn complete(
    State(state): State<AppState>,
    Path(token): Path<String>,
    body: Bytes,
) -> Response {
    let Some(registration) = open_registration(&state, &token) else {
        return error_page(
            StatusCode::NOT_FOUND,
            "Registration not found",
            "This registration link is unknown, used or expired.",
        );
    };
    let form: HashMap<String, String> = url::form_urlencoded::parse(&body)
        .map(|(k, v)| (k.into_owned(), v.trim().to_owned()))
        .collect();
    let get = |k: &str| form.get(k).cloned().unwrap_or_default();
    let mut errors = Vec::new();
    let name = get("name");
    if name.is_empty() || name.chars().count() > 255 {
        errors.push("Enter the company name (at most 255 characters).".to_owned());
    }
    let country = valid_country(&get("country"));
    if country.is_none() {
        errors.push("Enter a two-letter country code.".to_owned());
    }
    let email = get("user_email");
    if !is_email(&email) {
        errors.push("Enter a valid e-mail address.".to_owned());
    } else if state.data().user(&email).is_some() {
        errors.push("A user with this e-mail address already exists.".to_owned());
    }
    let password = form.get("password").cloned().unwrap_or_default();
    if password.chars().count() < 8 {
        errors.push("Choose a password of at least 8 characters.".to_owned());
    }
    if !errors.is_empty() {
        let values: HashMap<&str, String> = [
            "name",
            "country",
            "user_first_name",
            "user_last_name",
            "user_email",
        ]
        .into_iter()
        .map(|k| (k, get(k)))
        .collect();
        return (
            StatusCode::BAD_REQUEST,
            Html(form_page(&token, &values, &errors)),
        )
            .into_response();
    }
    let company_id = Uuid::new_v4();
    let inbox_id = Uuid::new_v4();
    let key = random_key();
    {
        let mut data = state.data();
        data.companies.push(Company {
            id: company_id,
            name: name.clone(),
            country: country.unwrap_or_default(),
            inboxes: vec![inbox_id],
        });
        data.users.push(User {
            email: email.clone(),
            password,
            company_id,
            eth_address: key_address(&key),
            private_key: format!("0x{}", hex::encode(key.to_bytes())),
        });
        data.client_companies
            .entry(registration.client_id.clone())
            .or_default()
            .push(company_id);
        if let Some(r) = data.registrations.get_mut(&token) {
            r.completed = true;
        }
    }
    state.changed();
    match registration
        .redirect_url
        .and_then(|u| url::Url::parse(&u).ok())
    {
        Some(mut url) => {
            url.query_pairs_mut()
                .append_pair("company_id", &company_id.to_string())
                .append_pair("inbox_id", &inbox_id.to_string());
            let mut response = StatusCode::FOUND.into_response();
            if let Ok(value) = HeaderValue::from_str(url.as_str()) {
                response.headers_mut().insert(header::LOCATION, value);
            }
            response
        }
        None => Html(html_page(
            "Registered",
            &format!(
                "<h1>Registered</h1>\n<p>{} is registered. You can close this window.</p>",
                esc(&name)
            ),
        ))
        .into_response(),
    }
}
