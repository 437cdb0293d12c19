//! Native: there is no page.

/// The page's query string (none natively).
pub fn query_string() -> Option<String> {
    None
}

/// Whether there is a page to publish the state to (so the shell does not
/// build the state's JSON natively).
pub const HAS_PAGE: bool = false;

/// Publishes the state for the page's test hook (nothing natively).
pub fn publish_state(_json: &str) {}

use std::path::PathBuf;

/// Where Felt keeps its files: `$XDG_DATA_HOME/felt`, else
/// `~/.local/share/felt` (never the current directory).
pub fn data_dir() -> Option<PathBuf> {
    let base = std::env::var_os("XDG_DATA_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| {
            std::env::var_os("HOME")
                .filter(|v| !v.is_empty())
                .map(|home| PathBuf::from(home).join(".local/share"))
        })?;
    Some(base.join("felt"))
}

fn path(name: &str) -> Result<PathBuf, String> {
    data_dir()
        .map(|dir| dir.join(name))
        .ok_or_else(|| "no data directory (neither XDG_DATA_HOME nor HOME is set)".to_string())
}

/// The stored bytes of `name`, or `None` when there are none yet. At most
/// `limit + 1` bytes are read: more than `limit` says the file is larger
/// than Felt ever writes, without reading all of it.
pub(crate) fn read(name: &str, limit: usize) -> Result<Option<Vec<u8>>, String> {
    use std::io::Read;
    let path = path(name)?;
    let file = match std::fs::File::open(&path) {
        Ok(file) => file,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("{}: {e}", path.display())),
    };
    let mut bytes = Vec::new();
    file.take(limit as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(Some(bytes))
}

/// Stores `bytes` as `name` atomically: a temporary file, then a rename, so
/// a crash leaves the old file or the new one, never half of one.
pub(crate) fn write(name: &str, bytes: &[u8]) -> Result<(), String> {
    let path = path(name)?;
    let dir = path.parent().expect("a file in the data directory");
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let temp = path.with_extension("tmp");
    std::fs::write(&temp, bytes).map_err(|e| format!("{}: {e}", temp.display()))?;
    std::fs::rename(&temp, &path).map_err(|e| format!("{}: {e}", path.display()))
}

/// Whether something is stored as `name` (when in doubt, yes: the answer
/// decides whether a damaged file may be moved there).
pub(crate) fn exists(name: &str) -> Result<bool, String> {
    match std::fs::symlink_metadata(path(name)?) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(false),
        _ => Ok(true),
    }
}

/// Renames `from` to `to` in the data directory; says where it went.
pub(crate) fn rename(from: &str, to: &str) -> Result<String, String> {
    let (from, to) = (path(from)?, path(to)?);
    std::fs::rename(&from, &to).map_err(|e| format!("{}: {e}", from.display()))?;
    Ok(to.display().to_string())
}
