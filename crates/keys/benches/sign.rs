//! Sign and recover (EIP-191 over a 32-byte hash) with tdx-keys (k256) beside libsecp256k1
//! (the `secp256k1` crate). Both sides hash the EIP-191 prefix the same way so the numbers
//! compare the curve work.

use criterion::{Criterion, criterion_group, criterion_main};
use secp256k1::ecdsa::{RecoverableSignature, RecoveryId};
use secp256k1::{Message, Secp256k1, SecretKey};
use std::hint::black_box;
use tdx_keys::{PrivateKey, eip191_digest, keccak256, recover};

const KEY: [u8; 32] = [0x4c; 32];

fn bench(c: &mut Criterion) {
    let hash = keccak256(b"bench");
    let key = PrivateKey::from_bytes(&KEY).expect("valid key");
    let sig = key.sign_hash(&hash);

    let mut g = c.benchmark_group("eip191");
    g.bench_function("sign/tdx-keys (k256)", |b| {
        b.iter(|| key.sign_hash(black_box(&hash)))
    });
    g.bench_function("recover/tdx-keys (k256)", |b| {
        b.iter(|| recover(black_box(&hash), black_box(&sig)).expect("recovers"))
    });

    let secp = Secp256k1::new();
    let sk = SecretKey::from_byte_array(KEY).expect("valid key");
    g.bench_function("sign/libsecp256k1", |b| {
        b.iter(|| {
            let msg = Message::from_digest(eip191_digest(black_box(&hash)));
            let (id, bytes) = secp.sign_ecdsa_recoverable(msg, &sk).serialize_compact();
            let mut out = [0u8; 65];
            out[..64].copy_from_slice(&bytes);
            out[64] = 27 + u8::try_from(i32::from(id)).unwrap_or(0);
            out
        })
    });
    let rec = RecoverableSignature::from_compact(
        &sig[..64],
        RecoveryId::try_from(i32::from(sig[64] - 27)).expect("id"),
    )
    .expect("signature");
    g.bench_function("recover/libsecp256k1", |b| {
        b.iter(|| {
            let msg = Message::from_digest(eip191_digest(black_box(&hash)));
            let pk = secp.recover_ecdsa(msg, black_box(&rec)).expect("recovers");
            let bytes = pk.serialize_uncompressed();
            keccak256(&bytes[1..])
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
