//! tdx-keys against an independent implementation: vectors made by eth-account
//! (`scripts/vectors/make_vectors.py`) and the standard Web3 Secret Storage test vectors.

#![allow(clippy::unwrap_used)] // test helpers: a panic is the failure report

use serde_json::Value;
use tdx_keys::keystore::{self, Kdf};
use tdx_keys::{Address, PrivateKey, parse_hash, parse_signature, recover, signature_to_hex};

fn vectors() -> Value {
    let text = include_str!("fixtures/eth_account_vectors.json");
    serde_json::from_str(text).unwrap()
}

fn s<'a>(v: &'a Value, field: &str) -> &'a str {
    v[field]
        .as_str()
        .unwrap_or_else(|| panic!("field {field} missing"))
}

#[test]
fn addresses_and_signatures_equal_eth_account_byte_for_byte() {
    let data = vectors();
    let sigs = data["signatures"].as_array().unwrap();
    assert!(sigs.len() >= 32, "too few vectors: {}", sigs.len());
    for v in sigs {
        let key = PrivateKey::from_hex(s(v, "private_key")).unwrap();
        assert_eq!(key.address().to_string(), s(v, "address"));
        let hash = parse_hash(s(v, "hash")).unwrap();
        // RFC 6979 nonces + low-s normalisation: the signature is deterministic, so the
        // whole 65 bytes must equal eth-account's.
        assert_eq!(
            signature_to_hex(&key.sign_hash(&hash)),
            s(v, "signature"),
            "hash {}",
            s(v, "hash")
        );
        let theirs = parse_signature(s(v, "signature")).unwrap();
        assert_eq!(
            recover(&hash, &theirs).unwrap(),
            s(v, "address").parse::<Address>().unwrap()
        );
    }
}

#[test]
fn eth_account_keystores_decrypt_to_their_keys_and_reject_a_wrong_password() {
    let data = vectors();
    let stores = data["keystores"].as_array().unwrap();
    let kdfs: Vec<&str> = stores.iter().map(|v| s(v, "kdf")).collect();
    assert!(
        kdfs.contains(&"scrypt") && kdfs.contains(&"pbkdf2"),
        "{kdfs:?}"
    );
    for v in stores {
        let json = v["keystore"].to_string();
        let key = keystore::decrypt(&json, s(v, "password")).unwrap();
        assert_eq!(key.to_hex().expose(), s(v, "private_key"));
        assert_eq!(key.address().to_string(), s(v, "address"));
        let wrong = keystore::decrypt(&json, &format!("{}x", s(v, "password"))).unwrap_err();
        assert_eq!(wrong.code(), "keys.bad_password");
    }
}

const STANDARD_KEY: &str = "0x7a28b5ba57c53603b0b07b56bba752f7784bf506fa95edc395f5cf6c7514fe9d";

#[test]
fn web3_secret_storage_pbkdf2_vector() {
    let json = include_str!("fixtures/web3_secret_storage_pbkdf2.json");
    let key = keystore::decrypt(json, "testpassword").unwrap();
    assert_eq!(key.to_hex().expose(), STANDARD_KEY);
    assert_eq!(
        keystore::decrypt(json, "testpassword!").unwrap_err().code(),
        "keys.bad_password"
    );
}

#[test]
fn web3_secret_storage_scrypt_vector() {
    let json = include_str!("fixtures/web3_secret_storage_scrypt.json");
    let key = keystore::decrypt(json, "testpassword").unwrap();
    assert_eq!(key.to_hex().expose(), STANDARD_KEY);
}

#[test]
fn our_keystores_round_trip_with_both_kdfs() {
    let key = PrivateKey::generate().unwrap();
    for kdf in [
        Kdf::Scrypt {
            log_n: 12,
            r: 8,
            p: 1,
        },
        Kdf::Pbkdf2 { rounds: 2048 },
    ] {
        let json = keystore::encrypt(&key, "correct horse", kdf).unwrap();
        assert!(
            !json.contains(&key.to_hex().expose()[2..]),
            "key in clear in the keystore"
        );
        let back = keystore::decrypt(&json, "correct horse").unwrap();
        assert_eq!(back.address(), key.address());
        assert_eq!(
            keystore::stated_address(&json).unwrap(),
            Some(key.address())
        );
        assert_eq!(
            keystore::decrypt(&json, "wrong").unwrap_err().code(),
            "keys.bad_password"
        );
    }
    // Two exports of the same key differ (fresh salt and IV).
    let a = keystore::encrypt(&key, "p", Kdf::Pbkdf2 { rounds: 1000 }).unwrap();
    let b = keystore::encrypt(&key, "p", Kdf::Pbkdf2 { rounds: 1000 }).unwrap();
    assert_ne!(a, b);
}

#[test]
fn malformed_and_hostile_keystores_are_clear_errors() {
    assert_eq!(
        keystore::decrypt("not json", "p").unwrap_err().code(),
        "keys.keystore_format"
    );
    assert_eq!(
        keystore::decrypt("{}", "p").unwrap_err().code(),
        "keys.keystore_format"
    );

    let mut v: Value =
        serde_json::from_str(include_str!("fixtures/web3_secret_storage_scrypt.json")).unwrap();
    // A work factor that would need 128 GiB of memory is refused, not attempted.
    v["crypto"]["kdfparams"]["n"] = Value::from(1u64 << 30);
    assert_eq!(
        keystore::decrypt(&v.to_string(), "testpassword")
            .unwrap_err()
            .code(),
        "keys.keystore_format"
    );
    // 2^20 with r = 16 would need 2 GiB: refused too.
    v["crypto"]["kdfparams"]["n"] = Value::from(1u64 << 20);
    v["crypto"]["kdfparams"]["r"] = Value::from(16);
    assert_eq!(
        keystore::decrypt(&v.to_string(), "testpassword")
            .unwrap_err()
            .code(),
        "keys.keystore_format"
    );
    v["crypto"]["kdfparams"]["r"] = Value::from(1);
    v["crypto"]["kdfparams"]["n"] = Value::from(1000);
    assert_eq!(
        keystore::decrypt(&v.to_string(), "testpassword")
            .unwrap_err()
            .code(),
        "keys.keystore_format"
    );

    let mut v: Value =
        serde_json::from_str(include_str!("fixtures/web3_secret_storage_pbkdf2.json")).unwrap();
    v["crypto"]["cipher"] = Value::from("aes-128-cbc");
    assert_eq!(
        keystore::decrypt(&v.to_string(), "testpassword")
            .unwrap_err()
            .code(),
        "keys.keystore_unsupported"
    );
    v["crypto"]["cipher"] = Value::from("aes-128-ctr");
    v["crypto"]["kdf"] = Value::from("argon2");
    assert_eq!(
        keystore::decrypt(&v.to_string(), "testpassword")
            .unwrap_err()
            .code(),
        "keys.keystore_unsupported"
    );
    v["crypto"]["kdf"] = Value::from("pbkdf2");
    v["crypto"]["kdfparams"]["prf"] = Value::from("hmac-sha512");
    assert_eq!(
        keystore::decrypt(&v.to_string(), "testpassword")
            .unwrap_err()
            .code(),
        "keys.keystore_unsupported"
    );
    v["crypto"]["kdfparams"]["prf"] = Value::from("hmac-sha256");
    v["crypto"]["mac"] = Value::from("zz");
    assert_eq!(
        keystore::decrypt(&v.to_string(), "testpassword")
            .unwrap_err()
            .code(),
        "keys.keystore_format"
    );
    v["version"] = Value::from(1);
    assert_eq!(
        keystore::decrypt(&v.to_string(), "testpassword")
            .unwrap_err()
            .code(),
        "keys.keystore_unsupported"
    );
}

/// The other direction: keystores and signatures made here are read by eth-account (installed
/// by scripts/setup.sh). Fails, rather than skips, when python3 or eth-account is missing.
#[test]
fn eth_account_reads_our_keystores_and_recovers_our_signatures() {
    let key = PrivateKey::generate().unwrap();
    let hash = tdx_keys::keccak256(key.address().as_bytes());
    let sig = signature_to_hex(&key.sign_hash(&hash));
    let scrypt = keystore::encrypt(
        &key,
        "pä55",
        Kdf::Scrypt {
            log_n: 12,
            r: 8,
            p: 1,
        },
    )
    .unwrap();
    let pbkdf2 = keystore::encrypt(&key, "pä55", Kdf::Pbkdf2 { rounds: 2048 }).unwrap();
    let script = r#"
import json, sys
from eth_account import Account
from eth_account.messages import encode_defunct
d = json.load(sys.stdin)
for ks in (d["scrypt"], d["pbkdf2"]):
    print("0x" + Account.decrypt(ks, d["password"]).hex())
print(Account.recover_message(encode_defunct(primitive=bytes.fromhex(d["hash"][2:])), signature=d["sig"]))
"#;
    let input = serde_json::json!({
        "scrypt": serde_json::from_str::<Value>(&scrypt).unwrap(),
        "pbkdf2": serde_json::from_str::<Value>(&pbkdf2).unwrap(),
        "password": "pä55",
        "hash": format!("0x{}", hex::encode(hash)),
        "sig": sig,
    });
    let mut child = std::process::Command::new("python3")
        .args(["-c", script])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("python3 is needed (scripts/setup.sh installs eth-account)");
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.to_string().as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "eth-account failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let key_hex = key.to_hex();
    assert_eq!(
        lines,
        [
            key_hex.expose().as_str(),
            key_hex.expose().as_str(),
            &key.address().to_string()
        ]
    );
}
