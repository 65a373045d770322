import { useState } from "react";

import type { CommandError } from "../../api/errors";
import { profileDeletionFacts, useDeleteProfile, useProfiles, useSwitchProfile } from "../../api/profiles";
import type { ProfileDeletion } from "../../bindings/ProfileDeletion";
import type { ProfileView } from "../../bindings/ProfileView";
import { ErrorNotice } from "../../components/ErrorNotice";
import { ProfileForm } from "./ProfileForm";
import { emptyForm, formFromProfile } from "./profileFormModel";
import { profileListKindLabel } from "./profileLabels";

/**
 * The profiles the app knows: which one is in use, switching to another, and adding, editing and
 * deleting service profiles. The form below the list adds a profile, or edits the one chosen.
 */
export function ProfilesSection() {
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
        <h2 id="settings-profiles">Profiles</h2>
        {profiles.isPending ? <p className="muted">Loading profiles…</p> : null}
        {profiles.isError ? <ErrorNotice error={profiles.error} title="The profiles could not be loaded" /> : null}
        {profiles.isSuccess ? (
          <table className="profiles-table">
            <caption className="visually-hidden">Profiles</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Kind</th>
                <th scope="col">Base URL</th>
                <th scope="col">In use</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
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
                      onSuccess: () => setDone(`Now using “${profile.name}”.`),
                    });
                  }}
                  onEdit={() => startEdit(profile)}
                  onDeleted={() => {
                    if (editing?.id === profile.id) closeForm(null);
                    setDone(`Profile “${profile.name}” deleted.`);
                  }}
                />
              ))}
            </tbody>
          </table>
        ) : null}
        {switchTo.isError ? <ErrorNotice error={switchTo.error} title="The profile was not switched" /> : null}
        <p className="muted settings__done" role="status" aria-live="polite">
          {done ?? ""}
        </p>
      </section>

      <ProfileForm
        key={formKey}
        initial={editing ? formFromProfile(editing) : emptyForm()}
        onDone={(saved) => closeForm(editing ? `Profile “${saved.name}” saved.` : `Profile “${saved.name}” added.`)}
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
      <th scope="row">{profile.name}</th>
      <td>{profileListKindLabel(profile.kind)}</td>
      <td>
        <code>{profile.baseUrl}</code>
      </td>
      <td>{profile.active ? <strong className="profiles-table__marker">Active</strong> : null}</td>
      <td>
        <div className="button-row">
          {!profile.active ? (
            <button
              type="button"
              className="button"
              disabled={switching}
              aria-label={`Use this profile: ${profile.name}`}
              onClick={onUse}
            >
              Use this profile
            </button>
          ) : null}
          {isService ? (
            <>
              <button type="button" className="button" aria-label={`Edit ${profile.name}`} onClick={onEdit}>
                Edit
              </button>
              <button
                type="button"
                className="button button--danger"
                aria-label={`Delete ${profile.name}`}
                disabled={asking || profile.active}
                aria-describedby={profile.active ? `delete-note-${profile.id}` : undefined}
                onClick={() => {
                  remove.reset();
                  setAsking(true);
                  readFacts();
                }}
              >
                Delete
              </button>
            </>
          ) : null}
        </div>
        {isService && profile.active ? (
          <p className="muted" id={`delete-note-${profile.id}`}>
            Switch to another profile before deleting this one.
          </p>
        ) : null}
        {asking ? (
          <div role="group" aria-label={`Confirm deleting ${profile.name}`} className="profiles-table__confirm">
            <p>Delete the profile “{profile.name}”?</p>
            {facts ? <DeletionFacts name={profile.name} facts={facts} /> : null}
            {!facts && !factsError ? <p className="muted">Looking at what the profile holds…</p> : null}
            {factsError ? <ErrorNotice error={factsError} title="What the profile holds could not be read" /> : null}
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
                Yes, delete the profile
              </button>
              <button type="button" className="button" onClick={() => setAsking(false)}>
                Keep it
              </button>
            </div>
          </div>
        ) : null}
        {remove.isError ? <ErrorNotice error={remove.error} title="The profile was not deleted" /> : null}
      </td>
    </tr>
  );
}

/** `n` and the noun, singular or plural. */
function counted(n: number, one: string, many: string) {
  return `${n.toLocaleString()} ${n === 1 ? one : many}`;
}

/** What deleting the profile removes, and what it keeps: every fact Rust gave, named. */
function DeletionFacts({ name, facts }: { name: string; facts: ProfileDeletion }) {
  return (
    <ul className="profiles-table__facts">
      <li>
        {facts.keyAddress ? (
          <>
            Its signing key <code>{facts.keyAddress}</code> is removed from this computer&apos;s keyring; without a
            backup (Keys › Export a keystore backup, while the profile is in use) it cannot be recovered.
          </>
        ) : (
          "It has no signing key on this computer."
        )}
      </li>
      <li>
        Its stored secret, sign-in and cached eBLs are removed, with its{" "}
        {counted(facts.drafts, "envelope draft", "envelope drafts")} and {counted(facts.contacts, "contact", "contacts")}.
      </li>
      <li>
        {facts.journalEntries > 0
          ? `Its ${counted(facts.journalEntries, "journal entry", "journal entries")} ${facts.journalEntries === 1 ? "stays" : "stay"} readable under Activity, as “${name} (deleted)”.`
          : "It has no journal entries."}
      </li>
    </ul>
  );
}
