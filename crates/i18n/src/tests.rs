use super::*;

const FSI: char = '\u{2068}';
const PDI: char = '\u{2069}';

/// A bundle over this Fluent source (the mechanics, apart from the catalogue's words).
fn test_bundle(lang: Lang, source: &str) -> Bundle {
    bundle_of(lang, [source])
}

fn fmt(bundle: &Bundle, id: &str, args: &[(&str, Arg)]) -> String {
    format_first([bundle], id, args)
}

#[test]
fn each_language_speaks_from_its_own_files() {
    assert_eq!(tr_in(Lang::En, "core-language-name", &[]), "English");
    assert_eq!(tr_in(Lang::Ar, "core-language-name", &[]), "العربية");
    assert_eq!(tr_in(Lang::ZhCn, "core-language-name", &[]), "简体中文");
    assert_eq!(tr_in(Lang::Pseudo, "core-language-name", &[]), "ÉÉñĝļîîšĥ");
    for lang in Lang::ALL {
        if lang != Lang::Pseudo {
            assert_eq!(tr_in(lang, "core-language-name", &[]), lang.native_name());
        }
    }
}

#[test]
fn prepared_bundles_answer_the_same() {
    prepare(Lang::ZhCn);
    assert_eq!(tr_in(Lang::ZhCn, "core-language-name", &[]), "简体中文");
}

#[test]
fn pseudo_accents_every_letter_and_doubles_the_vowels() {
    assert_eq!(pseudo("Settings"), "Šééţţîîñĝš");
    assert_eq!(pseudo("AEIOU xyz 42!"), "ÁÁÉÉÎÎÓÓÛÛ ẋýž 42!");
    // Every ASCII letter is replaced: nothing of plain English is left.
    let all: String = ('a'..='z').chain('A'..='Z').collect();
    assert!(!pseudo(&all).chars().any(|c| c.is_ascii_alphabetic()));
    assert_eq!(pseudo("العربية"), "العربية");
}

#[test]
fn pseudo_transforms_the_words_not_the_values_and_isolates_them() {
    let bundle = test_bundle(Lang::Pseudo, "open = Open { $name } now\n");
    let out = fmt(&bundle, "open", &[("name", Arg::from("Acme"))]);
    assert_eq!(out, format!("ÓÓþééñ {FSI}Acme{PDI} ñóóŵ"));
}

#[test]
fn placeables_are_isolated_in_arabic_only_not_in_english_or_chinese() {
    let source = "hello = Hi { $name }!\n";
    let args = [("name", Arg::from("Acme Ltd"))];
    assert_eq!(
        fmt(&test_bundle(Lang::En, source), "hello", &args),
        "Hi Acme Ltd!"
    );
    assert_eq!(
        fmt(&test_bundle(Lang::ZhCn, source), "hello", &args),
        "Hi Acme Ltd!"
    );
    assert_eq!(
        fmt(&test_bundle(Lang::Ar, source), "hello", &args),
        format!("Hi {FSI}Acme Ltd{PDI}!")
    );
}

#[test]
fn a_missing_id_falls_back_to_english_then_to_the_id() {
    let en = test_bundle(Lang::En, "only-en = Only in English\n");
    let ar = test_bundle(Lang::Ar, "both = كلاهما\n");
    assert_eq!(format_first([&ar, &en], "only-en", &[]), "Only in English");
    assert_eq!(format_first([&ar, &en], "both", &[]), "كلاهما");
    assert_eq!(format_first([&ar, &en], "nowhere", &[]), "nowhere");
    // (Not written as a literal: the catalogue check would rightly call it missing.)
    let no_such = String::from("core-no-such-message");
    for lang in Lang::ALL {
        assert_eq!(tr_in(lang, &no_such, &[]), no_such);
    }
    // A message with a missing variable or a broken file still answers, never panics.
    let source = "a = A { $x } b\nbroken = {{ }\nc = C\n";
    assert!(FluentResource::try_new(source.to_owned()).is_err());
    let broken = test_bundle(Lang::En, source);
    assert_eq!(fmt(&broken, "a", &[]), "A {$x} b");
    assert_eq!(fmt(&broken, "c", &[]), "C");
}

#[test]
fn a_string_argument_is_made_inert_before_it_is_placed() {
    let bundle = test_bundle(Lang::En, "from = From { $party }.\n");
    // A right-to-left override would show "Acme gpj.exe" backwards; an escape could steer a
    // terminal; a zero-width space could make two names look alike.
    let hostile = "Acme\u{202E}exe.jpg\u{1b}[2J\u{200b}";
    let out = fmt(&bundle, "from", &[("party", Arg::from(hostile))]);
    assert_eq!(out, "From Acme⟨U+202E⟩exe.jpg␛[2J.");
    for c in out.chars() {
        assert!(
            !matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{1b}' | '\u{200b}')
        );
    }
    // Every string conversion goes through Inert.
    let owned = String::from("x\u{2066}y");
    for arg in [
        Arg::from(owned.as_str()),
        Arg::from(&owned.as_str()),
        Arg::from(&owned),
        Arg::from(owned.clone()),
        Arg::from(std::borrow::Cow::Borrowed(owned.as_str())),
    ] {
        assert_eq!(arg, Arg::Text(Inert::new("x\u{2066}y")));
        assert_eq!(
            fmt(&test_bundle(Lang::En, "m = { $v }\n"), "m", &[("v", arg)]),
            "x⟨U+2066⟩y"
        );
    }
    // In Arabic the isolates around the placeable are the catalogue's, the value's are shown.
    let ar = test_bundle(Lang::Ar, "from = من { $party }.\n");
    let out = fmt(&ar, "from", &[("party", Arg::from("\u{2067}Acme"))]);
    assert_eq!(out, format!("من {FSI}⟨U+2067⟩Acme{PDI}."));
}

#[test]
fn arabic_uses_its_six_plural_categories_and_chinese_one() {
    let ar = test_bundle(
        Lang::Ar,
        "n = { $count ->\n    [zero] zero\n    [one] one\n    [two] two\n    [few] few\n    [many] many\n   *[other] other\n}\n",
    );
    let category = |n: i64| fmt(&ar, "n", &[("count", Arg::from(n))]);
    assert_eq!(category(0), "zero");
    assert_eq!(category(1), "one");
    assert_eq!(category(2), "two");
    assert_eq!(category(3), "few");
    assert_eq!(category(10), "few");
    assert_eq!(category(11), "many");
    assert_eq!(category(99), "many");
    assert_eq!(category(100), "other");
    let en = test_bundle(
        Lang::En,
        "n = { $count ->\n    [one] one\n   *[other] other\n}\n",
    );
    assert_eq!(fmt(&en, "n", &[("count", Arg::from(1u32))]), "one");
    assert_eq!(fmt(&en, "n", &[("count", Arg::from(0usize))]), "other");
    let zh = test_bundle(
        Lang::ZhCn,
        "n = { $count ->\n    [one] one\n   *[other] other\n}\n",
    );
    assert_eq!(fmt(&zh, "n", &[("count", Arg::from(1))]), "other");
}

#[test]
fn tr_speaks_the_process_language_with_named_arguments() {
    // The only test that sets the process's language.
    assert_eq!(language(), Lang::En);
    assert_eq!(tr!("core-language-name"), "English");
    set_language(Lang::Ar);
    assert_eq!(language(), Lang::Ar);
    assert_eq!(tr!("core-language-name"), "العربية");
    // From another thread too.
    let other = std::thread::spawn(|| tr!("core-language-name")).join().ok();
    assert_eq!(other.as_deref(), Some("العربية"));
    set_language(Lang::En);
    // Kebab-case and plain names, strings and numbers, a trailing comma: all compile and pass.
    let party = String::from("Acme");
    assert_eq!(
        tr!(
            "core-language-name",
            file - name = "a.pdf",
            party = &party,
            count = 3,
            ratio = 0.5,
        ),
        "English"
    );
}

#[test]
fn the_language_is_parsed_from_locale_names_and_tags() {
    let cases = [
        ("ar_EG.UTF-8", Some(Lang::Ar)),
        ("ar", Some(Lang::Ar)),
        ("AR-eg", Some(Lang::Ar)),
        ("zh_CN.UTF-8", Some(Lang::ZhCn)),
        ("zh-Hans", Some(Lang::ZhCn)),
        ("zh-Hans-TW", Some(Lang::ZhCn)),
        ("zh-CN", Some(Lang::ZhCn)),
        ("zh_TW.UTF-8", None),
        ("zh-Hant", None),
        ("en-XA", Some(Lang::Pseudo)),
        ("en_XA.UTF-8", Some(Lang::Pseudo)),
        ("en_US", Some(Lang::En)),
        ("en_GB.UTF-8@euro", Some(Lang::En)),
        ("C", Some(Lang::En)),
        ("C.UTF-8", Some(Lang::En)),
        ("POSIX", Some(Lang::En)),
        ("fr_FR.UTF-8", None),
        ("", None),
        ("_", None),
    ];
    for (name, lang) in cases {
        assert_eq!(Lang::parse(name), lang, "{name:?}");
    }
    for lang in Lang::ALL {
        assert_eq!(Lang::parse(lang.tag()), Some(lang));
    }
    assert_eq!(Lang::Ar.dir(), "rtl");
    assert_eq!(Lang::ZhCn.dir(), "ltr");
}

#[test]
fn the_system_language_is_lc_all_then_lc_messages_then_lang() {
    let env = |vars: &'static [(&'static str, &'static str)]| {
        Lang::from_vars(move |name| {
            vars.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| (*v).to_owned())
        })
    };
    assert_eq!(env(&[]), Lang::En);
    assert_eq!(env(&[("LANG", "ar_EG.UTF-8")]), Lang::Ar);
    assert_eq!(
        env(&[("LANG", "ar_EG.UTF-8"), ("LC_MESSAGES", "zh_CN.UTF-8")]),
        Lang::ZhCn
    );
    assert_eq!(
        env(&[
            ("LANG", "ar_EG.UTF-8"),
            ("LC_MESSAGES", "zh_CN.UTF-8"),
            ("LC_ALL", "en_US.UTF-8")
        ]),
        Lang::En
    );
    // An empty variable is not set; an unknown language is English.
    assert_eq!(env(&[("LANG", "zh_CN.UTF-8"), ("LC_ALL", "")]), Lang::ZhCn);
    assert_eq!(
        env(&[("LANG", "ar_EG.UTF-8"), ("LC_ALL", "de_DE.UTF-8")]),
        Lang::En
    );
}
