import { useEffect, useId, useRef } from "react";

import { useChooseLanguage, useLanguageSetting, type LanguageSetting } from "../../api/language";
import { ErrorNotice } from "../../components/ErrorNotice";
import { useT } from "../../i18n";

/**
 * Settings › Language: follow the system's language, or speak one of the app's. The choice is
 * Rust's to keep (it survives a restart); the window speaks the answer at once.
 */
export function LanguageSection() {
  const t = useT();
  const setting = useLanguageSetting();
  return (
    <section className="card" aria-labelledby="settings-language">
      <h2 id="settings-language">{t("settings-language")}</h2>
      {setting.isPending ? <p className="muted">{t("settings-loading")}</p> : null}
      {setting.isError ? <ErrorNotice error={setting.error} title={t("settings-language-load-failed")} /> : null}
      {setting.isSuccess ? <LanguageChoice setting={setting.data} /> : null}
    </section>
  );
}

/** The value of "Follow the system" in the list (a language's tag is never empty). */
const FOLLOW_SYSTEM = "";

/**
 * A new language remounts the screens (LanguageRoot): set while it is being spoken, so the list
 * takes the keyboard back where the user left it.
 */
let refocusAfterChange = false;

function LanguageChoice({ setting }: { setting: LanguageSetting }) {
  const t = useT();
  const id = useId();
  const choose = useChooseLanguage(() => {
    refocusAfterChange = true;
  });
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (!refocusAfterChange) return;
    refocusAfterChange = false;
    select.current?.focus();
  }, []);
  const systemName = setting.available.find((o) => o.tag === setting.system)?.name ?? setting.system;
  // The pseudo-locale is for developers: last.
  const options = [...setting.available].sort((a, b) => Number(a.tag === "en-XA") - Number(b.tag === "en-XA"));
  return (
    <div className="profile-form">
      <div className="field">
        <label htmlFor={id}>{t("settings-language-label")}</label>
        <select
          ref={select}
          id={id}
          value={setting.choice ?? FOLLOW_SYSTEM}
          disabled={choose.isPending}
          onChange={(e) => choose.mutate(e.target.value === FOLLOW_SYSTEM ? null : e.target.value)}
        >
          <option value={FOLLOW_SYSTEM}>{t("settings-language-follow-system", { name: systemName })}</option>
          {options.map((o) => (
            // Each language by its own name, in its own language: not words to translate.
            <option key={o.tag} value={o.tag} lang={o.tag} translate="no">
              {o.name}
            </option>
          ))}
        </select>
      </div>
      {choose.isError ? <ErrorNotice error={choose.error} title={t("settings-language-save-failed")} /> : null}
    </div>
  );
}
