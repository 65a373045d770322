//! tdx-keys (being written)
