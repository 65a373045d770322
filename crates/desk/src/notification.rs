//! The text of the desktop notification raised when polling finds changes. eBL references come
//! from the service (the issuer writes them), and notification servers read the body as markup
//! (the freedesktop spec allows `<b>`, `<i>`, `<a href>`, `<img>`), so every reference is escaped
//! and made [`Inert`] (no control, bidi or invisible character) before it is shown.

use tdx_i18n::tr;

use crate::attention::AttentionItem;
use crate::view::{EblChanges, Inert};

/// The most characters of one reference the notification shows.
const MAX_REFERENCE_CHARS: usize = 64;
/// The most characters of an item's reason the notification shows.
const MAX_REASON_CHARS: usize = 300;
/// The most references one part of the notification names before it says "and N more".
const MAX_REFERENCES: usize = 5;

/// The words of a notification's action that opens what it names (its default action).
pub fn open_action_words() -> String {
    tr!("desk-notice-open")
}

/// One line for the desktop notification, or `None` when nothing changed.
pub fn text(changes: &EblChanges) -> Option<String> {
    let mut parts = Vec::new();
    for (change, refs) in [
        ("arrived", &changes.arrived),
        ("changed", &changes.changed),
        ("left", &changes.left),
    ] {
        if refs.is_empty() {
            continue;
        }
        let (shown, more) = references(refs);
        let first = if parts.is_empty() { "yes" } else { "no" };
        parts.push(tr!(
            "desk-notice-changes",
            change = change,
            first = first,
            refs = shown,
            more = more
        ));
    }
    (!parts.is_empty()).then(|| parts.join(&tr!("desk-notice-separator")))
}

/// The first references of `refs`, escaped, and how many more there are.
pub(crate) fn references(refs: &[Inert]) -> (String, usize) {
    let shown: Vec<String> = refs
        .iter()
        .take(MAX_REFERENCES)
        .map(|r| escape_markup(r))
        .collect();
    (shown.join(", "), refs.len().saturating_sub(MAX_REFERENCES))
}

/// The body of the notification of an item that needs attention: `<reference>: <reason>`
/// (the reason alone for an item about no eBL), both escaped: a reference comes from the
/// service, and a reason may name a company the service named.
pub fn attention_text(item: &AttentionItem) -> String {
    let reason = escape_sentence_up_to(&item.reason, MAX_REASON_CHARS);
    match item
        .ebl_reference
        .as_deref()
        .filter(|r| !r.trim().is_empty())
    {
        // The reason is a sentence of the catalogue (its own isolation marks kept): it
        // follows the reference's words, never goes into them as an argument.
        Some(reference) => format!(
            "{} {reason}",
            tr!("desk-notice-item", reference = escape_markup(reference))
        ),
        None => reason,
    }
}

/// `text` made safe for a notification body: made [`Inert`] (control characters, line breaks
/// among them, and bidi controls shown as signs, invisible characters removed), markup
/// characters escaped, and at most [`MAX_REFERENCE_CHARS`] characters kept.
pub fn escape_markup(text: &str) -> String {
    escape_markup_up_to(text, MAX_REFERENCE_CHARS)
}

/// `text` made safe for a notification body as [`escape_markup`] does, keeping at most
/// `max_chars` characters (a reason in words is longer than a reference).
pub fn escape_markup_up_to(text: &str, max_chars: usize) -> String {
    escape_shown_up_to(Inert::new(text).as_str(), max_chars)
}

/// A sentence of the catalogue (an attention item's reason) made safe for a notification
/// body: as [`escape_markup_up_to`], except that the first-strong isolates (U+2068, U+2069)
/// the catalogue puts around what fills a sentence in a right-to-left language are kept.
/// What filled it was made inert before (`tr!`): an isolate in it is shown as a sign already.
pub fn escape_sentence_up_to(text: &str, max_chars: usize) -> String {
    escape_shown_up_to(&tdx_text::shown_sentence(text), max_chars)
}

/// Shown text with markup characters escaped, at most `max_chars` characters kept.
fn escape_shown_up_to(shown: &str, max_chars: usize) -> String {
    let mut out = String::with_capacity(shown.len());
    let mut kept = shown.chars();
    for c in kept.by_ref().take(max_chars) {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    if kept.next().is_some() {
        out.push('…');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn changes(arrived: &[&str], changed: &[&str], left: &[&str]) -> EblChanges {
        let own = |v: &[&str]| v.iter().map(Inert::new).collect();
        EblChanges {
            arrived: own(arrived),
            changed: own(changed),
            left: own(left),
        }
    }

    #[test]
    fn says_what_arrived_and_changed_and_nothing_when_quiet() {
        assert_eq!(text(&changes(&[], &[], &[])), None);
        assert_eq!(
            text(&changes(&["GCL-1"], &["GCL-2", "GCL-3"], &[])).as_deref(),
            Some("eBLs arrived: GCL-1; changed: GCL-2, GCL-3")
        );
    }

    #[test]
    fn a_reference_cannot_put_markup_or_lines_into_the_notification() {
        let hostile = "<a href=\"https://evil.example/\">Pay here</a>\n<img src=x>&";
        let shown = text(&changes(&[hostile], &[], &[])).unwrap_or_default();
        assert!(!shown.contains('<') && !shown.contains('>'), "{shown}");
        assert!(!shown.contains('\n'), "{shown}");
        assert!(shown.contains("Pay here&lt;/a&gt;␊&lt;img"), "{shown}");
        assert!(
            shown.contains("&lt;a href=&quot;https://evil.example/&quot;&gt;"),
            "{shown}"
        );
    }

    #[test]
    fn an_item_names_its_ebl_and_its_reason_escaped() {
        let mut item = AttentionItem {
            key: "k".into(),
            profile_id: "p".into(),
            ebl_id: Some("e".into()),
            ebl_reference: Some("GCL<1>".into()),
            rule: crate::attention::AttentionRule::TransferWentThrough,
            reason: "Your transfer to <b>Evil & Co</b> went through".into(),
            raised_at: 0,
            snoozed_until: None,
        };
        assert_eq!(
            attention_text(&item),
            "GCL&lt;1&gt;: Your transfer to &lt;b&gt;Evil &amp; Co&lt;/b&gt; went through"
        );
        item.ebl_reference = None;
        item.reason = "Whether your envelope sent went\nthrough is not known".into();
        assert_eq!(
            attention_text(&item),
            "Whether your envelope sent went␊through is not known"
        );
    }

    #[test]
    fn a_name_with_a_bidi_override_or_a_zero_width_space_is_shown_inert() {
        let item = AttentionItem {
            key: "k".into(),
            profile_id: "p".into(),
            ebl_id: Some("e".into()),
            ebl_reference: Some("GCL\u{200b}-1".into()),
            rule: crate::attention::AttentionRule::TransferWentThrough,
            reason: "Your transfer to Global \u{202e}sgnidloH\u{202c} went through".into(),
            raised_at: 0,
            snoozed_until: None,
        };
        assert_eq!(
            attention_text(&item),
            "GCL-1: Your transfer to Global ⟨U+202E⟩sgnidloH⟨U+202C⟩ went through"
        );
        let shown = text(&changes(&["GCL\u{2067}-2\x1b[2K"], &[], &[])).unwrap_or_default();
        assert_eq!(shown, "eBLs arrived: GCL⟨U+2067⟩-2␛[2K");
    }

    #[test]
    fn a_long_list_or_reference_is_cut_with_a_count() {
        let many: Vec<String> = (1..=8).map(|i| format!("GCL-{i}")).collect();
        let many: Vec<&str> = many.iter().map(String::as_str).collect();
        assert_eq!(
            text(&changes(&many, &[], &[])).as_deref(),
            Some("eBLs arrived: GCL-1, GCL-2, GCL-3, GCL-4, GCL-5, and 3 more")
        );
        let long = "X".repeat(500);
        let shown = escape_markup(&long);
        assert_eq!(shown.chars().count(), MAX_REFERENCE_CHARS + 1);
    }

    /// A notification of changes, one of an item with a reason from the catalogue, and one
    /// of several items, in the current language.
    fn notifications() -> Vec<String> {
        let many: Vec<String> = (1..=8).map(|i| format!("GCL-{i}")).collect();
        let many: Vec<&str> = many.iter().map(String::as_str).collect();
        let entry = crate::journal::begin(
            "e".into(),
            tdx_store::operation::TRANSFER_POSSESSION,
            None,
            None,
            Some("Harbor <b>Bank</b>".into()),
        );
        let item = |reference: Option<&str>| AttentionItem {
            key: "k".into(),
            profile_id: "p".into(),
            ebl_id: Some("e".into()),
            ebl_reference: Inert::opt(reference),
            rule: crate::attention::AttentionRule::TransferWentThrough,
            reason: crate::attention::answers::transfer_sentence(
                crate::attention::answers::TransferAnswer::WentThrough,
                &crate::attention::answers::counterparty(&entry),
            ),
            raised_at: 0,
            snoozed_until: None,
        };
        let watched = crate::watch::notice(&[item(Some("GCL-1")), item(None)])
            .map(|n| n.body)
            .unwrap_or_default();
        vec![
            text(&changes(&many, &["GCL-9"], &["GCL-10"])).unwrap_or_default(),
            attention_text(&item(Some("GCL-1"))),
            watched,
            crate::watch::tray_title(3),
        ]
    }

    #[test]
    fn a_notification_in_the_pseudo_locale_has_every_word_from_the_catalogue() {
        tdx_i18n::set_language(tdx_i18n::Lang::Pseudo);
        for shown in notifications() {
            crate::catalogue_check::assert_pseudo(&shown);
        }
        tdx_i18n::set_language(tdx_i18n::Lang::En);
    }

    #[test]
    fn a_notification_in_arabic_keeps_its_isolates_and_escapes_the_name() {
        tdx_i18n::set_language(tdx_i18n::Lang::Ar);
        let shown = notifications();
        for text in &shown {
            crate::catalogue_check::assert_arabic(text);
        }
        // The reason's isolates are the catalogue's, not shown as signs; the name in it is
        // escaped markup.
        assert!(!shown[1].contains("⟨U+2068⟩"), "{}", shown[1]);
        assert!(
            shown[1].contains("\u{2068}Harbor &lt;b&gt;Bank&lt;/b&gt;\u{2069}"),
            "{}",
            shown[1]
        );
        assert!(
            shown[0].contains("\u{2068}GCL-1, GCL-2, GCL-3, GCL-4, GCL-5\u{2069}"),
            "{}",
            shown[0]
        );
        tdx_i18n::set_language(tdx_i18n::Lang::ZhCn);
        for text in notifications() {
            crate::catalogue_check::assert_chinese(&text);
        }
        tdx_i18n::set_language(tdx_i18n::Lang::En);
    }

    #[test]
    fn a_notification_in_english_reads_as_before() {
        tdx_i18n::set_language(tdx_i18n::Lang::En);
        let shown = notifications();
        assert_eq!(
            shown[0],
            "eBLs arrived: GCL-1, GCL-2, GCL-3, GCL-4, GCL-5, and 3 more; changed: GCL-9; left \
             your company: GCL-10"
        );
        assert_eq!(
            shown[1],
            "GCL-1: Your transfer to Harbor &lt;b&gt;Bank&lt;/b&gt; went through: Harbor \
             &lt;b&gt;Bank&lt;/b&gt; now holds the eBL"
        );
        assert_eq!(shown[2], "2 eBLs need attention: GCL-1, An eBL");
    }
}
