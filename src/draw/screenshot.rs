//! Writing the frame on screen to a PNG, for `--screenshot` and F12.

use macroquad::texture::get_screen_data;

/// Writes the frame on screen as a PNG; a failure is a message, never a
/// panic (macroquad's own `export_png` unwraps).
pub fn save(path: &std::path::Path) -> Result<(), String> {
    if cfg!(target_arch = "wasm32") {
        return Err("screenshots are not saved in the browser".into());
    }
    let image = get_screen_data();
    let (w, h) = (image.width as usize, image.height as usize);
    // The screen comes bottom row first. The window is opaque, so only
    // red, green and blue are kept: translucent layers (a panel's dimming,
    // the bars) leave less than full alpha in the framebuffer, which a
    // viewer would show washed out over its own background.
    let mut rows = Vec::with_capacity(w * h * 3);
    for y in (0..h).rev() {
        for pixel in image.bytes[y * w * 4..(y + 1) * w * 4].chunks_exact(4) {
            rows.extend_from_slice(&pixel[..3]);
        }
    }
    let write = || -> Result<(), Box<dyn std::error::Error>> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)?;
        }
        let file = std::io::BufWriter::new(std::fs::File::create(path)?);
        let mut encoder = png::Encoder::new(file, w as u32, h as u32);
        encoder.set_color(png::ColorType::Rgb);
        encoder.set_depth(png::BitDepth::Eight);
        // Screenshots go into the README: small files over fast writes.
        encoder.set_compression(png::Compression::Best);
        encoder.set_filter(png::FilterType::Paeth);
        encoder.write_header()?.write_image_data(&rows)?;
        Ok(())
    };
    write().map_err(|e| format!("cannot write the screenshot {}: {e}", path.display()))
}
