//! The web: functions of `felt.js`, the page's plugin for miniquad's loader.

extern "C" {
    fn felt_query_length() -> u32;
    fn felt_query_copy(ptr: *mut u8, len: u32);
    fn felt_publish_state(ptr: *const u8, len: u32);
}

/// The page's query string, e.g. `?game=freecell&deal=617`.
pub fn query_string() -> Option<String> {
    // SAFETY: felt.js writes at most `len` bytes into the buffer we own.
    let len = unsafe { felt_query_length() };
    let mut bytes = vec![0u8; len as usize];
    unsafe { felt_query_copy(bytes.as_mut_ptr(), len) };
    String::from_utf8(bytes).ok()
}

/// The page reads the published state.
pub const HAS_PAGE: bool = true;

/// Hands the page a JSON description of the table (`window.felt.state`),
/// the hook its end-to-end test reads.
pub fn publish_state(json: &str) {
    // SAFETY: felt.js copies the bytes out before returning.
    unsafe { felt_publish_state(json.as_ptr(), json.len() as u32) };
}

extern "C" {
    fn felt_storage_length(key: *const u8, key_len: u32) -> i32;
    fn felt_storage_copy(key: *const u8, key_len: u32, out: *mut u8, len: u32);
    fn felt_storage_write(key: *const u8, key_len: u32, value: *const u8, len: u32) -> i32;
    fn felt_storage_rename(key: *const u8, key_len: u32, to: *const u8, to_len: u32) -> i32;
}

fn key(name: &str) -> String {
    format!("felt.{name}")
}

/// The stored bytes of `name` in localStorage, or `None` when there are
/// none. At most `limit + 1` bytes are copied: more than `limit` says the
/// entry is larger than Felt ever writes.
pub(crate) fn read(name: &str, limit: usize) -> Result<Option<Vec<u8>>, String> {
    let key = key(name);
    // SAFETY: felt.js reads `key` and writes at most `len` bytes into `out`.
    let len = unsafe { felt_storage_length(key.as_ptr(), key.len() as u32) };
    if len < 0 {
        return Ok(None);
    }
    let len = (len as usize).min(limit.saturating_add(1)) as u32;
    let mut bytes = vec![0u8; len as usize];
    unsafe { felt_storage_copy(key.as_ptr(), key.len() as u32, bytes.as_mut_ptr(), len) };
    Ok(Some(bytes))
}

/// Stores `bytes` as `name` in localStorage (one call: it is atomic there,
/// and nothing is ever in its way).
pub(crate) fn write(name: &str, bytes: &[u8]) -> Result<(), super::WriteError> {
    let key = key(name);
    // SAFETY: felt.js copies both buffers before returning.
    let ok = unsafe {
        felt_storage_write(
            key.as_ptr(),
            key.len() as u32,
            bytes.as_ptr(),
            bytes.len() as u32,
        )
    };
    if ok == 1 {
        Ok(())
    } else {
        Err(super::WriteError::Failed(
            "the browser refused to store it (localStorage full or disabled)".into(),
        ))
    }
}

/// Nothing to hold on the web: the browser has no lock a synchronous call
/// can take (its Web Locks are asynchronous). A save reads the entry again
/// and writes it in one run of the page's script, so two tabs lose nothing
/// unless they save within the same few milliseconds, before one tab's
/// write has reached the other.
pub(crate) struct Lock;

/// The store's lock, which on the web is nothing to take: see [`Lock`].
pub(crate) fn lock() -> Lock {
    Lock
}

/// Whether something is stored as `name`.
pub(crate) fn exists(name: &str) -> Result<bool, String> {
    let key = key(name);
    // SAFETY: felt.js only reads the key.
    Ok(unsafe { felt_storage_length(key.as_ptr(), key.len() as u32) } >= 0)
}

/// Renames entry `from` to `to` (felt.js writes over `to`: the caller asks
/// [`exists`] first); says where it went.
pub(crate) fn rename(from: &str, to: &str) -> Result<String, String> {
    let (from, to) = (key(from), key(to));
    // SAFETY: felt.js copies both keys before returning.
    let ok = unsafe {
        felt_storage_rename(
            from.as_ptr(),
            from.len() as u32,
            to.as_ptr(),
            to.len() as u32,
        )
    };
    if ok == 1 {
        Ok(format!("localStorage `{to}`"))
    } else {
        Err("the browser refused to move it".into())
    }
}

/// There is no data directory in the browser (files live in localStorage).
pub fn data_dir() -> Option<std::path::PathBuf> {
    None
}
