//! Ethereum keystore v3 ("Web3 Secret Storage"): decrypt with scrypt or PBKDF2-HMAC-SHA256,
//! AES-128-CTR, the MAC checked before anything is decrypted; and encrypt, for backups.

use aes::Aes128;
use ctr::cipher::{KeyIvInit, StreamCipher};
use rand::TryRngCore;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use zeroize::Zeroizing;

use crate::error::{Error, Result};
use crate::hash::keccak256;
use crate::key::PrivateKey;

type Aes128Ctr = ctr::Ctr128BE<Aes128>;

/// Upper bounds on KDF work a keystore may ask for, so a hostile file cannot make the app
/// allocate gigabytes or spin for hours. Geth's "standard" scrypt is N = 2^18, r = 8, p = 1.
const MAX_SCRYPT_LOG_N: u8 = 20;
const MAX_SCRYPT_R: u32 = 16;
const MAX_SCRYPT_P: u32 = 16;
/// Memory scrypt needs is 128·r·N bytes: at most 512 MiB (geth's standard needs 256 MiB).
const MAX_SCRYPT_MEMORY: u64 = 512 << 20;
/// And the work, 128·r·N·p bytes mixed, at most 8 times that.
const MAX_SCRYPT_WORK: u64 = 4 << 30;
const MAX_PBKDF2_ROUNDS: u32 = 10_000_000;

/// The key derivation a new keystore uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kdf {
    /// scrypt with N = 2^log_n.
    Scrypt { log_n: u8, r: u32, p: u32 },
    /// PBKDF2-HMAC-SHA256 with `rounds` iterations.
    Pbkdf2 { rounds: u32 },
}

impl Default for Kdf {
    /// What geth and eth-account write by default: scrypt N = 2^18, r = 8, p = 1.
    fn default() -> Self {
        Kdf::Scrypt {
            log_n: 18,
            r: 8,
            p: 1,
        }
    }
}

#[derive(Serialize, Deserialize)]
struct KeystoreFile {
    #[serde(skip_serializing_if = "Option::is_none")]
    address: Option<String>,
    #[serde(alias = "Crypto")]
    crypto: CryptoSection,
    #[serde(skip_serializing_if = "Option::is_none")]
    id: Option<String>,
    version: Value,
}

#[derive(Serialize, Deserialize)]
struct CryptoSection {
    cipher: String,
    cipherparams: CipherParams,
    ciphertext: String,
    kdf: String,
    kdfparams: Value,
    mac: String,
}

#[derive(Serialize, Deserialize)]
struct CipherParams {
    iv: String,
}

#[derive(Deserialize)]
struct ScryptParams {
    dklen: usize,
    n: u64,
    r: u32,
    p: u32,
    salt: String,
}

#[derive(Deserialize)]
struct Pbkdf2Params {
    dklen: usize,
    c: u32,
    prf: String,
    salt: String,
}

fn format_err(msg: impl Into<String>) -> Error {
    Error::KeystoreFormat(msg.into())
}

fn unhex(field: &str, text: &str) -> Result<Vec<u8>> {
    let t = text.trim();
    let t = t.strip_prefix("0x").unwrap_or(t);
    hex::decode(t).map_err(|_| format_err(format!("{field} is not hex")))
}

/// Decrypts a keystore v3 JSON document with `password`. A wrong password is
/// [`Error::BadPassword`] (code `keys.bad_password`).
pub fn decrypt(json: &str, password: &str) -> Result<PrivateKey> {
    let file: KeystoreFile =
        serde_json::from_str(json).map_err(|e| format_err(format!("not keystore JSON: {e}")))?;
    let version_ok = match &file.version {
        Value::Number(n) => n.as_u64() == Some(3),
        Value::String(s) => s == "3",
        _ => false,
    };
    if !version_ok {
        return Err(Error::KeystoreUnsupported {
            what: "version",
            value: file.version.to_string(),
        });
    }
    let crypto = &file.crypto;
    if !crypto.cipher.eq_ignore_ascii_case("aes-128-ctr") {
        return Err(Error::KeystoreUnsupported {
            what: "cipher",
            value: crypto.cipher.clone(),
        });
    }
    let derived = derive_from_params(&crypto.kdf, &crypto.kdfparams, password)?;
    let ciphertext = unhex("ciphertext", &crypto.ciphertext)?;
    let mac = unhex("mac", &crypto.mac)?;
    let iv = unhex("iv", &crypto.cipherparams.iv)?;
    if iv.len() != 16 {
        return Err(format_err("iv must be 16 bytes"));
    }
    if mac.len() != 32 {
        return Err(format_err("mac must be 32 bytes"));
    }
    if !constant_time_eq(&compute_mac(&derived, &ciphertext), &mac) {
        return Err(Error::BadPassword);
    }
    if ciphertext.len() != 32 {
        return Err(format_err(
            "ciphertext must be 32 bytes (one secp256k1 key)",
        ));
    }
    let mut plain = Zeroizing::new([0u8; 32]);
    plain.copy_from_slice(&ciphertext);
    apply_aes_ctr(&derived[..16], &iv, plain.as_mut())?;
    let key = PrivateKey::from_bytes(&plain)?;
    if let Some(stated) = &file.address {
        let stated = crate::address::Address::parse_any_case(stated)
            .map_err(|_| format_err("address field is not an address"))?;
        if stated != key.address() {
            return Err(format_err(format!(
                "the decrypted key's address {} differs from the file's address {}",
                key.address(),
                stated
            )));
        }
    }
    Ok(key)
}

/// Encrypts `key` into a keystore v3 JSON document (pretty-printed) with a fresh random salt,
/// IV and id.
pub fn encrypt(key: &PrivateKey, password: &str, kdf: Kdf) -> Result<String> {
    let salt: [u8; 32] = random_bytes()?;
    let iv: [u8; 16] = random_bytes()?;
    let uuid_bytes: [u8; 16] = random_bytes()?;
    let id = uuid::Builder::from_random_bytes(uuid_bytes).into_uuid();

    let (kdf_name, kdfparams, derived) = match kdf {
        Kdf::Scrypt { log_n, r, p } => {
            check_scrypt(log_n, r, p)?;
            let derived = scrypt_derive(password, &salt, log_n, r, p, 32)?;
            let params = serde_json::json!({
                "dklen": 32, "n": 1u64 << log_n, "r": r, "p": p, "salt": hex::encode(salt),
            });
            ("scrypt", params, derived)
        }
        Kdf::Pbkdf2 { rounds } => {
            check_pbkdf2(rounds)?;
            let derived = pbkdf2_derive(password, &salt, rounds, 32);
            let params = serde_json::json!({
                "dklen": 32, "c": rounds, "prf": "hmac-sha256", "salt": hex::encode(salt),
            });
            ("pbkdf2", params, derived)
        }
    };
    let mut ciphertext = key.to_bytes().to_vec();
    apply_aes_ctr(&derived[..16], &iv, &mut ciphertext)?;
    let mac = compute_mac(&derived, &ciphertext);
    let file = KeystoreFile {
        address: Some(hex::encode(key.address().as_bytes())),
        crypto: CryptoSection {
            cipher: "aes-128-ctr".into(),
            cipherparams: CipherParams {
                iv: hex::encode(iv),
            },
            ciphertext: hex::encode(&ciphertext),
            kdf: kdf_name.into(),
            kdfparams,
            mac: hex::encode(mac),
        },
        id: Some(id.to_string()),
        version: Value::from(3),
    };
    serde_json::to_string_pretty(&file).map_err(|e| format_err(e.to_string()))
}

/// The address a keystore says it holds, without decrypting it (the `address` field).
pub fn stated_address(json: &str) -> Result<Option<crate::address::Address>> {
    let file: KeystoreFile =
        serde_json::from_str(json).map_err(|e| format_err(format!("not keystore JSON: {e}")))?;
    file.address
        .map(|a| crate::address::Address::parse_any_case(&a))
        .transpose()
}

fn derive_from_params(kdf: &str, params: &Value, password: &str) -> Result<Zeroizing<Vec<u8>>> {
    match kdf.to_ascii_lowercase().as_str() {
        "scrypt" => {
            let p: ScryptParams = serde_json::from_value(params.clone())
                .map_err(|e| format_err(format!("scrypt kdfparams: {e}")))?;
            if !p.n.is_power_of_two() || p.n < 2 {
                return Err(format_err("scrypt n must be a power of two"));
            }
            let log_n = u8::try_from(p.n.trailing_zeros()).map_err(|_| format_err("scrypt n"))?;
            check_scrypt(log_n, p.r, p.p)?;
            check_dklen(p.dklen)?;
            scrypt_derive(password, &unhex("salt", &p.salt)?, log_n, p.r, p.p, p.dklen)
        }
        "pbkdf2" => {
            let p: Pbkdf2Params = serde_json::from_value(params.clone())
                .map_err(|e| format_err(format!("pbkdf2 kdfparams: {e}")))?;
            if !p.prf.eq_ignore_ascii_case("hmac-sha256") {
                return Err(Error::KeystoreUnsupported {
                    what: "pbkdf2 prf",
                    value: p.prf,
                });
            }
            check_pbkdf2(p.c)?;
            check_dklen(p.dklen)?;
            Ok(pbkdf2_derive(
                password,
                &unhex("salt", &p.salt)?,
                p.c,
                p.dklen,
            ))
        }
        other => Err(Error::KeystoreUnsupported {
            what: "kdf",
            value: other.to_string(),
        }),
    }
}

fn check_scrypt(log_n: u8, r: u32, p: u32) -> Result<()> {
    if log_n == 0
        || log_n > MAX_SCRYPT_LOG_N
        || r == 0
        || r > MAX_SCRYPT_R
        || p == 0
        || p > MAX_SCRYPT_P
        || (128u64 << log_n) * u64::from(r) > MAX_SCRYPT_MEMORY
        || (128u64 << log_n) * u64::from(r) * u64::from(p) > MAX_SCRYPT_WORK
    {
        return Err(format_err(format!(
            "scrypt parameters out of the accepted range (n ≤ 2^{MAX_SCRYPT_LOG_N}, r ≤ {MAX_SCRYPT_R}, p ≤ {MAX_SCRYPT_P}, 128·r·n ≤ 512 MiB)"
        )));
    }
    Ok(())
}

fn check_pbkdf2(rounds: u32) -> Result<()> {
    if rounds == 0 || rounds > MAX_PBKDF2_ROUNDS {
        return Err(format_err(format!(
            "pbkdf2 rounds must be 1..={MAX_PBKDF2_ROUNDS}"
        )));
    }
    Ok(())
}

fn check_dklen(dklen: usize) -> Result<()> {
    if !(32..=64).contains(&dklen) {
        return Err(format_err("dklen must be between 32 and 64"));
    }
    Ok(())
}

fn scrypt_derive(
    password: &str,
    salt: &[u8],
    log_n: u8,
    r: u32,
    p: u32,
    dklen: usize,
) -> Result<Zeroizing<Vec<u8>>> {
    Ok(crate::scrypt_kdf::derive(
        password.as_bytes(),
        salt,
        log_n,
        r,
        p,
        dklen,
    ))
}

fn pbkdf2_derive(password: &str, salt: &[u8], rounds: u32, dklen: usize) -> Zeroizing<Vec<u8>> {
    let mut out = Zeroizing::new(vec![0u8; dklen]);
    pbkdf2::pbkdf2_hmac::<sha2::Sha256>(password.as_bytes(), salt, rounds, &mut out);
    out
}

fn compute_mac(derived: &[u8], ciphertext: &[u8]) -> [u8; 32] {
    let mut data = Vec::with_capacity(16 + ciphertext.len());
    data.extend_from_slice(&derived[16..32]);
    data.extend_from_slice(ciphertext);
    keccak256(&data)
}

fn apply_aes_ctr(key: &[u8], iv: &[u8], buf: &mut [u8]) -> Result<()> {
    let mut cipher =
        Aes128Ctr::new_from_slices(key, iv).map_err(|_| format_err("bad AES key or IV length"))?;
    cipher.apply_keystream(buf);
    Ok(())
}

fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

fn random_bytes<const N: usize>() -> Result<[u8; N]> {
    let mut out = [0u8; N];
    rand::rngs::OsRng
        .try_fill_bytes(&mut out)
        .map_err(|e| Error::Io(format!("the OS random number generator failed: {e}")))?;
    Ok(out)
}
