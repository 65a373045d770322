#![allow(clippy::unwrap_used)]

use super::*;
use tdx_keys::PrivateKey;

const NOW: i64 = 1_795_000_000_000;

/// A change made to a request.
type Edit = Box<dyn Fn(&mut SigningRequest)>;

fn key() -> PrivateKey {
    PrivateKey::from_hex("4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318")
        .unwrap()
}

fn party(inbox: &str, name: &str) -> RequestParty {
    RequestParty {
        inbox: inbox.into(),
        names: vec![PartyName {
            name: name.into(),
            source: "directory".into(),
        }],
    }
}

fn request() -> SigningRequest {
    SigningRequest {
        format: FORMAT.into(),
        version: VERSION,
        id: "9b2f7a54-3c1e-4d0b-8f6a-2e5d7c9b1a03".into(),
        operation: operation::TRANSFER_POSSESSION.into(),
        service: "http://127.0.0.1:8080".into(),
        company_id: Some("nile".into()),
        recipient: Some(party(
            "1b0c0000000000000000000000000000000a04",
            "Harbor Bank plc",
        )),
        ebls: ["GCLU1", "GCLU2", "GCLU3"]
            .iter()
            .enumerate()
            .map(|(i, r)| RequestedEbl {
                id: format!("ebl-{i}"),
                reference: (*r).into(),
                state: "ISSUED".into(),
                holder_inbox: Some("nile-inbox".into()),
                title_id: Some(format!("0x{i:064x}")),
                surrenderee: None,
            })
            .collect(),
        note: "Release against payment of invoice 42".into(),
        maker: Maker {
            email: Some("clerk@nile.example".into()),
            profile_id: "p-clerk".into(),
            profile_name: "Nile clerk".into(),
            address: None,
        },
        created_at: rfc3339(NOW),
        expires_at: rfc3339(NOW + 24 * 3_600_000),
    }
}

#[test]
fn a_signed_request_verifies_to_the_makers_key_after_saving_and_reading() {
    let file = RequestFile::sign(request(), &key()).unwrap();
    assert_eq!(
        file.request.maker.address.as_deref(),
        Some(key().address().to_checksum().as_str())
    );
    let read = RequestFile::parse(file.to_text().as_bytes()).unwrap();
    assert_eq!(read, file);
    assert_eq!(read.verify_maker().unwrap(), Some(key().address()));
    assert!(file.to_text().ends_with("}\n"));
}

#[test]
fn an_unsigned_request_reads_as_unsigned() {
    let file = RequestFile::unsigned(request());
    let read = RequestFile::parse(file.to_text().as_bytes()).unwrap();
    assert_eq!(read.verify_maker().unwrap(), None);
}

#[test]
fn any_edited_field_breaks_the_makers_signature() {
    let signed = RequestFile::sign(request(), &key()).unwrap();
    let edits: Vec<Edit> = vec![
        Box::new(|r| r.recipient.as_mut().unwrap().inbox = "attacker-inbox".into()),
        Box::new(|r| r.ebls[1].id = "ebl-9".into()),
        Box::new(|r| r.operation = operation::SEND_AS_COPY.into()),
        Box::new(|r| r.expires_at = rfc3339(NOW + 48 * 3_600_000)),
        Box::new(|r| r.note.push('!')),
        Box::new(|r| r.maker.email = Some("boss@nile.example".into())),
    ];
    for edit in edits {
        let mut file = signed.clone();
        edit(&mut file.request);
        let read = RequestFile::parse(file.to_text().as_bytes()).unwrap();
        assert!(matches!(read.verify_maker(), Err(Error::BadSignature)));
    }
    // A signature removed, with the address left, or an address removed with the signature
    // left, does not pass as unsigned.
    let mut stripped = signed.clone();
    stripped.signature = None;
    assert!(matches!(stripped.verify_maker(), Err(Error::BadSignature)));
    let mut anonymous = signed.clone();
    anonymous.request.maker.address = None;
    assert!(matches!(anonymous.verify_maker(), Err(Error::BadSignature)));
    // Another key's valid signature over the same request, claiming the maker's address.
    let other = PrivateKey::from_hex(&"11".repeat(32)).unwrap();
    let mut forged = signed.clone();
    forged.signature = Some(tdx_keys::signature_to_hex(
        &other.sign_message(signed.request.message().as_bytes()),
    ));
    assert!(matches!(forged.verify_maker(), Err(Error::BadSignature)));
}

#[test]
fn the_canonical_text_is_stable_and_compact() {
    let r = request();
    let json = String::from_utf8(r.canonical_json()).unwrap();
    assert!(json.starts_with(
        r#"{"format":"ebl-desk.signing-request","version":1,"id":"9b2f7a54-3c1e-4d0b-8f6a-2e5d7c9b1a03","operation":"TRANSFER_POSSESSION","#
    ));
    assert!(!json.contains('\n') && !json.contains(": "));
    // Reading the pretty file back gives the same canonical text (and so the same message).
    let read = RequestFile::parse(RequestFile::unsigned(r.clone()).to_text().as_bytes()).unwrap();
    assert_eq!(read.request.canonical_json(), r.canonical_json());
    assert_eq!(
        r.message(),
        format!(
            "{MESSAGE_PREFIX}{}",
            hex::encode(Sha256::digest(r.canonical_json()))
        )
    );
}

#[test]
fn the_message_cannot_be_taken_for_a_relay_hash_or_an_evidence_pack() {
    let message = request().message();
    // A relay hash is signed as its 32 raw bytes: EIP-191 over a 32-byte message. Ours is a
    // longer text, so its EIP-191 length prefix differs and no relay hash signs the same digest.
    assert_ne!(message.len(), 32);
    assert_ne!(
        tdx_keys::eip191_digest(message.as_bytes()),
        tdx_keys::eip191_digest(
            &Sha256::digest(request().canonical_json())
                .into_iter()
                .collect::<Vec<u8>>()
        )
    );
    // The evidence pack signs "eBL Desk evidence pack <sha256>" (tdx_evidence::MESSAGE_PREFIX;
    // the desk's tests compare the constants themselves).
    assert!(!message.starts_with("eBL Desk evidence pack "));
    assert!(!MESSAGE_PREFIX.starts_with("eBL Desk evidence pack"));
}

#[test]
fn expiry_is_the_expires_at_time() {
    let r = request();
    assert!(!r.expired_at(NOW));
    assert!(!r.expired_at(NOW + 24 * 3_600_000 - 1));
    assert!(r.expired_at(NOW + 24 * 3_600_000));
    let mut unreadable = r.clone();
    unreadable.expires_at = "tomorrow".into();
    assert!(unreadable.expired_at(NOW));
}

#[test]
fn file_names_say_the_operation_the_first_reference_and_how_many_more() {
    let mut r = request();
    assert_eq!(r.file_name(), "transfer-GCLU1-and-2-more.ebl-request");
    r.ebls.truncate(1);
    r.ebls[0].reference = "../etc/pass wd".into();
    r.operation = operation::SEND_AS_COPY.into();
    assert_eq!(r.file_name(), "copy-etcpasswd.ebl-request");
}

#[test]
fn files_that_are_not_requests_are_refused_by_kind() {
    let text = RequestFile::unsigned(request()).to_text();
    assert!(matches!(
        RequestFile::parse(&vec![b' '; MAX_FILE_BYTES + 1]),
        Err(Error::TooLarge)
    ));
    assert!(matches!(
        RequestFile::parse(b"\xff\xfe"),
        Err(Error::NotARequest(_))
    ));
    assert!(matches!(
        RequestFile::parse(b"{}"),
        Err(Error::NotARequest(_))
    ));
    assert!(matches!(
        RequestFile::parse(b"[1,2]"),
        Err(Error::NotARequest(_))
    ));
    assert!(matches!(
        RequestFile::parse(text.replace(FORMAT, "ebl-desk.evidence-pack").as_bytes()),
        Err(Error::NotARequest(_))
    ));
    assert!(matches!(
        RequestFile::parse(text.replace("\"version\": 1", "\"version\": 2").as_bytes()),
        Err(Error::UnknownVersion(2))
    ));
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["request"]["extra"] = serde_json::json!("field");
    assert!(matches!(
        RequestFile::parse(v.to_string().as_bytes()),
        Err(Error::Invalid(_))
    ));
}

#[test]
fn fields_out_of_their_limits_are_refused() {
    let cases: Vec<Edit> = vec![
        Box::new(|r| r.id = "not-a-uuid".into()),
        Box::new(|r| r.operation = "ISSUE".into()),
        Box::new(|r| r.ebls.clear()),
        Box::new(|r| {
            let first = r.ebls[0].clone();
            r.ebls = vec![first; MAX_EBLS + 1];
            for (i, e) in r.ebls.iter_mut().enumerate() {
                e.id = format!("e{i}");
            }
        }),
        Box::new(|r| r.ebls[1].id = r.ebls[0].id.clone()),
        Box::new(|r| r.note = "x".repeat(MAX_NOTE_CHARS + 1)),
        Box::new(|r| r.recipient = None),
        Box::new(|r| r.operation = operation::REQUEST_SURRENDER_FOR_DELIVERY.into()),
        Box::new(|r| r.ebls[0].surrenderee = Some(party("x", "y"))),
        Box::new(|r| r.service = String::new()),
        Box::new(|r| r.maker.profile_name = "n".repeat(MAX_FIELD_CHARS + 1)),
        Box::new(|r| r.maker.address = Some("0x1234".into())),
        Box::new(|r| r.created_at = "yesterday".into()),
        Box::new(|r| r.expires_at = r.created_at.clone()),
    ];
    for (i, edit) in cases.iter().enumerate() {
        let mut r = request();
        edit(&mut r);
        let text = RequestFile {
            request: r,
            signature: None,
        }
        .to_text();
        assert!(
            matches!(RequestFile::parse(text.as_bytes()), Err(Error::Invalid(_))),
            "case {i} was not refused"
        );
    }
    // A note of exactly the limit, in multi-byte characters, is fine.
    let mut r = request();
    r.note = "é".repeat(MAX_NOTE_CHARS);
    RequestFile::parse(RequestFile::unsigned(r).to_text().as_bytes()).unwrap();
    // A signature that is not 65 bytes of hex.
    let mut file = RequestFile::unsigned(request());
    file.signature = Some("0xdead".into());
    assert!(matches!(
        RequestFile::parse(file.to_text().as_bytes()),
        Err(Error::Invalid(_))
    ));
}

#[test]
fn parsing_never_panics_on_mangled_files() {
    let text = RequestFile::sign(request(), &key()).unwrap().to_text();
    let bytes = text.as_bytes();
    // Every prefix, and every byte replaced by a few troublesome ones.
    for end in 0..bytes.len() {
        let _ = RequestFile::parse(&bytes[..end]);
    }
    for i in 0..bytes.len() {
        for b in [b'"', b'{', b']', 0u8, 0xff, b'9'] {
            let mut m = bytes.to_vec();
            m[i] = b;
            if let Ok(file) = RequestFile::parse(&m) {
                let _ = file.verify_maker();
                let _ = file.request.expired_at(NOW);
                let _ = file.request.file_name();
            }
        }
    }
    // Deep nesting.
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    let _ = RequestFile::parse(deep.as_bytes());
    let deep = format!(
        "{{\"request\":{}{}}}",
        "[".repeat(10_000),
        "]".repeat(10_000)
    );
    let _ = RequestFile::parse(deep.as_bytes());
}
