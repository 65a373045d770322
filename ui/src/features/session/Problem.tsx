import type { IpcError } from "../../bindings/IpcError";
import { describeDeskError } from "../../api/desk";

/** An error in plain words, with the code underneath for support. */
export function Problem({ error, title }: { error: IpcError; title?: string | undefined }) {
  const text = describeDeskError(error);
  return (
    <div role="alert" className="error-notice">
      {title ? <p className="error-notice__title">{title}</p> : null}
      <p>{text}</p>
      <p className="error-notice__code">
        Error code: <code>{error.code}</code>
      </p>
    </div>
  );
}
