import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import type { RuleView } from "../../bindings/RuleView";
import type { SessionInfo } from "../../bindings/SessionInfo";
import { answering, type IpcAnswers, ipcError, renderWithIpc } from "../../test/renderWithIpc";
import { RulesScreen } from "./RulesScreen";

const SESSION: SessionInfo = {
  profileId: "sandbox",
  profileName: "Sandbox",
  profileKind: "sandbox",
  baseUrl: "http://127.0.0.1:1",
  signedIn: true,
  scopes: ["read", "write"],
  canWrite: true,
  companyId: "c0000000-0000-4000-8000-000000000001",
  companyName: "Nile Traders",
  inboxIds: [],
  keyAddress: null,
};

const HOOK: RuleView = {
  id: "r0000000-0000-4000-8000-000000000001",
  name: "Hook for eBLs",
  event: "ebl_update",
  eventName: "eBL update",
  enabled: true,
  actionsDescription: "Post webhook to https://hooks.example/a",
  actions: [
    {
      type: "post_webhook",
      typeName: "Post webhook",
      data: ["https://hooks.example/a"],
      headers: [{ name: "X-Key", value: "k" }],
    },
  ],
};

/** The company's rules as the Rust side keeps them, with overridable commands. */
function service(initial: RuleView[], overrides: IpcAnswers = {}) {
  let rules = [...initial];
  return answering({
    session_info: () => SESSION,
    list_rules: () => rules,
    set_rule_enabled: ({ ruleId, enabled }) => {
      rules = rules.map((r) => (r.id === ruleId ? { ...r, enabled } : r));
      const rule = rules.find((r) => r.id === ruleId);
      return rule ?? ipcError("store.not_found");
    },
    delete_rule: ({ ruleId }) => {
      rules = rules.filter((r) => r.id !== ruleId);
      return null;
    },
    save_rule: ({ input }) => {
      const saved: RuleView = { ...HOOK, id: "r-new", name: input.name, event: input.event, enabled: input.enabled };
      rules = [...rules, saved];
      return { rule: saved, errors: [] };
    },
    ...overrides,
  });
}

describe("Rules screen", () => {
  it("lists a rule with its event, actions and switch, and turns it off", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<RulesScreen />, service([HOOK]));
    const table = await screen.findByRole("table", { name: "Rules" });
    const row = within(table).getByRole("row", { name: /Hook for eBLs/ });
    expect(row).toHaveTextContent("eBL update");
    expect(row).toHaveTextContent("Post webhook to https://hooks.example/a");
    const toggle = within(row).getByRole("switch", { name: "Enabled: Hook for eBLs" });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(callsOf("set_rule_enabled")[0]?.args).toEqual({ ruleId: HOOK.id, enabled: false });
    expect(await screen.findByRole("switch", { name: "Enabled: Hook for eBLs" })).not.toBeChecked();
  });

  it("creates an eBL webhook rule with a header; an eBL rule offers only webhooks", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<RulesScreen />, service([]));
    await user.click(await screen.findByRole("button", { name: "New rule" }));
    await user.type(screen.getByLabelText("Rule name"), "Tell our system");
    expect(screen.getByLabelText("When")).toHaveValue("ebl_update");
    const type = screen.getByLabelText("What action 1 does");
    expect(within(type).getAllByRole("option").map((o) => o.textContent)).toEqual(["Post a webhook"]);
    await user.type(screen.getByLabelText("Webhook URLs, one per line (action 1)"), "https://hooks.example/desk");
    await user.click(screen.getByRole("button", { name: "Add a header (action 1)" }));
    await user.type(screen.getByLabelText("Header 1 name (action 1)"), "X-Desk-Key");
    await user.type(screen.getByLabelText("Header 1 value (action 1)"), "s3cret");
    await user.click(screen.getByRole("button", { name: "Save rule" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Rule “Tell our system” saved.");
    expect(callsOf("save_rule")).toEqual([
      {
        cmd: "save_rule",
        args: {
          ruleId: null,
          input: {
            name: "Tell our system",
            event: "ebl_update",
            enabled: true,
            actions: [
              { type: "post_webhook", data: ["https://hooks.example/desk"], headers: [{ name: "X-Desk-Key", value: "s3cret" }] },
            ],
          },
        },
      },
    ]);
  });

  it("checks addresses before sending, and offers e-mail actions for envelope events", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<RulesScreen />, service([]));
    await user.click(await screen.findByRole("button", { name: "New rule" }));
    await user.selectOptions(screen.getByLabelText("When"), "envelope_received");
    await user.selectOptions(screen.getByLabelText("What action 1 does"), "send_email_to");
    const addresses = screen.getByLabelText("E-mail addresses, one per line (action 1)");
    await user.type(addresses, "ops@nile.example{enter}not-an-address");
    await user.click(screen.getByRole("button", { name: "Save rule" }));
    expect(addresses).toHaveAttribute("aria-invalid", "true");
    expect(addresses).toHaveAccessibleDescription(/"not-an-address" is not an e-mail address/);
    expect(screen.getByLabelText("Rule name")).toHaveAccessibleDescription("Give the rule a name.");
    expect(callsOf("save_rule")).toHaveLength(0);
  });

  it("shows the service's field errors next to the field they concern", async () => {
    const user = userEvent.setup();
    renderWithIpc(
      <RulesScreen />,
      service([], {
        save_rule: () => ({
          rule: null,
          errors: [{ field: "actions.0.headers", messages: ['"Host" is not an allowed header name.'] }],
        }),
      }),
    );
    await user.click(await screen.findByRole("button", { name: "New rule" }));
    await user.type(screen.getByLabelText("Rule name"), "Hook");
    await user.type(screen.getByLabelText("Webhook URLs, one per line (action 1)"), "https://hooks.example/x");
    await user.click(screen.getByRole("button", { name: "Add a header (action 1)" }));
    await user.type(screen.getByLabelText("Header 1 name (action 1)"), "Host");
    await user.type(screen.getByLabelText("Header 1 value (action 1)"), "x");
    await user.click(screen.getByRole("button", { name: "Save rule" }));
    const group = screen.getByRole("group", { name: "Action 1" });
    expect(await within(group).findByText('"Host" is not an allowed header name.')).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "New rule" })).toBeInTheDocument();
  });

  it("edits a rule with its current values and deletes one only after confirmation", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<RulesScreen />, service([HOOK]));
    await user.click(await screen.findByRole("button", { name: "Edit Hook for eBLs" }));
    expect(screen.getByLabelText("Rule name")).toHaveValue("Hook for eBLs");
    expect(screen.getByLabelText("Webhook URLs, one per line (action 1)")).toHaveValue("https://hooks.example/a");
    expect(screen.getByLabelText("Header 1 name (action 1)")).toHaveValue("X-Key");
    await user.click(screen.getByRole("button", { name: "Cancel" }));

    await user.click(screen.getByRole("button", { name: "Delete Hook for eBLs" }));
    const dialog = screen.getByRole("dialog", { name: "Delete the rule “Hook for eBLs”?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(callsOf("delete_rule")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Delete Hook for eBLs" }));
    await user.click(screen.getByRole("button", { name: "Delete rule" }));
    expect(await screen.findByText("No rules yet")).toBeInTheDocument();
    expect(callsOf("delete_rule")[0]?.args).toEqual({ ruleId: HOOK.id });
  });

  it("asks to sign in when signed out", async () => {
    renderWithIpc(<RulesScreen />, service([], { session_info: () => ({ ...SESSION, signedIn: false }) }));
    expect(await screen.findByText("Sign in to see your company's rules")).toBeInTheDocument();
  });
});
