/**
 * The first screen's two answers (the session, the list's first rows), asked by the window's
 * initialization script before this bundle loaded (src-tauri/src/first_screen.rs) and left in
 * `window.__EBL_DESK_FIRST__`. Each is taken once, by the start's prefetch (main.tsx); one that is
 * missing, failed or asked with another row count is asked again through the ordinary call, so an
 * error reaches the window as the same CommandError it always did.
 */
import type { EblListHead } from "../bindings/EblListHead";
import type { SessionInfo } from "../bindings/SessionInfo";
import { HEAD_ROWS, listEblsHead } from "./ebls";
import { getSessionInfo } from "./session";

interface FirstAnswers {
  count?: number;
  session?: Promise<unknown>;
  head?: Promise<unknown>;
}

declare global {
  interface Window {
    __EBL_DESK_FIRST__?: FirstAnswers;
  }
}

/** The early answer `name`, removed from the window so that nothing takes it twice. */
function take(name: "session" | "head"): Promise<unknown> | undefined {
  const first = window.__EBL_DESK_FIRST__;
  const answer = first?.[name];
  if (!first || !answer) return undefined;
  first[name] = undefined;
  if (name === "head" && first.count !== HEAD_ROWS) return undefined;
  return answer;
}

async function earlyOr<T>(name: "session" | "head", ask: () => Promise<T>): Promise<T> {
  const early = take(name);
  if (!early) return ask();
  try {
    // The same command's answer as `ask` would get.
    return (await early) as T;
  } catch {
    // Asked again, so that the failure is read and worded as every other call's.
    return ask();
  }
}

/** The session, from the early question when there is one. */
export const firstSessionInfo = (): Promise<SessionInfo> => earlyOr("session", getSessionInfo);

/** The list's first rows, from the early question when there is one. */
export const firstEblsHead = async (): Promise<EblListHead | null> => (await earlyOr("head", listEblsHead)) ?? null;
