import { EmptyState } from "../../components/EmptyState";
import { ScreenHeader } from "../../components/ScreenHeader";

export function RulesScreen() {
  return (
    <>
      <ScreenHeader
        title="Rules"
        subtitle="Notifications the service sends when an eBL changes or an envelope arrives."
      />
      <EmptyState title="Sign in to see your company's rules">
        <p>
          Rules belong to your company on the service: each one calls a webhook or sends an e-mail when
          its event happens.
        </p>
      </EmptyState>
    </>
  );
}
