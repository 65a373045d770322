//! The command line as clap reads it: one subcommand per command group (profiles, session,
//! eBLs, actions, journal, keys), each handled by its module under `commands/`.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};
use tdx_i18n::Lang;

pub const EXAMPLES: &str = "\
Examples:
  tdx profiles                         list the profiles (the one in use is marked *)
  tdx profiles use \"Nile production\"   use that profile from now on (the app too)
  tdx profiles add \"Nile production\" --base-url https://tdx.example.com --client-id ID \\
      --client-secret-stdin --company ID --inbox ID < secret.txt
                                       add a service profile (the secret into the keyring)
  tdx login                            sign in through your browser
  tdx login --no-browser               print the address; finish it elsewhere through
                                       ssh -L PORT:127.0.0.1:PORT this-server
  tdx ebls --holder-mine               the eBLs your company holds
  tdx ebl show GCLU26041002 --json     one eBL, as JSON
  tdx ebl pdf GCLU26041002 -o bl.pdf   save its PDF
  tdx transfer GCLU26041002 --to \"Harbor Bank plc\"
                                       review, confirm, sign locally and submit
  tdx surrender GCLU26041002 --yes     the same without asking (for scripts)
  tdx request transfer GCLU26041002 GCLU26041003 --to \"Harbor Bank plc\" -o hb.ebl-request
                                       prepare a transfer for a second person to approve
  tdx approve hb.ebl-request           what was asked, what the eBLs say now, what your key
                                       signs; approve, sign and submit
  tdx keys import < key.hex            import a private key (hex) from standard input
  tdx activity --csv activity.csv      the journal of actions, as CSV
  tdx evidence GCLU26041002 -o pack.zip
  tdx bulk transfer --csv refs.csv --to \"Harbor Bank plc\"
                                       one review for all, then sign and submit all
  tdx bulk resume                      the bulk actions an earlier run left unfinished
  tdx envelope send --to \"Delta Shipping\" invoice.pdf list.pdf --type INV --type PKL \\
      --id INV-42 --id PL-7            upload two documents, sign and send the envelope
  TDX_WEBHOOK_SECRET=... tdx webhook serve --listen 127.0.0.1:8787 --header X-Desk-Key
                                       record the service's notifications until Ctrl+C

Exit codes:
  0  done
  1  failed (the message says why); a bulk action in which an eBL failed or a reference
     was left out
  2  usage: a wrong argument, conflicting flags, an unknown profile, an unknown eBL
     reference given as an argument, or a confirmation needed with no terminal to ask on
  3  refused by the signing guard: the service asked to sign something other than what
     you chose, or a signing request that cannot be approved (changed, expired, already
     approved, a maker's signature that does not verify, made on this profile); nothing
     was signed
  4  needs attention, nothing done: not signed in, no key, a security module's PIN not given (or locked) or its token absent, the profile needs a second person (tdx request), or you answered no

Data: the app's own folder (EBL_DESK_DATA_DIR, else $XDG_DATA_HOME/org.ebldesk.desktop):
the app and tdx share profiles, sessions, keys (in the OS keyring) and the journal.
Colour only on a terminal; NO_COLOR turns it off.";

/// eBL Desk on the command line: the app's profiles, eBLs, actions, journal and keys.
#[derive(Debug, Parser)]
#[command(name = "tdx", version, about, after_help = EXAMPLES)]
pub struct Cli {
    /// The profile to use (its name or id); default: the app's profile in use.
    #[arg(long, global = true, value_name = "NAME")]
    pub profile: Option<String>,

    /// Print data as JSON (the shapes are in crates/cli/README.md).
    #[arg(long, global = true)]
    pub json: bool,

    /// The language of messages: en, ar, zh-CN or en-XA (pseudo); default: LC_ALL, LC_MESSAGES,
    /// LANG.
    #[arg(long, global = true, value_name = "TAG", value_parser = parse_lang)]
    pub lang: Option<Lang>,

    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// List the profiles, or choose the one in use.
    Profiles {
        #[command(subcommand)]
        action: Option<ProfilesCommand>,
    },
    /// Sign in through the browser (the service's login page, answered on this computer).
    Login {
        /// Do not open a browser: print the address to open (here, or on another machine
        /// through an SSH tunnel to the loopback port), and wait for it.
        #[arg(long)]
        no_browser: bool,
        /// Sign in as the application itself (the OAuth client-credentials grant, an
        /// integrator account), where the service allows it for the profile's client: no
        /// browser; the client secret from the keyring (`tdx profiles add|edit
        /// --client-secret-stdin`).
        #[arg(long, conflicts_with_all = ["no_browser", "wait"])]
        client_credentials: bool,
        /// How long to wait for the browser to come back, in seconds.
        #[arg(long, value_name = "SECONDS", default_value_t = 600,
              value_parser = clap::value_parser!(u64).range(1..=86_400))]
        wait: u64,
    },
    /// Sign out (the session is removed from the keyring).
    Logout,
    /// Who the session acts for.
    Whoami,
    /// List the eBLs your company sees.
    Ebls(EblsArgs),
    /// One eBL: show it, or save its PDF.
    Ebl {
        #[command(subcommand)]
        action: EblCommand,
    },
    /// Request the surrender of an eBL for delivery (signed with your key).
    Surrender(SurrenderArgs),
    /// Transfer possession of an eBL to another company's inbox (signed with your key).
    Transfer(RecipientActionArgs),
    /// Send a view-only copy of an eBL to another company (nothing is signed).
    Copy(RecipientActionArgs),
    /// Prepare a transfer, a surrender request or a copy for a second person to approve: a
    /// signing request file (`.ebl-request`; signed with your key when you have one). Nothing
    /// is signed on the ledger.
    Request {
        #[command(subcommand)]
        action: RequestCommand,
    },
    /// Open a signing request another person prepared: what they asked, what each eBL says
    /// now and what your key would sign, side by side; then approve it (sign and submit).
    Approve(ApproveArgs),
    /// The journal of actions (the app's Activity screen).
    Activity(ActivityArgs),
    /// Export the evidence pack of an eBL (a signed zip, checked with `tdx-evidence verify`).
    Evidence {
        /// The eBL's reference or id.
        #[arg(value_name = "REF")]
        ebl: String,
        /// Where to write the pack.
        #[arg(short, long, value_name = "PACK.zip")]
        output: PathBuf,
    },
    /// Your signing key: where it stands, or generate, import, register one.
    Keys {
        #[command(subcommand)]
        action: Option<KeysCommand>,
    },
    /// One action on many eBLs: one review for all, then sign and submit all (resumable).
    Bulk {
        #[command(subcommand)]
        action: BulkCommand,
    },
    /// Envelopes of documents: upload them, sign and send.
    Envelope {
        #[command(subcommand)]
        action: EnvelopeCommand,
    },
    /// A documentary credit (SWIFT MT700/MT710/MT720, MT707 amendments): read it.
    Credit {
        #[command(subcommand)]
        action: CreditCommand,
    },
    /// Receive the service's rule notifications (webhooks) into the journal.
    Webhook {
        #[command(subcommand)]
        action: WebhookCommand,
    },
    /// Write the man pages and shell completions of tdx to DIR (for packaging).
    #[command(hide = true)]
    GenerateDocs {
        /// The folder to write them to (created if missing).
        #[arg(value_name = "DIR")]
        dir: PathBuf,
    },
}

/// How long a signing request may be approved unless said otherwise, in hours.
pub const DEFAULT_VALID_HOURS: u32 = 24;

#[derive(Debug, Subcommand)]
pub enum RequestCommand {
    /// A transfer of possession to another company's inbox.
    Transfer(RequestRecipientArgs),
    /// A surrender request for delivery.
    Surrender(RequestArgs),
    /// A view-only copy sent to another company.
    Copy(RequestRecipientArgs),
    /// The requests offered in this profile's requests folder (`tdx profiles edit NAME
    /// --requests-folder DIR`), newest first; approve one with `tdx approve --offered ID`.
    List,
}

#[derive(Debug, Args)]
pub struct RequestArgs {
    /// The eBLs' references (or ids), up to 500.
    #[arg(value_name = "REF", required = true)]
    pub ebls: Vec<String>,
    /// A note for the approver (at most 2000 characters).
    #[arg(long, value_name = "TEXT", default_value = "")]
    pub note: String,
    /// How long the request may be approved, in hours.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_VALID_HOURS,
          value_parser = clap::value_parser!(u32).range(1..=720))]
    pub valid_hours: u32,
    /// Where to write the request file (`-` for standard output).
    #[arg(short, long, value_name = "FILE")]
    pub output: PathBuf,
}

#[derive(Debug, Args)]
pub struct RequestRecipientArgs {
    #[command(flatten)]
    pub request: RequestArgs,
    /// The recipient: an inbox id, or the name of a company or contact you know.
    #[arg(long, value_name = "INBOX|NAME")]
    pub to: String,
}

#[derive(Debug, Args)]
pub struct ApproveArgs {
    /// The request file (`.ebl-request`), or `-` for standard input.
    #[arg(value_name = "FILE", required_unless_present = "offered")]
    pub file: Option<PathBuf>,
    /// A request offered in this profile's requests folder, by its id (as `tdx request list`
    /// shows it), instead of a file.
    #[arg(long, value_name = "ID", conflicts_with = "file")]
    pub offered: Option<String>,
    /// Do not ask: approve, sign and submit when everything agrees (for scripts).
    #[arg(long, short)]
    pub yes: bool,
    /// The recipient's name as the review shows it, when the receiver check asks for it (a
    /// first action toward the inbox, or an inbox close to a known one); typed on a terminal
    /// otherwise.
    #[arg(long, value_name = "NAME")]
    pub recipient_name: Option<String>,
}

#[derive(Debug, Subcommand)]
pub enum BulkCommand {
    /// Transfer possession of many eBLs to one inbox (each signed with your key).
    Transfer(BulkRecipientArgs),
    /// Request the surrender of many eBLs for delivery (each signed with your key).
    Surrender(BulkSurrenderArgs),
    /// Send view-only copies of many eBLs to one company (nothing is signed).
    Copy(BulkRecipientArgs),
    /// List the bulk actions that did not finish (an earlier run was cut off, or eBLs failed),
    /// or take one up again: a fresh review of what is left, then sign and submit it.
    Resume {
        /// The batch's id (or its first characters), as the list shows it.
        #[arg(value_name = "BATCH")]
        batch: Option<String>,
        /// Do not ask: sign and submit what the fresh review shows (for scripts).
        #[arg(long, short)]
        yes: bool,
        /// The recipient's name as the review shows it, when it asks for it (a first transfer
        /// to the inbox, or an inbox close to a known one); typed on a terminal otherwise.
        #[arg(long, value_name = "NAME")]
        recipient_name: Option<String>,
    },
}

#[derive(Debug, Args)]
pub struct BulkArgs {
    /// The eBLs' references (or ids) from this CSV file: its `reference` column, else its
    /// first column. Without it, from standard input, one per line.
    #[arg(long, value_name = "FILE")]
    pub csv: Option<PathBuf>,
    /// Do not ask: sign and submit what the review shows (for scripts).
    #[arg(long, short)]
    pub yes: bool,
}

#[derive(Debug, Args)]
pub struct BulkSurrenderArgs {
    #[command(flatten)]
    pub bulk: BulkArgs,
    /// The surrenderee's name as the review shows it, when it asks for it (a first surrender
    /// to an inbox you never dealt with, or one close to a known inbox); typed on a terminal
    /// otherwise.
    #[arg(long, value_name = "NAME")]
    pub recipient_name: Option<String>,
}

#[derive(Debug, Args)]
pub struct BulkRecipientArgs {
    #[command(flatten)]
    pub bulk: BulkArgs,
    /// The recipient: an inbox id, or the name of a company or contact you know.
    #[arg(long, value_name = "INBOX|NAME")]
    pub to: String,
    /// The recipient's name as the review shows it, when it asks for it (a first transfer to
    /// the inbox, or an inbox close to a known one); typed on a terminal otherwise.
    #[arg(long, value_name = "NAME")]
    pub recipient_name: Option<String>,
}

#[derive(Debug, Subcommand)]
pub enum CreditCommand {
    /// Read a credit (a whole FIN message or its block 4) and show its fields; a malformed
    /// message is refused naming its line (exit 1).
    Show {
        /// The MT700 (or MT710/MT720) as text.
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// MT707 amendments, applied in the order given.
        #[arg(long = "amendment", value_name = "MT707")]
        amendments: Vec<PathBuf>,
    },
}

#[derive(Debug, Subcommand)]
pub enum EnvelopeCommand {
    /// Upload documents in a new envelope, then sign it with your key and send it.
    Send(EnvelopeSendArgs),
    /// Check documents against the eBL they travel with (and a documentary credit), as the
    /// app's envelope check does, without sending anything. Exit 4 when they differ.
    Check(EnvelopeCheckArgs),
}

#[derive(Debug, Args)]
pub struct EnvelopeCheckArgs {
    /// The eBL the documents travel with: its id or reference (one of your eBL list).
    #[arg(long, value_name = "ID|REFERENCE")]
    pub ebl: String,
    /// The documents (PDF), in order.
    #[arg(value_name = "FILE", required = true)]
    pub files: Vec<PathBuf>,
    /// Each document's type code (INV, PKL, COO...): one per file, in order, or one for all.
    #[arg(long = "type", value_name = "TYPE", required = true)]
    pub types: Vec<String>,
    /// A documentary credit (SWIFT MT700, MT710 or MT720 text) to check the presentation
    /// against too.
    #[arg(long, value_name = "MT700")]
    pub credit: Option<PathBuf>,
    /// An MT707 amendment of the credit, applied in the order given (repeat it).
    #[arg(long = "amendment", value_name = "MT707", requires = "credit")]
    pub amendments: Vec<PathBuf>,
    /// The day of the presentation the credit's days are counted from (YYYY-MM-DD; today by
    /// default).
    #[arg(long, value_name = "DATE")]
    pub on: Option<String>,
}

#[derive(Debug, Args)]
pub struct EnvelopeSendArgs {
    /// The recipient: an inbox id, or the name of one of your contacts (never a name only eBLs
    /// give).
    #[arg(
        long,
        value_name = "INBOX|NAME",
        required_unless_present = "aci",
        conflicts_with = "aci"
    )]
    pub to: Option<String>,
    /// An Egypt ACI envelope to customs, by its ACID number (19 digits), instead of --to.
    #[arg(long, value_name = "ACID")]
    pub aci: Option<String>,
    /// The documents, in the order they are uploaded.
    #[arg(value_name = "FILE", required = true)]
    pub files: Vec<PathBuf>,
    /// Each document's type code (INV, GOO, PKL...): one per file, in order, or one for all.
    #[arg(long = "type", value_name = "TYPE", required = true)]
    pub types: Vec<String>,
    /// Each document's id (standard envelopes): one per file, in order, or one for all.
    #[arg(long = "id", value_name = "ID")]
    pub ids: Vec<String>,
    /// Do not ask: sign and send what the review shows (for scripts).
    #[arg(long, short)]
    pub yes: bool,
    /// What the review asks typed to confirm the recipient (a first envelope to an inbox you
    /// never dealt with, or one close to a known inbox); asked on the terminal when not given.
    #[arg(long, value_name = "NAME")]
    pub recipient_name: Option<String>,
}

#[derive(Debug, Subcommand)]
pub enum WebhookCommand {
    /// Listen for the profile's rule notifications and record each in the journal, until
    /// Ctrl+C (or SIGTERM). The secret header's value comes from TDX_WEBHOOK_SECRET or
    /// standard input, never an argument.
    Serve {
        /// The address to listen on.
        #[arg(long, value_name = "ADDR:PORT", default_value = "127.0.0.1:8787")]
        listen: std::net::SocketAddr,
        /// The name of the custom header the rule sends with its secret value.
        #[arg(long, value_name = "NAME")]
        header: String,
    },
}

#[derive(Debug, Subcommand)]
pub enum ProfilesCommand {
    /// Show one profile: its service, client, company and inboxes, and its dual-control
    /// policy (whether transfers and surrenders need a second person).
    Show {
        /// The profile's name or id.
        name: String,
    },
    /// Use this profile from now on (the app opens it too).
    Use {
        /// The profile's name or id.
        name: String,
    },
    /// Add a service profile (as the app's Settings do): the service's address, the OAuth
    /// client, your company and its inboxes. The client secret is read from standard input
    /// (--client-secret-stdin) and kept in the keyring, never taken as an argument.
    Add(ProfileAddArgs),
    /// Change a service profile. A new base URL or client ID removes the session and the
    /// client secret the old one issued: sign in again (and give the secret again).
    Edit(ProfileEditArgs),
    /// Delete a service profile with its signing key, session, client secret, drafts and
    /// contacts (its journal stays). Shows what goes and asks; with --yes, a profile with a
    /// signing key needs --delete-key ADDRESS.
    Remove {
        /// The profile's name or id.
        name: String,
        /// Do not ask (for scripts).
        #[arg(long, short)]
        yes: bool,
        /// The address of the signing key deleted with the profile, as `tdx keys --profile
        /// NAME` shows it: needed with --yes when the profile has one.
        #[arg(long, value_name = "ADDRESS")]
        delete_key: Option<String>,
    },
}

#[derive(Debug, Args)]
pub struct ProfileAddArgs {
    /// The new profile's name.
    pub name: String,
    /// The service's address (https://..., plain http only on 127.0.0.1 or localhost).
    #[arg(long, value_name = "URL")]
    pub base_url: String,
    /// The OAuth client's id (the service's administrator gives it).
    #[arg(long, value_name = "ID")]
    pub client_id: String,
    /// Read the OAuth client's secret from standard input (asked without echo on a
    /// terminal); it goes to the keyring.
    #[arg(long)]
    pub client_secret_stdin: bool,
    /// Your company's id (a UUID).
    #[arg(long = "company", value_name = "ID")]
    pub company: String,
    /// An inbox id of your company (repeat for several).
    #[arg(long = "inbox", value_name = "ID", required = true)]
    pub inboxes: Vec<String>,
    /// A scope to ask for: read, write (repeat; default both).
    #[arg(long = "scope", value_name = "SCOPE")]
    pub scopes: Vec<String>,
    /// The envelope send path (default the interface's).
    #[arg(long, value_name = "PATH")]
    pub send_path: Option<String>,
    /// The "who am I" path (default the interface's).
    #[arg(long, value_name = "PATH")]
    pub me_path: Option<String>,
}

#[derive(Debug, Args)]
pub struct ProfileEditArgs {
    /// The profile's name or id.
    pub profile_name: String,
    /// A new name.
    #[arg(long, value_name = "NAME")]
    pub name: Option<String>,
    /// A new address (the session and client secret of the old one are removed).
    #[arg(long, value_name = "URL")]
    pub base_url: Option<String>,
    /// A new OAuth client id (the session and client secret of the old one are removed).
    #[arg(long, value_name = "ID")]
    pub client_id: Option<String>,
    /// Read a new client secret from standard input (asked without echo on a terminal).
    #[arg(long, conflicts_with = "remove_client_secret")]
    pub client_secret_stdin: bool,
    /// Remove the stored client secret.
    #[arg(long)]
    pub remove_client_secret: bool,
    /// Your company's id.
    #[arg(long = "company", value_name = "ID")]
    pub company: Option<String>,
    /// The inbox ids of your company (repeat; replace the stored ones).
    #[arg(long = "inbox", value_name = "ID")]
    pub inboxes: Vec<String>,
    /// The scopes (repeat; replace the stored ones).
    #[arg(long = "scope", value_name = "SCOPE")]
    pub scopes: Vec<String>,
    /// The envelope send path.
    #[arg(long, value_name = "PATH")]
    pub send_path: Option<String>,
    /// The "who am I" path.
    #[arg(long, value_name = "PATH")]
    pub me_path: Option<String>,
    /// Transfers and surrenders on this profile need a second person: only `tdx request`
    /// prepares them, another profile approves them.
    #[arg(long, value_name = "on|off")]
    pub second_person: Option<OnOff>,
    /// Copies need a second person too (with --second-person on).
    #[arg(long, value_name = "on|off")]
    pub include_copies: Option<OnOff>,
    /// A folder shared with the approvers: `tdx request` also writes each request there.
    /// An empty value removes it.
    #[arg(long, value_name = "DIR")]
    pub requests_folder: Option<String>,
}

/// A switch given on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum OnOff {
    On,
    Off,
}

impl OnOff {
    pub fn is_on(self) -> bool {
        self == OnOff::On
    }
}

#[derive(Debug, Args)]
pub struct EblsArgs {
    /// Only the eBLs your company holds.
    #[arg(long)]
    pub holder_mine: bool,
    /// Only the eBLs in this state (e.g. ISSUED).
    #[arg(long, value_name = "STATE")]
    pub state: Option<String>,
    /// The list as last fetched, without asking the service.
    #[arg(long)]
    pub cached: bool,
}

#[derive(Debug, Subcommand)]
pub enum EblCommand {
    /// Show an eBL: parties, holder, the actions you may take.
    Show {
        /// The eBL's reference or id.
        #[arg(value_name = "REF")]
        ebl: String,
    },
    /// Save an eBL's PDF.
    Pdf {
        /// The eBL's reference or id.
        #[arg(value_name = "REF")]
        ebl: String,
        /// Where to save it.
        #[arg(short, long, value_name = "FILE")]
        output: PathBuf,
    },
}

#[derive(Debug, Args)]
pub struct ActionArgs {
    /// The eBL's reference or id.
    #[arg(value_name = "REF")]
    pub ebl: String,
    /// Do not ask: sign and submit what the review shows (for scripts).
    #[arg(long, short)]
    pub yes: bool,
    /// Sign nothing: write a signing request for a second person to approve to FILE instead
    /// (as `tdx request`; what a profile that needs a second person does).
    #[arg(long, value_name = "FILE", conflicts_with_all = ["yes", "recipient_name"])]
    pub request: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct SurrenderArgs {
    #[command(flatten)]
    pub action: ActionArgs,
    /// The surrenderee's name as the review shows it, which a first surrender to an inbox you
    /// never dealt with (or one close to a known inbox) needs typed; asked on the terminal when
    /// not given.
    #[arg(long, value_name = "NAME")]
    pub recipient_name: Option<String>,
}

#[derive(Debug, Args)]
pub struct RecipientActionArgs {
    #[command(flatten)]
    pub action: ActionArgs,
    /// The recipient: an inbox id, or the name of a company or contact you know.
    #[arg(long, value_name = "INBOX|NAME")]
    pub to: String,
    /// The recipient's name as the review shows it, which a first transfer to an inbox (or an
    /// inbox close to a known one) needs typed; asked on the terminal when not given.
    #[arg(long, value_name = "NAME")]
    pub recipient_name: Option<String>,
}

#[derive(Debug, Args)]
pub struct ActivityArgs {
    /// Write the entries to this file as CSV instead.
    #[arg(long, value_name = "FILE")]
    pub csv: Option<PathBuf>,
    /// Only entries mentioning this text (reference, counterparty...).
    #[arg(long)]
    pub text: Option<String>,
    /// Only actions this person prepared or approved (part of their e-mail, else their
    /// profile's name, without regard to case).
    #[arg(long, value_name = "NAME")]
    pub person: Option<String>,
}

#[derive(Debug, Subcommand)]
pub enum KeysCommand {
    /// Generate a new key in the keyring.
    Generate {
        /// Replace the stored key: its address, as `tdx keys` shows it.
        #[arg(long, value_name = "ADDRESS")]
        replace: Option<String>,
    },
    /// Import a key: its hex private key read from standard input (never an argument), or a
    /// keystore file whose password comes from TDX_KEYSTORE_PASSWORD or standard input.
    Import {
        /// A keystore (v3 JSON) file instead of hex.
        #[arg(long, value_name = "FILE")]
        keystore: Option<PathBuf>,
        /// Replace the stored key: its address, as `tdx keys` shows it.
        #[arg(long, value_name = "ADDRESS")]
        replace: Option<String>,
    },
    /// Register the key with your company (its administrator then approves it).
    Register,
    /// Sign with a key held in a PKCS#11 module (HSM, smart card, SoftHSM2) instead of the
    /// keyring key. The PIN comes from TDX_PKCS11_PIN or a terminal prompt when a signature
    /// needs it.
    UsePkcs11 {
        /// The module's library (full path), e.g. /usr/lib/softhsm/libsofthsm2.so.
        #[arg(long, value_name = "LIB")]
        module: String,
        /// The token: its label or serial, as `tdx keys pkcs11-tokens` lists them.
        #[arg(long, value_name = "LABEL")]
        token: String,
        /// The key: its label or id (hex), as `tdx keys pkcs11-keys` lists them.
        #[arg(long, value_name = "LABEL")]
        key: String,
    },
    /// List the tokens of a PKCS#11 module.
    Pkcs11Tokens {
        /// The module's library (full path).
        #[arg(long, value_name = "LIB")]
        module: String,
    },
    /// List the keys on a token (secp256k1 keys are usable; others say why not).
    Pkcs11Keys {
        /// The module's library (full path).
        #[arg(long, value_name = "LIB")]
        module: String,
        /// The token: its label or serial.
        #[arg(long, value_name = "LABEL")]
        token: String,
    },
    /// Generate a non-extractable secp256k1 key on a token (the PIN from TDX_PKCS11_PIN or a
    /// terminal prompt); then `tdx keys use-pkcs11` to sign with it.
    Pkcs11Generate {
        /// The module's library (full path).
        #[arg(long, value_name = "LIB")]
        module: String,
        /// The token: its label or serial.
        #[arg(long, value_name = "LABEL")]
        token: String,
        /// The new key's label.
        #[arg(long, value_name = "LABEL")]
        label: String,
    },
    /// Sign with the keyring key again.
    UseKeyring,
}

/// `--lang TAG`: a tag (`ar`, `zh-CN`, `en-XA`) or a locale name (`ar_EG.UTF-8`); refused in the
/// system's language when tdx does not speak it.
fn parse_lang(value: &str) -> Result<Lang, String> {
    Lang::parse(value).ok_or_else(|| {
        tdx_i18n::tr_in(
            Lang::from_env(),
            "core-language-unknown",
            &[("tag", value.into())],
        )
    })
}

impl Cli {
    /// The language tdx speaks: `--lang`, else the system's (`LC_ALL`, `LC_MESSAGES`, `LANG`).
    pub fn language(&self) -> Lang {
        self.lang.unwrap_or_else(Lang::from_env)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lang_of(args: &[&str]) -> Result<Option<Lang>, String> {
        Cli::try_parse_from(args)
            .map(|cli| cli.lang)
            .map_err(|e| e.to_string())
    }

    #[test]
    fn lang_takes_a_tag_or_a_locale_name_before_or_after_the_command() {
        assert_eq!(lang_of(&["tdx", "ebls"]), Ok(None));
        assert_eq!(
            lang_of(&["tdx", "--lang", "ar", "ebls"]),
            Ok(Some(Lang::Ar))
        );
        assert_eq!(
            lang_of(&["tdx", "ebls", "--lang", "zh-CN"]),
            Ok(Some(Lang::ZhCn))
        );
        assert_eq!(
            lang_of(&["tdx", "--lang", "ar_EG.UTF-8", "ebls"]),
            Ok(Some(Lang::Ar))
        );
        assert_eq!(
            lang_of(&["tdx", "--lang=en-XA", "ebls"]),
            Ok(Some(Lang::Pseudo))
        );
        let refused = lang_of(&["tdx", "--lang", "fr", "ebls"]).unwrap_err();
        assert!(refused.contains("fr"), "{refused}");
        // The flag wins over the system's language.
        let cli = Cli::try_parse_from(["tdx", "--lang", "zh-CN", "ebls"]).ok();
        assert_eq!(cli.map(|c| c.language()), Some(Lang::ZhCn));
    }
}
