import { type ReactNode, useId } from "react";

/** What a field hands its control: the id its label points at, and the ARIA ties to its problems and hint. */
export interface FieldControl {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * One labelled control of a form, with an optional hint and the field's problems right under
 * it; the control is tied to both for screen readers (`aria-describedby`) and marked invalid
 * while there is a problem. Every form of the app uses it, so a field looks and reads the same
 * everywhere.
 */
export function Field({
  label,
  id: givenId,
  hint,
  problems,
  children,
}: {
  label: ReactNode;
  /** The control's id (generated when not given). */
  id?: string | undefined;
  hint?: ReactNode;
  /** What is wrong with the value: nothing, one text or several. */
  problems?: string | readonly string[] | null | undefined;
  children: (control: FieldControl) => ReactNode;
}) {
  const generated = useId();
  const id = givenId ?? generated;
  const list = (typeof problems === "string" ? [problems] : (problems ?? [])).filter((p) => p !== "");
  const hintId = `${id}-hint`;
  const problemId = `${id}-error`;
  const describedBy = [list.length > 0 ? problemId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, "aria-invalid": list.length > 0 ? true : undefined, "aria-describedby": describedBy })}
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldProblems id={problemId} problems={list} />
    </div>
  );
}

/** Problems said under a field or a group of fields (nothing when there are none). */
export function FieldProblems({ id, problems }: { id: string; problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <div className="field-error" id={id}>
      {problems.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  );
}
