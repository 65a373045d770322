//! Where a request may go. [`ServiceOrigin`] is the service's address, bound to its origin
//! (scheme, host, port); [`ServicePath`] is a plain absolute path under it. Every request the
//! client sends is built from the two, or (a `next` link, a page address the caller kept) is
//! checked against the origin before a credential is attached: anything else is
//! [`Error::OriginMismatch`] and is never sent.

use std::fmt;

use url::Url;

use crate::error::{Error, Result};

/// Longest path accepted (a configured path, or one the client builds).
const MAX_PATH_LEN: usize = 1024;

/// Why a text is not a plain absolute path under the service's address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PathRefusal {
    /// Nothing given (or only `/`).
    Empty,
    /// Longer than the app accepts.
    TooLong,
    /// Does not start with `/`.
    NotAbsolute,
    /// Two slashes in a row: `//host` names another host.
    EmptySegment,
    /// A `.` or `..` segment.
    DotSegment,
    /// A backslash: a slash in an http address, so `/\/host` names another host.
    Backslash,
    /// A colon: `/http:host` names another scheme and host.
    Colon,
    /// A percent-encoded `/`, `\`, `.`, `%` or control character, or a malformed `%`.
    Encoded,
    /// Any other character a plain path does not have (query, fragment, space, non-ASCII).
    Character(char),
}

impl fmt::Display for PathRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PathRefusal::Empty => f.write_str("empty path"),
            PathRefusal::TooLong => write!(f, "longer than {MAX_PATH_LEN} characters"),
            PathRefusal::NotAbsolute => f.write_str("does not start with /"),
            PathRefusal::EmptySegment => f.write_str("contains //"),
            PathRefusal::DotSegment => f.write_str("contains a . or .. segment"),
            PathRefusal::Backslash => f.write_str("contains a backslash"),
            PathRefusal::Colon => f.write_str("contains a colon"),
            PathRefusal::Encoded => {
                f.write_str("contains a percent-encoded separator or a malformed escape")
            }
            PathRefusal::Character(c) => write!(f, "contains {c:?}"),
        }
    }
}

/// A plain absolute path (`/a/b/`, segments of letters, digits and `-._~!$&'()*+,;=@`, or
/// harmless percent escapes), to be put under the service's base address. It can name nothing
/// but a place under that address: no scheme, host, dot segment, or encoded separator.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ServicePath(String);

impl ServicePath {
    /// Parses `text` as given (no trimming: the caller trims what a person typed).
    pub fn parse(text: &str) -> std::result::Result<Self, PathRefusal> {
        if text.is_empty() || text == "/" {
            return Err(PathRefusal::Empty);
        }
        if text.len() > MAX_PATH_LEN {
            return Err(PathRefusal::TooLong);
        }
        let Some(rest) = text.strip_prefix('/') else {
            return Err(PathRefusal::NotAbsolute);
        };
        let segments: Vec<&str> = rest.split('/').collect();
        let last = segments.len() - 1;
        for (i, segment) in segments.iter().enumerate() {
            if segment.is_empty() && i != last {
                return Err(PathRefusal::EmptySegment);
            }
            if *segment == "." || *segment == ".." {
                return Err(PathRefusal::DotSegment);
            }
            check_segment(segment)?;
        }
        Ok(ServicePath(text.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for ServicePath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

fn check_segment(segment: &str) -> std::result::Result<(), PathRefusal> {
    let bytes = segment.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        match b {
            b'\\' => return Err(PathRefusal::Backslash),
            b':' => return Err(PathRefusal::Colon),
            b'%' => {
                let decoded = bytes
                    .get(i + 1..i + 3)
                    .and_then(|hex| std::str::from_utf8(hex).ok())
                    .and_then(|hex| u8::from_str_radix(hex, 16).ok())
                    .ok_or(PathRefusal::Encoded)?;
                if matches!(decoded, b'/' | b'\\' | b'.' | b'%' | b':')
                    || decoded < 0x20
                    || decoded == 0x7f
                {
                    return Err(PathRefusal::Encoded);
                }
                i += 3;
                continue;
            }
            b if b.is_ascii_alphanumeric() => {}
            b'-' | b'.' | b'_' | b'~' | b'!' | b'$' | b'&' | b'\'' | b'(' | b')' | b'*' | b'+'
            | b',' | b';' | b'=' | b'@' => {}
            _ => {
                let c = segment[i..].chars().next().unwrap_or('\u{fffd}');
                return Err(PathRefusal::Character(c));
            }
        }
        i += 1;
    }
    Ok(())
}

/// The service's base address, bound to its origin: the only maker of the addresses the
/// client sends requests to, and the check of any other address before it is used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ServiceOrigin {
    /// Always http(s), without user info, query or fragment; its path ends with `/`.
    base: Url,
}

impl ServiceOrigin {
    /// Parses a base address (its path gains a trailing `/`, a query or fragment is dropped).
    pub fn parse(text: &str) -> Result<Self> {
        let mut url = Url::parse(text.trim())
            .map_err(|e| Error::InvalidInput(format!("invalid service address `{text}`: {e}")))?;
        if !matches!(url.scheme(), "http" | "https") || url.cannot_be_a_base() {
            return Err(Error::InvalidInput(format!(
                "invalid service address `{text}`: not an http(s) address"
            )));
        }
        if url.host_str().is_none_or(str::is_empty) {
            return Err(Error::InvalidInput(format!(
                "invalid service address `{text}`: no host"
            )));
        }
        if !url.username().is_empty() || url.password().is_some() {
            return Err(Error::InvalidInput(format!(
                "invalid service address `{text}`: carries a user name or password"
            )));
        }
        if !url.path().ends_with('/') {
            let path = format!("{}/", url.path());
            url.set_path(&path);
        }
        url.set_query(None);
        url.set_fragment(None);
        Ok(ServiceOrigin { base: url })
    }

    /// The base address (its path ends with `/`).
    pub fn base(&self) -> &Url {
        &self.base
    }

    /// `path` under the base address: `https://host/svc/` and `/api/x/` give
    /// `https://host/svc/api/x/`.
    pub fn url(&self, path: &ServicePath) -> Result<Url> {
        let mut url = self.base.clone();
        let joined = format!("{}{}", self.base.path(), &path.as_str()[1..]);
        url.set_path(&joined);
        self.check(&url)?;
        Ok(url)
    }

    /// [`ServicePath::parse`] then [`ServiceOrigin::url`]; a refused path is
    /// [`Error::OriginMismatch`] (it could name another place than the service).
    pub fn url_of(&self, path: &str) -> Result<Url> {
        let parsed = ServicePath::parse(path).map_err(|reason| {
            tracing::warn!(%reason, "request path refused");
            Error::OriginMismatch {
                to: shorten(path),
                reason: reason.to_string(),
            }
        })?;
        self.url(&parsed)
    }

    /// A link the service gave (a list page's `next`), resolved against the base address and
    /// refused unless it stays on the origin.
    pub fn follow(&self, link: &str) -> Result<Url> {
        let url = self.base.join(link).map_err(|e| Error::OriginMismatch {
            to: shorten(link),
            reason: format!("not an address: {e}"),
        })?;
        self.check(&url)?;
        Ok(url)
    }

    /// Refuses `url` unless it has the service's scheme, host and port and no user info: the
    /// check every request passes before a credential is attached.
    pub fn check(&self, url: &Url) -> Result<()> {
        if url.origin() == self.base.origin()
            && url.username().is_empty()
            && url.password().is_none()
        {
            return Ok(());
        }
        let to = match (url.host_str(), url.port()) {
            (Some(host), Some(port)) => format!("{}://{host}:{port}", url.scheme()),
            (Some(host), None) => format!("{}://{host}", url.scheme()),
            _ => url.scheme().to_owned(),
        };
        tracing::warn!(to = %to, "request to another origin refused");
        Err(Error::OriginMismatch {
            to: shorten(&to),
            reason: "not the service's origin".into(),
        })
    }
}

fn shorten(text: &str) -> String {
    const MAX: usize = 120;
    let mut out: String = text.chars().filter(|c| !c.is_control()).take(MAX).collect();
    if text.chars().count() > MAX {
        out.push('…');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_paths_are_accepted() {
        for ok in [
            "/api/v3/integrations/me/",
            "/api/v3/integrations/envelope-send/",
            "/a",
            "/a/b.c/d~e/",
            "/x%20y/",
            "/api/integrators/ebl/v1/list",
        ] {
            assert!(ServicePath::parse(ok).is_ok(), "{ok}");
        }
    }

    #[test]
    fn paths_that_could_leave_the_service_are_refused() {
        use PathRefusal as R;
        for (bad, why) in [
            ("", R::Empty),
            ("/", R::Empty),
            ("api/me/", R::NotAbsolute),
            ("https://evil.example/me", R::NotAbsolute),
            ("//evil.example/me", R::EmptySegment),
            ("/a//b", R::EmptySegment),
            ("/\\/evil.example/me", R::Backslash),
            ("/\\evil.example/me", R::Backslash),
            ("/http:evil.example/me", R::Colon),
            ("/%2F%2Fevil.example/me", R::Encoded),
            ("/%2f%2fevil.example/me", R::Encoded),
            ("/%5c%5Cevil.example/me", R::Encoded),
            ("/..%2f..%2fme", R::Encoded),
            ("/%2e%2E/me", R::Encoded),
            ("/%252f/me", R::Encoded),
            ("/a%2", R::Encoded),
            ("/a%zz", R::Encoded),
            ("/../me", R::DotSegment),
            ("/a/./me", R::DotSegment),
            ("/a/..", R::DotSegment),
            ("/me?x=1", R::Character('?')),
            ("/me#x", R::Character('#')),
            ("/m e", R::Character(' ')),
            ("/mé", R::Character('é')),
            ("/a\tb", R::Character('\t')),
        ] {
            assert_eq!(ServicePath::parse(bad), Err(why), "{bad:?}");
        }
        assert_eq!(
            ServicePath::parse(&format!("/{}", "a".repeat(2000))),
            Err(R::TooLong)
        );
    }

    #[test]
    fn urls_stay_under_the_base_and_links_on_its_origin() {
        let origin = ServiceOrigin::parse("https://svc.example:8443/tdx?x=1").expect("origin");
        assert_eq!(origin.base().as_str(), "https://svc.example:8443/tdx/");
        let url = origin.url_of("/api/me/").expect("url");
        assert_eq!(url.as_str(), "https://svc.example:8443/tdx/api/me/");
        for bad in [
            "/\\/evil.example/me",
            "/http:evil.example/me",
            "//evil.example",
        ] {
            let e = origin.url_of(bad).expect_err(bad);
            assert_eq!(e.code(), "client.origin_mismatch", "{bad}");
        }
        assert!(origin.follow("/tdx/list?page=2").is_ok());
        assert!(origin.follow("https://svc.example:8443/x").is_ok());
        for bad in [
            "https://evil.example/x",
            "http://svc.example:8443/x",
            "https://svc.example/x",
            "/\\/evil.example/x",
            "//evil.example/x",
            "https://user@svc.example:8443/x",
        ] {
            let e = origin.follow(bad).expect_err(bad);
            assert_eq!(e.code(), "client.origin_mismatch", "{bad}");
        }
        assert!(ServiceOrigin::parse("https://u:p@svc.example/").is_err());
        assert!(ServiceOrigin::parse("ftp://svc.example/").is_err());
    }
}
