/**
 * The tests' stand-in for the Rust side, typed by the command map (src/api/commands.ts): answers
 * by command name, each checked against that command's arguments and result. Free of test-runner
 * imports, so the development harnesses in the browser use it too.
 */
import type { CommandArgs, CommandResult } from "../api/commands";
import type { CommandName } from "../bindings/CommandName";

/** What the window sends: the app's own commands, and the plugins' (events). */
export type SentCommand = CommandName | `plugin:${string}`;

/** What the stand-in answers for `C`: its result (null for a command that returns nothing), at once or later. */
export type Answer<C extends CommandName> =
  CommandResult<C> extends void ? null | undefined | Promise<null | undefined> : CommandResult<C> | Promise<CommandResult<C>>;

/**
 * The stand-in Rust side by command name: each entry gets the arguments the window sent and
 * answers with that command's result type (both from src/api/commands.ts); `ipcError(…)` or a
 * throw fails the call. A command without an entry answers undefined.
 */
export type IpcAnswers = { [C in CommandName]?: (args: CommandArgs<C>) => Answer<C> };

/** The stand-in as one function of every command (unchecked answers): for tests that record or fail everything alike. */
export type IpcHandler = (cmd: SentCommand, args: Record<string, unknown>) => unknown;

/** The entry of `answers` for `cmd`, as a plain handler of its arguments; undefined when there is none. */
export function answerFor(answers: IpcAnswers, cmd: string): ((args: Record<string, unknown>) => unknown) | undefined {
  return (answers as Record<string, ((args: Record<string, unknown>) => unknown) | undefined>)[cmd];
}

/**
 * `answers` as one handler; a command without an entry answers undefined. It takes any name, so
 * a test's own handler may hand on whatever it does not answer itself.
 */
export function answering(answers: IpcAnswers): (cmd: string, args: Record<string, unknown>) => unknown {
  return (cmd, args) => answerFor(answers, cmd)?.(args);
}
