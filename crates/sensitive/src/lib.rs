//! A wrapper for secrets (refresh tokens, client secrets, private keys) whose `Debug` and
//! `Display` never print the value, so a secret cannot leak into a log or an error message
//! by accident. The inner value is zeroized on drop where the type supports it.
//!
//! A crate of its own, with `zeroize` as its only dependency, so that the HTTP client
//! (tdx-client) can hold tokens without depending on tdx-keys and its keyring, scrypt and CLI.
//! Not the `secrecy` crate (0.10): it zeroizes on drop too, but its `SecretBox` has no
//! `PartialEq` (the token holder compares a rejected token with the current one) and no
//! `Display`, is `Clone` only for types marked `CloneableSecret`, boxes every value, and would
//! rename `expose` at every call site, for no gain over these few lines.

use std::fmt;

use zeroize::Zeroize;

/// A secret value. Read it with [`Sensitive::expose`], deliberately and as late as possible.
#[derive(Clone, PartialEq, Eq, Default)]
pub struct Sensitive<T: Zeroize>(T);

impl<T: Zeroize> Sensitive<T> {
    pub fn new(value: T) -> Self {
        Self(value)
    }

    /// The secret itself. Every call site is a place where the secret leaves the wrapper.
    pub fn expose(&self) -> &T {
        &self.0
    }
}

impl<T: Zeroize> From<T> for Sensitive<T> {
    fn from(value: T) -> Self {
        Self(value)
    }
}

impl<T: Zeroize> Drop for Sensitive<T> {
    fn drop(&mut self) {
        self.0.zeroize();
    }
}

impl<T: Zeroize> fmt::Debug for Sensitive<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("<redacted>")
    }
}

impl<T: Zeroize> fmt::Display for Sensitive<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("<redacted>")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_and_display_never_show_the_secret() {
        let s = Sensitive::new(String::from("hunter2-refresh-token"));
        assert_eq!(format!("{s:?}"), "<redacted>");
        assert_eq!(format!("{s}"), "<redacted>");
        assert_eq!(format!("{:?}", Some(&s)), "Some(<redacted>)");
        assert_eq!(s.expose(), "hunter2-refresh-token");
    }
}
