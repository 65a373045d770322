//! Watching every profile, not only the active one: [`crate::DeskApp::watched`] keeps a desk
//! for each service profile whose keyring holds a session, and the shell polls each on its own
//! loop with [`poll_profile`] (the eBL list, then the watch rules), paced by a [`Pace`]: the
//! configured interval, slowed after a long poll ([`next_poll`]), and backing off
//! (twice as long each time, at most [`MAX_BACKOFF`]) while the profile's service cannot be
//! reached. What needs attention across the profiles is summed up in an [`AttentionSummary`]
//! (the tray's count), and what a poll raised becomes one desktop notification ([`notice`]).

use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;

use serde::{Deserialize, Serialize};
use tdx_i18n::tr;
use ts_rs::TS;

use crate::attention::AttentionItem;
use crate::context::Context;
use crate::error::{Error, ErrorCode, Result};
use crate::view::{EblChanges, Inert, PollStatus};

/// The next poll waits at least this many times the last poll's duration: polling takes at most
/// about a tenth of the time, whatever the list's size (a poll of 100,000 eBLs reads 100 pages).
pub const POLL_SLOWDOWN: u32 = 10;

/// How long to wait before the next poll after one that took `last_poll`: the configured
/// interval, or [`POLL_SLOWDOWN`] times the poll's duration when that is longer (`slowed`).
pub fn next_poll(configured: Duration, last_poll: Duration) -> (Duration, PollStatus) {
    let paced = last_poll.saturating_mul(POLL_SLOWDOWN);
    let slowed = paced > configured;
    let wait = if slowed { paced } else { configured };
    let status = PollStatus {
        interval_seconds: u32::try_from(wait.as_secs_f64().ceil() as u64).unwrap_or(u32::MAX),
        slowed,
        last_duration_ms: u32::try_from(last_poll.as_millis()).unwrap_or(u32::MAX),
    };
    (wait, status)
}

/// The longest wait between two polls of a service that cannot be reached.
pub const MAX_BACKOFF: Duration = Duration::from_secs(10 * 60);

/// The most references one notification names before it says "and N more".
const MAX_NAMED: usize = 3;

/// What one poll of a profile found: the list's changes, and the attention items the watch
/// rules raised (each crossing once).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Polled {
    pub changes: EblChanges,
    pub raised: Vec<AttentionItem>,
    /// The poll's own work (not the wait for a reading of the list already under way, such as
    /// the window's refresh at a start): what paces the next poll.
    pub took: Duration,
}

/// One poll of `cx`'s profile at `now_ms`: the eBL list ([`crate::ebls::poll_changes`]), then
/// the watch rules. A list that cannot be read is the error (the rules wait for the next poll).
pub async fn poll_profile(cx: &Context, now_ms: i64) -> Result<Polled> {
    let (changes, read) = crate::ebls::poll_changes_timed(cx).await?;
    let started = std::time::Instant::now();
    let raised = crate::attention::evaluate(cx, now_ms).await?;
    Ok(Polled {
        changes,
        raised,
        took: read + started.elapsed(),
    })
}

/// The watch rules evaluated without a poll: when watching a profile starts (a deadline that
/// passed while the app was not running is raised now), and when the user changed a deadline
/// or a rule (a deadline set inside its lead time is raised at once, not at the next poll).
pub async fn attention_now(cx: &Context, now_ms: i64) -> Result<Vec<AttentionItem>> {
    crate::attention::evaluate(cx, now_ms).await
}

/// What needs attention, per watched profile: the tray's count and the window's.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct AttentionSummary {
    pub total: u32,
    pub profiles: Vec<ProfileAttention>,
}

/// One watched profile's count of open attention items.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct ProfileAttention {
    pub profile_id: String,
    pub name: String,
    pub count: u32,
}

/// The summary over `watched` (in its order). A profile whose count cannot be read counts 0.
pub fn summary(watched: &[Arc<Context>]) -> AttentionSummary {
    let profiles: Vec<ProfileAttention> = watched
        .iter()
        .map(|cx| ProfileAttention {
            profile_id: cx.profile.id.clone(),
            name: cx.profile.name.clone(),
            count: crate::attention::count(cx).unwrap_or_else(|e| {
                tracing::warn!(profile = %cx.profile.id, code = e.code(), "attention not counted");
                0
            }),
        })
        .collect();
    AttentionSummary {
        total: profiles.iter().map(|p| p.count).sum(),
        profiles,
    }
}

/// The tray's words for `total` open items.
pub fn tray_title(total: u32) -> String {
    match total {
        0 => "eBL Desk".to_owned(),
        n => tr!("desk-tray-title", count = n),
    }
}

/// The tray menu's two entries, in the user's language: open the window, quit the app.
pub fn tray_menu_words() -> (String, String) {
    (tr!("desk-tray-open"), tr!("desk-tray-quit"))
}

/// The wait after `failures` polls in a row that could not reach the service: `interval`
/// doubled each time, at most [`MAX_BACKOFF`] (or `interval`, when that is longer already).
pub fn backoff(interval: Duration, failures: u32) -> Duration {
    let ceiling = MAX_BACKOFF.max(interval);
    let factor = 1u32.checked_shl(failures.min(31)).unwrap_or(u32::MAX);
    interval.saturating_mul(factor).min(ceiling)
}

/// Whether `err` says the service could not be reached (or could not answer): what backs off.
pub fn unreachable(err: &Error) -> bool {
    matches!(
        err.error_code(),
        ErrorCode::NetOffline
            | ErrorCode::NetTimeout
            | ErrorCode::NetTransport
            | ErrorCode::HttpServer
            | ErrorCode::HttpRateLimited
    )
}

/// The pace of one profile's poll loop: after each poll, how long to wait for the next.
#[derive(Debug, Clone)]
pub struct Pace {
    configured: Duration,
    failures: u32,
}

impl Pace {
    /// A loop polling every `configured` (the app's poll interval).
    pub fn new(configured: Duration) -> Self {
        Self {
            configured,
            failures: 0,
        }
    }

    /// Unreachable polls in a row.
    pub fn failures(&self) -> u32 {
        self.failures
    }

    /// The wait after a poll that took `took` and ended with `result`, and the status the
    /// window shows: an answer resets the back-off (the interval, slowed after a long poll);
    /// an unreachable service doubles the wait, up to [`MAX_BACKOFF`]; any other error (signed
    /// out, a refused session) waits the interval.
    pub fn after<T>(&mut self, result: &Result<T>, took: Duration) -> (Duration, PollStatus) {
        match result {
            Ok(_) => {
                self.failures = 0;
                next_poll(self.configured, took)
            }
            Err(err) if unreachable(err) => {
                self.failures = self.failures.saturating_add(1);
                let wait = backoff(self.configured, self.failures);
                (wait, status(wait, took, wait > self.configured))
            }
            Err(_) => {
                self.failures = 0;
                (self.configured, status(self.configured, took, false))
            }
        }
    }
}

fn status(wait: Duration, took: Duration, slowed: bool) -> PollStatus {
    PollStatus {
        interval_seconds: u32::try_from(wait.as_secs()).unwrap_or(u32::MAX),
        slowed,
        last_duration_ms: u32::try_from(took.as_millis()).unwrap_or(u32::MAX),
    }
}

/// The eBL a click on a notification opens (the `open-ebl` event): in its profile, which may
/// not be the active one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct OpenEbl {
    pub profile_id: String,
    pub ebl_id: String,
}

/// Whether a poll saw no change at all.
pub fn no_changes(changes: &EblChanges) -> bool {
    changes.arrived.is_empty() && changes.changed.is_empty() && changes.left.is_empty()
}

/// One desktop notification for what a poll raised: its body (escaped for the notification
/// server's markup) and the eBL a click opens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    pub body: String,
    /// The eBL a click opens (the first item's, when it names one).
    pub open: Option<OpenEbl>,
}

/// The notification for `raised` (one poll's items): "<reference>: <reason>" for one item;
/// for several, how many and the first references. A click opens the first item's eBL.
pub fn notice(raised: &[AttentionItem]) -> Option<Notice> {
    let first = raised.first()?;
    // "An eBL" is a message with no placeable: nothing of it is lost as an argument.
    let reference = |item: &AttentionItem| match item.ebl_reference.as_deref() {
        Some(reference) => crate::notification::escape_markup(reference),
        None => tr!("desk-notice-an-ebl"),
    };
    let body = match raised {
        [one] => crate::notification::attention_text(one),
        many => {
            let named: Vec<String> = many.iter().take(MAX_NAMED).map(reference).collect();
            tr!(
                "desk-notice-many",
                count = many.len(),
                refs = named.join(", "),
                more = many.len().saturating_sub(MAX_NAMED)
            )
        }
    };
    Some(Notice {
        body,
        open: first.ebl_id.as_ref().map(|ebl_id| OpenEbl {
            profile_id: first.profile_id.clone(),
            ebl_id: ebl_id.clone(),
        }),
    })
}

/// The changes no raised item already tells of (by reference): told by the plain change
/// notification, so that one change never makes two notifications.
pub fn untold_changes(changes: &EblChanges, raised: &[AttentionItem]) -> EblChanges {
    let told: HashSet<&str> = raised
        .iter()
        .filter_map(|i| i.ebl_reference.as_deref())
        .collect();
    let keep = |refs: &[Inert]| -> Vec<Inert> {
        refs.iter()
            .filter(|r| !told.contains(r.as_str()))
            .cloned()
            .collect()
    };
    EblChanges {
        arrived: keep(&changes.arrived),
        changed: keep(&changes.changed),
        left: keep(&changes.left),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attention::AttentionRule;

    const S: fn(u64) -> Duration = Duration::from_secs;

    #[test]
    fn an_unreachable_service_is_asked_half_as_often_each_time_up_to_ten_minutes() {
        assert_eq!(backoff(S(30), 0), S(30));
        assert_eq!(backoff(S(30), 1), S(60));
        assert_eq!(backoff(S(30), 2), S(120));
        assert_eq!(backoff(S(30), 4), S(480));
        assert_eq!(backoff(S(30), 5), MAX_BACKOFF);
        assert_eq!(backoff(S(30), 500), MAX_BACKOFF, "no overflow");
        assert_eq!(
            backoff(S(900), 3),
            S(900),
            "an interval longer than the ceiling is kept"
        );
        assert_eq!(backoff(S(1), 3), S(8));
    }

    fn offline() -> Error {
        Error::Client(tdx_client::Error::Offline("connection refused".into()))
    }

    #[test]
    fn the_pace_backs_off_while_unreachable_and_returns_to_the_interval_once_answered() {
        let mut pace = Pace::new(S(30));
        let took = Duration::from_millis(20);
        let failed: Result<()> = Err(offline());
        let waits: Vec<Duration> = (0..6).map(|_| pace.after(&failed, took).0).collect();
        assert_eq!(waits, [S(60), S(120), S(240), S(480), S(600), S(600)]);
        assert_eq!(pace.failures(), 6);
        let (_, status) = pace.after(&failed, took);
        assert_eq!((status.interval_seconds, status.slowed), (600, true));

        let (wait, status) = pace.after(&Ok(()), took);
        assert_eq!((wait, pace.failures()), (S(30), 0));
        assert!(!status.slowed);
        // A long poll still slows the next one, as for the active profile.
        assert_eq!(pace.after(&Ok(()), S(12)).0, S(120));

        // Signed out is not a service away: the interval, no back-off.
        pace.after(&failed, took);
        let signed_out: Result<()> = Err(Error::NotSignedIn);
        assert_eq!(pace.after(&signed_out, took).0, S(30));
        assert_eq!(pace.failures(), 0);
    }

    fn item(reference: Option<&str>, reason: &str) -> AttentionItem {
        AttentionItem {
            key: format!("k:{reference:?}"),
            profile_id: "p1".into(),
            ebl_id: reference.map(|r| format!("id-{r}")),
            ebl_reference: reference.map(Into::into),
            rule: AttentionRule::SurrenderRejected,
            reason: reason.into(),
            raised_at: 1,
            snoozed_until: None,
        }
    }

    #[test]
    fn one_item_is_named_with_its_reason_and_many_in_one_notification() {
        assert_eq!(notice(&[]), None);
        let one = notice(&[item(
            Some("GCLU<1>"),
            "The carrier rejected your surrender request",
        )])
        .unwrap();
        assert_eq!(
            one.body,
            "GCLU&lt;1&gt;: The carrier rejected your surrender request"
        );
        assert_eq!(
            one.open,
            Some(OpenEbl {
                profile_id: "p1".into(),
                ebl_id: "id-GCLU<1>".into()
            })
        );

        let many: Vec<AttentionItem> = ["A-1", "A-2", "A-3", "A-4", "A-5"]
            .iter()
            .map(|r| item(Some(r), "Surrender accepted"))
            .collect();
        let told = notice(&many).unwrap();
        assert_eq!(
            told.body,
            "5 eBLs need attention: A-1, A-2, A-3, and 2 more"
        );
        assert_eq!(told.open.unwrap().ebl_id, "id-A-1");

        let long = "x".repeat(500);
        let unnamed = notice(&[item(None, &long)]).unwrap();
        assert_eq!(
            unnamed.open, None,
            "no eBL to open: the click shows the window"
        );
        let body = unnamed.body;
        // The reason alone (no eBL to name), cut to what a notification shows.
        assert!(body.starts_with("xxx") && body.ends_with('…'), "{body}");
        assert!(body.chars().count() < 400);
    }

    #[test]
    fn a_change_an_item_tells_of_is_not_told_again() {
        let changes = EblChanges {
            arrived: vec!["NEW-1".into()],
            changed: vec!["SUR-1".into(), "OTHER-2".into()],
            left: vec!["GONE-1".into()],
        };
        let raised = [
            item(Some("SUR-1"), "rejected"),
            item(Some("GONE-1"), "went"),
        ];
        let untold = untold_changes(&changes, &raised);
        assert_eq!(untold.arrived, ["NEW-1"]);
        assert_eq!(untold.changed, ["OTHER-2"]);
        assert!(untold.left.is_empty());
        assert_eq!(untold_changes(&changes, &[]), changes);
    }

    #[test]
    fn the_tray_says_how_many_need_attention() {
        assert_eq!(tray_title(0), "eBL Desk");
        assert_eq!(tray_title(3), "eBL Desk — 3 need attention");
    }

    #[test]
    fn the_tray_menu_is_worded_in_the_language_chosen() {
        use crate::catalogue_check::{assert_arabic, assert_chinese, assert_pseudo};
        use tdx_i18n::Lang;
        for lang in Lang::ALL {
            tdx_i18n::set_language(lang);
            let (open, quit) = tray_menu_words();
            let title = tray_title(2);
            for words in [&open, &quit, &title] {
                match lang {
                    Lang::En => {}
                    Lang::Ar => assert_arabic(words),
                    Lang::ZhCn => assert_chinese(words),
                    Lang::Pseudo => assert_pseudo(words),
                }
            }
            if lang == Lang::En {
                assert_eq!((open.as_str(), quit.as_str()), ("Open eBL Desk", "Quit"));
            }
        }
        tdx_i18n::set_language(Lang::En);
    }
}
