//! scrypt (RFC 7914) for keystores.
//!
//! The `scrypt` crate refuses parameters with N ≥ 2^(16·r) (RFC 7914's recommendation), but
//! real keystores use them: the standard Web3 Secret Storage scrypt vector has N = 2^18 with
//! r = 1. For those this module runs its own scrypt (PBKDF2-HMAC-SHA256 around ROMix with
//! Salsa20/8); every other parameter set goes through the crate.

use zeroize::Zeroizing;

/// scrypt with N = 2^log_n. Parameters must already be range-checked by the caller.
pub(crate) fn derive(
    password: &[u8],
    salt: &[u8],
    log_n: u8,
    r: u32,
    p: u32,
    dklen: usize,
) -> Zeroizing<Vec<u8>> {
    let mut out = Zeroizing::new(vec![0u8; dklen]);
    if let Ok(params) = scrypt::Params::new(log_n, r, p, dklen)
        && scrypt::scrypt(password, salt, &params, &mut out).is_ok()
    {
        return out;
    }
    own_scrypt(password, salt, log_n, r as usize, p as usize, &mut out);
    out
}

/// RFC 7914 §6, without the N < 2^(16·r) restriction.
pub(crate) fn own_scrypt(
    password: &[u8],
    salt: &[u8],
    log_n: u8,
    r: usize,
    p: usize,
    out: &mut [u8],
) {
    let block = 128 * r;
    let mut b = Zeroizing::new(vec![0u8; p * block]);
    pbkdf2::pbkdf2_hmac::<sha2::Sha256>(password, salt, 1, &mut b);
    let n = 1usize << log_n;
    let words = block / 4;
    let mut x = Zeroizing::new(vec![0u32; words]);
    let mut v = Zeroizing::new(vec![0u32; n * words]);
    let mut tmp = Zeroizing::new(vec![0u32; words]);
    for chunk in b.chunks_mut(block) {
        for (w, bytes) in x.iter_mut().zip(chunk.chunks(4)) {
            *w = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
        }
        for i in 0..n {
            v[i * words..(i + 1) * words].copy_from_slice(&x);
            block_mix(&mut x, &mut tmp, r);
        }
        for _ in 0..n {
            // Integerify: the first word of the last 64-byte block, modulo N (a power of two).
            let j = (x[(2 * r - 1) * 16] as usize) & (n - 1);
            for (xw, vw) in x.iter_mut().zip(&v[j * words..(j + 1) * words]) {
                *xw ^= vw;
            }
            block_mix(&mut x, &mut tmp, r);
        }
        for (w, bytes) in x.iter().zip(chunk.chunks_mut(4)) {
            bytes.copy_from_slice(&w.to_le_bytes());
        }
    }
    pbkdf2::pbkdf2_hmac::<sha2::Sha256>(password, &b, 1, out);
}

/// scryptBlockMix: `b` holds 2r 16-word blocks; the result is written back into `b`.
fn block_mix(b: &mut [u32], tmp: &mut [u32], r: usize) {
    let mut x = [0u32; 16];
    x.copy_from_slice(&b[(2 * r - 1) * 16..2 * r * 16]);
    for i in 0..2 * r {
        for (xw, bw) in x.iter_mut().zip(&b[i * 16..(i + 1) * 16]) {
            *xw ^= bw;
        }
        salsa20_8(&mut x);
        // Even blocks go to the first half, odd ones to the second.
        let dest = if i % 2 == 0 { i / 2 } else { r + i / 2 };
        tmp[dest * 16..(dest + 1) * 16].copy_from_slice(&x);
    }
    b.copy_from_slice(tmp);
}

fn salsa20_8(b: &mut [u32; 16]) {
    let mut x = *b;
    for _ in 0..4 {
        // Column round.
        x[4] ^= x[0].wrapping_add(x[12]).rotate_left(7);
        x[8] ^= x[4].wrapping_add(x[0]).rotate_left(9);
        x[12] ^= x[8].wrapping_add(x[4]).rotate_left(13);
        x[0] ^= x[12].wrapping_add(x[8]).rotate_left(18);
        x[9] ^= x[5].wrapping_add(x[1]).rotate_left(7);
        x[13] ^= x[9].wrapping_add(x[5]).rotate_left(9);
        x[1] ^= x[13].wrapping_add(x[9]).rotate_left(13);
        x[5] ^= x[1].wrapping_add(x[13]).rotate_left(18);
        x[14] ^= x[10].wrapping_add(x[6]).rotate_left(7);
        x[2] ^= x[14].wrapping_add(x[10]).rotate_left(9);
        x[6] ^= x[2].wrapping_add(x[14]).rotate_left(13);
        x[10] ^= x[6].wrapping_add(x[2]).rotate_left(18);
        x[3] ^= x[15].wrapping_add(x[11]).rotate_left(7);
        x[7] ^= x[3].wrapping_add(x[15]).rotate_left(9);
        x[11] ^= x[7].wrapping_add(x[3]).rotate_left(13);
        x[15] ^= x[11].wrapping_add(x[7]).rotate_left(18);
        // Row round.
        x[1] ^= x[0].wrapping_add(x[3]).rotate_left(7);
        x[2] ^= x[1].wrapping_add(x[0]).rotate_left(9);
        x[3] ^= x[2].wrapping_add(x[1]).rotate_left(13);
        x[0] ^= x[3].wrapping_add(x[2]).rotate_left(18);
        x[6] ^= x[5].wrapping_add(x[4]).rotate_left(7);
        x[7] ^= x[6].wrapping_add(x[5]).rotate_left(9);
        x[4] ^= x[7].wrapping_add(x[6]).rotate_left(13);
        x[5] ^= x[4].wrapping_add(x[7]).rotate_left(18);
        x[11] ^= x[10].wrapping_add(x[9]).rotate_left(7);
        x[8] ^= x[11].wrapping_add(x[10]).rotate_left(9);
        x[9] ^= x[8].wrapping_add(x[11]).rotate_left(13);
        x[10] ^= x[9].wrapping_add(x[8]).rotate_left(18);
        x[12] ^= x[15].wrapping_add(x[14]).rotate_left(7);
        x[13] ^= x[12].wrapping_add(x[15]).rotate_left(9);
        x[14] ^= x[13].wrapping_add(x[12]).rotate_left(13);
        x[15] ^= x[14].wrapping_add(x[13]).rotate_left(18);
    }
    for (bw, xw) in b.iter_mut().zip(x) {
        *bw = bw.wrapping_add(xw);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn own_scrypt_matches_rfc7914_test_vectors() {
        let mut out = [0u8; 64];
        own_scrypt(b"", b"", 4, 1, 1, &mut out);
        assert_eq!(
            hex::encode(out),
            "77d6576238657b203b19ca42c18a0497f16b4844e3074ae8dfdffa3fede21442\
             fcd0069ded0948f8326a753a0fc81f17e8d3e0fb2e0d3628cf35e20c38d18906"
        );
        own_scrypt(b"password", b"NaCl", 10, 8, 16, &mut out);
        assert_eq!(
            hex::encode(out),
            "fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b373162\
             2eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640"
        );
    }

    #[test]
    fn own_scrypt_agrees_with_the_scrypt_crate_where_both_apply() {
        let params = scrypt::Params::new(6, 2, 3, 32).unwrap();
        let mut theirs = [0u8; 32];
        scrypt::scrypt(b"pw", b"salt", &params, &mut theirs).unwrap();
        let mut ours = [0u8; 32];
        own_scrypt(b"pw", b"salt", 6, 2, 3, &mut ours);
        assert_eq!(ours, theirs);
        // And parameters the crate refuses (N >= 2^(16 r)) still derive.
        assert!(scrypt::Params::new(17, 1, 1, 32).is_err());
        assert_ne!(*derive(b"pw", b"salt", 17, 1, 1, 32), [0u8; 32]);
    }
}
