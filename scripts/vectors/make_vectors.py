#!/usr/bin/env python3
"""Cross-check vectors for tdx-keys, made with an independent implementation (eth-account).

Writes crates/keys/tests/fixtures/eth_account_vectors.json:
  - "signatures": random private keys and 32-byte hashes -> EIP-55 address and the EIP-191
    personal_sign signature over the 32 raw hash bytes (r || s || v, v in {27, 28});
  - "keystores": keystore v3 JSON files (scrypt and pbkdf2) of random keys with random
    passwords, with the key and address they must decrypt to.

Usage: python3 scripts/vectors/make_vectors.py [--count N] [--out PATH]
Requires: pip install eth-account
"""

import argparse
import json
import os
import secrets
from pathlib import Path

from eth_account import Account
from eth_account.messages import encode_defunct

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_OUT = ROOT / "crates/keys/tests/fixtures/eth_account_vectors.json"


def signature_vectors(count):
    out = []
    for i in range(count):
        key = "0x" + secrets.token_hex(32)
        # A few structured hashes beside random ones: all zeros, all ones, leading zeros.
        if i == 0:
            hash_bytes = bytes(32)
        elif i == 1:
            hash_bytes = b"\xff" * 32
        elif i == 2:
            hash_bytes = bytes(16) + secrets.token_bytes(16)
        else:
            hash_bytes = secrets.token_bytes(32)
        account = Account.from_key(key)
        signed = Account.sign_message(encode_defunct(primitive=hash_bytes), key)
        out.append(
            {
                "private_key": key,
                "address": account.address,
                "hash": "0x" + hash_bytes.hex(),
                "signature": "0x" + bytes(signed.signature).hex(),
            }
        )
    return out


def keystore_vectors():
    out = []
    # Small work factors keep the Rust tests quick; the standard vectors cover 2^18.
    for kdf, iterations in [("scrypt", 1 << 12), ("scrypt", 1 << 14), ("pbkdf2", 4096), ("pbkdf2", 1000)]:
        key = "0x" + secrets.token_hex(32)
        password = secrets.token_urlsafe(12) + " ü"  # non-ASCII: UTF-8 bytes go into the KDF
        keystore = Account.encrypt(key, password, kdf=kdf, iterations=iterations)
        out.append(
            {
                "kdf": kdf,
                "password": password,
                "private_key": key,
                "address": Account.from_key(key).address,
                "keystore": keystore,
            }
        )
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=48)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args()
    data = {
        "generator": "scripts/vectors/make_vectors.py (eth-account)",
        "signatures": signature_vectors(args.count),
        "keystores": keystore_vectors(),
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(data, indent=2) + "\n")
    print(f"wrote {args.out} ({len(data['signatures'])} signatures, {len(data['keystores'])} keystores)")


if __name__ == "__main__":
    os.umask(0o022)
    main()
