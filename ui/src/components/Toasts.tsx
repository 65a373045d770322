import { useCallback, useEffect, useRef, useState } from "react";

import { t } from "../i18n";

export interface Toast {
  id: number;
  text: string;
}

const SHOW_MS = 8000;

/** Short confirmations ("Surrender requested for …") that disappear by themselves. */
export function useToasts() {
  const [items, setItems] = useState<Toast[]>([]);
  const next = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => setItems((all) => all.filter((t) => t.id !== id)), []);
  const push = useCallback(
    (text: string) => {
      const id = next.current++;
      setItems((all) => [...all.slice(-3), { id, text }]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        dismiss(id);
      }, SHOW_MS);
      timers.current.add(timer);
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  return { items, push, dismiss };
}

export function Toasts({ toasts }: { toasts: ReturnType<typeof useToasts> }) {
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.items.map((toast) => (
        <div key={toast.id} className="toast">
          <span>{toast.text}</span>
          <button type="button" className="icon-button" aria-label={t("app-dismiss")} onClick={() => toasts.dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
