//! Keys in a real PKCS#11 module (SoftHSM2, a token per test in a temporary folder): list,
//! generate a non-extractable secp256k1 key, sign through the seam, and the refusals in words.

#![allow(clippy::unwrap_used)]

mod common;

use common::softhsm::{MODULE, PIN, SoftHsm};
use tdx_keys::pkcs11::{self, Pkcs11Signer};
use tdx_keys::{KeyKind, Sensitive, Signer, keccak256, recover, recover_message};

fn pin(p: &str) -> Sensitive<String> {
    Sensitive::new(p.to_owned())
}

#[test]
fn a_generated_key_is_listed_with_its_address_and_signs_what_recovers_to_it() {
    let hsm = SoftHsm::new();
    let serial = hsm.init_token("desk-token");
    let tokens = pkcs11::list_tokens(MODULE).unwrap();
    let token = tokens.iter().find(|t| t.serial == serial).unwrap();
    assert_eq!(token.label, "desk-token");
    assert!(token.present);
    assert!(token.manufacturer.contains("SoftHSM"), "{token:?}");

    let key = pkcs11::generate(MODULE, &serial, "eBL signing", &pin(PIN)).unwrap();
    assert!(key.usable, "{key:?}");
    assert_eq!(key.curve, "secp256k1");
    let address = key.address.unwrap();
    assert_eq!(
        pkcs11::list_keys(MODULE, &serial).unwrap(),
        vec![key.clone()]
    );

    let signer = Pkcs11Signer::open(MODULE, &serial, &key.id).unwrap();
    assert_eq!(signer.address(), address);
    match signer.kind() {
        KeyKind::Pkcs11 {
            module,
            token_label,
            token_serial,
            key_label,
            key_id,
        } => {
            assert_eq!(module, MODULE);
            assert_eq!(token_label, "desk-token");
            assert_eq!(token_serial, serial);
            assert_eq!(key_label, "eBL signing");
            assert_eq!(key_id, key.id);
        }
        other => panic!("{other:?}"),
    }
    signer.ready().unwrap();
    let half_order =
        hex::decode("7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0").unwrap();
    for i in 0u32..16 {
        let hash = keccak256(&i.to_be_bytes());
        let sig = signer.sign_hash(&hash).unwrap();
        assert!(sig[64] == 27 || sig[64] == 28);
        assert!(sig[32..64] <= half_order[..], "high s at {i}");
        assert_eq!(recover(&hash, &sig).unwrap(), address);
    }
    let sig = signer.sign_message(b"registration").unwrap();
    assert_eq!(recover_message(b"registration", &sig).unwrap(), address);
    assert_eq!(
        pkcs11::login_count(MODULE),
        1,
        "one PIN entry for all of them"
    );
}

#[test]
fn the_private_key_cannot_be_read_or_exported() {
    let hsm = SoftHsm::new();
    let serial = hsm.init_token("locked-down");
    let key = pkcs11::generate(MODULE, &serial, "hw", &pin(PIN)).unwrap();
    let protection = pkcs11::protection(MODULE, &serial, &key.id).unwrap();
    assert_eq!(
        protection,
        pkcs11::KeyProtection {
            sensitive: true,
            extractable: false,
            value_readable: false,
        }
    );
}

#[test]
fn without_a_pin_a_signature_asks_for_it_and_a_wrong_pin_is_refused_in_words() {
    let hsm = SoftHsm::new();
    let serial = hsm.init_token("pin-token");
    let key = pkcs11::generate(MODULE, &serial, "k", &pin(PIN)).unwrap();
    pkcs11::close_sessions(Some(MODULE));
    let signer = Pkcs11Signer::open(MODULE, &serial, &key.id).unwrap();
    let needed = signer.ready().unwrap_err();
    assert_eq!(needed.code(), "keys.pin_needed");
    assert_eq!(
        signer.sign_hash(&keccak256(b"x")).unwrap_err().code(),
        "keys.pin_needed"
    );
    let wrong = pkcs11::login(MODULE, &serial, &pin("000000")).unwrap_err();
    assert_eq!(wrong.code(), "keys.pin_incorrect");
    assert!(wrong.to_string().contains("PIN is incorrect"), "{wrong}");
    assert!(!wrong.to_string().contains("000000"));
    pkcs11::login(MODULE, &serial, &pin(PIN)).unwrap();
    signer.sign_hash(&keccak256(b"x")).unwrap();
}

#[test]
fn a_key_on_another_curve_is_listed_as_not_usable_and_refused() {
    let hsm = SoftHsm::new();
    let serial = hsm.init_token("p256");
    hsm.pkcs11_tool_keypair(&serial, "EC:prime256v1", "web key", "0a0b");
    let keys = pkcs11::list_keys(MODULE, &serial).unwrap();
    assert_eq!(keys.len(), 1, "{keys:?}");
    let k = &keys[0];
    assert_eq!(
        (k.label.as_str(), k.id.as_str(), k.curve.as_str()),
        ("web key", "0a0b", "P-256")
    );
    assert!(!k.usable);
    assert_eq!(k.address, None);
    assert!(k.why_not.as_deref().unwrap().contains("secp256k1"), "{k:?}");
    let refused = Pkcs11Signer::open(MODULE, &serial, "0a0b").unwrap_err();
    assert_eq!(refused.code(), "keys.key_curve_unusable");
    assert!(refused.to_string().contains("P-256"), "{refused}");
}

#[test]
fn a_removed_token_is_said_absent() {
    let hsm = SoftHsm::new();
    let serial = hsm.init_token("removable");
    let key = pkcs11::generate(MODULE, &serial, "k", &pin(PIN)).unwrap();
    let signer = Pkcs11Signer::open(MODULE, &serial, &key.id).unwrap();
    signer.sign_hash(&keccak256(b"before")).unwrap();
    hsm.remove_all_tokens();
    assert!(
        pkcs11::list_tokens(MODULE)
            .unwrap()
            .iter()
            .all(|t| t.serial != serial)
    );
    let e = signer.sign_hash(&keccak256(b"after")).unwrap_err();
    assert_eq!(e.code(), "keys.token_absent", "{e}");
    assert_eq!(signer.ready().unwrap_err().code(), "keys.token_absent");
    assert_eq!(
        pkcs11::login(MODULE, &serial, &pin(PIN))
            .unwrap_err()
            .code(),
        "keys.token_absent"
    );
    assert!(!pkcs11::logged_in(MODULE, &serial));
}

#[test]
fn a_module_that_answers_one_bad_signature_is_asked_again_and_the_good_one_is_used() {
    let hsm = SoftHsm::new();
    let serial = hsm.init_token("flaky");
    let key = pkcs11::generate(MODULE, &serial, "k", &pin(PIN)).unwrap();
    let flaky = common::softhsm::corrupting_module(hsm.dir.path(), Some(1));
    pkcs11::login(&flaky, &serial, &pin(PIN)).unwrap();
    let signer = Pkcs11Signer::open(&flaky, &serial, &key.id).unwrap();
    let hash = keccak256(b"transfer");
    let sig = signer.sign_hash(&hash).unwrap();
    assert_eq!(recover(&hash, &sig).unwrap(), key.address.unwrap());
}

#[test]
fn a_module_that_keeps_answering_bad_signatures_is_refused_and_nothing_is_returned() {
    let hsm = SoftHsm::new();
    let serial = hsm.init_token("broken");
    let key = pkcs11::generate(MODULE, &serial, "k", &pin(PIN)).unwrap();
    let broken = common::softhsm::corrupting_module(hsm.dir.path(), None);
    pkcs11::login(&broken, &serial, &pin(PIN)).unwrap();
    let signer = Pkcs11Signer::open(&broken, &serial, &key.id).unwrap();
    let refused = signer.sign_hash(&keccak256(b"transfer")).unwrap_err();
    assert_eq!(refused.code(), "keys.module_bad_signature");
    assert!(
        refused.to_string().contains("invalid signature twice"),
        "{refused}"
    );
    // The same key through the real module signs: it is the module's answer that was refused.
    let good = Pkcs11Signer::open(MODULE, &serial, &key.id).unwrap();
    good.sign_hash(&keccak256(b"transfer")).unwrap();
}
