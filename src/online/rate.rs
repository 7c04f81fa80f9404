//! Each connection's rate limit: a token bucket (so many messages at once, then so many a
//! second), counted on the server's monotonic clock.

use std::time::Instant;

/// How fast one connection may send.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rate {
    /// Messages a second, sustained.
    pub per_second: f64,
    /// Messages at once, after a pause.
    pub burst: f64,
}

impl Rate {
    /// A person answers a few questions a second at most; a client that sends more is broken
    /// or hostile.
    pub const PLAYER: Rate = Rate {
        per_second: 20.0,
        burst: 40.0,
    };
}

/// One connection's bucket.
#[derive(Debug)]
pub struct Bucket {
    rate: Rate,
    tokens: f64,
    last: Instant,
}

impl Bucket {
    pub fn new(rate: Rate) -> Bucket {
        Bucket {
            rate,
            tokens: rate.burst,
            last: Instant::now(),
        }
    }

    /// Whether one more message may be taken now (and take it).
    pub fn take(&mut self) -> bool {
        let now = Instant::now();
        let refill = now.duration_since(self.last).as_secs_f64() * self.rate.per_second;
        self.tokens = (self.tokens + refill).min(self.rate.burst);
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A burst is taken, the next message is not, until time refills the bucket.
    #[test]
    fn a_burst_passes_then_messages_wait_for_the_rate() {
        let mut b = Bucket::new(Rate {
            per_second: 0.001,
            burst: 3.0,
        });
        assert!((0..3).all(|_| b.take()));
        assert!(!b.take());
    }
}
