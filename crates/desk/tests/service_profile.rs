//! A service profile: saved with its secret in the keyring, opened against a separately
//! running service (tdx-sandbox over HTTP, not embedded), signed in, listing eBLs.

#![allow(clippy::unwrap_used)]

use std::sync::Arc;

use tdx_client::login_browser::FormFillingBrowser;
use tdx_desk::view::ServiceProfileInput;
use tdx_desk::{Desk, EblCache, profiles};

#[tokio::test]
async fn a_service_profile_signs_in_with_its_stored_secret_and_lists_ebls() {
    let service = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let world = service.world();
    let client = world
        .clients
        .iter()
        .find(|c| c.grants.iter().any(|g| g == "authorization_code"))
        .unwrap();
    let user = world
        .users
        .iter()
        .find(|u| u.email == "consignee@nile.example")
        .unwrap();
    let company = world
        .companies
        .iter()
        .find(|c| c.id == user.company_id)
        .unwrap();

    let store = tdx_store::Store::open_in_memory().unwrap();
    let input = ServiceProfileInput {
        id: None,
        name: "Nile at the test service".into(),
        base_url: service.base_url().into(),
        client_id: client.client_id.clone(),
        client_secret: Some(client.client_secret.clone()),
        company_id: company.id.to_string(),
        inbox_ids: company.inboxes.iter().map(|i| i.to_string()).collect(),
        scopes: vec!["read".into(), "write".into()],
        send_path: String::new(),
        me_path: None,
    };
    let saved = profiles::save(&store, &input, "sandbox").unwrap();
    assert!(saved.has_client_secret && !saved.active);
    let listed = profiles::list(&store, &saved.id).unwrap();
    assert!(listed.iter().any(|p| p.id == saved.id && p.active));

    // Editing without a secret keeps the stored one.
    let edit = ServiceProfileInput {
        id: Some(saved.id.clone()),
        client_secret: None,
        ..input.clone()
    };
    assert!(
        profiles::save(&store, &edit, "sandbox")
            .unwrap()
            .has_client_secret
    );

    let profile = profiles::load(&store, &saved.id).unwrap();
    let browser = Arc::new(FormFillingBrowser::new(&user.email, &user.password));
    let desk = Desk::open_service(profile, browser, EblCache::in_memory())
        .await
        .unwrap();
    let info = desk.sign_in().await.unwrap();
    assert!(info.signed_in);
    assert_eq!(info.profile_kind, "service");
    assert_eq!(info.company_id, Some(company.id.to_string()));
    // The service answers "who am I": the company is named on a service profile too.
    assert_eq!(info.company_name.as_deref(), Some(company.name.as_str()));
    let list = desk.list_ebls(true).await.unwrap();
    assert!(list.rows.iter().filter(|r| r.held_by_us).count() >= 5);

    // The service goes away: the list is still there, marked offline.
    service.shutdown().await;
    let offline = desk.list_ebls(true).await.unwrap();
    assert!(offline.offline);
    assert_eq!(offline.rows.len(), list.rows.len());

    // Deleting removes the profile and its secret; the active one cannot be deleted.
    assert_eq!(
        profiles::delete(&store, &saved.id, &saved.id)
            .unwrap_err()
            .code(),
        "input.invalid"
    );
    profiles::delete(&store, &saved.id, "sandbox").unwrap();
    assert!(
        profiles::list(&store, "sandbox")
            .unwrap()
            .iter()
            .all(|p| p.id != saved.id)
    );
    let secrets = tdx_keys::secret_store::SecretStore::new(&saved.id).unwrap();
    assert!(
        secrets
            .get(tdx_keys::secret_store::ENTRY_CLIENT_SECRET)
            .unwrap()
            .is_none()
    );
}
