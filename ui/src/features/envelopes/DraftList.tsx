import type { Draft } from "../../bindings/Draft";
import { clockTime, dateTime, documentCount, draftTitle, titleProps } from "./draftModel";
import { t } from "../../i18n";

/** The drafts, newest first; the open one is marked. Each is a button that opens it. */
export function DraftList({
  drafts,
  openId,
  uploadingIds,
  onOpen,
}: {
  drafts: Draft[];
  openId: string | null;
  uploadingIds: ReadonlySet<string>;
  onOpen: (draft: Draft) => void;
}) {
  if (drafts.length === 0) {
    return <p className="muted draft-list__empty">{t("env-drafts-empty")}</p>;
  }
  return (
    <ul className="draft-list" aria-label={t("env-drafts-list-name")}>
      {drafts.map((d) => {
        const today = d.updatedAt > 0 && new Date(d.updatedAt).toDateString() === new Date().toDateString();
        return (
          <li key={d.id}>
            <button
              type="button"
              className="draft-list__item"
              aria-current={d.id === openId ? "true" : undefined}
              onClick={() => onOpen(d)}
            >
              <span className="draft-list__title" {...titleProps(d)}>
                {draftTitle(d)}
              </span>
              <span className="draft-list__meta muted">
                {documentCount(d.documents.length)}
                {" · "}
                {d.updatedAt > 0 ? (
                  <time dateTime={new Date(d.updatedAt).toISOString()} translate="no">
                    {today ? clockTime(d.updatedAt) : dateTime(d.updatedAt)}
                  </time>
                ) : (
                  t("env-draft-not-saved")
                )}
              </span>
              {uploadingIds.has(d.id) ? (
                <span className="badge badge--pending">{t("env-badge-uploading")}</span>
              ) : d.uploaded ? (
                <span className="badge badge--ok">{t("env-badge-uploaded")}</span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
