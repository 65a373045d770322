import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import type { RuleView } from "../../bindings/RuleView";
import type { SessionInfo } from "../../bindings/SessionInfo";
import { setLanguage, type Lang } from "../../i18n";
import { SIGNED_OUT } from "../../test/fixtures";
import { expectAllFromCatalogue, expectNoAxeViolations } from "../../test/i18nCheck";
import { answering, renderWithIpc } from "../../test/renderWithIpc";
import { RulesScreen } from "./RulesScreen";

const SESSION: SessionInfo = { ...SIGNED_OUT, signedIn: true, scopes: ["read", "write"], canWrite: true, companyName: "Nile Traders" };

/** The Rules test's rule, named by the service in English (the window words it in the user's language). */
const HOOK: RuleView = {
  id: "r0000000-0000-4000-8000-000000000001",
  name: "Hook for eBLs",
  event: "ebl_update",
  eventName: "eBL update",
  enabled: true,
  actionsDescription: "Post webhook to https://hooks.example/a",
  actions: [{ type: "post_webhook", typeName: "Post webhook", data: ["https://hooks.example/a"], headers: [{ name: "X-Key", value: "k" }] }],
};

describe.each<Exclude<Lang, "en">>(["en-XA", "ar"])("Rules in %s", (lang) => {
  it("words the list, the form and its problems from the catalogue", async () => {
    setLanguage(lang);
    const user = userEvent.setup();
    const { container } = renderWithIpc(<RulesScreen />, answering({ session_info: () => SESSION, list_rules: () => [HOOK] }));
    await screen.findByText("Hook for eBLs");
    expectAllFromCatalogue(container, lang);
    await expectNoAxeViolations(container);

    const row = screen.getByText("Hook for eBLs").closest("tr")!;
    await user.click(within(row).getAllByRole("button")[0]!);
    const form = container.querySelector("form")!;
    await user.clear(within(form).getAllByRole("textbox")[0]!);
    await user.click(form.querySelector(".rule-form__headers .button:not([aria-label])")!);
    await user.click(form.querySelector("button[type='submit']")!);
    expect(form.querySelectorAll(".field-error").length).toBeGreaterThan(0);
    expectAllFromCatalogue(container, lang);
    await expectNoAxeViolations(container);
  }, 30_000);

  it("words the signed-out and empty states", async () => {
    setLanguage(lang);
    const out = renderWithIpc(<RulesScreen />, answering({ session_info: () => SIGNED_OUT }));
    await screen.findByRole("region");
    expectAllFromCatalogue(out.container, lang);
    out.unmount();
    const empty = renderWithIpc(<RulesScreen />, answering({ session_info: () => SESSION, list_rules: () => [] }));
    await screen.findByRole("region");
    expectAllFromCatalogue(empty.container, lang);
  });
});

describe("Rules in Arabic", () => {
  it("runs right to left and keeps the rule's name and webhook left to right", async () => {
    setLanguage("ar");
    renderWithIpc(<RulesScreen />, answering({ session_info: () => SESSION, list_rules: () => [HOOK] }));
    const name = await screen.findByText("Hook for eBLs");
    expect(document.documentElement.dir).toBe("rtl");
    expect(name.closest("bdi")).toHaveAttribute("dir", "ltr");
    expect(screen.getByText("https://hooks.example/a").closest("bdi")).toHaveAttribute("dir", "ltr");
    expect(name.closest("tr")).toHaveTextContent("تغيّر سند شحن إلكتروني");
  });
});
