//! The Keys screen's *Use a key in a security module*: list a PKCS#11 module's tokens and
//! keys, generate a key on a token, choose the key this profile signs with (kept in its
//! settings), give the PIN when a signature needs it, and go back to the keyring key.
//! Module calls block (a hardware token may take a while): they run off the async threads.

use tdx_i18n::tr;
use tdx_keys::pkcs11::{self, Pkcs11Signer};
use tdx_keys::{Sensitive, Signer};

use crate::app::DeskApp;
use crate::context::Context;
use crate::error::{Error, Result};
use crate::profile_settings::set_profile_setting;
use crate::signing_key::{PKCS11_SETTING, Pkcs11Choice};
use crate::view::{KeyInfo, Pkcs11Key, Pkcs11Token};

/// Makes the key `key_id` on the token `token_serial` the one this profile signs with.
pub fn use_key(cx: &Context, module: &str, token_serial: &str, key_id: &str) -> Result<KeyInfo> {
    let signer = Pkcs11Signer::open(module.trim(), token_serial, key_id)?;
    let choice = match signer.kind() {
        tdx_keys::KeyKind::Pkcs11 {
            module,
            token_label,
            token_serial,
            key_label,
            key_id,
        } => Pkcs11Choice {
            module,
            token_serial,
            token_label,
            key_id,
            key_label,
            address: signer.address().to_checksum(),
        },
        tdx_keys::KeyKind::Keyring => return Err(Error::Internal("not a module key".into())),
    };
    let json = serde_json::to_string(&choice).map_err(|e| Error::Internal(e.to_string()))?;
    set_profile_setting(cx, PKCS11_SETTING, Some(&json))?;
    cx.keys().set_pkcs11(Some(choice.clone()));
    Ok(choice.info())
}

/// Goes back to the keyring key (the module's session is closed).
pub fn use_keyring(cx: &Context) -> Result<Option<KeyInfo>> {
    if let Some(choice) = cx.keys().pkcs11() {
        pkcs11::close_sessions(Some(&choice.module));
    }
    set_profile_setting(cx, PKCS11_SETTING, None)?;
    cx.keys().set_pkcs11(None);
    cx.keys().info()
}

/// Logs the profile's module key's token in with `pin` (kept for this run of the app).
pub fn unlock(cx: &Context, pin: &Sensitive<String>) -> Result<()> {
    let choice = cx
        .keys()
        .pkcs11()
        .ok_or_else(|| Error::Invalid(tr!("err-input-module-no-pin-needed")))?;
    pkcs11::login(&choice.module, &choice.token_serial, pin)?;
    Ok(())
}

impl DeskApp {
    /// The tokens of the PKCS#11 module at `module` (its library's full path).
    pub fn pkcs11_tokens(&self, module: &str) -> Result<Vec<Pkcs11Token>> {
        Ok(pkcs11::list_tokens(module.trim())?
            .into_iter()
            .map(Pkcs11Token::from)
            .collect())
    }

    /// The keys on a token: usable ones with their address, others with why not.
    pub fn pkcs11_keys(&self, module: &str, token_serial: &str) -> Result<Vec<Pkcs11Key>> {
        Ok(pkcs11::list_keys(module.trim(), token_serial)?
            .into_iter()
            .map(Pkcs11Key::from)
            .collect())
    }

    /// Generates a non-extractable secp256k1 key labelled `label` on the token (logging it in
    /// with `pin`, kept for signing). It is not yet the key in use: [`Self::use_pkcs11_key`].
    pub fn pkcs11_generate_key(
        &self,
        module: &str,
        token_serial: &str,
        label: &str,
        pin: Sensitive<String>,
    ) -> Result<Pkcs11Key> {
        if label.trim().is_empty() {
            return Err(Error::Invalid(tr!("err-input-module-key-label")));
        }
        Ok(pkcs11::generate(module.trim(), token_serial, label, &pin)?.into())
    }

    /// Makes the key `key_id` (hex `CKA_ID`) the one the current profile signs with.
    pub async fn use_pkcs11_key(
        &self,
        module: &str,
        token_serial: &str,
        key_id: &str,
    ) -> Result<KeyInfo> {
        let cx = self.context().await?;
        use_key(&cx, module, token_serial, key_id)
    }

    /// Gives the PIN of the current profile's module key; the window calls it when a
    /// signature answered `keys.pin_needed`, then tries the action again.
    pub async fn pkcs11_unlock(&self, pin: Sensitive<String>) -> Result<()> {
        let cx = self.context().await?;
        unlock(&cx, &pin)
    }

    /// Signs with the keyring key again; its address, if the keyring holds one.
    pub async fn use_keyring_key(&self) -> Result<Option<KeyInfo>> {
        let cx = self.context().await?;
        use_keyring(&cx)
    }

    /// Closes every logged-in module session (the app's exit): the next signature asks the
    /// PIN again.
    pub fn pkcs11_close_sessions(&self) {
        pkcs11::close_sessions(None);
    }
}
