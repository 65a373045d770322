//! What a document states: the values behind its labels, its totals, its containers.

use crate::containers::{Container, containers_in};
use crate::text::{
    Field, Hit, Num, hits, lines, next_word, number_at, numbers_in, unlabelled_prefix, words,
};

/// One page with text, read.
#[derive(Debug, Clone)]
pub(crate) struct Page {
    /// 1-based.
    pub page: u32,
    pub text: String,
    pub lines: Vec<String>,
    pub hits: Vec<Hit>,
}

/// A document's pages with text, read; `unread` are the pages without text.
#[derive(Debug, Clone, Default)]
pub(crate) struct Parsed {
    pub name: String,
    pub pages: Vec<Page>,
    pub unread: Vec<u32>,
}

pub(crate) fn parse(name: &str, pages: &[Option<String>]) -> Parsed {
    let mut out = Parsed {
        name: name.to_owned(),
        ..Parsed::default()
    };
    for (i, text) in pages.iter().enumerate() {
        let page = u32::try_from(i + 1).unwrap_or(u32::MAX);
        match text {
            Some(text) if !text.trim().is_empty() => {
                let ls: Vec<String> = lines(text).into_iter().map(str::to_owned).collect();
                let refs: Vec<&str> = ls.iter().map(String::as_str).collect();
                let hits = hits(&refs);
                out.pages.push(Page {
                    page,
                    text: text.clone(),
                    lines: ls,
                    hits,
                });
            }
            _ => out.unread.push(page),
        }
    }
    out
}

/// A value behind a label, and where.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Stated {
    pub value: String,
    pub page: u32,
}

/// Values of labels of `field`, first occurrence of each distinct value (by `key`).
pub(crate) fn stated(doc: &Parsed, field: Field) -> Vec<Stated> {
    let mut out: Vec<Stated> = Vec::new();
    for page in &doc.pages {
        for hit in page.hits.iter().filter(|h| h.field == field) {
            if hit.value.is_empty() {
                continue;
            }
            if !out.iter().any(|s| s.value == hit.value) {
                out.push(Stated {
                    value: hit.value.clone(),
                    page: page.page,
                });
            }
        }
    }
    out
}

/// A B/L number token at the start of a labelled value.
pub(crate) fn bl_token(value: &str) -> Option<String> {
    let mut parts = value.split_whitespace();
    let first = parts.next()?;
    let trim = |s: &str| -> String {
        s.trim_matches(|c: char| !c.is_alphanumeric())
            .to_uppercase()
    };
    let mut token = trim(first);
    // `MAEU 123456789`: a carrier prefix and the digits, written apart.
    if !token.chars().any(|c| c.is_ascii_digit())
        && (2..=4).contains(&token.len())
        && token.chars().all(|c| c.is_ascii_alphabetic())
        && let Some(second) = parts.next()
    {
        let second = trim(second);
        if !second.is_empty() && second.chars().all(|c| c.is_ascii_digit()) {
            token.push_str(&second);
        }
    }
    let valid = (4..=35).contains(&token.chars().count())
        && token.chars().any(|c| c.is_ascii_digit())
        && token
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '/' | '.' | '_'));
    valid.then_some(token)
}

/// The form of a B/L number two documents are compared in.
pub(crate) fn bl_key(number: &str) -> String {
    number
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_uppercase())
        .collect()
}

/// B/L numbers a document names behind a label, with the first page of each.
pub(crate) fn bl_numbers(doc: &Parsed) -> Vec<Stated> {
    let mut out: Vec<Stated> = Vec::new();
    for page in &doc.pages {
        for hit in page.hits.iter().filter(|h| h.field == Field::BlNumber) {
            if let Some(token) = bl_token(&hit.value)
                && !out.iter().any(|s| bl_key(&s.value) == bl_key(&token))
            {
                out.push(Stated {
                    value: token,
                    page: page.page,
                });
            }
        }
    }
    out
}

/// Pages on which `number` is written anywhere, as a word of its own.
pub(crate) fn pages_naming(doc: &Parsed, number: &str) -> Vec<u32> {
    let needle = number.to_uppercase();
    if needle.is_empty() {
        return Vec::new();
    }
    doc.pages
        .iter()
        .filter(|p| {
            let hay = p.text.to_uppercase();
            hay.match_indices(&needle).any(|(i, m)| {
                let before = hay.get(..i).and_then(|s| s.chars().next_back());
                let after = hay.get(i + m.len()..).and_then(|s| s.chars().next());
                !before.is_some_and(char::is_alphanumeric)
                    && !after.is_some_and(char::is_alphanumeric)
            })
        })
        .map(|p| p.page)
        .collect()
}

/// Container numbers of a document, each with the first page it is on.
pub(crate) fn containers(doc: &Parsed) -> Vec<(Container, u32)> {
    let mut out: Vec<(Container, u32)> = Vec::new();
    for page in &doc.pages {
        for c in containers_in(&page.text) {
            if !out.iter().any(|(d, _)| d.number == c.number) {
                out.push((c, page.page));
            }
        }
    }
    out
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Unit {
    Kg,
    Tonne,
    Pound,
}

impl Unit {
    pub fn kg(self) -> f64 {
        match self {
            Unit::Kg => 1.0,
            Unit::Tonne => 1000.0,
            Unit::Pound => 0.453_592_37,
        }
    }
}

fn unit_of(word: &str) -> Option<Unit> {
    match word {
        "kg" | "kgs" | "kgm" | "kilo" | "kilos" | "kilogram" | "kilograms" | "kilogramme"
        | "kilogrammes" => Some(Unit::Kg),
        "mt" | "mts" | "t" | "tonne" | "tonnes" | "ton" | "tons" | "metric" => Some(Unit::Tonne),
        "lb" | "lbs" | "pound" | "pounds" => Some(Unit::Pound),
        _ => None,
    }
}

const PACKAGE_WORDS: &[&str] = &[
    "packages", "package", "pkgs", "pkg", "pks", "pk", "cartons", "carton", "ctns", "ctn", "cases",
    "case", "bales", "bale", "pallets", "pallet", "plts", "plt", "drums", "drum", "crates",
    "crate", "bags", "bag", "rolls", "roll", "bundles", "bundle", "boxes", "box", "coils", "coil",
    "barrels", "barrel", "sacks", "sack", "skids", "skid",
];

/// A total as a document states it.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Amount {
    /// Kilograms for a weight, a count for packages.
    pub value: f64,
    /// How far from `value` the written figure may be from rounding alone.
    pub slack: f64,
    /// As written (`20 MT`, `44,092.45 LBS`, `120 CTNS`).
    pub text: String,
    pub page: u32,
    /// How the figure was arrived at when it is not a stated total.
    pub note: Option<String>,
    /// Written in another unit than kg.
    pub converted: bool,
}

/// A weight at the start of a labelled value: `(kg): 12,000`, `20 MT`, `KGS 20,000`.
fn weight_value(raw: &str, value: &str) -> Option<Amount> {
    let mut default = None;
    let r = raw.trim_start();
    if let Some(rest) = r.strip_prefix('(')
        && let Some(close) = rest.find(')')
    {
        let (w, _) = next_word(rest.get(..close).unwrap_or_default());
        default = unit_of(&w);
    }
    let mut s = value;
    let (w, len) = next_word(s);
    let prefix = unit_of(&w);
    if prefix.is_some() {
        s = s
            .get(len..)
            .unwrap_or_default()
            .trim_start_matches(['.', ':', ' ']);
    }
    let (num, end) = number_at(s)?;
    let (after_word, after_len) = next_word(s.get(end..).unwrap_or_default());
    let after = unit_of(&after_word);
    let unit = after.or(prefix).or(default);
    let text_end = if after.is_some() {
        end + after_len
    } else {
        end
    };
    let mut text = s.get(..text_end).unwrap_or_default().trim().to_owned();
    if after.is_none()
        && let Some(u) = prefix.or(default)
    {
        text = format!("{text} {}", unit_name(u));
    }
    Some(amount_of(num, unit, text))
}

fn unit_name(u: Unit) -> &'static str {
    match u {
        Unit::Kg => "kg",
        Unit::Tonne => "t",
        Unit::Pound => "lb",
    }
}

fn amount_of(num: Num, unit: Option<Unit>, text: String) -> Amount {
    let u = unit.unwrap_or(Unit::Kg);
    let (value, decimals) = match (u, num.alt) {
        (Unit::Tonne, Some(alt)) => alt,
        _ => (num.value, num.decimals),
    };
    let half_digit = 0.5 * 10f64.powi(-(decimals.min(9) as i32)) * u.kg();
    Amount {
        value: value * u.kg(),
        slack: half_digit.min(0.5),
        text,
        page: 0,
        note: unit
            .is_none()
            .then(|| "no unit stated: read as kg".to_owned()),
        converted: u != Unit::Kg,
    }
}

/// Every `<number> <weight unit>` in a text but a net or tare weight (`NET 19,500 KGS`).
fn weights_in(s: &str) -> Vec<Amount> {
    let mut out = Vec::new();
    for (num, start, end) in numbers_in(s) {
        let before: Vec<String> = words(s.get(..start).unwrap_or_default())
            .into_iter()
            .rev()
            .take(2)
            .map(|w| w.word)
            .collect();
        let net = match before.as_slice() {
            [last, ..] if matches!(last.as_str(), "net" | "nett" | "nw" | "tare") => true,
            [w, n, ..] => n == "n" && w == "w",
            _ => false,
        };
        if net {
            continue;
        }
        let rest = s.get(end..).unwrap_or_default();
        let (w, len) = next_word(rest);
        if let Some(unit) = unit_of(&w) {
            let text = s
                .get(start..end + len)
                .unwrap_or_default()
                .trim()
                .to_owned();
            out.push(amount_of(num, Some(unit), text));
        }
    }
    out
}

/// Every `<number> <package word>` in a text.
fn packages_in(s: &str) -> Vec<Amount> {
    let mut out = Vec::new();
    for (num, start, end) in numbers_in(s) {
        let rest = s.get(end..).unwrap_or_default();
        let (w, len) = next_word(rest);
        if PACKAGE_WORDS.contains(&w.as_str()) && num.decimals == 0 {
            let text = s
                .get(start..end + len)
                .unwrap_or_default()
                .trim()
                .to_owned();
            out.push(count_of(num, text));
        }
    }
    out
}

fn count_of(num: Num, text: String) -> Amount {
    Amount {
        value: num.value,
        slack: 0.0,
        text,
        page: 0,
        note: None,
        converted: false,
    }
}

/// A count at the start of a labelled value (`120`, `120 CTNS`, `: 1,200 cartons`).
fn count_value(value: &str) -> Option<Amount> {
    let (num, start, end) = numbers_in(value).into_iter().next()?;
    // The count leads the value: at most a word (`Total:`) before it.
    if words(value.get(..start).unwrap_or_default()).len() > 1 || num.decimals > 0 {
        return None;
    }
    let rest = value.get(end..).unwrap_or_default();
    let (w, len) = next_word(rest);
    let end = if PACKAGE_WORDS.contains(&w.as_str()) {
        end + len
    } else {
        end
    };
    Some(count_of(
        num,
        value.get(start..end).unwrap_or_default().trim().to_owned(),
    ))
}

fn is_total_line(line: &str) -> bool {
    let ws = words(line);
    match (ws.first(), ws.get(1)) {
        (Some(a), _) if a.word == "total" || a.word == "totals" => true,
        (Some(a), Some(b)) => a.word == "grand" && b.word == "total",
        _ => false,
    }
}

/// What to look for: labels of a total, labels of a figure, figures in running text.
struct Spec {
    total: Field,
    figure: Field,
    from_value: fn(&str, &str) -> Option<Amount>,
    in_text: fn(&str) -> Vec<Amount>,
}

/// A document's total (weight in kg or packages): the stated totals (each distinct
/// one), else the labelled figures (one, a header repeated once per page, or their
/// sum), else the figures in running text (likewise).
fn totals(doc: &Parsed, spec: &Spec) -> Vec<Amount> {
    let mut stated: Vec<Amount> = Vec::new();
    let mut labelled: Vec<Amount> = Vec::new();
    let mut running: Vec<Amount> = Vec::new();
    for page in &doc.pages {
        for (li, line) in page.lines.iter().enumerate() {
            let total_line = is_total_line(line);
            let line_hits: Vec<&Hit> = page.hits.iter().filter(|h| h.line == li).collect();
            let mut any_figure = false;
            for hit in &line_hits {
                if hit.field != spec.total && hit.field != spec.figure {
                    continue;
                }
                let Some(mut amount) = (spec.from_value)(&hit.raw, &hit.value) else {
                    continue;
                };
                amount.page = page.page;
                any_figure = true;
                if hit.field == spec.total || total_line {
                    stated.push(amount);
                } else {
                    labelled.push(amount);
                }
            }
            if !any_figure {
                let free = unlabelled_prefix(line);
                for mut amount in (spec.in_text)(free) {
                    amount.page = page.page;
                    if total_line {
                        stated.push(amount);
                        break;
                    }
                    running.push(amount);
                }
            }
        }
    }
    if !stated.is_empty() {
        let mut distinct: Vec<Amount> = Vec::new();
        for a in stated {
            if !distinct.iter().any(|d| (d.value - a.value).abs() < 1e-6) {
                distinct.push(a);
            }
        }
        return distinct;
    }
    for figures in [labelled, running] {
        if let Some(total) = combine(figures) {
            return vec![total];
        }
    }
    Vec::new()
}

fn combine(figures: Vec<Amount>) -> Option<Amount> {
    let first = figures.first()?.clone();
    if figures.len() == 1 {
        return Some(first);
    }
    // The same figure once on each page is a repeated header, not lines to add.
    let mut pages: Vec<u32> = figures.iter().map(|a| a.page).collect();
    pages.dedup();
    let repeated = pages.len() == figures.len()
        && figures.iter().all(|a| (a.value - first.value).abs() < 1e-6);
    if repeated {
        return Some(first);
    }
    let value: f64 = figures.iter().map(|a| a.value).sum();
    let slack: f64 = figures.iter().map(|a| a.slack).sum();
    let text = figures
        .iter()
        .map(|a| a.text.as_str())
        .collect::<Vec<_>>()
        .join(" + ");
    Some(Amount {
        value,
        slack,
        text,
        page: first.page,
        note: Some(format!(
            "no total stated: the sum of {} lines",
            figures.len()
        )),
        converted: figures.iter().any(|a| a.converted),
    })
}

pub(crate) fn weights(doc: &Parsed) -> Vec<Amount> {
    totals(
        doc,
        &Spec {
            total: Field::TotalWeight,
            figure: Field::GrossWeight,
            from_value: weight_value,
            in_text: weights_in,
        },
    )
}

pub(crate) fn packages(doc: &Parsed) -> Vec<Amount> {
    totals(
        doc,
        &Spec {
            total: Field::TotalPackages,
            figure: Field::Packages,
            from_value: |_, value| count_value(value),
            in_text: packages_in,
        },
    )
}

/// Vessels and voyages: from their own labels and from `Vessel / Voyage: X / 123W`.
pub(crate) fn vessels_and_voyages(doc: &Parsed) -> (Vec<Stated>, Vec<Stated>) {
    let mut vessels = stated(doc, Field::Vessel);
    let mut voyages = stated(doc, Field::Voyage);
    for s in stated(doc, Field::VesselVoyage) {
        let (vessel, voyage) = split_vessel_voyage(&s.value);
        if !vessel.is_empty() && !vessels.iter().any(|v| v.value == vessel) {
            vessels.push(Stated {
                value: vessel,
                page: s.page,
            });
        }
        if let Some(voyage) = voyage
            && !voyages.iter().any(|v| v.value == voyage)
        {
            voyages.push(Stated {
                value: voyage,
                page: s.page,
            });
        }
    }
    (vessels, voyages)
}

fn split_vessel_voyage(value: &str) -> (String, Option<String>) {
    if let Some((a, b)) = value.rsplit_once('/') {
        return (
            a.trim().to_owned(),
            Some(b.trim().to_owned()).filter(|s| !s.is_empty()),
        );
    }
    // `MSC AURORA 123E`, `MSC AURORA V.123E`: the last word, when it has a digit.
    let mut parts: Vec<&str> = value.split_whitespace().collect();
    if parts.len() >= 2
        && let Some(last) = parts.last()
        && last.chars().any(|c| c.is_ascii_digit())
    {
        let voyage = (*last).to_owned();
        parts.pop();
        if parts.last().is_some_and(|p| {
            matches!(
                p.to_lowercase().trim_end_matches('.'),
                "v" | "voy" | "voyage"
            )
        }) {
            parts.pop();
        }
        return (parts.join(" "), Some(voyage));
    }
    (value.trim().to_owned(), None)
}
