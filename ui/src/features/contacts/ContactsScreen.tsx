import { EmptyState } from "../../components/EmptyState";
import { ScreenHeader } from "../../components/ScreenHeader";

export function ContactsScreen() {
  return (
    <>
      <ScreenHeader title="Contacts" subtitle="Companies and inboxes you send eBLs and envelopes to." />
      <EmptyState title="No contacts saved">
        <p>
          A contact keeps a company's name with its inbox ids, so you pick a recipient by name instead of
          typing an id.
        </p>
      </EmptyState>
    </>
  );
}
