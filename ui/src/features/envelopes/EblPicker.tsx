import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";

import { envelopeKeys, searchEbls } from "../../api/envelopes";
import { describeError } from "../../api/errors";
import type { EblChoice } from "../../bindings/EblChoice";
import { eblFacts } from "./checkModel";
import { useEblSearch } from "./useDocumentCheck";
import { Ltr, t } from "../../i18n";

export const SEARCH_DELAY_MS = 150;

/**
 * The eBL picker: a search field over the company's eBLs (reference, B/L number, vessel, ports,
 * parties) with the matches listed under it. Type to search, arrows to move, Enter to link the
 * one shown as active, Escape to close the list (and, when the list is closed, the picker).
 */
export function EblPicker({
  onPick,
  onClose,
  disabled = false,
  autoFocus = false,
}: {
  onPick: (ebl: EblChoice) => void;
  /** Escape on a closed list, when the picker may go away (changing a link). */
  onClose?: () => void;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  const search = useEblSearch(query, open);
  const hits = open && Array.isArray(search.data) ? search.data : [];
  const current = Math.min(active, Math.max(hits.length - 1, 0));
  const optionId = (i: number) => `${id}-option-${i}`;

  const pick = (ebl: EblChoice) => {
    setOpen(false);
    setText("");
    setQuery("");
    onPick(ebl);
  };

  /** Enter before the search of what is typed answered: that search, then its first match. */
  const pickFirstOf = async (typed: string) => {
    setQuery(typed);
    setOpen(true);
    try {
      const found = await queryClient.fetchQuery({
        queryKey: envelopeKeys.eblSearch(typed.trim()),
        queryFn: () => searchEbls(typed.trim(), 20),
        staleTime: 10_000,
      });
      const first = found[0];
      if (first && input.current?.value === typed) pick(first);
    } catch {
      // The list says the search failed.
    }
  };

  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!open) setOpen(true);
        else setActive(Math.min(current + 1, hits.length - 1));
        break;
      case "ArrowUp":
        event.preventDefault();
        if (open) setActive(Math.max(current - 1, 0));
        break;
      case "Home":
      case "End":
        if (!open || hits.length === 0) return;
        event.preventDefault();
        setActive(event.key === "Home" ? 0 : hits.length - 1);
        break;
      case "Enter": {
        event.preventDefault();
        const hit = hits[current];
        if (open && hit && query === text && !search.isPlaceholderData) pick(hit);
        else void pickFirstOf(text);
        break;
      }
      case "Escape":
        event.preventDefault();
        event.stopPropagation();
        if (open) setOpen(false);
        else onClose?.();
        break;
    }
  };

  return (
    <div className="ebl-picker">
      <input
        ref={input}
        type="text"
        role="combobox"
        aria-label={t("env-picker-label")}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && hits.length ? optionId(current) : undefined}
        placeholder={t("env-picker-placeholder")}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKey}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label={t("env-picker-list")} className="ebl-picker__list" hidden={!open}>
        {hits.map((ebl, i) => (
          <li
            key={ebl.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === current}
            className="ebl-picker__option"
            // Keeps the focus in the field, so the list is not closed before the click.
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => setActive(i)}
            onClick={() => pick(ebl)}
          >
            <Ltr className="ebl-picker__reference">{ebl.reference}</Ltr>
            {ebl.transportDocumentReference && ebl.transportDocumentReference !== ebl.reference ? (
              <span className="muted"> {t("env-picker-bl", { bl: ebl.transportDocumentReference })}</span>
            ) : null}
            <span className="muted"> — {eblFacts(ebl)}</span>
          </li>
        ))}
      </ul>
      {open ? (
        <p className="ebl-picker__status muted" role="status" aria-live="polite">
          {search.isError
            ? t("env-picker-error", { error: describeError(search.error) })
            : search.isPending || (search.isFetching && query !== text)
              ? t("env-picker-searching")
              : hits.length === 0
                ? query.trim()
                  ? t("env-picker-no-match", { query: query.trim() })
                  : t("env-picker-empty")
                : t("env-picker-hits", { count: hits.length })}
        </p>
      ) : null}
    </div>
  );
}
