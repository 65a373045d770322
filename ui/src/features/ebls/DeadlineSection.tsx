import { useId, useState, type FormEvent } from "react";

import {
  clearDeadline,
  setDeadline,
  useDeadlineMutation,
  useEblDeadlines,
  useWatchRules,
} from "../../api/attention";
import type { ArrivalDeadline } from "../../bindings/ArrivalDeadline";
import type { DeadlineFor } from "../../bindings/DeadlineFor";
import type { DeadlineInput } from "../../bindings/DeadlineInput";
import type { EblDeadlines } from "../../bindings/EblDeadlines";
import type { EblRow } from "../../bindings/EblRow";
import { ErrorNotice } from "../../components/ErrorNotice";
import { Field } from "../../components/Field";
import { Ltr, t, useT } from "../../i18n";
import { dateTimeText, fromLocalInput, toLocalInput } from "../attention/attentionModel";

/** The longest lead time the form takes: a year. */
const MAX_LEAD_HOURS = 8_760;
/** What the form proposes when the watch rules cannot be read. */
const FALLBACK_LEAD_HOURS = 48;

/**
 * "Surrender deadline": the service carries no arrival dates, so the user enters the vessel's
 * arrival (for this eBL, or once for every eBL of its vessel and voyage) and a lead time; the
 * desk raises an item when the eBL is not surrendered that long before arrival.
 */
export function DeadlineSection({ row }: { row: EblRow }) {
  const t = useT();
  const deadlines = useEblDeadlines(row.id);
  const rules = useWatchRules();
  const ready = deadlines.isSuccess && !rules.isPending;
  return (
    <section aria-labelledby="ebl-deadline" className="deadline">
      <h3 id="ebl-deadline">{t("ebls-deadline")}</h3>
      {deadlines.isError ? <ErrorNotice error={deadlines.error} title={t("ebls-deadline-unreadable")} /> : null}
      {deadlines.isPending ? <p className="muted">{t("ebls-loading")}</p> : null}
      {ready ? (
        <DeadlineForm
          row={row}
          deadlines={deadlines.data}
          defaultLeadHours={rules.data?.defaultLeadHours ?? FALLBACK_LEAD_HOURS}
          watching={rules.data?.deadlines ?? true}
        />
      ) : null}
    </section>
  );
}

/** A deadline set: "Arrival 27 Nov 2026, 10:00, 48 h lead, for this eBL". */
function deadlineLine(d: ArrivalDeadline, vessel: string, voyage: string, scope: DeadlineFor): string {
  const arrival = dateTimeText(d.arrivalAt);
  if (scope === "ebl") return t("ebls-deadline-line-ebl", { arrival, lead: d.leadHours });
  return t("ebls-deadline-line-voyage", {
    arrival,
    lead: d.leadHours,
    vessel: d.vessel ?? vessel,
    voyage: d.voyage ?? voyage,
  });
}

/** The label of the button that clears a deadline set. */
function clearLabel(d: ArrivalDeadline, vessel: string, voyage: string, scope: DeadlineFor): string {
  if (scope === "ebl") return t("ebls-clear-deadline-ebl");
  return t("ebls-clear-deadline-voyage", { vessel: d.vessel ?? vessel, voyage: d.voyage ?? voyage });
}

function DeadlineForm({
  row,
  deadlines,
  defaultLeadHours,
  watching,
}: {
  row: EblRow;
  deadlines: EblDeadlines;
  defaultLeadHours: number;
  watching: boolean;
}) {
  const t = useT();
  const vessel = deadlines.vessel ?? row.vesselName;
  const voyage = deadlines.voyage ?? row.voyageNumber;
  const hasVoyage = Boolean(vessel && voyage);
  const effective = deadlines.own ?? deadlines.voyageDeadline;
  const initialScope: DeadlineFor = deadlines.own ? "ebl" : deadlines.voyageDeadline && hasVoyage ? "voyage" : "ebl";
  const [scope, setScope] = useState<DeadlineFor>(initialScope);
  const [arrival, setArrival] = useState(effective ? toLocalInput(effective.arrivalAt) : "");
  const [lead, setLead] = useState(String(effective?.leadHours ?? defaultLeadHours));
  const [shown, setShown] = useState(false);
  const [saved, setSaved] = useState("");
  const groupName = useId();

  const save = useDeadlineMutation(row.id, (input: DeadlineInput) => setDeadline(row.id, input));
  const clear = useDeadlineMutation(row.id, (appliesTo: DeadlineFor) => clearDeadline(row.id, appliesTo));

  const arrivalAt = fromLocalInput(arrival);
  const leadHours = Number(lead.trim());
  const arrivalProblem = arrivalAt === null ? t("ebls-arrival-problem") : null;
  const leadProblem =
    lead.trim() === "" || !Number.isInteger(leadHours) || leadHours < 0 || leadHours > MAX_LEAD_HOURS
      ? t("ebls-lead-problem", { max: MAX_LEAD_HOURS })
      : null;

  const chooseScope = (next: DeadlineFor) => {
    setScope(next);
    // The deadline already set for that choice is the one to edit.
    const existing = next === "ebl" ? deadlines.own : deadlines.voyageDeadline;
    if (existing) {
      setArrival(toLocalInput(existing.arrivalAt));
      setLead(String(existing.leadHours));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    setSaved("");
    if (arrivalProblem || leadProblem || arrivalAt === null) return;
    save.mutate(
      { appliesTo: scope, arrivalAt, leadHours },
      {
        onSuccess: (d) =>
          setSaved(d.surrenderBy !== null ? t("ebls-saved-by", { when: dateTimeText(d.surrenderBy) }) : t("ebls-saved")),
      },
    );
  };

  const existing: [DeadlineFor, ArrivalDeadline][] = [];
  if (deadlines.own) existing.push(["ebl", deadlines.own]);
  if (deadlines.voyageDeadline) existing.push(["voyage", deadlines.voyageDeadline]);

  return (
    <>
      <dl className="facts">
        <dt>{t("ebls-col-vessel")}</dt>
        <dd>{hasVoyage ? <Ltr>{`${vessel} / ${voyage}`}</Ltr> : <span className="muted">{t("ebls-no-vessel")}</span>}</dd>
      </dl>
      {deadlines.surrenderBy !== null ? (
        <p className="deadline__by">
          <strong>{t("ebls-surrender-by", { when: dateTimeText(deadlines.surrenderBy) })}</strong>
        </p>
      ) : null}
      {existing.length > 0 ? (
        <ul className="plain-list deadline__set" aria-label={t("ebls-deadlines-set")}>
          {existing.map(([applies, d]) => (
            <li key={applies}>
              {deadlineLine(d, vessel ?? "", voyage ?? "", applies)}
              {deadlines.own && applies === "voyage" ? <span className="muted">{t("ebls-own-applies")}</span> : null}{" "}
              <button
                type="button"
                className="link-button"
                aria-label={clearLabel(d, vessel ?? "", voyage ?? "", applies)}
                onClick={() => {
                  setSaved("");
                  clear.mutate(applies, { onSuccess: () => setSaved(t("ebls-deadline-cleared")) });
                }}
                disabled={clear.isPending}
              >
                {t("ebls-clear")}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t("ebls-no-deadline")}</p>
      )}
      {!watching ? (
        <p className="muted">{t("ebls-not-watched")}</p>
      ) : null}

      <form className="deadline__form" onSubmit={submit} noValidate aria-label={t("ebls-arrival-lead")}>
        <fieldset className="deadline__scope">
          <legend>{t("ebls-applies-to")}</legend>
          <label>
            <input
              type="radio"
              name={groupName}
              value="ebl"
              checked={scope === "ebl"}
              onChange={() => chooseScope("ebl")}
            />
            {t("ebls-for-this-ebl")}
          </label>
          <label>
            <input
              type="radio"
              name={groupName}
              value="voyage"
              checked={scope === "voyage"}
              disabled={!hasVoyage}
              onChange={() => chooseScope("voyage")}
            />
            {hasVoyage
              ? t("ebls-for-voyage", { vessel: vessel ?? "", voyage: voyage ?? "" })
              : t("ebls-for-voyage-none")}
          </label>
        </fieldset>
        <Field label={t("ebls-arrival-label")} problems={shown ? arrivalProblem : undefined}>
          {(control) => (
            <input {...control} type="datetime-local" value={arrival} onChange={(e) => setArrival(e.target.value)} />
          )}
        </Field>
        <Field
          label={t("ebls-lead-label")}
          hint={shown && leadProblem ? undefined : t("ebls-lead-hint")}
          problems={shown ? leadProblem : undefined}
        >
          {(control) => (
            <input {...control} type="text" inputMode="numeric" value={lead} onChange={(e) => setLead(e.target.value)} />
          )}
        </Field>
        <button type="submit" className="button" disabled={save.isPending}>
          {t("ebls-save-deadline")}
        </button>
        {saved ? (
          <p className="muted" role="status">
            {saved}
          </p>
        ) : null}
        {save.isError ? <ErrorNotice error={save.error} title={t("ebls-deadline-not-saved")} /> : null}
        {clear.isError ? <ErrorNotice error={clear.error} title={t("ebls-deadline-not-cleared")} /> : null}
      </form>
    </>
  );
}
