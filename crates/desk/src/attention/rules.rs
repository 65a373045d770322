//! The watch rules of a profile, kept in the store's settings (the defaults until the user
//! changes one in Settings).

use super::view::WatchRules;
use crate::context::Context;
use crate::error::{Error, Result};
use tdx_i18n::tr;

/// The profile setting holding the rules (JSON).
const SETTING: &str = "attention.rules";

/// The longest each rule may be tuned to: a year in hours, a week in minutes, ten years in days.
const MAX_HOURS: u32 = 24 * 366;
const MAX_MINUTES: u32 = 7 * 24 * 60;
const MAX_DAYS: u32 = 3660;

/// The profile's rules; the defaults when none were saved (or a newer version's cannot be read).
pub fn load(cx: &Context) -> Result<WatchRules> {
    let profile = cx.profile().id.clone();
    let saved = cx.journal_store().with(|s| s.setting(&profile, SETTING))?;
    Ok(saved
        .and_then(|json| serde_json::from_str(&json).ok())
        .unwrap_or_default())
}

/// Checks and saves the profile's rules; returns them as saved.
pub fn save(cx: &Context, rules: &WatchRules) -> Result<WatchRules> {
    check(rules)?;
    let json = serde_json::to_string(rules).map_err(|e| Error::Internal(e.to_string()))?;
    let profile = cx.profile().id.clone();
    cx.journal_store()
        .with(|s| s.set_setting(&profile, SETTING, &json))?;
    Ok(rules.clone())
}

fn check(rules: &WatchRules) -> Result<()> {
    let within = |value: Option<u32>, max: u32, what: &str| match value {
        Some(v) if v == 0 || v > max => Err(Error::Invalid(match what {
            "hours a surrender request may wait" => {
                tr!("err-input-rule-surrender-hours", max = max)
            }
            "minutes an action's outcome may stay unknown" => {
                tr!("err-input-rule-outcome-minutes", max = max)
            }
            "days an eBL may stay untouched" => tr!("err-input-rule-untouched-days", max = max),
            what => tr!("err-input-rule-between", what = what, max = max),
        })),
        _ => Ok(()),
    };
    within(
        rules.surrender_pending_hours,
        MAX_HOURS,
        "hours a surrender request may wait",
    )?;
    within(
        rules.outcome_unknown_minutes,
        MAX_MINUTES,
        "minutes an action's outcome may stay unknown",
    )?;
    within(
        rules.untouched_days,
        MAX_DAYS,
        "days an eBL may stay untouched",
    )?;
    if rules.default_lead_hours > MAX_HOURS {
        return Err(Error::Invalid(tr!(
            "err-input-lead-time",
            hours = MAX_HOURS
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rule_tuned_to_nothing_or_beyond_reason_is_refused() {
        assert!(check(&WatchRules::default()).is_ok());
        let off = WatchRules {
            surrender_pending_hours: None,
            outcome_unknown_minutes: None,
            untouched_days: None,
            ..Default::default()
        };
        assert!(check(&off).is_ok());
        for bad in [
            WatchRules {
                surrender_pending_hours: Some(0),
                ..Default::default()
            },
            WatchRules {
                outcome_unknown_minutes: Some(MAX_MINUTES + 1),
                ..Default::default()
            },
            WatchRules {
                default_lead_hours: MAX_HOURS + 1,
                ..Default::default()
            },
        ] {
            let e = check(&bad).unwrap_err();
            assert!(matches!(e, Error::Invalid(_)), "{e:?}");
        }
    }
}
