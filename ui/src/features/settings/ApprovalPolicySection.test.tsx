import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import type { ApprovalPolicy } from "../../bindings/ApprovalPolicy";
import { axeViolations } from "../../test/axe";
import { renderWithIpc } from "../../test/renderWithIpc";
import { ApprovalPolicySection } from "./ApprovalPolicySection";

describe("Settings › Second person", () => {
  it("turns the policy on, includes copies, and names the requests folder chosen in the folder dialog", async () => {
    const user = userEvent.setup();
    let saved: ApprovalPolicy = { required: false, includeCopies: false, folder: null };
    const { callsOf, container } = renderWithIpc(<ApprovalPolicySection />, {
      approval_policy_get: () => saved,
      approval_policy_set: ({ policy }) => (saved = policy),
      choose_folder: () => "/srv/requests",
    });
    const required = await screen.findByRole("checkbox", { name: "Transfers and surrenders need a second person" });
    const copies = screen.getByRole("checkbox", { name: "Include copies" });
    expect(required).not.toBeChecked();
    // Copies are part of the policy only once it is on.
    expect(copies).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(required);
    expect(await screen.findByText("Transfers and surrenders on this profile now need a second person.")).toBeInTheDocument();
    expect(required).toBeChecked();
    await user.click(copies);
    await screen.findByText("Copies now need a second person too.");
    await user.click(screen.getByRole("button", { name: "Choose folder…" }));
    await screen.findByText("Requests are now offered in /srv/requests.");
    expect(callsOf("approval_policy_set").map((c) => c.args.policy)).toEqual([
      { required: true, includeCopies: false, folder: null },
      { required: true, includeCopies: true, folder: null },
      { required: true, includeCopies: true, folder: "/srv/requests" },
    ]);
    await user.click(screen.getByRole("button", { name: "No folder" }));
    await screen.findByText("Requests are no longer offered in a folder.");
    expect(saved.folder).toBeNull();
  });
});
