//! The eBL cache at the size the list screen promises: 10,000 eBLs written in one transaction
//! (a full refresh) and read back, on a real file in WAL mode.

use criterion::{Criterion, criterion_group, criterion_main};
use tdx_store::{Profile, ProfileKind, Store};

fn items() -> Vec<(String, String)> {
    (0..10_000)
        .map(|i| {
            let id = format!("ebl-{i:05}");
            // About the size of an eBL as the service lists it.
            let json = format!(
                r#"{{"id":"{id}","state":"ISSUED","transportDocumentReference":"TDR{i:08}","vesselName":"MV Nile Star","voyage":"{i}E","parties":[{{"type":"CONSIGNEE","inbox":"5f3c8a2e-9b1d-4e6f-a7c0-1d2e3f4a5b6c"}},{{"type":"SHIPPER","inbox":"6f3c8a2e-9b1d-4e6f-a7c0-1d2e3f4a5b6c"}}],"portOfLoading":"EGALY","portOfDischarge":"NLRTM","copy":false}}"#
            );
            (id, json)
        })
        .collect()
}

fn open(dir: &std::path::Path) -> Store {
    let store = Store::open(dir.join("bench.sqlite")).expect("open");
    store
        .save_profile(&Profile {
            id: "p".into(),
            name: "Bench".into(),
            kind: ProfileKind::Sandbox,
            base_url: "http://127.0.0.1:1".into(),
            client_id: "c".into(),
            company_id: None,
            inbox_ids: vec![],
            scopes: vec![],
            send_path: "/x".into(),
            created_at: 0,
        })
        .expect("profile");
    store
}

fn bench(c: &mut Criterion) {
    let items = items();
    let dir = tempfile::tempdir().expect("tempdir");
    let store = open(dir.path());
    let mut g = c.benchmark_group("ebl_cache_10k");
    g.sample_size(20);
    g.bench_function("replace (one transaction)", |b| {
        b.iter(|| {
            store
                .replace_ebls("p", items.iter().map(|(a, j)| (a.as_str(), j.as_str())))
                .expect("replace")
        })
    });
    g.bench_function("list all", |b| {
        b.iter(|| store.cached_ebls("p").expect("list"))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
