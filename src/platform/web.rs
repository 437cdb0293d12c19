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

/// Hands the page a JSON description of the table (`window.felt.state`),
/// the hook its end-to-end test reads.
pub fn publish_state(json: &str) {
    // SAFETY: felt.js copies the bytes out before returning.
    unsafe { felt_publish_state(json.as_ptr(), json.len() as u32) };
}
