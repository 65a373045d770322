//! The dual-control policy of a profile, kept in its settings: *Transfers and surrenders need
//! a second person* (and, if chosen, copies), and the shared folder requests are offered in.

use crate::approval::ApprovalPolicy;
use crate::context::Context;
use crate::error::{Error, Result};
use crate::profile_settings::{profile_setting, set_profile_setting};
use crate::view::ActionKind;
use tdx_i18n::tr;

pub(crate) const REQUIRED: &str = "approval.required";
pub(crate) const INCLUDE_COPIES: &str = "approval.include_copies";
pub(crate) const FOLDER: &str = "approval.folder";

/// This profile's policy (off until set).
pub fn approval_policy(cx: &Context) -> Result<ApprovalPolicy> {
    let on = |key| -> Result<bool> { Ok(profile_setting(cx, key)?.as_deref() == Some("on")) };
    Ok(ApprovalPolicy {
        required: on(REQUIRED)?,
        include_copies: on(INCLUDE_COPIES)?,
        folder: profile_setting(cx, FOLDER)?.filter(|f| !f.trim().is_empty()),
    })
}

/// Sets this profile's policy. A folder must be an absolute path to an existing directory.
pub fn set_approval_policy(cx: &Context, policy: &ApprovalPolicy) -> Result<()> {
    let folder = policy
        .folder
        .as_deref()
        .map(str::trim)
        .filter(|f| !f.is_empty());
    if let Some(folder) = folder {
        let path = std::path::Path::new(folder);
        if !path.is_absolute() || !path.is_dir() {
            return Err(Error::Invalid(tr!(
                "err-input-requests-folder",
                folder = folder
            )));
        }
    }
    let flag = |on: bool| if on { "on" } else { "off" };
    set_profile_setting(cx, REQUIRED, Some(flag(policy.required)))?;
    set_profile_setting(cx, INCLUDE_COPIES, Some(flag(policy.include_copies)))?;
    set_profile_setting(cx, FOLDER, folder)?;
    Ok(())
}

/// Whether this profile's policy needs a second person for an action of `kind`.
pub fn needs_second_person(cx: &Context, kind: ActionKind) -> Result<bool> {
    let policy = approval_policy(cx)?;
    Ok(policy.required && (kind != ActionKind::SendAsCopy || policy.include_copies))
}

/// Refuses an action of `kind` a single person may not sign under this profile's policy
/// (`approval.required`): only a request can be made for it.
pub(crate) fn require_no_second_person(cx: &Context, kind: ActionKind) -> Result<()> {
    if needs_second_person(cx, kind)? {
        return Err(Error::ApprovalRequired);
    }
    Ok(())
}
