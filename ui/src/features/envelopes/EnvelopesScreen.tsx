import { EmptyState } from "../../components/EmptyState";
import { ScreenHeader } from "../../components/ScreenHeader";

export function EnvelopesScreen() {
  return (
    <>
      <ScreenHeader title="Envelopes" subtitle="Trade documents sent to another company's inbox." />
      <EmptyState title="No envelopes">
        <p>
          An envelope carries documents such as invoices and packing lists to a recipient inbox, signed
          with your key. None have been prepared on this computer.
        </p>
      </EmptyState>
    </>
  );
}
