import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { renderApp } from "../test/render";
import { ErrorNotice } from "./ErrorNotice";

describe("error rendering", () => {
  it("explains a known code in plain words and still shows the code", () => {
    render(<ErrorNotice error={{ code: "auth.expired", message: "token expired at 12:00" }} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Your session has expired. Sign in again.");
    expect(alert).toHaveTextContent("token expired at 12:00");
    expect(within(alert).getByText("auth.expired")).toBeInTheDocument();
  });

  it("shows the message as it came for a code the UI does not know", () => {
    render(<ErrorNotice error={{ code: "store.locked", message: "The local store is locked." }} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("The local store is locked.");
    expect(alert).toHaveTextContent("store.locked");
  });

  it("shows a failing command's {code, message} in the status bar and on Settings", async () => {
    const user = userEvent.setup();
    renderApp(() => {
      throw { code: "app.state", message: "poisoned lock" };
    });
    const bar = screen.getByRole("contentinfo", { name: "Status bar" });
    const barAlert = await within(bar).findByRole("alert");
    expect(barAlert).toHaveTextContent("Restart the app and try again");
    expect(barAlert).toHaveTextContent("app.state");

    await user.click(screen.getByRole("button", { name: "Settings" }));
    const main = screen.getByRole("main", { name: "Settings" });
    const alert = await within(main).findByRole("alert");
    expect(alert).toHaveTextContent("Settings could not be loaded");
    expect(alert).toHaveTextContent("poisoned lock");
  });
});
