//! The worker protocol decoder: requests, responses and frame streams from any bytes.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    tdx_pdf::fuzzing::protocol(data);
});
