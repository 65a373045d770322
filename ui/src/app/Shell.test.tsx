import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { renderApp, SANDBOX_INFO } from "../test/render";

const ENTRIES = ["eBLs", "Envelopes", "Approvals", "Activity", "Rules", "Contacts", "Keys", "Settings"];

/** The app's info for every command, but the PDF viewer's sandbox status, which has its own shape. */
function shellBackend(cmd: string): unknown {
  if (cmd === "pdf_jail_status") {
    return {
      protected: true,
      plainWords: "The PDF viewer runs in a sandbox.",
      protections: [{ name: "System-call filter (seccomp)", inForce: true, words: "only the calls a renderer needs" }],
      detail: "seccomp allow-list: on",
    };
  }
  return SANDBOX_INFO;
}

function nav() {
  return screen.getByRole("navigation", { name: "Main" });
}

describe("app shell", () => {
  it("says above every screen that a damaged data file was moved aside, and where", async () => {
    const user = userEvent.setup();
    const notice =
      "The app's data file was damaged. It was moved aside to /home/u/.local/share/org.ebldesk.desktop/ebl-desk.sqlite.corrupt-1790000000 and a new one was started.";
    renderApp((cmd) => (cmd === "app_info" ? { ...SANDBOX_INFO, store_notice: notice } : undefined));
    const alert = await screen.findByRole("alert", { name: "Local data" });
    expect(alert).toHaveTextContent("ebl-desk.sqlite.corrupt-1790000000");
    await user.click(within(nav()).getByRole("button", { name: "Settings" }));
    expect(screen.getByRole("alert", { name: "Local data" })).toBeInTheDocument();
    await user.click(within(alert).getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert", { name: "Local data" })).not.toBeInTheDocument();
  });

  it("shows no notice when the data file was sound", async () => {
    renderApp(shellBackend);
    await screen.findByRole("heading", { level: 1, name: "eBLs" });
    expect(screen.queryByRole("alert", { name: "Local data" })).not.toBeInTheDocument();
  });

  it("offers every area in the main navigation and opens on eBLs", async () => {
    renderApp(shellBackend);
    const buttons = within(nav()).getAllByRole("button");
    expect(buttons.map((b) => b.textContent)).toEqual(ENTRIES);
    expect(within(nav()).getByRole("button", { name: "eBLs" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("heading", { level: 1, name: "eBLs" })).toBeInTheDocument();
    expect(screen.getByRole("main", { name: "eBLs" })).toBeInTheDocument();
  });

  it("switches screens when an entry is clicked", async () => {
    const user = userEvent.setup();
    renderApp(shellBackend);
    for (const label of ENTRIES.slice(1)) {
      await user.click(within(nav()).getByRole("button", { name: label }));
      expect(await screen.findByRole("heading", { level: 1, name: label })).toBeInTheDocument();
      expect(screen.getByRole("main", { name: label })).toBeInTheDocument();
      expect(within(nav()).getByRole("button", { name: label })).toHaveAttribute("aria-current", "page");
      expect(within(nav()).getByRole("button", { name: "eBLs" })).not.toHaveAttribute("aria-current");
    }
  });

  it("can be driven from the keyboard alone", async () => {
    const user = userEvent.setup();
    renderApp(shellBackend);
    await user.tab();
    expect(within(nav()).getByRole("button", { name: "eBLs" })).toHaveFocus();
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(within(nav()).getByRole("button", { name: "Rules" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("heading", { level: 1, name: "Rules" })).toBeInTheDocument();
    await user.keyboard("{End}");
    expect(within(nav()).getByRole("button", { name: "Settings" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(within(nav()).getByRole("button", { name: "eBLs" })).toHaveFocus();
  });

  it("shows the active profile the app reports in the status bar", async () => {
    const calls: string[] = [];
    renderApp((cmd) => {
      calls.push(cmd);
      return { ...SANDBOX_INFO, profile: { name: "Harbor Bank production", kind: "service" } };
    });
    const bar = screen.getByRole("contentinfo", { name: "Status bar" });
    expect(await within(bar).findByText("Harbor Bank production")).toBeInTheDocument();
    expect(bar).toHaveTextContent("Trade Document Exchange Service");
    expect(bar).toHaveTextContent("eBL Desk 0.1.0");
    expect(calls).toContain("app_info");
  });

  it("shows the profile details on the Settings screen", async () => {
    const user = userEvent.setup();
    renderApp(shellBackend);
    await user.click(within(nav()).getByRole("button", { name: "Settings" }));
    const card = await screen.findByRole("region", { name: "Active profile" });
    expect(card).toHaveTextContent("Sandbox");
    expect(card).toHaveTextContent("Built-in sandbox");
  });
});
