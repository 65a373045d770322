import type { ReactNode } from "react";

/** What a screen shows while it has nothing to list: a headline, why, and what to do next. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className="empty-state" aria-label={title}>
      <h2 className="empty-state__title">{title}</h2>
      <div className="empty-state__body">{children}</div>
      {action ? <div className="empty-state__action">{action}</div> : null}
    </section>
  );
}
