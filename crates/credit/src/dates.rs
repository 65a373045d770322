//! Dates as documents write them: `2026-11-20`, `20.11.2026`, `20/11/2026`,
//! `20 NOV 2026`, `20-Nov-2026`, `November 20, 2026`.

use time::{Date, Month};

const MONTHS: [&str; 12] = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
];

fn month_word(w: &str) -> Option<u8> {
    let w = w.to_ascii_lowercase();
    if w.len() < 3 {
        return None;
    }
    let i = MONTHS.iter().position(|m| w.starts_with(m))?;
    u8::try_from(i + 1).ok()
}

fn num(w: &str, max_len: usize) -> Option<u32> {
    (!w.is_empty() && w.len() <= max_len && w.bytes().all(|b| b.is_ascii_digit()))
        .then(|| w.parse().ok())
        .flatten()
}

fn make(y: u32, m: u8, d: u32) -> Option<Date> {
    let y = i32::try_from(y)
        .ok()
        .filter(|y| (1990..=2100).contains(y))?;
    let m = Month::try_from(m).ok()?;
    Date::from_calendar_date(y, m, u8::try_from(d).ok()?).ok()
}

/// The first date written in `s`.
pub fn first_date(s: &str) -> Option<Date> {
    // Runs of digits and runs of letters (`20T10` is `20`, `T`, `10`).
    let mut tokens: Vec<&str> = Vec::new();
    let mut start: Option<(usize, bool)> = None;
    for (i, c) in s.char_indices().chain(std::iter::once((s.len(), ' '))) {
        let class = if c.is_ascii_digit() {
            Some(true)
        } else if c.is_ascii_alphabetic() {
            Some(false)
        } else {
            None
        };
        if let Some((at, digits)) = start
            && class != Some(digits)
        {
            tokens.extend(s.get(at..i));
            start = None;
        }
        if start.is_none()
            && let Some(digits) = class
        {
            start = Some((i, digits));
        }
    }
    tokens.windows(3).find_map(|w| {
        let (a, b, c) = (w.first()?, w.get(1)?, w.get(2)?);
        // 2026-11-20
        if let (Some(y), Some(m), Some(d)) = (num(a, 4), num(b, 2), num(c, 2))
            && a.len() == 4
        {
            return make(y, u8::try_from(m).ok()?, d);
        }
        // 20.11.2026 (day first)
        if let (Some(d), Some(m), Some(y)) = (num(a, 2), num(b, 2), num(c, 4))
            && c.len() == 4
        {
            return make(y, u8::try_from(m).ok()?, d);
        }
        // 20 NOV 2026
        if let (Some(d), Some(m), Some(y)) = (num(a, 2), month_word(b), num(c, 4))
            && c.len() == 4
        {
            return make(y, m, d);
        }
        // November 20, 2026
        if let (Some(m), Some(d), Some(y)) = (month_word(a), num(b, 2), num(c, 4))
            && c.len() == 4
        {
            return make(y, m, d);
        }
        None
    })
}

#[cfg(test)]
mod tests {
    use super::first_date;
    use crate::iso;

    #[test]
    fn the_forms_documents_use() {
        for (text, want) in [
            ("2026-11-20", "2026-11-20"),
            ("2026-11-20T10:00:00Z", "2026-11-20"),
            ("ROTTERDAM 20.11.2026", "2026-11-20"),
            ("20/11/2026", "2026-11-20"),
            ("20 NOV 2026", "2026-11-20"),
            ("20-Nov-2026", "2026-11-20"),
            ("November 20, 2026", "2026-11-20"),
        ] {
            assert_eq!(first_date(text).map(iso).as_deref(), Some(want), "{text}");
        }
        assert_eq!(first_date("in apparent good order"), None);
        assert_eq!(first_date("31.02.2026"), None);
    }
}
