//! One signature through a PKCS#11 module (SoftHSM2, a token made in a temporary folder)
//! beside the keyring key's (`PrivateKey`, in memory), and a batch of 100 through the one
//! logged-in session. Both include the EIP-191 hashing; the module's include finding the key,
//! `C_Sign`, low-S normalisation, and recovering the address to check it.
//!
//! Needs `softhsm2-util` and /usr/lib/softhsm/libsofthsm2.so (scripts/setup.sh installs them).

#![allow(unsafe_code)]

use std::hint::black_box;
use std::process::Command;

use criterion::{Criterion, criterion_group, criterion_main};
use tdx_keys::pkcs11::{self, Pkcs11Signer};
use tdx_keys::{PrivateKey, Sensitive, Signer, keccak256};

const MODULE: &str = "/usr/lib/softhsm/libsofthsm2.so";
const PIN: &str = "246810";

/// A token in a temporary folder with a generated key, logged in; the folder lives as long as
/// the returned guard.
fn module_signer() -> (tempfile::TempDir, Pkcs11Signer) {
    let dir = tempfile::tempdir().expect("temp dir");
    let tokens = dir.path().join("tokens");
    std::fs::create_dir(&tokens).expect("token dir");
    let conf = dir.path().join("softhsm2.conf");
    std::fs::write(
        &conf,
        format!(
            "directories.tokendir = {}\nobjectstore.backend = file\nlog.level = ERROR\n",
            tokens.display()
        ),
    )
    .expect("conf");
    // SAFETY: set before any thread of the bench reads the environment or loads the module.
    unsafe { std::env::set_var("SOFTHSM2_CONF", &conf) };
    let made = Command::new("softhsm2-util")
        .args([
            "--init-token",
            "--free",
            "--label",
            "bench",
            "--pin",
            PIN,
            "--so-pin",
            "13579111",
        ])
        .output()
        .expect("softhsm2-util runs");
    assert!(made.status.success(), "softhsm2-util failed");
    let serial = pkcs11::list_tokens(MODULE)
        .expect("tokens")
        .into_iter()
        .find(|t| t.label == "bench")
        .expect("the bench token")
        .serial;
    let pin = Sensitive::new(PIN.to_owned());
    let key = pkcs11::generate(MODULE, &serial, "bench", &pin).expect("generated");
    let signer = Pkcs11Signer::open(MODULE, &serial, &key.id).expect("signer");
    (dir, signer)
}

fn bench(c: &mut Criterion) {
    let hash = keccak256(b"bench");
    let key = PrivateKey::generate().expect("key");
    let (_dir, module) = module_signer();
    let hashes: Vec<[u8; 32]> = (0u32..100).map(|i| keccak256(&i.to_be_bytes())).collect();

    let mut g = c.benchmark_group("signer");
    g.bench_function("sign_hash/keyring key (PrivateKey)", |b| {
        b.iter(|| Signer::sign_hash(&key, black_box(&hash)).expect("signs"))
    });
    g.bench_function("sign_hash/pkcs11 (SoftHSM2)", |b| {
        b.iter(|| module.sign_hash(black_box(&hash)).expect("signs"))
    });
    g.sample_size(20);
    g.bench_function("batch of 100/keyring key (PrivateKey)", |b| {
        b.iter(|| {
            for h in &hashes {
                black_box(Signer::sign_hash(&key, h).expect("signs"));
            }
        })
    });
    g.bench_function("batch of 100/pkcs11 (SoftHSM2, one session)", |b| {
        b.iter(|| {
            for h in &hashes {
                black_box(module.sign_hash(h).expect("signs"));
            }
        })
    });
    g.finish();
    assert_eq!(
        pkcs11::login_count(MODULE),
        1,
        "one login for every signature"
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
