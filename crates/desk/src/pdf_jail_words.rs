//! What Settings › About says about the PDF viewer's sandbox, in the user's language: the
//! worker reports facts ([`JailStatus`]), the desk words them from the catalogue.

use tdx_i18n::{Lang, tr_in};
use tdx_pdf::jail::{FileJail, JailStatus};

use crate::view::{PdfJailView, PdfProtectionView};

/// The view of `status` in `lang`.
pub(crate) fn jail_view_in(lang: Lang, status: JailStatus) -> PdfJailView {
    let files_name = match status.landlock_abi {
        Some(abi) => tr_in(lang, "desk-pdf-jail-files-abi", &[("abi", abi.into())]),
        None => tr_in(lang, "desk-pdf-jail-files", &[]),
    };
    let protections = vec![
        PdfProtectionView {
            name: tr_in(lang, "desk-pdf-jail-seccomp", &[]),
            in_force: status.seccomp_network,
            words: if status.seccomp_network {
                tr_in(lang, "desk-pdf-jail-seccomp-on", &[])
            } else {
                tr_in(lang, "desk-pdf-jail-seccomp-off", &[])
            },
        },
        PdfProtectionView {
            name: files_name,
            in_force: status.landlock_files != FileJail::None,
            words: match status.landlock_files {
                FileJail::Full => tr_in(lang, "desk-pdf-jail-files-full", &[]),
                FileJail::Partial => tr_in(lang, "desk-pdf-jail-files-partial", &[]),
                FileJail::None => tr_in(lang, "desk-pdf-jail-files-off", &[]),
            },
        },
        PdfProtectionView {
            name: tr_in(lang, "desk-pdf-jail-network", &[]),
            in_force: status.landlock_network,
            words: if status.landlock_network {
                tr_in(lang, "desk-pdf-jail-network-on", &[])
            } else {
                tr_in(lang, "desk-pdf-jail-kernel-missing", &[])
            },
        },
        PdfProtectionView {
            name: tr_in(lang, "desk-pdf-jail-scope", &[]),
            in_force: status.landlock_scope,
            words: if status.landlock_scope {
                tr_in(lang, "desk-pdf-jail-scope-on", &[])
            } else {
                tr_in(lang, "desk-pdf-jail-kernel-missing", &[])
            },
        },
        PdfProtectionView {
            name: tr_in(lang, "desk-pdf-jail-environment", &[]),
            in_force: status.clean_environment,
            words: if status.clean_environment {
                tr_in(lang, "desk-pdf-jail-environment-on", &[])
            } else {
                tr_in(lang, "desk-pdf-jail-environment-off", &[])
            },
        },
    ];
    let summary = match (status.seccomp_network, status.landlock_files) {
        (false, FileJail::None) => tr_in(lang, "desk-pdf-jail-summary-none", &[]),
        (true, FileJail::Full | FileJail::Partial) if status.clean_environment => {
            tr_in(lang, "desk-pdf-jail-summary-full", &[])
        }
        (true, FileJail::Full | FileJail::Partial) => {
            tr_in(lang, "desk-pdf-jail-summary-environment", &[])
        }
        (true, FileJail::None) => tr_in(lang, "desk-pdf-jail-summary-no-landlock", &[]),
        (false, _) => tr_in(lang, "desk-pdf-jail-summary-no-seccomp", &[]),
    };
    let missing: Vec<&str> = protections
        .iter()
        .filter(|p| !p.in_force)
        .map(|p| p.name.as_str())
        .collect();
    let plain_words = if missing.is_empty() {
        summary
    } else {
        let separator = match lang {
            Lang::Ar => "، ",
            Lang::ZhCn => "、",
            Lang::En | Lang::Pseudo => ", ",
        };
        let list = missing.join(separator);
        tr_in(
            lang,
            "desk-pdf-jail-missing",
            &[("summary", summary.into()), ("missing", list.into())],
        )
    };
    PdfJailView {
        protected: status.protected,
        plain_words,
        protections,
        detail: status.detail,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue_check::{assert_arabic, assert_chinese, assert_pseudo};

    fn statuses() -> Vec<JailStatus> {
        let mut all = Vec::new();
        for seccomp in [true, false] {
            for abi in [None, Some(3), Some(7)] {
                for clean in [true, false] {
                    all.push(JailStatus::new(seccomp, abi, clean, "detail".into()));
                }
            }
        }
        all
    }

    #[test]
    fn english_is_what_the_worker_says() {
        for status in statuses() {
            let view = jail_view_in(Lang::En, status.clone());
            assert_eq!(view.plain_words, status.plain_words);
            let names: Vec<_> = view.protections.iter().map(|p| &p.name).collect();
            let theirs: Vec<_> = status.protections.iter().map(|p| &p.name).collect();
            assert_eq!(names, theirs);
            let words: Vec<_> = view.protections.iter().map(|p| &p.words).collect();
            let theirs: Vec<_> = status.protections.iter().map(|p| &p.words).collect();
            assert_eq!(words, theirs);
        }
    }

    /// The Linux names of the protections, which stay Latin in every language (like brand
    /// names): checked away before the Arabic check.
    fn without_linux_names(text: &str) -> String {
        ["seccomp", "Landlock", "ABI", "TCP"]
            .iter()
            .fold(text.to_owned(), |text, name| text.replace(name, ""))
    }

    fn assert_arabic_but_linux_names(text: &str) {
        assert_arabic(&without_linux_names(text));
    }

    #[test]
    fn every_word_comes_from_the_catalogue() {
        for status in statuses() {
            for (lang, check) in [
                (Lang::Pseudo, assert_pseudo as fn(&str)),
                (Lang::Ar, assert_arabic_but_linux_names),
                (Lang::ZhCn, assert_chinese),
            ] {
                let view = jail_view_in(lang, status.clone());
                check(&view.plain_words);
                for p in &view.protections {
                    check(&p.name);
                    check(&p.words);
                }
            }
        }
    }
}
