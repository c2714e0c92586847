//! Reading an input file: regular files only, up to [`MAX_INPUT_BYTES`]. Every tool reads its
//! inputs through here (LLVM modules, SPIR-V binaries), so a FIFO, a device or a file that lies
//! about its size is refused alike everywhere.
//!
//! A FIFO or a terminal would block the read until a writer comes (or forever), and a device
//! such as `/dev/zero` never ends; so anything but a regular file is refused before it is
//! opened, and the file is opened non-blocking and checked again (it may have been swapped in
//! between). A regular file is read up to the size it had when checked, so a file that grows
//! meanwhile cannot make the read unbounded; one whose size reads as 0 (a `/proc` or `/sys`
//! file) is read up to the limit, so its real contents, or the read's error, are what the tool
//! reports, not "empty".

use std::io::Read;
use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
use std::path::Path;

/// The largest input read: 2 GiB. clang's largest outputs are far smaller; a larger (or sparse)
/// file is refused before anything is allocated.
pub const MAX_INPUT_BYTES: u64 = 2 << 30;

/// The bytes of the regular file at `path` (following symlinks).
///
/// # Errors
/// The reason, in lower case: `no such file`, `permission denied`, `is a directory`, `not a
/// regular file (a FIFO)` (or a character device, block device, socket), `file too large (N
/// bytes; the limit is 2 GiB)`, or the system's reason (`input/output error` for
/// `/proc/self/mem`).
pub fn read_input(path: &Path) -> Result<Vec<u8>, String> {
    let io = |e: std::io::Error| read_reason(&e);
    check_type(&std::fs::metadata(path).map_err(io)?)?;
    let file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY)
        .open(path)
        .map_err(io)?;
    let meta = file.metadata().map_err(io)?;
    check_type(&meta)?;
    let len = meta.len();
    let too_large = |len: u64| {
        format!(
            "file too large ({len} bytes; the limit is {} GiB)",
            MAX_INPUT_BYTES >> 30
        )
    };
    if len > MAX_INPUT_BYTES {
        return Err(too_large(len));
    }
    let capacity = usize::try_from(len).map_err(|_| "file too large".to_owned())?;
    let mut bytes = Vec::new();
    bytes
        .try_reserve_exact(capacity)
        .map_err(|_| format!("out of memory reading {len} bytes"))?;
    // A size of 0 is what a /proc or /sys file reports whatever it holds: read it, bounded.
    let bound = if len == 0 { MAX_INPUT_BYTES + 1 } else { len };
    file.take(bound).read_to_end(&mut bytes).map_err(io)?;
    if bytes.len() as u64 > MAX_INPUT_BYTES {
        return Err(too_large(bytes.len() as u64));
    }
    Ok(bytes)
}

fn check_type(meta: &std::fs::Metadata) -> Result<(), String> {
    let ty = meta.file_type();
    let what = if ty.is_file() {
        return Ok(());
    } else if ty.is_dir() {
        return Err("is a directory".into());
    } else if ty.is_fifo() {
        "a FIFO"
    } else if ty.is_char_device() {
        "a character device"
    } else if ty.is_block_device() {
        "a block device"
    } else if ty.is_socket() {
        "a socket"
    } else {
        "not a file"
    };
    Err(format!("not a regular file ({what})"))
}

/// Why an input could not be read, in the words the tools' messages use for inputs.
fn read_reason(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "no such file".to_owned(),
        std::io::ErrorKind::PermissionDenied => "permission denied".to_owned(),
        std::io::ErrorKind::IsADirectory => "is a directory".to_owned(),
        _ => io_reason(e),
    }
}

/// An I/O error as a lower-case reason without the `(os error N)` suffix.
pub fn io_reason(e: &std::io::Error) -> String {
    let text = e.to_string();
    match text.find(" (os error") {
        Some(i) => text[..i].to_lowercase(),
        None => text.to_lowercase(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_regular_files_are_read() {
        let reason = |p: &str| read_input(Path::new(p)).map(|_| ()).unwrap_err();
        assert_eq!(
            reason("/dev/zero"),
            "not a regular file (a character device)"
        );
        assert_eq!(reason("/"), "is a directory");
        assert_eq!(reason("/nonexistent/nsdi-input"), "no such file");
        assert_eq!(reason("/proc/self/mem"), "input/output error");
    }

    #[test]
    fn a_file_whose_size_reads_as_zero_is_read() {
        let bytes = read_input(Path::new("/proc/self/status")).expect("procfs is readable");
        assert!(
            bytes.starts_with(b"Name:"),
            "{:?}",
            &bytes[..bytes.len().min(20)]
        );
    }
}
