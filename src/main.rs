fn main() -> std::process::ExitCode {
    acme::cli::main()
}
