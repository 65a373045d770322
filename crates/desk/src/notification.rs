//! The text of the desktop notification raised when polling finds changes. eBL references come
//! from the service (the issuer writes them), and notification servers read the body as markup
//! (the freedesktop spec allows `<b>`, `<i>`, `<a href>`, `<img>`), so every reference is escaped
//! and stripped of control characters before it is shown.

use crate::view::EblChanges;

/// The most characters of one reference the notification shows.
const MAX_REFERENCE_CHARS: usize = 64;
/// The most references one part of the notification names before it says "and N more".
const MAX_REFERENCES: usize = 5;

/// One line for the desktop notification, or `None` when nothing changed.
pub fn text(changes: &EblChanges) -> Option<String> {
    let mut parts = Vec::new();
    for (label, refs) in [
        ("arrived", &changes.arrived),
        ("changed", &changes.changed),
        ("left your company", &changes.left),
    ] {
        if !refs.is_empty() {
            parts.push(format!("{label}: {}", references(refs)));
        }
    }
    (!parts.is_empty()).then(|| format!("eBLs {}", parts.join("; ")))
}

fn references(refs: &[String]) -> String {
    let mut shown: Vec<String> = refs
        .iter()
        .take(MAX_REFERENCES)
        .map(|r| escape_markup(r))
        .collect();
    if refs.len() > MAX_REFERENCES {
        shown.push(format!("and {} more", refs.len() - MAX_REFERENCES));
    }
    shown.join(", ")
}

/// `text` made safe for a notification body: markup characters escaped, control characters
/// (line breaks among them) dropped, and at most [`MAX_REFERENCE_CHARS`] characters kept.
pub fn escape_markup(text: &str) -> String {
    escape_markup_up_to(text, MAX_REFERENCE_CHARS)
}

/// `text` made safe for a notification body as [`escape_markup`] does, keeping at most
/// `max_chars` characters (a reason in words is longer than a reference).
pub fn escape_markup_up_to(text: &str, max_chars: usize) -> String {
    let mut out = String::with_capacity(text.len());
    let mut kept = text.chars().filter(|c| !c.is_control());
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
        let own = |v: &[&str]| v.iter().map(|s| s.to_string()).collect();
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
        assert!(
            shown.contains("&lt;a href=&quot;https://evil.example/&quot;&gt;"),
            "{shown}"
        );
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
}
