//! tdx-pdf (being written)
