//! What Felt remembers: settings, statistics and the game in progress, as
//! small versioned text files (`felt KIND VERSION`, then `key=value` lines,
//! then from version 2 on an `end=CRC` line). Decoding never panics: any
//! bytes give a value or a [`LoadError`]. Where
//! the files live is the platform's business (a data directory natively,
//! localStorage on the web); see [`store`].

pub mod looks;
pub mod saved;
pub mod settings;
pub mod stats;
pub mod store;

use std::fmt;

/// Why a stored file could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// Not text, not ours, or broken: it is set aside and defaults are used.
    Damaged(String),
    /// Written by a newer Felt: left alone, not overwritten.
    Newer(u32),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Damaged(why) => write!(f, "damaged ({why})"),
            LoadError::Newer(v) => write!(f, "written by a newer Felt (format {v})"),
        }
    }
}

/// The first format version (of every kind) whose files end with
/// `end=CRC`, the CRC-32 of everything before that line: a file cut short
/// (`deal=336678386` cut to `deal=336678`) or changed is then known as
/// damaged instead of read as something else. Files of older versions have
/// no such line and are read as before.
pub(crate) const CHECKED_SINCE: u32 = 2;

/// CRC-32 as in zip and PNG (polynomial 0xEDB88320), bit by bit: the files
/// are small, so no table is needed. Public for the tests of stored files,
/// which write files as Felt does.
pub fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in bytes {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

/// The text before the `end=CRC` line, if that line is last and matches.
fn checked(text: &str) -> Result<&str, LoadError> {
    let cut = || LoadError::Damaged("cut short: no `end=` line".into());
    let body = text.strip_suffix('\n').unwrap_or(text);
    let (before, last) = body.rsplit_once('\n').ok_or_else(cut)?;
    let sum = last.strip_prefix("end=").ok_or_else(cut)?;
    let covered = &text[..before.len() + 1];
    let matches = sum.len() == 8
        && sum.bytes().all(|b| b.is_ascii_hexdigit())
        && u32::from_str_radix(sum, 16) == Ok(crc32(covered.as_bytes()));
    if matches {
        Ok(covered)
    } else {
        Err(LoadError::Damaged(
            "the `end=` check does not match: cut short or changed".into(),
        ))
    }
}

/// Reads `felt KIND VERSION` and the `key=value` lines after it. Versions
/// up to `version` are read (older formats are read as far as they go);
/// from [`CHECKED_SINCE`] on the file must end with its `end=` check.
pub(crate) fn read_fields(
    bytes: &[u8],
    kind: &str,
    version: u32,
) -> Result<Vec<(String, String)>, LoadError> {
    let text = std::str::from_utf8(bytes).map_err(|_| LoadError::Damaged("not text".into()))?;
    let header = text.lines().next().unwrap_or("");
    let mut words = header.split_whitespace();
    if words.next() != Some("felt") || words.next() != Some(kind) {
        return Err(LoadError::Damaged(format!("not a Felt {kind} file")));
    }
    let found: u32 = words
        .next()
        .and_then(|v| v.parse().ok())
        .ok_or_else(|| LoadError::Damaged("no format version".into()))?;
    if found > version {
        return Err(LoadError::Newer(found));
    }
    let text = if found >= CHECKED_SINCE {
        checked(text)?
    } else {
        text
    };
    let mut fields = Vec::new();
    for (i, line) in text.lines().skip(1).enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let (key, value) = line
            .split_once('=')
            .ok_or_else(|| LoadError::Damaged(format!("line {}: no `=`", i + 2)))?;
        fields.push((key.trim().to_string(), value.trim().to_string()));
    }
    Ok(fields)
}

/// Writes a header and fields as [`read_fields`] reads them, with the
/// `end=` check from [`CHECKED_SINCE`] on.
pub(crate) fn write_fields(kind: &str, version: u32, fields: &[(&str, String)]) -> Vec<u8> {
    let mut text = format!("felt {kind} {version}\n");
    for (key, value) in fields {
        text.push_str(&format!("{key}={value}\n"));
    }
    if version >= CHECKED_SINCE {
        text.push_str(&format!("end={:08x}\n", crc32(text.as_bytes())));
    }
    text.into_bytes()
}

/// The value of `key`, if given.
pub(crate) fn field<'a>(fields: &'a [(String, String)], key: &str) -> Option<&'a str> {
    fields
        .iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v.as_str())
}

/// Reads a decimal field as the files write it (`0.80`, `754.5`): digits,
/// then a point and digits, no sign or exponent. Not `FromStr`: the
/// standard float reader costs the page several kilobytes, for two fields.
pub(crate) fn parsed_decimal(
    fields: &[(String, String)],
    key: &str,
) -> Result<Option<f64>, LoadError> {
    let Some(v) = field(fields, key) else {
        return Ok(None);
    };
    let number = |s: &str| {
        (s.len() <= 15 && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse::<u64>().ok())
            .flatten()
    };
    let value = match v.split_once('.') {
        None => number(v).map(|n| n as f64),
        Some((whole, part)) => number(whole)
            .zip(number(part))
            .map(|(n, p)| n as f64 + p as f64 / 10f64.powi(part.len() as i32)),
    };
    value
        .map(Some)
        .ok_or_else(|| LoadError::Damaged(format!("`{key}` is `{v}`")))
}

/// Reads a field with `FromStr`, naming it when it is broken.
pub(crate) fn parsed<T: std::str::FromStr>(
    fields: &[(String, String)],
    key: &str,
) -> Result<Option<T>, LoadError> {
    match field(fields, key) {
        None => Ok(None),
        Some(v) => v
            .parse()
            .map(Some)
            .map_err(|_| LoadError::Damaged(format!("`{key}` is `{v}`"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_read_as_the_files_write_them_and_nothing_else() {
        let fields = |v: &str| vec![("clock".to_string(), v.to_string())];
        let read = |v: &str| parsed_decimal(&fields(v), "clock");
        assert_eq!(read("0.80"), Ok(Some(0.8)));
        assert_eq!(read("754.5"), Ok(Some(754.5)));
        assert_eq!(read("12"), Ok(Some(12.0)));
        assert_eq!(parsed_decimal(&[], "clock"), Ok(None));
        for bad in [
            "",
            ".5",
            "5.",
            "-1.0",
            "1e3",
            "NaN",
            "inf",
            "0.8.1",
            " 1.0",
            "1234567890123456",
        ] {
            assert_eq!(
                read(bad),
                Err(LoadError::Damaged(format!("`clock` is `{bad}`"))),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn fields_round_trip_and_foreign_or_newer_files_are_refused() {
        let bytes = write_fields(
            "settings",
            1,
            &[("sound", "on".into()), ("volume", "0.5".into())],
        );
        let fields = read_fields(&bytes, "settings", 1).unwrap();
        assert_eq!(field(&fields, "volume"), Some("0.5"));
        assert_eq!(
            read_fields(&bytes, "stats", 1),
            Err(LoadError::Damaged("not a Felt stats file".into()))
        );
        let newer = write_fields("settings", 7, &[]);
        assert_eq!(read_fields(&newer, "settings", 1), Err(LoadError::Newer(7)));
        assert!(read_fields(&[0xff, 0xfe], "settings", 1).is_err());
        assert!(read_fields(b"felt settings 1\nno equals here", "settings", 1).is_err());
    }

    #[test]
    fn crc32_is_the_usual_one() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
        assert_eq!(crc32(b""), 0);
    }

    #[test]
    fn a_checked_file_cut_or_changed_is_damaged_and_an_old_one_needs_no_check() {
        let bytes = write_fields("game", 2, &[("deal", "336678386".into())]);
        let text = std::str::from_utf8(&bytes).unwrap();
        assert!(text.ends_with('\n') && text.contains("\nend="));
        let fields = read_fields(&bytes, "game", 2).unwrap();
        assert_eq!(fields, vec![("deal".to_string(), "336678386".to_string())]);
        let cut = text.replace("deal=336678386\n", "deal=336678\n");
        assert!(matches!(
            read_fields(cut.as_bytes(), "game", 2),
            Err(LoadError::Damaged(_))
        ));
        for len in 0..bytes.len() - 1 {
            assert!(
                read_fields(&bytes[..len], "game", 2).is_err(),
                "cut at {len}"
            );
        }
        assert_eq!(
            read_fields(&bytes[..bytes.len() - 1], "game", 2),
            Ok(fields)
        );
        assert_eq!(
            read_fields(b"felt game 1\ndeal=336678\n", "game", 2),
            Ok(vec![("deal".to_string(), "336678".to_string())]),
            "version 1 files have no check and still load"
        );
    }
}
