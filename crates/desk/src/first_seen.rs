//! A surrender's target held against what the eBL named when this profile first saw it. The
//! title id and the surrenderee's inbox are otherwise read from the same service the signing
//! data is checked against: a service that turned hostile after the user looked at an eBL could
//! name another company as surrenderee in every read and target it in the signing data, and the
//! guard would agree with it. So each eBL's title id and surrenderee are kept as first seen (in
//! the store, per profile); a review that finds them changed is refused, naming the old and the
//! new party, until the user accepts the change in a separate step; a title id first seen on
//! another eBL is refused; and a surrenderee that is not the eBL's issuer is said so.

use std::collections::HashSet;

use tdx_client::models::ebl::{Ebl, PartyType};
use tdx_i18n::tr;
use tdx_store::FirstSeen;
use uuid::Uuid;

use crate::context::Context;
use crate::error::{Error, Result};
use crate::session;
use crate::view::ActionKind;

/// The inbox of `ebl`'s surrenderee, the party a surrender request hands possession to.
pub(crate) fn surrenderee_inbox(ebl: &Ebl) -> Option<Uuid> {
    ebl.parties_of(&PartyType::Surrenderee)
        .find_map(|p| p.inbox_id)
}

fn issuer_inbox(ebl: &Ebl) -> Option<Uuid> {
    ebl.parties_of(&PartyType::Issuer).find_map(|p| p.inbox_id)
}

fn sighting(ebl: &Ebl) -> FirstSeen {
    FirstSeen {
        ebl_id: ebl.id.to_string(),
        title_id: ebl.title_id.map(|t| t.to_string()),
        surrenderee: surrenderee_inbox(ebl).map(|s| s.to_string()),
        seen_at: tdx_store::now_ms(),
    }
}

/// Keeps what each of `ebls` names, for those not seen before (a failure is logged: the
/// review then keeps what it reads, and says nothing was kept).
pub(crate) fn remember_first_seen<'a>(cx: &Context, ebls: impl IntoIterator<Item = &'a Ebl>) {
    let seen: Vec<FirstSeen> = ebls.into_iter().map(sighting).collect();
    if seen.is_empty() {
        return;
    }
    let profile = cx.profile().id.clone();
    if let Err(e) = cx
        .journal_store()
        .with(|s| s.remember_first_seen(&profile, &seen))
    {
        tracing::warn!(
            code = e.code(),
            "the parties of newly seen eBLs were not kept"
        );
    }
}

/// Keeps what `ebl` names if this profile has no first sighting of it: at once for an eBL new
/// to the cache (`cached` false); for one already cached (whose sighting a list fetch kept),
/// after a read that finds none — a cache from before first sightings were kept — so a click
/// writes nothing once its eBL's sighting is on record.
pub(crate) fn remember_unless_seen(cx: &Context, ebl: &Ebl, cached: bool) {
    if cached {
        let profile = cx.profile().id.clone();
        let id = ebl.id.to_string();
        if let Ok(Some(_)) = cx.journal_store().with(|s| s.first_seen(&profile, &id)) {
            return;
        }
    }
    remember_first_seen(cx, [ebl]);
}

/// After a refresh from `before` to `after`: keeps the parties of the eBLs new to it.
pub(crate) fn remember_arrivals(cx: &Context, before: &[Ebl], after: &[Ebl]) {
    let known: HashSet<Uuid> = before.iter().map(|e| e.id).collect();
    remember_first_seen(cx, after.iter().filter(|e| !known.contains(&e.id)));
}

/// Checks the eBL a review just read against what it named when first seen: its title id
/// (and that no other eBL was first seen with it) and, for a surrender request, its
/// surrenderee. An eBL never seen before is kept as read now.
pub(crate) async fn check_first_seen(cx: &Context, ebl: &Ebl, kind: ActionKind) -> Result<()> {
    let profile = cx.profile().id.clone();
    let id = ebl.id.to_string();
    let kept = cx.journal_store().with(|s| s.first_seen(&profile, &id))?;
    let Some(kept) = kept else {
        cx.journal_store()
            .with(|s| s.remember_first_seen(&profile, [&sighting(ebl)]))?;
        return check_title_is_its_own(cx, ebl).await;
    };
    let now = sighting(ebl);
    let changed = kept.title_id != now.title_id
        || (kind == ActionKind::RequestSurrenderForDelivery && kept.surrenderee != now.surrenderee);
    if changed {
        // What the refusal shows is what accepting the change may accept.
        if let Ok(mut shown) = cx.party_changes.lock() {
            shown.insert(ebl.id, now.clone());
        }
    }
    if kept.title_id != now.title_id {
        return Err(Error::PartyChanged {
            reference: ebl.reference.clone(),
            part: "title id",
            before: kept.title_id.unwrap_or_else(|| "none".into()),
            after: now.title_id.unwrap_or_else(|| "none".into()),
        });
    }
    if kind == ActionKind::RequestSurrenderForDelivery && kept.surrenderee != now.surrenderee {
        let name = |inbox: Option<String>| async move {
            let uuid = inbox.as_deref().and_then(|i| Uuid::parse_str(i).ok());
            match (session::inbox_name(cx, uuid).await, inbox) {
                (Some(name), Some(inbox)) => format!("{name} (inbox {inbox})"),
                (None, Some(inbox)) => format!("inbox {inbox}"),
                (_, None) => "no surrenderee".to_owned(),
            }
        };
        return Err(Error::PartyChanged {
            reference: ebl.reference.clone(),
            part: "surrenderee",
            before: name(kept.surrenderee).await,
            after: name(now.surrenderee).await,
        });
    }
    check_title_is_its_own(cx, ebl).await
}

pub(crate) async fn check_title_is_its_own(cx: &Context, ebl: &Ebl) -> Result<()> {
    let Some(title) = ebl.title_id else {
        return Ok(());
    };
    let profile = cx.profile().id.clone();
    let (id, title_text) = (ebl.id.to_string(), title.to_string());
    let other = cx
        .journal_store()
        .with(|s| s.ebl_with_title(&profile, &title_text, &id))?;
    let Some(other) = other else {
        return Ok(());
    };
    let other_reference = Uuid::parse_str(&other)
        .ok()
        .and_then(|o| cx.cached_ebl(o).ok().flatten())
        .map_or(other.clone(), |e| e.reference);
    Err(Error::TitleOfAnotherEbl {
        reference: ebl.reference.clone(),
        other: other_reference,
    })
}

/// What the review says about the surrenderee beyond the call: that it is not the eBL's
/// issuer (a surrender normally goes back to the carrier that issued the bill).
pub(crate) async fn surrender_cautions(cx: &Context, ebl: &Ebl) -> Vec<String> {
    let (Some(surrenderee), issuer) = (surrenderee_inbox(ebl), issuer_inbox(ebl)) else {
        return Vec::new();
    };
    if Some(surrenderee) == issuer {
        return Vec::new();
    }
    let who = session::inbox_name(cx, Some(surrenderee)).await;
    let (issuer_kind, issuer_name, issuer_inbox) = match issuer {
        Some(i) => match session::inbox_name(cx, Some(i)).await {
            Some(name) => ("name", name, i.to_string()),
            None => ("inbox", String::new(), i.to_string()),
        },
        None => ("none", String::new(), String::new()),
    };
    vec![tr!(
        "desk-review-caution-surrenderee",
        whoKind = if who.is_some() { "name" } else { "inbox" },
        who = who.unwrap_or_default(),
        whoInbox = surrenderee.to_string(),
        issuerKind = issuer_kind,
        issuer = issuer_name,
        issuerInbox = issuer_inbox
    )]
}

/// Makes the parties a refused review showed for `ebl` (its title id and surrenderee) the ones
/// later reviews are held against, after the user accepted the change: only those, and only
/// while the service (`ebl` just read) still names them. Refused with
/// [`Error::ChangeNotAsShown`] when no refusal showed a change, or the service names others now.
pub(crate) fn accept_sighting(cx: &Context, ebl: &Ebl) -> Result<()> {
    let shown = cx
        .party_changes
        .lock()
        .ok()
        .and_then(|shown| shown.get(&ebl.id).cloned());
    let now = sighting(ebl);
    let Some(shown) =
        shown.filter(|s| s.title_id == now.title_id && s.surrenderee == now.surrenderee)
    else {
        return Err(Error::ChangeNotAsShown {
            reference: ebl.reference.clone(),
        });
    };
    let profile = cx.profile().id.clone();
    cx.journal_store()
        .with(|s| s.accept_seen(&profile, &shown))?;
    if let Ok(mut changes) = cx.party_changes.lock() {
        changes.remove(&ebl.id);
    }
    tracing::warn!(ebl = %ebl.id, "the user accepted a change of the eBL's title id or surrenderee");
    Ok(())
}
