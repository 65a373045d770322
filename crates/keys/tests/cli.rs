//! The `tdx-keys` binary as a script would use it.

#![allow(clippy::unwrap_used)] // test helpers: a panic is the failure report

use std::path::Path;
use std::process::{Command, Output};

use tdx_keys::{PrivateKey, keccak256, parse_signature, recover};

fn tdx_keys(args: &[&str], password: Option<&str>) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tdx-keys"));
    cmd.args(args).env_remove("TDX_KEYSTORE_PASSWORD");
    if let Some(p) = password {
        cmd.env("TDX_KEYSTORE_PASSWORD", p);
    }
    cmd.stdin(std::process::Stdio::null());
    cmd.output().unwrap()
}

fn stdout(o: &Output) -> String {
    assert!(
        o.status.success(),
        "failed: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout.clone())
        .unwrap()
        .trim()
        .to_string()
}

fn one_line_error(o: &Output) -> String {
    assert!(
        !o.status.success(),
        "expected failure, got {}",
        String::from_utf8_lossy(&o.stdout)
    );
    let err = String::from_utf8(o.stderr.clone()).unwrap();
    assert_eq!(err.trim_end().lines().count(), 1, "not one line: {err:?}");
    err
}

fn write(dir: &Path, name: &str, text: &str) -> String {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p.to_str().unwrap().to_string()
}

const KEY: &str = "4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318";

#[test]
fn address_and_sign_hash_from_a_key_file() {
    let dir = tempfile::tempdir().unwrap();
    let kf = write(dir.path(), "key", &format!("0x{KEY}\n"));
    let address = stdout(&tdx_keys(&["address", "--key-file", &kf], None));
    assert_eq!(address, "0x2c7536E3605D9C16a7a3D7b1898e529396a65c23");

    let hash = keccak256(b"cli");
    let hash_hex = format!("0x{}", hex::encode(hash));
    let sig = stdout(&tdx_keys(
        &["sign-hash", "--key-file", &kf, &hash_hex],
        None,
    ));
    assert!(sig.starts_with("0x") && sig.len() == 132, "{sig}");
    let sig_bytes = parse_signature(&sig).unwrap();
    assert_eq!(recover(&hash, &sig_bytes).unwrap().to_string(), address);
    assert_eq!(
        stdout(&tdx_keys(&["recover", &hash_hex, &sig], None)),
        address
    );
}

#[test]
fn bad_input_exits_non_zero_with_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let kf = write(dir.path(), "key", "not a key");
    let e = one_line_error(&tdx_keys(&["address", "--key-file", &kf], None));
    assert!(e.contains("keys.bad_hex"), "{e}");
    let e = one_line_error(&tdx_keys(
        &["address", "--key-file", "/nonexistent/key"],
        None,
    ));
    assert!(e.contains("cannot read key file"), "{e}");
    let good = write(dir.path(), "good", KEY);
    let e = one_line_error(&tdx_keys(
        &["sign-hash", "--key-file", &good, "0x1234"],
        None,
    ));
    assert!(e.contains("expected 32 bytes"), "{e}");
}

#[test]
fn keystore_encrypt_then_decrypt_with_the_env_password() {
    let dir = tempfile::tempdir().unwrap();
    let kf = write(dir.path(), "key", KEY);
    let json = stdout(&tdx_keys(
        &["keystore", "encrypt", "--key-file", &kf, "--kdf", "pbkdf2"],
        Some("pw"),
    ));
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["version"], 3);
    assert_eq!(v["crypto"]["kdf"], "pbkdf2");
    let ks = write(dir.path(), "ks.json", &json);

    let address = stdout(&tdx_keys(&["keystore", "decrypt", &ks], Some("pw")));
    assert_eq!(
        address,
        PrivateKey::from_hex(KEY).unwrap().address().to_string()
    );
    let key = stdout(&tdx_keys(
        &["keystore", "decrypt", &ks, "--show-key"],
        Some("pw"),
    ));
    assert_eq!(key, format!("0x{KEY}"));

    let e = one_line_error(&tdx_keys(&["keystore", "decrypt", &ks], Some("wrong")));
    assert!(e.contains("keys.bad_password"), "{e}");
    // No password in the environment and no terminal to prompt on: a clear error, no hang.
    let e = one_line_error(&tdx_keys(&["keystore", "decrypt", &ks], None));
    assert!(e.contains("TDX_KEYSTORE_PASSWORD"), "{e}");
}

#[test]
fn generate_prints_a_usable_new_key() {
    let a = stdout(&tdx_keys(&["generate"], None));
    let b = stdout(&tdx_keys(&["generate"], None));
    assert_ne!(a, b);
    assert!(PrivateKey::from_hex(&a).is_ok());
}
