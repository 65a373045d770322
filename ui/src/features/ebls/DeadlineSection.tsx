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
  const deadlines = useEblDeadlines(row.id);
  const rules = useWatchRules();
  const ready = deadlines.isSuccess && !rules.isPending;
  return (
    <section aria-labelledby="ebl-deadline" className="deadline">
      <h3 id="ebl-deadline">Surrender deadline</h3>
      {deadlines.isError ? <ErrorNotice error={deadlines.error} title="The deadline could not be read" /> : null}
      {deadlines.isPending ? <p className="muted">Loading…</p> : null}
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

function scopeWords(d: ArrivalDeadline | null, vessel: string, voyage: string, scope: DeadlineFor): string {
  if (scope === "ebl") return "for this eBL";
  return `for every eBL of vessel ${d?.vessel ?? vessel} voyage ${d?.voyage ?? voyage}`;
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
  const arrivalProblem = arrivalAt === null ? "Enter the arrival date and time." : null;
  const leadProblem =
    lead.trim() === "" || !Number.isInteger(leadHours) || leadHours < 0 || leadHours > MAX_LEAD_HOURS
      ? `Enter whole hours, from 0 to ${MAX_LEAD_HOURS}.`
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
          setSaved(d.surrenderBy !== null ? `Saved: surrender by ${dateTimeText(d.surrenderBy)}.` : "Saved."),
      },
    );
  };

  const existing: [DeadlineFor, ArrivalDeadline][] = [];
  if (deadlines.own) existing.push(["ebl", deadlines.own]);
  if (deadlines.voyageDeadline) existing.push(["voyage", deadlines.voyageDeadline]);

  return (
    <>
      <dl className="facts">
        <dt>Vessel / voyage</dt>
        <dd>{hasVoyage ? `${vessel} / ${voyage}` : <span className="muted">The eBL names no vessel and voyage.</span>}</dd>
      </dl>
      {deadlines.surrenderBy !== null ? (
        <p className="deadline__by">
          <strong>Surrender by {dateTimeText(deadlines.surrenderBy)}</strong>
        </p>
      ) : null}
      {existing.length > 0 ? (
        <ul className="plain-list deadline__set" aria-label="Deadlines set">
          {existing.map(([applies, d]) => (
            <li key={applies}>
              Arrival {dateTimeText(d.arrivalAt)}, {d.leadHours} h lead, {scopeWords(d, vessel ?? "", voyage ?? "", applies)}
              {deadlines.own && applies === "voyage" ? <span className="muted"> (this eBL's own deadline applies)</span> : null}{" "}
              <button
                type="button"
                className="link-button"
                aria-label={`Clear the deadline ${scopeWords(d, vessel ?? "", voyage ?? "", applies)}`}
                onClick={() => {
                  setSaved("");
                  clear.mutate(applies, { onSuccess: () => setSaved("Deadline cleared.") });
                }}
                disabled={clear.isPending}
              >
                Clear
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No deadline set. Enter the vessel's arrival to be told when the eBL is not surrendered in time.</p>
      )}
      {!watching ? (
        <p className="muted">Deadlines are not watched for this profile (Settings → Watching): a deadline set here raises nothing.</p>
      ) : null}

      <form className="deadline__form" onSubmit={submit} noValidate aria-label="Arrival and lead time">
        <fieldset className="deadline__scope">
          <legend>Applies to</legend>
          <label>
            <input
              type="radio"
              name={groupName}
              value="ebl"
              checked={scope === "ebl"}
              onChange={() => chooseScope("ebl")}
            />
            For this eBL
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
            {hasVoyage ? `For every eBL of vessel ${vessel} voyage ${voyage}` : "For every eBL of its vessel and voyage"}
          </label>
        </fieldset>
        <Field label="Arrival (date and time)" problems={shown ? arrivalProblem : undefined}>
          {(control) => (
            <input {...control} type="datetime-local" value={arrival} onChange={(e) => setArrival(e.target.value)} />
          )}
        </Field>
        <Field
          label="Lead time (hours)"
          hint={shown && leadProblem ? undefined : "Raised when the eBL is not surrendered this long before arrival."}
          problems={shown ? leadProblem : undefined}
        >
          {(control) => (
            <input {...control} type="text" inputMode="numeric" value={lead} onChange={(e) => setLead(e.target.value)} />
          )}
        </Field>
        <button type="submit" className="button" disabled={save.isPending}>
          Save deadline
        </button>
        {saved ? (
          <p className="muted" role="status">
            {saved}
          </p>
        ) : null}
        {save.isError ? <ErrorNotice error={save.error} title="The deadline was not saved" /> : null}
        {clear.isError ? <ErrorNotice error={clear.error} title="The deadline was not cleared" /> : null}
      </form>
    </>
  );
}
