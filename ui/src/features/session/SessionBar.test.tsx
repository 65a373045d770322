import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { SIGNED_IN } from "../../test/fixtures";
import { renderWithIpc } from "../../test/renderWithIpc";
import { SessionBar } from "./SessionBar";

const WHY =
  'eBL Desk did not send a request to "http://127.0.0.1:9/me": it is not a place on this profile\'s service address, so nothing was sent and no sign-in token left the app. Check the profile\'s who-am-I and envelope send paths.';

describe("the session bar", () => {
  it("says in words why the service was not asked who the user is", async () => {
    renderWithIpc(<SessionBar session={{ ...SIGNED_IN, identityProblem: WHY }} />, () => null);
    const alert = await screen.findByRole("alert", { name: "The service was not asked who you are" });
    expect(alert).toHaveTextContent("no sign-in token left the app");
  });

  it("says nothing more when the service answered", () => {
    renderWithIpc(<SessionBar session={{ ...SIGNED_IN, identityProblem: null }} />, () => null);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByText("Signed in as", { exact: false })).toBeInTheDocument();
  });
});
