//! tdx-client (being written)
