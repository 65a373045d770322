import { useState } from "react";

import { chooseFolder, useApprovalPolicy, useSaveApprovalPolicy } from "../../api/approval";
import type { CommandError } from "../../api/errors";
import type { ApprovalPolicy } from "../../bindings/ApprovalPolicy";
import { ErrorNotice } from "../../components/ErrorNotice";

/**
 * "Second person" (the active profile's dual-control policy): transfers and surrenders need a
 * second person (the window then offers only *Request approval…* for them), copies too if
 * asked, and an optional folder where requests are offered to approvers on the same service.
 */
export function ApprovalPolicySection() {
  const policy = useApprovalPolicy();
  return (
    <section className="card" aria-labelledby="settings-approval">
      <h2 id="settings-approval">Second person</h2>
      {policy.isPending ? <p className="muted">Loading…</p> : null}
      {policy.isError ? <ErrorNotice error={policy.error} title="The policy could not be loaded" /> : null}
      {policy.isSuccess ? <PolicyForm saved={policy.data} /> : null}
    </section>
  );
}

function PolicyForm({ saved }: { saved: ApprovalPolicy }) {
  const save = useSaveApprovalPolicy();
  const [done, setDone] = useState("");
  const [error, setError] = useState<CommandError | null>(null);

  const change = (next: ApprovalPolicy, words: string) => {
    setDone("");
    setError(null);
    save.mutate(next, { onSuccess: () => setDone(words), onError: setError });
  };

  const pickFolder = async () => {
    setError(null);
    try {
      const folder = await chooseFolder("Folder where requests are offered");
      if (folder) change({ ...saved, folder }, `Requests are now offered in ${folder}.`);
    } catch (e) {
      setError(e as CommandError);
    }
  };

  return (
    <div className="profile-form" role="group" aria-label="Second person policy">
      <p className="muted">
        For this profile only. A person who prepares an action then makes a signing request, and someone else with the
        key approves it from their own eBL Desk; both are named in the journal.
      </p>
      <label className="approval-policy__check">
        <input
          type="checkbox"
          checked={saved.required}
          disabled={save.isPending}
          onChange={(e) =>
            change(
              { ...saved, required: e.target.checked },
              e.target.checked
                ? "Transfers and surrenders on this profile now need a second person."
                : "Transfers and surrenders on this profile no longer need a second person.",
            )
          }
        />{" "}
        Transfers and surrenders need a second person
      </label>
      <label className="approval-policy__check">
        <input
          type="checkbox"
          checked={saved.includeCopies}
          disabled={save.isPending || !saved.required}
          onChange={(e) =>
            change(
              { ...saved, includeCopies: e.target.checked },
              e.target.checked ? "Copies now need a second person too." : "Copies no longer need a second person.",
            )
          }
        />{" "}
        Include copies
      </label>
      <div className="field">
        <span id="settings-approval-folder">Requests folder (optional)</span>
        <div className="approval-policy__folder" aria-labelledby="settings-approval-folder" role="group">
          {saved.folder ? <code>{saved.folder}</code> : <span className="muted">None: requests are saved or copied by hand.</span>}
          <button type="button" className="button" disabled={save.isPending} onClick={() => void pickFolder()}>
            Choose folder…
          </button>
          {saved.folder ? (
            <button
              type="button"
              className="button"
              disabled={save.isPending}
              onClick={() => change({ ...saved, folder: null }, "Requests are no longer offered in a folder.")}
            >
              No folder
            </button>
          ) : null}
        </div>
      </div>
      {done ? (
        <p className="muted" role="status">
          {done}
        </p>
      ) : null}
      {error ? <ErrorNotice error={error} title="The policy was not saved" /> : null}
    </div>
  );
}
