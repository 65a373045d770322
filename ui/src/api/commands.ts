/**
 * Every command the window may call, with the arguments it sends and the answer it gets: the one
 * map `call` (./invoke.ts) and the tests' stand-in Rust side (src/test/renderWithIpc.tsx) are
 * checked against. Each entry follows the command's signature in src-tauri/src/commands/*.rs;
 * argument names are camelCase here (Tauri converts them to the Rust snake_case). A command
 * added to src-tauri/src/commands/names.rs (and so to CommandName) without an entry here fails
 * `tsc` at the end of this file.
 */
import type { Channel } from "@tauri-apps/api/core";

import type { ActionDone } from "../bindings/ActionDone";
import type { ActionKind } from "../bindings/ActionKind";
import type { ActionReview } from "../bindings/ActionReview";
import type { ActivityFilter } from "../bindings/ActivityFilter";
import type { ActivityPage } from "../bindings/ActivityPage";
import type { AddedFiles } from "../bindings/AddedFiles";
import type { AppInfo } from "../bindings/AppInfo";
import type { BatchView } from "../bindings/BatchView";
import type { CommandName } from "../bindings/CommandName";
import type { Contact } from "../bindings/Contact";
import type { CsvPreview } from "../bindings/CsvPreview";
import type { CsvRow } from "../bindings/CsvRow";
import type { DeletedProfileView } from "../bindings/DeletedProfileView";
import type { Draft } from "../bindings/Draft";
import type { DraftIssue } from "../bindings/DraftIssue";
import type { EblDetail } from "../bindings/EblDetail";
import type { EblList } from "../bindings/EblList";
import type { EnvelopeSettings } from "../bindings/EnvelopeSettings";
import type { EvidenceExport } from "../bindings/EvidenceExport";
import type { FileFilter } from "../bindings/FileFilter";
import type { ImportReport } from "../bindings/ImportReport";
import type { KeyInfo } from "../bindings/KeyInfo";
import type { KeyStatus } from "../bindings/KeyStatus";
import type { NewContact } from "../bindings/NewContact";
import type { PdfJailView } from "../bindings/PdfJailView";
import type { PreviewDoc } from "../bindings/PreviewDoc";
import type { ProfileDeletion } from "../bindings/ProfileDeletion";
import type { ProfileView } from "../bindings/ProfileView";
import type { Recipient } from "../bindings/Recipient";
import type { RegistrationInput } from "../bindings/RegistrationInput";
import type { RegistrationResult } from "../bindings/RegistrationResult";
import type { RegistryPin } from "../bindings/RegistryPin";
import type { RuleInput } from "../bindings/RuleInput";
import type { RuleSaveOutcome } from "../bindings/RuleSaveOutcome";
import type { RuleView } from "../bindings/RuleView";
import type { SelectionAction } from "../bindings/SelectionAction";
import type { SentEnvelopeView } from "../bindings/SentEnvelopeView";
import type { ServiceProfileInput } from "../bindings/ServiceProfileInput";
import type { SessionInfo } from "../bindings/SessionInfo";
import type { TimelineItem } from "../bindings/TimelineItem";
import type { UploadProgress } from "../bindings/UploadProgress";

/** A command that takes no arguments. */
export type NoArgs = Record<string, never>;

/**
 * Raw bytes (a `tauri::ipc::Response`): an ArrayBuffer, or a JSON array of numbers when the IPC
 * falls back to JSON. `toBytes` accepts both.
 */
export type RawBytes = ArrayBuffer | number[];

/** One command: what the window sends, and what the Rust side answers (`void`: `()`, sent as null). */
interface Command<Args, Result> {
  args: Args;
  result: Result;
}

/** Every command by name (src-tauri/src/commands/names.rs), grouped as in src-tauri/src/commands/. */
export interface CommandMap {
  // app.rs
  app_info: Command<NoArgs, AppInfo>;
  open_log_folder: Command<NoArgs, void>;
  // session.rs
  session_info: Command<NoArgs, SessionInfo>;
  sign_in: Command<NoArgs, SessionInfo>;
  cancel_sign_in: Command<NoArgs, void>;
  reopen_sign_in_browser: Command<NoArgs, void>;
  sign_out: Command<NoArgs, SessionInfo>;
  // ebls.rs
  list_ebls: Command<{ refresh: boolean }, EblList>;
  get_ebl: Command<{ id: string }, EblDetail>;
  accept_ebl_parties: Command<{ id: string }, EblDetail>;
  list_recipients: Command<NoArgs, Recipient[]>;
  prepare_action: Command<{ eblId: string; kind: ActionKind; recipientInbox: string | null }, ActionReview>;
  confirm_action: Command<{ reviewId: string }, ActionDone>;
  cancel_action: Command<{ reviewId: string }, void>;
  // keys.rs
  key_info: Command<NoArgs, KeyInfo | null>;
  // `replace`: the address of the stored key the user agreed to replace (refused without it).
  generate_key: Command<{ replace: string | null }, KeyInfo>;
  import_key_hex: Command<{ hex: string; replace: string | null }, KeyInfo>;
  import_keystore: Command<{ path: string; password: string; replace: string | null }, KeyInfo>;
  export_keystore: Command<{ path: string; password: string }, void>;
  // `address`: the key the user agreed to remove (refused unless it is the stored one).
  delete_key: Command<{ address: string }, void>;
  key_status: Command<NoArgs, KeyStatus>;
  register_key: Command<NoArgs, KeyStatus>;
  approve_key_in_sandbox: Command<NoArgs, KeyStatus>;
  // preview.rs
  preview_open: Command<{ eblId: string }, PreviewDoc>;
  pdf_jail_status: Command<NoArgs, PdfJailView>;
  preview_page: Command<{ eblId: string; page: number; widthPx: number }, RawBytes>;
  download_ebl: Command<{ eblId: string; path: string }, void>;
  // profiles.rs
  list_profiles: Command<NoArgs, ProfileView[]>;
  save_service_profile: Command<{ input: ServiceProfileInput }, ProfileView>;
  switch_profile: Command<{ id: string }, SessionInfo>;
  // `confirm`: what the window showed would go with it (refused unless still so).
  delete_profile: Command<{ id: string; confirm: ProfileDeletion }, void>;
  profile_deletion_facts: Command<{ id: string }, ProfileDeletion>;
  deleted_profiles: Command<NoArgs, DeletedProfileView[]>;
  list_registries: Command<NoArgs, RegistryPin[]>;
  accept_registry: Command<{ kind: string; address: string }, RegistryPin[]>;
  // rules.rs
  list_rules: Command<NoArgs, RuleView[]>;
  save_rule: Command<{ ruleId: string | null; input: RuleInput }, RuleSaveOutcome>;
  set_rule_enabled: Command<{ ruleId: string; enabled: boolean }, RuleView>;
  delete_rule: Command<{ ruleId: string }, void>;
  // contacts.rs
  list_contacts: Command<{ query: string }, Contact[]>;
  add_contact: Command<{ contact: NewContact }, Contact>;
  update_contact: Command<{ contact: Contact }, Contact>;
  delete_contact: Command<{ id: string }, void>;
  preview_contacts_csv: Command<{ path: string }, CsvPreview>;
  preview_contacts_text: Command<{ text: string }, CsvPreview>;
  import_contacts: Command<{ rows: CsvRow[] }, ImportReport>;
  /** The number of contacts written. */
  export_contacts_csv: Command<{ path: string }, number>;
  // batches.rs
  selection_actions: Command<{ eblIds: string[] }, SelectionAction[]>;
  prepare_batch: Command<{ eblIds: string[]; kind: ActionKind; recipientInbox: string | null }, BatchView>;
  run_batch: Command<{ batchId: string }, BatchView>;
  batch_status: Command<{ batchId: string }, BatchView>;
  cancel_batch: Command<{ batchId: string }, void>;
  retry_batch: Command<{ batchId: string }, BatchView>;
  open_batches: Command<NoArgs, BatchView[]>;
  close_batch: Command<{ batchId: string }, void>;
  // journal.rs
  ebl_timeline: Command<{ id: string }, TimelineItem[]>;
  activity_page: Command<{ filter: ActivityFilter; offset: number; limit: number }, ActivityPage>;
  /** The number of entries written. */
  export_activity_csv: Command<{ filter: ActivityFilter; path: string }, number>;
  export_evidence_pack: Command<{ id: string; path: string }, EvidenceExport>;
  // registration.rs
  register_company: Command<{ input: RegistrationInput }, RegistrationResult>;
  cancel_registration: Command<NoArgs, void>;
  // envelopes.rs
  envelope_drafts: Command<NoArgs, Draft[]>;
  envelope_new_draft: Command<NoArgs, Draft>;
  envelope_save_draft: Command<{ draft: Draft }, Draft>;
  envelope_delete_draft: Command<{ id: string }, boolean>;
  envelope_add_paths: Command<{ paths: string[]; existing: string[] }, AddedFiles>;
  envelope_validate: Command<{ draft: Draft }, DraftIssue[]>;
  envelope_document_types: Command<NoArgs, string[]>;
  envelope_settings: Command<NoArgs, EnvelopeSettings>;
  set_envelope_settings: Command<{ settings: EnvelopeSettings }, EnvelopeSettings>;
  envelope_thumbnail: Command<{ path: string; widthPx: number }, RawBytes>;
  envelope_upload: Command<{ id: string; onProgress: Channel<UploadProgress> }, Draft>;
  envelope_cancel_upload: Command<{ id: string }, boolean>;
  envelope_sign_and_send: Command<{ id: string }, SentEnvelopeView>;
  envelope_sent: Command<NoArgs, SentEnvelopeView[]>;
  // files.rs: the native dialogs (null or an empty list when the user cancels) and the e2e stand-ins
  choose_file_to_open: Command<{ title: string; filters: FileFilter[] }, string | null>;
  choose_file_to_save: Command<{ title: string; fileName: string; filters: FileFilter[] }, string | null>;
  choose_documents: Command<NoArgs, string[]>;
  e2e_drop_paths: Command<{ paths: string[] }, void>;
  e2e_answer_dialog: Command<{ paths: string[] }, void>;
}

/** What `command` takes (camelCase). */
export type CommandArgs<C extends CommandName> = CommandMap[C]["args"];

/** What `command` resolves with. */
export type CommandResult<C extends CommandName> = CommandMap[C]["result"];

/** `call`'s arguments after the name: optional for a command that takes none. */
export type ArgsParam<C extends CommandName> =
  CommandArgs<C> extends NoArgs ? [args?: CommandArgs<C>] : [args: CommandArgs<C>];

// The map has an entry for every command and no other: tsc names the command here otherwise
// ("Type '"new_command"' does not satisfy the constraint 'never'").
type NoneLeft<T extends never> = T;
export type EveryCommandHasAnEntry = NoneLeft<Exclude<CommandName, keyof CommandMap>>;
export type EveryEntryIsACommand = NoneLeft<Exclude<keyof CommandMap, CommandName>>;
