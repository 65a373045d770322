import { useState } from "react";

import { chooseFolder, useApprovalPolicy, useSaveApprovalPolicy } from "../../api/approval";
import type { CommandError } from "../../api/errors";
import type { ApprovalPolicy } from "../../bindings/ApprovalPolicy";
import { ErrorNotice } from "../../components/ErrorNotice";
import { Ltr, t, useT } from "../../i18n";

/**
 * "Second person" (the active profile's dual-control policy): transfers and surrenders need a
 * second person (the window then offers only *Request approval…* for them), copies too if
 * asked, and an optional folder where requests are offered to approvers on the same service.
 */
export function ApprovalPolicySection() {
  const t = useT();
  const policy = useApprovalPolicy();
  return (
    <section className="card" aria-labelledby="settings-approval">
      <h2 id="settings-approval">{t("settings-approval")}</h2>
      {policy.isPending ? <p className="muted">{t("settings-loading")}</p> : null}
      {policy.isError ? <ErrorNotice error={policy.error} title={t("settings-approval-load-failed")} /> : null}
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
      const folder = await chooseFolder(t("settings-approval-folder-dialog"));
      if (folder) change({ ...saved, folder }, t("settings-approval-done-folder", { folder }));
    } catch (e) {
      setError(e as CommandError);
    }
  };

  return (
    <div className="profile-form" role="group" aria-label={t("settings-approval-policy")}>
      <p className="muted">{t("settings-approval-about")}</p>
      <label className="approval-policy__check">
        <input
          type="checkbox"
          checked={saved.required}
          disabled={save.isPending}
          onChange={(e) =>
            change(
              { ...saved, required: e.target.checked },
              e.target.checked ? t("settings-approval-done-required") : t("settings-approval-done-not-required"),
            )
          }
        />{" "}
        {t("settings-approval-required")}
      </label>
      <label className="approval-policy__check">
        <input
          type="checkbox"
          checked={saved.includeCopies}
          disabled={save.isPending || !saved.required}
          onChange={(e) =>
            change(
              { ...saved, includeCopies: e.target.checked },
              e.target.checked ? t("settings-approval-done-copies") : t("settings-approval-done-no-copies"),
            )
          }
        />{" "}
        {t("settings-approval-copies")}
      </label>
      <div className="field">
        <span id="settings-approval-folder">{t("settings-approval-folder")}</span>
        <div className="approval-policy__folder" aria-labelledby="settings-approval-folder" role="group">
          {saved.folder ? (
            <Ltr>
              <code>{saved.folder}</code>
            </Ltr>
          ) : (
            <span className="muted">{t("settings-approval-folder-none")}</span>
          )}
          <button type="button" className="button" disabled={save.isPending} onClick={() => void pickFolder()}>
            {t("settings-approval-choose-folder")}
          </button>
          {saved.folder ? (
            <button
              type="button"
              className="button"
              disabled={save.isPending}
              onClick={() => change({ ...saved, folder: null }, t("settings-approval-done-no-folder"))}
            >
              {t("settings-approval-no-folder")}
            </button>
          ) : null}
        </div>
      </div>
      {done ? (
        <p className="muted" role="status">
          {done}
        </p>
      ) : null}
      {error ? <ErrorNotice error={error} title={t("settings-approval-save-failed")} /> : null}
    </div>
  );
}
