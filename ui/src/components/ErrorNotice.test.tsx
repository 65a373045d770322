import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { renderApp } from "../test/render";
import { ErrorNotice } from "./ErrorNotice";

describe("error rendering", () => {
  it("shows the words the Rust side made for the error, once, and the code", () => {
    render(<ErrorNotice error={{ code: "auth.expired", message: "Your session has expired. Sign in again." }} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Your session has expired. Sign in again.");
    expect(within(alert).getAllByText("Your session has expired. Sign in again.")).toHaveLength(1);
    expect(within(alert).getByText("auth.expired")).toBeInTheDocument();
  });

  it("gives the window's own words where it could not talk to the app, and keeps what came", () => {
    render(<ErrorNotice error={{ code: "ipc.failed", message: "Command app_infoo not found" }} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("The window could not talk to the app.");
    expect(alert).toHaveTextContent("Command app_infoo not found");
    expect(alert).toHaveTextContent("ipc.failed");
  });

  it("shows a failing command's {code, message} in the status bar and on Settings", async () => {
    const user = userEvent.setup();
    renderApp(() => {
      throw { code: "app.state", message: "Something went wrong inside eBL Desk. Restart the app and try again." };
    });
    const bar = screen.getByRole("contentinfo", { name: "Status bar" });
    const barAlert = await within(bar).findByRole("alert");
    expect(barAlert).toHaveTextContent("Restart the app and try again");
    expect(barAlert).toHaveTextContent("app.state");

    await user.click(screen.getByRole("button", { name: "Settings" }));
    const main = screen.getByRole("main", { name: "Settings" });
    const alert = await within(main).findByRole("alert");
    expect(alert).toHaveTextContent("Settings could not be loaded");
    expect(alert).toHaveTextContent("Restart the app and try again");
  });
});
