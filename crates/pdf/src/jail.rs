//! The worker's file-system jail. PDFium parses untrusted files; once it is loaded, the worker
//! needs no file but the system fonts PDFium may look up for a document that does not embed its
//! own. Landlock (Linux ≥ 5.13) takes every other file-system access away from the process, so
//! a PDF that took over the renderer still cannot read the user's files. The documents arrive
//! as bytes on the pipe, and the parent starts the worker with an empty environment (no D-Bus
//! session, no home, no tokens).

use std::fmt;
use std::sync::OnceLock;

static ENTERED: OnceLock<String> = OnceLock::new();

/// The jail this process entered, in words (for the worker's `Pong`).
pub fn current() -> String {
    ENTERED
        .get()
        .cloned()
        .unwrap_or_else(|| "file-system jail: none (not a jailed worker)".into())
}

/// Where PDFium looks for system fonts (`CFX_LinuxFontInfo`), read-only in the jail.
pub const FONT_DIRS: &[&str] = &[
    "/usr/share/fonts",
    "/usr/local/share/fonts",
    "/usr/share/X11/fonts",
    "/etc/fonts",
];

/// What the worker could do to jail itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Jail {
    /// Landlock is enforced: only [`FONT_DIRS`] can be read, nothing written.
    Landlock { fully: bool },
    /// The kernel offers no Landlock (or refused it): the worker runs without a jail.
    Unavailable(String),
}

impl fmt::Display for Jail {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Jail::Landlock { fully: true } => {
                write!(f, "file-system jail: Landlock enforced (system fonts only)")
            }
            Jail::Landlock { fully: false } => write!(
                f,
                "file-system jail: Landlock partly enforced (this kernel lacks some rights)"
            ),
            Jail::Unavailable(why) => write!(
                f,
                "file-system jail: Landlock not available ({why}); the PDF worker runs without it"
            ),
        }
    }
}

/// Jails the calling process (the worker, after PDFium is loaded); never fails the worker.
pub fn enter() -> Jail {
    let jail = restrict();
    let _ = ENTERED.set(jail.to_string());
    jail
}

#[cfg(target_os = "linux")]
fn restrict() -> Jail {
    use landlock::{
        ABI, Access, AccessFs, Ruleset, RulesetAttr, RulesetCreatedAttr, RulesetStatus,
        path_beneath_rules,
    };
    let abi = ABI::V5;
    let status = Ruleset::default()
        .handle_access(AccessFs::from_all(abi))
        .and_then(|r| r.create())
        .and_then(|r| r.add_rules(path_beneath_rules(FONT_DIRS, AccessFs::from_read(abi))))
        .and_then(|r| r.restrict_self());
    match status {
        Ok(s) => match s.ruleset {
            RulesetStatus::FullyEnforced => Jail::Landlock { fully: true },
            RulesetStatus::PartiallyEnforced => Jail::Landlock { fully: false },
            RulesetStatus::NotEnforced => {
                Jail::Unavailable("this kernel does not offer Landlock".into())
            }
        },
        Err(e) => Jail::Unavailable(e.to_string()),
    }
}

#[cfg(not(target_os = "linux"))]
fn restrict() -> Jail {
    Jail::Unavailable("not Linux".into())
}
