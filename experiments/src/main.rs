//! The `fuselab` command-line program; everything is in the library
//! (`experiments::cli`).

fn main() -> std::process::ExitCode {
    experiments::cli::main()
}
