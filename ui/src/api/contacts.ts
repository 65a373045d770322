/**
 * Typed wrappers for the Contacts commands and the hooks of the Contacts screen. Contacts also
 * name recipients in the pickers, so every change refreshes the recipients too.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { Contact } from "../bindings/Contact";
import type { CsvRow } from "../bindings/CsvRow";
import type { NewContact } from "../bindings/NewContact";
import type { VerificationMethod } from "../bindings/VerificationMethod";
import type { VerifyInput } from "../bindings/VerifyInput";
import type { CommandError } from "./errors";
import { call } from "./invoke";
import { deskKeys } from "./queryKeys";
import { t } from "../i18n";

export const contactKeys = {
  all: ["contacts"] as const,
  search: (query: string) => ["contacts", "search", query] as const,
};

export const listContacts = (query: string) => call("list_contacts", { query });
export const addContact = (contact: NewContact) => call("add_contact", { contact });
export const updateContact = (contact: Contact) => call("update_contact", { contact });
export const deleteContact = (id: string) => call("delete_contact", { id });
/** Marks a contact verified: how, with a note; the Rust side records who and when. */
export const verifyContact = (id: string, verification: VerifyInput) => call("verify_contact", { id, verification });
export const unverifyContact = (id: string) => call("unverify_contact", { id });
export const previewContactsCsv = (path: string) => call("preview_contacts_csv", { path });
export const previewContactsText = (text: string) => call("preview_contacts_text", { text });
export const importContacts = (rows: CsvRow[]) => call("import_contacts", { rows });
/** Resolves with the number of contacts written. */
export const exportContactsCsv = (path: string) => call("export_contacts_csv", { path });

export function useContacts(query: string) {
  return useQuery<Contact[], CommandError>({
    queryKey: contactKeys.search(query),
    queryFn: () => listContacts(query),
    placeholderData: (previous) => previous,
  });
}

export function useContactMutation<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation<TResult, CommandError, TArgs>({
    mutationFn: fn,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contactKeys.all }),
        queryClient.invalidateQueries({ queryKey: deskKeys.recipients }),
      ]);
    },
  });
}

/** An inbox id is a UUID (any case, hyphenated). */
export function isUuid(text: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text.trim());
}

/** The ways a contact can be verified, in the order the form offers them. */
export const VERIFICATION_METHODS: readonly VerificationMethod[] = ["PHONE_CALL", "IN_PERSON", "EMAIL_FROM_KNOWN_ADDRESS", "OTHER"];

/** How a contact was verified, in words (a choice of the form). */
export function verificationLabel(method: VerificationMethod): string {
  switch (method) {
    case "PHONE_CALL":
      return t("contacts-method-phone-call");
    case "IN_PERSON":
      return t("contacts-method-in-person");
    case "EMAIL_FROM_KNOWN_ADDRESS":
      return t("contacts-method-email");
    case "OTHER":
      return t("contacts-method-other");
  }
}

/** How a contact was verified, inside a sentence ("phone call"). */
function verificationInline(method: Exclude<VerificationMethod, "OTHER">): string {
  switch (method) {
    case "PHONE_CALL":
      return t("contacts-how-phone-call");
    case "IN_PERSON":
      return t("contacts-how-in-person");
    case "EMAIL_FROM_KNOWN_ADDRESS":
      return t("contacts-how-email");
  }
}

/** A contact's verification in one line: "Verified by … on … (phone call: …)". */
export function verificationText(c: Contact): string {
  const v = c.verification;
  if (!v) return t("contacts-not-verified");
  const when = new Date(v.at).toISOString().slice(0, 16).replace("T", " ");
  if (v.how === "OTHER") return t("contacts-verified-other", { by: v.by, when, note: v.note });
  return v.note
    ? t("contacts-verified-how-note", { by: v.by, when, how: verificationInline(v.how), note: v.note })
    : t("contacts-verified-how", { by: v.by, when, how: verificationInline(v.how) });
}
