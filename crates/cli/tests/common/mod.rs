//! Set-up of the `tdx` tests: a standalone tdx-sandbox started in the test, the app's data
//! folder in a temporary directory with a service profile saved as the app's Settings saves
//! one, and the `tdx` binary run against it.

#![allow(clippy::unwrap_used, dead_code)]

/// The one SoftHSM2 helper, kept with the keys crate's tests.
#[path = "../../../keys/tests/common/softhsm.rs"]
pub mod softhsm;

use std::path::Path;
use std::process::Output;
use std::sync::Mutex;

use tdx_client::login_browser::FormFillingBrowser;
use tokio::io::{AsyncBufReadExt, BufReader};

pub const CONSIGNEE: &str = "consignee@nile.example";

/// The app's data folder and every output `tdx` gave in it.
pub struct Cli {
    pub dir: tempfile::TempDir,
    pub outputs: Mutex<Vec<String>>,
}

impl Cli {
    pub fn new() -> Self {
        Self {
            dir: tempfile::tempdir().unwrap(),
            outputs: Mutex::new(Vec::new()),
        }
    }

    fn command(&self) -> assert_cmd::Command {
        let mut command = assert_cmd::Command::cargo_bin("tdx").unwrap();
        command
            .env("EBL_DESK_DATA_DIR", self.dir.path())
            .env_remove("TDX_LOG")
            .env_remove("TDX_KEYSTORE_PASSWORD")
            .env_remove("TDX_PKCS11_PIN")
            .env_remove("EBL_DESK_SANDBOX_EBLS")
            // English unless a test asks for another language (run_env, --lang).
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG");
        command
    }

    fn keep(&self, output: &Output) {
        let mut outputs = self.outputs.lock().unwrap();
        outputs.push(String::from_utf8_lossy(&output.stdout).into_owned());
        outputs.push(String::from_utf8_lossy(&output.stderr).into_owned());
    }

    /// Runs `tdx args` with `stdin` as its standard input (none: empty, not a terminal).
    pub fn run_with(&self, args: &[&str], stdin: &str) -> Output {
        let output = self
            .command()
            .args(args)
            .write_stdin(stdin)
            .output()
            .unwrap();
        self.keep(&output);
        output
    }

    /// Runs `tdx args` with the environment variables `vars` set (no standard input).
    pub fn run_env(&self, args: &[&str], vars: &[(&str, &str)]) -> Output {
        let mut command = self.command();
        for (name, value) in vars {
            command.env(name, value);
        }
        let output = command.args(args).write_stdin("").output().unwrap();
        self.keep(&output);
        output
    }

    pub fn run(&self, args: &[&str]) -> Output {
        self.run_with(args, "")
    }

    /// Runs `tdx args`, which must succeed; its stdout.
    pub fn ok(&self, args: &[&str]) -> String {
        let output = self.run(args);
        assert!(
            output.status.success(),
            "tdx {args:?} failed ({:?}): {}",
            output.status.code(),
            String::from_utf8_lossy(&output.stderr)
        );
        String::from_utf8(output.stdout).unwrap()
    }

    /// Runs `tdx args --json`, which must succeed; its JSON.
    pub fn json(&self, args: &[&str]) -> serde_json::Value {
        let mut args = args.to_vec();
        args.push("--json");
        let text = self.ok(&args);
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("tdx {args:?}: {e}: {text}"))
    }

    /// Saves a service profile for `email`'s company at `base_url` in the app's store, as the
    /// app's Settings do (its client secret in the keyring); its name.
    pub fn save_profile(&self, world: &tdx_sandbox::World, email: &str, base_url: &str) -> String {
        let client = world
            .clients
            .iter()
            .find(|c| c.grants.iter().any(|g| g == "authorization_code"))
            .unwrap();
        let user = world.users.iter().find(|u| u.email == email).unwrap();
        let company = world
            .companies
            .iter()
            .find(|c| c.id == user.company_id)
            .unwrap();
        let name = format!("Nile test {}", uuid::Uuid::new_v4().simple());
        let input = tdx_desk::view::ServiceProfileInput {
            id: None,
            name: name.clone(),
            base_url: base_url.into(),
            client_id: client.client_id.clone(),
            client_secret: Some(client.client_secret.clone()),
            company_id: company.id.to_string(),
            inbox_ids: company.inboxes.iter().map(|i| i.to_string()).collect(),
            scopes: vec!["read".into(), "write".into()],
            send_path: String::new(),
            me_path: None,
        };
        let store =
            tdx_store::Store::open(self.dir.path().join(tdx_desk::app::STORE_FILE)).unwrap();
        tdx_desk::profiles::save(&store, &input, tdx_desk::profiles::SANDBOX_PROFILE_ID).unwrap();
        name
    }

    /// `tdx login --no-browser`, its address opened by the stand-in browser that signs `email`
    /// in; waits for the command to end and returns its stdout.
    pub async fn login(&self, world: &tdx_sandbox::World, email: &str) -> String {
        self.login_with(&[], world, email).await
    }

    /// [`Cli::login`] on the profile named by `--profile`.
    pub async fn login_to(&self, profile: &str, world: &tdx_sandbox::World, email: &str) -> String {
        self.login_with(&["--profile", profile], world, email).await
    }

    async fn login_with(&self, first: &[&str], world: &tdx_sandbox::World, email: &str) -> String {
        let user = world.users.iter().find(|u| u.email == email).unwrap();
        let mut child = tokio::process::Command::new(assert_cmd::cargo::cargo_bin("tdx"))
            .args(first)
            .args(["login", "--no-browser"])
            .env("EBL_DESK_DATA_DIR", self.dir.path())
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .kill_on_drop(true)
            .spawn()
            .unwrap();
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        let mut printed = Vec::new();
        let url = loop {
            let line = lines
                .next_line()
                .await
                .unwrap()
                .expect("tdx login ended before printing the address");
            printed.push(line.clone());
            if line.starts_with("http") {
                break line;
            }
        };
        let browser = FormFillingBrowser::new(&user.email, &user.password);
        let visit = browser.visit(&url).await.unwrap();
        assert_eq!(visit.status, 200, "{}", visit.body);
        while let Some(line) = lines.next_line().await.unwrap() {
            printed.push(line);
        }
        let output = child.wait_with_output().await.unwrap();
        self.keep(&output);
        let stdout = printed.join("\n");
        self.outputs.lock().unwrap().push(stdout.clone());
        assert!(
            output.status.success(),
            "tdx login failed: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        stdout
    }

    /// No output of any command so far holds `secret` (in any case, with or without `0x`).
    pub fn never_printed(&self, secret: &str) {
        let secret = secret.trim_start_matches("0x").to_lowercase();
        for output in self.outputs.lock().unwrap().iter() {
            assert!(
                !output.to_lowercase().contains(&secret),
                "a secret was printed: {output}"
            );
        }
    }

    pub fn path(&self, name: &str) -> std::path::PathBuf {
        self.dir.path().join(name)
    }
}

pub fn exit_code(output: &Output) -> Option<i32> {
    output.status.code()
}

pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// The name and first inbox of the company of `email` (a demo user).
pub fn company_of(world: &tdx_sandbox::World, email: &str) -> (String, uuid::Uuid) {
    let user = world.users.iter().find(|u| u.email == email).unwrap();
    let company = world
        .companies
        .iter()
        .find(|c| c.id == user.company_id)
        .unwrap();
    (company.name.clone(), company.inboxes[0])
}

pub fn private_key_of(world: &tdx_sandbox::World, email: &str) -> String {
    world
        .users
        .iter()
        .find(|u| u.email == email)
        .unwrap()
        .private_key
        .clone()
}

/// The reference of an original eBL the consignee holds and may transfer (per `tdx ebl show`).
/// `first` goes before the command (e.g. `--profile NAME`).
pub fn transferable(cli: &Cli, first: &[&str]) -> String {
    let with = |args: &[&str]| -> Vec<String> {
        first.iter().chain(args).map(|a| (*a).to_owned()).collect()
    };
    let list = cli.json(&refs(&with(&[
        "ebls",
        "--holder-mine",
        "--state",
        "ISSUED",
    ])));
    for row in list["rows"].as_array().unwrap() {
        if row["isCopy"] == true {
            continue;
        }
        let reference = row["reference"].as_str().unwrap();
        let detail = cli.json(&refs(&with(&["ebl", "show", reference])));
        let transfer = detail["actions"]
            .as_array()
            .unwrap()
            .iter()
            .find(|a| a["kind"] == "TRANSFER_POSSESSION")
            .unwrap();
        if transfer["available"] == true {
            return reference.to_owned();
        }
    }
    panic!("the demo world has no eBL to transfer: {list}");
}

pub fn exists(path: &Path) -> bool {
    path.exists()
}

fn refs(args: &[String]) -> Vec<&str> {
    args.iter().map(String::as_str).collect()
}
