import type { AddResult } from "./useDraftSession";
import { baseName } from "./draftModel";
import { ErrorNotice } from "../../components/ErrorNotice";
import { t } from "../../i18n";

/**
 * Where files go: dropped anywhere on the window while this screen is open (highlighted while a
 * drag is over the window), or picked with *Add files…* (Ctrl+O). Shows what the last drop did.
 */
export function DropZone({
  dragging,
  onAddFiles,
  disabled,
  result,
  onDismiss,
  problemId,
  problems,
}: {
  dragging: boolean;
  onAddFiles: () => void;
  disabled?: boolean;
  result: AddResult | null;
  onDismiss: () => void;
  problemId?: string;
  problems?: string[];
}) {
  return (
    <div className="drop-zone-wrap">
      <div
        className={`drop-zone${dragging ? " drop-zone--active" : ""}${problems?.length ? " drop-zone--invalid" : ""}`}
        aria-describedby={problems?.length ? problemId : undefined}
      >
        <p className="drop-zone__text">
          {dragging ? t("env-drop-active") : t("env-drop-idle")}
        </p>
        <button
          type="button"
          className="button"
          onClick={onAddFiles}
          disabled={disabled}
          aria-keyshortcuts="Control+O"
          title={t("env-add-files-title")}
        >
          {t("env-add-files")}
        </button>
      </div>
      {problems?.length ? (
        <div id={problemId} className="field-error envelope-issues">
          {problems.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      ) : null}
      <AddResultNotice result={result} onDismiss={onDismiss} />
    </div>
  );
}

function AddResultNotice({ result, onDismiss }: { result: AddResult | null; onDismiss: () => void }) {
  if (!result) return <div role="status" aria-live="polite" className="add-result add-result--empty" />;
  return (
    <div role="status" aria-live="polite" className="add-result">
      {result.kind === "failed" ? <ErrorNotice error={result.error} title={t("env-add-failed")} /> : null}
      {result.kind === "refused" ? <p className="warning">{result.text}</p> : null}
      {result.kind === "added" ? (
        <div className={result.skipped.length ? "warning" : "muted"}>
          <p>
            {t("env-files-added", { count: result.added })}
            {result.skipped.length ? ` ${t("env-files-not-added", { count: result.skipped.length })}` : ""}
          </p>
          {result.skipped.length ? (
            <ul className="add-result__skipped" aria-label={t("env-not-added-list")}>
              {result.skipped.map((s) => (
                <li key={s.path}>
                  <strong title={s.path} translate="no" dir="ltr">
                    {baseName(s.path)}
                  </strong>
                  : {s.reason}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <button type="button" className="link-button add-result__dismiss" onClick={onDismiss}>
        {t("env-dismiss")}
      </button>
    </div>
  );
}
