//! The envelope uploads and sends under way, so that each runs once and an upload can be
//! cancelled.

use std::collections::{HashMap, HashSet};
use std::sync::Mutex as StdMutex;

use tdx_client::CancellationToken;

/// Uploads and sends under way, so that each runs once and an upload can be cancelled.
#[derive(Default)]
pub(crate) struct EnvelopeJobs {
    pub(crate) uploads: StdMutex<HashMap<String, CancellationToken>>,
    pub(crate) sending: StdMutex<HashSet<String>>,
}

/// Removes a job's entry however the job ends.
pub(crate) struct JobGuard<'a> {
    pub(crate) jobs: &'a EnvelopeJobs,
    pub(crate) id: String,
    pub(crate) upload: bool,
}

impl Drop for JobGuard<'_> {
    fn drop(&mut self) {
        if self.upload {
            if let Ok(mut m) = self.jobs.uploads.lock() {
                m.remove(&self.id);
            }
        } else if let Ok(mut s) = self.jobs.sending.lock() {
            s.remove(&self.id);
        }
    }
}
