//! The jail's output is checked: every page image the worker returns is decoded here, in the
//! app, by the `image` crate with limits (dimensions, bytes), compared with what was asked, and
//! encoded again from its pixels. Only those fresh bytes reach the caller (the web view, the
//! page cache): a worker that a PDF took over cannot hand the web view's image decoder a file
//! built to attack it, only pixels. A malformed image is [`PdfError::BadImage`]; the service
//! then restarts the worker.

use std::io::Cursor;

use image::{ImageFormat as Codec, ImageReader, Limits};

use crate::encode::encode_rgba;
use crate::engine::{MAX_RENDER_HEIGHT, MAX_RENDER_WIDTH};
use crate::error::PdfError;
use crate::protocol::{Image, ImageFormat};

/// Bytes one decoded page may take (RGBA at the largest size a render may have), beyond
/// which the decoder stops before allocating.
pub const MAX_DECODED_BYTES: u64 = MAX_RENDER_WIDTH as u64 * MAX_RENDER_HEIGHT as u64 * 4;

/// `img` as the worker sent it for a request of `format` `width` pixels wide: decoded within
/// limits, checked against the request, and encoded again. Anything else is `pdf.bad_image`.
pub fn reencode(img: Image, format: ImageFormat, width: u32) -> Result<Image, PdfError> {
    let bad = |why: String| PdfError::BadImage(why);
    if img.format != format {
        return Err(bad(format!(
            "asked for {format:?}, the worker sent {:?}",
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
    let rgba = match format {
        ImageFormat::Rgba => {
            // Raw pixels: their number is all there is to check; copied, never passed on.
            let expected = u64::from(w) * u64::from(h) * 4;
            if img.data.len() as u64 != expected {
                return Err(bad(format!("{} bytes for {w}x{h} RGBA", img.data.len())));
            }
            return Ok(Image {
                data: img.data.as_slice().to_vec(),
                ..img
            });
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
}
