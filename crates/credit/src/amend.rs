//! MT707 amendments, applied to a credit in order: 32B increase, 33B decrease, 34B the
//! new amount, 31E (or 31D) the new expiry, 44C and the other replaced fields, and
//! 45B/46B/47B with their `/ADD/`, `/DELETE/` and `/REPALL/` codes on 45A/46A/47A.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::credit::Credit;
use crate::error::{Error, Result};
use crate::fields;
use crate::swift::{self, Field};

/// An amendment as read.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, rename = "CreditAmendment")]
pub struct Amendment {
    /// 26E, when the message has it.
    pub number: Option<u32>,
    /// Every field, in order, as written.
    pub fields: Vec<Field>,
}

/// Fields of an MT707 that replace the credit's field of the same tag.
const REPLACES: &[&str] = &[
    "31D", "39A", "40A", "40E", "41A", "41D", "42C", "42A", "42D", "42M", "42P", "43P", "43T",
    "44A", "44E", "44F", "44B", "44C", "44D", "48", "49", "50", "59", "71D", "78",
];

impl Amendment {
    /// Reads an MT707: a whole FIN message or its block 4.
    pub fn parse(text: &str) -> Result<Amendment> {
        let block = swift::read(text)?;
        match block.message_type.as_deref() {
            None | Some("707") => {}
            Some(other) => {
                return Err(Error::WrongType {
                    line: 1,
                    reason: format!("an MT{other}, not an amendment (MT707)"),
                });
            }
        }
        if block.message_type.is_none()
            && let Some(f) = block
                .fields
                .iter()
                .find(|f| matches!(f.tag.as_str(), "45A" | "46A" | "47A"))
        {
            return Err(Error::WrongType {
                line: f.line,
                reason: format!(
                    "field {} belongs to a credit (MT700); an amendment changes it with {}B",
                    f.tag,
                    f.tag.get(..2).unwrap_or_default()
                ),
            });
        }
        let number = match block.fields.iter().find(|f| f.tag == "26E") {
            Some(f) => Some(f.value.trim().parse::<u32>().map_err(|_| Error::BadField {
                line: f.line,
                tag: f.tag.clone(),
                reason: format!("{:?} is not an amendment number", swift::clip(&f.value)),
            })?),
            None => None,
        };
        Ok(Amendment {
            number,
            fields: block.fields,
        })
    }
}

fn bad(f: &Field, reason: String) -> Error {
    Error::BadField {
        line: f.line,
        tag: f.tag.clone(),
        reason,
    }
}

fn refuse(line: u32, reason: String) -> Error {
    Error::Amendment { line, reason }
}

fn compact(s: &str) -> String {
    s.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_uppercase()
}

impl Credit {
    /// The credit with `amendment` applied; refused (naming the amendment's line) when it
    /// is for another credit, out of order, or changes what the credit does not have.
    pub fn amend(&self, amendment: &Amendment) -> Result<Credit> {
        let first_line = amendment.fields.first().map_or(1, |f| f.line);
        let refs: Vec<&Field> = amendment
            .fields
            .iter()
            .filter(|f| matches!(f.tag.as_str(), "20" | "21" | "23"))
            .collect();
        if !refs.is_empty()
            && !refs
                .iter()
                .any(|f| compact(&f.value) == compact(&self.number))
        {
            let shown: Vec<String> = refs
                .iter()
                .map(|f| format!("{} {}", f.tag, f.value.trim()))
                .collect();
            return Err(refuse(
                first_line,
                format!(
                    "the amendment is for another credit ({}), not {}",
                    shown.join(", "),
                    self.number
                ),
            ));
        }
        if let Some(n) = amendment.number {
            let expected = u32::try_from(self.amendments.len() + 1).unwrap_or(u32::MAX);
            let line = amendment
                .fields
                .iter()
                .find(|f| f.tag == "26E")
                .map_or(first_line, |f| f.line);
            if n != expected {
                return Err(refuse(
                    line,
                    if n < expected {
                        format!("amendment {n} is already applied")
                    } else {
                        format!("amendment {n} comes after amendment {expected}, not applied yet")
                    },
                ));
            }
        }
        let mut fields = self.fields.clone();
        let set = |fields: &mut Vec<Field>, tag: &str, value: String, line: u32| match fields
            .iter_mut()
            .find(|f| f.tag == tag)
        {
            Some(f) => {
                f.value = value;
                f.line = line;
            }
            None => fields.push(Field {
                tag: tag.to_owned(),
                value,
                line,
            }),
        };
        let mut amount = self.amount;
        for f in &amendment.fields {
            match f.tag.as_str() {
                "32B" | "33B" | "34B" => {
                    let m = fields::money(&f.value).map_err(|r| bad(f, r))?;
                    if m.currency != amount.currency {
                        return Err(bad(
                            f,
                            format!(
                                "in {}, the credit is in {}",
                                m.currency(),
                                amount.currency()
                            ),
                        ));
                    }
                    amount.millis = match f.tag.as_str() {
                        "32B" => amount.millis.saturating_add(m.millis),
                        "33B" => amount.millis - m.millis,
                        _ => m.millis,
                    };
                    if amount.millis < 0 {
                        return Err(bad(f, "decreases the credit below zero".into()));
                    }
                }
                "31E" => {
                    let date = fields::date(&f.value).map_err(|r| bad(f, r))?;
                    let place = fields
                        .iter()
                        .find(|g| g.tag == "31D")
                        .and_then(|g| g.value.get(6..))
                        .unwrap_or_default()
                        .to_owned();
                    let d = fields::iso(date).replace('-', "");
                    let yymmdd = d.get(2..).unwrap_or_default();
                    set(&mut fields, "31D", format!("{yymmdd}{place}"), f.line);
                }
                "45B" | "46B" | "47B" => {
                    let target = format!("{}A", f.tag.get(..2).unwrap_or_default());
                    let current = fields
                        .iter()
                        .find(|g| g.tag == target)
                        .map(|g| g.value.clone())
                        .unwrap_or_default();
                    let changed = apply_codes(&current, f, &target)?;
                    if changed.trim().is_empty() {
                        fields.retain(|g| g.tag != target);
                    } else {
                        set(&mut fields, &target, changed, f.line);
                    }
                }
                "41A" | "41D" => {
                    fields.retain(|g| g.tag != "41A" && g.tag != "41D");
                    set(&mut fields, &f.tag, f.value.clone(), f.line);
                }
                tag if REPLACES.contains(&tag) => set(&mut fields, tag, f.value.clone(), f.line),
                _ => {}
            }
        }
        let written = format!(
            "{}{}",
            amount.currency(),
            fields::group(amount.millis)
                .replace(',', "")
                .replace('.', ",")
        );
        let amount_line = fields
            .iter()
            .find(|g| g.tag == "32B")
            .map_or(first_line, |g| g.line);
        set(&mut fields, "32B", written, amount_line);
        let mut amendments = self.amendments.clone();
        amendments.push(amendment.clone());
        let end = amendment.fields.last().map_or(first_line, |f| f.line);
        Credit::from_fields(self.message_type.clone(), fields, end, amendments).map(|mut c| {
            c.amount = amount;
            c
        })
    }
}

/// 45B/46B/47B: `/ADD/text`, `/DELETE/text`, `/REPALL/text`, each running to the next code.
fn apply_codes(current: &str, f: &Field, target: &str) -> Result<String> {
    let mut changes: Vec<(&str, Vec<String>, u32)> = Vec::new();
    for (k, line) in f.value.lines().enumerate() {
        let line_no = f.line + u32::try_from(k).unwrap_or(u32::MAX);
        let code = ["/ADD/", "/DELETE/", "/REPALL/"]
            .into_iter()
            .find(|c| line.trim_start().starts_with(c));
        match (code, changes.last_mut()) {
            (Some(code), _) => {
                let rest = line.trim_start().get(code.len()..).unwrap_or_default();
                let lines = if rest.trim().is_empty() {
                    Vec::new()
                } else {
                    vec![rest.trim_end().to_owned()]
                };
                changes.push((code, lines, line_no));
            }
            (None, Some((_, lines, _))) => lines.push(line.trim_end().to_owned()),
            (None, None) if line.trim().is_empty() => {}
            (None, None) => {
                return Err(Error::BadField {
                    line: line_no,
                    tag: f.tag.clone(),
                    reason: "each change starts with /ADD/, /DELETE/ or /REPALL/".into(),
                });
            }
        }
    }
    let mut text: Vec<String> = current.lines().map(str::to_owned).collect();
    for (code, lines, line_no) in changes {
        match code {
            "/ADD/" => text.extend(lines),
            "/REPALL/" => text = lines,
            _ => {
                let want: Vec<String> = lines
                    .iter()
                    .map(|l| compact(l))
                    .filter(|l| !l.is_empty())
                    .collect();
                if want.is_empty() {
                    return Err(refuse(
                        line_no,
                        "/DELETE/ without the text to delete".into(),
                    ));
                }
                let at = (0..text.len()).find(|&i| {
                    want.iter()
                        .enumerate()
                        .all(|(j, w)| text.get(i + j).is_some_and(|t| compact(t) == *w))
                });
                match at {
                    Some(i) => {
                        text.drain(i..i + want.len());
                    }
                    None => {
                        // The text may be part of a line (or written across other lines).
                        let whole = compact(&text.join(" "));
                        let needle = want.join(" ");
                        let Some(pos) = whole.find(&needle) else {
                            return Err(refuse(
                                line_no,
                                format!(
                                    "/DELETE/ {:?}: {target} does not have this text",
                                    swift::clip(&needle)
                                ),
                            ));
                        };
                        let mut rest = whole;
                        rest.replace_range(pos..pos + needle.len(), "");
                        text = vec![compact(&rest)];
                    }
                }
            }
        }
    }
    Ok(text.join("\n"))
}
