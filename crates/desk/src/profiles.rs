//! Profiles: which service the app talks to and how — the built-in sandbox and the service
//! deployments the user adds. A profile is the local store's [`Profile`] (one type for the
//! store, the use cases and, as [`ProfileView`], the window); its "who am I" path is a setting
//! of the profile, its client secret in the OS keyring, never in the store and never back to
//! the window.

use serde::{Deserialize, Serialize};
use tdx_i18n::tr;
use tdx_keys::Sensitive;
use tdx_keys::secret_store::{ENTRY_CLIENT_SECRET, SecretStore};
use tdx_store::Store;
use ts_rs::TS;
use uuid::Uuid;

pub use tdx_store::{Profile, ProfileKind};

use crate::error::{Error, Result};

/// The id of the built-in sandbox profile.
pub const SANDBOX_PROFILE_ID: &str = "sandbox";

/// The profile setting that holds the "who am I" path ([`tdx_client::DEFAULT_ME_PATH`] when
/// unset, as for the sandbox).
pub(crate) const ME_PATH_SETTING: &str = "me_path";

/// The embedded sandbox at `base_url`, signing in with its desktop OAuth client.
pub fn sandbox(base_url: &str, client_id: &str) -> Profile {
    Profile {
        id: SANDBOX_PROFILE_ID.into(),
        name: "Sandbox".into(),
        kind: ProfileKind::Sandbox,
        base_url: base_url.into(),
        client_id: client_id.into(),
        company_id: None,
        inbox_ids: Vec::new(),
        scopes: vec!["read".into(), "write".into()],
        send_path: tdx_client::DEFAULT_ENVELOPE_SEND_PATH.into(),
        created_at: tdx_store::now_ms(),
    }
}

const KNOWN_SCOPES: [&str; 2] = ["read", "write"];

/// A service profile as the user typed it, checked: the profile and its "who am I" path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checked {
    pub profile: Profile,
    pub me_path: String,
}

/// Checks what the user typed and turns it into a profile.
pub fn validate(input: &ServiceProfileInput) -> Result<Checked> {
    let name = input.name.trim();
    if name.is_empty() {
        return Err(Error::Invalid(tr!("err-input-profile-name")));
    }
    let base_url = input.base_url.trim().trim_end_matches('/');
    let url = url::Url::parse(base_url).map_err(|_| {
        Error::Invalid(tr!(
            "err-input-profile-base-url",
            example = "https://tdx.example.com"
        ))
    })?;
    let loopback = matches!(url.host_str(), Some("127.0.0.1" | "localhost" | "[::1]"));
    match url.scheme() {
        "https" => {}
        "http" if loopback => {}
        _ => {
            return Err(Error::Invalid(tr!("err-input-profile-base-url-https")));
        }
    }
    if url.query().is_some() || url.fragment().is_some() {
        return Err(Error::Invalid(tr!("err-input-profile-base-url-query")));
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err(Error::Invalid(tr!("err-input-profile-base-url-user")));
    }
    let client_id = input.client_id.trim();
    if client_id.is_empty() {
        return Err(Error::Invalid(tr!("err-input-profile-client-id")));
    }
    let company_id = Uuid::parse_str(input.company_id.trim())
        .map_err(|_| Error::Invalid(tr!("err-input-profile-company-id")))?;
    let mut inbox_ids = Vec::new();
    for text in input
        .inbox_ids
        .iter()
        .map(|s| s.trim())
        .filter(|s| !s.is_empty())
    {
        let inbox = Uuid::parse_str(text).map_err(|_| {
            Error::Invalid(tr!(
                "err-input-profile-inbox-id",
                text = format!("{text:?}")
            ))
        })?;
        if !inbox_ids.contains(&inbox) {
            inbox_ids.push(inbox);
        }
    }
    if inbox_ids.is_empty() {
        return Err(Error::Invalid(tr!("err-input-profile-no-inbox")));
    }
    let mut scopes: Vec<String> = Vec::new();
    for scope in input
        .scopes
        .iter()
        .map(|s| s.trim())
        .filter(|s| !s.is_empty())
    {
        if !KNOWN_SCOPES.contains(&scope) {
            return Err(Error::Invalid(tr!(
                "err-input-profile-scope",
                scope = format!("{scope:?}")
            )));
        }
        if !scopes.iter().any(|s| s == scope) {
            scopes.push(scope.to_owned());
        }
    }
    if scopes.is_empty() {
        return Err(Error::Invalid(tr!("err-input-profile-read-scope")));
    }
    let send_path = match input.send_path.trim() {
        "" => tdx_client::DEFAULT_ENVELOPE_SEND_PATH.to_owned(),
        typed => service_path(
            typed,
            "envelope send path",
            tdx_client::DEFAULT_ENVELOPE_SEND_PATH,
        )?,
    };
    let me_path = match input.me_path.as_deref().map(str::trim) {
        None | Some("") => tdx_client::DEFAULT_ME_PATH.to_owned(),
        Some(typed) => service_path(typed, "who-am-I path", tdx_client::DEFAULT_ME_PATH)?,
    };
    let id = match &input.id {
        Some(id) if id == SANDBOX_PROFILE_ID => {
            return Err(Error::Invalid(tr!(
                "err-input-profile-sandbox-unchangeable"
            )));
        }
        Some(id) => id.clone(),
        None => format!("service-{}", Uuid::new_v4()),
    };
    let profile = Profile {
        id,
        name: name.to_owned(),
        kind: ProfileKind::Service,
        base_url: base_url.to_owned(),
        client_id: client_id.to_owned(),
        company_id: Some(company_id.to_string()),
        inbox_ids: inbox_ids.iter().map(Uuid::to_string).collect(),
        scopes,
        send_path,
        created_at: tdx_store::now_ms(),
    };
    Ok(Checked { profile, me_path })
}

/// A path typed for the profile, accepted only as a plain path under the service's address
/// ([`tdx_client::ServicePath`], the same rule the client applies to every request).
fn service_path(typed: &str, field: &str, example: &str) -> Result<String> {
    use tdx_client::PathRefusal as R;
    let field = match field {
        "envelope send path" => tr!("err-input-path-field-send"),
        "who-am-I path" => tr!("err-input-path-field-me"),
        other => other.to_owned(),
    };
    let why = match tdx_client::ServicePath::parse(typed) {
        Ok(path) => return Ok(path.as_str().to_owned()),
        Err(R::Empty) => tr!("err-input-path-empty"),
        Err(R::TooLong) => tr!("err-input-path-too-long"),
        Err(R::NotAbsolute) => tr!("err-input-path-not-absolute"),
        Err(R::EmptySegment) => tr!("err-input-path-empty-segment"),
        Err(R::DotSegment) => tr!("err-input-path-dot-segment"),
        Err(R::Backslash) => tr!("err-input-path-backslash"),
        Err(R::Colon) => tr!("err-input-path-colon"),
        Err(R::Encoded) => tr!("err-input-path-encoded"),
        Err(R::Character(c)) => {
            return Err(Error::Invalid(tr!(
                "err-input-path-character",
                field = field,
                example = example,
                character = format!("{c:?}")
            )));
        }
    };
    Err(Error::Invalid(tr!(
        "err-input-path",
        field = field,
        example = example,
        why = why
    )))
}

/// Saves a service profile and its secret (`None` keeps the stored one, `""` removes it).
///
/// The keyring entries are found by the profile's id, which an edit keeps. So when an edit points
/// the profile at another service (its base URL or client ID changes), the stored refresh token
/// and client secret, which were issued by the old one, are deleted: they must never be sent to
/// the new address. An edit of its who-am-I or envelope send path ends the session too (the
/// token goes with every request to those paths). The session is ended everywhere in this
/// process ([`crate::token_store::end_session`]): a background desk's token holder cannot write
/// a rotated token back. The user signs in again and types the secret again (unless the same
/// edit gives one). The active profile's address and paths cannot change while its session is
/// in use. [`DeskApp::save_service_profile`](crate::DeskApp::save_service_profile) also drops
/// the watched desk's session in memory.
pub fn save(store: &Store, input: &ServiceProfileInput, active: &str) -> Result<ProfileView> {
    save_ending_session(store, input, active).map(|(view, _)| view)
}

/// [`save`], and whether the edit ended the profile's session.
pub(crate) fn save_ending_session(
    store: &Store,
    input: &ServiceProfileInput,
    active: &str,
) -> Result<(ProfileView, bool)> {
    let Checked { profile, me_path } = validate(input)?;
    let previous = match input.id {
        Some(_) => Some(
            store
                .profile(&profile.id)?
                .ok_or_else(|| Error::Invalid(tr!("err-input-profile-gone")))?,
        ),
        None => None,
    };
    let moved = previous
        .as_ref()
        .is_some_and(|p| moves_credentials(p, &profile));
    let repathed = match &previous {
        Some(p) => p.send_path != profile.send_path || self::me_path(store, &p.id)? != me_path,
        None => false,
    };
    if (moved || repathed) && profile.id == active {
        return Err(Error::Invalid(tr!("err-input-profile-in-use")));
    }
    let secrets = SecretStore::new(&profile.id)?;
    if moved || repathed {
        crate::token_store::end_session(&secrets)?;
    }
    if moved {
        secrets.delete(ENTRY_CLIENT_SECRET)?;
    }
    match input.client_secret.as_deref() {
        None => {}
        Some("") => secrets.delete(ENTRY_CLIENT_SECRET)?,
        Some(secret) => secrets.set(ENTRY_CLIENT_SECRET, &Sensitive::new(secret.to_owned()))?,
    }
    let saved = store.save_profile(&profile)?;
    store.set_setting(&profile.id, ME_PATH_SETTING, &me_path)?;
    Ok((view(store, &saved, active)?, moved || repathed))
}

/// Whether an edit from `before` to `after` points the profile at another service or OAuth
/// client, so that the credentials the old one issued must not follow it.
pub fn moves_credentials(before: &Profile, after: &Profile) -> bool {
    before.base_url != after.base_url || before.client_id != after.client_id
}

/// Every profile, the built-in sandbox first.
pub fn list(store: &Store, active: &str) -> Result<Vec<ProfileView>> {
    let mut out: Vec<ProfileView> = store
        .profiles()?
        .iter()
        .map(|p| view(store, p, active))
        .collect::<Result<_>>()?;
    out.sort_by_key(|p| (p.kind != ProfileKind::Sandbox, p.name.to_lowercase()));
    Ok(out)
}

/// The id of the profile `name_or_id` names: a profile's id, else its name (compared without
/// regard to case; `sandbox` is always the built-in sandbox). A name two profiles share is
/// refused: the user must give the id.
pub fn find(store: &Store, name_or_id: &str) -> Result<String> {
    let wanted = name_or_id.trim();
    if wanted.eq_ignore_ascii_case(SANDBOX_PROFILE_ID) {
        return Ok(SANDBOX_PROFILE_ID.to_owned());
    }
    let profiles = store.profiles()?;
    if let Some(p) = profiles.iter().find(|p| p.id == wanted) {
        return Ok(p.id.clone());
    }
    let named: Vec<&Profile> = profiles
        .iter()
        .filter(|p| p.name.trim().to_lowercase() == wanted.to_lowercase())
        .collect();
    match named.as_slice() {
        [one] => Ok(one.id.clone()),
        [] => Err(Error::Invalid(tr!(
            "err-input-profile-no-such-name",
            name = format!("{wanted:?}")
        ))),
        _ => Err(Error::Invalid(tr!(
            "err-input-profile-name-ambiguous",
            count = named.len(),
            name = format!("{wanted:?}")
        ))),
    }
}

/// The service profile `id` as the desk opens it.
pub fn load(store: &Store, id: &str) -> Result<Profile> {
    store
        .profile(id)?
        .filter(|p| p.kind == ProfileKind::Service)
        .ok_or_else(|| Error::Invalid(tr!("err-input-profile-no-such-id", id = format!("{id:?}"))))
}

/// The "who am I" path of profile `id`.
pub fn me_path(store: &Store, id: &str) -> Result<String> {
    Ok(store
        .setting(id, ME_PATH_SETTING)?
        .unwrap_or_else(|| tdx_client::DEFAULT_ME_PATH.to_owned()))
}

/// What deleting a profile removes, and what it keeps: the window shows it in its
/// confirmation and sends it back with the deletion, which is refused unless it is still
/// exactly so. A stale or scripted call cannot delete more than the user was shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct ProfileDeletion {
    /// The address of the signing key removed from the keyring with the profile, if it has one.
    pub key_address: Option<String>,
    /// Journal entries of the profile: they stay readable under Activity, as the deleted
    /// profile's.
    #[ts(type = "number")]
    pub journal_entries: u64,
    /// Envelope drafts, deleted with the profile.
    #[ts(type = "number")]
    pub drafts: u64,
    /// Contacts, deleted with the profile.
    #[ts(type = "number")]
    pub contacts: u64,
}

impl ProfileDeletion {
    /// Whether `shown` (what the user confirmed) is what deleting removes now.
    fn confirms(&self, shown: &ProfileDeletion) -> bool {
        let key = match (&self.key_address, &shown.key_address) {
            (None, None) => true,
            (Some(a), Some(b)) => a.trim().eq_ignore_ascii_case(b.trim()),
            _ => false,
        };
        key && self.journal_entries == shown.journal_entries
            && self.drafts == shown.drafts
            && self.contacts == shown.contacts
    }

    /// What it says, for a refusal.
    fn sentence(&self) -> String {
        let key = match &self.key_address {
            Some(a) => format!("signing key {a}"),
            None => "no signing key".to_owned(),
        };
        format!(
            "now: {key}, {} journal entries, {} drafts, {} contacts",
            self.journal_entries, self.drafts, self.contacts
        )
    }
}

/// A deleted profile whose journal is kept, for the Activity screen.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct DeletedProfileView {
    pub id: String,
    pub name: String,
    /// Milliseconds since the Unix epoch.
    #[ts(type = "number")]
    pub deleted_at: i64,
    #[ts(type = "number")]
    pub journal_entries: u64,
}

/// The service profile `id` that may be deleted: not the sandbox, not the one in use.
fn deletable(store: &Store, id: &str, active: &str) -> Result<Profile> {
    if id == SANDBOX_PROFILE_ID {
        return Err(Error::Invalid(tr!("err-input-profile-sandbox-undeletable")));
    }
    if id == active {
        return Err(Error::Invalid(tr!("err-input-profile-delete-active")));
    }
    store
        .profile(id)?
        .ok_or_else(|| Error::Invalid(tr!("err-input-profile-gone")))
}

/// What deleting the service profile `id` would remove and keep, as things stand.
pub fn deletion_facts(store: &Store, id: &str, active: &str) -> Result<ProfileDeletion> {
    let profile = deletable(store, id, active)?;
    let key_address = SecretStore::new(&profile.id)?
        .signing_key()?
        .map(|k| k.address().to_checksum());
    let count = |n: usize| u64::try_from(n).unwrap_or(u64::MAX);
    Ok(ProfileDeletion {
        key_address,
        journal_entries: store.journal_count(&profile.id)?,
        drafts: count(store.drafts(&profile.id)?.len()),
        contacts: count(store.contacts(&profile.id)?.len()),
    })
}

/// Deletes a service profile with its keyring entries (its signing key too), its cache,
/// drafts, contacts and settings; its journal stays readable under Activity as the deleted
/// profile's ([`deleted`]). `confirm` is what the user was shown ([`deletion_facts`]): when
/// deleting would now remove something else, nothing is deleted (`profile.deletion_changed`).
/// The sandbox and the active profile stay.
pub fn delete(store: &Store, id: &str, active: &str, confirm: &ProfileDeletion) -> Result<()> {
    let now = deletion_facts(store, id, active)?;
    if !now.confirms(confirm) {
        let name = store.profile(id)?.map(|p| p.name).unwrap_or_default();
        return Err(Error::DeletionChanged {
            name,
            now: now.sentence(),
        });
    }
    let secrets = SecretStore::new(id)?;
    for entry in [
        ENTRY_CLIENT_SECRET,
        tdx_keys::secret_store::ENTRY_REFRESH_TOKEN,
        tdx_keys::secret_store::ENTRY_SIGNING_KEY,
    ] {
        secrets.delete(entry)?;
    }
    store.delete_profile(id)?;
    Ok(())
}

/// The deleted profiles whose journals are kept, most recently deleted first.
pub fn deleted(store: &Store) -> Result<Vec<DeletedProfileView>> {
    store
        .deleted_profiles()?
        .into_iter()
        .map(|p| {
            Ok(DeletedProfileView {
                journal_entries: store.journal_count(&p.id)?,
                id: p.id,
                name: p.name,
                deleted_at: p.deleted_at,
            })
        })
        .collect()
}

fn view(store: &Store, p: &Profile, active: &str) -> Result<ProfileView> {
    let has_client_secret = match p.kind {
        ProfileKind::Sandbox => false,
        ProfileKind::Service => SecretStore::new(&p.id)?.get(ENTRY_CLIENT_SECRET)?.is_some(),
    };
    Ok(ProfileView {
        id: p.id.clone(),
        name: p.name.clone(),
        kind: p.kind,
        base_url: p.base_url.clone(),
        client_id: p.client_id.clone(),
        company_id: p.company_id.clone(),
        inbox_ids: p.inbox_ids.clone(),
        scopes: p.scopes.clone(),
        send_path: p.send_path.clone(),
        me_path: me_path(store, &p.id)?,
        active: p.id == active,
        has_client_secret,
    })
}

/// A profile as the Settings screen shows it (the client secret stays in the keyring).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct ProfileView {
    pub id: String,
    pub name: String,
    pub kind: ProfileKind,
    pub base_url: String,
    pub client_id: String,
    pub company_id: Option<String>,
    pub inbox_ids: Vec<String>,
    pub scopes: Vec<String>,
    pub send_path: String,
    /// Path of the "who am I" extension.
    pub me_path: String,
    /// The profile the app is using now.
    pub active: bool,
    /// A client secret is stored in the keyring for this profile.
    pub has_client_secret: bool,
}

/// A service profile as the user typed it. `id` None creates a new profile.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct ServiceProfileInput {
    pub id: Option<String>,
    pub name: String,
    pub base_url: String,
    pub client_id: String,
    /// None keeps the stored secret; Some("") removes it.
    pub client_secret: Option<String>,
    pub company_id: String,
    pub inbox_ids: Vec<String>,
    pub scopes: Vec<String>,
    pub send_path: String,
    /// Path of the "who am I" extension; empty for the default.
    #[serde(default)]
    #[ts(optional)]
    pub me_path: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input() -> ServiceProfileInput {
        ServiceProfileInput {
            id: None,
            name: "Acme production".into(),
            base_url: "https://tdx.example.com/".into(),
            client_id: "acme-desk".into(),
            client_secret: None,
            company_id: "45d5d097-b12d-4b01-9b8a-c1d1c7061151".into(),
            inbox_ids: vec!["8e867c28-26ae-4e1a-be67-bcee3b56feab".into(), " ".into()],
            scopes: vec!["read".into(), "write".into()],
            send_path: String::new(),
            me_path: None,
        }
    }

    fn refused(mutate: impl FnOnce(&mut ServiceProfileInput), says: &str) {
        let mut i = input();
        mutate(&mut i);
        let err = validate(&i).unwrap_err();
        assert_eq!(err.code(), "input.invalid");
        assert!(
            err.to_string().contains(says),
            "{err} should mention {says}"
        );
    }

    #[test]
    fn a_good_profile_is_normalised() {
        let p = validate(&input()).unwrap().profile;
        assert_eq!(p.base_url, "https://tdx.example.com");
        assert_eq!(p.inbox_ids.len(), 1);
        assert_eq!(p.send_path, tdx_client::DEFAULT_ENVELOPE_SEND_PATH);
        assert!(p.id.starts_with("service-"));
        assert_eq!(p.kind, ProfileKind::Service);
    }

    #[test]
    fn each_bad_field_is_named() {
        refused(|i| i.name = " ".into(), "name");
        refused(|i| i.base_url = "tdx.example.com".into(), "base URL");
        refused(|i| i.base_url = "http://tdx.example.com".into(), "https://");
        refused(|i| i.client_id = String::new(), "client ID");
        refused(|i| i.company_id = "acme".into(), "company ID");
        refused(|i| i.inbox_ids = vec!["nope".into()], "inbox ID");
        refused(|i| i.inbox_ids = vec![], "inbox ID");
        refused(|i| i.scopes = vec!["admin".into()], "scope");
        refused(|i| i.scopes = vec![], "read scope");
        refused(
            |i| i.send_path = "https://evil.example/x".into(),
            "send path",
        );
        refused(|i| i.id = Some(SANDBOX_PROFILE_ID.into()), "sandbox");
        refused(
            |i| i.me_path = Some("https://evil.example/me".into()),
            "who-am-I path",
        );
        refused(
            |i| i.base_url = "https://user:pw@tdx.example.com".into(),
            "user name",
        );
    }

    #[test]
    fn paths_that_could_name_another_host_are_refused_in_words() {
        for (typed, says) in [
            ("/\\/127.0.0.1:9/me", "backslash"),
            ("/http:127.0.0.1:9/me", "colon"),
            ("//127.0.0.1:9/me", "two slashes"),
            ("/%2F%2F127.0.0.1:9/me", "encoded slash"),
            ("/%2f%2f127.0.0.1/me", "encoded slash"),
            ("/%5C%5c127.0.0.1/me", "encoded slash"),
            ("/..%2f..%2fme", "encoded slash"),
            ("/../me", ". or .."),
            ("/me?x=1", "'?'"),
            ("me/", "start with /"),
        ] {
            refused(|i| i.me_path = Some(typed.into()), "who-am-I path");
            refused(|i| i.me_path = Some(typed.into()), says);
            refused(|i| i.send_path = typed.into(), "envelope send path");
            refused(|i| i.send_path = typed.into(), says);
        }
    }

    #[test]
    fn the_who_am_i_path_defaults_and_a_custom_one_survives_a_reload() {
        assert_eq!(
            validate(&input()).unwrap().me_path,
            tdx_client::DEFAULT_ME_PATH
        );
        let store = Store::open_in_memory().unwrap();
        let mut custom = input();
        custom.me_path = Some(" /api/custom/whoami/ ".into());
        let saved = save(&store, &custom, SANDBOX_PROFILE_ID).unwrap();
        assert_eq!(saved.me_path, "/api/custom/whoami/");
        assert_eq!(
            me_path(&store, &load(&store, &saved.id).unwrap().id).unwrap(),
            "/api/custom/whoami/"
        );
    }

    #[test]
    fn a_profile_is_found_by_its_id_or_its_name_and_a_shared_name_is_refused() {
        let store = Store::open_in_memory().unwrap();
        let saved = save(&store, &input(), SANDBOX_PROFILE_ID).unwrap();
        assert_eq!(find(&store, &saved.id).unwrap(), saved.id);
        assert_eq!(find(&store, " acme PRODUCTION ").unwrap(), saved.id);
        assert_eq!(find(&store, "Sandbox").unwrap(), SANDBOX_PROFILE_ID);
        let missing = find(&store, "Acme staging").unwrap_err();
        assert_eq!(missing.code(), "input.invalid");
        assert!(missing.to_string().contains("no profile named"));

        let mut twin = input();
        twin.base_url = "https://tdx2.example.com".into();
        save(&store, &twin, SANDBOX_PROFILE_ID).unwrap();
        let shared = find(&store, "Acme production").unwrap_err();
        assert!(shared.to_string().contains("give the id"), "{shared}");
        assert_eq!(find(&store, &saved.id).unwrap(), saved.id);
    }

    #[test]
    fn plain_http_is_allowed_on_loopback_only() {
        let mut i = input();
        i.base_url = "http://127.0.0.1:8080".into();
        assert!(validate(&i).is_ok());
    }
}
