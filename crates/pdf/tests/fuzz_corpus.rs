//! The fuzz harnesses on stable: every file of the cargo-fuzz corpora, plus mutations of
//! each (bit flips, truncations), must go through without a panic. `cargo +nightly fuzz
//! run <target>` in `fuzz/` explores further.

use std::path::PathBuf;

use tdx_pdf::engine::Engine;
use tdx_pdf::fuzzing;

fn corpus(target: &str) -> Vec<Vec<u8>> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../fuzz/corpus")
        .join(target);
    let mut out: Vec<Vec<u8>> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| std::fs::read(e.expect("entry").path()).expect("read"))
        .collect();
    assert!(!out.is_empty(), "empty corpus {}", dir.display());
    out.sort();
    out
}

/// Single-byte changes per corpus file: 16 in CI, more with `TDX_FUZZ_MUTATIONS` (the bench).
fn rounds() -> usize {
    std::env::var("TDX_FUZZ_MUTATIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(16)
}

/// The input, a few truncations, and single-byte changes.
fn mutations(data: &[u8], seed: u64) -> Vec<Vec<u8>> {
    let mut out = vec![data.to_vec()];
    for cut in [1, 2, 5, data.len() / 2] {
        if cut < data.len() {
            out.push(data[..data.len() - cut].to_vec());
        }
    }
    let mut s = seed | 1;
    for _ in 0..rounds() {
        if data.is_empty() {
            break;
        }
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        let mut m = data.to_vec();
        let i = (s as usize) % m.len();
        m[i] = m[i].wrapping_add((s >> 32) as u8 | 1);
        out.push(m);
    }
    out
}

#[test]
fn protocol_corpus_and_mutations_never_panic() {
    let mut n = 0;
    for (k, seed) in corpus("protocol_decode").iter().enumerate() {
        for m in mutations(seed, k as u64 + 1) {
            fuzzing::protocol(&m);
            n += 1;
        }
    }
    println!("RELIABILITY fuzz protocol_decode: executions={n} crashes=0");
    assert!(n > 100);
}

#[test]
fn open_render_corpus_and_mutations_never_panic() {
    let mut engine = Engine::load(None).expect("PDFium (run scripts/setup.sh)");
    let mut n = 0;
    for (k, seed) in corpus("open_render").iter().enumerate() {
        for m in mutations(seed, k as u64 + 1) {
            fuzzing::open_render(&mut engine, &m);
            n += 1;
        }
    }
    println!("RELIABILITY fuzz open_render: executions={n} crashes=0");
    assert_eq!(engine.open_documents(), 0, "every document was closed");
}
