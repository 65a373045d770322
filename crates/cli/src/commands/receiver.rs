//! The receiver check as `tdx` shows it, the same for a single action, a bulk action and an
//! envelope: whom the signature names (the name the app knows for that inbox, with every name
//! and where each comes from), near misses and flags, and what the user must type to confirm
//! it — given with `--recipient-name`, typed on a terminal, or exit 2 with nothing signed.

use tdx_desk::view::ReceiverCheck;

use crate::exit::{Failure, Outcome};
use crate::output::Out;

/// The check's lines, under `label` ("To", "Surrenderee").
pub fn lines(out: Out, label: &str, check: &ReceiverCheck) -> Vec<String> {
    let mut s = Vec::new();
    let who = match (&check.name, &check.name_source) {
        (Some(name), Some(source)) => format!("{name} ({source})"),
        (Some(name), None) => name.as_str().to_owned(),
        (None, _) => "a company you do not know".to_owned(),
    };
    s.push(format!("{label}: {who}"));
    s.push(format!("  inbox      {}", check.inbox_id));
    for source in &check.sources {
        s.push(format!("  known as   {} — {}", source.name, source.text));
    }
    if let Some(verified) = &check.verified {
        s.push(format!("  {verified}"));
    }
    for miss in &check.near_misses {
        s.push(out.yellow(&format!("  ! Near miss: {miss}")));
    }
    for flag in &check.flags {
        s.push(out.yellow(&format!("  ! {flag}")));
    }
    for earlier in &check.earlier_transfers {
        s.push(format!("  Went through before: {earlier}"));
    }
    if check.first_action {
        s.push(out.yellow(
            "  ! You have never dealt with this inbox: no verified contact, no action toward it \
             went through.",
        ));
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
    let prompt = format!("Type {wanted} to confirm the recipient: ");
    if let Some(ask) = ask
        && let Some(answer) = ask(&prompt)?
    {
        return Ok(Some(answer));
    }
    Err(Failure::usage(format!(
        "Nothing was signed or sent: confirm the recipient with --recipient-name {wanted:?} (a first \
         action toward an inbox you never dealt with, a first transfer to it, or an inbox close \
         to a known one)."
    )))
}
