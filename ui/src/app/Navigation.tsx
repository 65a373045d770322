import type { KeyboardEvent } from "react";

import { needAttentionText } from "../features/attention/attentionModel";
import { t } from "../i18n";
import { SCREENS, type ScreenId } from "./screens";

/**
 * The main navigation: one button per screen, `aria-current="page"` on the open one. Tab reaches
 * the entries; Up/Down/Home/End move between them as well. An entry with a count (the eBLs that
 * need attention) shows it; its name stays the screen's, and the count is read as its description
 * ("eBLs", "2 need attention").
 */
export function Navigation({
  current,
  onNavigate,
  counts = {},
}: {
  counts?: Partial<Record<ScreenId, number>>;
  current: ScreenId;
  onNavigate: (id: ScreenId) => void;
}) {
  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>("button"));
    const at = buttons.findIndex((b) => b === document.activeElement);
    if (at < 0) return;
    const next =
      event.key === "ArrowDown"
        ? (at + 1) % buttons.length
        : event.key === "ArrowUp"
          ? (at - 1 + buttons.length) % buttons.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? buttons.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    buttons[next]?.focus();
  }

  return (
    <nav aria-label={t("app-nav-main")} className="nav">
      <ul onKeyDown={onKeyDown}>
        {SCREENS.map((screen) => {
          const count = counts[screen.id] ?? 0;
          const note = needAttentionText(count);
          const noteId = `nav-note-${screen.id}`;
          return (
            <li key={screen.id}>
              <button
                type="button"
                className="nav__item"
                aria-current={screen.id === current ? "page" : undefined}
                aria-describedby={note ? noteId : undefined}
                onClick={() => onNavigate(screen.id)}
                onPointerEnter={screen.preload}
                onFocus={screen.preload}
              >
                {screen.label()}
                {note ? (
                  <span className="nav__count" aria-hidden="true" title={note}>
                    {count}
                  </span>
                ) : null}
              </button>
              {note ? (
                <span id={noteId} className="visually-hidden">
                  {note}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
