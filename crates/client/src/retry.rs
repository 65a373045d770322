//! When to repeat a request: a pure function of the method, what went wrong, the attempt
//! number and `Retry-After`, so every rule is unit-tested without a network.
//!
//! Only idempotent methods (GET, PUT, DELETE) are repeated, so submit-signed-data,
//! send-as-a-copy, envelope creation and sending (all POST) are never sent twice.

use std::time::{Duration, SystemTime};

use reqwest::Method;

/// What happened to one attempt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Failure {
    /// The service answered with this status.
    Status(u16),
    /// No connection could be made: nothing reached the service.
    Connect,
    /// The request timed out (it may have been processed).
    Timeout,
    /// Any other transport error (connection reset mid-way, ...).
    Transport,
}

/// The verdict for one failed attempt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    RetryAfter(Duration),
    GiveUp,
}

/// Bounded exponential backoff with jitter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RetryPolicy {
    /// Attempts in all, the first included. 1 disables retries.
    pub max_attempts: u32,
    /// Delay before the second attempt (before jitter).
    pub base_delay: Duration,
    /// No computed delay exceeds this.
    pub max_delay: Duration,
    /// A `Retry-After` longer than this is not waited for: the error goes to the user.
    pub max_retry_after: Duration,
}

impl Default for RetryPolicy {
    fn default() -> Self {
        Self {
            max_attempts: 4,
            base_delay: Duration::from_millis(250),
            max_delay: Duration::from_secs(8),
            max_retry_after: Duration::from_secs(60),
        }
    }
}

impl RetryPolicy {
    /// No retries at all.
    pub fn never() -> Self {
        Self {
            max_attempts: 1,
            ..Self::default()
        }
    }

    /// Decide after attempt number `attempt` (1-based) failed.
    ///
    /// `retry_after` is the parsed `Retry-After` header, if any; `jitter` is a number in
    /// `[0, 1)` (random in production, fixed in tests) that spreads the backoff over
    /// `[delay / 2, delay)` ("equal jitter").
    pub fn decide(
        &self,
        method: &Method,
        failure: Failure,
        attempt: u32,
        retry_after: Option<Duration>,
        jitter: f64,
    ) -> Decision {
        if attempt >= self.max_attempts || !is_idempotent(method) {
            return Decision::GiveUp;
        }
        let retryable = match failure {
            Failure::Connect => true,
            Failure::Status(429 | 502 | 503 | 504) => true,
            Failure::Status(_) | Failure::Timeout | Failure::Transport => false,
        };
        if !retryable {
            return Decision::GiveUp;
        }
        if let Some(wait) = retry_after
            && matches!(failure, Failure::Status(429 | 503))
        {
            return if wait > self.max_retry_after {
                Decision::GiveUp
            } else {
                Decision::RetryAfter(wait)
            };
        }
        Decision::RetryAfter(self.backoff(attempt, jitter))
    }

    fn backoff(&self, attempt: u32, jitter: f64) -> Duration {
        let exp = attempt.saturating_sub(1).min(20);
        let full = self
            .base_delay
            .saturating_mul(1u32 << exp)
            .min(self.max_delay);
        let jitter = if jitter.is_finite() {
            jitter.clamp(0.0, 1.0)
        } else {
            0.0
        };
        full / 2 + full.mul_f64(jitter / 2.0)
    }
}

/// GET, HEAD, PUT, DELETE and OPTIONS are idempotent; POST and PATCH are not.
pub fn is_idempotent(method: &Method) -> bool {
    matches!(
        *method,
        Method::GET | Method::HEAD | Method::PUT | Method::DELETE | Method::OPTIONS
    )
}

/// Parse `Retry-After`: delay-seconds or an HTTP-date (relative to `now`).
pub fn parse_retry_after(value: &str, now: SystemTime) -> Option<Duration> {
    let value = value.trim();
    if let Ok(secs) = value.parse::<u64>() {
        return Some(Duration::from_secs(secs));
    }
    let at = httpdate::parse_http_date(value).ok()?;
    Some(at.duration_since(now).unwrap_or(Duration::ZERO))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn policy() -> RetryPolicy {
        RetryPolicy {
            max_attempts: 4,
            base_delay: Duration::from_millis(100),
            max_delay: Duration::from_secs(1),
            max_retry_after: Duration::from_secs(30),
        }
    }

    #[test]
    fn post_and_patch_are_never_retried() {
        let p = policy();
        for f in [
            Failure::Connect,
            Failure::Status(503),
            Failure::Status(429),
            Failure::Timeout,
        ] {
            assert_eq!(p.decide(&Method::POST, f, 1, None, 0.5), Decision::GiveUp);
            assert_eq!(p.decide(&Method::PATCH, f, 1, None, 0.5), Decision::GiveUp);
        }
    }

    #[test]
    fn idempotent_methods_retry_connect_errors_and_gateway_statuses() {
        let p = policy();
        for m in [Method::GET, Method::PUT, Method::DELETE] {
            for f in [
                Failure::Connect,
                Failure::Status(429),
                Failure::Status(502),
                Failure::Status(503),
                Failure::Status(504),
            ] {
                assert!(
                    matches!(p.decide(&m, f, 1, None, 0.0), Decision::RetryAfter(_)),
                    "{m} {f:?}"
                );
            }
        }
    }

    #[test]
    fn client_errors_server_errors_and_timeouts_are_not_retried() {
        let p = policy();
        for f in [
            Failure::Status(400),
            Failure::Status(401),
            Failure::Status(404),
            Failure::Status(409),
            Failure::Status(500),
            Failure::Timeout,
            Failure::Transport,
        ] {
            assert_eq!(
                p.decide(&Method::GET, f, 1, None, 0.0),
                Decision::GiveUp,
                "{f:?}"
            );
        }
    }

    #[test]
    fn backoff_doubles_within_jitter_bounds_and_is_capped() {
        let p = policy();
        let d = |attempt, j| match p.decide(&Method::GET, Failure::Connect, attempt, None, j) {
            Decision::RetryAfter(d) => d,
            Decision::GiveUp => panic!("gave up"),
        };
        assert_eq!(d(1, 0.0), Duration::from_millis(50));
        assert_eq!(d(1, 0.999_999).as_millis(), 99);
        assert_eq!(d(2, 0.0), Duration::from_millis(100));
        assert_eq!(d(3, 0.0), Duration::from_millis(200));
        let capped = RetryPolicy {
            max_attempts: 30,
            ..p
        };
        let big = capped.decide(&Method::GET, Failure::Connect, 25, None, 1.0);
        assert_eq!(big, Decision::RetryAfter(Duration::from_secs(1)));
    }

    #[test]
    fn attempts_are_bounded() {
        let p = policy();
        assert!(matches!(
            p.decide(&Method::GET, Failure::Connect, 3, None, 0.0),
            Decision::RetryAfter(_)
        ));
        assert_eq!(
            p.decide(&Method::GET, Failure::Connect, 4, None, 0.0),
            Decision::GiveUp
        );
        assert_eq!(
            RetryPolicy::never().decide(&Method::GET, Failure::Connect, 1, None, 0.0),
            Decision::GiveUp
        );
    }

    #[test]
    fn retry_after_is_honoured_for_429_unless_too_long() {
        let p = policy();
        assert_eq!(
            p.decide(
                &Method::GET,
                Failure::Status(429),
                1,
                Some(Duration::from_secs(7)),
                0.3
            ),
            Decision::RetryAfter(Duration::from_secs(7))
        );
        assert_eq!(
            p.decide(
                &Method::GET,
                Failure::Status(429),
                1,
                Some(Duration::from_secs(3600)),
                0.3
            ),
            Decision::GiveUp
        );
    }

    #[test]
    fn retry_after_parses_seconds_and_http_dates() {
        let now = SystemTime::UNIX_EPOCH + Duration::from_secs(1_445_412_480);
        assert_eq!(
            parse_retry_after(" 12 ", now),
            Some(Duration::from_secs(12))
        );
        // 21 Oct 2015 07:28:00 GMT is 1445412480.
        assert_eq!(
            parse_retry_after("Wed, 21 Oct 2015 07:28:10 GMT", now),
            Some(Duration::from_secs(10))
        );
        assert_eq!(
            parse_retry_after("Wed, 21 Oct 2015 07:27:00 GMT", now),
            Some(Duration::ZERO)
        );
        assert_eq!(parse_retry_after("soon", now), None);
        assert_eq!(parse_retry_after("-3", now), None);
    }
}
