import type { KeyboardEvent } from "react";

import { SCREENS, type ScreenId } from "./screens";

/**
 * The main navigation: one button per screen, `aria-current="page"` on the open one. Tab reaches
 * the entries; Up/Down/Home/End move between them as well.
 */
export function Navigation({
  current,
  onNavigate,
}: {
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
    <nav aria-label="Main" className="nav">
      <ul onKeyDown={onKeyDown}>
        {SCREENS.map((screen) => (
          <li key={screen.id}>
            <button
              type="button"
              className="nav__item"
              aria-current={screen.id === current ? "page" : undefined}
              onClick={() => onNavigate(screen.id)}
              onPointerEnter={screen.preload}
              onFocus={screen.preload}
            >
              {screen.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
