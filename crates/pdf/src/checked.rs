//! The jail's output is checked: the worker is asked for raw pixels, which the app checks by
//! their dimensions and count alone and encodes itself into what the caller asked for. No decoder
//! in the app ever reads bytes the worker wrote, and only those fresh bytes reach the caller (the
//! web view, the page cache): a worker that a PDF took over cannot hand the web view's image
//! decoder a file built to attack it, only pixels. A page too wide for its raw pixels to fit one
//! frame (wider than [`RAW_MAX_WIDTH`]) comes compressed instead, and is decoded here with limits,
//! compared with what was asked, and encoded again. A malformed image is
//! [`PdfError::BadImage`]; the service then restarts the worker.

use std::io::Cursor;

use image::{ImageFormat as Codec, ImageReader, Limits};

use crate::encode::encode_rgba;
use crate::engine::{MAX_RENDER_HEIGHT, MAX_RENDER_WIDTH};
use crate::error::PdfError;
use crate::protocol::{Image, ImageFormat, MAX_FRAME};

/// Bytes one decoded page may take (RGBA at the largest size a render may have), beyond
/// which the decoder stops before allocating.
pub const MAX_DECODED_BYTES: u64 = MAX_RENDER_WIDTH as u64 * MAX_RENDER_HEIGHT as u64 * 4;

/// The widest page whose raw pixels (at the tallest a render may be) fit one frame of the
/// worker's answer with room to spare: 4,000 px, far beyond what a preview asks (the pane at 2x).
pub const RAW_MAX_WIDTH: u32 = {
    let fits = (MAX_FRAME as u64 - 4096) / (MAX_RENDER_HEIGHT as u64 * 4);
    if fits < 4000 { fits as u32 } else { 4000 }
};

/// What to ask the worker for, for `pages` pages of `format` `width` pixels wide: raw pixels
/// when they fit one answer, else `format` itself (decoded and encoded again here).
pub fn wire_format(format: ImageFormat, width: u32, pages: u32) -> ImageFormat {
    let raw_bytes =
        u64::from(width) * u64::from(MAX_RENDER_HEIGHT) * 4 * u64::from(pages.max(1)) + 4096;
    if width <= RAW_MAX_WIDTH && raw_bytes <= MAX_FRAME as u64 {
        ImageFormat::Rgba
    } else {
        format
    }
}

/// `img` as the worker sent it when asked for `wire` (see [`wire_format`]) for a request of
/// `format` `width` pixels wide: checked against the request (raw pixels by their count;
/// a compressed image decoded within limits), and encoded as `format` here. Anything else is
/// `pdf.bad_image`.
pub fn checked_image(
    img: Image,
    wire: ImageFormat,
    format: ImageFormat,
    width: u32,
) -> Result<Image, PdfError> {
    let bad = |why: String| PdfError::BadImage(why);
    if img.format != wire {
        return Err(bad(format!(
            "asked for {wire:?}, the worker sent {:?}",
            img.format
        )));
    }
    // A page taller than MAX_RENDER_HEIGHT at that width comes back narrower, never wider.
    if img.width == 0 || img.width > width || img.height == 0 || img.height > MAX_RENDER_HEIGHT {
        return Err(bad(format!(
            "asked for at most {width} px wide, the worker sent {}x{}",
            img.width, img.height
        )));
    }
    let (w, h) = (img.width, img.height);
    let rgba = match wire {
        ImageFormat::Rgba => {
            // Raw pixels: their number is all there is to check.
            let expected = u64::from(w) * u64::from(h) * 4;
            if img.data.len() as u64 != expected {
                return Err(bad(format!("{} bytes for {w}x{h} RGBA", img.data.len())));
            }
            img.data
        }
        ImageFormat::Png => decode(&img.data, Codec::Png, w, h)?,
        ImageFormat::Jpeg { .. } => decode(&img.data, Codec::Jpeg, w, h)?,
        ImageFormat::WebP => decode(&img.data, Codec::WebP, w, h)?,
    };
    let data = encode_rgba(rgba, w, h, format)?;
    Ok(Image {
        width: w,
        height: h,
        format,
        data,
    })
}

/// [`checked_image`] of an image the worker sent in the format asked (`wire` = `format`).
pub fn reencode(img: Image, format: ImageFormat, width: u32) -> Result<Image, PdfError> {
    checked_image(img, format, format, width)
}

/// The RGBA pixels of `bytes`, which must be a `codec` image of exactly `w`×`h`.
fn decode(bytes: &[u8], codec: Codec, w: u32, h: u32) -> Result<Vec<u8>, PdfError> {
    let bad = |why: String| PdfError::BadImage(why);
    let mut limits = Limits::default();
    limits.max_image_width = Some(w);
    limits.max_image_height = Some(h);
    // The pixels (as the decoder holds them, then as RGBA) and a margin for its own state.
    limits.max_alloc =
        Some((u64::from(w) * u64::from(h) * 4 * 2 + (1 << 20)).min(MAX_DECODED_BYTES * 2));
    let mut reader = ImageReader::with_format(Cursor::new(bytes), codec);
    reader.limits(limits);
    let decoded = reader
        .decode()
        .map_err(|e| bad(format!("{codec:?} that does not decode: {e}")))?;
    if (decoded.width(), decoded.height()) != (w, h) {
        return Err(bad(format!(
            "said {w}x{h}, holds {}x{}",
            decoded.width(),
            decoded.height()
        )));
    }
    Ok(decoded.into_rgba8().into_raw())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn page(w: u32, h: u32) -> Vec<u8> {
        let mut v = Vec::new();
        for y in 0..h {
            for x in 0..w {
                v.extend_from_slice(&[(x * 3) as u8, (y * 7) as u8, 200, 255]);
            }
        }
        v
    }

    fn png(w: u32, h: u32) -> Image {
        Image {
            width: w,
            height: h,
            format: ImageFormat::Png,
            data: encode_rgba(page(w, h), w, h, ImageFormat::Png).expect("encodes"),
        }
    }

    #[test]
    fn a_good_png_comes_back_as_the_same_pixels_in_fresh_bytes() {
        // Written by another encoder (RGBA, default settings): what goes on is ours.
        let pixels = page(40, 30);
        let mut sent = Vec::new();
        image::RgbaImage::from_raw(40, 30, pixels.clone())
            .expect("pixels")
            .write_to(&mut Cursor::new(&mut sent), Codec::Png)
            .expect("encodes");
        let img = Image {
            width: 40,
            height: 30,
            format: ImageFormat::Png,
            data: sent.clone(),
        };
        let out = reencode(img, ImageFormat::Png, 40).expect("a good image passes");
        assert_ne!(out.data, sent);
        let back = image::load_from_memory(&out.data)
            .expect("decodes")
            .to_rgba8();
        assert_eq!(back.into_raw(), pixels);
    }

    #[test]
    fn malformed_images_are_refused_in_words() {
        let good = png(40, 30);
        let mut truncated = good.clone();
        truncated.data.truncate(good.data.len() / 2);
        let mut garbage = good.clone();
        garbage.data = b"\x89PNG\r\n\x1a\n not a png at all".to_vec();
        let mut taller = good.clone();
        taller.height = 31;
        let wrong_format = Image {
            format: ImageFormat::WebP,
            ..good.clone()
        };
        let raw_short = Image {
            format: ImageFormat::Rgba,
            data: vec![0; 40 * 30 * 4 - 1],
            ..good.clone()
        };
        for (name, img, format) in [
            ("truncated", truncated, ImageFormat::Png),
            ("garbage", garbage, ImageFormat::Png),
            ("other size", taller, ImageFormat::Png),
            ("other format", wrong_format, ImageFormat::Png),
            ("short raw", raw_short, ImageFormat::Rgba),
        ] {
            let e = reencode(img, format, 40).expect_err(name);
            assert_eq!(e.code(), "pdf.bad_image", "{name}: {e}");
        }
        let e = reencode(good, ImageFormat::Png, 39).expect_err("wider than asked");
        assert_eq!(e.code(), "pdf.bad_image");
    }

    #[test]
    fn a_png_that_claims_huge_dimensions_is_refused_before_allocating() {
        // IHDR of a 60000x60000 RGBA image (14 GB of pixels), declared as 40x30 by the worker.
        let mut data = b"\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR".to_vec();
        data.extend_from_slice(&60_000u32.to_be_bytes());
        data.extend_from_slice(&60_000u32.to_be_bytes());
        data.extend_from_slice(&[8, 6, 0, 0, 0, 0, 0, 0, 0]);
        let img = Image {
            width: 40,
            height: 30,
            format: ImageFormat::Png,
            data,
        };
        let e = reencode(img, ImageFormat::Png, 40).expect_err("refused");
        assert_eq!(e.code(), "pdf.bad_image");
    }

    #[test]
    fn raw_pixels_are_encoded_here_into_the_format_asked() {
        let pixels = page(40, 30);
        let raw = Image {
            width: 40,
            height: 30,
            format: ImageFormat::Rgba,
            data: pixels.clone(),
        };
        let out = checked_image(raw.clone(), ImageFormat::Rgba, ImageFormat::Png, 40)
            .expect("good pixels pass");
        assert_eq!(out.format, ImageFormat::Png);
        let back = image::load_from_memory(&out.data)
            .expect("decodes")
            .to_rgba8();
        assert_eq!(back.into_raw(), pixels);
        // Asked for raw pixels, the worker sent a PNG (or a short buffer): refused.
        for (name, img) in [
            ("a png instead", png(40, 30)),
            (
                "one byte short",
                Image {
                    data: vec![0; 40 * 30 * 4 - 1],
                    ..raw.clone()
                },
            ),
            (
                "one byte long",
                Image {
                    data: vec![0; 40 * 30 * 4 + 1],
                    ..raw
                },
            ),
        ] {
            let e = checked_image(img, ImageFormat::Rgba, ImageFormat::Png, 40).expect_err(name);
            assert_eq!(e.code(), "pdf.bad_image", "{name}: {e}");
        }
    }

    #[test]
    fn a_preview_asks_for_raw_pixels_and_only_a_page_too_wide_for_a_frame_comes_compressed() {
        assert_eq!(wire_format(ImageFormat::Png, 1200, 1), ImageFormat::Rgba);
        assert_eq!(
            wire_format(ImageFormat::Png, RAW_MAX_WIDTH, 1),
            ImageFormat::Rgba
        );
        assert_eq!(
            wire_format(ImageFormat::Png, RAW_MAX_WIDTH + 1, 1),
            ImageFormat::Png
        );
        // Twenty thumbnails 160 px wide fit one answer raw; a thousand do not.
        assert_eq!(wire_format(ImageFormat::Png, 160, 20), ImageFormat::Rgba);
        assert_eq!(wire_format(ImageFormat::Png, 160, 1000), ImageFormat::Png);
    }
}
