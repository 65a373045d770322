import { fileProgress, formatSize, percent } from "./draftModel";
import { Ltr, t } from "../../i18n";

export interface UploadFile {
  fileName: string;
  size: number;
}

/**
 * The upload under way: the whole (bytes and percent) and each file (files stream in order, so
 * a file's share follows from the bytes sent so far), with *Cancel upload*.
 */
export function UploadProgress({
  files,
  sent,
  total,
  cancelling,
  onCancel,
}: {
  files: UploadFile[];
  sent: number;
  total: number;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const whole = total > 0 ? total : files.reduce((sum, f) => sum + f.size, 0);
  const pct = percent(sent, whole);
  const perFile = fileProgress(
    files.map((f) => f.size),
    sent,
  );
  return (
    <section className="upload-progress" aria-label={t("env-upload-section")}>
      <div className="upload-progress__total">
        <p className="upload-progress__label">
          {cancelling ? t("env-upload-cancelling") : t("env-upload-uploading")} — {bytesOf(sent, whole, pct)}
        </p>
        <Bar label={t("env-upload-progress")} value={pct} text={bytesOf(sent, whole, pct)} />
      </div>
      <ul className="upload-progress__files">
        {files.map((f, i) => {
          const done = perFile[i] ?? 0;
          const filePct = percent(done, f.size);
          return (
            <li key={`${i}-${f.fileName}`} className="upload-progress__file">
              <Ltr className="upload-progress__name">{f.fileName}</Ltr>
              <Bar
                label={t("env-upload-file-progress", { file: f.fileName })}
                value={filePct}
                text={bytesOf(done, f.size, filePct)}
                small
              />
              <span className="muted upload-progress__bytes">{bytesOf(done, f.size, filePct)}</span>
            </li>
          );
        })}
      </ul>
      <div className="button-row">
        <button type="button" className="button button--danger" onClick={onCancel} disabled={cancelling}>
          {t("env-upload-cancel")}
        </button>
      </div>
    </section>
  );
}

/** `1000 B of 4000 B (25%)`. */
function bytesOf(done: number, total: number, pct: number): string {
  return t("env-upload-bytes", { done: formatSize(done), total: formatSize(total), percent: pct });
}

function Bar({ label, value, text, small }: { label: string; value: number; text: string; small?: boolean }) {
  return (
    <div
      className={`progress${small ? " progress--small" : ""}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={text}
    >
      <div className="progress__fill" style={{ width: `${value}%` }} />
    </div>
  );
}
