import { useEffect, useId, useRef } from "react";

import type { MetaEntry } from "../../bindings/MetaEntry";
import { addMetadataRow, missingSuggestedKeys, removeAt, setMetadataRow, SUGGESTED_METADATA_KEYS } from "./draftModel";
import { describedBy, FieldIssues } from "./FieldIssues";
import { Ltr, t } from "../../i18n";

/**
 * A document's metadata as key/value rows in the order typed. *Add metadata row* adds an empty
 * row and puts the cursor in its key; the suggested keys (`Internal number`, `Release agent`)
 * are offered in the key list and as one-click rows.
 */
export function MetadataRows({
  rows,
  onChange,
  problems,
  onLeave,
}: {
  rows: MetaEntry[];
  onChange: (rows: MetaEntry[]) => void;
  problems: string[];
  onLeave: () => void;
}) {
  const id = useId();
  const listId = `${id}-keys`;
  const issueId = `${id}-issues`;
  const table = useRef<HTMLDivElement>(null);
  const focusRow = useRef<number | null>(null);

  useEffect(() => {
    if (focusRow.current === null) return;
    const at = focusRow.current;
    focusRow.current = null;
    const inputs = table.current?.querySelectorAll<HTMLInputElement>(`[data-meta-row="${at}"]`);
    const input = inputs?.[inputs[0]?.value ? 1 : 0];
    input?.focus();
  }, [rows.length]);

  const add = (key = "") => {
    focusRow.current = rows.length;
    onChange(addMetadataRow(rows, key));
  };

  const missing = missingSuggestedKeys(rows);
  return (
    <div className="metadata" ref={table} onBlur={onLeave}>
      <datalist id={listId}>
        {SUGGESTED_METADATA_KEYS.map((k) => (
          <option key={k} value={k} />
        ))}
      </datalist>
      {rows.length ? (
        <div className="metadata__head" aria-hidden="true">
          <span>{t("env-meta-key-head")}</span>
          <span>{t("env-meta-value-head")}</span>
        </div>
      ) : null}
      {rows.map((row, i) => (
        <div className="metadata__row" key={i}>
          <label className="visually-hidden" htmlFor={`${id}-k${i}`}>
            {t("env-meta-key", { row: i + 1 })}
          </label>
          <input
            id={`${id}-k${i}`}
            type="text"
            list={listId}
            value={row.key}
            data-meta-row={i}
            autoComplete="off"
            {...describedBy(issueId, problems)}
            onChange={(e) => onChange(setMetadataRow(rows, i, { key: e.target.value }))}
          />
          <label className="visually-hidden" htmlFor={`${id}-v${i}`}>
            {t("env-meta-value", { row: i + 1 })}
          </label>
          <input
            id={`${id}-v${i}`}
            type="text"
            value={row.value}
            data-meta-row={i}
            autoComplete="off"
            onChange={(e) => onChange(setMetadataRow(rows, i, { value: e.target.value }))}
          />
          <button
            type="button"
            className="icon-button metadata__remove"
            aria-label={
              row.key.trim()
                ? t("env-meta-remove-named", { row: i + 1, key: row.key.trim() })
                : t("env-meta-remove", { row: i + 1 })
            }
            title={t("env-meta-remove-title")}
            onClick={() => onChange(removeAt(rows, i))}
          >
            ×
          </button>
        </div>
      ))}
      <FieldIssues id={issueId} messages={problems} />
      <div className="button-row metadata__buttons">
        <button type="button" className="button button--small" onClick={() => add()}>
          {t("env-meta-add")}
        </button>
        {missing.map((k) => (
          <button key={k} type="button" className="button button--small button--quiet" aria-label={t("env-meta-add-suggested", { key: k })} onClick={() => add(k)}>
            + <Ltr>{k}</Ltr>
          </button>
        ))}
      </div>
    </div>
  );
}
