import { describeError, type AppError } from "../api/errors";

/** Shows a `{code, message}` error: plain text first, the code for support underneath. */
export function ErrorNotice({ error, title }: { error: AppError; title?: string | undefined }) {
  const text = describeError(error);
  return (
    <div role="alert" className="error-notice">
      {title ? <p className="error-notice__title">{title}</p> : null}
      <p>{text}</p>
      {text !== error.message ? <p className="error-notice__detail">{error.message}</p> : null}
      <p className="error-notice__code">
        Error code: <code>{error.code}</code>
      </p>
    </div>
  );
}
