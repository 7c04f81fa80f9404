//! `acme gen-board [--game NAME]`: regenerate a game's board file (ACME's
//! `assets/board/board.ron`, ACIS's `assets/board/acis/board.ron`) from its map and its layout
//! settings.

use std::path::Path;
use std::process::ExitCode;

use crate::board::svg::Marks;
use crate::board::{self, BoardFiles, BoardShape, Layout};
use crate::game_id::GameId;
use crate::games::acme::catalog::{Board, CatalogError};

/// Which files a game's board is made from and written to.
pub fn files(game: GameId) -> BoardFiles {
    match game {
        GameId::Acme => board::ACME_FILES,
        GameId::Acis => board::ACIS_FILES,
        GameId::Cradle => board::CRADLE_FILES,
    }
}

/// The game's map, read and checked from `DIR/<data folder>`.
fn load_board(game: GameId, data: &Path) -> Result<Board, Vec<CatalogError>> {
    match game {
        GameId::Acme => crate::games::acme::data::load_dir(data).map(|c| c.board),
        GameId::Acis => crate::games::acis::data::load_dir(data).map(|c| c.board),
        GameId::Cradle => crate::games::cradle::data::load_dir(data)
            .and_then(|c| crate::games::cradle::board::generator_board(&c)),
    }
}

/// Generate a game's board from its map and layout under `assets`; the text of the file, the
/// shape and the map it was made from.
pub fn generate_text(
    game: GameId,
    assets: &Path,
) -> Result<(String, BoardShape, Board), Vec<String>> {
    let files = files(game);
    let map = load_board(game, &assets.join(files.data_dir))
        .map_err(|e| e.iter().map(|x| x.to_string()).collect::<Vec<_>>())?;
    let layout_path = assets.join(files.layout);
    let text = std::fs::read_to_string(&layout_path)
        .map_err(|e| vec![format!("{}: cannot read: {e}", layout_path.display())])?;
    let layout =
        Layout::parse(&text).map_err(|e| vec![format!("{}:{e}", layout_path.display())])?;
    if game == GameId::Cradle {
        // Cradle's islands inside one sea are cut out of it after the layout.
        let cat = crate::games::cradle::data::load_dir(&assets.join(files.data_dir))
            .map_err(|e| e.iter().map(|x| x.to_string()).collect::<Vec<_>>())?;
        let (shape, map) = crate::games::cradle::board::generate(&cat, &layout)?;
        return Ok((shape.to_text_for(&files), shape, map));
    }
    let g = board::generate::generate(&map, &layout)?;
    Ok((g.shape.to_text_for(&files), g.shape, map))
}

pub fn run(game: GameId, assets: &Path, check: bool, svg: Option<&Path>) -> ExitCode {
    let (text, shape, map) = match generate_text(game, assets) {
        Ok(x) => x,
        Err(errs) => {
            for e in errs {
                eprintln!("{e}");
            }
            return ExitCode::FAILURE;
        }
    };
    if let Some(svg) = svg {
        let marks = match game {
            GameId::Cradle => {
                crate::games::cradle::board::marks(&crate::games::cradle::data::builtin())
            }
            _ => Marks::default(),
        };
        if let Err(e) = std::fs::write(svg, board::svg::to_svg_marked(&shape, &map, true, &marks)) {
            eprintln!("{}: {e}", svg.display());
            return ExitCode::FAILURE;
        }
        outln!("wrote {}", svg.display());
    }
    let out = assets.join(files(game).board);
    let regenerate = match game {
        GameId::Acme => "acme gen-board".to_string(),
        other => format!("acme gen-board --game {}", other.name()),
    };
    if check {
        return match std::fs::read_to_string(&out) {
            Ok(old) if old == text => {
                outln!("{}: up to date", out.display());
                ExitCode::SUCCESS
            }
            Ok(_) => {
                eprintln!(
                    "{}: differs from what the generator makes; run `{regenerate}`",
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
