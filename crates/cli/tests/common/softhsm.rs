//! A SoftHSM2 token in a temporary folder, for tests against a real PKCS#11 module.
//! `SOFTHSM2_CONF` is process-global: nextest runs each test in its own process, and one test
//! initialises its tokens before the module is first loaded in that process.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

pub const MODULE: &str = "/usr/lib/softhsm/libsofthsm2.so";
pub const PIN: &str = "246810";
pub const SO_PIN: &str = "13579111";

/// A token folder with its configuration, `SOFTHSM2_CONF` pointing at it.
pub struct SoftHsm {
    pub dir: tempfile::TempDir,
}

impl SoftHsm {
    pub fn new() -> Self {
        let dir = tempfile::tempdir().expect("temp dir");
        std::fs::create_dir(dir.path().join("tokens")).expect("token dir");
        let conf = dir.path().join("softhsm2.conf");
        std::fs::write(
            &conf,
            format!(
                "directories.tokendir = {}\nobjectstore.backend = file\nlog.level = ERROR\nslots.removable = true\n",
                dir.path().join("tokens").display()
            ),
        )
        .expect("conf");
        set_conf(&conf);
        Self { dir }
    }

    pub fn tokens(&self) -> PathBuf {
        self.dir.path().join("tokens")
    }

    /// Initialises a token labelled `label` with [`PIN`] and returns its serial.
    pub fn init_token(&self, label: &str) -> String {
        run(&[
            "--init-token",
            "--free",
            "--label",
            label,
            "--pin",
            PIN,
            "--so-pin",
            SO_PIN,
        ]);
        self.slots()
            .into_iter()
            .find(|(_, l)| l == label)
            .map(|(s, _)| s)
            .unwrap_or_else(|| panic!("no token labelled {label}"))
    }

    /// (serial, label) of each initialised token, as softhsm2-util shows them.
    fn slots(&self) -> Vec<(String, String)> {
        let mut found = Vec::new();
        let mut serial = String::new();
        for line in run(&["--show-slots"]).lines().map(str::trim) {
            if let Some(s) = line.strip_prefix("Serial number:") {
                serial = s.trim().to_owned();
            }
            if let Some(l) = line.strip_prefix("Label:")
                && !serial.is_empty()
            {
                found.push((serial.clone(), l.trim().to_owned()));
            }
        }
        found
    }

    /// Generates a key with pkcs11-tool (`--key-type EC:prime256v1`, ...) on the token.
    pub fn pkcs11_tool_keypair(&self, serial: &str, key_type: &str, label: &str, id: &str) {
        let out = Command::new("pkcs11-tool")
            .args([
                "--module",
                MODULE,
                "--token-label",
                &self.label_of(serial),
                "--login",
                "--pin",
                PIN,
                "--keypairgen",
                "--key-type",
                key_type,
                "--label",
                label,
                "--id",
                id,
            ])
            .env("SOFTHSM2_CONF", self.dir.path().join("softhsm2.conf"))
            .output()
            .expect("pkcs11-tool runs");
        assert!(
            out.status.success(),
            "pkcs11-tool: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }

    fn label_of(&self, serial: &str) -> String {
        self.slots()
            .into_iter()
            .find(|(s, _)| s == serial)
            .map(|(_, l)| l)
            .unwrap_or_else(|| panic!("no token {serial}"))
    }

    /// Takes the token away as a removed card would be: its folder deleted.
    pub fn remove_all_tokens(&self) {
        for entry in std::fs::read_dir(self.tokens()).expect("token dir") {
            let path = entry.expect("entry").path();
            std::fs::remove_dir_all(&path).expect("remove token");
        }
    }
}

/// Builds the test module that forwards to SoftHSM2 but corrupts the signatures it returns
/// (`fixtures/corrupting_module.c`): the first `corrupt` of them, or all (`None`). Returns
/// its path. `CORRUPT_SIGNATURES` is read once, when the module is first loaded.
pub fn corrupting_module(dir: &Path, corrupt: Option<u32>) -> String {
    let source =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../keys/tests/fixtures/corrupting_module.c");
    let out = dir.join("libcorrupting.so");
    let built = Command::new("cc")
        .args(["-shared", "-fPIC", "-O1", "-o"])
        .arg(&out)
        .arg(&source)
        .arg("-ldl")
        .output()
        .expect("cc runs");
    assert!(
        built.status.success(),
        "cc: {}",
        String::from_utf8_lossy(&built.stderr)
    );
    set_env("CORRUPT_REAL_MODULE", Path::new(MODULE));
    match corrupt {
        Some(n) => set_env("CORRUPT_SIGNATURES", Path::new(&n.to_string())),
        None => remove_env("CORRUPT_SIGNATURES"),
    }
    out.display().to_string()
}

#[allow(unsafe_code)]
fn set_env(name: &str, value: &Path) {
    // SAFETY: as for `set_conf`.
    unsafe { std::env::set_var(name, value) };
}

#[allow(unsafe_code)]
fn remove_env(name: &str) {
    // SAFETY: as for `set_conf`.
    unsafe { std::env::remove_var(name) };
}

#[allow(unsafe_code)]
fn set_conf(conf: &Path) {
    // SAFETY: each test runs in its own process (nextest), and this is set before any thread
    // of the test reads the environment or loads the module.
    unsafe { std::env::set_var("SOFTHSM2_CONF", conf) };
}

fn run(args: &[&str]) -> String {
    let out = Command::new("softhsm2-util")
        .args(args)
        .output()
        .expect("softhsm2-util runs");
    assert!(
        out.status.success(),
        "softhsm2-util {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}
