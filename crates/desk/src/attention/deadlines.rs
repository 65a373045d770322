//! Arrival deadlines: the interface carries no dates, so the user enters a vessel's arrival
//! and how long before it the eBL must be surrendered — for one eBL, or once for every eBL of
//! its vessel and voyage. An eBL's own deadline wins over its voyage's.

use tdx_i18n::tr;
use tdx_store::DeadlineRecord;
use uuid::Uuid;

use super::view::{ArrivalDeadline, DeadlineFor, DeadlineInput, EblDeadlines};
use crate::context::Context;
use crate::error::{Error, Result};

/// The most hours before arrival a deadline may ask for (a year).
const MAX_LEAD_HOURS: u32 = 24 * 366;

/// The deadlines of eBL `ebl_id`: its own, its vessel and voyage's, and the one that applies.
pub fn deadlines(cx: &Context, ebl_id: &str) -> Result<EblDeadlines> {
    let id = parse_id(ebl_id)?;
    let (vessel, voyage) = voyage_of(cx, id)?;
    let profile = cx.profile().id.clone();
    let ebl = id.to_string();
    let (own, of_voyage) = cx.journal_store().with(|s| {
        let own = s.ebl_deadline(&profile, &ebl)?;
        let of_voyage = if vessel.is_some() || voyage.is_some() {
            s.voyage_deadline(&profile, vessel.as_deref(), voyage.as_deref())?
        } else {
            None
        };
        Ok((own, of_voyage))
    })?;
    let surrender_by =
        effective(own.as_ref(), of_voyage.as_ref()).map(DeadlineRecord::surrender_by);
    Ok(EblDeadlines {
        vessel,
        voyage,
        own: own.as_ref().map(view),
        voyage_deadline: of_voyage.as_ref().map(view),
        surrender_by,
    })
}

/// Sets the deadline of eBL `ebl_id` (`input.applies_to` Ebl), or of every eBL of its vessel
/// and voyage (Voyage: the eBL must be known to name them).
pub fn set_deadline(cx: &Context, ebl_id: &str, input: &DeadlineInput) -> Result<EblDeadlines> {
    let id = parse_id(ebl_id)?;
    if input.arrival_at <= 0 {
        return Err(Error::Invalid(tr!("err-input-arrival-date")));
    }
    if input.lead_hours > MAX_LEAD_HOURS {
        return Err(Error::Invalid(tr!(
            "err-input-lead-time",
            hours = MAX_LEAD_HOURS
        )));
    }
    let set_at = cx.journal_store().with(|s| Ok(s.clock().now_ms()))?;
    let record = match input.applies_to {
        DeadlineFor::Ebl => DeadlineRecord {
            ebl_id: Some(id.to_string()),
            vessel: None,
            voyage: None,
            arrival_at: input.arrival_at,
            lead_hours: input.lead_hours,
            set_at,
        },
        DeadlineFor::Voyage => {
            let (vessel, voyage) = named_voyage(cx, id)?;
            DeadlineRecord {
                ebl_id: None,
                vessel,
                voyage,
                arrival_at: input.arrival_at,
                lead_hours: input.lead_hours,
                set_at,
            }
        }
    };
    let profile = cx.profile().id.clone();
    cx.journal_store()
        .with(|s| s.set_arrival_deadline(&profile, &record))?;
    deadlines(cx, ebl_id)
}

/// Removes the deadline of eBL `ebl_id` itself, or of its vessel and voyage.
pub fn clear_deadline(cx: &Context, ebl_id: &str, applies_to: DeadlineFor) -> Result<EblDeadlines> {
    let id = parse_id(ebl_id)?;
    let profile = cx.profile().id.clone();
    match applies_to {
        DeadlineFor::Ebl => {
            let ebl = id.to_string();
            cx.journal_store()
                .with(|s| s.clear_ebl_deadline(&profile, &ebl))?;
        }
        DeadlineFor::Voyage => {
            let (vessel, voyage) = named_voyage(cx, id)?;
            cx.journal_store().with(|s| {
                s.clear_voyage_deadline(&profile, vessel.as_deref(), voyage.as_deref())
            })?;
        }
    }
    deadlines(cx, ebl_id)
}

/// The deadline that applies: the eBL's own, else its voyage's.
pub(crate) fn effective<'a>(
    own: Option<&'a DeadlineRecord>,
    of_voyage: Option<&'a DeadlineRecord>,
) -> Option<&'a DeadlineRecord> {
    own.or(of_voyage)
}

fn view(record: &DeadlineRecord) -> ArrivalDeadline {
    ArrivalDeadline {
        applies_to: if record.ebl_id.is_some() {
            DeadlineFor::Ebl
        } else {
            DeadlineFor::Voyage
        },
        vessel: record.vessel.clone(),
        voyage: record.voyage.clone(),
        arrival_at: record.arrival_at,
        lead_hours: record.lead_hours,
        set_at: record.set_at,
    }
}

fn parse_id(ebl_id: &str) -> Result<Uuid> {
    Uuid::parse_str(ebl_id.trim()).map_err(|_| {
        Error::Invalid(tr!(
            "err-input-ebl-id-not-uuid",
            text = format!("{ebl_id:?}")
        ))
    })
}

/// The vessel and voyage the cached eBL names, exactly as the service wrote them (the eBLs of a
/// voyage are found by these values).
fn voyage_of(cx: &Context, id: Uuid) -> Result<(Option<String>, Option<String>)> {
    Ok(match cx.cached_ebl(id)? {
        Some(ebl) => (ebl.vessel_name, ebl.voyage_number),
        None => (None, None),
    })
}

/// [`voyage_of`], refused when the eBL names neither.
fn named_voyage(cx: &Context, id: Uuid) -> Result<(Option<String>, Option<String>)> {
    let named = voyage_of(cx, id)?;
    let blank = |s: &Option<String>| s.as_deref().is_none_or(|s| s.trim().is_empty());
    if blank(&named.0) && blank(&named.1) {
        return Err(Error::Invalid(tr!("err-input-no-voyage")));
    }
    Ok(named)
}
