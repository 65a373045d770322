/**
 * Typed wrappers for the Contacts commands and the hooks of the Contacts screen. Contacts also
 * name recipients in the pickers, so every change refreshes the recipients too.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { Contact } from "../bindings/Contact";
import type { CsvRow } from "../bindings/CsvRow";
import type { NewContact } from "../bindings/NewContact";
import type { CommandError } from "./errors";
import { call } from "./invoke";
import { deskKeys } from "./queryKeys";

export const contactKeys = {
  all: ["contacts"] as const,
  search: (query: string) => ["contacts", "search", query] as const,
};

export const listContacts = (query: string) => call("list_contacts", { query });
export const addContact = (contact: NewContact) => call("add_contact", { contact });
export const updateContact = (contact: Contact) => call("update_contact", { contact });
export const deleteContact = (id: string) => call("delete_contact", { id });
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
