import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";

import type { Draft } from "../../bindings/Draft";
import { axeViolations } from "../../test/axe";
import { BANK_INBOX, OUR_INBOX, RECIPIENTS } from "../../test/fixtures";
import { renderWithIpc } from "../../test/renderWithIpc";
import { EnvelopeFields } from "./EnvelopeFields";

const SECOND_INBOX = "7e6d5c4b-3a29-4817-9605-f4e3d2c1b0a9";

const EMPTY: Draft = {
  id: "d1",
  kind: "standard",
  recipientInbox: "",
  recipientName: "",
  payToCollect: false,
  acidNumber: "",
  companyId: "",
  inboxId: "",
  documents: [],
  uploaded: null,
  updatedAt: 0,
};

/** The fields over a draft kept in state, as the editor keeps it; `seen` gets every change. */
function Fields({ initial, seen }: { initial: Draft; seen: (d: Draft) => void }) {
  const [draft, setDraft] = useState(initial);
  return (
    <EnvelopeFields
      draft={draft}
      update={(change) =>
        setDraft((d) => {
          const next = change(d);
          seen(next);
          return next;
        })
      }
      issuesOf={() => []}
      touch={() => undefined}
      ownInboxes={[OUR_INBOX, SECOND_INBOX]}
      ownCompany={{ id: "c-nile", name: "Nile Imports" }}
    />
  );
}

function renderFields(initial: Draft = EMPTY) {
  const drafts: Draft[] = [];
  const result = renderWithIpc(<Fields initial={initial} seen={(d) => drafts.push(d)} />, {
    list_recipients: () => RECIPIENTS,
  });
  return { ...result, last: () => drafts.at(-1) };
}

describe("Envelope addressing", () => {
  it("chooses the recipient by name from the companies the profile knows, not by typing its id", async () => {
    const user = userEvent.setup();
    const { last } = renderFields();
    const known = screen.getByRole("combobox", { name: "Known recipient" });
    await screen.findByRole("option", { name: /Harbor Bank \(NL\)/ });
    // Our own inbox is not a recipient.
    expect(within(known).queryByRole("option", { name: /Nile Imports/ })).toBeNull();
    await user.selectOptions(known, screen.getByRole("option", { name: /Harbor Bank \(NL\)/ }));
    expect(last()?.recipientInbox).toBe(BANK_INBOX);
    expect(last()?.recipientName).toBe("Harbor Bank");
    expect(screen.getByRole("textbox", { name: "Recipient inbox id" })).toHaveValue(BANK_INBOX);
    expect(screen.getByText("Recipient: Harbor Bank (NL)")).toBeInTheDocument();
  });

  it("takes a pasted inbox it knows as that company, and an unknown one only as another inbox, flagged", async () => {
    const user = userEvent.setup();
    renderFields();
    await screen.findByRole("option", { name: /Harbor Bank \(NL\)/ });
    const typed = screen.getByRole("textbox", { name: "Recipient inbox id" });
    await user.click(typed);
    await user.paste(BANK_INBOX);
    expect(screen.getByRole("combobox", { name: "Known recipient" })).toHaveDisplayValue(/Harbor Bank/);
    await user.clear(typed);
    await user.paste("11111111-2222-4333-8444-555555555555");
    expect(screen.getByRole("combobox", { name: "Known recipient" })).toHaveDisplayValue(/Another inbox/);
    expect(screen.getByRole("note")).toHaveTextContent("Unknown recipient");
  });

  it("offers the profile's own company and inboxes for acting for, with no free id text", async () => {
    const user = userEvent.setup();
    const { last } = renderFields();
    await user.click(screen.getByText("Acting for another company or inbox"));
    const company = screen.getByRole("combobox", { name: "Company id" });
    const inbox = screen.getByRole("combobox", { name: "Sender inbox id" });
    await user.selectOptions(company, screen.getByRole("option", { name: /Nile Imports — c-nile/ }));
    expect(last()?.companyId).toBe("c-nile");
    await user.selectOptions(inbox, screen.getByRole("option", { name: `Your inbox 2 — ${SECOND_INBOX}` }));
    expect(last()?.inboxId).toBe(SECOND_INBOX);
    expect(screen.queryByRole("textbox", { name: "Company id" })).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Sender inbox id" })).toBeNull();
  });

  it("keeps a saved id it does not know visible as such", async () => {
    const user = userEvent.setup();
    renderFields({ ...EMPTY, companyId: "99999999-2222-4333-8444-555555555555" });
    await user.click(screen.getByText(/Acting for another company or inbox/));
    expect(screen.getByRole("combobox", { name: "Company id" })).toHaveDisplayValue(
      "Other company 99999999-2222-4333-8444-555555555555",
    );
  });

  it("has no accessibility violation", async () => {
    const user = userEvent.setup();
    const { container } = renderFields();
    await screen.findByRole("option", { name: /Harbor Bank \(NL\)/ });
    await user.click(screen.getByText("Acting for another company or inbox"));
    expect(await axeViolations(container)).toEqual([]);
  });
});
