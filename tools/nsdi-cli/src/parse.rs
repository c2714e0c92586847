//! Command-line parsing with clap, usage errors as one line (the crate's documentation).

use std::ffi::OsString;

use clap::error::ErrorKind;

/// `P` parsed from `args` (the program name first); on a usage mistake, one line
/// `TOOL: error: ...` on standard error and exit code 1.
pub fn parse_or_exit<P, I, T>(tool: &str, args: I) -> P
where
    P: clap::Parser,
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    match P::try_parse_from(args) {
        Ok(parsed) => parsed,
        Err(e) => match e.kind() {
            ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => e.exit(),
            _ => {
                eprintln!("{tool}: error: {}", one_line(&e.to_string()));
                std::process::exit(1)
            }
        },
    }
}

/// [`parse_or_exit`] of the process's own arguments.
pub fn parse_args_or_exit<P: clap::Parser>(tool: &str) -> P {
    parse_or_exit(tool, std::env::args_os())
}

/// clap's message without its `error: ` prefix, tip, usage and help pointer: the lines before
/// the first blank one, joined (a list of missing arguments follows its heading on the next
/// lines).
fn one_line(rendered: &str) -> String {
    let message = rendered
        .lines()
        .take_while(|line| !line.trim().is_empty())
        .map(str::trim)
        .collect::<Vec<_>>()
        .join(" ");
    message
        .strip_prefix("error: ")
        .unwrap_or(&message)
        .to_owned()
}

#[cfg(test)]
mod tests {
    use super::one_line;

    #[test]
    fn keeps_the_message_and_drops_tip_usage_and_help() {
        let rendered = "error: unexpected argument '--bogus' found\n\n  tip: to pass '--bogus' as a value, use '-- --bogus'\n\nUsage: nsdi-llc [OPTIONS] <INPUT>\n\nFor more information, try '--help'.\n";
        assert_eq!(one_line(rendered), "unexpected argument '--bogus' found");
    }

    #[test]
    fn joins_a_list_of_missing_arguments() {
        let rendered = "error: the following required arguments were not provided:\n  <INPUT>\n\nUsage: nsdi-llc [OPTIONS] <INPUT>\n";
        assert_eq!(
            one_line(rendered),
            "the following required arguments were not provided: <INPUT>"
        );
    }
}
