import { Fragment, type ReactNode } from "react";
import { useLang } from "./index";

/**
 * Remounts the window's screens when the language changes (Settings › Language), so every word —
 * those of models written with the plain `t` too — is said again in the new language. The
 * query cache lives above it: no data is fetched again.
 */
export function LanguageRoot({ children }: { children: ReactNode }) {
  const lang = useLang();
  return <Fragment key={lang}>{children}</Fragment>;
}
