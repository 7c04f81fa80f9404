/// Headless play allocates many short-lived lists (a question's options, a step's events):
/// mimalloc serves them faster than the system allocator (docs/performance.md: round 8).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    acme::cli::main()
}
