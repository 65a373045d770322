//! The client follows no redirect: a service (hostile, or compromised) that answers a signed
//! submission or a list with a 3xx gets a clear `net.redirect` error, and the host the
//! redirect names receives nothing — no signature, no bearer token, not even a connection.
//! Also for the token endpoint.

#![allow(clippy::unwrap_used)]

mod common;

use std::time::Duration;

use common::{Recorder, answer};
use futures::TryStreamExt;
use k256::ecdsa::SigningKey;
use sha3::{Digest, Keccak256};
use tdx_client::auth::{LoginOptions, OAuthClient, login};
use tdx_client::login_browser::FormFillingBrowser;
use tdx_client::models::{EblState, Operation, PartyType, SigningDataRequest};
use tdx_client::{Client, Sensitive};

const CONSIGNEE: &str = "consignee@nile.example";

/// The host the redirect points to: it answers like the service would, so a client that
/// followed the redirect would take its answer for good.
async fn elsewhere(body: &str) -> Recorder {
    Recorder::start(answer("200 OK", "", body)).await
}

/// The service's front: every request is answered with `status` to `to`.
async fn redirecting_front(status: &str, to: &str) -> Recorder {
    Recorder::start(answer(status, &format!("Location: {to}\r\n"), "")).await
}

/// EIP-191 personal_sign over the 32 bytes of `hash_hex`.
fn personal_sign(private_key_hex: &str, hash_hex: &str) -> String {
    let key_bytes = hex::decode(private_key_hex.trim_start_matches("0x")).unwrap();
    let key = SigningKey::from_slice(&key_bytes).unwrap();
    let hash = hex::decode(hash_hex.trim_start_matches("0x")).unwrap();
    let mut h = Keccak256::new();
    h.update(b"\x19Ethereum Signed Message:\n32");
    h.update(&hash);
    let digest: [u8; 32] = h.finalize().into();
    let (sig, rid) = key.sign_prehash_recoverable(&digest);
    let mut out = sig.to_bytes().to_vec();
    out.push(27 + u8::from(rid.is_y_odd()));
    format!("0x{}", hex::encode(out))
}

fn redirected_to(err: &tdx_client::Error, host: &str) {
    assert_eq!(err.code(), "net.redirect", "{err:?}");
    assert!(
        matches!(err, tdx_client::Error::Redirect { to: Some(to), .. } if to == host),
        "{err:?}"
    );
    assert!(err.to_string().contains("not followed"), "{err}");
}

#[tokio::test]
async fn a_signed_submission_answered_with_307_goes_nowhere_else() {
    // A real signed submission: signing data from the real sandbox, signed by the user's key.
    let sb = tdx_sandbox::spawn(tdx_sandbox::Config::default())
        .await
        .unwrap();
    let world = sb.world();
    let me = world.users.iter().find(|u| u.email == CONSIGNEE).unwrap();
    let oauth = world
        .clients
        .iter()
        .find(|c| c.grants.iter().any(|g| g == "authorization_code"))
        .unwrap();
    let oauth = OAuthClient::new(
        sb.base_url(),
        oauth.client_id.clone(),
        Some(Sensitive::new(oauth.client_secret.clone())),
    )
    .unwrap();
    let browser = FormFillingBrowser::new(&me.email, &me.password);
    let options = LoginOptions {
        timeout: Duration::from_secs(30),
        ..Default::default()
    };
    let tokens = login(&oauth, &browser, options).await.unwrap();
    let service = Client::builder(sb.base_url())
        .bearer(tokens.access_token.clone())
        .build()
        .unwrap();
    let all: Vec<_> = service.ebls().list().stream().try_collect().await.unwrap();
    let inbox = world
        .companies
        .iter()
        .find(|c| c.id == me.company_id)
        .and_then(|c| c.inboxes.first().copied())
        .unwrap();
    let ebl = all
        .into_iter()
        .find(|e| {
            e.state == EblState::Issued
                && !e.is_copy()
                && e.possession_id == Some(inbox)
                && e.parties_of(&PartyType::Consignee)
                    .any(|p| p.id == me.company_id)
        })
        .unwrap();
    let data = service
        .ebls()
        .signing_data(&SigningDataRequest {
            operation: Operation::RequestSurrenderForDelivery,
            ebl_id: ebl.id,
            eth_address: me.eth_address.clone(),
            recipient_inbox: None,
        })
        .await
        .unwrap();
    let signature = personal_sign(&me.private_key, &data.hash);
    let signed = data.with_signature(signature.clone());

    // The front of the service answers the submission with a 307 to another host.
    let other = elsewhere(r#"{"transactionHash": "0xabc"}"#).await;
    let front = redirecting_front(
        "307 Temporary Redirect",
        &format!("{}/api/integrators/ebl/v1/submit-signed-data/", other.base),
    )
    .await;
    let client = Client::builder(&front.base)
        .bearer(tokens.access_token.clone())
        .build()
        .unwrap();
    let err = client
        .ebls()
        .submit_signed(&signed)
        .await
        .expect_err("a redirect is not a submission");
    redirected_to(&err, other.base.trim_start_matches("http://"));

    let (_, to_front) = front.finish().await;
    assert_eq!(to_front.len(), 1, "sent once, not repeated");
    assert!(
        to_front[0].line.starts_with("POST "),
        "{}",
        to_front[0].line
    );
    assert!(String::from_utf8_lossy(&to_front[0].body).contains(&signature));
    let (connections, to_other) = other.finish().await;
    assert_eq!(connections, 0, "the other host was not even contacted");
    assert!(to_other.is_empty(), "{to_other:?}");

    // The signature was real (and unused): the service itself still takes it.
    service.ebls().submit_signed(&signed).await.unwrap();
    sb.shutdown().await;
}

#[tokio::test]
async fn a_list_answered_with_302_goes_nowhere_else() {
    let other = elsewhere(r#"{"count": 0, "next": null, "previous": null, "results": []}"#).await;
    let front = redirecting_front(
        "302 Found",
        &format!("{}/api/integrators/ebl/v1/list?page=1", other.base),
    )
    .await;
    let client = Client::builder(&front.base)
        .bearer(Sensitive::new("the-bearer-token".into()))
        .build()
        .unwrap();
    let err = client
        .ebls()
        .list()
        .send()
        .await
        .expect_err("a redirect is not a list");
    redirected_to(&err, other.base.trim_start_matches("http://"));

    let (_, to_front) = front.finish().await;
    assert_eq!(to_front.len(), 1, "a redirect is not retried");
    assert!(to_front[0].line.starts_with("GET "), "{}", to_front[0].line);
    let (connections, to_other) = other.finish().await;
    assert_eq!(connections, 0, "the other host was not even contacted");
    assert!(
        to_other
            .iter()
            .all(|r| !r.head.contains("the-bearer-token")),
        "the token went elsewhere"
    );
    assert!(to_other.is_empty(), "{to_other:?}");
}

#[tokio::test]
async fn a_token_request_answered_with_307_goes_nowhere_else() {
    let other = elsewhere(r#"{"access_token": "x", "token_type": "bearer"}"#).await;
    let front = redirecting_front(
        "307 Temporary Redirect",
        &format!("{}/oauth/token/", other.base),
    )
    .await;
    let oauth = OAuthClient::new(
        &front.base,
        "integrator",
        Some(Sensitive::new("the-client-secret".into())),
    )
    .unwrap();
    let err = oauth
        .client_credentials(&["read".into()])
        .await
        .expect_err("a redirect is not a token");
    redirected_to(&err, other.base.trim_start_matches("http://"));

    let (_, to_front) = front.finish().await;
    assert_eq!(to_front.len(), 1);
    let (connections, to_other) = other.finish().await;
    assert_eq!(connections, 0, "the other host was not even contacted");
    assert!(to_other.is_empty(), "{to_other:?}");
}
