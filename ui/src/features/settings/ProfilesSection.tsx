import { useState } from "react";

import type { CommandError } from "../../api/errors";
import { profileDeletionFacts, useDeleteProfile, useProfiles, useSwitchProfile } from "../../api/profiles";
import type { ProfileDeletion } from "../../bindings/ProfileDeletion";
import type { ProfileView } from "../../bindings/ProfileView";
import { ErrorNotice } from "../../components/ErrorNotice";
import { Ltr, t, useT } from "../../i18n";
import { ProfileForm } from "./ProfileForm";
import { emptyForm, formFromProfile } from "./profileFormModel";
import { profileListKindLabel } from "./profileLabels";
import { SLOT, withSlot } from "./withSlot";

/**
 * The profiles the app knows: which one is in use, switching to another, and adding, editing and
 * deleting service profiles. The form below the list adds a profile, or edits the one chosen.
 */
export function ProfilesSection() {
  const t = useT();
  const profiles = useProfiles();
  const switchTo = useSwitchProfile();
  const [editing, setEditing] = useState<ProfileView | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [done, setDone] = useState<string | null>(null);

  const startEdit = (profile: ProfileView) => {
    setDone(null);
    setEditing(profile);
    setFormKey((k) => k + 1);
  };
  const closeForm = (text: string | null) => {
    setDone(text);
    setEditing(null);
    setFormKey((k) => k + 1);
  };

  return (
    <>
      <section className="card" aria-labelledby="settings-profiles">
        <h2 id="settings-profiles">{t("settings-profiles")}</h2>
        {profiles.isPending ? <p className="muted">{t("settings-profiles-loading")}</p> : null}
        {profiles.isError ? <ErrorNotice error={profiles.error} title={t("settings-profiles-load-failed")} /> : null}
        {profiles.isSuccess ? (
          <table className="profiles-table">
            <caption className="visually-hidden">{t("settings-profiles")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("settings-profile-name")}</th>
                <th scope="col">{t("settings-profile-kind")}</th>
                <th scope="col">{t("settings-profile-base-url")}</th>
                <th scope="col">{t("settings-profiles-in-use")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("settings-profiles-actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {profiles.data.map((profile) => (
                <ProfileRow
                  key={profile.id}
                  profile={profile}
                  switching={switchTo.isPending}
                  onUse={() => {
                    setDone(null);
                    switchTo.mutate(profile.id, {
                      onSuccess: () => setDone(t("settings-profiles-done-switched", { name: profile.name })),
                    });
                  }}
                  onEdit={() => startEdit(profile)}
                  onDeleted={() => {
                    if (editing?.id === profile.id) closeForm(null);
                    setDone(t("settings-profiles-done-deleted", { name: profile.name }));
                  }}
                />
              ))}
            </tbody>
          </table>
        ) : null}
        {switchTo.isError ? <ErrorNotice error={switchTo.error} title={t("settings-profiles-switch-failed")} /> : null}
        <p className="muted settings__done" role="status" aria-live="polite">
          {done ?? ""}
        </p>
      </section>

      <ProfileForm
        key={formKey}
        initial={editing ? formFromProfile(editing) : emptyForm()}
        onDone={(saved) =>
          closeForm(
            editing
              ? t("settings-profiles-done-saved", { name: saved.name })
              : t("settings-profiles-done-added", { name: saved.name }),
          )
        }
        onCancel={editing ? () => closeForm(null) : undefined}
      />
    </>
  );
}

function ProfileRow({
  profile,
  switching,
  onUse,
  onEdit,
  onDeleted,
}: {
  profile: ProfileView;
  switching: boolean;
  onUse: () => void;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const [asking, setAsking] = useState(false);
  // What deleting removes and keeps, as Rust tells it; sent back with the deletion, which Rust
  // refuses when it is no longer so.
  const [facts, setFacts] = useState<ProfileDeletion | null>(null);
  const [factsError, setFactsError] = useState<CommandError | null>(null);
  const remove = useDeleteProfile();
  const isService = profile.kind !== "sandbox";

  const readFacts = () => {
    setFacts(null);
    setFactsError(null);
    profileDeletionFacts(profile.id).then(setFacts, (e: unknown) => setFactsError(e as CommandError));
  };

  return (
    <tr aria-current={profile.active ? "true" : undefined} className={profile.active ? "profiles-table__active" : undefined}>
      <th scope="row">
        <Ltr>{profile.name}</Ltr>
      </th>
      <td>{profileListKindLabel(profile.kind)}</td>
      <td>
        <Ltr>
          <code>{profile.baseUrl}</code>
        </Ltr>
      </td>
      <td>
        {profile.active ? <strong className="profiles-table__marker">{t("settings-profiles-active")}</strong> : null}
      </td>
      <td>
        <div className="button-row">
          {!profile.active ? (
            <button
              type="button"
              className="button"
              disabled={switching}
              aria-label={t("settings-profiles-use-named", { name: profile.name })}
              onClick={onUse}
            >
              {t("settings-profiles-use")}
            </button>
          ) : null}
          {isService ? (
            <>
              <button
                type="button"
                className="button"
                aria-label={t("settings-profiles-edit-named", { name: profile.name })}
                onClick={onEdit}
              >
                {t("settings-profiles-edit")}
              </button>
              <button
                type="button"
                className="button button--danger"
                aria-label={t("settings-profiles-delete-named", { name: profile.name })}
                disabled={asking || profile.active}
                aria-describedby={profile.active ? `delete-note-${profile.id}` : undefined}
                onClick={() => {
                  remove.reset();
                  setAsking(true);
                  readFacts();
                }}
              >
                {t("settings-profiles-delete")}
              </button>
            </>
          ) : null}
        </div>
        {isService && profile.active ? (
          <p className="muted" id={`delete-note-${profile.id}`}>
            {t("settings-profiles-delete-active")}
          </p>
        ) : null}
        {asking ? (
          <div
            role="group"
            aria-label={t("settings-profiles-confirm-named", { name: profile.name })}
            className="profiles-table__confirm"
          >
            <p>{t("settings-profiles-confirm", { name: profile.name })}</p>
            {facts ? <DeletionFacts name={profile.name} facts={facts} /> : null}
            {!facts && !factsError ? <p className="muted">{t("settings-profiles-facts-loading")}</p> : null}
            {factsError ? <ErrorNotice error={factsError} title={t("settings-profiles-facts-failed")} /> : null}
            <div className="button-row">
              <button
                type="button"
                className="button button--danger"
                disabled={remove.isPending || !facts}
                onClick={() => {
                  if (!facts) return;
                  remove.mutate(
                    { id: profile.id, confirm: facts },
                    {
                      onSuccess: () => {
                        setAsking(false);
                        onDeleted();
                      },
                      // Something changed since it was shown: show what deleting removes now.
                      onError: (e) => {
                        if (e.code === "profile.deletion_changed") readFacts();
                      },
                    },
                  );
                }}
              >
                {t("settings-profiles-confirm-yes")}
              </button>
              <button type="button" className="button" onClick={() => setAsking(false)}>
                {t("settings-profiles-confirm-no")}
              </button>
            </div>
          </div>
        ) : null}
        {remove.isError ? <ErrorNotice error={remove.error} title={t("settings-profiles-delete-failed")} /> : null}
      </td>
    </tr>
  );
}

/** What deleting the profile removes, and what it keeps: every fact Rust gave, named. */
function DeletionFacts({ name, facts }: { name: string; facts: ProfileDeletion }) {
  return (
    <ul className="profiles-table__facts">
      <li>
        {facts.keyAddress
          ? withSlot(
              t("settings-profiles-facts-key", { address: SLOT }),
              <Ltr>
                <code>{facts.keyAddress}</code>
              </Ltr>,
            )
          : t("settings-profiles-facts-no-key")}
      </li>
      <li>{t("settings-profiles-facts-removed", { drafts: facts.drafts, contacts: facts.contacts })}</li>
      <li>
        {facts.journalEntries > 0
          ? t("settings-profiles-facts-journal", { count: facts.journalEntries, name })
          : t("settings-profiles-facts-no-journal")}
      </li>
    </ul>
  );
}
