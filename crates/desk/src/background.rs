//! Work that must never slow what the user waits for: a thread at the lowest CPU priority.
//! A launch's first screen runs on two or three busy threads (GTK's, WebKit's processes, the
//! store's first read); the check of a large local store after the start (hundreds of ms of
//! CPU at 100,000 eBLs) runs beside them, and on a machine with few cores it took their time.

/// Spawns `work` on a thread of its own at the lowest CPU priority (nice 19 on Linux, for this
/// thread only; elsewhere the default priority).
pub fn spawn_lowest<T, F>(work: F) -> std::thread::JoinHandle<T>
where
    F: FnOnce() -> T + Send + 'static,
    T: Send + 'static,
{
    std::thread::spawn(move || {
        lower_this_thread();
        work()
    })
}

/// The calling thread's nice value raised to 19 (Linux keeps a nice value per thread).
fn lower_this_thread() {
    #[cfg(target_os = "linux")]
    #[allow(unsafe_code)]
    // SAFETY: `setpriority` takes plain integers; `who = 0` names the calling thread, the only
    // one it changes. A failure leaves the priority as it was, which is harmless.
    unsafe {
        libc::setpriority(libc::PRIO_PROCESS, 0, 19);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The nice value of the calling thread.
    #[cfg(target_os = "linux")]
    fn nice_of_this_thread() -> i32 {
        #[allow(unsafe_code)]
        // SAFETY: as above; `getpriority` only reads.
        unsafe {
            libc::getpriority(libc::PRIO_PROCESS, 0)
        }
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn the_work_runs_at_the_lowest_priority_and_the_caller_keeps_its_own() {
        let before = nice_of_this_thread();
        let inside = spawn_lowest(nice_of_this_thread)
            .join()
            .expect("the thread ran");
        assert_eq!(inside, 19);
        assert_eq!(nice_of_this_thread(), before);
        assert!(
            before < 19,
            "the test thread itself runs above the lowest priority"
        );
    }
}
