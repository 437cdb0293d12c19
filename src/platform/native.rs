//! Native: there is no page.

/// The page's query string (none natively).
pub fn query_string() -> Option<String> {
    None
}

/// Publishes the state for the page's test hook (nothing natively).
pub fn publish_state(_json: &str) {}
