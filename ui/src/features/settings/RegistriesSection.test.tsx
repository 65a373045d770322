import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import type { RegistryPin } from "../../bindings/RegistryPin";
import { answering, renderWithIpc } from "../../test/renderWithIpc";
import { RegistriesSection } from "./RegistriesSection";

const PINNED = "0x1111111111111111111111111111111111111111";
const OFFERED = "0x4444444444444444444444444444444444444444";

function registryStore() {
  let pins: RegistryPin[] = [
    { kind: "ebl", label: "eBL registry", pinned: PINNED, offered: OFFERED },
    { kind: "envelope", label: "Envelope registry", pinned: null, offered: null },
  ];
  return answering({
    list_registries: () => pins,
    accept_registry: ({ kind, address }) => {
      pins = pins.map((p) => (p.kind === kind ? { ...p, pinned: address, offered: null } : p));
      return pins;
    },
  });
}

describe("Settings: registry contracts", () => {
  it("shows the pinned addresses and accepts an offered one only after a confirmation", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<RegistriesSection />, registryStore());
    const section = await screen.findByRole("region", { name: "Registry contracts" });
    expect(await within(section).findByText(PINNED)).toBeInTheDocument();
    expect(within(section).getByText(/Not pinned yet/)).toBeInTheDocument();
    expect(within(section).getByRole("note")).toHaveTextContent(OFFERED);

    await user.click(
      within(section).getByRole("button", { name: "Accept new registry address for the eBL registry" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Accept a new registry address?" });
    expect(dialog).toHaveTextContent(PINNED);
    expect(dialog).toHaveTextContent(OFFERED);
    // Keeping the pinned one changes nothing.
    await user.click(within(dialog).getByRole("button", { name: "Keep the pinned one" }));
    expect(callsOf("accept_registry")).toHaveLength(0);

    await user.click(
      within(section).getByRole("button", { name: "Accept new registry address for the eBL registry" }),
    );
    await user.click(
      within(await screen.findByRole("dialog", { name: "Accept a new registry address?" })).getByRole("button", {
        name: "Accept new address",
      }),
    );
    expect(callsOf("accept_registry")[0]?.args).toEqual({ kind: "ebl", address: OFFERED });
    expect(await within(section).findByRole("status")).toHaveTextContent(`eBL registry changed to ${OFFERED}`);
    expect(within(section).queryByRole("note")).not.toBeInTheDocument();
    expect(within(section).getByText(OFFERED)).toBeInTheDocument();
  });
});
