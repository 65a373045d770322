import type { ReactNode } from "react";

/**
 * Data shown on its own — a reference, an inbox id, a hash, an address, a container number, a
 * file or party name: left to right and isolated from the text around it (so a Latin name keeps
 * its order inside an Arabic screen), and marked as not words (`translate="no"`), which is how the
 * catalogue's tests tell data from text that should have come from the catalogue.
 */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" translate="no" className={className}>
      {children}
    </bdi>
  );
}
