import { describeError, type AppError } from "../api/errors";
import { t } from "../i18n";

/** Shows a `{code, message}` error: plain text first, the code for support underneath. */
export function ErrorNotice({ error, title }: { error: AppError; title?: string | undefined }) {
  const text = describeError(error);
  return (
    <div role="alert" className="error-notice">
      {title ? <p className="error-notice__title">{title}</p> : null}
      <p>{text}</p>
      {text !== error.message ? <p className="error-notice__detail">{error.message}</p> : null}
      <p className="error-notice__code">
        {t("app-error-code")}{" "}
        <code translate="no" dir="ltr">
          {error.code}
        </code>
      </p>
    </div>
  );
}
