//! `acme gen-board`: regenerate `assets/board/board.ron` from the map and the layout settings.

use std::path::Path;
use std::process::ExitCode;

use crate::board::{self, BoardShape, Layout};

/// Generate the board from `DIR/data/map.ron` and `DIR/board/layout.ron`; the text of the file.
pub fn generate_text(
    assets: &Path,
) -> Result<(String, BoardShape, crate::games::acme::catalog::Catalog), Vec<String>> {
    let cat = crate::games::acme::data::load_dir(&assets.join("data"))
        .map_err(|e| e.iter().map(|x| x.to_string()).collect::<Vec<_>>())?;
    let layout_path = assets.join("board/layout.ron");
    let text = std::fs::read_to_string(&layout_path)
        .map_err(|e| vec![format!("{}: cannot read: {e}", layout_path.display())])?;
    let layout =
        Layout::parse(&text).map_err(|e| vec![format!("{}:{e}", layout_path.display())])?;
    let g = board::generate::generate(&cat.board, &layout)?;
    Ok((g.shape.to_text(), g.shape, cat))
}

pub fn run(assets: &Path, check: bool, svg: Option<&Path>) -> ExitCode {
    let (text, shape, cat) = match generate_text(assets) {
        Ok(x) => x,
        Err(errs) => {
            for e in errs {
                eprintln!("{e}");
            }
            return ExitCode::FAILURE;
        }
    };
    if let Some(svg) = svg {
        if let Err(e) = std::fs::write(svg, board::svg::to_svg(&shape, &cat.board, true)) {
            eprintln!("{}: {e}", svg.display());
            return ExitCode::FAILURE;
        }
        outln!("wrote {}", svg.display());
    }
    let out = assets.join("board/board.ron");
    if check {
        return match std::fs::read_to_string(&out) {
            Ok(old) if old == text => {
                outln!("{}: up to date", out.display());
                ExitCode::SUCCESS
            }
            Ok(_) => {
                eprintln!(
                    "{}: differs from what the generator makes; run `acme gen-board`",
                    out.display()
                );
                ExitCode::FAILURE
            }
            Err(e) => {
                eprintln!("{}: {e}", out.display());
                ExitCode::FAILURE
            }
        };
    }
    match std::fs::write(&out, text) {
        Ok(()) => {
            outln!(
                "wrote {} ({} areas, {} rivers, {} links, {} junctions)",
                out.display(),
                shape.areas.len(),
                shape.rivers.len(),
                shape.links.len(),
                shape.junctions.len()
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{}: {e}", out.display());
            ExitCode::FAILURE
        }
    }
}
