//! Party names read as an examiner reads them: case, punctuation, spacing and the
//! abbreviation of a legal form do not make two names differ.

use crate::text::edit_distance;

/// Legal forms, by their canonical word: (canonical, other spellings as word sequences).
const LEGAL_FORMS: &[(&str, &[&str])] = &[
    ("co", &["company", "co"]),
    ("corp", &["corporation", "corp"]),
    ("inc", &["incorporated", "inc"]),
    ("ltd", &["limited", "ltd"]),
    ("plc", &["public limited company", "plc"]),
    ("llc", &["limited liability company", "llc"]),
    (
        "gmbh",
        &[
            "gesellschaft mit beschränkter haftung",
            "gesellschaft mit beschrankter haftung",
            "gmbh",
        ],
    ),
    ("ag", &["aktiengesellschaft", "ag"]),
    ("kg", &["kommanditgesellschaft", "kg"]),
    ("sa", &["societe anonyme", "sociedad anonima", "sa"]),
    ("sae", &["sae"]),
    ("spa", &["societa per azioni", "spa"]),
    ("srl", &["srl"]),
    ("sarl", &["sarl"]),
    ("bv", &["bv"]),
    ("nv", &["nv"]),
    ("pty", &["proprietary", "pty"]),
    ("pte", &["private", "pte"]),
    ("pvt", &["pvt"]),
    ("llp", &["llp"]),
    ("lp", &["lp"]),
    ("ab", &["aktiebolag", "ab"]),
    ("as", &["as"]),
    ("oy", &["oy"]),
    ("sas", &["sas"]),
];

fn is_legal_form(word: &str) -> bool {
    LEGAL_FORMS.iter().any(|(c, _)| *c == word)
}

/// The words of a name, lower-case, accents kept, `S.A.E.` joined to `sae`, `&` as
/// `and`, legal forms in their canonical spelling, a leading `to (the) order of` and
/// `the` dropped.
pub(crate) fn name_words(name: &str) -> Vec<String> {
    let mut raw: Vec<String> = Vec::new();
    let mut current = String::new();
    let mut single_run = String::new();
    let flush_word = |raw: &mut Vec<String>, w: String| {
        if !w.is_empty() {
            raw.push(w);
        }
    };
    // Split into words; runs of single letters separated by dots/spaces join (S.A.E.).
    let mut words: Vec<String> = Vec::new();
    for c in name.chars() {
        if c.is_alphanumeric() {
            current.extend(c.to_lowercase());
        } else {
            if c == '&' {
                flush_word(&mut words, std::mem::take(&mut current));
                words.push("and".into());
                continue;
            }
            flush_word(&mut words, std::mem::take(&mut current));
        }
    }
    flush_word(&mut words, current);
    for w in words {
        if w.chars().count() == 1 && w.chars().all(char::is_alphabetic) {
            single_run.push_str(&w);
            continue;
        }
        if !single_run.is_empty() {
            raw.push(std::mem::take(&mut single_run));
        }
        raw.push(w);
    }
    if !single_run.is_empty() {
        raw.push(single_run);
    }
    // Drop `to (the) order (of)` and a leading `the`.
    let mut start = 0;
    if raw.first().is_some_and(|w| w == "to") && raw.get(1).is_some_and(|w| w == "order") {
        start = 2;
    } else if raw.first().is_some_and(|w| w == "to")
        && raw.get(1).is_some_and(|w| w == "the")
        && raw.get(2).is_some_and(|w| w == "order")
    {
        start = 3;
    }
    if raw.get(start).is_some_and(|w| w == "of") {
        start += 1;
    }
    if raw.get(start).is_some_and(|w| w == "the") {
        start += 1;
    }
    let raw = raw.get(start..).unwrap_or_default();
    // Legal forms, longest spelling first.
    let mut out = Vec::new();
    let mut i = 0;
    'outer: while i < raw.len() {
        for (canonical, spellings) in LEGAL_FORMS {
            for spelling in *spellings {
                let parts: Vec<&str> = spelling.split(' ').collect();
                let n = parts.len();
                if n > 1
                    && raw
                        .get(i..i + n)
                        .is_some_and(|ws| ws.iter().zip(&parts).all(|(w, p)| w == p))
                {
                    out.push((*canonical).to_owned());
                    i += n;
                    continue 'outer;
                }
            }
        }
        if let Some(w) = raw.get(i) {
            let canonical = LEGAL_FORMS
                .iter()
                .find(|(_, spellings)| spellings.contains(&w.as_str()))
                .map_or(w.as_str(), |(c, _)| *c);
            out.push(canonical.to_owned());
        }
        i += 1;
    }
    out
}

/// The name and, when it names a legal form, the name up to it (without an address after).
fn readings(words: &[String]) -> Vec<Vec<String>> {
    let mut out = vec![words.to_vec()];
    if let Some(last) = words.iter().rposition(|w| is_legal_form(w))
        && last + 1 < words.len()
        && let Some(head) = words.get(..=last)
    {
        out.push(head.to_vec());
    }
    out
}

/// `Same as consignee` and the like.
pub(crate) fn is_same_as_consignee(name: &str) -> bool {
    let w = name_words(name);
    w.len() >= 3
        && w.first().is_some_and(|w| w == "same")
        && w.last().is_some_and(|w| w == "consignee")
}

/// How a name read in a document compares with the bill's names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum PartyMatch {
    Same,
    /// Close to this name of the bill: one or two letters differ.
    NearMiss(String),
    /// Only the legal form differs from this name of the bill.
    LegalForm(String),
    Different,
}

pub(crate) fn compare(found: &str, expected: &[String]) -> PartyMatch {
    let found_words = name_words(found);
    if found_words.is_empty() {
        return PartyMatch::Different;
    }
    let found_readings = readings(&found_words);
    let mut best: Option<(usize, &String)> = None;
    let mut legal: Option<&String> = None;
    for name in expected {
        let words = name_words(name);
        for e in readings(&words) {
            for f in &found_readings {
                if *f == e {
                    return PartyMatch::Same;
                }
                let core = |ws: &[String]| -> Vec<String> {
                    ws.iter().filter(|w| !is_legal_form(w)).cloned().collect()
                };
                if !core(f).is_empty() && core(f) == core(&e) {
                    legal = Some(name);
                }
                let (a, b) = (f.join(" "), e.join(" "));
                let d = edit_distance(&a, &b);
                if best.is_none_or(|(bd, _)| d < bd) {
                    best = Some((d, name));
                }
            }
        }
    }
    if let Some(name) = legal {
        return PartyMatch::LegalForm(name.clone());
    }
    if let Some((d, name)) = best {
        let len = name_words(name).join(" ").chars().count();
        if d > 0 && len >= 5 && d <= (len / 10).max(1) {
            return PartyMatch::NearMiss(name.clone());
        }
    }
    PartyMatch::Different
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn legal_forms_punctuation_and_case_do_not_differ() {
        let bill = names(&["Nile Trading Co. S.A.E."]);
        for found in [
            "NILE TRADING COMPANY SAE",
            "Nile Trading Co SAE",
            "nile trading co., s.a.e.",
            "Nile  Trading Co. S.A.E., Alexandria",
            "To the order of Nile Trading Co. S.A.E.",
        ] {
            assert_eq!(compare(found, &bill), PartyMatch::Same, "{found}");
        }
        let bill = names(&["Delta Textiles Export GmbH"]);
        assert_eq!(
            compare("DELTA TEXTILES EXPORT G.M.B.H.", &bill),
            PartyMatch::Same
        );
        assert_eq!(
            compare(
                "Delta Textiles Export Gesellschaft mit beschränkter Haftung",
                &bill
            ),
            PartyMatch::Same
        );
        assert_eq!(
            compare(
                "Harbor Bank Public Limited Company",
                &names(&["Harbor Bank plc"])
            ),
            PartyMatch::Same
        );
        assert_eq!(
            compare("Acme & Sons Incorporated", &names(&["ACME and Sons, Inc."])),
            PartyMatch::Same
        );
    }

    #[test]
    fn near_miss_legal_form_and_different() {
        let bill = names(&["Delta Textiles Export GmbH"]);
        assert_eq!(
            compare("Delta Textile Export GmbH", &bill),
            PartyMatch::NearMiss("Delta Textiles Export GmbH".into())
        );
        assert_eq!(
            compare("Delta Textiles Export AG", &bill),
            PartyMatch::LegalForm("Delta Textiles Export GmbH".into())
        );
        assert_eq!(compare("Harbor Bank plc", &bill), PartyMatch::Different);
        assert!(is_same_as_consignee("SAME AS CONSIGNEE"));
    }
}
