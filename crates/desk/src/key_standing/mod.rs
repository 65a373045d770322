//! Where the user's key stands with the company (the blockchain-keys extension of
//! `../shared/DESIGN.md`): registered or not, waiting for the company administrator, approved,
//! revoked. Registering signs `Register <address> for company <id>` locally; on the sandbox
//! profile, the sandbox's admin endpoint stands in for the administrator.

pub(crate) mod cache;

use serde::{Deserialize, Serialize};
use tdx_client::models::{KeyRegistration, key_registration_text};
use tdx_i18n::tr;
use ts_rs::TS;

use crate::context::Context;
use crate::error::{Error, Result};
use crate::journal;
pub use cache::KeyStanding;

/// What the Keys screen shows about the key on the service.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct KeyStandingView {
    pub address: Option<String>,
    pub standing: KeyStanding,
    /// One sentence for the user.
    pub text: String,
    /// Whether **Register this key** is offered.
    pub can_register: bool,
    /// Whether **Approve (sandbox)** is offered (the sandbox profile, a pending key).
    pub can_approve_in_sandbox: bool,
    /// The whole text **Register this key** signs, when it is offered and the company is known.
    pub registration_text: Option<String>,
}

fn sentence(standing: KeyStanding, address: Option<&str>) -> String {
    sentence_in(tdx_i18n::language(), standing, address)
}

/// The sentence the Keys screen shows for `standing`, in `lang`.
fn sentence_in(lang: tdx_i18n::Lang, standing: KeyStanding, address: Option<&str>) -> String {
    use tdx_i18n::tr_in;
    let key = match address {
        Some(address) => address.to_owned(),
        None => tr_in(lang, "desk-key-standing-your-key", &[]),
    };
    match standing {
        KeyStanding::NoKey => tr_in(lang, "desk-key-standing-no-key", &[]),
        KeyStanding::NotRegistered => tr_in(
            lang,
            "desk-key-standing-not-registered",
            &[("key", key.as_str().into())],
        ),
        KeyStanding::Pending => tr_in(
            lang,
            "desk-key-standing-pending",
            &[("key", key.as_str().into())],
        ),
        KeyStanding::Approved => tr_in(
            lang,
            "desk-key-standing-approved",
            &[("key", key.as_str().into())],
        ),
        KeyStanding::Revoked => tr_in(
            lang,
            "desk-key-standing-revoked",
            &[("key", key.as_str().into())],
        ),
        KeyStanding::NotOffered => tr_in(lang, "desk-key-standing-not-offered", &[]),
        KeyStanding::Unknown => tr_in(lang, "desk-key-standing-unknown", &[]),
    }
}

/// Where the key stands now (asks the service).
pub async fn standing(cx: &Context) -> Result<KeyStandingView> {
    let address = cx.keys().info()?.map(|k| k.address);
    let standing = match &address {
        None => KeyStanding::NoKey,
        Some(address) => ask_standing(cx, address).await,
    };
    Ok(status_view(cx, address, standing).await)
}

pub(crate) async fn status_view(
    cx: &Context,
    address: Option<String>,
    standing: KeyStanding,
) -> KeyStandingView {
    let can_register = matches!(standing, KeyStanding::NotRegistered | KeyStanding::Revoked);
    let registration_text = match (&address, can_register) {
        (Some(_), true) => match (cx.keys().signer(), registration_company(cx).await) {
            (Ok(key), Some(company)) => Some(key_registration_text(
                &key.address().to_checksum(),
                &company,
            )),
            _ => None,
        },
        _ => None,
    };
    KeyStandingView {
        text: sentence(standing, address.as_deref()),
        address,
        standing,
        can_register,
        can_approve_in_sandbox: cx.sandbox().is_some() && standing == KeyStanding::Pending,
        registration_text,
    }
}

/// The company a key is registered for: the Company ID typed in the profile; only a profile
/// without one (the embedded sandbox's) takes the signed-in session's company. The whole
/// text is shown before it is signed, so the user sees which company it names.
pub(crate) async fn registration_company(cx: &Context) -> Option<uuid::Uuid> {
    match cx.profile().company_uuid() {
        Some(typed) => Some(typed),
        None => cx.signed_in().await.ok()?.1.company_id,
    }
}

pub(crate) async fn ask_standing(cx: &Context, address: &str) -> KeyStanding {
    let Ok((client, _)) = cx.signed_in().await else {
        return KeyStanding::Unknown;
    };
    let standing = match client.blockchain_keys().await {
        Ok(None) => KeyStanding::NotOffered,
        Ok(Some(keys)) => match keys
            .iter()
            .find(|k| k.eth_address.eq_ignore_ascii_case(address))
            .map(|k| k.status.as_str())
        {
            None => KeyStanding::NotRegistered,
            Some("approved") => KeyStanding::Approved,
            Some("pending") => KeyStanding::Pending,
            Some("revoked") => KeyStanding::Revoked,
            Some(_) => KeyStanding::Unknown,
        },
        Err(_) => KeyStanding::Unknown,
    };
    cx.key_standing().set(address, standing);
    standing
}

/// Why the key cannot sign, when the service said so (for the action rules); `None` when
/// it may, or when it cannot be told (the service then decides at signing time).
pub(crate) async fn key_not_approved(cx: &Context) -> Option<String> {
    let address = cx.keys().info().ok().flatten()?.address;
    // An approval is kept; any other answer is asked again (the administrator may have
    // approved the key since).
    let standing = match cx.key_standing().get(&address) {
        Some(s @ (KeyStanding::Approved | KeyStanding::NotOffered)) => s,
        _ => ask_standing(cx, &address).await,
    };
    matches!(
        standing,
        KeyStanding::NotRegistered | KeyStanding::Pending | KeyStanding::Revoked
    )
    .then(|| {
        format!(
            "{} See the Keys screen.",
            sentence(standing, Some(&address))
        )
    })
}

/// Registers the key with the company: signs the registration text with it, here, after
/// putting the registration on record in the journal.
pub async fn register_key(cx: &Context) -> Result<KeyStandingView> {
    let key = cx.keys().signer()?;
    // A module key whose PIN is not given: said before anything is put on record or sent.
    key.ready()?;
    let (client, identity) = cx.signed_in().await?;
    let company = registration_company(cx)
        .await
        .ok_or_else(|| Error::Invalid(tr!("err-input-key-standing-no-company")))?;
    let address = key.address().to_checksum();
    let text = key_registration_text(&address, &company);
    let company_name = identity
        .company_name
        .filter(|_| identity.company_id == Some(company));
    let mut entry = crate::journal::begin(
        uuid::Uuid::new_v4().to_string(),
        tdx_store::operation::KEY_REGISTRATION,
        None,
        None,
        company_name,
    );
    entry.signing_data = Some(serde_json::json!({
        "message": text,
        "companyId": company,
        "ethAddress": address,
    }));
    entry.signer = Some(address.clone());
    entry.key_kind = Some(key.kind().to_string());
    // On record before the signature, and with it before it is sent.
    journal::save(cx, &entry)?;
    let signature = match key.sign_message(text.as_bytes()) {
        Ok(signature) => tdx_keys::signature_to_hex(&signature),
        Err(e) => {
            crate::journal::refuse(&mut entry, &e);
            journal::close(cx, &entry);
            return Err(e.into());
        }
    };
    entry.signature = Some(signature.clone());
    journal::save(cx, &entry)?;
    let result = client
        .register_blockchain_key(&KeyRegistration {
            eth_address: address.clone(),
            signature,
        })
        .await
        .map(|answer| serde_json::json!({ "status": answer.status }));
    crate::journal::end(&mut entry, &result);
    journal::close(cx, &entry);
    let answer = result?;
    tracing::info!(status = %answer["status"], "the key was registered with the company");
    standing(cx).await
}

/// The sandbox profile only: approves the pending key as the company administrator would
/// (the sandbox's admin endpoint).
pub async fn approve_key_in_sandbox(cx: &Context) -> Result<KeyStandingView> {
    let sandbox = cx
        .sandbox()
        .ok_or_else(|| Error::Invalid(tr!("err-input-key-standing-sandbox-only")))?;
    let address = cx.keys().info()?.ok_or(Error::NoKey)?.address;
    let url = format!(
        "{}/_sandbox/keys/{address}/approve",
        sandbox.base_url().trim_end_matches('/')
    );
    let answer = sandbox
        .admin_http()
        .post(url)
        .json(&serde_json::json!({}))
        .send()
        .await
        .map_err(|e| Error::Sandbox(e.to_string()))?;
    if !answer.status().is_success() {
        return Err(Error::Sandbox(format!(
            "the sandbox did not approve the key ({})",
            answer.status()
        )));
    }
    standing(cx).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue_check::{assert_arabic, assert_pseudo};
    use tdx_i18n::Lang;

    const ALL: [KeyStanding; 7] = [
        KeyStanding::NoKey,
        KeyStanding::NotRegistered,
        KeyStanding::Pending,
        KeyStanding::Approved,
        KeyStanding::Revoked,
        KeyStanding::NotOffered,
        KeyStanding::Unknown,
    ];
    const KEY: &str = "0x52908400098527886E0F7030069857D2E4169EE7";

    #[test]
    fn the_keys_screen_reads_as_before_in_english() {
        assert_eq!(
            sentence_in(Lang::En, KeyStanding::Pending, Some(KEY)),
            format!(
                "Waiting for approval: your company's administrator has not approved {KEY} yet. It cannot sign until then."
            )
        );
        assert_eq!(
            sentence_in(Lang::En, KeyStanding::NotRegistered, None),
            "Not registered: the service does not know your key yet. Register it, then your company's administrator approves it."
        );
        assert_eq!(
            sentence_in(Lang::En, KeyStanding::NoKey, None),
            "There is no key yet: generate or import one."
        );
    }

    #[test]
    fn each_standing_is_worded_in_the_users_language() {
        for standing in ALL {
            for address in [Some(KEY), None] {
                let pseudo = sentence_in(Lang::Pseudo, standing, address);
                assert_pseudo(&pseudo);
                assert_arabic(&sentence_in(Lang::Ar, standing, address));
                let chinese = sentence_in(Lang::ZhCn, standing, address);
                crate::catalogue_check::assert_chinese(&chinese);
                if let (Some(key), KeyStanding::Approved) = (address, standing) {
                    assert!(pseudo.contains(key), "{pseudo}");
                    assert!(chinese.contains(key), "{chinese}");
                }
            }
        }
    }
}
