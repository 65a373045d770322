//! tdx-sandbox (being written)
