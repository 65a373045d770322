import { invoke, type InvokeArgs } from "@tauri-apps/api/core";

import { toCommandError } from "./errors";

/** The single place that calls the Rust side; every failure becomes a CommandError. */
export async function call<T>(command: string, args?: InvokeArgs): Promise<T> {
  try {
    return await invoke<T>(command, args);
  } catch (reason) {
    throw toCommandError(reason);
  }
}
