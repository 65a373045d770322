import type { CommandError } from "../../api/errors";
import type { SentEnvelopeView } from "../../bindings/SentEnvelopeView";
import { EmptyState } from "../../components/EmptyState";
import { ErrorNotice } from "../../components/ErrorNotice";
import { dateTime, sentDocumentText } from "./draftModel";
import { Ltr, t } from "../../i18n";

/** Envelopes sent from this computer: envelope id, recipient, documents, time; newest first. */
export function SentList({
  sent,
  error,
  pending,
}: {
  sent: SentEnvelopeView[] | undefined;
  error: CommandError | null;
  pending: boolean;
}) {
  if (error) return <ErrorNotice error={error} title={t("env-error-sent")} />;
  if (pending) return <p className="muted">{t("env-loading")}</p>;
  if (!sent || sent.length === 0) {
    return (
      <EmptyState title={t("env-sent-empty-title")}>
        <p>{t("env-sent-empty-text")}</p>
      </EmptyState>
    );
  }
  return (
    <table className="data-table sent-table" aria-label={t("env-sent-table")}>
      <thead>
        <tr>
          <th scope="col">{t("env-sent-col-sent")}</th>
          <th scope="col">{t("env-sent-col-recipient")}</th>
          <th scope="col">{t("env-sent-col-documents")}</th>
          <th scope="col">{t("env-sent-col-envelope-id")}</th>
        </tr>
      </thead>
      <tbody>
        {sent.map((s) => (
          <tr key={s.envelopeId}>
            <td className="sent-table__time">
              <time dateTime={new Date(s.sentAt).toISOString()} translate="no">
                {dateTime(s.sentAt)}
              </time>
            </td>
            <td>
              <Ltr>{s.recipient}</Ltr>
            </td>
            <td>
              <ul className="sent-table__docs">
                {s.documents.map((d, i) => (
                  <li key={`${i}-${d.fileName}`}>
                    <Ltr>{sentDocumentText(d)}</Ltr>
                  </li>
                ))}
              </ul>
            </td>
            <td>
              <Ltr>
                <code>{s.envelopeId}</code>
              </Ltr>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
