import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { answering, ipcError, renderWithIpc } from "../../test/renderWithIpc";
import { EnvelopeSettingsSection } from "./EnvelopeSettingsSection";

function settingsStore(fail = false) {
  let maxFileMib = 25;
  return answering({
    envelope_settings: () => ({ maxFileMib }),
    set_envelope_settings: ({ settings }) => {
      if (fail) return ipcError("store.sqlite", "The settings could not be written.");
      maxFileMib = settings.maxFileMib;
      return { maxFileMib };
    },
  });
}

describe("Settings: envelopes", () => {
  it("shows the largest file allowed and saves a new limit", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<EnvelopeSettingsSection />, settingsStore());
    const section = await screen.findByRole("region", { name: "Envelopes" });
    const field = await within(section).findByLabelText("Largest file (MiB)");
    expect(field).toHaveValue("25");

    await user.clear(field);
    await user.type(field, "0");
    await user.click(within(section).getByRole("button", { name: "Save envelope settings" }));
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("Enter a whole number of MiB, at least 1.");
    expect(callsOf("set_envelope_settings")).toHaveLength(0);

    await user.clear(field);
    await user.type(field, "150");
    await user.click(within(section).getByRole("button", { name: "Save envelope settings" }));
    expect(await within(section).findByRole("status")).toHaveTextContent("files up to 150 MiB");
    expect(callsOf("set_envelope_settings")[0]?.args).toEqual({ settings: { maxFileMib: 150 } });
    expect(field).toHaveValue("150");
  });

  it("says plainly when the limit was not saved", async () => {
    const user = userEvent.setup();
    renderWithIpc(<EnvelopeSettingsSection />, settingsStore(true));
    const field = await screen.findByLabelText("Largest file (MiB)");
    await user.clear(field);
    await user.type(field, "40");
    await user.click(screen.getByRole("button", { name: "Save envelope settings" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The envelope settings were not saved");
    expect(alert).toHaveTextContent("The settings could not be written.");
  });
});
