//! The PDFs the sandbox serves for its eBLs render through the worker.

mod common;

use common::*;
use tdx_pdf::ImageFormat;
use tdx_sandbox::pdf::{PartyNames, ebl_pdf, visualisation_pdf};

#[tokio::test]
async fn every_demo_ebl_pdf_opens_and_renders() {
    let pdf = service();
    let names = PartyNames {
        shipper: "Delta Exports".into(),
        consignee: "Nile Trading".into(),
        carrier: "Global Carrier".into(),
        holder: "Nile Trading".into(),
    };
    let ebls = tdx_sandbox::world::demo_ebls(2);
    assert!(!ebls.is_empty());
    for ebl in &ebls {
        for bytes in [ebl_pdf(ebl, &names), visualisation_pdf(ebl, &names)] {
            let info = pdf.open_bytes(bytes).await.expect("sandbox PDF opens");
            assert!(info.page_count >= 1);
            for (i, size) in info.pages.iter().enumerate() {
                assert!(size.width_pt > 100.0 && size.height_pt > 100.0, "{size:?}");
                let page = pdf
                    .render(info.id, i as u32, 600, ImageFormat::Png)
                    .await
                    .expect("render");
                let img = decode(&page.data);
                assert_eq!(img.width(), 600);
                assert!(ink_ratio(&img) > 0.01, "page {i} of a sandbox PDF is blank");
            }
            pdf.close(info.id).await.expect("close");
        }
    }
}

#[tokio::test]
async fn the_sandbox_ebl_pdf_has_several_a4_pages() {
    let pdf = service();
    let ebl = &tdx_sandbox::world::demo_ebls(0)[0];
    let info = pdf
        .open_bytes(ebl_pdf(ebl, &PartyNames::default()))
        .await
        .expect("open");
    assert!(
        info.page_count >= 2,
        "DESIGN.md: each eBL has a multi-page PDF"
    );
    for p in &info.pages {
        assert_eq!((p.width_pt.round(), p.height_pt.round()), (595.0, 842.0));
    }
}
