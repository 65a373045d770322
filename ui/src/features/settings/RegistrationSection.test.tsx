import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import type { RegistrationResult } from "../../bindings/RegistrationResult";
import { ipcError, renderWithIpc } from "../../test/renderWithIpc";
import { RegistrationSection } from "./RegistrationSection";

const COMPANY_ID = "8a1f0c2e-5b3d-4e6f-9a7b-0c1d2e3f4a5b";
const RESULT: RegistrationResult = {
  companyName: "Delta Lines",
  companyId: COMPANY_ID,
  params: [
    { name: "company_id", value: COMPANY_ID },
    { name: "from", value: "tdx" },
  ],
  company: { id: COMPANY_ID, name: "Delta Lines", country: "DK", inboxes: ["inbox-1"] },
};

async function fillCompany(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Company name"), "Delta Lines");
  await user.type(screen.getByLabelText("Country (two letters)"), "dk");
  await user.type(screen.getByLabelText("First name"), "Ida");
  await user.type(screen.getByLabelText("Last name"), "Holm");
  await user.type(screen.getByLabelText("E-mail"), "ida@delta.example");
}

describe("Register a new company", () => {
  it("refuses a three-letter country and a bad e-mail without calling the app", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<RegistrationSection profileKind="sandbox" />, () => RESULT);
    await user.type(screen.getByLabelText("Company name"), "Delta Lines");
    await user.type(screen.getByLabelText("Country (two letters)"), "DNK");
    await user.type(screen.getByLabelText("E-mail"), "ida@");
    await user.click(screen.getByRole("button", { name: "Register in the browser" }));
    expect(screen.getByText("Enter the country as two letters (e.g. DK).")).toBeInTheDocument();
    expect(screen.getByText("Enter a valid e-mail address.")).toBeInTheDocument();
    expect(screen.getByLabelText("Country (two letters)")).toHaveAttribute("aria-invalid", "true");
    expect(callsOf("register_company")).toHaveLength(0);
  });

  it("sends the request for the sandbox without integrator fields and shows the new company", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<RegistrationSection profileKind="sandbox" />, () => RESULT);
    expect(screen.queryByLabelText("Integrator client ID")).not.toBeInTheDocument();
    await fillCompany(user);
    await user.click(screen.getByRole("button", { name: "Register in the browser" }));
    expect(await screen.findByText("Registration of Delta Lines is complete.")).toBeInTheDocument();
    expect(screen.getByText(COMPANY_ID)).toBeInTheDocument();
    expect(screen.getByText("Delta Lines (DK), inbox inbox-1")).toBeInTheDocument();
    expect(screen.getByText("tdx")).toBeInTheDocument();
    expect(callsOf("register_company")[0]?.args).toEqual({
      input: {
        name: "Delta Lines",
        country: "DK",
        firstName: "Ida",
        lastName: "Holm",
        email: "ida@delta.example",
        integratorClientId: null,
        integratorSecret: null,
      },
    });
  });

  it("asks a service profile for the integrator credentials, waits with Cancel, and shows the failure", async () => {
    const user = userEvent.setup();
    let finish: (v: unknown) => void = () => {};
    const { callsOf } = renderWithIpc(<RegistrationSection profileKind="service" />, (cmd) => {
      if (cmd === "register_company") {
        return new Promise((resolve) => {
          finish = resolve;
        });
      }
      return null;
    });
    await fillCompany(user);
    await user.click(screen.getByRole("button", { name: "Register in the browser" }));
    expect(screen.getByText("Enter the integrator client ID.")).toBeInTheDocument();
    expect(callsOf("register_company")).toHaveLength(0);

    await user.type(screen.getByLabelText("Integrator client ID"), "acme-integrator");
    await user.type(screen.getByLabelText("Integrator client secret"), "s3cret");
    await user.click(screen.getByRole("button", { name: "Register in the browser" }));
    expect(
      await screen.findByText("Waiting for the registration to be completed in the browser…"),
    ).toBeInTheDocument();
    expect(callsOf("register_company")[0]?.args).toMatchObject({
      input: { integratorClientId: "acme-integrator", integratorSecret: "s3cret" },
    });
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(callsOf("cancel_registration")).toHaveLength(1);
    finish(ipcError("cancelled", "Cancelled."));
    expect(await screen.findByText("The company was not registered")).toBeInTheDocument();
  });
});
