//! What the language tests check of a sentence the desk makes: in the pseudo-locale (`en-XA`)
//! every word came from the catalogue (no run of two or more plain ASCII letters outside the
//! FSI…PDI isolates that hold what the service or a document wrote), and in Arabic it is
//! written in Arabic.

const FSI: char = '\u{2068}';
const PDI: char = '\u{2069}';

/// The brand and format names that stay Latin in every language.
const BRANDS: [&str; 8] = ["eBL", "Desk", "tdx", "PDF", "CSV", "PKCS", "URL", "TDX"];

/// The runs of two or more unaccented ASCII letters of `text` outside its isolates: the words
/// of `text` not taken from the catalogue, when `text` is pseudo-locale output.
pub(crate) fn plain_words_outside_isolates(text: &str) -> Vec<String> {
    let mut depth = 0usize;
    let mut runs = Vec::new();
    let mut run = String::new();
    for c in text.chars() {
        match c {
            FSI => depth += 1,
            PDI => depth = depth.saturating_sub(1),
            _ => {}
        }
        if depth == 0 && c.is_ascii_alphabetic() {
            run.push(c);
            continue;
        }
        if run.chars().count() >= 2 {
            runs.push(std::mem::take(&mut run));
        }
        run.clear();
    }
    if run.chars().count() >= 2 {
        runs.push(run);
    }
    runs
}

/// Asserts that `text` (pseudo-locale output) has every word from the catalogue.
#[track_caller]
pub(crate) fn assert_pseudo(text: &str) {
    let plain = plain_words_outside_isolates(text);
    assert!(
        plain.is_empty(),
        "words not from the catalogue {plain:?} in {text:?}"
    );
}

/// Asserts that `text` is written in Arabic letters, every plain ASCII word of it inside an
/// isolate (what the service or a document wrote).
#[track_caller]
pub(crate) fn assert_arabic(text: &str) {
    assert!(
        text.chars().any(|c| ('\u{0600}'..='\u{06ff}').contains(&c)),
        "no Arabic letter in {text:?}"
    );
    let plain: Vec<String> = plain_words_outside_isolates(text)
        .into_iter()
        .filter(|w| !BRANDS.contains(&w.as_str()))
        .collect();
    assert!(plain.is_empty(), "English words {plain:?} in {text:?}");
}

/// Asserts that `text` is written in Chinese (Han) characters.
#[track_caller]
pub(crate) fn assert_chinese(text: &str) {
    assert!(
        text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
        "no Chinese character in {text:?}"
    );
}

#[test]
fn a_plain_word_outside_isolates_is_found_and_one_inside_is_not() {
    assert_eq!(
        plain_words_outside_isolates("Ţŕááñšƒéŕ \u{2068}GCL-1\u{2069} to x"),
        vec!["to".to_owned()]
    );
    assert!(
        plain_words_outside_isolates("ÓÓþééñ \u{2068}Acme \u{2068}Ltd\u{2069}\u{2069}").is_empty()
    );
}
