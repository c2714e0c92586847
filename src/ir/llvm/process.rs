//! Process set-up for nsdi's command-line tools.

/// Restores the default action of SIGPIPE (Rust's runtime ignores it, so a write to a closed
/// pipe fails and `println!` panics): a tool whose reader went away (`nsdi-dump x | head -1`)
/// then ends quietly, killed by SIGPIPE (status 141 in a shell), as Unix tools do. Call it first
/// in `main` of a tool that prints to standard output; not for libraries.
pub fn restore_default_sigpipe() {
    // SAFETY: setting a signal's disposition to SIG_DFL installs no handler code; at start-up no
    // other thread is changing signal dispositions.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

/// Ignores SIGXFSZ, which kills a process that writes past its file-size limit (`ulimit -f`)
/// before it can remove its temporary file: the write fails with `EFBIG` instead, and the tool
/// reports "file too large" in one line and cleans up. Call it first in `main` of a tool that
/// writes files; not for libraries.
pub fn ignore_file_size_signal() {
    // SAFETY: setting a signal's disposition to SIG_IGN installs no handler code; at start-up
    // no other thread is changing signal dispositions.
    unsafe {
        libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
    }
}
