import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";

import { useDone, useSnooze } from "../../api/attention";
import type { AttentionItem } from "../../bindings/AttentionItem";
import { ErrorNotice } from "../../components/ErrorNotice";
import { fromLocalInput, snoozePresets, toLocalInput } from "./attentionModel";
import { useT } from "../../i18n";

/**
 * *Snooze* (until a time: an hour, tomorrow 9:00, next week, or a date and time typed) and *Done*
 * for one item. Both are plain buttons, reached with Tab; Escape closes the snooze choices.
 */
export function AttentionActions({ item, describedBy }: { item: AttentionItem; describedBy?: string }) {
  const t = useT();
  const [choosing, setChoosing] = useState(false);
  const [when, setWhen] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const snooze = useSnooze();
  const done = useDone();
  const groupId = useId();
  const inputId = useId();
  const busy = snooze.isPending || done.isPending;
  const snoozeButton = useRef<HTMLButtonElement>(null);

  const snoozeUntil = (until: number) => {
    snooze.mutate({ key: item.key, until }, { onSuccess: () => setChoosing(false) });
  };

  const open = () => {
    setChoosing((c) => !c);
    setProblem(null);
    // A typed time starts from tomorrow 9:00, the likeliest choice after an hour.
    if (!when) setWhen(toLocalInput(snoozePresets(new Date())[1]!.until));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const until = fromLocalInput(when);
    if (until === null) {
      setProblem(t("attention-enter-date-time"));
      return;
    }
    if (until <= Date.now()) {
      setProblem(t("attention-time-ahead"));
      return;
    }
    setProblem(null);
    snoozeUntil(until);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape" && choosing) {
      event.preventDefault();
      event.stopPropagation();
      setChoosing(false);
      snoozeButton.current?.focus();
    }
  };

  return (
    <div className="attention-actions" onKeyDown={onKeyDown}>
      <div className="attention-actions__buttons">
        <button
          ref={snoozeButton}
          type="button"
          className="button button--small"
          aria-expanded={choosing}
          aria-controls={choosing ? groupId : undefined}
          aria-describedby={describedBy}
          onClick={open}
          disabled={busy}
        >
          {t("attention-snooze")}
        </button>
        <button
          type="button"
          className="button button--small"
          aria-describedby={describedBy}
          onClick={() => done.mutate(item.key)}
          disabled={busy}
        >
          {t("attention-done")}
        </button>
      </div>
      {choosing ? (
        <div id={groupId} role="group" aria-label={t("attention-snooze-until")} className="attention-actions__snooze">
          {snoozePresets(new Date()).map((p, i) => (
            <button
              key={p.label}
              type="button"
              className="button button--small"
              // From the moment of the click, not of the opening.
              onClick={() => snoozeUntil(snoozePresets(new Date())[i]!.until)}
              disabled={busy}
            >
              {p.label}
            </button>
          ))}
          <form className="attention-actions__until" onSubmit={submit} noValidate>
            <label htmlFor={inputId}>{t("attention-until")}</label>
            <input
              id={inputId}
              type="datetime-local"
              value={when}
              onChange={(e) => setWhen(e.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${inputId}-problem` : undefined}
            />
            <button type="submit" className="button button--small" disabled={busy}>
              {t("attention-snooze-until-then")}
            </button>
            {problem ? (
              <p className="field-error" id={`${inputId}-problem`}>
                {problem}
              </p>
            ) : null}
          </form>
        </div>
      ) : null}
      {snooze.isError ? <ErrorNotice error={snooze.error} title={t("attention-snooze-failed")} /> : null}
      {done.isError ? <ErrorNotice error={done.error} title={t("attention-done-failed")} /> : null}
    </div>
  );
}
