import type { ReactNode } from "react";

export function ScreenHeader({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <header className="screen-header">
      <h1>{title}</h1>
      {subtitle ? <p className="screen-header__subtitle">{subtitle}</p> : null}
    </header>
  );
}
