//! OAuth 2.0: the token endpoint (authorization code with PKCE, client credentials, refresh),
//! the loopback browser login, and a token holder that keeps an access token fresh.

mod holder;
mod login;
mod oauth;
mod store;

pub use holder::TokenHolder;
pub use login::{BrowserOpener, LoginOptions, login};
pub use oauth::{OAuthClient, TokenSet};
pub use store::{MemoryTokenStore, TokenStore};
