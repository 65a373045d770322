//! The formats of the fields read: dates (`6!n` YYMMDD), currency and amount (`3!a15d`,
//! comma decimal), tolerance (`2n/2n`), shipment codes, narratives.

use serde::{Deserialize, Serialize};
use time::{Date, Month};
use ts_rs::TS;

use crate::swift::clip;

/// A date as the credit writes it (YYMMDD, years 2000–2099), kept as ISO `YYYY-MM-DD`.
pub fn date(value: &str) -> Result<Date, String> {
    let v = value.trim();
    let digits = v.get(..6).unwrap_or_default();
    if digits.len() != 6 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("{:?} is not a date YYMMDD", clip(v)));
    }
    let n = |r: std::ops::Range<usize>| -> u32 {
        digits
            .get(r)
            .and_then(|s| s.parse().ok())
            .unwrap_or_default()
    };
    let year = 2000 + i32::try_from(n(0..2)).unwrap_or_default();
    let month = u8::try_from(n(2..4))
        .ok()
        .and_then(|m| Month::try_from(m).ok())
        .ok_or_else(|| format!("{digits:?}: no month {:02}", n(2..4)))?;
    let day = u8::try_from(n(4..6)).unwrap_or_default();
    Date::from_calendar_date(year, month, day)
        .map_err(|_| format!("{digits:?} is not a day of the calendar"))
}

/// ISO text of a date.
pub fn iso(d: Date) -> String {
    format!("{:04}-{:02}-{:02}", d.year(), u8::from(d.month()), d.day())
}

/// An amount in a currency, exactly: thousandths of the currency's unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, rename = "CreditMoney")]
pub struct Money {
    /// ISO 4217 code.
    #[ts(type = "string")]
    pub currency: [u8; 3],
    /// Thousandths of the unit (`USD100000,5` → 100_000_500).
    #[ts(type = "number")]
    pub millis: i64,
}

impl Money {
    pub fn currency(&self) -> &str {
        std::str::from_utf8(&self.currency).unwrap_or("???")
    }

    pub fn value(&self) -> f64 {
        self.millis as f64 / 1000.0
    }

    /// `USD 100,000.00`.
    pub fn display(&self) -> String {
        format!("{} {}", self.currency(), group(self.millis))
    }
}

/// `100000500` thousandths → `100,000.50`.
pub fn group(millis: i64) -> String {
    let sign = if millis < 0 { "-" } else { "" };
    let m = millis.unsigned_abs();
    let (int, frac) = (m / 1000, m % 1000);
    let digits = int.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    let cents = frac / 10;
    if frac % 10 == 0 {
        format!("{sign}{out}.{cents:02}")
    } else {
        format!("{sign}{out}.{frac:03}")
    }
}

/// `3!a15d`: `USD100000,00`, `EUR1250,5`, `JPY5000000,`.
pub fn money(value: &str) -> Result<Money, String> {
    let v = value.trim();
    let cur = v.get(..3).unwrap_or_default();
    if cur.len() != 3 || !cur.bytes().all(|b| b.is_ascii_uppercase()) {
        return Err(format!(
            "{:?} does not start with a currency code (e.g. USD100000,00)",
            clip(v)
        ));
    }
    let amount = v.get(3..).unwrap_or_default();
    let millis = swift_amount(amount).ok_or_else(|| {
        format!(
            "{:?} is not an amount like 100000,00 (a comma for the decimals)",
            clip(amount)
        )
    })?;
    let mut currency = [0u8; 3];
    currency.copy_from_slice(cur.as_bytes());
    Ok(Money { currency, millis })
}

/// `15d`: digits, one comma (the decimal mark, mandatory), at most 15 characters.
fn swift_amount(s: &str) -> Option<i64> {
    if s.is_empty() || s.len() > 15 {
        return None;
    }
    let (int, frac) = s.split_once(',')?;
    if int.is_empty()
        || !int.bytes().all(|b| b.is_ascii_digit())
        || !frac.bytes().all(|b| b.is_ascii_digit())
        || frac.len() > 3
    {
        return None;
    }
    let int: i64 = int.parse().ok()?;
    let mut f = frac.to_owned();
    while f.len() < 3 {
        f.push('0');
    }
    let frac: i64 = f.parse().ok()?;
    int.checked_mul(1000)?.checked_add(frac)
}

/// 39A `2n/2n`: plus and minus percent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, rename = "CreditTolerance")]
pub struct Tolerance {
    pub plus: u8,
    pub minus: u8,
}

pub fn tolerance(value: &str) -> Result<Tolerance, String> {
    let v = value.trim();
    let bad = || {
        format!(
            "{:?} is not a tolerance like 10/10 (plus/minus percent)",
            clip(v)
        )
    };
    let (p, m) = v.split_once('/').ok_or_else(bad)?;
    let num = |s: &str| -> Option<u8> {
        (!s.is_empty() && s.len() <= 2 && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse().ok())
            .flatten()
    };
    Ok(Tolerance {
        plus: num(p).ok_or_else(bad)?,
        minus: num(m).ok_or_else(bad)?,
    })
}

/// 43P / 43T.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase", tag = "kind", content = "text")]
#[ts(export, rename = "CreditPermission")]
pub enum Permission {
    Allowed,
    NotAllowed,
    Conditional,
    /// Free text this crate does not read.
    Other(String),
}

pub fn permission(value: &str) -> Permission {
    let v: String = value
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_uppercase();
    match v.as_str() {
        "ALLOWED" | "PERMITTED" => Permission::Allowed,
        "NOT ALLOWED" | "PROHIBITED" | "NOT PERMITTED" => Permission::NotAllowed,
        "CONDITIONAL" => Permission::Conditional,
        _ => Permission::Other(value.trim().to_owned()),
    }
}

/// 48: `21`, `21/FROM THE DATE OF SHIPMENT` (SR 2018 on), or a narrative
/// (`DOCUMENTS TO BE PRESENTED WITHIN 15 DAYS AFTER …`): the days, when it states them.
pub fn presentation_days(value: &str) -> Option<u16> {
    let v = value.trim();
    let head: String = v.chars().take_while(char::is_ascii_digit).collect();
    if !head.is_empty() && head.len() <= 3 {
        return head.parse().ok();
    }
    let words: Vec<String> = v
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_uppercase)
        .collect();
    words.windows(2).find_map(|w| match w {
        [n, d] if (d == "DAYS" || d == "DAY") && n.len() <= 3 => n.parse().ok(),
        _ => None,
    })
}

/// 59 `[/34x]4*35x`, 50 `4*35x`: the party's name (the first line that is not an
/// account) and the whole text.
pub fn party_name(value: &str) -> String {
    value
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('/'))
        .unwrap_or_default()
        .to_owned()
}

/// 46A / 45A: the items of a narrative (`+` starts one; numbered `1.`/`1)` too); a
/// text without markers is one item.
pub fn items(value: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for line in value.lines() {
        let t = line.trim();
        if t.is_empty() {
            continue;
        }
        let marker = t.strip_prefix('+').or_else(|| numbered(t));
        match (marker, out.last_mut()) {
            (Some(rest), _) => out.push(rest.trim().to_owned()),
            (None, Some(last)) => {
                last.push(' ');
                last.push_str(t);
            }
            (None, None) => out.push(t.to_owned()),
        }
    }
    out.retain(|i| !i.is_empty());
    out
}

fn numbered(t: &str) -> Option<&str> {
    let digits = t.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 || digits > 2 {
        return None;
    }
    let rest = t.get(digits..)?;
    let rest = rest.strip_prefix(')').or_else(|| rest.strip_prefix(". "))?;
    Some(rest)
}
