//! The approver's side: open a signing request, compare, approve.
//!
//! Opening reads every eBL again from the approver's own session and prepares one ordinary
//! review per eBL ([`review::prepare_review`]: the eBL's rules, first-seen parties, the signing
//! data for the approver's key checked by the guard, the receiver check). Approving signs
//! through the ordinary submit ([`submit::sign_and_submit`]), each journal entry carrying
//! both people and the request as opened, only when nothing refuses the request and every
//! row's three columns agree.

use std::sync::Arc;

use tdx_approval::RequestFile;
use tdx_keys::Signer;
use tdx_store::ApprovalRecord;
use uuid::Uuid;

use crate::approval::columns::{self, Seen};
use crate::approval::pending::{PendingApproval, Refusal};
use crate::approval::{ApprovalDone, ApprovalResult, ApprovalReview, MakerSignature, MakerView};
use crate::context::{Context, Session};
use crate::error::{Error, Result};
use crate::review::{self, receiver};
use crate::view::{ActionKind, Inert};
use crate::{batch, ebls, session, submit};

/// Opens a request's text (a file's, a drop's, a paste's): checks the file, the maker's
/// signature, the service, who made it, its expiry and whether it was approved already; then,
/// unless one of those refuses it, reads every eBL again from this profile's session and
/// prepares what this profile's key would sign, and compares the three columns. Nothing is
/// signed; the review waits for [`approve_request`].
pub async fn open_request(cx: &Context, text: &str) -> Result<ApprovalReview> {
    let file = RequestFile::parse(text.as_bytes())?;
    let request = &file.request;
    let kind = ActionKind::from_recorded_name(&request.operation).ok_or_else(|| {
        Error::Request(tdx_approval::Error::Invalid(tdx_i18n::tr!(
            "err-detail-unknown-operation"
        )))
    })?;
    let verified = file.verify_maker();
    let session = session::require_session(cx).await?;
    let approver_address = cx.keys.info()?.map(|k| k.address);
    let refusal = refusal_of(cx, &session, &file, verified.is_err(), approver_address)?;
    let record = ApprovalRecord {
        request_id: request.id.clone(),
        maker: maker_who(&file),
        maker_profile: request.maker.profile_name.clone(),
        maker_address: verified
            .as_ref()
            .ok()
            .and_then(|a| a.map(|a| a.to_checksum())),
        maker_signature: file.signature.clone(),
        approver: session
            .identity
            .user_email
            .clone()
            .unwrap_or_else(|| cx.profile.name.clone()),
        approver_profile: cx.profile.name.clone(),
        request: text.to_owned(),
    };

    // The approver's own receiver check of the recipient, once for every eBL.
    let recipient_inbox = request
        .recipient
        .as_ref()
        .map(|r| r.inbox.clone())
        .filter(|_| kind.needs_recipient());
    let checked = match (&refusal, recipient_inbox.as_deref()) {
        (None, Some(inbox)) => match Uuid::parse_str(inbox.trim()) {
            Ok(inbox) => Some(receiver::check_counterparty(cx, kind, inbox, None).await),
            Err(_) => None,
        },
        _ => None,
    };
    let mut rows = Vec::with_capacity(request.ebls.len());
    let mut items = Vec::with_capacity(request.ebls.len());
    let mut needs_name = checked
        .as_ref()
        .is_some_and(|c| c.type_to_confirm().is_some());
    let mut shown = checked.as_ref().map(|c| c.view().clone());
    // One ordinary review per eBL, a few in flight at a time, as a batch reviews them.
    let mut prepared_all = match refusal {
        None => {
            let wanted = request
                .ebls
                .iter()
                .enumerate()
                .map(|(seq, e)| (seq as u32, e.id.clone(), None))
                .collect();
            batch::review_each(
                cx,
                wanted,
                kind,
                recipient_inbox.as_deref(),
                checked.as_ref(),
            )
            .await
            .into_iter()
            .map(|(_, r)| Some(r))
            .collect()
        }
        Some(_) => Vec::new(),
    }
    .into_iter();
    for asked in &request.ebls {
        let mut review_id = None;
        let mut cautions = Vec::new();
        let mut call = None;
        let mut problem = None;
        let mut counterparty = checked
            .as_ref()
            .map(|c| (c.inbox().to_string(), c.name().map(str::to_owned)));
        if let Some(prepared) = prepared_all.next().flatten() {
            match prepared {
                Ok(prepared) => {
                    call = prepared.signed_call.clone();
                    cautions = prepared.cautions.clone();
                    if let Some(check) = review::counterparty_of(cx, &prepared.review_id).await {
                        needs_name |= check.type_to_confirm().is_some();
                        // A surrender names no recipient: the review shows the check of the
                        // surrenderee its eBLs name (each eBL's own is asked at approval).
                        if shown.is_none() {
                            shown = Some(check.view().clone());
                        }
                        counterparty =
                            Some((check.inbox().to_string(), check.name().map(str::to_owned)));
                    }
                    let can_act = kind == ActionKind::SendAsCopy || call.is_some();
                    if can_act {
                        if let Some(pending) = cx.reviews.lock().await.get_mut(&prepared.review_id)
                        {
                            pending.approval = Some(record.clone());
                        }
                        review_id = Some(prepared.review_id);
                    } else {
                        review::cancel_action(cx, &prepared.review_id).await;
                        problem = prepared.cautions.first().map(|c| c.as_str().to_owned());
                    }
                }
                Err(e) => problem = Some(e.user_message()),
            }
        }
        let ebl = match Uuid::parse_str(&asked.id) {
            Ok(id) => now_of(cx, &session, id, review_id.is_some()).await,
            Err(_) => None,
        };
        let row = {
            let directory = cx.directory.read().await;
            columns::row(
                &directory,
                kind,
                request.recipient.as_ref(),
                asked,
                &Seen {
                    ebl: ebl.as_ref(),
                    call: call.as_ref(),
                    counterparty,
                    problem,
                },
            )
        };
        let mut row = row;
        if review_id.is_some() {
            row.cautions = cautions;
        }
        items.push((asked.id.clone(), asked.reference.clone(), review_id));
        rows.push(row);
    }
    let agrees = rows.iter().all(|r| r.agrees);
    let review_id = Uuid::new_v4().to_string();
    let view = ApprovalReview {
        review_id: review_id.clone(),
        request_id: request.id.clone(),
        kind,
        maker: MakerView {
            who: Inert::new(maker_who(&file)),
            profile_name: Inert::new(&request.maker.profile_name),
            address: record.maker_address.clone(),
            signature: match &verified {
                Ok(Some(_)) => MakerSignature::Verified,
                Ok(None) => MakerSignature::Unsigned,
                Err(_) => MakerSignature::Invalid,
            },
        },
        note: Inert::new(&request.note),
        created_at: request.created_at.clone(),
        expires_at: request.expires_at.clone(),
        recipient: shown,
        rows,
        refusal: refusal.as_ref().map(|r| r.error().user_message()),
        can_approve: refusal.is_none() && agrees,
        needs_recipient_name: refusal.is_none() && needs_name,
    };
    if refusal.is_some() || !agrees {
        // Nothing of it can be signed: the reviews prepared for its eBLs go.
        for (_, _, id) in &items {
            if let Some(id) = id {
                review::cancel_action(cx, id).await;
            }
        }
    }
    let mut approvals = cx.approvals.lock().await;
    // Reviews never approved go once they are too old to be.
    approvals.retain(|_, p| cx.check_review_age(p.prepared_at).is_ok());
    approvals.insert(
        review_id,
        PendingApproval {
            kind,
            record,
            items: if refusal.is_none() && agrees {
                items
            } else {
                Vec::new()
            },
            differences: view
                .rows
                .iter()
                .flat_map(|r| {
                    r.differences
                        .iter()
                        .map(move |d| format!("{}: {}", r.reference.as_str(), d.as_str()))
                })
                .collect(),
            refusal,
            agrees,
            file,
            prepared_at: cx.review_clock.now(),
        },
    );
    Ok(view)
}

/// The eBL as it is now: read again unless the review just did (then from the cache it
/// wrote).
async fn now_of(
    cx: &Context,
    session: &Session,
    id: Uuid,
    just_read: bool,
) -> Option<tdx_client::models::ebl::Ebl> {
    if just_read && let Ok(Some(ebl)) = cx.cached_ebl(id) {
        return Some(ebl);
    }
    match session.client.ebls().get(id).await {
        Ok(ebl) => {
            let _ = ebls::cache_one(cx, id, Some(&ebl));
            Some(ebl)
        }
        Err(_) => None,
    }
}

/// The maker, as the journal and the window name them: their e-mail, else their profile.
fn maker_who(file: &RequestFile) -> String {
    file.request
        .maker
        .email
        .clone()
        .filter(|e| !e.trim().is_empty())
        .unwrap_or_else(|| file.request.maker.profile_name.clone())
}

/// The base URL compared: scheme, host and port and path, without a trailing slash, any case.
fn same_service(a: &str, b: &str) -> bool {
    let norm = |s: &str| s.trim().trim_end_matches('/').to_ascii_lowercase();
    norm(a) == norm(b)
}

/// Why the request cannot be approved here, whatever its eBLs say: made for another service,
/// by this profile or person (or with this key), a maker's signature that does not verify,
/// expired, or approved already in this data folder.
fn refusal_of(
    cx: &Context,
    session: &Session,
    file: &RequestFile,
    bad_signature: bool,
    approver_address: Option<String>,
) -> Result<Option<Refusal>> {
    let request = &file.request;
    if !same_service(&request.service, &cx.profile.base_url) {
        return Ok(Some(Refusal::OtherService(request.service.clone())));
    }
    if bad_signature {
        return Ok(Some(Refusal::MakerSignature));
    }
    let same_email = match (&request.maker.email, &session.identity.user_email) {
        (Some(maker), Some(me)) => maker.trim().eq_ignore_ascii_case(me.trim()),
        _ => false,
    };
    let same_key = match (&request.maker.address, &approver_address) {
        (Some(maker), Some(me)) => maker.trim().eq_ignore_ascii_case(me.trim()),
        _ => false,
    };
    if request.maker.profile_id == cx.profile.id || same_email || same_key {
        return Ok(Some(Refusal::SameProfile));
    }
    if request.expired_at(cx.review_clock.now_ms()) {
        return Ok(Some(Refusal::Expired(request.expires_at.clone())));
    }
    if cx
        .journal_store()
        .with(|s| s.approved_request(&request.id))?
        .is_some()
    {
        return Ok(Some(Refusal::AlreadyApproved));
    }
    Ok(None)
}

/// Approves an opened request: refused with its reason (`approval.expired`,
/// `approval.already_approved`, `approval.maker_signature`, `approval.same_profile`,
/// `approval.other_service`) when the review showed one, and with `approval.changed` when an
/// eBL's columns differ — nothing signed. A recipient whose name the receiver check asks for
/// is refused without it (`action.recipient_not_confirmed`), nothing signed, and the review
/// stays. Otherwise the request is recorded as approved in this data folder before the first
/// signature, and each eBL's action is signed and submitted through the ordinary submit, its
/// journal entry naming the maker (and their signature) and the approver.
pub async fn approve_request(
    cx: &Context,
    review_id: &str,
    recipient_name: Option<&str>,
) -> Result<ApprovalDone> {
    let mut approvals = cx.approvals.lock().await;
    let pending = approvals.get(review_id).ok_or_else(|| {
        if cx.submitted.try_lock().is_ok_and(|s| s.contains(review_id)) {
            Error::AlreadySubmitted
        } else {
            Error::UnknownReview
        }
    })?;
    if let Some(refusal) = &pending.refusal {
        return Err(refusal.error());
    }
    if !pending.agrees {
        return Err(Error::RequestChanged(pending.differences.clone()));
    }
    cx.check_review_age(pending.prepared_at)?;
    if pending.file.request.expired_at(cx.review_clock.now_ms()) {
        return Err(Error::RequestExpired(
            pending.file.request.expires_at.clone(),
        ));
    }
    // What the receiver check asks typed, for every eBL's counterparty, before anything.
    for (_, _, id) in &pending.items {
        if let Some(id) = id
            && let Some(check) = review::counterparty_of(cx, id).await
        {
            check.confirm(recipient_name)?;
        }
    }
    // A signer that cannot sign now (a module key without its PIN) is said before anything is
    // recorded; the review stays.
    let signer: Option<Arc<dyn Signer>> = match pending.kind {
        ActionKind::SendAsCopy => None,
        _ => {
            let signer = cx.keys.signer()?;
            signer.ready()?;
            Some(signer)
        }
    };
    let Some(pending) = approvals.remove(review_id) else {
        return Err(Error::UnknownReview);
    };
    cx.submitted.lock().await.insert(review_id.to_owned());
    drop(approvals);
    let request_id = pending.record.request_id.clone();
    let first = cx
        .journal_store()
        .with(|s| s.mark_request_approved(&request_id, tdx_store::now_ms(), &cx.profile.id))?;
    if !first {
        for (_, _, id) in &pending.items {
            if let Some(id) = id {
                review::cancel_action(cx, id).await;
            }
        }
        return Err(Error::RequestAlreadyApproved);
    }
    tracing::info!(request = %request_id, ebls = pending.items.len(), "signing request approved");
    let mut results = Vec::with_capacity(pending.items.len());
    for (ebl_id, reference, id) in pending.items {
        let outcome = match id {
            Some(id) => submit::sign_and_submit(cx, &id, signer.as_ref(), recipient_name)
                .await
                .map(|_| ()),
            None => Err(Error::UnknownReview),
        };
        results.push(match outcome {
            Ok(()) => ApprovalResult {
                ebl_id,
                reference: Inert::new(reference),
                outcome: "submitted".into(),
                message: None,
            },
            Err(e) => ApprovalResult {
                ebl_id,
                reference: Inert::new(reference),
                outcome: if e.code().starts_with("sign.") || e.code().starts_with("ebl.") {
                    "refused".into()
                } else {
                    "failed".into()
                },
                message: Some(e.user_message()),
            },
        });
    }
    Ok(ApprovalDone {
        request_id,
        results,
    })
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    //! The ordinary reviews an opened request prepares are signed only through its approval
    //! (embedded sandbox and the real OS keyring: run under tests/e2e/in-session.sh).

    use tdx_approval::{FORMAT, Maker, PartyName, RequestParty, RequestedEbl, SigningRequest};
    use tdx_client::login_browser::FormFillingBrowser;

    use super::*;
    use crate::{EblCache, SandboxOptions};

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn an_approval_s_reviews_cannot_be_confirmed_on_their_own() {
        let probe = tdx_sandbox::spawn(Default::default()).await.unwrap();
        let world = probe.world();
        probe.shutdown().await;
        let user = world
            .users
            .iter()
            .find(|u| u.email == "consignee@nile.example")
            .unwrap();
        let options = SandboxOptions {
            profile_id: format!("test-approval-{}", Uuid::new_v4()),
            ..Default::default()
        };
        let browser = Arc::new(FormFillingBrowser::new(&user.email, &user.password));
        let cx = session::open_sandbox(options, browser, EblCache::in_memory())
            .await
            .unwrap();
        session::sign_in(&cx).await.unwrap();
        cx.keys
            .import_hex(&tdx_keys::Sensitive::new(user.private_key.clone()), None)
            .unwrap();
        // The window lists the eBLs at sign-in: the directory learns who is who.
        ebls::list_ebls(&cx, true).await.unwrap();
        let session = session::require_session(&cx).await.unwrap();
        let ebl = review::read_ebl(
            &cx,
            &session,
            "eb100000-0000-4000-8000-000000000001",
            ActionKind::SendAsCopy,
        )
        .await
        .unwrap();
        let bank = world
            .companies
            .iter()
            .find(|c| c.name == "Harbor Bank plc")
            .unwrap()
            .inboxes[0];
        let now = cx.review_clock.now_ms();
        let request = SigningRequest {
            format: FORMAT.into(),
            version: tdx_approval::VERSION,
            id: Uuid::new_v4().to_string(),
            operation: tdx_store::operation::SEND_AS_COPY.into(),
            service: cx.profile.base_url.clone(),
            company_id: None,
            recipient: Some(RequestParty {
                inbox: bank.to_string(),
                names: vec![PartyName {
                    name: "Harbor Bank plc".into(),
                    source: "named on eBLs".into(),
                }],
            }),
            ebls: vec![RequestedEbl {
                id: ebl.id.to_string(),
                reference: ebl.reference.clone(),
                state: ebl.state.as_str().to_owned(),
                holder_inbox: ebl.possession_id.map(|p| p.to_string()),
                title_id: ebl.title_id.map(|t| t.to_string()),
                surrenderee: None,
            }],
            note: String::new(),
            maker: Maker {
                email: Some("clerk@nile.example".into()),
                profile_id: "another-profile".into(),
                profile_name: "Clerk".into(),
                address: None,
            },
            created_at: tdx_approval::rfc3339(now),
            expires_at: tdx_approval::rfc3339(now + 3_600_000),
        };
        let text = RequestFile::unsigned(request).to_text();
        let opened = open_request(&cx, &text).await.unwrap();
        assert!(opened.can_approve, "{opened:?}");
        let item = cx.approvals.lock().await[&opened.review_id].items[0]
            .2
            .clone()
            .unwrap();
        let typed = opened
            .recipient
            .as_ref()
            .and_then(|r| r.type_to_confirm.clone());
        let refused = submit::confirm_action(&cx, &item, typed.as_deref())
            .await
            .err()
            .unwrap();
        assert_eq!(refused.code(), "action.unknown_review");
        assert!(
            crate::journal::entries(&cx, Some(&ebl.id.to_string()))
                .unwrap()
                .is_empty(),
            "nothing sent"
        );
        // Through its approval, the same review goes, with both people on record.
        let done = approve_request(&cx, &opened.review_id, typed.as_deref())
            .await
            .unwrap();
        assert_eq!(done.results[0].outcome, "submitted", "{done:?}");
        let entries = crate::journal::entries(&cx, Some(&ebl.id.to_string())).unwrap();
        assert_eq!(entries.len(), 1);
        assert_eq!(entries[0].approval.as_ref().unwrap().request, text);
    }
}
