//! tdx-store (being written)
