import { useId, useState, type FormEvent } from "react";

import { useAppPreferences, useSaveAppPreferences, type CloseToTray } from "../../api/appShell";
import { useSaveWatchRules, useWatchRules } from "../../api/attention";
import type { WatchRules } from "../../bindings/WatchRules";
import { ErrorNotice } from "../../components/ErrorNotice";

/**
 * "Watching": which changes of this profile's eBLs need attention (each rule on or off, with its
 * number), and what the app does around the window (closing it, starting at login).
 */
export function WatchingSection() {
  const rules = useWatchRules();
  return (
    <section className="card" aria-labelledby="settings-watching">
      <h2 id="settings-watching">Watching</h2>
      <p className="muted">
        eBL Desk checks every profile with a stored session and tells you when one of its eBLs needs attention.
      </p>
      {rules.isPending ? <p className="muted">Loading…</p> : null}
      {rules.isError ? <ErrorNotice error={rules.error} title="The watch rules could not be loaded" /> : null}
      {rules.isSuccess ? <RulesForm saved={rules.data} /> : null}
      <AppPreferencesForm />
    </section>
  );
}

/** A rule with a number: on or off, and its number while on. */
interface Tuned {
  on: boolean;
  text: string;
}

const tuned = (value: number | null, fallback: number): Tuned => ({ on: value !== null, text: String(value ?? fallback) });

/** The number of a rule that is on, or the problem with it; null when the rule is off. */
function numberOf(rule: Tuned, max: number, unit: string): { value: number | null; problem: string | null } {
  if (!rule.on) return { value: null, problem: null };
  const value = Number(rule.text.trim());
  if (rule.text.trim() === "" || !Number.isInteger(value) || value < 1 || value > max) {
    return { value: null, problem: `Enter whole ${unit}, from 1 to ${max}.` };
  }
  return { value, problem: null };
}

function RulesForm({ saved }: { saved: WatchRules }) {
  const [answered, setAnswered] = useState(saved.surrenderAnswered);
  const [pending, setPending] = useState(tuned(saved.surrenderPendingHours, 48));
  const [unknown, setUnknown] = useState(tuned(saved.outcomeUnknownMinutes, 15));
  const [newlyHeld, setNewlyHeld] = useState(saved.newlyHeld);
  const [untouched, setUntouched] = useState(tuned(saved.untouchedDays, 30));
  const [deadlines, setDeadlines] = useState(saved.deadlines);
  const [lead, setLead] = useState(String(saved.defaultLeadHours));
  const [shown, setShown] = useState(false);
  const [done, setDone] = useState("");
  const save = useSaveWatchRules();

  const pendingHours = numberOf(pending, 8_760, "hours");
  const unknownMinutes = numberOf(unknown, 10_080, "minutes");
  const untouchedDays = numberOf(untouched, 3_650, "days");
  const leadHours = numberOf({ on: true, text: lead }, 8_760, "hours");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    setDone("");
    if (pendingHours.problem || unknownMinutes.problem || untouchedDays.problem || leadHours.problem) return;
    save.mutate(
      {
        surrenderAnswered: answered,
        surrenderPendingHours: pendingHours.value,
        outcomeUnknownMinutes: unknownMinutes.value,
        newlyHeld,
        untouchedDays: untouchedDays.value,
        deadlines,
        defaultLeadHours: leadHours.value ?? saved.defaultLeadHours,
      },
      { onSuccess: () => setDone("Saved: the rules apply from the next check.") },
    );
  };

  return (
    <form className="watch-rules" onSubmit={submit} noValidate aria-label="Watch rules">
      <fieldset className="watch-rules__list">
        <legend>Tell me when, for this profile</legend>
        <Toggle label="A surrender request is answered (accepted or rejected)" on={answered} onChange={setAnswered} />
        <TunedRule
          label="A surrender request waits longer than"
          unit="hours"
          rule={pending}
          onChange={setPending}
          problem={shown ? pendingHours.problem : null}
        />
        <TunedRule
          label="An action's outcome is still unknown after"
          unit="minutes"
          rule={unknown}
          onChange={setUnknown}
          problem={shown ? unknownMinutes.problem : null}
        />
        <Toggle label="An eBL newly comes into your company's hands" on={newlyHeld} onChange={setNewlyHeld} />
        <TunedRule
          label="An eBL your company holds is untouched for"
          unit="days"
          rule={untouched}
          onChange={setUntouched}
          problem={shown ? untouchedDays.problem : null}
        />
        <Toggle label="An eBL is not surrendered before its deadline" on={deadlines} onChange={setDeadlines} />
        <TunedRule
          label="Lead time a new deadline proposes"
          unit="hours"
          rule={{ on: true, text: lead }}
          onChange={(r) => setLead(r.text)}
          problem={shown ? leadHours.problem : null}
          always
        />
      </fieldset>
      <button type="submit" className="button" disabled={save.isPending}>
        Save watch rules
      </button>
      {done ? (
        <p className="muted" role="status">
          {done}
        </p>
      ) : null}
      {save.isError ? <ErrorNotice error={save.error} title="The watch rules were not saved" /> : null}
    </form>
  );
}

function Toggle({ label, on, onChange }: { label: string; on: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="watch-rules__rule">
      <input type="checkbox" checked={on} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

/** A rule with its number: the box turns it on or off; the number is named "<label> (<unit>)". */
function TunedRule({
  label,
  unit,
  rule,
  onChange,
  problem,
  always = false,
}: {
  label: string;
  unit: string;
  rule: Tuned;
  onChange: (rule: Tuned) => void;
  problem: string | null;
  /** Not a rule but a number: no box. */
  always?: boolean;
}) {
  const id = useId();
  const problemId = `${id}-problem`;
  return (
    <div className="watch-rules__rule">
      {always ? (
        <span>{label}</span>
      ) : (
        <label>
          <input type="checkbox" checked={rule.on} onChange={(e) => onChange({ ...rule, on: e.target.checked })} />
          {label}
        </label>
      )}
      <input
        type="text"
        inputMode="numeric"
        className="watch-rules__number"
        aria-label={`${label} (${unit})`}
        value={rule.text}
        disabled={!rule.on}
        onChange={(e) => onChange({ ...rule, text: e.target.value })}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
      />
      <span>{unit}</span>
      {problem ? (
        <p className="field-error" id={problemId}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

const CLOSE_CHOICES: { value: CloseToTray; label: string }[] = [
  { value: "ask", label: "Ask" },
  { value: "tray", label: "Keep running in the tray" },
  { value: "quit", label: "Quit" },
];

/** App-wide: what closing the window does, and starting at login. Each change is saved at once. */
function AppPreferencesForm() {
  const prefs = useAppPreferences();
  const save = useSaveAppPreferences();
  const name = useId();
  const [done, setDone] = useState("");
  if (prefs.isPending) return <p className="muted">Loading…</p>;
  if (prefs.isError) return <ErrorNotice error={prefs.error} title="The app's preferences could not be loaded" />;
  const current = prefs.data;
  const change = (patch: Partial<typeof current>) => {
    setDone("");
    save.mutate({ ...current, ...patch }, { onSuccess: () => setDone("Saved.") });
  };
  return (
    <div className="watch-prefs">
      <fieldset className="watch-prefs__close">
        <legend>When the window is closed</legend>
        {CLOSE_CHOICES.map((c) => (
          <label key={c.value}>
            <input
              type="radio"
              name={name}
              value={c.value}
              checked={current.closeToTray === c.value}
              disabled={save.isPending}
              onChange={() => change({ closeToTray: c.value })}
            />
            {c.label}
          </label>
        ))}
      </fieldset>
      <label className="watch-rules__rule">
        <input
          type="checkbox"
          checked={current.startAtLogin}
          disabled={save.isPending}
          onChange={(e) => change({ startAtLogin: e.target.checked })}
        />
        Start eBL Desk at login
      </label>
      <p className="muted">Started at login, eBL Desk opens no window: it watches from the tray.</p>
      {done ? (
        <p className="muted" role="status">
          {done}
        </p>
      ) : null}
      {save.isError ? <ErrorNotice error={save.error} title="The preference was not saved" /> : null}
    </div>
  );
}
