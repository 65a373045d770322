import { useId, useState, type FormEvent } from "react";

import { useAppPreferences, useSaveAppPreferences, type CloseToTray } from "../../api/appShell";
import { useSaveWatchRules, useWatchRules } from "../../api/attention";
import type { WatchRules } from "../../bindings/WatchRules";
import { ErrorNotice } from "../../components/ErrorNotice";
import { t, useT } from "../../i18n";

/**
 * "Watching": which changes of this profile's eBLs need attention (each rule on or off, with its
 * number), and what the app does around the window (closing it, starting at login).
 */
export function WatchingSection() {
  const t = useT();
  const rules = useWatchRules();
  return (
    <section className="card" aria-labelledby="settings-watching">
      <h2 id="settings-watching">{t("settings-watching")}</h2>
      <p className="muted">{t("settings-watching-about")}</p>
      {rules.isPending ? <p className="muted">{t("settings-loading")}</p> : null}
      {rules.isError ? <ErrorNotice error={rules.error} title={t("settings-watching-load-failed")} /> : null}
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

/** What a rule's number counts. */
type Unit = "hours" | "minutes" | "days";

function unitWord(unit: Unit): string {
  switch (unit) {
    case "hours":
      return t("settings-watch-unit-hours");
    case "minutes":
      return t("settings-watch-unit-minutes");
    case "days":
      return t("settings-watch-unit-days");
  }
}

/** The name of a rule's number field: "<label> (<unit>)". */
function numberLabel(label: string, unit: Unit): string {
  switch (unit) {
    case "hours":
      return t("settings-watch-number-hours", { label });
    case "minutes":
      return t("settings-watch-number-minutes", { label });
    case "days":
      return t("settings-watch-number-days", { label });
  }
}

function rangeProblem(unit: Unit, max: number): string {
  switch (unit) {
    case "hours":
      return t("settings-watch-problem-hours", { max });
    case "minutes":
      return t("settings-watch-problem-minutes", { max });
    case "days":
      return t("settings-watch-problem-days", { max });
  }
}

/** The number of a rule that is on, or the problem with it; null when the rule is off. */
function numberOf(rule: Tuned, max: number, unit: Unit): { value: number | null; problem: string | null } {
  if (!rule.on) return { value: null, problem: null };
  const value = Number(rule.text.trim());
  if (rule.text.trim() === "" || !Number.isInteger(value) || value < 1 || value > max) {
    return { value: null, problem: rangeProblem(unit, max) };
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
      { onSuccess: () => setDone(t("settings-watch-saved")) },
    );
  };

  return (
    <form className="watch-rules" onSubmit={submit} noValidate aria-label={t("settings-watch-rules")}>
      <fieldset className="watch-rules__list">
        <legend>{t("settings-watch-tell-me")}</legend>
        <Toggle label={t("settings-watch-answered")} on={answered} onChange={setAnswered} />
        <TunedRule
          label={t("settings-watch-pending")}
          unit="hours"
          rule={pending}
          onChange={setPending}
          problem={shown ? pendingHours.problem : null}
        />
        <TunedRule
          label={t("settings-watch-unknown")}
          unit="minutes"
          rule={unknown}
          onChange={setUnknown}
          problem={shown ? unknownMinutes.problem : null}
        />
        <Toggle label={t("settings-watch-newly-held")} on={newlyHeld} onChange={setNewlyHeld} />
        <TunedRule
          label={t("settings-watch-untouched")}
          unit="days"
          rule={untouched}
          onChange={setUntouched}
          problem={shown ? untouchedDays.problem : null}
        />
        <Toggle label={t("settings-watch-deadlines")} on={deadlines} onChange={setDeadlines} />
        <TunedRule
          label={t("settings-watch-lead")}
          unit="hours"
          rule={{ on: true, text: lead }}
          onChange={(r) => setLead(r.text)}
          problem={shown ? leadHours.problem : null}
          always
        />
      </fieldset>
      <button type="submit" className="button" disabled={save.isPending}>
        {t("settings-watch-save")}
      </button>
      {done ? (
        <p className="muted" role="status">
          {done}
        </p>
      ) : null}
      {save.isError ? <ErrorNotice error={save.error} title={t("settings-watch-save-failed")} /> : null}
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
  unit: Unit;
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
        aria-label={numberLabel(label, unit)}
        value={rule.text}
        disabled={!rule.on}
        onChange={(e) => onChange({ ...rule, text: e.target.value })}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
      />
      <span>{unitWord(unit)}</span>
      {problem ? (
        <p className="field-error" id={problemId}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

const CLOSE_CHOICES: CloseToTray[] = ["ask", "tray", "quit"];

function closeChoiceLabel(choice: CloseToTray): string {
  switch (choice) {
    case "ask":
      return t("settings-close-ask");
    case "tray":
      return t("settings-close-tray");
    case "quit":
      return t("settings-close-quit");
  }
}

/** App-wide: what closing the window does, and starting at login. Each change is saved at once. */
function AppPreferencesForm() {
  const prefs = useAppPreferences();
  const save = useSaveAppPreferences();
  const name = useId();
  const [done, setDone] = useState("");
  if (prefs.isPending) return <p className="muted">{t("settings-loading")}</p>;
  if (prefs.isError) return <ErrorNotice error={prefs.error} title={t("settings-prefs-load-failed")} />;
  const current = prefs.data;
  const change = (patch: Partial<typeof current>) => {
    setDone("");
    save.mutate({ ...current, ...patch }, { onSuccess: () => setDone(t("settings-prefs-saved")) });
  };
  return (
    <div className="watch-prefs">
      <fieldset className="watch-prefs__close">
        <legend>{t("settings-close")}</legend>
        {CLOSE_CHOICES.map((c) => (
          <label key={c}>
            <input
              type="radio"
              name={name}
              value={c}
              checked={current.closeToTray === c}
              disabled={save.isPending}
              onChange={() => change({ closeToTray: c })}
            />
            {closeChoiceLabel(c)}
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
        {t("settings-start-at-login")}
      </label>
      <p className="muted">{t("settings-start-at-login-about")}</p>
      {done ? (
        <p className="muted" role="status">
          {done}
        </p>
      ) : null}
      {save.isError ? <ErrorNotice error={save.error} title={t("settings-prefs-save-failed")} /> : null}
    </div>
  );
}
