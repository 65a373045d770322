import { useEffect, useId, useRef, type ReactNode } from "react";

/**
 * A modal dialog: labelled by its title, Escape closes it (unless busy), focus moves into it and
 * back to where it was when it closes, and Tab stays inside.
 */
export function Modal({
  title,
  onEscape,
  children,
  initialFocus,
}: {
  title: string;
  onEscape: () => void;
  children: ReactNode;
  /** CSS selector of the element to focus first; the first focusable one otherwise. */
  initialFocus?: string;
}) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const before = document.activeElement;
    const root = ref.current;
    const first =
      (initialFocus ? root?.querySelector<HTMLElement>(initialFocus) : null) ??
      root?.querySelector<HTMLElement>("input, button, select, textarea, [tabindex]");
    first?.focus();
    return () => {
      if (before instanceof HTMLElement) before.focus();
    };
    // Only on open: the focus must not jump while the user works in the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onEscape();
      return;
    }
    if (event.key !== "Tab" || !ref.current) return;
    const focusable = [
      ...ref.current.querySelectorAll<HTMLElement>("input, button, select, textarea, [tabindex]"),
    ].filter((el) => !el.hasAttribute("disabled") && el.tabIndex >= 0);
    const firstEl = focusable[0];
    const lastEl = focusable[focusable.length - 1];
    if (!firstEl || !lastEl) return;
    if (event.shiftKey && document.activeElement === firstEl) {
      event.preventDefault();
      lastEl.focus();
    } else if (!event.shiftKey && document.activeElement === lastEl) {
      event.preventDefault();
      firstEl.focus();
    }
  };

  return (
    <div className="modal-backdrop">
      <div
        ref={ref}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
