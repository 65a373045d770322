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
use tdx_store::FirstSeen;
use uuid::Uuid;

use crate::desk::Desk;
use crate::error::{Error, Result};
use crate::view::{ActionKind, EblDetail};

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

impl Desk {
    /// Keeps what each of `ebls` names, for those not seen before (a failure is logged: the
    /// review then keeps what it reads, and says nothing was kept).
    pub(crate) fn remember_first_seen<'a>(&self, ebls: impl IntoIterator<Item = &'a Ebl>) {
        let seen: Vec<FirstSeen> = ebls.into_iter().map(sighting).collect();
        if seen.is_empty() {
            return;
        }
        let profile = self.profile().id.clone();
        if let Err(e) = self
            .journal_store()
            .with(|s| s.remember_first_seen(&profile, &seen))
        {
            tracing::warn!(
                code = e.code(),
                "the parties of newly seen eBLs were not kept"
            );
        }
    }

    /// After a refresh from `before` to `after`: keeps the parties of the eBLs new to it.
    pub(crate) fn remember_arrivals(&self, before: &[Ebl], after: &[Ebl]) {
        let known: HashSet<Uuid> = before.iter().map(|e| e.id).collect();
        self.remember_first_seen(after.iter().filter(|e| !known.contains(&e.id)));
    }

    /// Checks the eBL a review just read against what it named when first seen: its title id
    /// (and that no other eBL was first seen with it) and, for a surrender request, its
    /// surrenderee. An eBL never seen before is kept as read now.
    pub(crate) async fn check_first_seen(&self, ebl: &Ebl, kind: ActionKind) -> Result<()> {
        let profile = self.profile().id.clone();
        let id = ebl.id.to_string();
        let kept = self.journal_store().with(|s| s.first_seen(&profile, &id))?;
        let Some(kept) = kept else {
            self.journal_store()
                .with(|s| s.remember_first_seen(&profile, [&sighting(ebl)]))?;
            return self.check_title_is_its_own(ebl).await;
        };
        let now = sighting(ebl);
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
                match (self.inbox_name(uuid).await, inbox) {
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
        self.check_title_is_its_own(ebl).await
    }

    async fn check_title_is_its_own(&self, ebl: &Ebl) -> Result<()> {
        let Some(title) = ebl.title_id else {
            return Ok(());
        };
        let profile = self.profile().id.clone();
        let (id, title_text) = (ebl.id.to_string(), title.to_string());
        let other = self
            .journal_store()
            .with(|s| s.ebl_with_title(&profile, &title_text, &id))?;
        let Some(other) = other else {
            return Ok(());
        };
        let other_reference = Uuid::parse_str(&other)
            .ok()
            .and_then(|o| self.cached_ebl(o).ok().flatten())
            .map_or(other.clone(), |e| e.reference);
        Err(Error::TitleOfAnotherEbl {
            reference: ebl.reference.clone(),
            other: other_reference,
        })
    }

    /// What the review says about the surrenderee beyond the call: that it is not the eBL's
    /// issuer (a surrender normally goes back to the carrier that issued the bill).
    pub(crate) async fn surrender_cautions(&self, ebl: &Ebl) -> Vec<String> {
        let (Some(surrenderee), issuer) = (surrenderee_inbox(ebl), issuer_inbox(ebl)) else {
            return Vec::new();
        };
        if Some(surrenderee) == issuer {
            return Vec::new();
        }
        let who = self
            .inbox_name(Some(surrenderee))
            .await
            .unwrap_or_else(|| format!("inbox {surrenderee}"));
        let issuer = match issuer {
            Some(i) => self
                .inbox_name(Some(i))
                .await
                .unwrap_or_else(|| format!("inbox {i}")),
            None => "not named".to_owned(),
        };
        vec![format!(
            "The surrenderee, {who}, is not the eBL's issuer ({issuer}): a surrender normally \
             hands the bill back to the carrier that issued it. Check with the carrier before \
             you sign."
        )]
    }

    /// The user accepts the title id and surrenderee the service names now for `ebl_id` (after
    /// a review was refused for a change): they replace what was first seen. Returns the eBL.
    pub async fn accept_ebl_parties(&self, ebl_id: &str) -> Result<EblDetail> {
        let detail = self.get_ebl(ebl_id).await?;
        let id =
            Uuid::parse_str(ebl_id).map_err(|_| Error::Invalid("That is not an eBL id.".into()))?;
        let ebl = self
            .cached_ebl(id)?
            .ok_or_else(|| Error::Invalid("The service no longer shows this eBL.".into()))?;
        let profile = self.profile().id.clone();
        self.journal_store()
            .with(|s| s.accept_seen(&profile, &sighting(&ebl)))?;
        tracing::warn!(ebl = %ebl_id, "the user accepted a change of the eBL's title id or surrenderee");
        Ok(detail)
    }
}
