//! Small values the desk remembers per profile (its "who am I" path, registry pins, the last
//! "who am I" answer):
//! in the local store's settings table, or in memory for a desk without a store.

use crate::context::Context;
use crate::error::{Error, Result};

/// The path of the service's "who am I" extension for this profile.
pub(crate) fn me_path(cx: &Context) -> Result<String> {
    Ok(profile_setting(cx, crate::profiles::ME_PATH_SETTING)?
        .unwrap_or_else(|| tdx_client::DEFAULT_ME_PATH.to_owned()))
}

/// The value of `key` for this profile.
pub(crate) fn profile_setting(cx: &Context, key: &str) -> Result<Option<String>> {
    if cx.store().is_some() {
        return cx.with_store(|s| Ok(s.setting(&cx.profile().id, key)?));
    }
    Ok(cx
        .memory_settings()
        .lock()
        .map_err(|_| Error::Io("settings unavailable".into()))?
        .get(key)
        .cloned())
}

/// Sets (`Some`) or forgets (`None`) the value of `key` for this profile.
pub(crate) fn set_profile_setting(cx: &Context, key: &str, value: Option<&str>) -> Result<()> {
    if cx.store().is_some() {
        return cx.with_store(|s| {
            match value {
                Some(v) => s.set_setting(&cx.profile().id, key, v)?,
                None => {
                    s.delete_setting(&cx.profile().id, key)?;
                }
            }
            Ok(())
        });
    }
    let mut memory = cx
        .memory_settings()
        .lock()
        .map_err(|_| Error::Io("settings unavailable".into()))?;
    match value {
        Some(v) => memory.insert(key.to_owned(), v.to_owned()),
        None => memory.remove(key),
    };
    Ok(())
}
