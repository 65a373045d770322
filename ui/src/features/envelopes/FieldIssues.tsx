/** The problems of one field, right under it; the field points at them (aria-describedby). */
export function FieldIssues({ id, messages }: { id: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <div id={id} className="field-error envelope-issues">
      {messages.map((m) => (
        <p key={m}>{m}</p>
      ))}
    </div>
  );
}

/** `aria-invalid` and `aria-describedby` for a field with `messages`, plus any hint ids. */
export function describedBy(issueId: string, messages: string[], ...hints: (string | false | undefined)[]) {
  const ids = [...(messages.length ? [issueId] : []), ...hints.filter((h): h is string => Boolean(h))];
  return {
    "aria-invalid": messages.length ? true : undefined,
    "aria-describedby": ids.length ? ids.join(" ") : undefined,
  };
}
