import { useAppInfo } from "../../api/app";
import { ErrorNotice } from "../../components/ErrorNotice";
import { ScreenHeader } from "../../components/ScreenHeader";
import { ApprovalPolicySection } from "./ApprovalPolicySection";
import { EnvelopeSettingsSection } from "./EnvelopeSettingsSection";
import { ProfilesSection } from "./ProfilesSection";
import { profileKindLabel } from "./profileLabels";
import { RegistrationSection } from "./RegistrationSection";
import { RegistriesSection } from "./RegistriesSection";
import { AboutSection } from "./AboutSection";
import { WatchingSection } from "./WatchingSection";
import "./settings.css";

export function SettingsScreen() {
  const info = useAppInfo();
  return (
    <>
      <ScreenHeader title="Settings" subtitle="The profile this window works in and the app itself." />
      {info.isPending ? <p className="muted">Loading…</p> : null}
      {info.isError ? <ErrorNotice error={info.error} title="Settings could not be loaded" /> : null}
      {info.isSuccess ? (
        <>
          <section className="card" aria-labelledby="settings-profile">
            <h2 id="settings-profile">Active profile</h2>
            <dl className="facts">
              <dt>Name</dt>
              <dd>{info.data.profile.name}</dd>
              <dt>Kind</dt>
              <dd>{profileKindLabel(info.data.profile.kind)}</dd>
              <dt>App version</dt>
              <dd>
                {info.data.name} {info.data.version}
              </dd>
            </dl>
          </section>
          {/* Without the app's own answer the app is not usable; its error alone is shown then. */}
          <ProfilesSection />
          <RegistriesSection />
          <ApprovalPolicySection />
          <EnvelopeSettingsSection />
          <WatchingSection />
          <RegistrationSection profileKind={info.data.profile.kind} />
          <AboutSection logFolder={info.data.log_folder ?? null} />
        </>
      ) : null}
    </>
  );
}
