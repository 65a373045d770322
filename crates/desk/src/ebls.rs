//! The eBL list (cached, fetched, polled), one eBL's detail, its PDFs, and the recipients.

use tdx_client::models::ebl::Ebl;
use tdx_i18n::tr;
use uuid::Uuid;

use crate::context::{Context, Session};
use std::collections::{HashMap, HashSet};

use crate::ebl_cache::{changes_between, diff};
use crate::ebl_view;
use crate::error::{Error, Result};
use crate::first_seen::{self};
use crate::identity::Identity;
use crate::journal::{self};
use crate::list_pages;
use crate::paths::WritablePath;
use crate::view::{
    EblChanges, EblDetail, EblLink, EblList, EblListHead, EblRow, Inert, NameSourceKind, Recipient,
};
use crate::{key_standing, session};

/// The list: from the local cache at once (`refresh` false), or fetched from the
/// service (`refresh` true). When the service cannot be reached, the cache is returned
/// marked offline.
pub async fn list_ebls(cx: &Context, refresh: bool) -> Result<EblList> {
    let json = list_ebls_json(cx, refresh).await?;
    serde_json::from_str(&json).map_err(|e| Error::Internal(e.to_string()))
}

/// [`list_ebls`] as the JSON the window is sent. The cached list of a warm launch
/// is the rows kept by the last list (`refresh` false), not every cached eBL read, parsed
/// and turned into rows again.
pub async fn list_ebls_json(cx: &Context, refresh: bool) -> Result<String> {
    // The list's JSON (5 MB for 10,000 rows) and its copies are freed once the window has it.
    crate::memory::release_freed_soon();
    let session = cx.session.read().await.clone();
    let identity = session
        .as_ref()
        .map(|s| s.identity.clone())
        .unwrap_or_default();
    if !refresh {
        let viewer = viewer_key(&identity);
        let started = std::time::Instant::now();
        if let Some(rows) = cx.cache.kept_rows(&cx.profile.id, &viewer)? {
            let read = started.elapsed();
            let fetched_at = cx.cache.fetched_at(&cx.profile.id)?;
            let json = list_json(&rows, fetched_at.as_deref(), false);
            tracing::debug!(?read, took = ?started.elapsed(), bytes = json.len(), "kept eBL list");
            return Ok(json);
        }
        return cached_list(cx, &identity, false).await;
    }
    let session = session.ok_or(Error::NotSignedIn)?;
    let after = match fetch_all(cx, &session).await {
        Ok((_, after)) => after,
        Err(Error::Client(e)) if is_unreachable(&e) => {
            return cached_list(cx, &identity, true).await;
        }
        Err(e) => return Err(e),
    };
    if let Err(e) = journal::resolve_unknown_entries(cx).await {
        tracing::warn!(
            code = e.code(),
            "unsettled journal entries were not checked"
        );
    }
    let fetched_at = cx.cache.fetched_at(&cx.profile.id)?;
    list_of(cx, &after, fetched_at, &identity, false).await
}

/// The list's first `count` rows in the order the list shows them first (by reference, a copy
/// after its original: [`list_order`]) and how many rows there are, from the rows kept by the
/// last list (computed from the cached eBLs when none are kept). A start paints these before
/// the whole list ([`list_ebls_json`] without refresh, the same rows in the same order)
/// crosses to the window.
pub async fn list_ebls_head(cx: &Context, count: usize) -> Result<EblListHead> {
    let identity = cx
        .session
        .read()
        .await
        .as_ref()
        .map(|s| s.identity.clone())
        .unwrap_or_default();
    let started = std::time::Instant::now();
    let rows = match cx.cache.kept_rows(&cx.profile.id, &viewer_key(&identity))? {
        Some(rows) => rows,
        None => {
            let ebls = cx.cache.load(&cx.profile.id)?.0;
            rows_of(cx, &ebls, &identity).await?
        }
    };
    let read = started.elapsed();
    let (head, total) = head_of(&rows, count);
    // Rows this version cannot read (kept by another) are shown once the whole list comes.
    let rows: Vec<EblRow> = serde_json::from_str(&head).unwrap_or_default();
    tracing::debug!(?read, took = ?started.elapsed(), total, "eBL list head");
    Ok(EblListHead {
        rows,
        total: u32::try_from(total).unwrap_or(u32::MAX),
        fetched_at: cx.cache.fetched_at(&cx.profile.id)?,
    })
}

/// The JSON array of the first `count` rows of `rows` (a JSON array of [`EblRow`]s as
/// serde_json writes them), and how many rows `rows` holds. Each row is an object whose first
/// key is `id`, so `{"id":"` starts a row and nothing else does (a `"` in a string is `\"`).
fn head_of(rows: &str, count: usize) -> (String, usize) {
    let mut total = 0;
    let mut cut = None;
    for start in memchr::memmem::find_iter(rows.as_bytes(), br#"{"id":""#) {
        if total == count {
            cut = Some(start);
        }
        total += 1;
    }
    let head = match cut {
        None => rows.to_owned(),
        Some(_) if count == 0 => "[]".to_owned(),
        // Up to the comma before the first row left out.
        Some(start) => format!("{}]", &rows[..start.saturating_sub(1)]),
    };
    (head, total)
}

/// Fetches the list and says what changed since the last fetch (for notifications). After a
/// first read in this run, each page is asked with the `ETag` it had (when the service gives
/// them): only the pages that changed are sent, parsed, and compared with the cache.
pub async fn poll_changes(cx: &Context) -> Result<EblChanges> {
    Ok(poll_changes_timed(cx).await?.0)
}

/// [`poll_changes`], and how long the poll itself took: from when it could read the list (after
/// a reading already under way, which it waits for) to its answer — what paces the next poll.
pub async fn poll_changes_timed(cx: &Context) -> Result<(EblChanges, std::time::Duration)> {
    let session = session::require_session(cx).await?;
    // One reading of the list at a time: a poll that comes while the window's refresh reads
    // every page waits for it, then asks only what changed since (instead of reading the
    // whole list a second time, beside it).
    let _reading = cx.list_reading.lock().await;
    let started = std::time::Instant::now();
    let changes = poll_now(cx, &session).await?;
    Ok((changes, started.elapsed()))
}

/// Drops the tags of the pages holding an eBL the shared store says was acted on or changed
/// since the last look ([`crate::outside_writes`]). A store that cannot be read is logged: the
/// reading goes on.
fn touch_outside_writes(cx: &Context) {
    let named = cx
        .outside
        .lock()
        .map_err(|_| Error::StatePoisoned)
        .and_then(|mut seen| {
            cx.journal_store()
                .with(|s| seen.named_since_last_look(s, &cx.profile.id, tdx_store::now_ms()))
        });
    match named {
        Ok(ids) => {
            if let Ok(mut marks) = cx.list_pages.lock() {
                for id in ids {
                    marks.touch(id);
                }
            }
        }
        Err(e) => tracing::warn!(code = e.code(), "the store was not read for outside writes"),
    }
}

/// One poll, by the caller holding `list_reading`.
async fn poll_now(cx: &Context, session: &Session) -> Result<EblChanges> {
    touch_outside_writes(cx);
    let known = cx
        .list_pages
        .lock()
        .map_err(|_| Error::StatePoisoned)?
        .begin();
    if !list_pages::tagged(&known) {
        let (before, after) = fetch_all_now(cx, session, known).await?;
        return Ok(diff(&before, &after, &session.identity));
    }
    let read = list_pages::read(&session.client, &known).await?;
    let list_pages::ListRead { pages, fresh, .. } = read;
    // Written while the list was read: the cache's eBL is newer than the page's (its page is
    // read in full at the next poll).
    let mut marks = cx.list_pages.lock().map_err(|_| Error::StatePoisoned)?;
    let fresh: Vec<Ebl> = fresh
        .into_iter()
        .filter(|e| !marks.touched().contains(&e.id))
        .collect();
    let listed: HashSet<Uuid> = pages.iter().flat_map(|p| p.ids.iter().copied()).collect();
    let had: HashSet<Uuid> = known.iter().flat_map(|p| p.ids.iter().copied()).collect();
    // What the changed pages held before, and the eBLs no longer listed: read from the cache
    // one by one (a poll that finds one page changed reads that page's eBLs, not the list).
    let wanted: Vec<Uuid> = fresh
        .iter()
        .map(|e| e.id)
        .filter(|id| had.contains(id))
        .chain(had.iter().filter(|id| !listed.contains(id)).copied())
        .collect();
    let before = cx.cache.pick(&cx.profile.id, &wanted)?;
    cx.cache.refresh_listed(
        &cx.profile.id,
        pages.iter().flat_map(|p| p.ids.iter()),
        &fresh,
        &before,
    )?;
    journal::observe_changes(cx, &before, &fresh);
    first_seen::remember_arrivals(cx, &before, &fresh);
    let changes = changes_between(&before, &fresh, &session.identity);
    // Its own observations: not a write from outside for the next poll to read again.
    if let Ok(mut seen) = cx.outside.lock() {
        let old: HashMap<Uuid, &Ebl> = before.iter().map(|e| (e.id, e)).collect();
        seen.observed_by_us(
            fresh
                .iter()
                .filter(|e| old.get(&e.id).is_some_and(|o| *o != *e))
                .map(|e| e.id)
                .chain(
                    before
                        .iter()
                        .filter(|e| !listed.contains(&e.id))
                        .map(|e| e.id),
                ),
        );
    }
    marks.finish(pages);
    drop(marks);
    crate::memory::release_freed_soon();
    Ok(changes)
}

/// Fetches the whole list into the cache; returns the list before and after. Pages the service
/// says are unchanged since the last read (`ETag`) are taken from the cache.
pub(crate) async fn fetch_all(
    cx: &Context,
    session: &Session,
) -> Result<crate::ebl_cache::BeforeAfter> {
    let _reading = cx.list_reading.lock().await;
    touch_outside_writes(cx);
    let known = cx
        .list_pages
        .lock()
        .map_err(|_| Error::StatePoisoned)?
        .begin();
    fetch_all_now(cx, session, known).await
}

/// [`fetch_all`] by the caller holding `list_reading`, the reading begun with `known`.
async fn fetch_all_now(
    cx: &Context,
    session: &Session,
    known: Vec<list_pages::PageMark>,
) -> Result<crate::ebl_cache::BeforeAfter> {
    let mut read = list_pages::read(&session.client, &known).await?;
    let mut cached = None;
    if read.unchanged > 0 {
        let before = cx.cache.load(&cx.profile.id)?.0;
        if whole_list(&read, &before).is_none() {
            // The cache lacks an eBL of an unchanged page: every page is read in full.
            read = list_pages::read(&session.client, &[]).await?;
        }
        cached = Some(before);
    }
    let mut marks = cx.list_pages.lock().map_err(|_| Error::StatePoisoned)?;
    // Read again only when an eBL was written since.
    let before = match cached {
        Some(before) if marks.touched().is_empty() => before,
        _ => cx.cache.load(&cx.profile.id)?.0,
    };
    let mut after = if read.unchanged == 0 {
        std::mem::take(&mut read.fresh)
    } else {
        match whole_list(&read, &before) {
            Some(after) => after,
            None => {
                // An eBL of an unchanged page left the cache while the list was read: what is
                // known is kept, and every page is read in full at the next poll.
                for page in &mut read.pages {
                    page.etag = None;
                }
                known_of_list(&read, &before)
            }
        }
    };
    // Written while the list was read: the cache's eBL is kept (its page is read in full at
    // the next poll); one the cache no longer has is left out.
    if !marks.touched().is_empty() {
        let cached: HashMap<Uuid, &Ebl> = before.iter().map(|e| (e.id, e)).collect();
        after = after
            .into_iter()
            .filter_map(|e| match marks.touched().contains(&e.id) {
                true => cached.get(&e.id).map(|c| (*c).clone()),
                false => Some(e),
            })
            .collect();
    }
    let (before, after) = cx.cache.replace_from(&cx.profile.id, before, after)?;
    marks.finish(read.pages);
    journal::observe(cx, &before, &after);
    first_seen::remember_arrivals(cx, &before, &after);
    drop(marks);
    // The pages' JSON is freed: give the pages back now; the lists once the caller is done.
    crate::memory::release_freed();
    crate::memory::release_freed_soon();
    Ok((before, after))
}

/// The whole list in the service's order: the eBLs of the pages read, and the cached ones of
/// the pages the service said were unchanged (`None` when the cache lacks one of them).
fn whole_list(read: &list_pages::ListRead, cached: &[Ebl]) -> Option<Vec<Ebl>> {
    let fresh: HashMap<Uuid, &Ebl> = read.fresh.iter().map(|e| (e.id, e)).collect();
    let cached: HashMap<Uuid, &Ebl> = cached.iter().map(|e| (e.id, e)).collect();
    read.listed()
        .map(|id| {
            fresh
                .get(id)
                .or_else(|| cached.get(id))
                .map(|e| (*e).clone())
        })
        .collect()
}

/// The eBLs of the list that are known: those of the pages read, and the cached ones of the
/// others (those the cache lacks left out).
fn known_of_list(read: &list_pages::ListRead, cached: &[Ebl]) -> Vec<Ebl> {
    let fresh: HashMap<Uuid, &Ebl> = read.fresh.iter().map(|e| (e.id, e)).collect();
    let cached: HashMap<Uuid, &Ebl> = cached.iter().map(|e| (e.id, e)).collect();
    read.listed()
        .filter_map(|id| {
            fresh
                .get(id)
                .or_else(|| cached.get(id))
                .map(|e| (*e).clone())
        })
        .collect()
}

/// Puts one eBL read from the service in the cache (`None`: no longer visible), and
/// records what changed since it was last seen. Reads and writes that one eBL only: an eBL
/// that did not change is not written again, and its first sighting is kept only when the
/// store has none yet.
pub(crate) fn cache_one(cx: &Context, id: Uuid, now: Option<&Ebl>) -> Result<()> {
    // Kept as the list keeps it (without the carrier's embedded file), so a read of an eBL the
    // list holds compares equal to it.
    let now = now.cloned().map(list_pages::without_embedded_file);
    // Held while the eBL is written, so that a reading of the list under way keeps it.
    let mut marks = cx.list_pages.lock().map_err(|_| Error::StatePoisoned)?;
    let before = cx.cache.get(&cx.profile.id, id)?;
    if let Some(before) = &before {
        let after: &[Ebl] = now.as_slice();
        journal::observe(cx, std::slice::from_ref(before), after);
    }
    match (now, before) {
        (Some(ebl), before) => {
            first_seen::remember_unless_seen(cx, &ebl, before.is_some());
            if before.as_ref() == Some(&ebl) {
                return Ok(());
            }
            cx.cache.upsert(&cx.profile.id, &ebl)?;
        }
        (None, Some(_)) => cx.cache.remove(&cx.profile.id, id)?,
        (None, None) => return Ok(()),
    }
    // The page holding it no longer stands for the cache: read in full at the next poll.
    marks.touch(id);
    Ok(())
}

/// The cached eBLs as the list ([`list_of`]).
pub(crate) async fn cached_list(
    cx: &Context,
    identity: &Identity,
    offline: bool,
) -> Result<String> {
    let (ebls, fetched_at) = cx.cache.load(&cx.profile.id)?;
    list_of(cx, &ebls, fetched_at, identity, offline).await
}

/// `ebls` as the list ([`rows_of`]).
pub(crate) async fn list_of(
    cx: &Context,
    ebls: &[Ebl],
    fetched_at: Option<String>,
    identity: &Identity,
    offline: bool,
) -> Result<String> {
    let rows = rows_of(cx, ebls, identity).await?;
    Ok(list_json(&rows, fetched_at.as_deref(), offline))
}

/// `ebls` as the list's rows (JSON) in the list's order ([`list_order`]), the directory taught
/// their companies; the rows are kept for the next launch.
async fn rows_of(cx: &Context, ebls: &[Ebl], identity: &Identity) -> Result<String> {
    let mut directory = cx.directory.write().await;
    for ebl in ebls.iter() {
        directory.learn(ebl);
    }
    cx.directory_has_list
        .store(true, std::sync::atomic::Ordering::Release);
    let directory = directory.downgrade();
    let rows: Vec<EblRow> = ebls
        .iter()
        .map(|e| ebl_view::row(e, identity, &directory))
        .collect();
    drop(directory);
    let rows = list_order(rows);
    let rows = serde_json::to_string(&rows).map_err(|e| Error::Internal(e.to_string()))?;
    if let Err(e) = cx
        .cache
        .keep_rows(&cx.profile.id, &viewer_key(identity), &rows)
    {
        tracing::warn!(
            code = e.code(),
            "the list's rows were not kept for the next launch"
        );
    }
    Ok(rows)
}

/// The rows in the order the list shows them first (ui/src/features/ebls/listModel.ts,
/// `sortRows` by reference, ascending): by reference as people read it (case aside, a run of
/// digits by its value), ties in the order they came; then each copy whose original is listed
/// right after its original (its copies in the order they had). The window checks the order
/// with its own collator and sorts only when it differs.
pub fn list_order(mut rows: Vec<EblRow>) -> Vec<EblRow> {
    rows.sort_by(|a, b| natural_cmp(&a.reference, &b.reference));
    let listed: std::collections::HashSet<&str> = rows.iter().map(|r| r.id.as_str()).collect();
    let mut copies: std::collections::HashMap<&str, Vec<usize>> = Default::default();
    let mut grouped = vec![false; rows.len()];
    for (i, row) in rows.iter().enumerate() {
        if let Some(original) = row.copy_of.as_deref()
            && original != row.id
            && listed.contains(original)
        {
            copies.entry(original).or_default().push(i);
            grouped[i] = true;
        }
    }
    if copies.is_empty() {
        return rows;
    }
    let mut order = Vec::with_capacity(rows.len());
    for (i, row) in rows.iter().enumerate() {
        if grouped[i] {
            continue;
        }
        order.push(i);
        if let Some(group) = copies.get(row.id.as_str()) {
            order.extend(group);
        }
    }
    drop(listed);
    drop(copies);
    let mut slots: Vec<Option<EblRow>> = rows.into_iter().map(Some).collect();
    let mut ordered: Vec<EblRow> = order.into_iter().filter_map(|i| slots[i].take()).collect();
    // A copy of a copy placed after its original is not placed above: it keeps its place at
    // the end rather than being left out.
    ordered.extend(slots.into_iter().flatten());
    ordered
}

/// Compares two references as people read them: without regard to case, a run of digits by
/// its value (`GEN9` before `GEN10`).
fn natural_cmp(a: &str, b: &str) -> std::cmp::Ordering {
    use std::cmp::Ordering;
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        if a[i].is_ascii_digit() && b[j].is_ascii_digit() {
            let digits = |s: &[u8], mut k: usize| {
                while k < s.len() && s[k] == b'0' {
                    k += 1;
                }
                let from = k;
                while k < s.len() && s[k].is_ascii_digit() {
                    k += 1;
                }
                (from, k)
            };
            let ((fa, ea), (fb, eb)) = (digits(a, i), digits(b, j));
            let by_value = (ea - fa)
                .cmp(&(eb - fb))
                .then_with(|| a[fa..ea].cmp(&b[fb..eb]));
            if by_value != Ordering::Equal {
                return by_value;
            }
            (i, j) = (ea, eb);
            continue;
        }
        // One character each (UTF-8 sequences compared whole), case aside.
        let next = |s: &[u8], k: usize| {
            let mut e = k + 1;
            while e < s.len() && (s[e] & 0xC0) == 0x80 {
                e += 1;
            }
            e
        };
        let (ei, ej) = (next(a, i), next(b, j));
        let lower = |s: &[u8]| {
            std::str::from_utf8(s)
                .map(str::to_lowercase)
                .unwrap_or_default()
        };
        let by_char = if ei - i == 1 && ej - j == 1 {
            a[i].to_ascii_lowercase().cmp(&b[j].to_ascii_lowercase())
        } else {
            lower(&a[i..ei]).cmp(&lower(&b[j..ej]))
        };
        if by_char != Ordering::Equal {
            return by_char;
        }
        (i, j) = (ei, ej);
    }
    (a.len() - i).cmp(&(b.len() - j))
}

pub async fn get_ebl(cx: &Context, id: &str) -> Result<EblDetail> {
    let id = parse_uuid(id, "eBL id")?;
    let session = session::require_session(cx).await?;
    let ebl = match session.client.ebls().get(id).await {
        Ok(ebl) => {
            cache_one(cx, id, Some(&ebl))?;
            cx.directory.write().await.learn(&ebl);
            ebl
        }
        Err(e) if is_unreachable(&e) => {
            cx.cache.get(&cx.profile.id, id)?.ok_or(Error::Client(e))?
        }
        Err(e) => return Err(e.into()),
    };
    detail_of(cx, &ebl, Some(&session)).await
}

/// The actions each of `ebls` offers by the eBL's and the session's rules (the key's
/// standing with the company left to the caller), the session looked at once.
pub(crate) async fn action_options(
    cx: &Context,
    ebls: &[&Ebl],
) -> Vec<Vec<crate::view::ActionOption>> {
    let session = cx.session.read().await.clone();
    let facts = session::session_facts(cx, session.as_ref()).await;
    let identity = session.map(|s| s.identity).unwrap_or_default();
    let directory = cx.directory.read().await;
    ebls.iter()
        .map(|ebl| ebl_view::detail(ebl, &identity, &directory, facts).actions)
        .collect()
}

pub(crate) async fn detail_of(
    cx: &Context,
    ebl: &Ebl,
    session: Option<&Session>,
) -> Result<EblDetail> {
    let facts = session::session_facts(cx, session).await;
    let identity = session.map(|s| s.identity.clone()).unwrap_or_default();
    let mut detail = {
        let directory = cx.directory.read().await;
        ebl_view::detail(ebl, &identity, &directory, facts)
    };
    link_copies(cx, ebl, &mut detail);
    // A key the company has not approved (or revoked) signs nothing: said here, before
    // the user reviews an action that would be refused at signing.
    if detail
        .actions
        .iter()
        .any(|a| a.available && a.kind.operation().is_some())
        && let Some(reason) = key_standing::key_not_approved(cx).await
    {
        for action in detail
            .actions
            .iter_mut()
            .filter(|a| a.available && a.kind.operation().is_some())
        {
            action.available = false;
            action.reason = Some(reason.clone());
        }
    }
    Ok(detail)
}

/// A copy's original and an original's copies, as far as the company sees them (the cached
/// eBLs), looked up by id and by original: one eBL's detail reads no other eBL.
fn link_copies(cx: &Context, ebl: &Ebl, detail: &mut EblDetail) {
    let profile = &cx.profile.id;
    detail.original = ebl.ebl_copy_id.map(|original| {
        let reference = cx.cache.reference_of(profile, original).ok().flatten();
        EblLink {
            id: original.to_string(),
            visible: reference.is_some(),
            reference: reference.map(Inert::new),
        }
    });
    if !ebl.is_copy() {
        detail.copies = cx
            .cache
            .copies_of(profile, ebl.id)
            .unwrap_or_default()
            .into_iter()
            .map(|(id, reference)| EblLink {
                id: id.to_string(),
                visible: true,
                reference: Some(Inert::new(reference)),
            })
            .collect();
    }
}

/// Companies the user can address, our own inboxes left out: the known companies and the
/// profile's contacts (a contact's name wins for its inbox, and it also names the
/// recipient in the review).
pub async fn recipients(cx: &Context) -> Vec<Recipient> {
    let session = cx.session.read().await.clone();
    let own = match session.as_ref() {
        Some(s) => s.identity.inbox_ids.clone(),
        None => Vec::new(),
    };
    // Companies are known from the eBLs the user sees: learned with every list, or here
    // from the cached list (fetched once when there is none yet) before the first list.
    if !cx
        .directory_has_list
        .load(std::sync::atomic::Ordering::Acquire)
    {
        let mut cached = cx.cache.load(&cx.profile.id).map(|(e, _)| e).ok();
        if cached.as_ref().is_none_or(|e| e.is_empty())
            && let Some(session) = &session
        {
            cached = fetch_all(cx, session).await.ok().map(|(_, after)| after);
        }
        if let Some(ebls) = cached {
            let mut directory = cx.directory.write().await;
            for ebl in ebls.iter() {
                directory.learn(ebl);
            }
            // Learned once a run: the next review does not read every cached eBL again.
            cx.directory_has_list
                .store(true, std::sync::atomic::Ordering::Release);
        }
    }
    let contacts = crate::contacts::list_contacts(cx, "").unwrap_or_default();
    let mut directory = cx.directory.write().await;
    directory.set_contacts(&contacts);
    directory.recipients(&own)
}

/// The id of the eBL `reference_or_id` names: an eBL id as it is, else the eBL of the list
/// whose reference it is (without regard to case), from the cached list and, when that has no
/// such eBL, from the list fetched again. A reference two eBLs share is refused: the user must
/// give the id.
pub async fn find_ebl(cx: &Context, reference_or_id: &str) -> Result<String> {
    let wanted = reference_or_id.trim();
    if let Ok(id) = Uuid::parse_str(wanted) {
        return Ok(id.to_string());
    }
    if wanted.is_empty() {
        return Err(Error::Invalid(tr!("err-input-ebl-wanted")));
    }
    // The list shows references inert: the reference as the service wrote it and as the list
    // shows it both name it.
    let shown = Inert::new(wanted);
    let matching = |list: &EblList| -> Vec<String> {
        list.rows
            .iter()
            .filter(|r| r.reference.eq_ignore_ascii_case(&shown))
            .map(|r| r.id.clone())
            .collect()
    };
    let mut found = matching(&list_ebls(cx, false).await?);
    if found.is_empty() {
        // Not known here: the service's list may have it (signed out, it cannot be asked).
        found = matching(&list_ebls(cx, true).await?);
    }
    match found.as_slice() {
        [one] => Ok(one.clone()),
        [] => Err(Error::Invalid(tr!(
            "err-input-ebl-no-such-reference",
            reference = format!("{wanted:?}")
        ))),
        _ => Err(Error::Invalid(tr!(
            "err-input-ebl-reference-ambiguous",
            count = found.len(),
            reference = format!("{wanted:?}")
        ))),
    }
}

/// The recipient `inbox_or_name` names: an inbox id as it is (named where the directory knows
/// it), else the one known company or contact of that name (without regard to case) among
/// [`recipients`]. A name two recipients share is refused: the user must give the inbox.
pub async fn find_recipient(cx: &Context, inbox_or_name: &str) -> Result<Recipient> {
    let wanted = inbox_or_name.trim();
    let known = recipients(cx).await;
    if let Ok(inbox) = Uuid::parse_str(wanted) {
        let inbox = inbox.to_string();
        return Ok(known
            .into_iter()
            .find(|r| r.inbox_id == inbox)
            .unwrap_or(Recipient {
                name: "Unknown company".into(),
                inbox_id: inbox,
                country: None,
                verified: false,
                sources: Vec::new(),
                flags: Vec::new(),
            }));
    }
    let named: Vec<Recipient> = known
        .into_iter()
        .filter(|r| r.name.trim().eq_ignore_ascii_case(wanted))
        .collect();
    let count = named.len();
    match <[Recipient; 1]>::try_from(named) {
        Ok([one]) => Ok(one),
        Err(_) if count == 0 => Err(Error::Invalid(tr!(
            "err-input-recipient-unknown-name",
            name = format!("{wanted:?}")
        ))),
        Err(_) => Err(Error::Invalid(tr!(
            "err-input-recipient-name-ambiguous",
            count = count,
            name = format!("{wanted:?}")
        ))),
    }
}

/// [`find_recipient`] for where a name written by an eBL's issuer must not decide whom
/// documents go to (`tdx envelope send --to`): an inbox id, or the name of one of the profile's
/// contacts (a name the user entered), never a name only eBLs give.
pub async fn find_contact_recipient(cx: &Context, inbox_or_name: &str) -> Result<Recipient> {
    let wanted = inbox_or_name.trim();
    if Uuid::parse_str(wanted).is_ok() {
        return find_recipient(cx, wanted).await;
    }
    let named: Vec<Recipient> = recipients(cx)
        .await
        .into_iter()
        .filter(|r| {
            r.sources.iter().any(|s| {
                matches!(
                    s.kind,
                    NameSourceKind::Contact | NameSourceKind::VerifiedContact
                ) && s.name.trim().eq_ignore_ascii_case(wanted)
            })
        })
        .collect();
    let count = named.len();
    match <[Recipient; 1]>::try_from(named) {
        Ok([one]) => Ok(one),
        Err(_) if count == 0 => Err(Error::Invalid(tr!(
            "err-input-contact-unknown-name",
            name = format!("{wanted:?}")
        ))),
        Err(_) => Err(Error::Invalid(tr!(
            "err-input-contact-name-ambiguous",
            count = count,
            name = format!("{wanted:?}")
        ))),
    }
}

/// The preview PDF of an eBL.
pub async fn preview_pdf(cx: &Context, id: &str) -> Result<Vec<u8>> {
    let id = parse_uuid(id, "eBL id")?;
    let session = session::require_session(cx).await?;
    Ok(session.client.ebls().preview(id).await?.bytes().await?)
}

/// Saves the download PDF of an eBL at `file`, the path the user chose to save to.
pub async fn download_pdf(cx: &Context, id: &str, file: WritablePath) -> Result<u64> {
    let id = parse_uuid(id, "eBL id")?;
    let session = session::require_session(cx).await?;
    Ok(session
        .client
        .ebls()
        .download(id)
        .await?
        .save_to(file.as_path())
        .await?)
}

/// Saves the carrier's own visualisation of an eBL (`eBLVisualisationByCarrier`, the file
/// the carrier attached) at `file`, the path the user chose to save to. The eBL is read
/// from the service: the list keeps no embedded file. Returns the bytes written.
pub async fn download_carrier_file(cx: &Context, id: &str, file: WritablePath) -> Result<u64> {
    let id = parse_uuid(id, "eBL id")?;
    let session = session::require_session(cx).await?;
    let ebl = session.client.ebls().get(id).await?;
    let encoded = ebl
        .content
        .visualisation_by_carrier
        .as_ref()
        .and_then(|v| v.content.as_deref())
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .ok_or_else(|| Error::Invalid(tr!("err-input-ebl-no-carrier-file")))?;
    let bytes = decode_file_content(encoded)
        .ok_or_else(|| Error::Invalid(tr!("err-input-ebl-carrier-file-unreadable")))?;
    std::fs::write(file.as_path(), &bytes).map_err(|e| Error::Io(e.to_string()))?;
    Ok(bytes.len() as u64)
}

/// The bytes of an embedded file: standard base64 (line breaks allowed), a `data:` URL's
/// payload, or URL-safe base64, with or without padding.
fn decode_file_content(encoded: &str) -> Option<Vec<u8>> {
    use base64::Engine;
    use base64::engine::general_purpose::{STANDARD, STANDARD_NO_PAD, URL_SAFE, URL_SAFE_NO_PAD};
    let payload = match encoded.strip_prefix("data:") {
        Some(url) => url.split_once(";base64,")?.1,
        None => encoded,
    };
    let compact: String = payload.chars().filter(|c| !c.is_whitespace()).collect();
    [STANDARD, STANDARD_NO_PAD, URL_SAFE, URL_SAFE_NO_PAD]
        .iter()
        .find_map(|engine| engine.decode(&compact).ok())
}

/// For whom a list's rows were computed (who holds an eBL, "Your company"): rows kept for one
/// company are never shown to another.
/// The rows' version is part of it: rows kept in another order (before [`list_order`]) are
/// computed again rather than shown as the list's first rows.
fn viewer_key(identity: &Identity) -> String {
    format!(
        "ordered:{}",
        serde_json::to_string(identity).unwrap_or_default()
    )
}

/// An [`EblList`]'s JSON around rows already in JSON.
fn list_json(rows: &str, fetched_at: Option<&str>, offline: bool) -> String {
    let fetched_at = serde_json::to_string(&fetched_at).unwrap_or_else(|_| "null".into());
    format!(r#"{{"rows":{rows},"fetchedAt":{fetched_at},"offline":{offline}}}"#)
}

pub(crate) fn parse_uuid(text: &str, what: &str) -> Result<Uuid> {
    Uuid::parse_str(text.trim()).map_err(|_| {
        let text = format!("{text:?}");
        Error::Invalid(match what {
            "eBL id" => tr!("err-input-ebl-id-not-uuid", text = text),
            "recipient inbox id" => tr!("err-input-recipient-inbox-not-uuid", text = text),
            what => tr!("err-input-not-uuid", what = what, text = text),
        })
    })
}

pub(crate) fn is_unreachable(e: &tdx_client::Error) -> bool {
    matches!(e.code(), "net.offline" | "net.timeout" | "net.transport")
}

/// The user accepts the title id and surrenderee the service names now for `ebl_id` (after
/// a review was refused for a change): they replace what was first seen. Returns the eBL.
pub async fn accept_ebl_parties(cx: &Context, ebl_id: &str) -> Result<EblDetail> {
    let detail = get_ebl(cx, ebl_id).await?;
    let id = parse_uuid(ebl_id, "eBL id")?;
    let ebl = cx
        .cached_ebl(id)?
        .ok_or_else(|| Error::Invalid(tr!("err-input-ebl-gone")))?;
    first_seen::accept_sighting(cx, &ebl)?;
    Ok(detail)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn row(id: &str, reference: &str, copy_of: Option<&str>) -> EblRow {
        EblRow {
            id: id.into(),
            reference: reference.into(),
            state: "ISSUED".into(),
            roles: Vec::new(),
            held_by_us: false,
            is_copy: copy_of.is_some(),
            port_of_loading: None,
            port_of_discharge: None,
            vessel_name: Some("Say \"{\"id\":\"x\"} ".into()),
            voyage_number: None,
            search_text: Inert::default(),
            holder: "Unknown company".into(),
            copy_of: copy_of.map(str::to_owned),
            transport_document_reference: None,
        }
    }

    fn references(rows: &[EblRow]) -> Vec<&str> {
        rows.iter().map(|r| r.reference.as_str()).collect()
    }

    #[test]
    fn references_are_ordered_as_read_numbers_by_value_and_case_aside() {
        let rows = ["gen10", "GEN9", "Gen009a", "GCLU1", "B-2", "b-10", "gen9"]
            .iter()
            .enumerate()
            .map(|(i, r)| row(&i.to_string(), r, None))
            .collect();
        assert_eq!(
            references(&list_order(rows)),
            ["B-2", "b-10", "GCLU1", "GEN9", "gen9", "Gen009a", "gen10"]
        );
    }

    #[test]
    fn a_copy_follows_its_original_and_one_without_it_keeps_its_place() {
        let rows = vec![
            row("c1", "A2", Some("o")),
            row("x", "A3", None),
            row("c2", "A0", Some("gone")),
            row("o", "A9", None),
            row("c3", "A1", Some("o")),
        ];
        let ids: Vec<String> = list_order(rows).into_iter().map(|r| r.id).collect();
        assert_eq!(ids, ["c2", "x", "o", "c3", "c1"]);
    }

    #[test]
    fn the_head_is_the_first_rows_and_counts_them_all() {
        let rows: Vec<EblRow> = (0..5)
            .map(|i| row(&format!("id{i}"), &format!("R{i}"), None))
            .collect();
        let json = serde_json::to_string(&rows).unwrap();
        for count in 0..7 {
            let (head, total) = head_of(&json, count);
            assert_eq!(total, 5);
            let head: Vec<EblRow> = serde_json::from_str(&head).unwrap();
            assert_eq!(head, rows[..count.min(5)]);
        }
        assert_eq!(head_of("[]", 3), ("[]".to_owned(), 0));
    }
}
