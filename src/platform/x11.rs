//! Whether an X server answers at the display DISPLAY names. miniquad
//! panics with a backtrace when it cannot open one, so the window asks
//! first. Only a connection is tried, as libX11 would make it (a unix
//! socket for a local display, TCP port 6000 + n for a host): that needs no
//! link to libX11, which miniquad loads itself at run time.

use std::net::{TcpStream, ToSocketAddrs};
use std::os::unix::net::UnixStream;
use std::time::Duration;

/// Where a display is reached.
#[derive(Debug, PartialEq, Eq)]
enum Address {
    /// `:n` or `unix:n`: the local socket of display n.
    Socket(String),
    /// `host:n`: TCP port 6000 + n on that host.
    Tcp(String, u16),
    /// A form libX11 knows and this check does not (a socket path, as
    /// XQuartz sets): left to libX11.
    Unchecked,
}

/// Why no X server answers at `display` (`[host]:n[.screen]`), if none
/// does, in one line naming it.
pub fn missing(display: &str) -> Option<String> {
    let why = match address(display) {
        Err(why) => why,
        Ok(Address::Unchecked) => return None,
        Ok(Address::Socket(path)) if local_answers(&path) => return None,
        Ok(Address::Tcp(host, port)) if tcp_answers(&host, port) => return None,
        Ok(_) => "no X server answers there",
    };
    Some(format!("DISPLAY={display}: {why}"))
}

fn address(display: &str) -> Result<Address, &'static str> {
    if display.contains('/') {
        return Ok(Address::Unchecked);
    }
    let bad = "not a display (expected :N or HOST:N)";
    let (host, rest) = display.rsplit_once(':').ok_or(bad)?;
    let number = rest.split('.').next().unwrap_or_default();
    let n: u16 = number.parse().map_err(|_| bad)?;
    if host.is_empty() || host == "unix" {
        return Ok(Address::Socket(format!("/tmp/.X11-unix/X{n}")));
    }
    let port = 6000u16.checked_add(n).ok_or(bad)?;
    let host = host.trim_start_matches('[').trim_end_matches(']');
    Ok(Address::Tcp(host.to_string(), port))
}

/// Whether a local X server listens at `path`: as a file, or (on Linux,
/// where servers in containers and sandboxes often have only that) in the
/// abstract namespace under the same name, which libX11 tries too.
fn local_answers(path: &str) -> bool {
    if UnixStream::connect(path).is_ok() {
        return true;
    }
    #[cfg(target_os = "linux")]
    {
        use std::os::linux::net::SocketAddrExt;
        use std::os::unix::net::SocketAddr;
        if let Ok(address) = SocketAddr::from_abstract_name(path.as_bytes()) {
            return UnixStream::connect_addr(&address).is_ok();
        }
    }
    false
}

/// Whether something listens at `host:port`, waiting at most a second.
fn tcp_answers(host: &str, port: u16) -> bool {
    let Ok(addresses) = (host, port).to_socket_addrs() else {
        return false;
    };
    let timeout = Duration::from_secs(1);
    addresses
        .into_iter()
        .any(|a| TcpStream::connect_timeout(&a, timeout).is_ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn displays_name_a_local_socket_or_a_tcp_port() {
        let socket = |n: &str| Ok(Address::Socket(format!("/tmp/.X11-unix/X{n}")));
        assert_eq!(address(":0"), socket("0"));
        assert_eq!(address(":99.0"), socket("99"));
        assert_eq!(address("unix:3"), socket("3"));
        assert_eq!(address("box:1"), Ok(Address::Tcp("box".into(), 6001)));
        assert_eq!(address("[::1]:2"), Ok(Address::Tcp("::1".into(), 6002)));
        assert_eq!(address("/private/tmp/xquartz:0"), Ok(Address::Unchecked));
        for garbage in ["garbage", ":", ":x", "host:", ":70000", "box:65000"] {
            assert!(address(garbage).is_err(), "{garbage}");
        }
    }

    #[test]
    fn a_display_nobody_serves_is_named_in_one_line() {
        let why = missing(":65535").expect("no X server on display 65535");
        assert_eq!(why, "DISPLAY=:65535: no X server answers there");
        assert_eq!(
            missing("garbage").as_deref(),
            Some("DISPLAY=garbage: not a display (expected :N or HOST:N)")
        );
    }
}
