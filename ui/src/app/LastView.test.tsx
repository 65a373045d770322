import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";

import type { LastView } from "../bindings/LastView";
import { renderApp, SANDBOX_INFO } from "../test/render";
import { resetLastViewForTests, toEblFilters, toListFilter } from "./lastView";

const KEPT: LastView = {
  screen: "rules",
  filter: { search: "GCL", state: "ISSUED", role: "CONSIGNEE", heldByUs: true, copies: "originals", attention: false },
};

describe("the window's last screen and filter", () => {
  beforeEach(() => resetLastViewForTests());

  it("opens on the screen shown at the last run, and remembers the one the user goes to", async () => {
    const user = userEvent.setup();
    const sent: LastView[] = [];
    renderApp((cmd, args) => {
      if (cmd === "last_view_get") return KEPT;
      if (cmd === "last_view_set") sent.push(args.view as LastView);
      return cmd === "app_info" ? SANDBOX_INFO : undefined;
    });
    const nav = screen.getByRole("navigation", { name: "Main" });
    await waitFor(() => expect(within(nav).getByRole("button", { name: "Rules" })).toHaveAttribute("aria-current", "page"));
    expect(screen.getByRole("main", { name: "Rules" })).toBeInTheDocument();
    await user.click(within(nav).getByRole("button", { name: "Contacts" }));
    await waitFor(() => expect(sent.at(-1)?.screen).toBe("contacts"));
    // The filter kept at the last run is kept with it.
    expect(sent.at(-1)?.filter).toEqual(KEPT.filter);
  });

  it("opens on the eBL list when nothing (readable) was kept", async () => {
    renderApp((cmd) => (cmd === "last_view_get" ? { screen: "no-such-screen", filter: KEPT.filter } : SANDBOX_INFO));
    expect(await screen.findByRole("heading", { level: 1, name: "eBLs" })).toBeInTheDocument();
  });

  it("reads back only filter values the list knows", () => {
    expect(toEblFilters(toListFilter(toEblFilters(KEPT.filter)))).toEqual(toEblFilters(KEPT.filter));
    expect(toEblFilters({ ...KEPT.filter, role: "PIRATE", copies: "some", attention: true })).toEqual({
      search: "GCL",
      state: "ISSUED",
      role: "",
      heldByUs: true,
      copies: "",
      attention: true,
    });
  });
});
