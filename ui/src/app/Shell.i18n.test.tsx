import { emit } from "@tauri-apps/api/event";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { CommandError } from "../api/errors";
import { ConfirmDelete } from "../components/ConfirmDelete";
import { ErrorNotice } from "../components/ErrorNotice";
import { RecipientPicker } from "../components/RecipientPicker";
import { SessionBar } from "../features/session/SessionBar";
import { SignInPanel } from "../features/session/SignInPanel";
import { setLanguage, type Lang } from "../i18n";
import { SIGNED_IN, SIGNED_OUT } from "../test/fixtures";
import { expectAllFromCatalogue, expectNoAxeViolations } from "../test/i18nCheck";
import { SANDBOX_INFO } from "../test/render";
import { renderWithIpc } from "../test/renderWithIpc";
import { CloseDialog } from "./CloseDialog";
import { Shell } from "./Shell";
import { pollStatusText } from "./pollStatus";
import { StatusBar } from "./StatusBar";

const LANGS: Exclude<Lang, "en">[] = ["en-XA", "ar"];
const OTHER_INBOX = "3f2b9c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e";

describe.each(LANGS)("the shell in %s", (lang) => {
  it("words the status bar, polling included, from the catalogue", async () => {
    setLanguage(lang);
    const { container } = renderWithIpc(<StatusBar />, { app_info: () => SANDBOX_INFO });
    await screen.findByText("Sandbox");
    await act(() => emit("poll-status", { intervalSeconds: 3_900, slowed: true, lastDurationMs: 12_300 }));
    expect(container.querySelector(".status-bar__polling")).not.toBeNull();
    expectAllFromCatalogue(container, lang);
    await expectNoAxeViolations(container);
  });

  it("words the close dialog, with and without a tray", async () => {
    setLanguage(lang);
    for (const tray of [true, false]) {
      const { container, unmount } = renderWithIpc(<CloseDialog tray={tray} onDismiss={() => {}} />, () => null);
      expectAllFromCatalogue(container, lang);
      await expectNoAxeViolations(container);
      unmount();
    }
  });

  it("words the session bar (read-only) and the sign-in panel", async () => {
    setLanguage(lang);
    const bar = renderWithIpc(<SessionBar session={{ ...SIGNED_IN, canWrite: false, scopes: ["read"] }} />, () => null);
    expectAllFromCatalogue(bar.container, lang);
    await expectNoAxeViolations(bar.container);
    bar.unmount();
    const panel = renderWithIpc(<SignInPanel session={SIGNED_OUT} ready />, () => null);
    expectAllFromCatalogue(panel.container, lang);
    await expectNoAxeViolations(panel.container);
  });

  it("words the recipient picker, its warnings and the shared notices", async () => {
    setLanguage(lang);
    const picker = renderWithIpc(
      <RecipientPicker
        kind="TRANSFER_POSSESSION"
        reference="GCL-0001"
        initialInbox={OTHER_INBOX}
        ownInboxes={[]}
        onChoose={() => {}}
        onCancel={() => {}}
      />,
      { list_recipients: () => [] },
    );
    await screen.findByRole("note");
    expectAllFromCatalogue(picker.container, lang);
    await expectNoAxeViolations(picker.container);
    picker.unmount();

    const { container } = render(
      <ConfirmDelete
        title="x"
        error={new CommandError("ipc.failed", "raw")}
        errorTitle="y"
        confirmLabel="z"
        onConfirm={() => {}}
        onKeep={() => {}}
      >
        <ErrorNotice error={new CommandError("ipc.failed", "raw")} />
      </ConfirmDelete>,
    );
    container.querySelectorAll(".modal__title, .error-notice__title, .error-notice__detail, .button--primary").forEach((e) => e.remove());
    expectAllFromCatalogue(container, lang);
  });
});

describe.each(LANGS)("the shell's frame in %s", (lang) => {
  it("words the brand, the navigation with its count, the store notice and the status bar", async () => {
    setLanguage(lang);
    const notice = "—";
    const item = { key: "k", profileId: "sandbox", eblId: "e2", eblReference: "GCL-0002", rule: "surrender_rejected", raisedAt: 0, snoozedUntil: null, reason: "—" };
    const { container } = renderWithIpc(<Shell initialScreen="rules" />, (cmd) => {
      switch (cmd) {
        case "app_info":
          return { ...SANDBOX_INFO, store_notice: notice };
        case "session_info":
          return SIGNED_OUT;
        case "attention_list":
          return { items: [item, { ...item, key: "k2" }], snoozed: [] };
        default:
          return null;
      }
    });
    await screen.findByText("Sandbox");
    await screen.findByText("2");
    for (const part of [".sidebar", ".store-notice", ".status-bar"]) {
      const element = container.querySelector(part);
      expect(element, part).not.toBeNull();
      expectAllFromCatalogue(element!, lang);
    }
    await expectNoAxeViolations(container.querySelector(".sidebar")!);
  });
});

describe("the shell in Arabic", () => {
  it("runs right to left and keeps data left to right", async () => {
    setLanguage("ar");
    renderWithIpc(<SessionBar session={SIGNED_IN} />, () => null);
    expect(document.documentElement.dir).toBe("rtl");
    const company = screen.getByText("Nile Imports");
    expect(company.closest("bdi")).toHaveAttribute("dir", "ltr");
    expect(pollStatusText({ intervalSeconds: 300, slowed: true, lastDurationMs: 1 })).toContain("٥");
  });
});
