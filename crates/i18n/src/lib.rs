//! The one catalogue, in Rust: every word eBL Desk and `tdx` show is a message of
//! `locales/<tag>/<area>.ftl` (Project Fluent), looked up by a literal id with [`tr!`] (in the
//! process's language, [`language`]) or [`tr_in`] (in a given one).
//!
//! - The files are embedded at build time (`build.rs` finds every `locales/*/*.ftl`), so adding
//!   an area file needs no code.
//! - A message missing in a language falls back to English, then to the id itself: looking up
//!   never panics. `tests/catalogue.rs` fails while an id used in code is missing from `en`.
//! - What fills a message is not trusted (a party name, the service's reason): every string
//!   argument is made [`Inert`] (no bidi control, no terminal control, no invisible character)
//!   before it is placed. In `ar` and `en-XA` each placeable is isolated (U+2068 … U+2069), so a
//!   Latin reference inside an Arabic sentence keeps its order.
//! - `en-XA` is the pseudo-locale: English with every letter accented and every vowel doubled
//!   ([`pseudo`]), for finding words written outside the catalogue and layouts that break.

use std::borrow::Cow;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU8, Ordering};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
pub use tdx_text::Inert;

pub mod check;
pub mod format;
mod pseudo;

pub use pseudo::pseudo;

mod catalogue {
    include!(concat!(env!("OUT_DIR"), "/catalogue.rs"));
}

/// The catalogue's files as embedded: `(language tag, area, source)`, sorted. `en-XA` has none
/// (it is made from `en`).
pub fn catalogue_files() -> &'static [(&'static str, &'static str, &'static str)] {
    catalogue::FILES
}

/// A language eBL Desk speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English, the reference: every id exists in it.
    En,
    /// Modern Standard Arabic (users in Egypt), right to left.
    Ar,
    /// Simplified Chinese.
    ZhCn,
    /// The pseudo-locale `en-XA`: English transformed (accented letters, doubled vowels).
    Pseudo,
}

impl Lang {
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Ar, Lang::ZhCn, Lang::Pseudo];

    /// Its BCP 47 tag: `en`, `ar`, `zh-CN`, `en-XA` (also the folder under `locales/`).
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ar => "ar",
            Lang::ZhCn => "zh-CN",
            Lang::Pseudo => "en-XA",
        }
    }

    /// The writing direction of its text: `rtl` for Arabic, `ltr` otherwise.
    pub fn dir(self) -> &'static str {
        match self {
            Lang::Ar => "rtl",
            Lang::En | Lang::ZhCn | Lang::Pseudo => "ltr",
        }
    }

    /// Its name in itself, as a language menu shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ar => "العربية",
            Lang::ZhCn => "简体中文",
            Lang::Pseudo => "Pseudo (en-XA)",
        }
    }

    /// The language a locale name or a language tag asks for: POSIX names (`ar_EG.UTF-8`,
    /// `zh_CN.UTF-8`, `en_US`, `C`, `POSIX`) and BCP 47 tags (`ar`, `zh-Hans`, `zh-CN`, `en-XA`),
    /// in any case. `C` and `POSIX` are English; a language not spoken here (`fr_FR`) and
    /// Traditional Chinese (`zh_TW`, `zh-Hant`) are `None`.
    pub fn parse(s: &str) -> Option<Lang> {
        // `ar_EG.UTF-8@latin` → `ar_EG`; `_` and `-` alike.
        let name = s.trim();
        let name = name.split(['.', '@']).next().unwrap_or("");
        if name.eq_ignore_ascii_case("C") || name.eq_ignore_ascii_case("POSIX") {
            return Some(Lang::En);
        }
        let mut parts = name.split(['_', '-']).map(str::to_ascii_lowercase);
        let language = parts.next()?;
        let rest: Vec<String> = parts.collect();
        match language.as_str() {
            "en" => {
                if rest.iter().any(|p| p == "xa") {
                    Some(Lang::Pseudo)
                } else {
                    Some(Lang::En)
                }
            }
            "ar" => Some(Lang::Ar),
            "zh" => {
                let traditional = rest
                    .iter()
                    .any(|p| matches!(p.as_str(), "hant" | "tw" | "hk" | "mo"));
                let simplified = rest.iter().any(|p| p == "hans");
                if traditional && !simplified {
                    None
                } else {
                    Some(Lang::ZhCn)
                }
            }
            _ => None,
        }
    }

    /// The system's language for messages: the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that
    /// is set and not empty (as POSIX reads them); a language not spoken here is English.
    pub fn from_env() -> Lang {
        Self::from_vars(|name| std::env::var(name).ok())
    }

    /// [`Lang::from_env`] over any source of variables (for tests and the desk's start-up).
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .find_map(|name| var(name).filter(|v| !v.trim().is_empty()))
            .and_then(|value| Lang::parse(&value))
            .unwrap_or(Lang::En)
    }

    fn index(self) -> u8 {
        match self {
            Lang::En => 0,
            Lang::Ar => 1,
            Lang::ZhCn => 2,
            Lang::Pseudo => 3,
        }
    }

    fn from_index(i: u8) -> Lang {
        match i {
            1 => Lang::Ar,
            2 => Lang::ZhCn,
            3 => Lang::Pseudo,
            _ => Lang::En,
        }
    }
}

static CURRENT: AtomicU8 = AtomicU8::new(0);

/// Sets the process's language (what [`tr!`] and [`format`] use from now on, on every thread).
pub fn set_language(lang: Lang) {
    CURRENT.store(lang.index(), Ordering::Relaxed);
}

/// The process's language: English until [`set_language`] is called.
pub fn language() -> Lang {
    Lang::from_index(CURRENT.load(Ordering::Relaxed))
}

/// A value placed in a message: text (made [`Inert`] on the way in) or a number (formatted for
/// the language, and choosing the plural form).
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    Text(Inert),
    Number(f64),
}

impl From<Inert> for Arg {
    fn from(text: Inert) -> Self {
        Arg::Text(text)
    }
}

impl From<&Inert> for Arg {
    fn from(text: &Inert) -> Self {
        Arg::Text(text.clone())
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Self {
        Arg::Text(Inert::new(text))
    }
}

impl From<&&str> for Arg {
    fn from(text: &&str) -> Self {
        Arg::Text(Inert::new(text))
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Self {
        Arg::Text(Inert::new(text))
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Self {
        Arg::Text(Inert::new(text))
    }
}

impl From<Cow<'_, str>> for Arg {
    fn from(text: Cow<'_, str>) -> Self {
        Arg::Text(Inert::new(text))
    }
}

impl From<f64> for Arg {
    fn from(n: f64) -> Self {
        Arg::Number(n)
    }
}

impl From<&f64> for Arg {
    fn from(n: &f64) -> Self {
        Arg::Number(*n)
    }
}

impl From<f32> for Arg {
    fn from(n: f32) -> Self {
        Arg::Number(f64::from(n))
    }
}

macro_rules! arg_from_integer {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            #[allow(clippy::cast_precision_loss, clippy::cast_lossless)]
            fn from(n: $t) -> Self {
                Arg::Number(n as f64)
            }
        }
        impl From<&$t> for Arg {
            #[allow(clippy::cast_precision_loss, clippy::cast_lossless)]
            fn from(n: &$t) -> Self {
                Arg::Number(*n as f64)
            }
        }
    )*};
}
arg_from_integer!(i8, i16, i32, i64, isize, u8, u16, u32, u64, usize);

type Bundle = FluentBundle<FluentResource>;

static BUNDLES: [OnceLock<Bundle>; 4] = [
    OnceLock::new(),
    OnceLock::new(),
    OnceLock::new(),
    OnceLock::new(),
];

/// The bundle of `lang`, built on first use (once per process).
fn bundle(lang: Lang) -> &'static Bundle {
    BUNDLES[usize::from(lang.index())].get_or_init(|| build_bundle(lang))
}

fn build_bundle(lang: Lang) -> Bundle {
    // The files of the language (the pseudo-locale reads English's).
    let files_tag = match lang {
        Lang::En | Lang::Pseudo => "en",
        Lang::Ar => "ar",
        Lang::ZhCn => "zh-CN",
    };
    let sources = catalogue::FILES
        .iter()
        .filter(|(tag, _, _)| *tag == files_tag)
        .map(|(_, _, source)| *source);
    bundle_of(lang, sources)
}

/// A bundle for `lang` over these sources: plural rules of the language (English's for the
/// pseudo-locale), placeables isolated in `ar` and `en-XA`, the pseudo transform in `en-XA`,
/// numbers formatted for the language.
pub(crate) fn bundle_of<'a>(lang: Lang, sources: impl IntoIterator<Item = &'a str>) -> Bundle {
    let locale = match lang {
        Lang::En | Lang::Pseudo => "en",
        Lang::Ar => "ar",
        Lang::ZhCn => "zh-CN",
    };
    let locale: unic_langid::LanguageIdentifier = locale.parse().unwrap_or_default();
    let mut bundle = Bundle::new_concurrent(vec![locale]);
    bundle.set_use_isolating(matches!(lang, Lang::Ar | Lang::Pseudo));
    if lang == Lang::Pseudo {
        bundle.set_transform(Some(pseudo::transform));
    }
    bundle.set_formatter(Some(format::fluent_formatter(lang)));
    // NUMBER() (options such as `useGrouping: "false"` for a year).
    let _ = bundle.add_builtins();
    for source in sources {
        // A file with a syntax error still gives the messages around it (the catalogue test
        // fails on the error); a duplicate id keeps its first message.
        let resource =
            FluentResource::try_new(source.to_owned()).unwrap_or_else(|(resource, _)| resource);
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// The message `id` in `lang`, with `args` placed: in English when `lang` has no such message,
/// the id itself when English has none either. Never panics.
pub fn tr_in(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    let fallback = match lang {
        // The pseudo-locale is English already.
        Lang::En | Lang::Pseudo => None,
        Lang::Ar | Lang::ZhCn => Some(bundle(Lang::En)),
    };
    format_first(std::iter::once(bundle(lang)).chain(fallback), id, args)
}

/// The message `id` from the first of `bundles` that has it, or the id itself.
pub(crate) fn format_first<'b>(
    bundles: impl IntoIterator<Item = &'b Bundle>,
    id: &str,
    args: &[(&str, Arg)],
) -> String {
    let fluent_args = (!args.is_empty()).then(|| {
        let mut fluent_args = FluentArgs::with_capacity(args.len());
        for (name, arg) in args {
            let value = match arg {
                Arg::Text(text) => FluentValue::from(text.as_str()),
                Arg::Number(n) => FluentValue::from(*n),
            };
            fluent_args.set(*name, value);
        }
        fluent_args
    });
    for bundle in bundles {
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
            continue;
        };
        let mut errors = Vec::new();
        return bundle
            .format_pattern(pattern, fluent_args.as_ref(), &mut errors)
            .into_owned();
    }
    id.to_owned()
}

/// Builds the bundles `lang` speaks from (its own and English, its fallback) now rather than at
/// the first message: parsing a catalogue of some thousand messages takes milliseconds (tens in
/// a debug build), better spent on a thread of its own at launch than on the first error shown.
pub fn prepare(lang: Lang) {
    let _ = bundle(lang);
    let _ = bundle(Lang::En);
}

/// Whether the message `id` exists in `lang`'s own files (no fallback).
pub fn has_message(lang: Lang, id: &str) -> bool {
    bundle(lang).has_message(id)
}

/// The message `id` in the process's [`language`], with named arguments:
/// `tr!("desk-review-title")`, `tr!("err-not-found", reference = r, count = n)`.
/// Names may be kebab case (`file-name = f`) or any identifier, the same in all languages.
/// String arguments are made [`Inert`]; numbers are formatted for the language.
#[macro_export]
macro_rules! tr {
    ($id:literal $(,)?) => {
        $crate::tr_in($crate::language(), $id, &[])
    };
    ($id:literal, $($first:ident $(- $rest:ident)* = $value:expr),+ $(,)?) => {
        $crate::tr_in(
            $crate::language(),
            $id,
            &[$((
                concat!(stringify!($first) $(, "-", stringify!($rest))*),
                $crate::Arg::from($value),
            )),+],
        )
    };
}

#[cfg(test)]
mod tests;
