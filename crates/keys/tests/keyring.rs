//! The secret store against the real Secret Service (gnome-keyring under D-Bus).
//!
//! Run inside a session with an unlocked keyring, e.g.
//! `dbus-run-session -- sh -c 'echo -n "" | gnome-keyring-daemon --unlock --components=secrets >/dev/null; cargo nextest run -p tdx-keys'`.
//! Without a reachable Secret Service these tests FAIL; set `TDX_SKIP_KEYRING_TESTS=1` to
//! skip them deliberately.

#![allow(clippy::unwrap_used)] // test helpers: a panic is the failure report

use std::process::Command;

use tdx_keys::secret_store::{ENTRY_REFRESH_TOKEN, SecretStore};
use tdx_keys::{PrivateKey, Sensitive};

fn skip() -> bool {
    if std::env::var("TDX_SKIP_KEYRING_TESTS").is_ok_and(|v| v == "1") {
        eprintln!("TDX_SKIP_KEYRING_TESTS=1: keyring test skipped");
        return true;
    }
    false
}

/// A profile id of its own per test and run, so parallel runs do not collide.
fn profile(tag: &str) -> String {
    format!("test-{tag}-{}", uuid::Uuid::new_v4())
}

fn store(tag: &str) -> SecretStore {
    SecretStore::new(&profile(tag)).expect(
        "no usable keyring: run under dbus-run-session with gnome-keyring unlocked, \
         or set TDX_SKIP_KEYRING_TESTS=1",
    )
}

#[test]
fn set_get_replace_delete_round_trip() {
    if skip() {
        return;
    }
    let s = store("roundtrip");
    assert!(
        s.get(ENTRY_REFRESH_TOKEN).unwrap().is_none(),
        "missing entry must be None"
    );
    s.set(ENTRY_REFRESH_TOKEN, &Sensitive::new("rt-1".to_string()))
        .unwrap();
    assert_eq!(
        s.get(ENTRY_REFRESH_TOKEN).unwrap().unwrap().expose(),
        "rt-1"
    );
    s.set(ENTRY_REFRESH_TOKEN, &Sensitive::new("rt-2".to_string()))
        .unwrap();
    assert_eq!(
        s.get(ENTRY_REFRESH_TOKEN).unwrap().unwrap().expose(),
        "rt-2"
    );
    s.delete(ENTRY_REFRESH_TOKEN).unwrap();
    assert!(s.get(ENTRY_REFRESH_TOKEN).unwrap().is_none());
    // Deleting what is not there is fine.
    s.delete(ENTRY_REFRESH_TOKEN).unwrap();
}

#[test]
fn secrets_are_in_the_real_secret_service_not_an_in_memory_mock() {
    if skip() {
        return;
    }
    let s = store("real");
    let secret = format!("secret-{}", uuid::Uuid::new_v4());
    s.set("client-secret", &Sensitive::new(secret.clone()))
        .unwrap();
    // Another process, through libsecret, sees it: it is in the Secret Service.
    let out = Command::new("secret-tool")
        .args([
            "lookup",
            "service",
            s.service(),
            "username",
            "client-secret",
        ])
        .output()
        .expect("secret-tool (package libsecret-tools) is needed for this test");
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), secret);
    s.delete("client-secret").unwrap();
    let out = Command::new("secret-tool")
        .args([
            "lookup",
            "service",
            s.service(),
            "username",
            "client-secret",
        ])
        .output()
        .unwrap();
    assert!(out.stdout.is_empty(), "still in the keyring after delete");
}

#[test]
fn profiles_do_not_see_each_others_secrets_and_the_key_round_trips() {
    if skip() {
        return;
    }
    let a = store("a");
    let b = store("b");
    assert_ne!(a.service(), b.service());
    let key = PrivateKey::generate().unwrap();
    a.set_signing_key(&key).unwrap();
    assert_eq!(a.signing_key().unwrap().unwrap().address(), key.address());
    assert!(b.signing_key().unwrap().is_none());
    a.delete(tdx_keys::secret_store::ENTRY_SIGNING_KEY).unwrap();
    assert!(a.signing_key().unwrap().is_none());
}

#[test]
fn a_swapped_in_mock_default_does_not_divert_secrets_from_the_os_keyring() {
    if skip() {
        return;
    }
    // Some library in the process sets keyring's process-wide default to the in-memory mock:
    // the store still writes to the Secret Service.
    keyring::set_default_credential_builder(keyring::mock::default_credential_builder());
    let s = store("mockdefault");
    s.set(
        "refresh-token",
        &Sensitive::new("in-the-os-keyring".to_string()),
    )
    .unwrap();
    let out = Command::new("secret-tool")
        .args([
            "lookup",
            "service",
            s.service(),
            "username",
            "refresh-token",
        ])
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        "in-the-os-keyring"
    );
    s.delete("refresh-token").unwrap();
}
