//! A stand-in for the system browser that signs in like a person would: it loads the
//! authorization page, fills the login form (`email`, `password`), presses a button of the
//! consent form (`allow` or `deny`) and follows the redirect to the loopback listener.
//!
//! Forms are read generically — every `input` with a name, plus the pressed button — so the
//! same code works for any page shaped like the sandbox's. Used by this crate's tests and the
//! app's end-to-end tests.

use std::sync::Arc;

use url::Url;

use crate::auth::BrowserOpener;

/// Which consent button to press.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Consent {
    Allow,
    Deny,
}

/// Where the browser ended: the loopback page's status and text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Visit {
    pub status: u16,
    pub body: String,
}

/// A form as found in a page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Form {
    pub action: String,
    pub method: String,
    /// Named inputs in document order (buttons excluded).
    pub fields: Vec<(String, String)>,
    /// Named submit buttons: (name, value).
    pub buttons: Vec<(String, String)>,
}

impl Form {
    fn set(&mut self, name: &str, value: &str) {
        match self.fields.iter_mut().find(|(n, _)| n == name) {
            Some(field) => field.1 = value.to_owned(),
            None => self.fields.push((name.to_owned(), value.to_owned())),
        }
    }
}

type Rewrite = Arc<dyn Fn(Url) -> Url + Send + Sync>;

/// A [`BrowserOpener`] that fills the sandbox's login and consent forms.
#[derive(Clone)]
pub struct FormFillingBrowser {
    email: String,
    password: String,
    consent: Consent,
    rewrite_redirect: Option<Rewrite>,
    /// How the last visit ended, once it has (a watcher wakes when it does).
    outcome: Arc<tokio::sync::watch::Sender<Option<Result<Visit, String>>>>,
}

impl FormFillingBrowser {
    pub fn new(email: impl Into<String>, password: impl Into<String>) -> Self {
        Self {
            email: email.into(),
            password: password.into(),
            consent: Consent::Allow,
            rewrite_redirect: None,
            outcome: Arc::new(tokio::sync::watch::Sender::new(None)),
        }
    }

    pub fn consent(mut self, consent: Consent) -> Self {
        self.consent = consent;
        self
    }

    /// Change the final redirect before following it (to play a forged or broken callback).
    pub fn rewrite_redirect(mut self, f: impl Fn(Url) -> Url + Send + Sync + 'static) -> Self {
        self.rewrite_redirect = Some(Arc::new(f));
        self
    }

    /// How the last visit ended, once it has.
    pub fn outcome(&self) -> Option<Result<Visit, String>> {
        self.outcome.borrow().clone()
    }

    /// How the last visit ended: waits until one has (a test awaits this instead of polling).
    pub async fn visited(&self) -> Result<Visit, String> {
        let mut outcome = self.outcome.subscribe();
        outcome
            .wait_for(Option::is_some)
            .await
            .ok()
            .and_then(|o| o.clone())
            .unwrap_or_else(|| Err("the browser went away".into()))
    }

    /// Do the whole visit now (what `open` does in the background).
    pub async fn visit(&self, url: &str) -> Result<Visit, String> {
        let http = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .timeout(std::time::Duration::from_secs(30))
            .build()
            .map_err(|e| e.to_string())?;
        let start = Url::parse(url).map_err(|e| format!("bad address {url}: {e}"))?;

        let (page_url, html) = get_page(&http, start).await?;
        let mut login = find_form(&html).ok_or("the login page has no form")?;
        login.set("email", &self.email);
        login.set("password", &self.password);
        let resp = submit(&http, &page_url, &login, None).await?;
        let consent_url = resp.url().clone();
        let status = resp.status();
        let html = resp.text().await.map_err(|e| e.to_string())?;
        if !status.is_success() {
            return Err(format!("login answered {status}: {}", text_of(&html)));
        }
        let consent = find_form(&html)
            .filter(|f| !f.buttons.is_empty())
            .ok_or_else(|| format!("no consent form after login: {}", text_of(&html)))?;
        let wanted = match self.consent {
            Consent::Allow => "allow",
            Consent::Deny => "deny",
        };
        let button = consent
            .buttons
            .iter()
            .find(|(n, _)| n == wanted)
            .cloned()
            .ok_or_else(|| format!("the consent form has no `{wanted}` button"))?;
        let resp = submit(&http, &consent_url, &consent, Some(button)).await?;
        if !resp.status().is_redirection() {
            let status = resp.status();
            let text = resp.text().await.unwrap_or_default();
            return Err(format!("consent answered {status}: {}", text_of(&text)));
        }
        let location = resp
            .headers()
            .get(reqwest::header::LOCATION)
            .and_then(|v| v.to_str().ok())
            .ok_or("the consent answer has no Location")?;
        let mut target = consent_url
            .join(location)
            .map_err(|e| format!("bad redirect {location}: {e}"))?;
        if let Some(f) = &self.rewrite_redirect {
            target = f(target);
        }
        let resp = http
            .get(target)
            .send()
            .await
            .map_err(|e| format!("the redirect target did not answer: {e}"))?;
        let status = resp.status().as_u16();
        let body = resp.text().await.map_err(|e| e.to_string())?;
        Ok(Visit {
            status,
            body: text_of(&body),
        })
    }
}

impl BrowserOpener for FormFillingBrowser {
    fn open(&self, url: &str) -> Result<(), String> {
        let handle = tokio::runtime::Handle::try_current()
            .map_err(|_| "no async runtime to browse with".to_string())?;
        let me = self.clone();
        let url = url.to_owned();
        handle.spawn(async move {
            let result = me.visit(&url).await;
            if let Err(e) = &result {
                tracing::warn!("test browser: {e}");
            }
            me.outcome.send_replace(Some(result));
        });
        Ok(())
    }
}

async fn get_page(http: &reqwest::Client, url: Url) -> Result<(Url, String), String> {
    let resp = http
        .get(url.clone())
        .send()
        .await
        .map_err(|e| format!("cannot load {url}: {e}"))?;
    let status = resp.status();
    let final_url = resp.url().clone();
    let html = resp.text().await.map_err(|e| e.to_string())?;
    if !status.is_success() {
        return Err(format!("{url} answered {status}: {}", text_of(&html)));
    }
    Ok((final_url, html))
}

async fn submit(
    http: &reqwest::Client,
    page: &Url,
    form: &Form,
    button: Option<(String, String)>,
) -> Result<reqwest::Response, String> {
    let action = if form.action.is_empty() {
        page.clone()
    } else {
        page.join(&form.action)
            .map_err(|e| format!("bad form action {}: {e}", form.action))?
    };
    let mut fields = form.fields.clone();
    fields.extend(button);
    let rb = if form.method.eq_ignore_ascii_case("get") {
        http.get(action).query(&fields)
    } else {
        http.post(action).form(&fields)
    };
    rb.send()
        .await
        .map_err(|e| format!("form submission failed: {e}"))
}

/// The first form of a page with its named inputs and submit buttons.
pub fn find_form(html: &str) -> Option<Form> {
    let mut form: Option<Form> = None;
    for tag in Tags::new(html) {
        match (tag.name.as_str(), form.as_mut()) {
            ("form", None) => {
                form = Some(Form {
                    action: tag.attr("action").unwrap_or_default(),
                    method: tag.attr("method").unwrap_or_else(|| "get".into()),
                    fields: Vec::new(),
                    buttons: Vec::new(),
                });
            }
            ("/form", Some(_)) => break,
            ("input", Some(f)) => {
                let Some(name) = tag.attr("name") else {
                    continue;
                };
                let kind = tag.attr("type").unwrap_or_else(|| "text".into());
                let value = tag.attr("value").unwrap_or_default();
                match kind.to_ascii_lowercase().as_str() {
                    "submit" => f.buttons.push((name, value)),
                    "checkbox" | "radio" if !tag.has("checked") => {}
                    _ => f.fields.push((name, value)),
                }
            }
            ("button", Some(f)) => {
                let kind = tag.attr("type").unwrap_or_else(|| "submit".into());
                if let (Some(name), true) = (tag.attr("name"), kind.eq_ignore_ascii_case("submit"))
                {
                    f.buttons
                        .push((name, tag.attr("value").unwrap_or_default()));
                }
            }
            _ => {}
        }
    }
    form
}

/// The visible text of a page, roughly (tags dropped, spaces collapsed).
pub fn text_of(html: &str) -> String {
    let mut out = String::new();
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => {
                in_tag = false;
                out.push(' ');
            }
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    decode_entities(&out.split_whitespace().collect::<Vec<_>>().join(" "))
}

struct Tag {
    name: String,
    attrs: Vec<(String, Option<String>)>,
}

impl Tag {
    fn attr(&self, name: &str) -> Option<String> {
        self.attrs
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone().unwrap_or_default())
    }

    fn has(&self, name: &str) -> bool {
        self.attrs.iter().any(|(n, _)| n == name)
    }
}

/// Start and end tags of an HTML text, attribute values unquoted and entity-decoded.
struct Tags<'a> {
    rest: &'a str,
}

impl<'a> Tags<'a> {
    fn new(html: &'a str) -> Self {
        Self { rest: html }
    }
}

impl Iterator for Tags<'_> {
    type Item = Tag;

    fn next(&mut self) -> Option<Tag> {
        loop {
            let start = self.rest.find('<')?;
            self.rest = &self.rest[start + 1..];
            if let Some(after) = self.rest.strip_prefix("!--") {
                let end = after.find("-->").map(|e| e + 3).unwrap_or(after.len());
                self.rest = &after[end..];
                continue;
            }
            let name_len = self
                .rest
                .find(|c: char| c.is_whitespace() || c == '>')
                .unwrap_or(self.rest.len());
            let name = self.rest[..name_len]
                .trim_end_matches('/')
                .to_ascii_lowercase();
            self.rest = &self.rest[name_len..];
            let mut attrs = Vec::new();
            loop {
                self.rest = self.rest.trim_start();
                if self.rest.is_empty() {
                    break;
                }
                if let Some(r) = self.rest.strip_prefix('>') {
                    self.rest = r;
                    break;
                }
                if let Some(r) = self.rest.strip_prefix('/') {
                    self.rest = r;
                    continue;
                }
                let n_end = self
                    .rest
                    .find(|c: char| c.is_whitespace() || c == '=' || c == '>' || c == '/')
                    .unwrap_or(self.rest.len())
                    .max(1);
                let attr = self.rest[..n_end].to_ascii_lowercase();
                self.rest = self.rest[n_end..].trim_start();
                let value = if let Some(r) = self.rest.strip_prefix('=') {
                    let r = r.trim_start();
                    let (v, rest) = match r.chars().next() {
                        Some(q @ ('"' | '\'')) => {
                            let body = &r[1..];
                            let end = body.find(q).unwrap_or(body.len());
                            (&body[..end], body.get(end + 1..).unwrap_or(""))
                        }
                        _ => {
                            let end = r
                                .find(|c: char| c.is_whitespace() || c == '>')
                                .unwrap_or(r.len());
                            (&r[..end], &r[end..])
                        }
                    };
                    self.rest = rest;
                    Some(decode_entities(v))
                } else {
                    None
                };
                attrs.push((attr, value));
            }
            if !name.is_empty() {
                return Some(Tag { name, attrs });
            }
        }
    }
}

fn decode_entities(s: &str) -> String {
    s.replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&#x27;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&nbsp;", " ")
        .replace("&amp;", "&")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_form_is_read_with_hidden_inputs_and_buttons() {
        let html = r#"<!doctype html><html><body>
            <!-- <form action="/nope"> -->
            <h1>Sign in</h1>
            <form method="post" action="/login?x=1&amp;y=2">
              <input type="hidden" name="client_id" value="app">
              <input type=hidden name='state' value='a&quot;b'>
              <input type="hidden" name="redirect_uri" value="http://127.0.0.1:5/cb"/>
              <label>E-mail <input type="email" name="email" required></label>
              <input type="password" name="password">
              <input type="checkbox" name="remember">
              <button type="submit" name="allow" value="allow">Allow</button>
              <button name="deny" value="deny">Deny</button>
              <button type="button" name="help">?</button>
            </form>
            <form action="/other"><input name="z" value="1"></form>
            </body></html>"#;
        let mut form = find_form(html).expect("a form");
        assert_eq!(form.action, "/login?x=1&y=2");
        assert_eq!(form.method, "post");
        assert_eq!(
            form.fields,
            vec![
                ("client_id".to_string(), "app".to_string()),
                ("state".to_string(), "a\"b".to_string()),
                (
                    "redirect_uri".to_string(),
                    "http://127.0.0.1:5/cb".to_string()
                ),
                ("email".to_string(), String::new()),
                ("password".to_string(), String::new()),
            ]
        );
        assert_eq!(
            form.buttons,
            vec![
                ("allow".to_string(), "allow".to_string()),
                ("deny".to_string(), "deny".to_string())
            ]
        );
        form.set("email", "a@b.example");
        assert_eq!(form.fields[3].1, "a@b.example");
    }

    #[test]
    fn pages_without_forms_and_broken_markup_do_not_panic() {
        assert_eq!(find_form("<p>no form</p>"), None);
        assert_eq!(
            find_form("<form"),
            Some(Form {
                action: String::new(),
                method: "get".into(),
                fields: vec![],
                buttons: vec![],
            })
        );
        for html in [
            "<",
            "<<>>",
            "<input name=",
            "<form><input name='x",
            "<!--",
            "<a b=\"",
            "é<ü>",
        ] {
            let _ = find_form(html);
            let _ = text_of(html);
        }
        assert_eq!(
            text_of("<p>Wrong   e-mail &amp; password</p>"),
            "Wrong e-mail & password"
        );
    }
}
