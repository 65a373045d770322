import { useId, type KeyboardEvent } from "react";

import type { DraftDocument } from "../../bindings/DraftDocument";
import type { EnvelopeKind } from "../../bindings/EnvelopeKind";
import { fieldKey, fileKind, formatSize, type DocumentField } from "./draftModel";
import { describedBy, FieldIssues } from "./FieldIssues";
import { MetadataRows } from "./MetadataRows";
import { Thumbnail } from "./Thumbnail";
import { t } from "../../i18n";

/**
 * One document of the envelope: its file (thumbnail, name, size, type), how it is described
 * (document type, document id, metadata) with each problem under its field, and the buttons to
 * move or remove it. The row itself takes focus: Alt+↑/↓ moves the document (from anywhere in
 * it), Delete removes it.
 */
export function DocumentRow({
  doc,
  index,
  count,
  kind,
  typesListId,
  issuesOf,
  touch,
  onChange,
  onMove,
  onRemove,
}: {
  doc: DraftDocument;
  index: number;
  count: number;
  kind: EnvelopeKind;
  typesListId: string;
  issuesOf: (key: string) => string[];
  touch: (key: string) => void;
  onChange: (change: (d: DraftDocument) => DraftDocument) => void;
  onMove: (delta: number) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const name = doc.fileName.trim() || t("env-doc-unnamed");
  const key = (field: DocumentField) => fieldKey(doc.path, field);
  const problems = (field: DocumentField) => issuesOf(key(field));
  const issueId = (field: DocumentField) => `${id}-${field}-issues`;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey && (event.key === "ArrowUp" || event.key === "ArrowDown")) {
      event.preventDefault();
      onMove(event.key === "ArrowUp" ? -1 : 1);
      return;
    }
    if (event.key === "Delete" && event.target === event.currentTarget) {
      event.preventDefault();
      onRemove();
    }
  };

  const fileProblems = problems("file");
  const nameProblems = problems("fileName");
  const typeProblems = problems("documentType");
  const idProblems = problems("documentId");

  return (
    <li className="doc-row-item">
      <section
        className={`doc-row${fileProblems.length ? " doc-row--invalid" : ""}`}
        role="group"
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-help`}
        tabIndex={0}
        data-doc-path={doc.path}
        onKeyDown={onKeyDown}
      >
        <span id={`${id}-help`} className="visually-hidden">
          {t("env-doc-help", { position: index + 1, count })}
        </span>
        <Thumbnail path={doc.path} mediaType={doc.mediaType} fileName={name} />
        <div className="doc-row__body">
          <div className="doc-row__head">
            <h4 id={`${id}-name`} className="doc-row__name"
              title={doc.path}
              {...(doc.fileName.trim() ? { translate: "no" as const, dir: "ltr" } : {})}
            >
              {name}
            </h4>
            <span className="doc-row__facts muted" translate="no" dir="ltr">
              {formatSize(doc.size)} · {fileKind(doc.mediaType, doc.fileName)}
            </span>
            <span className="doc-row__spacer" />
            <button
              type="button"
              className="icon-button doc-row__button"
              aria-label={t("env-doc-move-up", { file: name })}
              title={t("env-doc-move-up-title")}
              aria-keyshortcuts="Alt+ArrowUp"
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="icon-button doc-row__button"
              aria-label={t("env-doc-move-down", { file: name })}
              title={t("env-doc-move-down-title")}
              aria-keyshortcuts="Alt+ArrowDown"
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              ↓
            </button>
            <button
              type="button"
              className="icon-button doc-row__button doc-row__remove"
              aria-label={t("env-doc-remove", { file: name })}
              title={t("env-doc-remove-title")}
              onClick={onRemove}
            >
              ×
            </button>
          </div>
          <FieldIssues id={issueId("file")} messages={fileProblems} />
          <div className="doc-row__fields">
            <div className="envelope-field">
              <label htmlFor={`${id}-type`}>{t("env-doc-type")}</label>
              <input
                id={`${id}-type`}
                type="text"
                role="combobox"
                aria-autocomplete="list"
                // The types' list is the browser's own datalist popup, whose state the page
                // cannot see: the role's required attribute says it as closed.
                aria-expanded={false}
                list={typesListId}
                value={doc.documentType}
                autoComplete="off"
                spellCheck={false}
                placeholder={t("env-doc-type-placeholder")}
                className="input--code"
                dir="ltr"
                translate="no"
                {...describedBy(issueId("documentType"), typeProblems)}
                onChange={(e) => onChange((d) => ({ ...d, documentType: e.target.value.toUpperCase() }))}
                onBlur={() => touch(key("documentType"))}
              />
              <FieldIssues id={issueId("documentType")} messages={typeProblems} />
            </div>
            {kind === "standard" ? (
              <div className="envelope-field">
                <label htmlFor={`${id}-id`}>{t("env-doc-id")}</label>
                <input
                  id={`${id}-id`}
                  type="text"
                  value={doc.documentId}
                  autoComplete="off"
                  spellCheck={false}
                  {...describedBy(issueId("documentId"), idProblems)}
                  onChange={(e) => onChange((d) => ({ ...d, documentId: e.target.value }))}
                  onBlur={() => touch(key("documentId"))}
                />
                <FieldIssues id={issueId("documentId")} messages={idProblems} />
              </div>
            ) : null}
            <div className="envelope-field">
              <label htmlFor={`${id}-file-name`}>{t("env-doc-file-name")}</label>
              <input
                id={`${id}-file-name`}
                type="text"
                value={doc.fileName}
                autoComplete="off"
                spellCheck={false}
                {...describedBy(issueId("fileName"), nameProblems)}
                onChange={(e) => onChange((d) => ({ ...d, fileName: e.target.value }))}
                onBlur={() => touch(key("fileName"))}
              />
              <FieldIssues id={issueId("fileName")} messages={nameProblems} />
            </div>
          </div>
          <div className="doc-row__metadata" role="group" aria-labelledby={`${id}-meta`}>
            <h5 id={`${id}-meta`} className="doc-row__subhead">
              {t("env-doc-metadata")}
            </h5>
            <MetadataRows
              rows={doc.metadata}
              problems={problems("metadata")}
              onLeave={() => touch(key("metadata"))}
              onChange={(metadata) => onChange((d) => ({ ...d, metadata }))}
            />
          </div>
        </div>
      </section>
    </li>
  );
}
