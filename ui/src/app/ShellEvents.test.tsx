import { emit } from "@tauri-apps/api/event";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";

import type { SessionInfo } from "../bindings/SessionInfo";
import { ALL_ACTIONS_FOR_HOLDER, WATCH_DEFAULTS, detail, ROWS, SIGNED_IN } from "../test/fixtures";
import { answering, giveElementsASize, renderWithIpc } from "../test/renderWithIpc";
import { resetPreviewPrefetch } from "../features/ebls/previewPrefetch";
import { SANDBOX_INFO } from "../test/render";
import { Shell } from "./Shell";

function renderShell(initialScreen: "ebls" | "rules" = "ebls") {
  let session: SessionInfo = SIGNED_IN;
  const known = answering({
    app_info: () => SANDBOX_INFO,
    session_info: () => session,
    list_ebls: () => ({ rows: ROWS, fetchedAt: null, offline: false }),
    get_ebl: ({ id }) => detail(ROWS.find((r) => r.id === id)!, ALL_ACTIONS_FOR_HOLDER),
    ebl_timeline: () => [],
    open_batches: () => [],
    ebl_deadlines: () => ({ vessel: null, voyage: null, own: null, voyageDeadline: null, surrenderBy: null }),
    watch_rules_get: () => WATCH_DEFAULTS,
    preview_open: () => Promise.reject({ code: "pdf.library_missing", message: "no" }),
    list_rules: () => [],
    window_close_choice: () => null,
    switch_profile: ({ id }) => {
      session = { ...SIGNED_IN, profileId: id, profileName: "Harbor Bank production", profileKind: "service" };
      return session;
    },
  });
  return renderWithIpc(<Shell initialScreen={initialScreen} />, known);
}

describe("the shell's events", () => {
  beforeEach(() => {
    resetPreviewPrefetch();
    giveElementsASize();
  });

  it("asks at the first close whether to keep running in the tray, remembering the answer unless told not to", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderShell();
    await screen.findByText("GCL-0001");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await act(() => emit("close-asked"));
    const dialog = await screen.findByRole("dialog", { name: "Keep eBL Desk running?" });
    expect(dialog).toHaveTextContent("keeps watching the eBLs of all your profiles");
    expect(within(dialog).getByRole("checkbox", { name: "Don't ask again" })).toBeChecked();
    expect(within(dialog).getByRole("button", { name: "Keep running in the tray" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Keep running in the tray" }));
    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();
    expect(callsOf("window_close_choice").map((c) => c.args)).toEqual([{ choice: "tray", remember: true }]);

    await act(() => emit("close-asked"));
    const again = await screen.findByRole("dialog", { name: "Keep eBL Desk running?" });
    await user.click(within(again).getByRole("checkbox", { name: "Don't ask again" }));
    await user.click(within(again).getByRole("button", { name: "Quit" }));
    await expect.poll(() => callsOf("window_close_choice").length).toBe(2);
    expect(callsOf("window_close_choice")[1]?.args).toEqual({ choice: "quit", remember: false });
  });

  it("offers to keep running in the background, and says how the window comes back, where the desktop shows no tray", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderShell();
    await screen.findByText("GCL-0001");

    await act(() => emit("close-asked", { tray: false }));
    const dialog = await screen.findByRole("dialog", { name: "Keep eBL Desk running?" });
    expect(dialog).toHaveTextContent(
      "There is no tray on this desktop: open eBL Desk again to bring this window back.",
    );
    expect(within(dialog).queryByRole("button", { name: "Keep running in the tray" })).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Keep running in the background" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Keep running in the background" }));
    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();
    expect(callsOf("window_close_choice").map((c) => c.args)).toEqual([{ choice: "tray", remember: true }]);

    // With a tray, the question is the usual one.
    await act(() => emit("close-asked", { tray: true }));
    const again = await screen.findByRole("dialog", { name: "Keep eBL Desk running?" });
    expect(again).not.toHaveTextContent("There is no tray");
    expect(within(again).getByRole("button", { name: "Keep running in the tray" })).toBeInTheDocument();
  });

  it("leaves the window open when the question is dismissed with Escape", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderShell();
    await screen.findByText("GCL-0001");
    await act(() => emit("close-asked"));
    await screen.findByRole("dialog", { name: "Keep eBL Desk running?" });
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(callsOf("window_close_choice")).toHaveLength(0);
  });

  it("shows the eBL a clicked notification names, switching to its profile first", async () => {
    const { callsOf } = renderShell("rules");
    await screen.findByRole("heading", { level: 1, name: "Rules" });

    await act(() => emit("open-ebl", { profileId: "harbor-prod", eblId: "e2" }));
    expect(await screen.findByRole("heading", { name: "GCL-0002" })).toBeInTheDocument();
    expect(screen.getByRole("main", { name: "eBLs" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("navigation", { name: "Main" })).getByRole("button", { name: "eBLs" }),
    ).toHaveAttribute("aria-current", "page");
    expect(callsOf("switch_profile").map((c) => c.args)).toEqual([{ id: "harbor-prod" }]);
    expect(callsOf("get_ebl").map((c) => c.args)).toContainEqual({ id: "e2" });
  });

  it("shows the eBL of the active profile without switching", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderShell();
    await screen.findByText("GCL-0001");
    await act(() => emit("open-ebl", { profileId: SIGNED_IN.profileId, eblId: "e3" }));
    expect(await screen.findByRole("heading", { name: "GCL-0003" })).toBeInTheDocument();
    expect(callsOf("switch_profile")).toHaveLength(0);
    // Going elsewhere and back shows the list, not the notification's eBL again.
    const nav = screen.getByRole("navigation", { name: "Main" });
    await user.click(within(nav).getByRole("button", { name: "Rules" }));
    await user.click(within(nav).getByRole("button", { name: "eBLs" }));
    expect(await screen.findByRole("grid", { name: "eBLs" })).toBeInTheDocument();
  });
});
