//! The documentary credit: MT700 (issue), MT710 (advice of a third bank's credit), MT720
//! (transfer), read into the fields the check uses; every field is kept as written.

use serde::{Deserialize, Serialize};
use time::Date;
use ts_rs::TS;

use crate::amend::Amendment;
use crate::error::{Error, Result};
use crate::fields::{self, Money, Permission, Tolerance};
use crate::swift::{self, Field};

/// 31D: the expiry date and place.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, rename = "CreditExpiry")]
pub struct Expiry {
    #[ts(type = "string")]
    #[serde(with = "iso_date")]
    pub date: Date,
    pub place: String,
}

/// 41a: with which bank the credit is available, and by what (`BY NEGOTIATION`...).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, rename = "CreditAvailable")]
pub struct Available {
    pub with: String,
    pub by: String,
}

/// A credit as read, with any amendments applied.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct Credit {
    /// `700`, `710`, `720` (block 2), or `None` when only block 4 was given.
    pub message_type: Option<String>,
    /// 20 (21 in an MT710/MT720): the documentary credit number.
    pub number: String,
    /// 40A.
    pub form: Option<String>,
    /// 31C.
    #[ts(type = "string | null")]
    #[serde(with = "iso_date_opt")]
    pub date_of_issue: Option<Date>,
    /// 40E.
    pub rules: Option<String>,
    /// 31D.
    pub expiry: Expiry,
    /// 50: the applicant's name (first line) and 50's whole text.
    pub applicant: String,
    pub applicant_text: String,
    /// 59.
    pub beneficiary: String,
    pub beneficiary_text: String,
    /// 32B.
    pub amount: Money,
    /// 39A.
    pub tolerance: Option<Tolerance>,
    /// 41a.
    pub available: Option<Available>,
    /// 43P, 43T.
    pub partial_shipments: Option<Permission>,
    pub transhipment: Option<Permission>,
    /// 44A, 44E, 44F, 44B.
    pub place_of_receipt: Option<String>,
    pub port_of_loading: Option<String>,
    pub port_of_discharge: Option<String>,
    pub final_destination: Option<String>,
    /// 44C.
    #[ts(type = "string | null")]
    #[serde(with = "iso_date_opt")]
    pub latest_shipment: Option<Date>,
    /// 44D.
    pub shipment_period: Option<String>,
    /// 45A, 46A, 47A as written (lines joined with `\n`).
    pub goods: Option<String>,
    pub documents_required: Option<String>,
    pub additional_conditions: Option<String>,
    /// 48 as written and the days it states (`None` with no 48: UCP 600's 21 days apply).
    pub presentation_period: Option<String>,
    pub presentation_days: Option<u16>,
    /// Every field of the message, in order, as written (amended fields as amended, with
    /// the line of the amendment that changed them last).
    pub fields: Vec<Field>,
    /// The amendments applied, in order, each with all its fields as written.
    pub amendments: Vec<Amendment>,
}

/// Fields that may appear more than once in a credit.
const REPEATABLE: &[&str] = &["71D", "72Z", "79"];

/// The tags of the fields [`Credit`] reads; any other is kept in `fields` only.
pub const READ_TAGS: &[&str] = &[
    "20", "21", "31C", "31D", "32B", "39A", "40A", "40E", "41A", "41D", "43P", "43T", "44A", "44E",
    "44F", "44B", "44C", "44D", "45A", "46A", "47A", "48", "50", "59",
];

fn bad(f: &Field, reason: String) -> Error {
    Error::BadField {
        line: f.line,
        tag: f.tag.clone(),
        reason,
    }
}

fn one_line(v: &str) -> String {
    v.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

impl Credit {
    /// Reads an MT700, MT710 or MT720: a whole FIN message or only its block 4.
    pub fn parse(text: &str) -> Result<Credit> {
        let block = swift::read(text)?;
        match block.message_type.as_deref() {
            None | Some("700" | "710" | "720") => {}
            Some(other) => {
                return Err(Error::WrongType {
                    line: 1,
                    reason: format!(
                        "an MT{other}, not a documentary credit (MT700, MT710 or MT720){}",
                        if other == "707" {
                            ": import it as an amendment"
                        } else {
                            ""
                        }
                    ),
                });
            }
        }
        if block.message_type.is_none()
            && let Some(f) = block.fields.iter().find(|f| f.tag == "26E")
        {
            return Err(Error::WrongType {
                line: f.line,
                reason: "field 26E (number of amendment): an MT707 amendment, not a credit".into(),
            });
        }
        let mut seen: Vec<&str> = Vec::new();
        for f in &block.fields {
            if seen.contains(&f.tag.as_str()) && !REPEATABLE.contains(&f.tag.as_str()) {
                return Err(bad(f, "the field appears twice".into()));
            }
            seen.push(&f.tag);
        }
        Self::from_fields(block.message_type, block.fields, block.end_line, Vec::new())
    }

    pub(crate) fn from_fields(
        message_type: Option<String>,
        fields: Vec<Field>,
        end_line: u32,
        amendments: Vec<Amendment>,
    ) -> Result<Credit> {
        let get = |tag: &str| fields.iter().find(|f| f.tag == tag);
        let need = |tag: &'static str, what: &'static str| {
            get(tag).ok_or(Error::MissingField {
                line: end_line,
                tag,
                what,
            })
        };
        let advised = matches!(message_type.as_deref(), Some("710" | "720"));
        let number_field = if advised {
            need("21", "documentary credit number")?
        } else {
            need("20", "documentary credit number")?
        };
        let number = one_line(&number_field.value);
        if number.is_empty() {
            return Err(bad(number_field, "no credit number".into()));
        }
        let f31d = need("31D", "date and place of expiry")?;
        let expiry = Expiry {
            date: fields::date(&f31d.value).map_err(|r| bad(f31d, r))?,
            place: one_line(f31d.value.get(6..).unwrap_or_default()),
        };
        let f32b = need("32B", "currency code, amount")?;
        let amount = fields::money(&f32b.value).map_err(|r| bad(f32b, r))?;
        let f50 = need("50", "applicant")?;
        let f59 = need("59", "beneficiary")?;
        let applicant = fields::party_name(&f50.value);
        let beneficiary = fields::party_name(&f59.value);
        if applicant.is_empty() {
            return Err(bad(f50, "no applicant's name".into()));
        }
        if beneficiary.is_empty() {
            return Err(bad(f59, "no beneficiary's name".into()));
        }
        let date_of = |tag: &str| -> Result<Option<Date>> {
            get(tag)
                .map(|f| fields::date(&f.value).map_err(|r| bad(f, r)))
                .transpose()
        };
        let text = |tag: &str| get(tag).map(|f| f.value.trim().to_owned());
        let line_text = |tag: &str| get(tag).map(|f| one_line(&f.value));
        let tolerance = get("39A")
            .map(|f| fields::tolerance(&f.value).map_err(|r| bad(f, r)))
            .transpose()?;
        let available = get("41A").or_else(|| get("41D")).map(|f| {
            let lines: Vec<&str> = f
                .value
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty())
                .collect();
            let by_at = lines
                .iter()
                .rposition(|l| l.to_uppercase().starts_with("BY "));
            match by_at {
                Some(i) => Available {
                    with: lines.get(..i).unwrap_or_default().join(" "),
                    by: lines.get(i..).unwrap_or_default().join(" "),
                },
                None => Available {
                    with: lines.join(" "),
                    by: String::new(),
                },
            }
        });
        let presentation_period = line_text("48");
        let presentation_days = match get("48") {
            Some(f) => Some(fields::presentation_days(&f.value).ok_or_else(|| {
                bad(
                    f,
                    "states no number of days (e.g. 21/FROM THE DATE OF SHIPMENT)".into(),
                )
            })?),
            None => None,
        };
        Ok(Credit {
            message_type,
            number,
            form: line_text("40A"),
            date_of_issue: date_of("31C")?,
            rules: line_text("40E"),
            expiry,
            applicant,
            applicant_text: f50.value.trim().to_owned(),
            beneficiary,
            beneficiary_text: f59.value.trim().to_owned(),
            amount,
            tolerance,
            available,
            partial_shipments: get("43P").map(|f| fields::permission(&f.value)),
            transhipment: get("43T").map(|f| fields::permission(&f.value)),
            place_of_receipt: line_text("44A"),
            port_of_loading: line_text("44E"),
            port_of_discharge: line_text("44F"),
            final_destination: line_text("44B"),
            latest_shipment: date_of("44C")?,
            shipment_period: text("44D"),
            goods: text("45A"),
            documents_required: text("46A"),
            additional_conditions: text("47A"),
            presentation_period,
            presentation_days,
            fields,
            amendments,
        })
    }

    /// The fields this crate does not read, as written.
    pub fn other_fields(&self) -> impl Iterator<Item = &Field> {
        self.fields
            .iter()
            .filter(|f| !READ_TAGS.contains(&f.tag.as_str()))
    }

    /// The days of 48, or UCP 600 art. 14c's 21 when the credit has no 48.
    pub fn period_days(&self) -> u16 {
        self.presentation_days.unwrap_or(21)
    }

    /// The credit's amount and its bounds under 39A (UCP 600 art. 30a/b: without 39A
    /// the amount may not be exceeded).
    pub fn amount_bounds(&self) -> (i64, i64) {
        let m = self.amount.millis;
        match self.tolerance {
            Some(t) => (
                m - m * i64::from(t.minus) / 100,
                m + m * i64::from(t.plus) / 100,
            ),
            None => (0, m),
        }
    }
}

mod iso_date {
    use serde::{Deserialize, Deserializer, Serializer};
    use time::Date;

    pub fn serialize<S: Serializer>(d: &Date, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&crate::fields::iso(*d))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Date, D::Error> {
        let s = String::deserialize(d)?;
        parse(&s).ok_or_else(|| serde::de::Error::custom("not a date YYYY-MM-DD"))
    }

    pub(super) fn parse(s: &str) -> Option<Date> {
        let f = time::macros::format_description!("[year]-[month]-[day]");
        Date::parse(s, &f).ok()
    }
}

mod iso_date_opt {
    use serde::{Deserialize, Deserializer, Serializer};
    use time::Date;

    pub fn serialize<S: Serializer>(d: &Option<Date>, s: S) -> Result<S::Ok, S::Error> {
        match d {
            Some(d) => s.serialize_some(&crate::fields::iso(*d)),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Date>, D::Error> {
        let s = Option::<String>::deserialize(d)?;
        s.map(|s| super::iso_date::parse(&s).ok_or_else(|| serde::de::Error::custom("not a date")))
            .transpose()
    }
}
