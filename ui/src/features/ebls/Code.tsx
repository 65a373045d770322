import type { ReactNode } from "react";

/**
 * A machine value shown as code — an address, a hash, an inbox or title id, an interface's code:
 * left to right, and not words (`translate="no"`), in any language.
 */
export function Code({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <code dir="ltr" translate="no" className={className}>
      {children}
    </code>
  );
}
