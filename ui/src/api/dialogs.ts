/**
 * Native file dialogs. The Rust side shows them and remembers the path the user chose: only
 * such paths (and dropped files) may be read or written, so the window never names a path of
 * its own. (The envelope builder's own "open files" dialog is chooseDocuments in ./envelopes.ts.)
 */
import type { FileFilter } from "../bindings/FileFilter";
import { call } from "./invoke";

export type { FileFilter } from "../bindings/FileFilter";

/** The native "open file" dialog; null when the user cancels. The chosen file may then be read. */
export const chooseFileToOpen = (title: string, filters: FileFilter[]) =>
  call("choose_file_to_open", { title, filters });

/** The native "save file" dialog; null when the user cancels. The chosen path may then be written once. */
export const chooseFileToSave = (title: string, defaultPath: string, filters: FileFilter[]) =>
  call("choose_file_to_save", { title, fileName: defaultPath, filters });
