//! A least-recently-used cache bounded by the total size of its values in bytes.

use std::collections::{BTreeMap, HashMap};
use std::hash::Hash;

/// Something that knows how many bytes it holds.
pub trait Weighed {
    fn weight(&self) -> usize;
}

/// LRU map whose values together weigh at most `capacity` bytes. A value heavier than
/// the whole capacity is not stored.
pub struct ByteLru<K, V> {
    capacity: usize,
    used: usize,
    tick: u64,
    entries: HashMap<K, (V, u64)>,
    order: BTreeMap<u64, K>,
}

impl<K: Hash + Eq + Clone, V: Weighed + Clone> ByteLru<K, V> {
    pub fn new(capacity: usize) -> Self {
        ByteLru {
            capacity,
            used: 0,
            tick: 0,
            entries: HashMap::new(),
            order: BTreeMap::new(),
        }
    }

    /// Bytes currently held.
    pub fn used(&self) -> usize {
        self.used
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    fn bump(&mut self) -> u64 {
        self.tick += 1;
        self.tick
    }

    /// The value for `key`, marking it most recently used.
    pub fn get(&mut self, key: &K) -> Option<V> {
        let t = self.bump();
        let (v, old) = self.entries.get_mut(key)?;
        let old = std::mem::replace(old, t);
        let v = v.clone();
        self.order.remove(&old);
        self.order.insert(t, key.clone());
        Some(v)
    }

    /// Stores `value`, evicting the least recently used entries to stay within capacity.
    pub fn insert(&mut self, key: K, value: V) {
        self.remove(&key);
        let w = value.weight();
        if w > self.capacity {
            return;
        }
        while self.used + w > self.capacity {
            let Some((_, oldest)) = self.order.pop_first() else {
                break;
            };
            if let Some((v, _)) = self.entries.remove(&oldest) {
                self.used -= v.weight();
            }
        }
        let t = self.bump();
        self.used += w;
        self.order.insert(t, key.clone());
        self.entries.insert(key, (value, t));
    }

    /// Removes `key`, if present.
    pub fn remove(&mut self, key: &K) -> Option<V> {
        let (v, t) = self.entries.remove(key)?;
        self.order.remove(&t);
        self.used -= v.weight();
        Some(v)
    }

    /// Removes every entry whose key matches.
    pub fn retain(&mut self, mut keep: impl FnMut(&K) -> bool) {
        let gone: Vec<K> = self.entries.keys().filter(|k| !keep(k)).cloned().collect();
        for k in gone {
            self.remove(&k);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Debug, PartialEq)]
    struct Blob(usize);
    impl Weighed for Blob {
        fn weight(&self) -> usize {
            self.0
        }
    }

    #[test]
    fn evicts_least_recently_used_first_and_stays_in_budget() {
        let mut c = ByteLru::new(100);
        c.insert("a", Blob(40));
        c.insert("b", Blob(40));
        assert_eq!(c.get(&"a"), Some(Blob(40))); // a is now fresher than b
        c.insert("c", Blob(40));
        assert_eq!(c.get(&"b"), None);
        assert_eq!(c.get(&"a"), Some(Blob(40)));
        assert_eq!(c.get(&"c"), Some(Blob(40)));
        assert_eq!(c.used(), 80);
    }

    #[test]
    fn a_value_larger_than_the_budget_is_not_kept() {
        let mut c = ByteLru::new(10);
        c.insert(1, Blob(5));
        c.insert(2, Blob(11));
        assert_eq!(c.get(&2), None);
        assert_eq!(c.get(&1), Some(Blob(5)));
    }

    #[test]
    fn replacing_and_retaining_keep_the_byte_count_right() {
        let mut c = ByteLru::new(100);
        c.insert((1, 0), Blob(30));
        c.insert((1, 0), Blob(50));
        c.insert((2, 0), Blob(20));
        assert_eq!(c.used(), 70);
        c.retain(|k| k.0 != 1);
        assert_eq!(c.used(), 20);
        assert_eq!(c.len(), 1);
    }
}
