//! `tdx` in the user's language: `--lang TAG`, else `LC_ALL`/`LC_MESSAGES`/`LANG`. The list's
//! headers and the eBLs' states in Arabic and Chinese with the references as the service wrote
//! them; a sentence of `tdx`'s own with its values isolated (FSI…PDI) for a right-to-left
//! line, not shown as `⟨U+2068⟩`; the pseudo-locale with no English word left outside the
//! data. The English output is the other tests' (unchanged). Run under
//! tests/e2e/in-session.sh (the real OS keyring).

#![allow(clippy::unwrap_used)]

mod common;

use common::{CONSIGNEE, Cli, exit_code, stderr};

const FSI: char = '\u{2068}';
const PDI: char = '\u{2069}';

fn stdout(output: &std::process::Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

/// `text` without what is inside isolates, without the `data` strings (references, names the
/// service wrote), with the isolates' marks themselves removed.
fn words_outside_data(text: &str, data: &[String]) -> String {
    let mut plain = String::new();
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            FSI => depth += 1,
            PDI => depth = depth.saturating_sub(1),
            _ if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    let mut data: Vec<&String> = data.iter().collect();
    // The longest first: a name that contains a shorter one goes whole.
    data.sort_by_key(|d| std::cmp::Reverse(d.len()));
    for d in data {
        plain = plain.replace(d.as_str(), " ");
    }
    plain
}

/// The runs of two or more unaccented ASCII letters in `text`: an English word.
fn ascii_words(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut run = String::new();
    for c in text.chars().chain([' ']) {
        if c.is_ascii_alphabetic() {
            run.push(c);
        } else {
            if run.len() >= 2 {
                words.push(run.clone());
            }
            run.clear();
        }
    }
    words
}

fn has_arabic(text: &str) -> bool {
    text.chars().any(|c| ('\u{0600}'..='\u{06ff}').contains(&c))
}

/// Every FSI is closed by a PDI on its line, and no mark was shown as a code point.
fn isolates_intact(text: &str) {
    assert!(
        !text.contains("⟨U+2068⟩") && !text.contains("⟨U+2069⟩"),
        "an isolate was shown as a code point: {text}"
    );
    for line in text.lines() {
        let opened = line.chars().filter(|c| *c == FSI).count();
        let closed = line.chars().filter(|c| *c == PDI).count();
        assert_eq!(opened, closed, "unbalanced isolates in {line:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_list_speaks_arabic_chinese_and_pseudo_with_the_references_as_written() {
    let service = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let world = service.world();
    let cli = Cli::new();
    let profile = cli.save_profile(&world, CONSIGNEE, service.base_url());
    let with = |args: &[&str]| -> Vec<String> {
        ["--profile", profile.as_str()]
            .iter()
            .chain(args)
            .map(|a| (*a).to_owned())
            .collect()
    };
    let run = |args: &[&str]| {
        let args = with(args);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        cli.run(&args)
    };

    // Not signed in: tdx's own sentence in Arabic, the profile's name isolated in it (exit 4).
    let whoami = run(&["--lang", "ar", "whoami"]);
    assert_eq!(exit_code(&whoami), Some(4), "{}", stderr(&whoami));
    let said = stderr(&whoami);
    assert!(said.contains("لم تسجّل الدخول إلى"), "{said}");
    assert!(
        said.contains(&format!("{FSI}{profile}{PDI}")),
        "the profile's name is isolated: {said:?}"
    );
    isolates_intact(&said);
    // The desk's error for a list without a session ends with what to run, in Arabic.
    let signed_out = run(&["--lang", "ar", "ebls"]);
    assert_eq!(exit_code(&signed_out), Some(4), "{}", stderr(&signed_out));
    let sentence = stderr(&signed_out);
    let sentence = sentence.lines().next().unwrap_or_default();
    assert!(has_arabic(sentence), "the error's sentence: {sentence}");
    assert_eq!(ascii_words(sentence), Vec::<String>::new(), "{sentence}");
    assert!(
        stderr(&signed_out).contains("من سطر الأوامر: tdx login"),
        "{}",
        stderr(&signed_out)
    );
    isolates_intact(&stderr(&signed_out));

    cli.login_to(&profile, &world, CONSIGNEE).await;
    let list = {
        let args = with(&["ebls"]);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        cli.json(&args)
    };
    let rows = list["rows"].as_array().unwrap();
    let field = |name: &str| -> Vec<String> {
        rows.iter()
            .map(|r| r[name].as_str().unwrap().to_owned())
            .collect()
    };
    let (references, holders) = (field("reference"), field("holder"));
    assert!(rows.iter().any(|r| r["state"] == "ISSUED"), "{list}");

    // Arabic, by --lang and by LANG alike: the headers and the states in Arabic, each
    // reference exactly as the service wrote it.
    let by_flag = run(&["--lang", "ar", "ebls"]);
    assert!(by_flag.status.success(), "{}", stderr(&by_flag));
    let by_env = {
        let args = with(&["ebls"]);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        cli.run_env(&args, &[("LANG", "ar_EG.UTF-8"), ("LC_ALL", "")])
    };
    assert!(by_env.status.success(), "{}", stderr(&by_env));
    for arabic in [stdout(&by_flag), stdout(&by_env)] {
        let header = arabic.lines().next().unwrap();
        for title in ["المرجع", "الحالة", "الحامل", "الأدوار"] {
            assert!(header.contains(title), "{header}");
        }
        assert!(arabic.contains("صادر"), "ISSUED in Arabic: {arabic}");
        assert!(!arabic.contains("ISSUED"), "{arabic}");
        for reference in &references {
            assert!(
                arabic.contains(reference.as_str()),
                "{reference} in {arabic}"
            );
        }
        let left = words_outside_data(&arabic, &[references.clone(), holders.clone()].concat());
        assert_eq!(
            ascii_words(&left),
            Vec::<String>::new(),
            "English left: {arabic}"
        );
        isolates_intact(&arabic);
    }
    assert_eq!(stdout(&by_flag), stdout(&by_env));

    // Simplified Chinese.
    let chinese = run(&["--lang", "zh-CN", "ebls"]);
    assert!(chinese.status.success(), "{}", stderr(&chinese));
    let chinese = stdout(&chinese);
    let header = chinese.lines().next().unwrap();
    for title in ["编号", "状态", "持有人", "角色"] {
        assert!(header.contains(title), "{header}");
    }
    assert!(chinese.contains("已签发"), "{chinese}");
    for reference in &references {
        assert!(
            chinese.contains(reference.as_str()),
            "{reference} in {chinese}"
        );
    }
    let left = words_outside_data(&chinese, &[references.clone(), holders.clone()].concat());
    assert_eq!(
        ascii_words(&left),
        Vec::<String>::new(),
        "English left: {chinese}"
    );

    // The pseudo-locale: every word tdx wrote came from the catalogue (accented).
    let pseudo = run(&["--lang", "en-XA", "ebls"]);
    assert!(pseudo.status.success(), "{}", stderr(&pseudo));
    let pseudo = stdout(&pseudo);
    assert!(pseudo.contains("ŔÉÉƑÉÉŔÉÉÑÇÉÉ"), "{pseudo}");
    let left = words_outside_data(&pseudo, &[references.clone(), holders.clone()].concat());
    assert_eq!(
        ascii_words(&left),
        Vec::<String>::new(),
        "not from the catalogue: {pseudo}"
    );

    // One eBL in Arabic: labels, parties and actions in Arabic; its reference as written.
    let reference = &references[0];
    let shown = run(&["--lang", "ar", "ebl", "show", reference]);
    assert!(shown.status.success(), "{}", stderr(&shown));
    let shown = stdout(&shown);
    assert!(shown.starts_with(reference.as_str()), "{shown}");
    for label in ["المعرّف", "الحيازة", "الأطراف", "الإجراءات"] {
        assert!(shown.contains(label), "{label} in {shown}");
    }
    isolates_intact(&shown);

    // A usage error of tdx's own, in Arabic, its values isolated: exit 2, nothing done.
    let usage = run(&[
        "--lang",
        "ar",
        "envelope",
        "send",
        "--to",
        "Harbor Bank plc",
        "--type",
        "INV",
        "--type",
        "PL",
        "--type",
        "CO",
        "a.pdf",
        "b.pdf",
    ]);
    assert_eq!(exit_code(&usage), Some(2), "{}", stderr(&usage));
    let said = stderr(&usage);
    assert!(has_arabic(&said), "{said}");
    assert!(said.contains(&format!("{FSI}--type{PDI}")), "{said:?}");
    isolates_intact(&said);

    // An unknown reference: a usage error (2), whatever language its sentence is in, with its
    // isolates intact.
    let unknown = run(&["--lang", "ar", "ebl", "show", "NO-SUCH-REF-47"]);
    assert_eq!(exit_code(&unknown), Some(2), "{}", stderr(&unknown));
    isolates_intact(&stderr(&unknown));

    // Nothing on record yet: said in Arabic and in Chinese.
    let activity = run(&["--lang", "ar", "activity"]);
    assert!(activity.status.success(), "{}", stderr(&activity));
    assert_eq!(stdout(&activity), "لا يوجد نشاط مسجّل.\n");
    let activity = run(&["--lang", "zh-CN", "activity"]);
    assert_eq!(stdout(&activity), "没有活动记录。\n");

    // English, asked for by name, is what tdx prints with no language set.
    let english = run(&["--lang", "en", "ebls"]);
    let plain = run(&["ebls"]);
    assert_eq!(stdout(&english), stdout(&plain));
    assert!(
        stdout(&plain).starts_with("REFERENCE"),
        "{}",
        stdout(&plain)
    );
}
