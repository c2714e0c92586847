//! Process set-up for nsdi's command-line tools (each calls what it needs first in `main`).

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

/// Limits the process's address space to the machine's memory (RAM plus swap, from
/// `/proc/meminfo`), unless a lower limit is set already. nsdi-llc's allocator (mimalloc, which
/// serves LLVM too) reserves memory without committing it, so a corrupted size in a bitcode file
/// would be granted and filled until the kernel's OOM killer ends the process; under this limit
/// the allocation fails at once and LLVM reports "out of memory", as with glibc's allocator,
/// which refuses a mapping larger than the memory there is. A compile that needs more than the
/// machine's memory fails the same way instead of swapping it to a halt. Call it first in
/// `main`; not for libraries.
pub fn limit_address_space_to_memory() {
    let Some(memory) = machine_memory_bytes() else {
        return;
    };
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit and setrlimit only read and write the struct passed by reference.
    unsafe {
        if libc::getrlimit(libc::RLIMIT_AS, &mut limit) != 0 {
            return;
        }
        let wanted = memory.min(limit.rlim_max);
        if limit.rlim_cur > wanted {
            limit.rlim_cur = wanted;
            libc::setrlimit(libc::RLIMIT_AS, &limit);
        }
    }
}

/// `MemTotal` plus `SwapTotal` of `/proc/meminfo`, in bytes.
fn machine_memory_bytes() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let field = |name: &str| -> Option<u64> {
        let line = info.lines().find(|l| l.starts_with(name))?;
        line[name.len()..]
            .trim()
            .trim_end_matches("kB")
            .trim()
            .parse::<u64>()
            .ok()
    };
    let kib = field("MemTotal:")?.checked_add(field("SwapTotal:").unwrap_or(0))?;
    kib.checked_mul(1024)
}
