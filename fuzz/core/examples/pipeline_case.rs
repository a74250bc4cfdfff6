//! Prints the program that a `pipeline` fuzz input stands for (with its
//! sizes, input seed and options), then what checking it against the
//! reference finds: `cargo run -p fuzz-core --example pipeline_case FILE`.

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: pipeline_case FILE (a pipeline fuzz input)");
        std::process::exit(2);
    };
    let data = match std::fs::read(&path) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(1);
        }
    };
    let case = fuzz_core::Case::from_bytes(&data);
    println!("{case}");
    match case.check() {
        Ok(()) => println!("-- agrees with the reference under every strategy"),
        Err(finding) => {
            println!("-- finding: {finding}");
            std::process::exit(1);
        }
    }
}
