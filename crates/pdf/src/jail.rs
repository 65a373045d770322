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
    ENTERED
        .get()
        .cloned()
        .unwrap_or_else(|| JailStatus::new(false, None, false, "not a jailed worker".into()))
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

impl FileJail {
    /// What Landlock's ABI `abi` (the kernel's, as enforced) keeps from the worker.
    pub fn of_abi(abi: Option<u8>) -> FileJail {
        match abi {
            Some(5..) => FileJail::Full,
            Some(1..) => FileJail::Partial,
            _ => FileJail::None,
        }
    }
}

/// One protection of the worker and whether it holds, in words (Settings › About lists them).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Protection {
    /// Its name for the user ("System-call filter (seccomp)").
    pub name: String,
    pub in_force: bool,
    /// What it keeps the viewer from, or what is missing without it.
    pub words: String,
}

/// What the worker's jail holds, fact by fact, with a sentence for the user.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct JailStatus {
    /// The seccomp allow-list is in force: only the calls the worker needs go through (no
    /// socket, no new process, no file opened for writing).
    pub seccomp_network: bool,
    /// Landlock's file-system rules.
    pub landlock_files: FileJail,
    /// The Landlock ABI the kernel enforces for the worker (`None`: no Landlock).
    pub landlock_abi: Option<u8>,
    /// Landlock refuses TCP bind and connect (ABI ≥ 4).
    pub landlock_network: bool,
    /// Landlock refuses abstract Unix sockets and signals outside the jail (ABI ≥ 6).
    pub landlock_scope: bool,
    /// The worker started with none of the app's environment (only its own `TDX_PDF…`
    /// settings): no session bus address, no home, no tokens.
    pub clean_environment: bool,
    /// The system-call filter, Landlock's file rules and the empty environment all hold. Never
    /// `true` where Landlock is missing: the user is told what is missing instead.
    pub protected: bool,
    /// Each protection and whether it holds.
    pub protections: Vec<Protection>,
    /// One or two sentences for the user about what the PDF viewer can and cannot reach, and
    /// which protections are missing.
    pub plain_words: String,
    /// Technical words for logs ("seccomp allow-list: on; Landlock: …").
    pub detail: String,
}

impl JailStatus {
    /// The status for these facts; everything else follows from them.
    pub fn new(
        seccomp: bool,
        landlock_abi: Option<u8>,
        clean_environment: bool,
        detail: String,
    ) -> JailStatus {
        let landlock_files = FileJail::of_abi(landlock_abi);
        let landlock_network = landlock_abi.is_some_and(|a| a >= 4);
        let landlock_scope = landlock_abi.is_some_and(|a| a >= 6);
        let protected = seccomp && landlock_files != FileJail::None && clean_environment;
        let landlock_name = match landlock_abi {
            Some(abi) => format!("File jail (Landlock ABI {abi})"),
            None => "File jail (Landlock)".to_owned(),
        };
        let protections = vec![
            Protection {
                name: "System-call filter (seccomp)".into(),
                in_force: seccomp,
                words: if seccomp {
                    "only the calls a renderer needs: no network, no programs, no writing files"
                } else {
                    "missing: nothing stops the viewer from opening network connections or \
                     starting programs"
                }
                .into(),
            },
            Protection {
                name: landlock_name,
                in_force: landlock_files != FileJail::None,
                words: match landlock_files {
                    FileJail::Full => "reads only the system fonts",
                    FileJail::Partial => {
                        "reads only the system fonts (this kernel's older Landlock leaves a few \
                         file operations uncovered)"
                    }
                    FileJail::None => {
                        "missing: this system's kernel offers no Landlock, so the viewer could \
                         read your files"
                    }
                }
                .into(),
            },
            Protection {
                name: "Network rules (Landlock ABI 4)".into(),
                in_force: landlock_network,
                words: if landlock_network {
                    "no TCP connections, even without the system-call filter"
                } else {
                    "missing on this kernel"
                }
                .into(),
            },
            Protection {
                name: "Scope rules (Landlock ABI 6)".into(),
                in_force: landlock_scope,
                words: if landlock_scope {
                    "no abstract sockets, no signals to other programs"
                } else {
                    "missing on this kernel"
                }
                .into(),
            },
            Protection {
                name: "No environment".into(),
                in_force: clean_environment,
                words: if clean_environment {
                    "started without the app's environment: no keyring address, no home folder, \
                     no tokens"
                } else {
                    "missing: the viewer was started with the app's environment"
                }
                .into(),
            },
        ];
        let summary = match (seccomp, landlock_files) {
            (false, FileJail::None) => {
                "The PDF viewer runs without its sandbox on this system: a booby-trapped PDF \
                 that took over the renderer could read your files and reach the network, \
                 including the keyring that holds your signing key. Open PDFs only from senders \
                 you trust."
            }
            (true, FileJail::Full | FileJail::Partial) if clean_environment => {
                "The PDF viewer runs in a sandbox: it cannot read your files, open any network \
                 connection or start programs."
            }
            (true, FileJail::Full | FileJail::Partial) => {
                "The PDF viewer is only partly sandboxed: it cannot read your files, open any \
                 network connection or start programs, but it was started with the app's \
                 environment (addresses and settings a takeover could learn from)."
            }
            (true, FileJail::None) => {
                "The PDF viewer is only partly sandboxed: it cannot open any network connection \
                 or start programs, but this system cannot keep it away from your files (the \
                 kernel offers no Landlock)."
            }
            (false, _) => {
                "The PDF viewer is only partly sandboxed: it cannot read your files, but this \
                 system cannot keep it from talking to other programs (seccomp is not \
                 available)."
            }
        };
        let missing: Vec<&str> = protections
            .iter()
            .filter(|p| !p.in_force)
            .map(|p| p.name.as_str())
            .collect();
        let plain_words = if missing.is_empty() {
            summary.to_owned()
        } else {
            format!("{summary} Missing here: {}.", missing.join(", "))
        };
        JailStatus {
            seccomp_network: seccomp,
            landlock_files,
            landlock_abi,
            landlock_network,
            landlock_scope,
            clean_environment,
            protected,
            protections,
            plain_words,
            detail,
        }
    }

    /// Everything this crate knows how to lock is locked.
    pub fn complete(&self) -> bool {
        self.protections.iter().all(|p| p.in_force)
    }
}

/// Whether this process's environment holds nothing but the worker's own settings (the
/// `TDX_PDF…` variables the service passes).
pub fn environment_is_clean() -> bool {
    std::env::vars_os().all(|(name, _)| name.to_str().is_some_and(|n| n.starts_with("TDX_PDF")))
}

/// Jails the calling process (the worker, after PDFium is loaded and before it reads any
/// request); never fails the worker.
pub fn enter() -> JailStatus {
    let clean_environment = environment_is_clean();
    let landlock = landlock();
    let seccomp = seccomp();
    let detail = format!(
        "seccomp allow-list: {}; {}; environment: {}",
        match &seccomp {
            Ok(()) => "on".to_owned(),
            Err(why) => format!("off ({why})"),
        },
        landlock.words,
        if clean_environment {
            "empty"
        } else {
            "inherited"
        },
    );
    let status = JailStatus::new(seccomp.is_ok(), landlock.abi, clean_environment, detail);
    let _ = ENTERED.set(status.clone());
    status
}

struct Landlocked {
    /// The ABI in force (`None`: no Landlock).
    abi: Option<u8>,
    words: String,
}

impl Landlocked {
    fn none(why: String) -> Landlocked {
        Landlocked {
            abi: None,
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
        abi: u8::try_from(effective as i32).ok(),
        words,
    }
}

#[cfg(not(target_os = "linux"))]
fn landlock() -> Landlocked {
    Landlocked::none("not Linux".into())
}

/// The system calls the jailed worker may make once PDFium is loaded (found by running the
/// worker under `strace -f -c` on the fixtures and the sandbox's eBL PDFs, rendering and
/// reading their text, with a margin for glibc variants). Every other call fails with `EPERM`:
/// no socket, no new process or thread, no `execve`, no file opened for writing, no `ioctl`, no
/// signal to another process. Refusing rather than killing keeps a call glibc makes on a path
/// nobody tried (a cache probe, say) from turning into a crash of every preview; a call the
/// worker truly needs shows up as a failed render, which the tests would see.
#[cfg(target_os = "linux")]
fn seccomp_rules() -> Result<std::collections::BTreeMap<i64, Vec<seccompiler::SeccompRule>>, String>
{
    use seccompiler::{SeccompCmpArgLen, SeccompCmpOp, SeccompCondition, SeccompRule};
    let always: &[i64] = &[
        // The request and answer pipes (stdin, the private stdout) and stderr.
        libc::SYS_read,
        libc::SYS_readv,
        libc::SYS_write,
        libc::SYS_writev,
        libc::SYS_close,
        // Memory.
        libc::SYS_brk,
        libc::SYS_mmap,
        libc::SYS_munmap,
        libc::SYS_mremap,
        libc::SYS_mprotect,
        libc::SYS_madvise,
        // Locks, time, randomness (glibc's malloc and Rust's hash maps).
        libc::SYS_futex,
        libc::SYS_sched_yield,
        libc::SYS_clock_gettime,
        libc::SYS_gettimeofday,
        libc::SYS_clock_nanosleep,
        libc::SYS_nanosleep,
        libc::SYS_getrandom,
        // glibc's qsort asks how much memory the machine has.
        libc::SYS_sysinfo,
        // Signals and the end of the process (abort included).
        libc::SYS_rt_sigreturn,
        libc::SYS_rt_sigprocmask,
        libc::SYS_rt_sigaction,
        libc::SYS_sigaltstack,
        libc::SYS_getpid,
        libc::SYS_gettid,
        libc::SYS_exit,
        libc::SYS_exit_group,
        // A thread a linked library started just before the filter (the app binary links GTK
        // and WebKit) registers itself as it starts running: glibc aborts the whole worker when
        // its restartable-sequence registration is refused ("Fatal glibc error: rseq
        // registration failed"), which made the first preview of a run fail now and then. Both
        // calls concern only the calling thread; starting a thread (clone) stays refused.
        libc::SYS_rseq,
        libc::SYS_set_robust_list,
        // System fonts PDFium looks up for a document that does not embed its own (Landlock
        // keeps them to FONT_DIRS; opening is read-only below).
        libc::SYS_fstat,
        libc::SYS_newfstatat,
        libc::SYS_statx,
        libc::SYS_lseek,
        libc::SYS_pread64,
        libc::SYS_getdents64,
        libc::SYS_fcntl,
    ];
    let mut rules: std::collections::BTreeMap<i64, Vec<SeccompRule>> =
        always.iter().map(|nr| (*nr, Vec::new())).collect();
    // Opening only for reading: any of the flags that write, create or truncate is refused.
    // O_TMPFILE includes O_DIRECTORY, which reading a font directory uses: only its own bit.
    let write_flags = (libc::O_WRONLY
        | libc::O_RDWR
        | libc::O_CREAT
        | libc::O_TRUNC
        | libc::O_APPEND
        | (libc::O_TMPFILE & !libc::O_DIRECTORY)) as u64;
    let read_only = |flags_arg: u8| {
        SeccompCondition::new(
            flags_arg,
            SeccompCmpArgLen::Dword,
            SeccompCmpOp::MaskedEq(write_flags),
            0,
        )
        .and_then(|c| SeccompRule::new(vec![c]))
        .map_err(|e| e.to_string())
    };
    rules.insert(libc::SYS_openat, vec![read_only(2)?]);
    #[cfg(target_arch = "x86_64")]
    {
        rules.insert(libc::SYS_open, vec![read_only(1)?]);
        for nr in [libc::SYS_stat, libc::SYS_lstat] {
            rules.insert(nr, Vec::new());
        }
    }
    // A signal only to this process (abort raises SIGABRT on itself).
    let own = u64::from(std::process::id());
    let to_self = SeccompCondition::new(0, SeccompCmpArgLen::Dword, SeccompCmpOp::Eq, own)
        .and_then(|c| SeccompRule::new(vec![c]))
        .map_err(|e| e.to_string())?;
    rules.insert(libc::SYS_tgkill, vec![to_self]);
    Ok(rules)
}

#[cfg(target_os = "linux")]
fn seccomp() -> Result<(), String> {
    use seccompiler::{BpfProgram, SeccompAction, SeccompFilter, TargetArch};
    let arch = TargetArch::try_from(std::env::consts::ARCH).map_err(|e| e.to_string())?;
    // Refused by default: a call not in the list fails with EPERM.
    let filter = SeccompFilter::new(
        seccomp_rules()?,
        SeccompAction::Errno(libc::EPERM as u32),
        SeccompAction::Allow,
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
        let s = JailStatus::new(false, None, true, String::new());
        assert!(!s.protected);
        assert!(
            s.plain_words.contains("without its sandbox"),
            "{}",
            s.plain_words
        );
    }

    #[test]
    fn without_landlock_the_status_does_not_read_protected_and_names_what_is_missing() {
        let seccomp_only = JailStatus::new(true, None, true, String::new());
        assert!(!seccomp_only.protected && !seccomp_only.complete());
        assert_eq!(seccomp_only.landlock_files, FileJail::None);
        assert!(seccomp_only.plain_words.contains("only partly sandboxed"));
        assert!(
            seccomp_only
                .plain_words
                .contains("Missing here: File jail (Landlock)"),
            "{}",
            seccomp_only.plain_words
        );
        assert!(!seccomp_only.plain_words.contains("runs in a sandbox"));
        let landlock = seccomp_only
            .protections
            .iter()
            .find(|p| p.name.starts_with("File jail"))
            .expect("listed");
        assert!(!landlock.in_force && landlock.words.starts_with("missing"));
    }

    #[test]
    fn each_missing_protection_is_named() {
        let no_seccomp = JailStatus::new(false, Some(6), true, String::new());
        assert!(!no_seccomp.protected);
        assert!(
            no_seccomp
                .plain_words
                .contains("System-call filter (seccomp)")
        );
        let old_kernel = JailStatus::new(true, Some(3), true, String::new());
        assert!(old_kernel.protected && !old_kernel.complete());
        assert_eq!(old_kernel.landlock_files, FileJail::Partial);
        assert!(
            old_kernel
                .plain_words
                .contains("Network rules (Landlock ABI 4), Scope rules (Landlock ABI 6)"),
            "{}",
            old_kernel.plain_words
        );
        let leaky = JailStatus::new(true, Some(6), false, String::new());
        assert!(!leaky.protected);
        assert!(!leaky.plain_words.contains("runs in a sandbox"));
        assert!(leaky.plain_words.contains("No environment"));
        let all = JailStatus::new(true, Some(7), true, String::new());
        assert!(all.protected && all.complete());
        assert!(!all.plain_words.contains("Missing"));
        assert_eq!(all.protections[1].name, "File jail (Landlock ABI 7)");
    }

    #[test]
    fn the_status_serializes_for_the_desk() {
        let s = JailStatus::new(true, Some(3), true, "d".into());
        let json = serde_json::to_value(&s).expect("serializes");
        assert_eq!(json["seccompNetwork"], true);
        assert_eq!(json["landlockFiles"], "partial");
        assert_eq!(json["landlockAbi"], 3);
        assert_eq!(json["protected"], true);
        assert_eq!(json["protections"][0]["inForce"], true);
        assert!(json["plainWords"].is_string());
    }
}
