//! The parser on an MT700 and an MT707 written from the field descriptions of the SWIFT
//! standard, and on malformed messages (each refused naming its line).

use crate::{Amendment, Credit, Error, Permission, Tolerance, iso};

const MT700: &str = include_str!("../tests/fixtures/mt700.fin");
const MT707: &str = include_str!("../tests/fixtures/mt707.txt");

fn credit() -> Credit {
    match Credit::parse(MT700) {
        Ok(c) => c,
        Err(e) => panic!("the sample MT700 is refused: {e}"),
    }
}

#[test]
fn mt700_typed_fields() {
    let c = credit();
    assert_eq!(c.message_type.as_deref(), Some("700"));
    assert_eq!(c.number, "LC2026-0042");
    assert_eq!(c.form.as_deref(), Some("IRREVOCABLE"));
    assert_eq!(c.date_of_issue.map(iso).as_deref(), Some("2026-10-01"));
    assert_eq!(c.rules.as_deref(), Some("UCP LATEST VERSION"));
    assert_eq!(iso(c.expiry.date), "2026-12-15");
    assert_eq!(c.expiry.place, "ROTTERDAM");
    assert_eq!(c.applicant, "NORDIC IMPORT BV");
    assert_eq!(
        c.applicant_text,
        "NORDIC IMPORT BV\nKADE 12\n3011 ROTTERDAM NL"
    );
    // 59's account line is not the name.
    assert_eq!(c.beneficiary, "SHANGHAI EXPORT CO LTD");
    assert_eq!(c.amount.currency(), "USD");
    assert_eq!(c.amount.millis, 100_000_000);
    assert_eq!(c.amount.display(), "USD 100,000.00");
    assert_eq!(c.tolerance, Some(Tolerance { plus: 5, minus: 5 }));
    assert_eq!(c.amount_bounds(), (95_000_000, 105_000_000));
    let available = c.available.clone().unwrap_or_else(|| panic!("41D read"));
    assert_eq!(available.with, "ANY BANK IN CHINA");
    assert_eq!(available.by, "BY NEGOTIATION");
    assert_eq!(c.partial_shipments, Some(Permission::NotAllowed));
    assert_eq!(c.transhipment, Some(Permission::Allowed));
    assert_eq!(c.port_of_loading.as_deref(), Some("SHANGHAI"));
    assert_eq!(c.port_of_discharge.as_deref(), Some("ROTTERDAM"));
    assert_eq!(c.latest_shipment.map(iso).as_deref(), Some("2026-11-20"));
    assert_eq!(c.presentation_days, Some(21));
    assert_eq!(
        c.presentation_period.as_deref(),
        Some("21/FROM THE DATE OF SHIPMENT")
    );
}

#[test]
fn multi_line_narratives_keep_their_lines() {
    let c = credit();
    assert_eq!(
        c.goods.as_deref(),
        Some(
            "+2000 CARTONS OF CERAMIC TABLEWARE\nAS PER PROFORMA INVOICE PI-7781 DATED 260915\nCIF ROTTERDAM INCOTERMS 2020"
        )
    );
    let docs = crate::fields::items(c.documents_required.as_deref().unwrap_or_default());
    assert_eq!(docs.len(), 5, "{docs:?}");
    assert_eq!(
        docs.first().map(String::as_str),
        Some("SIGNED COMMERCIAL INVOICE IN 3 ORIGINALS AND 2 COPIES")
    );
    assert!(
        c.additional_conditions
            .as_deref()
            .is_some_and(|t| t.lines().count() == 2)
    );
}

#[test]
fn fields_not_read_are_kept_in_order() {
    let c = credit();
    let others: Vec<(&str, &str)> = c
        .other_fields()
        .map(|f| (f.tag.as_str(), f.value.as_str()))
        .collect();
    assert_eq!(
        others,
        vec![
            ("27", "1/1"),
            ("51D", "DEUTSCHE HANDELSBANK AG\nFRANKFURT"),
            ("42C", "AT SIGHT"),
            ("42A", "BANKDEFF"),
            (
                "71D",
                "ALL BANKING CHARGES OUTSIDE GERMANY\nARE FOR THE ACCOUNT OF THE BENEFICIARY"
            ),
            ("49", "WITHOUT"),
            ("78", "UPON RECEIPT OF COMPLYING DOCUMENTS WE WILL REMIT"),
        ]
    );
    // Lines count from the top of the file: `:20:` is on line 4.
    assert_eq!(
        c.fields.iter().find(|f| f.tag == "20").map(|f| f.line),
        Some(4)
    );
}

#[test]
fn block_4_alone_is_read_and_48_as_narrative() {
    let text = ":20:ABC123\n:31D:270131HAMBURG\n:50:BUYER GMBH\n:59:SELLER LTD\n:32B:EUR1250,5\n:48:DOCUMENTS TO BE PRESENTED WITHIN 15 DAYS AFTER THE DATE OF SHIPMENT\nBUT WITHIN THE VALIDITY OF THE CREDIT\n";
    let c = Credit::parse(text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(c.message_type, None);
    assert_eq!(c.amount.millis, 1_250_500);
    assert_eq!(c.presentation_days, Some(15));
    assert_eq!(c.tolerance, None);
    // Without 39A the amount is a ceiling (UCP 600 art. 30).
    assert_eq!(c.amount_bounds(), (0, 1_250_500));
    // No 48: 21 days.
    let c = Credit::parse(":20:X1\n:31D:270131HAMBURG\n:50:B\n:59:S\n:32B:EUR1,\n")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(c.period_days(), 21);
}

#[test]
fn mt710_takes_the_credit_number_from_21() {
    let text = "{1:F01BANKBEBBAXXX0000000000}{2:O710BANKDEFFXXXX}{4:\n:20:ADV-77\n:21:LC-9\n:31D:270131HAMBURG\n:50:B\n:59:S\n:32B:EUR1,\n-}";
    let c = Credit::parse(text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(c.number, "LC-9");
}

#[test]
fn mt707_applied_in_order() {
    let c = credit();
    let a = Amendment::parse(MT707).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(a.number, Some(1));
    let amended = c.amend(&a).unwrap_or_else(|e| panic!("{e}"));
    // 32B in an amendment is an increase.
    assert_eq!(amended.amount.millis, 110_000_000);
    assert_eq!(iso(amended.expiry.date), "2026-12-31");
    assert_eq!(amended.expiry.place, "ROTTERDAM");
    assert_eq!(
        amended.latest_shipment.map(iso).as_deref(),
        Some("2026-11-30")
    );
    assert!(
        amended
            .goods
            .as_deref()
            .is_some_and(|g| g.ends_with("\n+200 CARTONS OF GLASSWARE"))
    );
    let docs = amended.documents_required.clone().unwrap_or_default();
    assert!(!docs.contains("CERTIFICATE OF ORIGIN"), "{docs}");
    assert!(
        docs.ends_with(
            "+BENEFICIARY'S CERTIFICATE THAT ONE SET OF COPIES\nWAS SENT TO THE APPLICANT"
        )
    );
    assert_eq!(
        amended.additional_conditions.as_deref(),
        Some("+ALL DOCUMENTS MUST INDICATE THE CREDIT NUMBER LC2026-0042")
    );
    assert_eq!(amended.amendments.len(), 1);
    // Kept: 72Z of the amendment.
    assert!(
        amended
            .amendments
            .first()
            .is_some_and(|a| a.fields.iter().any(|f| f.tag == "72Z"))
    );
    // The same amendment again: already applied (26E on line 5 of the amendment).
    let again = amended.amend(&a);
    assert!(
        matches!(&again, Err(Error::Amendment { line: 5, reason }) if reason.contains("already applied")),
        "{again:?}"
    );
    // A decrease and a new amount.
    let b = Amendment::parse(":20:LC2026-0042\n:26E:2\n:33B:USD30000,00\n")
        .unwrap_or_else(|e| panic!("{e}"));
    let twice = amended.amend(&b).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(twice.amount.millis, 80_000_000);
    let c3 = Amendment::parse(":20:LC2026-0042\n:26E:3\n:34B:USD90000,00\n")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(twice.amend(&c3).map(|c| c.amount.millis), Ok(90_000_000));
    // Out of order: amendment 3 before 2.
    assert!(matches!(
        amended.amend(&c3),
        Err(Error::Amendment { line: 2, .. })
    ));
}

#[test]
fn amendments_that_do_not_fit_are_refused_naming_the_line() {
    let c = credit();
    let other =
        Amendment::parse(":20:LC-OTHER\n:26E:1\n:32B:USD1,00\n").unwrap_or_else(|e| panic!("{e}"));
    let e = c.amend(&other).err();
    assert!(
        matches!(&e, Some(Error::Amendment { line: 1, reason }) if reason.contains("another credit")),
        "{e:?}"
    );
    let missing = Amendment::parse(
        ":20:LC2026-0042\n:46B:/ADD/+WEIGHT LIST\n/DELETE/+PHYTOSANITARY CERTIFICATE\n",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let e = c.amend(&missing).err();
    assert!(
        matches!(&e, Some(Error::Amendment { line: 3, reason }) if reason.contains("PHYTOSANITARY")),
        "{e:?}"
    );
    let currency =
        Amendment::parse(":20:LC2026-0042\n:32B:EUR1000,00\n").unwrap_or_else(|e| panic!("{e}"));
    let e = c.amend(&currency).err();
    assert!(
        matches!(&e, Some(Error::BadField { line: 2, tag, .. }) if tag == "32B"),
        "{e:?}"
    );
    let no_code = Amendment::parse(":20:LC2026-0042\n:45B:200 CARTONS OF GLASSWARE\n")
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(matches!(
        c.amend(&no_code),
        Err(Error::BadField { line: 2, .. })
    ));
    // A credit given as an amendment, an amendment as a credit.
    assert!(matches!(
        Amendment::parse(MT700),
        Err(Error::WrongType { line: 1, .. })
    ));
    let e = Credit::parse(MT707).err();
    assert!(
        matches!(&e, Some(Error::WrongType { line: 5, .. })),
        "{e:?}"
    );
}

/// (text, the line named, the code).
fn refused(text: &str) -> (u32, &'static str, String) {
    match Credit::parse(text) {
        Ok(c) => panic!("accepted: {c:?}"),
        Err(e) => (e.line(), e.code(), e.to_string()),
    }
}

#[test]
fn malformed_messages_are_refused_naming_the_line() {
    let good = ":20:X1\n:31D:270131HAMBURG\n:50:B\n:59:S\n:32B:EUR1,\n";
    assert!(Credit::parse(good).is_ok());
    // Text before the first field.
    let (line, code, msg) = refused(&format!("DEAR SIRS\n{good}"));
    assert_eq!((line, code), (1, "credit.malformed"), "{msg}");
    // A line that starts like a tag but is not one.
    let (line, code, _) = refused(":20:X1\n:31D:270131HAMBURG\n:5X:B\n:59:S\n:32B:EUR1,\n");
    assert_eq!((line, code), (3, "credit.malformed"));
    let (line, _, _) = refused(":20:X1\n:31D 270131HAMBURG\n");
    assert_eq!(line, 2);
    // An amount with a decimal point, as SWIFT does not write it.
    let (line, code, msg) = refused(":20:X1\n:31D:270131HAMBURG\n:50:B\n:59:S\n:32B:EUR1000.00\n");
    assert_eq!((line, code), (5, "credit.bad_field"), "{msg}");
    assert!(msg.contains("32B"), "{msg}");
    // A currency that is not three letters.
    assert_eq!(
        refused(":20:X1\n:31D:270131HAMBURG\n:50:B\n:59:S\n:32B:1000,00\n").0,
        5
    );
    // Not a day of the calendar.
    let (line, code, _) = refused(":20:X1\n:31D:270230HAMBURG\n:50:B\n:59:S\n:32B:EUR1,\n");
    assert_eq!((line, code), (2, "credit.bad_field"));
    // A tolerance that is not nn/nn.
    let (line, _, msg) =
        refused(":20:X1\n:31D:270131HAMBURG\n:50:B\n:59:S\n:32B:EUR1,\n:39A:10 PCT\n");
    assert_eq!(line, 6, "{msg}");
    // 48 with no days.
    assert_eq!(
        refused(":20:X1\n:31D:270131HAMBURG\n:50:B\n:59:S\n:32B:EUR1,\n:48:PROMPTLY\n").0,
        6
    );
    // A field twice.
    let (line, code, _) =
        refused(":20:X1\n:31D:270131HAMBURG\n:50:B\n:59:S\n:32B:EUR1,\n:32B:EUR2,\n");
    assert_eq!((line, code), (6, "credit.bad_field"));
    // 32B missing: named at the end of the message.
    let (line, code, msg) = refused(":20:X1\n:31D:270131HAMBURG\n:50:B\n:59:S\n-\n");
    assert_eq!((line, code), (5, "credit.missing_field"), "{msg}");
    assert!(msg.contains("32B"));
    // A FIN message whose block 4 does not end.
    let (line, code, _) = refused("{1:F01X}{2:O700X}{4:\n:20:X1\n:31D:270131HAMBURG\n");
    assert_eq!(code, "credit.malformed");
    assert!(line >= 3);
    // Another message type.
    let (line, code, _) = refused("{1:F01X}{2:O103X}{4:\n:20:X1\n-}");
    assert_eq!((line, code), (1, "credit.wrong_type"));
    // Nothing at all, and binary noise: refused, no panic.
    assert_eq!(refused("").1, "credit.malformed");
    assert_eq!(refused("\u{0}\u{1}\u{fffd}::::").1, "credit.malformed");
}
