import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";

import { EblsScreen } from "../ebls/EblsScreen";
import { ROWS, SIGNED_IN, SIGNED_OUT } from "../../test/fixtures";
import { giveElementsASize, renderWithIpc } from "../../test/renderWithIpc";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("sign-in", () => {
  beforeEach(() => giveElementsASize());

  it("waits for the browser, can reopen it, and Cancel stops the sign-in", async () => {
    const user = userEvent.setup();
    const login = deferred<unknown>();
    const { callsOf } = renderWithIpc(<EblsScreen />, (cmd) => {
      switch (cmd) {
        case "session_info":
          return SIGNED_OUT;
        case "sign_in":
          return login.promise;
        case "cancel_sign_in":
          login.reject({ code: "cancelled", message: "Cancelled." });
          return null;
        case "reopen_sign_in_browser":
          return null;
      }
    });

    const signIn = await screen.findByRole("button", { name: "Sign in" });
    await expect.poll(() => signIn).toBeEnabled();
    await user.click(signIn);
    expect(await screen.findByText("Waiting for you to sign in in your browser…")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign in" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Open the browser again" }));
    expect(callsOf("reopen_sign_in_browser")).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    // The panel's heading, then the code's sentence as the Rust side made it.
    const stopped = (await screen.findByText("Not signed in.")).parentElement;
    expect(stopped).toHaveTextContent("Not signed in. Cancelled.");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByText("Waiting for you to sign in in your browser…")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled();
    expect(callsOf("cancel_sign_in")).toHaveLength(1);
    expect(callsOf("sign_in")).toHaveLength(1);
  });

  it("shows a failed sign-in in plain words", async () => {
    const user = userEvent.setup();
    renderWithIpc(<EblsScreen />, (cmd) => {
      if (cmd === "session_info") return SIGNED_OUT;
      if (cmd === "sign_in") return Promise.reject({ code: "auth.denied", message: "Access was denied in the browser, so you are not signed in." });
    });
    const signIn = await screen.findByRole("button", { name: "Sign in" });
    await expect.poll(() => signIn).toBeEnabled();
    await user.click(signIn);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Access was denied in the browser, so you are not signed in.");
    expect(alert).toHaveTextContent("auth.denied");
  });

  it("shows the list once the browser login completes, and signs out", async () => {
    const user = userEvent.setup();
    let session = SIGNED_OUT;
    const { callsOf } = renderWithIpc(<EblsScreen />, (cmd) => {
      switch (cmd) {
        case "session_info":
          return session;
        case "sign_in":
          session = SIGNED_IN;
          return SIGNED_IN;
        case "sign_out":
          session = SIGNED_OUT;
          return SIGNED_OUT;
        case "list_ebls":
          return { rows: ROWS, fetchedAt: "2026-11-21T09:00:00Z", offline: false };
      }
    });
    const signIn = await screen.findByRole("button", { name: "Sign in" });
    await expect.poll(() => signIn).toBeEnabled();
    expect(callsOf("list_ebls")).toHaveLength(0);
    await user.click(signIn);
    expect(await screen.findByText("GCL-0001")).toBeInTheDocument();
    expect(screen.getByText("Nile Imports")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument();
    expect(screen.queryByText("GCL-0001")).not.toBeInTheDocument();
  });

  it("marks a read-only sign-in", async () => {
    renderWithIpc(<EblsScreen />, (cmd) => {
      if (cmd === "session_info") return { ...SIGNED_IN, scopes: ["read"], canWrite: false };
      if (cmd === "list_ebls") return { rows: ROWS, fetchedAt: null, offline: false };
    });
    expect(await screen.findByRole("note")).toHaveTextContent("Read-only sign-in");
  });
});
