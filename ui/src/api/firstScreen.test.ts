import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import { afterEach, describe, expect, it } from "vitest";

import type { SessionInfo } from "../bindings/SessionInfo";
import { CommandError } from "./errors";
import { firstEblsHead, firstSessionInfo } from "./firstScreen";

const HEAD = { rows: [], total: 3, fetchedAt: null };

afterEach(() => {
  window.__EBL_DESK_FIRST__ = undefined;
  clearMocks();
});

/** Counts the page's own calls per command. */
function countCalls(answers: Record<string, unknown>) {
  const calls: string[] = [];
  mockIPC((cmd) => {
    calls.push(cmd);
    if (cmd in answers) return answers[cmd];
    throw { code: "session.signed_out", message: "Sign in first." };
  });
  return calls;
}

describe("the first screen's early answers", () => {
  it("are used once, with no second call, when the script asked before the page loaded", async () => {
    const calls = countCalls({ list_ebls_head: { ...HEAD, total: 99 } });
    const session = { signedIn: true } as unknown as SessionInfo;
    window.__EBL_DESK_FIRST__ = { count: 60, session: Promise.resolve(session), head: Promise.resolve(HEAD) };
    expect(await firstSessionInfo()).toBe(session);
    expect(await firstEblsHead()).toEqual(HEAD);
    expect(calls).toEqual([]);
    // Taken: the next ask is an ordinary call.
    expect(await firstEblsHead()).toEqual({ ...HEAD, total: 99 });
    expect(calls).toEqual(["list_ebls_head"]);
  });

  it("are asked again through the ordinary call when the early one failed, so the error is worded as always", async () => {
    const calls = countCalls({});
    window.__EBL_DESK_FIRST__ = { count: 60, session: Promise.reject(new Error("early")), head: Promise.resolve(HEAD) };
    const failed = await firstSessionInfo().catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(CommandError);
    expect((failed as CommandError).code).toBe("session.signed_out");
    expect(calls).toEqual(["session_info"]);
  });

  it("are not used when the script asked for another number of rows than the page shows", async () => {
    const calls = countCalls({ list_ebls_head: HEAD });
    window.__EBL_DESK_FIRST__ = { count: 10, head: Promise.resolve({ ...HEAD, total: 1 }) };
    expect(await firstEblsHead()).toEqual(HEAD);
    expect(calls).toEqual(["list_ebls_head"]);
  });

  it("are asked normally when there was no early question (a test, another host)", async () => {
    const calls = countCalls({ list_ebls_head: null });
    expect(await firstEblsHead()).toBeNull();
    expect(calls).toEqual(["list_ebls_head"]);
  });
});
