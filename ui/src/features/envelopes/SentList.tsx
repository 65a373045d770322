import type { CommandError } from "../../api/errors";
import type { SentEnvelopeView } from "../../bindings/SentEnvelopeView";
import { EmptyState } from "../../components/EmptyState";
import { ErrorNotice } from "../../components/ErrorNotice";
import { dateTime, sentDocumentText } from "./draftModel";

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
  if (error) return <ErrorNotice error={error} title="The sent envelopes could not be read" />;
  if (pending) return <p className="muted">Loading…</p>;
  if (!sent || sent.length === 0) {
    return (
      <EmptyState title="Nothing sent yet">
        <p>Envelopes you sign and send from this computer are listed here.</p>
      </EmptyState>
    );
  }
  return (
    <table className="data-table sent-table" aria-label="Sent envelopes">
      <thead>
        <tr>
          <th scope="col">Sent</th>
          <th scope="col">Recipient</th>
          <th scope="col">Documents</th>
          <th scope="col">Envelope id</th>
        </tr>
      </thead>
      <tbody>
        {sent.map((s) => (
          <tr key={s.envelopeId}>
            <td className="sent-table__time">{dateTime(s.sentAt)}</td>
            <td>{s.recipient}</td>
            <td>
              <ul className="sent-table__docs">
                {s.documents.map((d, i) => (
                  <li key={`${i}-${d.fileName}`}>{sentDocumentText(d)}</li>
                ))}
              </ul>
            </td>
            <td>
              <code>{s.envelopeId}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
