//! Reading page text: lines, words, labels and the values after them, numbers.

/// A run of letters and digits in a line, lower-cased, with its byte span.
#[derive(Debug, Clone)]
pub(crate) struct Word {
    pub start: usize,
    pub end: usize,
    pub word: String,
}

/// The words of a line; `B/L` gives `b` and `l`, `S.A.E.` gives `s`, `a`, `e`.
pub(crate) fn words(line: &str) -> Vec<Word> {
    let mut out = Vec::new();
    let mut current: Option<(usize, String)> = None;
    for (i, c) in line.char_indices() {
        if c.is_alphanumeric() {
            match current.as_mut() {
                Some((_, w)) => w.extend(c.to_lowercase()),
                None => current = Some((i, c.to_lowercase().collect())),
            }
        } else if let Some((start, word)) = current.take() {
            out.push(Word {
                start,
                end: i,
                word,
            });
        }
    }
    if let Some((start, word)) = current.take() {
        out.push(Word {
            start,
            end: line.len(),
            word,
        });
    }
    out
}

/// The lines of a page, trimmed, empty ones dropped.
pub(crate) fn lines(page: &str) -> Vec<&str> {
    page.split(['\n', '\r', '\u{c}', '\u{2028}'])
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect()
}

/// What a label introduces.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Field {
    BlNumber,
    Vessel,
    Voyage,
    VesselVoyage,
    PortOfLoading,
    PortOfDischarge,
    Shipper,
    Consignee,
    Notify,
    TotalWeight,
    GrossWeight,
    TotalPackages,
    Packages,
    /// Who sells and who buys (an invoice's seller and buyer): read by other checks.
    Seller,
    Buyer,
    /// A transport document's on-board date and its date of issue: read by other checks.
    OnBoardDate,
    IssueDate,
    /// A label this crate does not read, known so that a value stops before it.
    Other,
}

/// (words of the label, field, whether its value may be on the next line).
type Label = (&'static str, Field, bool);

const LABELS: &[Label] = &[
    // B/L number
    ("bill of lading no", Field::BlNumber, true),
    ("bill of lading number", Field::BlNumber, true),
    ("bill of lading nr", Field::BlNumber, true),
    ("bill of lading ref", Field::BlNumber, true),
    ("bill of lading", Field::BlNumber, false),
    ("b l no", Field::BlNumber, true),
    ("b l number", Field::BlNumber, true),
    ("b l nr", Field::BlNumber, true),
    ("b l ref", Field::BlNumber, true),
    ("b l reference", Field::BlNumber, true),
    ("b l", Field::BlNumber, false),
    ("bl no", Field::BlNumber, true),
    ("bl number", Field::BlNumber, true),
    ("bl nr", Field::BlNumber, true),
    ("bol no", Field::BlNumber, true),
    ("bol number", Field::BlNumber, true),
    ("hbl no", Field::BlNumber, true),
    ("mbl no", Field::BlNumber, true),
    ("ebl no", Field::BlNumber, true),
    ("ebl reference", Field::BlNumber, true),
    ("transport document reference", Field::BlNumber, true),
    ("transport document no", Field::BlNumber, true),
    // vessel and voyage
    ("ocean vessel voyage no", Field::VesselVoyage, true),
    ("ocean vessel voyage", Field::VesselVoyage, true),
    ("ocean vessel voy no", Field::VesselVoyage, true),
    ("ocean vessel voy", Field::VesselVoyage, true),
    ("vessel voyage no", Field::VesselVoyage, true),
    ("vessel voyage", Field::VesselVoyage, true),
    ("vessel and voyage", Field::VesselVoyage, true),
    ("vessel voy no", Field::VesselVoyage, true),
    ("vessel voy", Field::VesselVoyage, true),
    ("vessel name", Field::Vessel, true),
    ("name of vessel", Field::Vessel, true),
    ("ocean vessel", Field::Vessel, true),
    ("carrying vessel", Field::Vessel, true),
    ("vessel", Field::Vessel, true),
    ("voyage no", Field::Voyage, true),
    ("voyage number", Field::Voyage, true),
    ("voyage nr", Field::Voyage, true),
    ("voy no", Field::Voyage, true),
    ("voyage", Field::Voyage, true),
    ("voy", Field::Voyage, true),
    // ports
    ("port of loading", Field::PortOfLoading, true),
    ("port of lading", Field::PortOfLoading, true),
    ("port of shipment", Field::PortOfLoading, true),
    ("loading port", Field::PortOfLoading, true),
    ("pol", Field::PortOfLoading, true),
    ("port of discharge", Field::PortOfDischarge, true),
    ("port of discharging", Field::PortOfDischarge, true),
    ("port of unloading", Field::PortOfDischarge, true),
    ("discharge port", Field::PortOfDischarge, true),
    ("pod", Field::PortOfDischarge, true),
    // parties
    ("shipper consignor", Field::Shipper, true),
    ("shipper exporter", Field::Shipper, true),
    ("shipper", Field::Shipper, true),
    ("consignor", Field::Shipper, true),
    ("exporter", Field::Shipper, true),
    ("consignee", Field::Consignee, true),
    ("consigned to", Field::Consignee, true),
    ("notify party", Field::Notify, true),
    ("notify address", Field::Notify, true),
    ("notify", Field::Notify, true),
    // weights
    ("grand total gross weight", Field::TotalWeight, true),
    ("total gross weight", Field::TotalWeight, true),
    ("total gross wt", Field::TotalWeight, true),
    ("total g w", Field::TotalWeight, true),
    ("gross weight total", Field::TotalWeight, true),
    ("total weight", Field::TotalWeight, true),
    ("gross weight", Field::GrossWeight, true),
    ("gross wt", Field::GrossWeight, true),
    ("g w", Field::GrossWeight, true),
    ("weight", Field::GrossWeight, true),
    ("total net weight", Field::Other, false),
    ("net weight", Field::Other, false),
    ("net wt", Field::Other, false),
    ("n w", Field::Other, false),
    ("tare weight", Field::Other, false),
    ("tare", Field::Other, false),
    // packages
    ("total number of packages", Field::TotalPackages, true),
    ("total no of packages", Field::TotalPackages, true),
    ("total packages", Field::TotalPackages, true),
    ("total pkgs", Field::TotalPackages, true),
    ("total cartons", Field::TotalPackages, true),
    ("total ctns", Field::TotalPackages, true),
    ("number of packages", Field::Packages, true),
    ("no of packages", Field::Packages, true),
    ("no of pkgs", Field::Packages, true),
    ("number of cartons", Field::Packages, true),
    ("no of cartons", Field::Packages, true),
    ("packages", Field::Packages, true),
    ("pkgs", Field::Packages, true),
    // labels only known to end other values
    ("invoice no", Field::Other, false),
    ("invoice number", Field::Other, false),
    ("invoice date", Field::Other, false),
    ("date of issue", Field::IssueDate, false),
    ("place and date of issue", Field::IssueDate, false),
    ("issue date", Field::IssueDate, false),
    ("shipped on board date", Field::OnBoardDate, false),
    ("on board date", Field::OnBoardDate, false),
    ("shipped on board", Field::OnBoardDate, false),
    ("laden on board", Field::OnBoardDate, false),
    ("date of shipment", Field::OnBoardDate, false),
    ("shipment date", Field::OnBoardDate, false),
    ("date", Field::Other, false),
    ("place of receipt", Field::Other, false),
    ("place of delivery", Field::Other, false),
    ("final destination", Field::Other, false),
    ("port of destination", Field::Other, false),
    ("country of origin", Field::Other, false),
    ("description of goods", Field::Other, false),
    ("description", Field::Other, false),
    ("marks and numbers", Field::Other, false),
    ("container no", Field::Other, false),
    ("container nos", Field::Other, false),
    ("containers", Field::Other, false),
    ("container", Field::Other, false),
    ("seal no", Field::Other, false),
    ("seal", Field::Other, false),
    ("l c no", Field::Other, false),
    ("lc no", Field::Other, false),
    ("letter of credit no", Field::Other, false),
    ("documentary credit no", Field::Other, false),
    ("credit no", Field::Other, false),
    ("buyer", Field::Buyer, true),
    ("sold to", Field::Buyer, true),
    ("bill to", Field::Buyer, true),
    ("seller", Field::Seller, true),
    ("payment terms", Field::Other, false),
    ("terms of delivery", Field::Other, false),
    ("incoterms", Field::Other, false),
    ("currency", Field::Other, false),
    ("total amount", Field::Other, false),
    ("amount", Field::Other, false),
    ("measurement", Field::Other, false),
    ("volume", Field::Other, false),
    ("issued", Field::Other, false),
    ("state", Field::Other, false),
    ("carrier", Field::Other, false),
    ("freight", Field::Other, false),
    ("page", Field::Other, false),
];

/// A label found in a line, with the value after it.
#[derive(Debug, Clone)]
pub(crate) struct Hit {
    pub field: Field,
    /// Index of the line in the page's lines.
    pub line: usize,
    /// The text between the label and the next label on the line (untrimmed).
    pub raw: String,
    /// `raw` cleaned of separators; if that is empty and the label starts its line, the
    /// next line (up to a label on it) when that line does not start with a label.
    pub value: String,
}

/// The labels by their first word: (words, label).
type LabelIndex = std::collections::HashMap<&'static str, Vec<(Vec<&'static str>, &'static Label)>>;

fn label_index() -> &'static LabelIndex {
    static INDEX: std::sync::OnceLock<LabelIndex> = std::sync::OnceLock::new();
    INDEX.get_or_init(|| {
        let mut index = LabelIndex::new();
        for label in LABELS {
            let parts: Vec<&'static str> = label.0.split(' ').collect();
            if let Some(first) = parts.first() {
                index.entry(*first).or_default().push((parts, label));
            }
        }
        index
    })
}

/// A label in a line: (word index, word count, label).
type LabelAt = (usize, usize, &'static Label);

/// Labels found in one line.
fn labels_in(line: &str, ws: &[Word]) -> Vec<LabelAt> {
    let index = label_index();
    let mut out = Vec::new();
    let mut i = 0;
    while i < ws.len() {
        let mut best: Option<(usize, &'static Label)> = None;
        let candidates = ws.get(i).and_then(|w| index.get(w.word.as_str()));
        for (parts, label) in candidates.into_iter().flatten() {
            let n = parts.len();
            if i + n > ws.len() || best.is_some_and(|(m, _)| m >= n) {
                continue;
            }
            let same = parts
                .iter()
                .zip(ws.get(i..i + n).unwrap_or_default())
                .all(|(p, w)| *p == w.word.as_str());
            if same && accepted(line, ws, i, n) {
                best = Some((n, label));
            }
        }
        match best {
            Some((n, label)) => {
                out.push((i, n, label));
                i += n;
            }
            None => i += 1,
        }
    }
    out
}

/// A label counts where a form puts one: at the start of the line, after a wide gap or a
/// column bar, or followed by a colon (or `No.`/`#`).
fn accepted(line: &str, ws: &[Word], i: usize, n: usize) -> bool {
    let (Some(first), Some(last)) = (ws.get(i), ws.get(i + n - 1)) else {
        return false;
    };
    let before = line.get(..first.start).unwrap_or_default();
    if before.trim().is_empty() {
        return true;
    }
    if before.ends_with("  ") || before.ends_with('\t') || before.trim_end().ends_with(['|', ';']) {
        return true;
    }
    let after = line.get(last.end..).unwrap_or_default().trim_start();
    let after = skip_parenthetical(after).trim_start();
    after.starts_with(':')
        || after.starts_with('#')
        || (matches!(last.word.as_str(), "no" | "nr") && after.starts_with('.'))
}

fn skip_parenthetical(s: &str) -> &str {
    if let Some(rest) = s.strip_prefix('(')
        && let Some(close) = rest.find(')')
    {
        return rest.get(close + 1..).unwrap_or_default();
    }
    s
}

/// Strips separators around a value: `: `, `. `, `#`, `-`, a leading `(to order of)`.
pub(crate) fn clean(value: &str) -> String {
    let mut s = value.trim();
    loop {
        let before = s;
        s = s
            .trim_start_matches([':', '.', '#', '-', '–', '=', '>', '|', '/', '\t', ' '])
            .trim_start();
        if s.starts_with('(') {
            s = skip_parenthetical(s).trim_start();
        }
        if s == before {
            break;
        }
    }
    s.trim_end_matches([',', ';', '|', ' ', '\t', ':', '/'])
        .trim()
        .to_owned()
}

/// All labelled values of a page.
pub(crate) fn hits(page_lines: &[&str]) -> Vec<Hit> {
    let per_line: Vec<(Vec<Word>, Vec<LabelAt>)> = page_lines
        .iter()
        .map(|line| {
            let ws = words(line);
            let labels = labels_in(line, &ws);
            (ws, labels)
        })
        .collect();
    let mut out = Vec::new();
    for (li, (ws, labels)) in per_line.iter().enumerate() {
        let line = page_lines.get(li).copied().unwrap_or_default();
        for (k, &(i, n, label)) in labels.iter().enumerate() {
            let end = ws.get(i + n - 1).map_or(line.len(), |w| w.end);
            let stop = labels
                .get(k + 1)
                .and_then(|&(j, _, _)| ws.get(j))
                .map_or(line.len(), |w| w.start);
            let raw = line.get(end..stop).unwrap_or_default().to_owned();
            let mut value = clean(&raw);
            if value.is_empty()
                && label.2
                && i == 0
                && let (Some(next), Some((nws, nlabels))) =
                    (page_lines.get(li + 1), per_line.get(li + 1))
                && nlabels.first().is_none_or(|&(j, _, _)| j != 0)
            {
                let stop = nlabels
                    .first()
                    .and_then(|&(j, _, _)| nws.get(j))
                    .map_or(next.len(), |w| w.start);
                value = clean(next.get(..stop).unwrap_or_default());
            }
            out.push(Hit {
                field: label.1,
                line: li,
                raw,
                value,
            });
        }
    }
    out
}

/// Byte spans of a line that no label claims (before its first label).
pub(crate) fn unlabelled_prefix(line: &str) -> &str {
    let ws = words(line);
    let labels = labels_in(line, &ws);
    match labels.first().and_then(|&(i, _, _)| ws.get(i)) {
        Some(w) => line.get(..w.start).unwrap_or_default(),
        None => line,
    }
}

/// A number as written.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Num {
    pub value: f64,
    /// Digits after the decimal separator.
    pub decimals: u32,
    /// When a single `.` or `,` is followed by exactly three digits (`20.000`), the other
    /// reading: a decimal separator instead of a thousands separator.
    pub alt: Option<(f64, u32)>,
}

/// Reads a number at the start of `s` (`1,234.5`, `1.234,5`, `1 234,5`, `1'234.5`);
/// returns it and the bytes consumed.
pub(crate) fn number_at(s: &str) -> Option<(Num, usize)> {
    let b = s.as_bytes();
    if !b.first().is_some_and(u8::is_ascii_digit) {
        return None;
    }
    // Groups of digits and the separators between them.
    let mut groups: Vec<&str> = Vec::new();
    let mut seps: Vec<char> = Vec::new();
    let mut i = 0;
    loop {
        let start = i;
        while b.get(i).is_some_and(u8::is_ascii_digit) {
            i += 1;
        }
        groups.push(s.get(start..i).unwrap_or_default());
        // A separator is one char followed by a digit.
        let Some(c) = s.get(i..).and_then(|r| r.chars().next()) else {
            break;
        };
        let len = c.len_utf8();
        let next_digit = b.get(i + len).is_some_and(u8::is_ascii_digit);
        if !next_digit {
            break;
        }
        let is_space = matches!(c, ' ' | '\u{a0}' | '\u{202f}' | '\u{2009}');
        if is_space || c == '\'' {
            // Thousands group: exactly three digits follow, then no digit.
            let digits = b
                .get(i + len..)
                .unwrap_or_default()
                .iter()
                .take_while(|d| d.is_ascii_digit())
                .count();
            if digits != 3 || groups.len() > 1 && seps.iter().any(|s| matches!(s, '.' | ',')) {
                break;
            }
        } else if !matches!(c, '.' | ',') {
            break;
        }
        seps.push(if is_space { ' ' } else { c });
        i += len;
    }
    let dots = seps.iter().filter(|&&c| c == '.').count();
    let commas = seps.iter().filter(|&&c| c == ',').count();
    let spaced = seps.iter().any(|&c| c == ' ' || c == '\'');
    // Which separator (if any) is the decimal one.
    let decimal: Option<char> = match (dots, commas) {
        (0, 0) => None,
        (d, c) if d > 0 && c > 0 => seps.iter().rev().find(|c| matches!(c, '.' | ',')).copied(),
        (1, 0) | (0, 1) => {
            let sep = if dots == 1 { '.' } else { ',' };
            let last_len = groups.last().map_or(0, |g| g.len());
            if spaced || last_len != 3 {
                Some(sep)
            } else {
                None // ambiguous: thousands, alt gives the decimal reading
            }
        }
        _ => None,
    };
    // A number with two decimal separators is not a number we read; keep the part before.
    let decimal_count = seps.iter().filter(|&&c| Some(c) == decimal).count();
    if decimal.is_some() && decimal_count > 1 {
        return None;
    }
    let mut int = String::new();
    let mut frac = String::new();
    let mut in_frac = false;
    for (k, g) in groups.iter().enumerate() {
        if in_frac {
            frac.push_str(g);
        } else {
            int.push_str(g);
        }
        if let Some(&sep) = seps.get(k)
            && Some(sep) == decimal
        {
            in_frac = true;
        }
    }
    let value = to_f64(&int, &frac)?;
    let alt = if decimal.is_none() && seps.len() == 1 && !spaced && dots + commas == 1 {
        let (a, f) = (groups.first()?, groups.get(1)?);
        Some((to_f64(a, f)?, 3))
    } else {
        None
    };
    Some((
        Num {
            value,
            decimals: frac.len() as u32,
            alt,
        },
        i,
    ))
}

fn to_f64(int: &str, frac: &str) -> Option<f64> {
    if int.len() > 15 {
        return None;
    }
    let text = if frac.is_empty() {
        int.to_owned()
    } else {
        format!("{int}.{frac}")
    };
    text.parse::<f64>().ok().filter(|v| v.is_finite())
}

/// Every number in `s` that starts a word: (number, byte start, byte end).
pub(crate) fn numbers_in(s: &str) -> Vec<(Num, usize, usize)> {
    let mut out = Vec::new();
    let mut prev: Option<char> = None;
    let mut skip_to = 0;
    for (i, c) in s.char_indices() {
        if i >= skip_to && c.is_ascii_digit() && !prev.is_some_and(|p| p.is_alphanumeric()) {
            if let Some((num, len)) = s.get(i..).and_then(number_at) {
                // A number glued to letters (`GCLU1234`, `40s`) is a code, not a quantity.
                let glued = s
                    .get(i + len..)
                    .and_then(|r| r.chars().next())
                    .is_some_and(|c| c.is_alphabetic() && !starts_unit(s.get(i + len..)));
                if !glued {
                    out.push((num, i, i + len));
                }
                skip_to = i + len;
            } else {
                // Not a number we read (too long): skip its digits and separators.
                let run = s
                    .get(i..)
                    .unwrap_or_default()
                    .chars()
                    .take_while(|c| c.is_ascii_digit() || matches!(c, '.' | ',' | '\''))
                    .map(char::len_utf8)
                    .sum::<usize>();
                skip_to = i + run;
            }
        }
        prev = Some(c);
    }
    out
}

/// `20000KG`: a unit may be glued to its number.
fn starts_unit(rest: Option<&str>) -> bool {
    let word: String = rest
        .unwrap_or_default()
        .chars()
        .take_while(|c| c.is_alphabetic())
        .collect::<String>()
        .to_lowercase();
    matches!(
        word.as_str(),
        "kg" | "kgs" | "kgm" | "mt" | "mts" | "lb" | "lbs" | "t"
    )
}

/// The first word (letters only) at the start of `s` after spaces and dots, lower-cased.
pub(crate) fn next_word(s: &str) -> (String, usize) {
    let trimmed = s.trim_start_matches([' ', '\u{a0}', '\t']);
    let offset = s.len() - trimmed.len();
    let word: String = trimmed
        .chars()
        .take_while(|c| c.is_alphabetic())
        .collect::<String>();
    let len = word.len();
    let word = word.to_lowercase();
    // `Kgs.` and `lbs.`
    (word, offset + len)
}

/// Levenshtein distance over chars.
pub(crate) fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for (i, ca) in a.iter().enumerate() {
        if let Some(c0) = cur.first_mut() {
            *c0 = i + 1;
        }
        for (j, cb) in b.iter().enumerate() {
            let cost = usize::from(ca != cb);
            let del = prev.get(j + 1).copied().unwrap_or(usize::MAX) + 1;
            let ins = cur.get(j).copied().unwrap_or(usize::MAX) + 1;
            let sub = prev.get(j).copied().unwrap_or(usize::MAX) + cost;
            if let Some(c) = cur.get_mut(j + 1) {
                *c = del.min(ins).min(sub);
            }
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev.last().copied().unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(s: &str) -> f64 {
        number_at(s).map(|(n, _)| n.value).unwrap_or(f64::NAN)
    }

    #[test]
    fn numbers_in_the_usual_notations() {
        assert_eq!(n("1,234.5"), 1234.5);
        assert_eq!(n("1.234,5"), 1234.5);
        assert_eq!(n("1 234,5"), 1234.5);
        assert_eq!(n("1'234.5"), 1234.5);
        assert_eq!(n("20,000"), 20000.0);
        assert_eq!(n("20.000"), 20000.0);
        assert_eq!(
            number_at("20.000").and_then(|(n, _)| n.alt),
            Some((20.0, 3))
        );
        assert_eq!(n("44,092.45 LBS"), 44092.45);
        assert_eq!(n("12345.5"), 12345.5);
        assert_eq!(n("1,234,567.25"), 1234567.25);
        assert_eq!(n("1.234.567,25"), 1234567.25);
        assert_eq!(n("120 20,000"), 120.0);
        assert_eq!(n("7"), 7.0);
    }

    #[test]
    fn labels_and_values() {
        let lines = [
            "B/L No. GCLU26041001",
            "Vessel / Voyage: MAERSK ESSEX / 214W",
            "Port of Loading: Rotterdam   Port of Discharge: Alexandria",
            "SHIPPER / CONSIGNOR",
            "Delta Textiles Export GmbH",
            "PARTICULARS FURNISHED BY THE SHIPPER",
        ];
        let h = hits(&lines);
        let got: Vec<(Field, &str)> = h.iter().map(|h| (h.field, h.value.as_str())).collect();
        assert_eq!(
            got,
            vec![
                (Field::BlNumber, "GCLU26041001"),
                (Field::VesselVoyage, "MAERSK ESSEX / 214W"),
                (Field::PortOfLoading, "Rotterdam"),
                (Field::PortOfDischarge, "Alexandria"),
                (Field::Shipper, "Delta Textiles Export GmbH"),
            ]
        );
    }

    #[test]
    fn distance() {
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("abc", "abc"), 0);
    }
}
