import { useAppInfo } from "../../api/app";
import { ErrorNotice } from "../../components/ErrorNotice";
import { ScreenHeader } from "../../components/ScreenHeader";
import { Ltr, useT } from "../../i18n";
import { ApprovalPolicySection } from "./ApprovalPolicySection";
import { EnvelopeSettingsSection } from "./EnvelopeSettingsSection";
import { ProfilesSection } from "./ProfilesSection";
import { profileKindLabel } from "./profileLabels";
import { RegistrationSection } from "./RegistrationSection";
import { RegistriesSection } from "./RegistriesSection";
import { AboutSection } from "./AboutSection";
import { LanguageSection } from "./LanguageSection";
import { WatchingSection } from "./WatchingSection";
import "./settings.css";

export function SettingsScreen() {
  const t = useT();
  const info = useAppInfo();
  return (
    <>
      <ScreenHeader title={t("settings-title")} subtitle={t("settings-subtitle")} />
      {info.isPending ? <p className="muted">{t("settings-loading")}</p> : null}
      {info.isError ? <ErrorNotice error={info.error} title={t("settings-load-failed")} /> : null}
      {info.isSuccess ? (
        <>
          <section className="card" aria-labelledby="settings-profile">
            <h2 id="settings-profile">{t("settings-active-profile")}</h2>
            <dl className="facts">
              <dt>{t("settings-profile-name")}</dt>
              <dd>
                <Ltr>{info.data.profile.name}</Ltr>
              </dd>
              <dt>{t("settings-profile-kind")}</dt>
              <dd>{profileKindLabel(info.data.profile.kind)}</dd>
              <dt>{t("settings-app-version")}</dt>
              <dd>
                <Ltr>
                  {info.data.name} {info.data.version}
                </Ltr>
              </dd>
            </dl>
          </section>
          {/* Without the app's own answer the app is not usable; its error alone is shown then. */}
          <ProfilesSection />
          <RegistriesSection />
          <ApprovalPolicySection />
          <EnvelopeSettingsSection />
          <LanguageSection />
          <WatchingSection />
          <RegistrationSection profileKind={info.data.profile.kind} />
          <AboutSection logFolder={info.data.log_folder ?? null} />
        </>
      ) : null}
    </>
  );
}
