//! What Felt remembers: settings, statistics and the game in progress, as
//! small versioned text files (`felt KIND VERSION`, then `key=value` lines).
//! Decoding never panics: any bytes give a value or a [`LoadError`]. Where
//! the files live is the platform's business (a data directory natively,
//! localStorage on the web); see [`store`].

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

/// Reads `felt KIND VERSION` and the `key=value` lines after it. Versions
/// up to `version` are read (older formats are read as far as they go).
pub fn read_fields(
    bytes: &[u8],
    kind: &str,
    version: u32,
) -> Result<Vec<(String, String)>, LoadError> {
    let text = std::str::from_utf8(bytes).map_err(|_| LoadError::Damaged("not text".into()))?;
    let mut lines = text.lines();
    let header = lines.next().unwrap_or("");
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
    let mut fields = Vec::new();
    for (i, line) in lines.enumerate() {
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

/// Writes a header and fields as [`read_fields`] reads them.
pub fn write_fields(kind: &str, version: u32, fields: &[(&str, String)]) -> Vec<u8> {
    let mut text = format!("felt {kind} {version}\n");
    for (key, value) in fields {
        text.push_str(&format!("{key}={value}\n"));
    }
    text.into_bytes()
}

/// The value of `key`, if given.
pub fn field<'a>(fields: &'a [(String, String)], key: &str) -> Option<&'a str> {
    fields
        .iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v.as_str())
}

/// Reads a field with `FromStr`, naming it when it is broken.
pub fn parsed<T: std::str::FromStr>(
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
}
