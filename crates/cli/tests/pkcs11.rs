//! `tdx keys` with a key held in a PKCS#11 module (SoftHSM2, a token in a temporary folder):
//! list the tokens and keys, generate a key on the token, sign with it, and the PIN only from
//! `TDX_PKCS11_PIN` or a terminal: without either, exit 4 and nothing signed or sent.

#![allow(clippy::unwrap_used)]

mod common;

use common::softhsm::{MODULE, PIN, SoftHsm};
use common::{CONSIGNEE, Cli, exit_code, stderr};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_key_on_a_token_is_chosen_by_label_and_registers_with_the_pin_from_the_environment() {
    let hsm = SoftHsm::new();
    let serial = hsm.init_token("cli-token");
    hsm.pkcs11_tool_keypair(&serial, "EC:prime256v1", "web", "0101");
    let service = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let world = service.world();
    let cli = Cli::new();
    let profile = cli.save_profile(&world, CONSIGNEE, service.base_url());
    cli.ok(&["profiles", "use", &profile]);
    cli.login(&world, CONSIGNEE).await;

    let tokens = cli.json(&["keys", "pkcs11-tokens", "--module", MODULE]);
    let token = tokens
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["serial"] == serial.as_str())
        .unwrap();
    assert_eq!(token["label"], "cli-token");
    assert_eq!(token["present"], true);

    // Generating needs the PIN: none given and no terminal, so nothing is made (exit 4).
    let no_pin = cli.run(&[
        "keys",
        "pkcs11-generate",
        "--module",
        MODULE,
        "--token",
        "cli-token",
        "--label",
        "ebl",
    ]);
    assert_eq!(exit_code(&no_pin), Some(4), "{}", stderr(&no_pin));
    assert!(
        stderr(&no_pin).contains("TDX_PKCS11_PIN"),
        "{}",
        stderr(&no_pin)
    );
    let made = cli.run_env(
        &[
            "keys",
            "pkcs11-generate",
            "--module",
            MODULE,
            "--token",
            "cli-token",
            "--label",
            "ebl",
            "--json",
        ],
        &[("TDX_PKCS11_PIN", PIN)],
    );
    assert!(made.status.success(), "{}", stderr(&made));
    let made: serde_json::Value = serde_json::from_slice(&made.stdout).unwrap();
    let address = made[0]["address"].as_str().unwrap().to_owned();

    let keys = cli.ok(&[
        "keys",
        "pkcs11-keys",
        "--module",
        MODULE,
        "--token",
        "cli-token",
    ]);
    assert!(keys.contains(&address), "{keys}");
    assert!(
        keys.contains("web") && keys.contains("not usable"),
        "{keys}"
    );

    // The P-256 key is refused in words; the secp256k1 one is chosen by its label.
    let p256 = cli.run(&[
        "keys",
        "use-pkcs11",
        "--module",
        MODULE,
        "--token",
        "cli-token",
        "--key",
        "web",
    ]);
    assert_eq!(exit_code(&p256), Some(1), "{}", stderr(&p256));
    assert!(stderr(&p256).contains("P-256"), "{}", stderr(&p256));
    let chosen = cli.json(&[
        "keys",
        "use-pkcs11",
        "--module",
        MODULE,
        "--token",
        "cli-token",
        "--key",
        "ebl",
    ]);
    assert_eq!(chosen["kind"], "pkcs11");
    assert_eq!(chosen["address"], address.as_str());
    assert_eq!(cli.json(&["keys"])["address"], address.as_str());

    // Registering signs: without the PIN it needs attention (4) and nothing is on record.
    let refused = cli.run(&["keys", "register"]);
    assert_eq!(exit_code(&refused), Some(4), "{}", stderr(&refused));
    assert!(stderr(&refused).contains("PIN"), "{}", stderr(&refused));
    assert_eq!(cli.json(&["activity"])["total"], 0);
    let wrong = cli.run_env(&["keys", "register"], &[("TDX_PKCS11_PIN", "000000")]);
    assert_eq!(exit_code(&wrong), Some(1), "{}", stderr(&wrong));
    assert!(
        stderr(&wrong).contains("PIN is incorrect"),
        "{}",
        stderr(&wrong)
    );
    assert_eq!(cli.json(&["activity"])["total"], 0);

    let registered = cli.run_env(&["keys", "register", "--json"], &[("TDX_PKCS11_PIN", PIN)]);
    assert!(registered.status.success(), "{}", stderr(&registered));
    let standing: serde_json::Value = serde_json::from_slice(&registered.stdout).unwrap();
    assert_eq!(standing["address"], address.as_str());
    assert_eq!(standing["standing"], "pending");
    assert_eq!(cli.json(&["activity"])["total"], 1);
    cli.never_printed(PIN);

    // Back to the keyring key (there is none in this profile).
    let back = cli.json(&["keys", "use-keyring"]);
    assert!(back.is_null(), "{back}");
}
