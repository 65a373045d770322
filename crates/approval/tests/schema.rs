//! docs/signing-request.schema.json describes the files this crate writes: the example in
//! docs/examples (made by the desk's tests, signed with the sandbox clerk's key) and a
//! surrender request made here both validate against it, and the example reads and verifies.
//! The tree has no JSON Schema crate: the keywords the schema uses are checked here (type,
//! const, enum, required, properties, additionalProperties, items, min/maxItems,
//! min/maxLength, oneOf, $ref).

#![allow(clippy::unwrap_used)]

use serde_json::Value;
use tdx_approval::{Maker, PartyName, RequestFile, RequestParty, RequestedEbl, SigningRequest};

fn docs(path: &str) -> String {
    std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../docs")
            .join(path),
    )
    .unwrap()
}

fn type_ok(t: &str, v: &Value) -> bool {
    match t {
        "object" => v.is_object(),
        "array" => v.is_array(),
        "string" => v.is_string(),
        "null" => v.is_null(),
        "integer" => v.is_u64() || v.is_i64(),
        "number" => v.is_number(),
        "boolean" => v.is_boolean(),
        _ => false,
    }
}

/// The errors of `v` against `schema` (`root` for `$ref`s), each with its JSON path.
fn validate(root: &Value, schema: &Value, v: &Value, at: &str, errors: &mut Vec<String>) {
    if let Some(r) = schema.get("$ref").and_then(Value::as_str) {
        let name = r.strip_prefix("#/$defs/").unwrap();
        return validate(root, &root["$defs"][name], v, at, errors);
    }
    if let Some(options) = schema.get("oneOf").and_then(Value::as_array) {
        let passing = options
            .iter()
            .filter(|o| {
                let mut e = Vec::new();
                validate(root, o, v, at, &mut e);
                e.is_empty()
            })
            .count();
        if passing != 1 {
            errors.push(format!("{at}: {passing} of oneOf match"));
        }
    }
    match schema.get("type") {
        Some(Value::String(t)) if !type_ok(t, v) => errors.push(format!("{at}: not {t}")),
        Some(Value::Array(ts)) if !ts.iter().any(|t| type_ok(t.as_str().unwrap(), v)) => {
            errors.push(format!("{at}: not any of {ts:?}"))
        }
        _ => {}
    }
    if let Some(c) = schema.get("const")
        && c != v
    {
        errors.push(format!("{at}: not {c}"));
    }
    if let Some(e) = schema.get("enum").and_then(Value::as_array)
        && !e.contains(v)
    {
        errors.push(format!("{at}: not one of {e:?}"));
    }
    if let Some(s) = v.as_str() {
        let n = s.chars().count() as u64;
        if schema
            .get("minLength")
            .and_then(Value::as_u64)
            .is_some_and(|m| n < m)
        {
            errors.push(format!("{at}: too short"));
        }
        if schema
            .get("maxLength")
            .and_then(Value::as_u64)
            .is_some_and(|m| n > m)
        {
            errors.push(format!("{at}: too long"));
        }
    }
    if let Some(items) = v.as_array() {
        let n = items.len() as u64;
        if schema
            .get("minItems")
            .and_then(Value::as_u64)
            .is_some_and(|m| n < m)
        {
            errors.push(format!("{at}: too few items"));
        }
        if schema
            .get("maxItems")
            .and_then(Value::as_u64)
            .is_some_and(|m| n > m)
        {
            errors.push(format!("{at}: too many items"));
        }
        if let Some(item) = schema.get("items") {
            for (i, x) in items.iter().enumerate() {
                validate(root, item, x, &format!("{at}[{i}]"), errors);
            }
        }
    }
    if let Some(object) = v.as_object() {
        let properties = schema.get("properties").and_then(Value::as_object);
        for key in schema
            .get("required")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            if !object.contains_key(key.as_str().unwrap()) {
                errors.push(format!("{at}: {key} is missing"));
            }
        }
        for (key, value) in object {
            match properties.and_then(|p| p.get(key)) {
                Some(s) => validate(root, s, value, &format!("{at}.{key}"), errors),
                None if schema.get("additionalProperties") == Some(&Value::Bool(false)) => {
                    errors.push(format!("{at}: {key} is not in the schema"))
                }
                None => {}
            }
        }
    }
}

fn errors_of(text: &str) -> Vec<String> {
    let schema: Value = serde_json::from_str(&docs("signing-request.schema.json")).unwrap();
    let file: Value = serde_json::from_str(text).unwrap();
    let mut errors = Vec::new();
    validate(&schema, &schema, &file, "$", &mut errors);
    errors
}

#[test]
fn the_example_validates_reads_and_verifies_to_the_clerk_s_key() {
    let text = docs("examples/transfer.ebl-request");
    assert_eq!(errors_of(&text), Vec::<String>::new());
    let file = RequestFile::parse(text.as_bytes()).unwrap();
    // The sandbox clerk's key (clerk@nile.example, `/_sandbox/world`).
    let signer = file.verify_maker().unwrap().unwrap();
    assert_eq!(
        signer.to_checksum(),
        "0x2feb2bd718AD2af1B1114c43a2F212C682CCe5f7"
    );
    assert_eq!(file.to_text(), text, "the file is as this crate writes it");
    // The schema catches what the parser refuses.
    let mut v: Value = serde_json::from_str(&text).unwrap();
    v["request"]["ebls"][0]["extra"] = Value::Bool(true);
    v["request"]["operation"] = "ISSUE".into();
    v["request"]["maker"]
        .as_object_mut()
        .unwrap()
        .remove("profileId");
    let errors = errors_of(&v.to_string());
    assert_eq!(errors.len(), 3, "{errors:?}");
}

#[test]
fn an_unsigned_surrender_request_validates() {
    let request = SigningRequest {
        format: tdx_approval::FORMAT.into(),
        version: tdx_approval::VERSION,
        id: "2f1d1c3e-8a4b-4c5d-9e6f-7a8b9c0d1e2f".into(),
        operation: tdx_approval::operation::REQUEST_SURRENDER_FOR_DELIVERY.into(),
        service: "https://ebl.example".into(),
        company_id: None,
        recipient: None,
        ebls: vec![RequestedEbl {
            id: "e1".into(),
            reference: "R1".into(),
            state: "ISSUED".into(),
            holder_inbox: None,
            title_id: None,
            surrenderee: Some(RequestParty {
                inbox: "carrier-inbox".into(),
                names: vec![PartyName {
                    name: "Global Carrier Lines Ltd.".into(),
                    source: "the eBL's issuer".into(),
                }],
            }),
        }],
        note: String::new(),
        maker: Maker {
            email: None,
            profile_id: "p".into(),
            profile_name: "Nile".into(),
            address: None,
        },
        created_at: tdx_approval::rfc3339(0),
        expires_at: tdx_approval::rfc3339(3_600_000),
    };
    let text = RequestFile::unsigned(request).to_text();
    RequestFile::parse(text.as_bytes()).unwrap();
    assert_eq!(errors_of(&text), Vec::<String>::new());
}
