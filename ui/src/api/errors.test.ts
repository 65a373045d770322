import { mockIPC } from "@tauri-apps/api/mocks";
import { describe, expect, it } from "vitest";

import { CommandError, describeError, toCommandError } from "./errors";
import { call } from "./invoke";

describe("toCommandError", () => {
  it("keeps the code and message of an IPC error", () => {
    const err = toCommandError({ code: "sign.mismatch", message: "hash differs" });
    expect(err).toBeInstanceOf(CommandError);
    expect(err.code).toBe("sign.mismatch");
    expect(err.message).toBe("hash differs");
  });

  it("turns Tauri's bare string rejections into ipc.failed", () => {
    const err = toCommandError("Command app_infoo not found");
    expect(err.code).toBe("ipc.failed");
    expect(err.message).toBe("Command app_infoo not found");
  });

  it("never loses a rejection, whatever its shape", () => {
    expect(toCommandError(new TypeError("boom")).message).toBe("boom");
    expect(toCommandError(undefined).code).toBe("ipc.failed");
    expect(toCommandError({ code: 7 }).code).toBe("ipc.failed");
  });
});

describe("describeError", () => {
  it("shows the sentence the Rust side made for its code, whatever the screen", () => {
    const sentence = "There is no signing key yet. Add one on the Keys screen.";
    expect(describeError({ code: "session.no_key", message: sentence })).toBe(sentence);
    expect(describeError({ code: "cancelled", message: "Cancelled." })).toBe("Cancelled.");
  });

  it("has the window's own words only for an error the window made itself", () => {
    expect(describeError(toCommandError("Command app_infoo not found"))).toBe("The window could not talk to the app.");
  });
});

describe("call", () => {
  it("passes the command and its arguments and returns the answer", async () => {
    mockIPC((cmd, args) => ({ cmd, args }));
    await expect(call("get_ebl", { id: "e1" })).resolves.toEqual({ cmd: "get_ebl", args: { id: "e1" } });
  });

  it("rejects with a CommandError carrying the command's code", async () => {
    mockIPC(() => {
      throw { code: "net.offline", message: "connection refused" };
    });
    await expect(call("session_info")).rejects.toMatchObject({ code: "net.offline", message: "connection refused" });
  });
});
