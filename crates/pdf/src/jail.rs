//! The worker's jail. PDFium parses untrusted files; once it is loaded, the worker needs no
//! file but the system fonts PDFium may look up for a document that does not embed its own,
//! and no network at all. Two independent locks, each on its own enough to keep a PDF that
//! took over the renderer from reaching the user's secrets:
//!
//! - **seccomp** (Linux ≥ 3.5): the calls that create, connect or address a socket (`socket`,
//!   `socketpair`, `connect`, `bind`, `listen`, `accept`, `accept4`, `sendto` with an address,
//!   `sendmsg`, `sendmmsg`), io_uring (which could do the same behind the filter's back), and the
//!   calls that reach into another process (`ptrace`, `process_vm_readv/writev`,
//!   `pidfd_getfd`) fail with `EPERM`. So the worker cannot reach the D-Bus session bus (and
//!   through it the Secret Service holding the signing key), nor anything on the network.
//! - **Landlock** (Linux ≥ 5.13): every file-system access but reading [`FONT_DIRS`] is taken
//!   away; where the kernel has them, TCP bind/connect (Linux ≥ 6.7), abstract Unix sockets and
//!   signals to processes outside the jail (Linux ≥ 6.12) too.
//!
//! The documents arrive as bytes on the pipe, and the parent starts the worker with an empty
//! environment (no D-Bus session address, no home, no tokens). What is in force is reported as
//! a [`JailStatus`] (the worker's `Pong`; [`crate::PdfService::jail_status`] in the app).

use std::sync::OnceLock;

static ENTERED: OnceLock<JailStatus> = OnceLock::new();

/// The jail this process entered (for the worker's `Pong`); nothing in force if it entered none.
pub fn current() -> JailStatus {
    ENTERED.get().cloned().unwrap_or_else(|| {
        JailStatus::new(
            false,
            FileJail::None,
            false,
            false,
            "not a jailed worker".into(),
        )
    })
}

/// Where PDFium looks for system fonts (`CFX_LinuxFontInfo`), read-only in the jail.
pub const FONT_DIRS: &[&str] = &[
    "/usr/share/fonts",
    "/usr/local/share/fonts",
    "/usr/share/X11/fonts",
    "/etc/fonts",
];

/// How much of the file system Landlock keeps from the worker.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FileJail {
    /// Only [`FONT_DIRS`] can be read, nothing written, no device ioctl (Landlock ABI ≥ 5).
    Full,
    /// Landlock is enforced with an older ABI: files are out of reach, but some operations
    /// (renaming across directories, truncation, device ioctls) are not covered.
    Partial,
    /// No Landlock: the worker can read whatever the user can.
    None,
}

/// What the worker's jail holds, fact by fact, with a sentence for the user.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct JailStatus {
    /// The seccomp filter refusing sockets (and io_uring, ptrace) is in force.
    pub seccomp_network: bool,
    /// Landlock's file-system rules.
    pub landlock_files: FileJail,
    /// Landlock refuses TCP bind and connect (ABI ≥ 4).
    pub landlock_network: bool,
    /// Landlock refuses abstract Unix sockets and signals outside the jail (ABI ≥ 6).
    pub landlock_scope: bool,
    /// At least one of seccomp and Landlock is in force. `false` means a PDF that took over
    /// the renderer could read the user's files and reach the network: say so to the user.
    pub protected: bool,
    /// One or two sentences for the user about what the PDF viewer can and cannot reach.
    pub plain_words: String,
    /// Technical words for logs ("seccomp network filter: on; Landlock: …").
    pub detail: String,
}

impl JailStatus {
    /// The status for these facts; `protected` and `plain_words` follow from them.
    pub fn new(
        seccomp_network: bool,
        landlock_files: FileJail,
        landlock_network: bool,
        landlock_scope: bool,
        detail: String,
    ) -> JailStatus {
        let files = landlock_files != FileJail::None;
        let protected = seccomp_network || files;
        let plain_words = match (seccomp_network, landlock_files) {
            (false, FileJail::None) => {
                "The PDF viewer runs without its sandbox on this system: a booby-trapped PDF \
                 that took over the renderer could read your files and reach the network, \
                 including the keyring that holds your signing key. Open PDFs only from senders \
                 you trust."
            }
            (true, FileJail::Full) => {
                "The PDF viewer runs in a sandbox: it cannot read your files or open any \
                 network connection."
            }
            (true, FileJail::Partial) => {
                "The PDF viewer runs in a sandbox: it cannot open any network connection or \
                 read your files (this system's kernel lacks a few of the newer file \
                 protections)."
            }
            (true, FileJail::None) => {
                "The PDF viewer cannot open any network connection, but this system cannot keep \
                 it away from your files (the kernel offers no Landlock)."
            }
            (false, _) if landlock_network => {
                "The PDF viewer cannot read your files or open network connections, but this \
                 system cannot stop it from talking to local services on your desktop (seccomp \
                 is not available)."
            }
            (false, _) => {
                "The PDF viewer cannot read your files, but this system cannot keep it off the \
                 network (seccomp is not available and the kernel's Landlock has no network \
                 rules)."
            }
        }
        .to_owned();
        JailStatus {
            seccomp_network,
            landlock_files,
            landlock_network,
            landlock_scope,
            protected,
            plain_words,
            detail,
        }
    }

    /// Everything this crate knows how to lock is locked.
    pub fn complete(&self) -> bool {
        self.seccomp_network
            && self.landlock_files == FileJail::Full
            && self.landlock_network
            && self.landlock_scope
    }
}

/// Jails the calling process (the worker, after PDFium is loaded and before it reads any
/// request); never fails the worker.
pub fn enter() -> JailStatus {
    let landlock = landlock();
    let seccomp = seccomp();
    let detail = format!(
        "seccomp network filter: {}; {}",
        match &seccomp {
            Ok(()) => "on".to_owned(),
            Err(why) => format!("off ({why})"),
        },
        landlock.words
    );
    let status = JailStatus::new(
        seccomp.is_ok(),
        landlock.files,
        landlock.network,
        landlock.scope,
        detail,
    );
    let _ = ENTERED.set(status.clone());
    status
}

struct Landlocked {
    files: FileJail,
    network: bool,
    scope: bool,
    words: String,
}

impl Landlocked {
    fn none(why: String) -> Landlocked {
        Landlocked {
            files: FileJail::None,
            network: false,
            scope: false,
            words: format!("Landlock not available ({why})"),
        }
    }
}

#[cfg(target_os = "linux")]
fn landlock() -> Landlocked {
    use landlock::{
        ABI, Access, AccessFs, AccessNet, LandlockStatus, Ruleset, RulesetAttr, RulesetCreatedAttr,
        RulesetStatus, Scope, path_beneath_rules,
    };
    // Every right this crate knows, best effort: a kernel lacking some enforces the others.
    // No rule grants any network right, so every handled network access is refused.
    let abi = ABI::V10;
    let status = Ruleset::default()
        .handle_access(AccessFs::from_all(abi))
        .and_then(|r| r.handle_access(AccessNet::from_all(abi)))
        .and_then(|r| r.scope(Scope::from_all(abi)))
        .and_then(|r| r.create())
        .and_then(|r| r.add_rules(path_beneath_rules(FONT_DIRS, AccessFs::from_read(abi))))
        .and_then(|r| r.restrict_self());
    let status = match status {
        Ok(s) => s,
        Err(e) => return Landlocked::none(e.to_string()),
    };
    let effective = match (status.ruleset, status.landlock) {
        (RulesetStatus::NotEnforced, _) => {
            return Landlocked::none("this kernel does not offer Landlock".into());
        }
        (_, LandlockStatus::Available { effective_abi, .. }) => effective_abi,
        (_, other) => return Landlocked::none(format!("{other:?}")),
    };
    let files = if effective >= ABI::V5 {
        FileJail::Full
    } else {
        FileJail::Partial
    };
    let network = effective >= ABI::V4;
    let scope = effective >= ABI::V6;
    let words = format!(
        "Landlock {} (ABI {}: system fonts only{}{})",
        if files == FileJail::Full {
            "enforced"
        } else {
            "partly enforced"
        },
        effective as i32,
        if network { ", no TCP" } else { "" },
        if scope {
            ", no abstract Unix sockets or signals outside"
        } else {
            ""
        },
    );
    Landlocked {
        files,
        network,
        scope,
        words,
    }
}

#[cfg(not(target_os = "linux"))]
fn landlock() -> Landlocked {
    Landlocked::none("not Linux".into())
}

/// The system calls the jailed worker may not make (they fail with `EPERM`).
#[cfg(target_os = "linux")]
fn seccomp_rules() -> Result<std::collections::BTreeMap<i64, Vec<seccompiler::SeccompRule>>, String>
{
    use seccompiler::{SeccompCmpArgLen, SeccompCmpOp, SeccompCondition, SeccompRule};
    let always = [
        // New sockets of any family (Unix, TCP, UDP, netlink, …) and anything done with one.
        libc::SYS_socket,
        libc::SYS_socketpair,
        libc::SYS_connect,
        libc::SYS_bind,
        libc::SYS_listen,
        libc::SYS_accept,
        libc::SYS_accept4,
        libc::SYS_sendmsg,
        libc::SYS_sendmmsg,
        // io_uring can create and connect sockets without passing through this filter.
        libc::SYS_io_uring_setup,
        libc::SYS_io_uring_enter,
        libc::SYS_io_uring_register,
        // Another process's memory or descriptors (the app's D-Bus connection, say).
        libc::SYS_ptrace,
        libc::SYS_process_vm_readv,
        libc::SYS_process_vm_writev,
        libc::SYS_pidfd_getfd,
    ];
    let mut rules: std::collections::BTreeMap<i64, Vec<SeccompRule>> =
        always.into_iter().map(|nr| (nr, Vec::new())).collect();
    // `send` is `sendto` without an address: allowed on a socket the worker was handed, refused
    // with one (an unconnected datagram socket could otherwise reach any peer).
    let with_address = SeccompCondition::new(4, SeccompCmpArgLen::Qword, SeccompCmpOp::Ne, 0)
        .and_then(|c| SeccompRule::new(vec![c]))
        .map_err(|e| e.to_string())?;
    rules.insert(libc::SYS_sendto, vec![with_address]);
    Ok(rules)
}

#[cfg(target_os = "linux")]
fn seccomp() -> Result<(), String> {
    use seccompiler::{BpfProgram, SeccompAction, SeccompFilter, TargetArch};
    let arch = TargetArch::try_from(std::env::consts::ARCH).map_err(|e| e.to_string())?;
    let filter = SeccompFilter::new(
        seccomp_rules()?,
        SeccompAction::Allow,
        SeccompAction::Errno(libc::EPERM as u32),
        arch,
    )
    .map_err(|e| e.to_string())?;
    let mut program = BpfProgram::try_from(filter).map_err(|e| e.to_string())?;
    if cfg!(target_arch = "x86_64") {
        refuse_x32(&mut program);
    }
    // Every thread, should PDFium have started one.
    seccompiler::apply_filter_all_threads(&program).map_err(|e| e.to_string())
}

/// On x86-64 the x32 system calls (numbers with bit 30 set) share the arch value the filter
/// checks, so `socket | 0x4000_0000` would slip past a rule for `socket`. The worker makes no
/// x32 calls: they all fail with `ENOSYS`, checked right after seccompiler's arch check.
#[cfg(target_os = "linux")]
fn refuse_x32(program: &mut seccompiler::BpfProgram) {
    use seccompiler::sock_filter;
    const LD_W_ABS: u16 = 0x20; // BPF_LD | BPF_W | BPF_ABS
    const JGE_K: u16 = 0x35; // BPF_JMP | BPF_JGE | BPF_K
    const RET_K: u16 = 0x06; // BPF_RET | BPF_K
    const SECCOMP_RET_ERRNO: u32 = 0x0005_0000;
    const X32_SYSCALL_BIT: u32 = 0x4000_0000;
    const ARCH_CHECK_LEN: usize = 3;
    let guard = [
        // seccomp_data.nr is at offset 0.
        sock_filter {
            code: LD_W_ABS,
            jt: 0,
            jf: 0,
            k: 0,
        },
        sock_filter {
            code: JGE_K,
            jt: 0,
            jf: 1,
            k: X32_SYSCALL_BIT,
        },
        sock_filter {
            code: RET_K,
            jt: 0,
            jf: 0,
            k: SECCOMP_RET_ERRNO | libc::ENOSYS as u32,
        },
    ];
    // seccompiler's program is the arch check, then its own load of the number and the rules,
    // whose jumps are all relative: inserting whole instructions between the two is safe.
    let at = ARCH_CHECK_LEN.min(program.len());
    program.splice(at..at, guard);
}

#[cfg(not(target_os = "linux"))]
fn seccomp() -> Result<(), String> {
    Err("not Linux".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_lock_at_all_is_unprotected_and_says_so() {
        let s = JailStatus::new(false, FileJail::None, false, false, String::new());
        assert!(!s.protected);
        assert!(
            s.plain_words.contains("without its sandbox"),
            "{}",
            s.plain_words
        );
    }

    #[test]
    fn either_lock_alone_protects() {
        let seccomp_only = JailStatus::new(true, FileJail::None, false, false, String::new());
        assert!(seccomp_only.protected && !seccomp_only.complete());
        assert!(seccomp_only.plain_words.contains("cannot open any network"));
        let landlock_only = JailStatus::new(false, FileJail::Full, true, true, String::new());
        assert!(landlock_only.protected);
        assert!(landlock_only.plain_words.contains("cannot read your files"));
        let all = JailStatus::new(true, FileJail::Full, true, true, String::new());
        assert!(all.complete());
    }

    #[test]
    fn the_status_serializes_for_the_desk() {
        let s = JailStatus::new(true, FileJail::Partial, false, false, "d".into());
        let json = serde_json::to_value(&s).expect("serializes");
        assert_eq!(json["seccompNetwork"], true);
        assert_eq!(json["landlockFiles"], "partial");
        assert_eq!(json["protected"], true);
        assert!(json["plainWords"].is_string());
    }
}
