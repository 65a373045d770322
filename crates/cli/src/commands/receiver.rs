//! The receiver check as `tdx` shows it, the same for a single action, a bulk action and an
//! envelope: whom the signature names (the name the app knows for that inbox, with every name
//! and where each comes from), near misses and flags, and what the user must type to confirm
//! it — given with `--recipient-name`, typed on a terminal, or exit 2 with nothing signed.

use tdx_desk::view::ReceiverCheck;

use tdx_i18n::tr;

use crate::exit::{Failure, Outcome};
use crate::output::{Out, pad};

/// The check's lines, under `label` ("To", "Surrenderee").
pub fn lines(out: Out, label: &str, check: &ReceiverCheck) -> Vec<String> {
    let mut s = Vec::new();
    let who = match (&check.name, &check.name_source) {
        // Where the name comes from is the desk's sentence: put beside ours, not inside it.
        (Some(name), Some(source)) => format!(
            "{} ({source})",
            tr!("tdx-receiver-name", label = label, name = name)
        ),
        (Some(name), None) => tr!("tdx-receiver-name", label = label, name = name),
        (None, _) => tr!("tdx-receiver-unknown", label = label),
    };
    s.push(who);
    s.push(format!(
        "  {} {}",
        pad(&tr!("tdx-receiver-label-inbox"), 10),
        check.inbox_id
    ));
    for source in &check.sources {
        s.push(format!(
            "  {} {} — {}",
            pad(&tr!("tdx-receiver-label-known-as"), 10),
            source.name,
            source.text
        ));
    }
    if let Some(verified) = &check.verified {
        s.push(format!("  {verified}"));
    }
    for miss in &check.near_misses {
        s.push(out.yellow(&format!("  ! {} {miss}", tr!("tdx-receiver-near-miss"))));
    }
    for flag in &check.flags {
        s.push(out.yellow(&format!("  ! {flag}")));
    }
    for earlier in &check.earlier_transfers {
        s.push(format!("  {} {earlier}", tr!("tdx-receiver-earlier")));
    }
    if check.first_action {
        s.push(out.yellow(&format!("  ! {}", tr!("tdx-receiver-first-action"))));
    }
    if let Some(why) = &check.why_typed {
        s.push(format!("  {why}"));
    }
    s
}

/// Asks a question on the terminal and returns the line typed (`None`: nobody to ask).
pub type Ask<'a> = &'a mut dyn FnMut(&str) -> Outcome<Option<String>>;

/// What the user typed to confirm the checked inbox: `given` (`--recipient-name`), else asked
/// with `ask` when there is someone to ask, else a usage failure (exit 2), nothing signed.
pub fn typed(
    check: Option<&ReceiverCheck>,
    given: Option<&str>,
    ask: Option<Ask<'_>>,
) -> Outcome<Option<String>> {
    let Some(wanted) = check.and_then(|c| c.type_to_confirm.as_deref()) else {
        return Ok(None);
    };
    if let Some(given) = given {
        return Ok(Some(given.to_owned()));
    }
    let prompt = tr!("tdx-receiver-type-prompt", name = wanted);
    if let Some(ask) = ask
        && let Some(answer) = ask(&prompt)?
    {
        return Ok(Some(answer));
    }
    Err(Failure::usage(tr!(
        "tdx-receiver-name-needed",
        quoted = format!("{wanted:?}")
    )))
}
