//! `tdx-keys`: keys and signatures for people and scripts.
//!
//! ```text
//! tdx-keys address --key-file F
//! tdx-keys sign-hash --key-file F 0x<64 hex>
//! tdx-keys recover 0x<64 hex hash> 0x<130 hex signature>
//! tdx-keys generate
//! tdx-keys keystore decrypt FILE [--show-key]
//! tdx-keys keystore encrypt --key-file F [--kdf scrypt|pbkdf2]
//! ```
//! Key files hold one hex private key. Keystore passwords come from `TDX_KEYSTORE_PASSWORD` or
//! a prompt on the terminal. Errors are one line on stderr and a non-zero exit status.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use tdx_keys::keystore::{self, Kdf};
use tdx_keys::{
    Error, PrivateKey, Sensitive, parse_hash, parse_signature, recover, signature_to_hex,
};

const PASSWORD_ENV: &str = "TDX_KEYSTORE_PASSWORD";

#[derive(Parser)]
#[command(
    name = "tdx-keys",
    version,
    about = "Ethereum keys, EIP-191 signatures and keystore v3 files"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Print the EIP-55 address of the key in a key file.
    Address {
        #[arg(long)]
        key_file: PathBuf,
    },
    /// Sign a 32-byte hash with EIP-191 personal_sign; prints the 0x signature (r‖s‖v, v 27/28).
    SignHash {
        #[arg(long)]
        key_file: PathBuf,
        /// The hash: 0x + 64 hex digits.
        hash: String,
    },
    /// Print the address that produced an EIP-191 signature over a 32-byte hash.
    Recover { hash: String, signature: String },
    /// Print a new random private key (hex), to be saved as a key file.
    Generate,
    /// Keystore v3 files.
    Keystore {
        #[command(subcommand)]
        command: KeystoreCommand,
    },
}

#[derive(Subcommand)]
enum KeystoreCommand {
    /// Decrypt a keystore; prints its address (or, with --show-key, the private key in hex).
    Decrypt {
        file: PathBuf,
        /// Print the decrypted private key (0x hex) instead of the address.
        #[arg(long)]
        show_key: bool,
    },
    /// Encrypt the key of a key file; prints the keystore JSON.
    Encrypt {
        #[arg(long)]
        key_file: PathBuf,
        #[arg(long, value_enum, default_value_t = KdfArg::Scrypt)]
        kdf: KdfArg,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum KdfArg {
    /// scrypt, N = 2^18, r = 8, p = 1 (geth's standard).
    Scrypt,
    /// PBKDF2-HMAC-SHA256, 262144 rounds.
    Pbkdf2,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli.command) {
        Ok(line) => {
            println!("{line}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            let msg = e.to_string().replace('\n', " ");
            eprintln!("tdx-keys: error [{}]: {msg}", e.code());
            ExitCode::FAILURE
        }
    }
}

fn run(command: Command) -> Result<String, Error> {
    match command {
        Command::Address { key_file } => Ok(read_key_file(&key_file)?.address().to_string()),
        Command::SignHash { key_file, hash } => {
            let key = read_key_file(&key_file)?;
            let hash = parse_hash(&hash)?;
            Ok(signature_to_hex(&key.sign_hash(&hash)))
        }
        Command::Recover { hash, signature } => {
            Ok(recover(&parse_hash(&hash)?, &parse_signature(&signature)?)?.to_string())
        }
        Command::Generate => Ok(PrivateKey::generate()?.to_hex().expose().clone()),
        Command::Keystore {
            command: KeystoreCommand::Decrypt { file, show_key },
        } => {
            let json = read_text(&file, "keystore file")?;
            let password = password(false)?;
            let key = keystore::decrypt(&json, password.expose())?;
            if show_key {
                Ok(key.to_hex().expose().clone())
            } else {
                Ok(key.address().to_string())
            }
        }
        Command::Keystore {
            command: KeystoreCommand::Encrypt { key_file, kdf },
        } => {
            let key = read_key_file(&key_file)?;
            let password = password(true)?;
            let kdf = match kdf {
                KdfArg::Scrypt => Kdf::default(),
                KdfArg::Pbkdf2 => Kdf::Pbkdf2 { rounds: 262_144 },
            };
            keystore::encrypt(&key, password.expose(), kdf)
        }
    }
}

fn read_text(path: &Path, what: &str) -> Result<String, Error> {
    std::fs::read_to_string(path)
        .map_err(|e| Error::Io(format!("cannot read {what} {}: {e}", path.display())))
}

fn read_key_file(path: &Path) -> Result<PrivateKey, Error> {
    let text = Sensitive::new(read_text(path, "key file")?);
    PrivateKey::from_hex(text.expose())
}

fn password(confirm: bool) -> Result<Sensitive<String>, Error> {
    if let Ok(p) = std::env::var(PASSWORD_ENV) {
        return Ok(Sensitive::new(p));
    }
    if !std::io::stdin().is_terminal() {
        return Err(Error::Io(format!(
            "no {PASSWORD_ENV} set and no terminal to prompt for the keystore password on"
        )));
    }
    let prompt_err = |e: std::io::Error| {
        Error::Io(format!(
            "no {PASSWORD_ENV} set and cannot prompt for a password: {e}"
        ))
    };
    let first =
        Sensitive::new(rpassword::prompt_password("Keystore password: ").map_err(prompt_err)?);
    if confirm {
        let again =
            Sensitive::new(rpassword::prompt_password("Repeat password: ").map_err(prompt_err)?);
        if again.expose() != first.expose() {
            return Err(Error::Io("the passwords differ".into()));
        }
    }
    Ok(first)
}
