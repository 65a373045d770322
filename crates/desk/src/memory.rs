//! Giving freed memory back to the system. A fetch of the whole list parses tens of MB of JSON
//! (10,000 eBLs come in pages of 1,000, about 6 MB each, every eBL with its embedded PDF) and
//! frees it as soon as the rows are kept. glibc's allocator keeps what was freed in its per-thread
//! arenas for reuse, so without this the app would idle at the fetch's peak (BENCHMARKS.md,
//! "idle memory" and the polling leak check, measure it).

/// Returns the allocator's free pages to the system (glibc's `malloc_trim`); a no-op elsewhere.
/// Costs a few milliseconds: call it after large, short-lived work, not in a loop.
pub fn release_freed() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    #[allow(unsafe_code)]
    // SAFETY: `malloc_trim` takes a plain integer, touches only the allocator's own state (it
    // locks each arena while trimming it) and is safe to call from any thread at any time.
    unsafe {
        libc::malloc_trim(0);
    }
}

/// [`release_freed`] once, a second after the last call, for buffers the caller hands on and
/// that are freed after it returns (the list's JSON, written to the window by the shell; the
/// lists a refresh returns). Calls while one is pending move it later, so the trim follows the
/// last of them rather than the first.
pub fn release_freed_soon() {
    use std::sync::Mutex;
    use std::time::{Duration, Instant};
    static DUE: Mutex<Option<Instant>> = Mutex::new(None);
    const DELAY: Duration = Duration::from_secs(1);
    let Ok(mut due) = DUE.lock() else { return };
    let pending = due.is_some();
    *due = Some(Instant::now() + DELAY);
    if pending {
        return;
    }
    let spawned = std::thread::Builder::new()
        .name("release-freed".into())
        .spawn(|| {
            loop {
                let wait = match DUE.lock() {
                    Ok(mut due) => match *due {
                        Some(at) if at > Instant::now() => at - Instant::now(),
                        _ => {
                            *due = None;
                            break;
                        }
                    },
                    Err(_) => return,
                };
                std::thread::sleep(wait);
            }
            release_freed();
        });
    if spawned.is_err() {
        *due = None;
    }
}
