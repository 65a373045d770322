//! The service's and the journal's codes in the user's language: an eBL's state, a party's
//! role, an action's outcome, an operation. In English each is printed as `tdx` always printed
//! it (the code itself, or its lower-case name); a code the catalogue does not know is shown
//! as the service sent it.

use tdx_desk::view::{ActionKind, Role};
use tdx_i18n::tr;

/// An eBL's state (`ISSUED`, …) in words.
pub fn state(code: &str) -> String {
    match code {
        "ISSUED" => tr!("tdx-state-issued"),
        "SURRENDER_FOR_DELIVERY_REQUESTED" => tr!("tdx-state-surrender-requested"),
        "SURRENDERED_FOR_DELIVERY" => tr!("tdx-state-surrendered"),
        "SURRENDER_FOR_AMENDMENT_REQUESTED" => tr!("tdx-state-amendment-requested"),
        "SURRENDERED_FOR_AMENDMENT" => tr!("tdx-state-surrendered-for-amendment"),
        "VOID" => tr!("tdx-state-void"),
        other => other.to_owned(),
    }
}

/// Your company's role on an eBL.
pub fn role(role: Role) -> String {
    match role {
        Role::Issuer => tr!("tdx-role-issuer"),
        Role::Consignor => tr!("tdx-role-consignor"),
        Role::Consignee => tr!("tdx-role-consignee"),
        Role::Surrenderee => tr!("tdx-role-surrenderee"),
    }
}

/// A party's type on an eBL as the service names it (`ISSUER`, …).
pub fn party_type(code: &str) -> String {
    match code {
        "ISSUER" => tr!("tdx-party-issuer"),
        "CONSIGNOR" => tr!("tdx-party-consignor"),
        "CONSIGNEE" => tr!("tdx-party-consignee"),
        "SURRENDEREE" => tr!("tdx-party-surrenderee"),
        other => other.to_owned(),
    }
}

/// An action's outcome as the journal records it (`submitted`, …).
pub fn outcome(code: &str) -> String {
    match code {
        "submitted" => tr!("tdx-outcome-submitted"),
        "refused" => tr!("tdx-outcome-refused"),
        "failed" => tr!("tdx-outcome-failed"),
        "unknown" => tr!("tdx-outcome-unknown"),
        other => other.to_owned(),
    }
}

/// An operation as the journal records it (`TRANSFER_POSSESSION`, …).
pub fn operation(code: &str) -> String {
    match code {
        "TRANSFER_POSSESSION" => tr!("tdx-operation-transfer"),
        "REQUEST_SURRENDER_FOR_DELIVERY" => tr!("tdx-operation-surrender"),
        "SEND_AS_COPY" => tr!("tdx-operation-copy"),
        "ENVELOPE_SEND" => tr!("tdx-operation-envelope"),
        "KEY_REGISTRATION" => tr!("tdx-operation-key-registration"),
        other => other.to_owned(),
    }
}

/// What the command line calls an action, and the command that takes it.
pub fn action(kind: ActionKind) -> (String, &'static str) {
    match kind {
        ActionKind::RequestSurrenderForDelivery => {
            (tr!("tdx-action-surrender"), "tdx surrender REF")
        }
        ActionKind::TransferPossession => {
            (tr!("tdx-action-transfer"), "tdx transfer REF --to INBOX")
        }
        ActionKind::SendAsCopy => (tr!("tdx-action-copy"), "tdx copy REF --to INBOX"),
    }
}

/// "yes" or "no", as a table cell.
pub fn yes_no(yes: bool) -> String {
    if yes { tr!("tdx-yes") } else { tr!("tdx-no") }
}

#[cfg(test)]
mod tests {
    use tdx_i18n::{Lang, tr_in};

    /// The ids and sources of `tdx.ftl` in `tag` (one message per `id = …` line, with its
    /// indented continuation lines).
    fn messages(tag: &str) -> Vec<(String, String)> {
        let (_, _, source) = tdx_i18n::catalogue_files()
            .iter()
            .find(|(t, area, _)| *t == tag && *area == "tdx")
            .expect("locales/<tag>/tdx.ftl");
        let mut out: Vec<(String, String)> = Vec::new();
        for line in source.lines() {
            if let Some((id, value)) = line.split_once(" = ")
                && id.starts_with("tdx-")
                && !id.contains(' ')
            {
                out.push((id.to_owned(), value.to_owned()));
            } else if line.starts_with(' ')
                && let Some(last) = out.last_mut()
            {
                last.1.push('\n');
                last.1.push_str(line);
            }
        }
        out
    }

    /// What is left of a message's source once what stays Latin is taken out: placeables,
    /// plural keys, `code`, `tdx …` commands, `--options`, `[y/N]`, upper-case names (FILE,
    /// CSV, TDX_PKCS11_PIN, SHA-256), SWIFT tags and the brand names.
    fn words_to_translate(source: &str) -> Vec<String> {
        let mut text = String::new();
        let (mut braces, mut ticks) = (0usize, false);
        for c in source.chars() {
            match c {
                '{' => braces += 1,
                '}' => braces = braces.saturating_sub(1),
                '`' if braces == 0 => ticks = !ticks,
                _ if braces == 0 && !ticks => text.push(c),
                _ => {}
            }
        }
        let text = text.replace("[y/N]", " ");
        let mut words = Vec::new();
        let mut after_tdx = false;
        for token in text.split(|c: char| c.is_whitespace() || !c.is_ascii() || "(),;:".contains(c))
        {
            let latin = token.chars().any(|c| c.is_ascii_alphabetic());
            let command_word = token
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "-|._".contains(c));
            if token == "tdx" {
                after_tdx = true;
                continue;
            }
            if after_tdx && command_word && !token.is_empty() {
                continue;
            }
            after_tdx = false;
            let keep = !latin
                || token.starts_with('-')
                || token.starts_with('*')
                || token.starts_with('[')
                || token.chars().all(|c| !c.is_ascii_lowercase())
                // A SWIFT field tag: 41a, 14c.
                || token.chars().any(|c| c.is_ascii_digit())
                || ["eBL", "OAuth", "Ctrl+C", "webhook", "y"].contains(&token);
            if !keep {
                words.push(token.to_owned());
            }
        }
        words
    }

    #[test]
    fn every_tdx_message_is_translated_in_arabic_and_chinese_with_no_english_word_left() {
        // The check finds an English word, and leaves commands, options, codes and data be.
        assert_eq!(
            words_to_translate("لم يُوقَّع: Nothing was signed. { $reference }"),
            ["Nothing", "was", "signed."]
        );
        assert!(
            words_to_translate(
                "شغّل `tdx login` أو tdx keys generate، مع --wait SECONDS وTDX_PKCS11_PIN (41a)"
            )
            .is_empty()
        );
        let english = messages("en");
        assert!(english.len() > 300, "{}", english.len());
        for tag in ["ar", "zh-CN"] {
            let translated = messages(tag);
            let ids: Vec<&String> = translated.iter().map(|(id, _)| id).collect();
            let english_ids: Vec<&String> = english.iter().map(|(id, _)| id).collect();
            assert_eq!(
                ids, english_ids,
                "{tag}: the same ids in the same order as en"
            );
            for (id, source) in &translated {
                let left = words_to_translate(source);
                assert!(
                    left.is_empty(),
                    "{tag} {id}: English left {left:?} in {source}"
                );
            }
        }
    }

    #[test]
    fn states_and_roles_are_words_in_arabic_and_chinese_and_codes_in_english() {
        assert_eq!(tr_in(Lang::En, "tdx-state-issued", &[]), "ISSUED");
        assert_eq!(tr_in(Lang::Ar, "tdx-state-issued", &[]), "صادر");
        assert_eq!(tr_in(Lang::ZhCn, "tdx-state-issued", &[]), "已签发");
        assert_eq!(tr_in(Lang::En, "tdx-role-consignee", &[]), "consignee");
        assert_eq!(tr_in(Lang::Ar, "tdx-role-consignee", &[]), "المرسل إليه");
        assert_eq!(tr_in(Lang::ZhCn, "tdx-role-consignee", &[]), "收货人");
        // A state the catalogue does not know is shown as the service sent it.
        assert_eq!(super::state("ON_HOLD"), "ON_HOLD");
    }

    #[test]
    fn arabic_counts_take_their_plural_forms_and_arabic_indic_digits() {
        let title = |n: usize| {
            tr_in(
                Lang::Ar,
                "tdx-bulk-title-transfer",
                &[("n", (n as u64).into()), ("count", n.into())],
            )
        };
        assert!(title(1).contains("سند شحن إلكتروني واحد"), "{}", title(1));
        assert!(title(2).contains("سندَي شحن إلكترونيين"), "{}", title(2));
        assert!(title(3).contains("٣"), "{}", title(3));
        assert!(title(3).contains("سندات شحن إلكترونية"), "{}", title(3));
        let english = tr_in(
            Lang::En,
            "tdx-bulk-title-transfer",
            &[("n", "1".into()), ("count", 1usize.into())],
        );
        assert_eq!(english, "Transfer possession of 1 eBL");
    }
}
