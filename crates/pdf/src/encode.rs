//! Encoding rendered RGBA pixels into the formats the web view decodes.

use image::codecs::jpeg::JpegEncoder;
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::codecs::webp::WebPEncoder;
use image::{ExtendedColorType, ImageEncoder};

use crate::error::PdfError;
use crate::protocol::ImageFormat;

/// Encodes `rgba` (width × height × 4 bytes) as `format`. Pages are rendered onto white,
/// so the compressed formats drop the alpha channel.
pub fn encode_rgba(
    rgba: Vec<u8>,
    width: u32,
    height: u32,
    format: ImageFormat,
) -> Result<Vec<u8>, PdfError> {
    let expected = (width as usize)
        .checked_mul(height as usize)
        .and_then(|n| n.checked_mul(4));
    if expected != Some(rgba.len()) {
        return Err(PdfError::Encode(format!(
            "{} bytes for {width}x{height} RGBA",
            rgba.len()
        )));
    }
    if format == ImageFormat::Rgba {
        return Ok(rgba);
    }
    let rgb = rgba_to_rgb(&rgba);
    let mut out = Vec::with_capacity(rgb.len() / 8);
    let res = match format {
        ImageFormat::Rgba => Ok(()),
        ImageFormat::Png => {
            PngEncoder::new_with_quality(&mut out, CompressionType::Fast, FilterType::Adaptive)
                .write_image(&rgb, width, height, ExtendedColorType::Rgb8)
        }
        ImageFormat::Jpeg { quality } => JpegEncoder::new_with_quality(&mut out, quality)
            .write_image(&rgb, width, height, ExtendedColorType::Rgb8),
        ImageFormat::WebP => WebPEncoder::new_lossless(&mut out).write_image(
            &rgb,
            width,
            height,
            ExtendedColorType::Rgb8,
        ),
    };
    res.map_err(|e| PdfError::Encode(e.to_string()))?;
    Ok(out)
}

fn rgba_to_rgb(rgba: &[u8]) -> Vec<u8> {
    let mut rgb = Vec::with_capacity(rgba.len() / 4 * 3);
    for px in rgba.chunks_exact(4) {
        rgb.extend_from_slice(&px[..3]);
    }
    rgb
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(w: u32, h: u32) -> Vec<u8> {
        let mut v = Vec::new();
        for y in 0..h {
            for x in 0..w {
                v.extend_from_slice(&[(x * 7) as u8, (y * 5) as u8, 128, 255]);
            }
        }
        v
    }

    #[test]
    fn each_format_decodes_back_to_the_same_size() {
        for f in [
            ImageFormat::Png,
            ImageFormat::Jpeg { quality: 85 },
            ImageFormat::WebP,
        ] {
            let bytes = encode_rgba(sample(33, 17), 33, 17, f).expect("encode");
            let img = image::load_from_memory(&bytes).expect("decodes");
            assert_eq!((img.width(), img.height()), (33, 17), "{f:?}");
        }
    }

    #[test]
    fn lossless_formats_keep_pixels() {
        let src = sample(20, 10);
        for f in [ImageFormat::Png, ImageFormat::WebP] {
            let bytes = encode_rgba(src.clone(), 20, 10, f).expect("encode");
            let img = image::load_from_memory(&bytes).expect("decodes").to_rgba8();
            assert_eq!(img.into_raw(), src, "{f:?}");
        }
    }

    #[test]
    fn a_wrong_buffer_length_is_an_error() {
        let e = encode_rgba(vec![0; 10], 20, 10, ImageFormat::Png).expect_err("bad len");
        assert_eq!(e.code(), "pdf.encode");
    }
}
