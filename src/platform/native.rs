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

use super::WriteError;
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

/// Stores `bytes` as `name` atomically: a temporary file (`NAME.tmp`),
/// synced to the disk, then a rename over the old file, then the folder
/// synced, so a crash or a power cut leaves the old file or the new one,
/// never half of one or an empty one (without the first sync the rename
/// may reach the disk before the data). Anything but a file already named
/// `NAME.tmp` is [`WriteError::InTheWay`]: left for the caller to move.
pub(crate) fn write(name: &str, bytes: &[u8]) -> Result<(), WriteError> {
    use std::io::Write;
    let failed = |p: &std::path::Path, e: std::io::Error| {
        WriteError::Failed(format!("{}: {e}", p.display()))
    };
    let path = path(name).map_err(WriteError::Failed)?;
    let dir = path.parent().expect("a file in the data directory");
    std::fs::create_dir_all(dir).map_err(|e| failed(dir, e))?;
    let temp_name = format!("{name}.tmp");
    let temp = dir.join(&temp_name);
    if std::fs::symlink_metadata(&temp).is_ok_and(|m| !m.is_file()) {
        return Err(WriteError::InTheWay(temp_name));
    }
    let mut file = std::fs::File::create(&temp).map_err(|e| failed(&temp, e))?;
    file.write_all(bytes).map_err(|e| failed(&temp, e))?;
    file.sync_all().map_err(|e| failed(&temp, e))?;
    drop(file);
    std::fs::rename(&temp, &path).map_err(|e| failed(&path, e))?;
    sync_folder(dir);
    Ok(())
}

/// Syncs the folder's entries, so the rename itself is on the disk. Its
/// failure is not a failed save (the file is written; some file systems
/// cannot sync a folder), and where folders cannot be opened as files
/// there is nothing to do.
fn sync_folder(dir: &std::path::Path) {
    #[cfg(unix)]
    if let Ok(folder) = std::fs::File::open(dir) {
        let _ = folder.sync_all();
    }
    #[cfg(not(unix))]
    let _ = dir;
}

/// The data folder's lock, held while alive: two Felts saving at once take
/// turns (the store reads a file again and writes it under it). The system
/// lets it go when the process ends, however it ends.
pub(crate) struct Lock {
    _file: Option<std::fs::File>,
}

/// How long a save waits for another Felt's save to finish before it goes
/// on without the lock (a save takes milliseconds; a Felt stopped in a
/// debugger must not freeze the others).
const LOCK_WAIT: std::time::Duration = std::time::Duration::from_secs(2);

/// Takes the data folder's lock (the file `lock` there), waiting at most
/// [`LOCK_WAIT`]; without it (no folder, a file system without locks) the
/// save goes on unlocked, as before there were locks.
pub(crate) fn lock() -> Lock {
    let take = || -> Option<std::fs::File> {
        let path = path("lock").ok()?;
        std::fs::create_dir_all(path.parent()?).ok()?;
        let file = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .ok()?;
        let start = std::time::Instant::now();
        loop {
            match file.try_lock() {
                Ok(()) => return Some(file),
                Err(std::fs::TryLockError::WouldBlock) if start.elapsed() < LOCK_WAIT => {
                    std::thread::sleep(std::time::Duration::from_millis(5))
                }
                Err(_) => return None,
            }
        }
    };
    Lock { _file: take() }
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
