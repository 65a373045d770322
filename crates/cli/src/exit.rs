//! The exit codes of `tdx` (documented in `tdx --help` and crates/cli/README.md) and the one
//! error type of its commands: what to print on stderr, and with which code to exit.

use tdx_desk::error::ErrorCode;
use tdx_i18n::tr;

/// How `tdx` ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exit {
    /// Done.
    Done = 0,
    /// Failed: the message says why.
    Failed = 1,
    /// A wrong argument, or a confirmation needed with no terminal to ask on.
    Usage = 2,
    /// The signing guard refused what the service asked to sign: nothing was signed.
    Refused = 3,
    /// Nothing done, the user must act: not signed in, no key, or the user answered no.
    NeedsAttention = 4,
}

impl Exit {
    /// The exit code of a desk error: the signing guard's refusals are 3; what the user can
    /// put right by signing in or adding a key is 4; everything else 1.
    pub fn of(code: ErrorCode) -> Exit {
        match code {
            ErrorCode::SignMismatch
            | ErrorCode::EblPartyChanged
            | ErrorCode::EblTitleReused
            // A signing request that cannot be approved: nothing was signed.
            | ErrorCode::ApprovalChanged
            | ErrorCode::ApprovalMakerSignature
            | ErrorCode::ApprovalExpired
            | ErrorCode::ApprovalAlreadyApproved
            | ErrorCode::ApprovalSameProfile
            | ErrorCode::ApprovalOtherService => Exit::Refused,
            ErrorCode::SessionSignedOut
            | ErrorCode::SessionNoKey
            | ErrorCode::AuthExpired
            | ErrorCode::KeysPinNeeded
            | ErrorCode::KeysPinLocked
            | ErrorCode::KeysTokenAbsent
            // The profile's policy: a second person approves transfers and surrenders.
            | ErrorCode::ApprovalRequired => Exit::NeedsAttention,
            _ => Exit::Failed,
        }
    }
}

/// Why a command ended without doing what was asked: the sentence for the user (for a desk
/// error, exactly its `user_message()`) and the exit code.
#[derive(Debug)]
pub struct Failure {
    pub exit: Exit,
    pub message: String,
}

impl Failure {
    pub fn new(exit: Exit, message: impl Into<String>) -> Self {
        Self {
            exit,
            message: message.into(),
        }
    }

    pub fn usage(message: impl Into<String>) -> Self {
        Self::new(Exit::Usage, message)
    }
}

impl From<tdx_desk::Error> for Failure {
    fn from(e: tdx_desk::Error) -> Self {
        tracing::debug!(code = e.code(), "{e}");
        let code = e.error_code();
        let mut message = e.user_message();
        // The app's sentence names its screens; the command that does the same follows.
        // The sentence is printed as it is: its values were made inert when it was written,
        // and the isolates around them (Arabic) are the catalogue's.
        let hint = match code {
            ErrorCode::SessionSignedOut | ErrorCode::AuthExpired => Some(tr!("tdx-hint-login")),
            ErrorCode::SessionNoKey => Some(tr!("tdx-hint-no-key")),
            ErrorCode::KeysPinNeeded => Some(tr!("tdx-hint-pin-needed")),
            ErrorCode::ApprovalRequired => Some(tr!("tdx-hint-approval-required")),
            _ => None,
        };
        if let Some(hint) = hint {
            message.push('\n');
            message.push_str(&hint);
        }
        Failure::new(Exit::of(code), message)
    }
}

pub type Outcome<T = ()> = std::result::Result<T, Failure>;

#[cfg(test)]
mod tests {
    use super::*;

    /// The codes of the exit table in `text` (the rows `| N | meaning |` after `heading`).
    fn table(text: &str, heading: &str) -> Vec<(u8, String)> {
        text.lines()
            .skip_while(|l| !l.starts_with(heading))
            .skip(1)
            .skip_while(|l| !l.starts_with('|'))
            .take_while(|l| l.starts_with('|'))
            .filter_map(|l| {
                let mut cells = l.split('|').map(str::trim).skip(1);
                let code = cells.next()?.parse().ok()?;
                Some((code, cells.next()?.to_owned()))
            })
            .collect()
    }

    #[test]
    fn both_readmes_and_the_help_list_every_exit_code_and_what_exits_2() {
        let every = [
            Exit::Done,
            Exit::Failed,
            Exit::Usage,
            Exit::Refused,
            Exit::NeedsAttention,
        ];
        let cli = table(include_str!("../README.md"), "## Exit codes");
        let main = table(include_str!("../../../README.md"), "| exit | meaning |");
        for (name, rows) in [("crates/cli/README.md", &cli), ("README.md", &main)] {
            let codes: Vec<u8> = rows.iter().map(|(c, _)| *c).collect();
            let wanted: Vec<u8> = every.iter().map(|e| *e as u8).collect();
            assert_eq!(codes, wanted, "{name}'s exit table");
            let usage = &rows[Exit::Usage as usize].1;
            for case in [
                "conflicting flags",
                "unknown profile",
                "unknown eBL reference",
            ] {
                assert!(usage.contains(case), "{name}: exit 2 lacks {case}: {usage}");
            }
            let failed = &rows[Exit::Failed as usize].1;
            assert!(failed.contains("left out"), "{name}: {failed}");
        }
        let help = crate::args::EXAMPLES;
        for code in every {
            assert!(
                help.contains(&format!("\n  {}  ", code as u8)),
                "tdx --help lacks exit {}",
                code as u8
            );
        }
        assert!(help.contains("unknown profile"), "{help}");
    }

    #[test]
    fn every_refusal_of_the_signing_guard_exits_3_and_a_missing_session_4() {
        assert_eq!(Exit::of(ErrorCode::SignMismatch), Exit::Refused);
        assert_eq!(Exit::of(ErrorCode::EblPartyChanged), Exit::Refused);
        assert_eq!(Exit::of(ErrorCode::EblTitleReused), Exit::Refused);
        assert_eq!(Exit::of(ErrorCode::SessionSignedOut), Exit::NeedsAttention);
        assert_eq!(Exit::of(ErrorCode::SessionNoKey), Exit::NeedsAttention);
        assert_eq!(Exit::of(ErrorCode::KeysPinNeeded), Exit::NeedsAttention);
        assert_eq!(Exit::of(ErrorCode::KeysPinLocked), Exit::NeedsAttention);
        assert_eq!(Exit::of(ErrorCode::KeysTokenAbsent), Exit::NeedsAttention);
        assert_eq!(Exit::of(ErrorCode::KeysPinIncorrect), Exit::Failed);
        assert_eq!(Exit::of(ErrorCode::KeysModuleBadSignature), Exit::Failed);
        assert_eq!(Exit::of(ErrorCode::NetOffline), Exit::Failed);
        assert_eq!(Exit::of(ErrorCode::SignBadSignature), Exit::Failed);
    }

    #[test]
    fn a_request_that_cannot_be_approved_exits_3_and_the_policy_4() {
        for code in [
            ErrorCode::ApprovalChanged,
            ErrorCode::ApprovalMakerSignature,
            ErrorCode::ApprovalExpired,
            ErrorCode::ApprovalAlreadyApproved,
            ErrorCode::ApprovalSameProfile,
            ErrorCode::ApprovalOtherService,
        ] {
            assert_eq!(Exit::of(code), Exit::Refused, "{code:?}");
        }
        assert_eq!(Exit::of(ErrorCode::ApprovalRequired), Exit::NeedsAttention);
        assert_eq!(Exit::of(ErrorCode::ApprovalNotARequest), Exit::Failed);
    }
}
