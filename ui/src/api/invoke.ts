import { invoke, type InvokeArgs } from "@tauri-apps/api/core";

import type { CommandName } from "../bindings/CommandName";
import type { ArgsParam, CommandResult } from "./commands";
import { toCommandError } from "./errors";

/** Calls timed as `ipc:<command>` performance measures (read by the benchmarks); the first
 * few hundred only, so a long-running window does not accumulate entries. */
const TIMED_CALLS = 300;
let timed = 0;

/**
 * The single place that calls the Rust side; every failure becomes a CommandError. `command` is
 * one of the names the Rust side registers (generated from its `#[tauri::command]` functions); its
 * arguments and its answer are typed by the command map (./commands.ts).
 */
export async function call<C extends CommandName>(command: C, ...[args]: ArgsParam<C>): Promise<CommandResult<C>> {
  const start = timed < TIMED_CALLS ? performance.now() : null;
  try {
    return await invoke<CommandResult<C>>(command, args as InvokeArgs | undefined);
  } catch (reason) {
    throw toCommandError(reason);
  } finally {
    if (start !== null && timed < TIMED_CALLS) {
      timed += 1;
      try {
        performance.measure(`ipc:${command}`, { start, end: performance.now() });
      } catch {
        // no User Timing in this environment: nothing to record
      }
    }
  }
}
