import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import type { Contact } from "../../bindings/Contact";
import type { CsvPreview } from "../../bindings/CsvPreview";
import { setLanguage, type Lang } from "../../i18n";
import { expectAllFromCatalogue, expectNoAxeViolations } from "../../test/i18nCheck";
import { answering, renderWithIpc } from "../../test/renderWithIpc";
import { ContactsScreen } from "./ContactsScreen";

const A = "6f1c2e0a-3b7d-4c1e-9a55-0d2f6b8e4a11";
const B = "7a2d3f1b-4c8e-4d2f-8b66-1e3a7c9f5b22";

const RED_SEA: Contact = {
  id: "1",
  companyName: "Red Sea Freight",
  inboxId: A,
  country: "EG",
  notes: "agent in Suez",
  addedBy: "clerk@nile.example",
  addedAt: null,
  verification: { how: "PHONE_CALL", note: "+20 2 1234 5678", by: "clerk@nile.example", at: Date.UTC(2026, 3, 10, 14, 5) },
};
const LOTUS: Contact = { ...RED_SEA, id: "2", companyName: "Lotus, Ltd", inboxId: B, country: "AE", notes: "", addedBy: null, verification: null };

/** The Contacts test's preview, with the Rust side's problem left out (its words are Rust's). */
const PREVIEW: CsvPreview = {
  problem: null,
  rows: [
    { line: 2, contact: { companyName: "Lotus, Ltd", inboxId: B, country: "AE", notes: "" }, errors: [] },
    { line: 3, contact: { companyName: "Broken", inboxId: "nope", country: null, notes: "" }, errors: ["—"] },
  ],
};

function book() {
  return answering({
    list_contacts: () => [RED_SEA, LOTUS],
    preview_contacts_text: () => PREVIEW,
  });
}

describe.each<Exclude<Lang, "en">>(["en-XA", "ar"])("Contacts in %s", (lang) => {
  it("words the list, the forms and the CSV import from the catalogue", async () => {
    setLanguage(lang);
    const user = userEvent.setup();
    const { container } = renderWithIpc(<ContactsScreen />, book());
    await screen.findByText("Red Sea Freight");
    expectAllFromCatalogue(container, lang);
    await expectNoAxeViolations(container);

    const toolbar = container.querySelector(".contacts__toolbar")!;
    const [newContact, importCsv] = within(toolbar as HTMLElement).getAllByRole("button");
    await user.click(newContact!);
    const form = container.querySelector("form")!;
    await user.click(form.querySelector("button[type='submit']")!);
    expect(form.querySelectorAll(".field-error").length).toBeGreaterThan(0);
    expectAllFromCatalogue(container, lang);
    await expectNoAxeViolations(container);

    const lotusRow = within(container.querySelector("tbody")!).getByText("Lotus, Ltd").closest("tr")!;
    await user.click(within(lotusRow).getAllByRole("button")[1]!);
    await user.selectOptions(within(container.querySelector("form")!).getByRole("combobox"), "OTHER");
    await user.click(container.querySelector("form button[type='submit']")!);
    expect(container.querySelector("form .field-error")).not.toBeNull();
    expectAllFromCatalogue(container, lang);

    await user.click(importCsv!);
    await user.type(container.querySelector("#contacts-csv-text")!, "x");
    await user.click(within(container.querySelector(".contacts__import")! as HTMLElement).getAllByRole("button")[1]!);
    await within(container.querySelector(".contacts__import")! as HTMLElement).findByRole("table");
    expectAllFromCatalogue(container, lang);
    await expectNoAxeViolations(container);
  }, 30_000);
});

describe("Contacts in Arabic", () => {
  it("runs right to left, keeps names and inbox ids left to right", async () => {
    setLanguage("ar");
    renderWithIpc(<ContactsScreen />, book());
    const name = await screen.findByText("Red Sea Freight");
    expect(document.documentElement.dir).toBe("rtl");
    expect(name.closest("bdi")).toHaveAttribute("dir", "ltr");
    expect(screen.getByText(A)).toHaveAttribute("dir", "ltr");
    expect(screen.getByRole("table", { name: "جهات الاتصال" })).toBeInTheDocument();
  });
});
