//! `acme scenarios`: every shipped scenario with its map, Epochs, civilizations and player counts.

use std::process::ExitCode;

use crate::games::acme::scenario::{ScenarioDef, ScenarioKind};

/// The player counts a scenario allows, as players read them ("1-2 players").
pub fn player_counts(def: &ScenarioDef) -> String {
    let mut counts: Vec<u8> = match def.kind {
        ScenarioKind::Sandbox => {
            let mut v = Vec::new();
            for var in def.sandbox.iter().flat_map(|s| &s.variants) {
                let sides = (var.picks.len() / var.per_player.max(1) as usize) as u8;
                // Solitaire: one side human, the others NPC (X2.8).
                v.extend(1..=sides);
            }
            v
        }
        _ => def.players.iter().map(|p| p.humans).collect(),
    };
    counts.sort();
    counts.dedup();
    match (counts.first(), counts.last()) {
        (Some(a), Some(b)) if a == b => format!("{a} player{}", if *a == 1 { "" } else { "s" }),
        (Some(a), Some(b)) => {
            let contiguous = counts.windows(2).all(|w| w[1] == w[0] + 1);
            if contiguous {
                format!("{a}-{b} players")
            } else {
                let list: Vec<String> = counts.iter().map(|c| c.to_string()).collect();
                format!("{} players", list.join(", "))
            }
        }
        _ => "any".into(),
    }
}

fn civs(def: &ScenarioDef) -> String {
    if let Some(sb) = &def.sandbox {
        let n: Vec<String> = sb
            .variants
            .iter()
            .map(|v| v.picks.len().to_string())
            .collect();
        return format!("players choose ({} civilizations)", n.join("/"));
    }
    if def.kind == ScenarioKind::Basic
        && let Ok((_, list)) = crate::games::acme::setup::basic_civs(def.basic.unwrap_or(0))
    {
        return list.join(", ");
    }
    let mut v: Vec<String> = def
        .civs
        .iter()
        .map(crate::games::acme::scenario::check::civ_name)
        .collect();
    v.extend(def.neutrals.iter().map(|n| format!("{} (neutral)", n.name)));
    v.join(", ")
}

pub fn run(verbose: bool) -> ExitCode {
    let defs = match crate::games::acme::scenario::shipped::all() {
        Ok(d) => d,
        Err(errs) => {
            for e in errs {
                eprintln!("{e}");
            }
            return ExitCode::FAILURE;
        }
    };
    outln!(
        "{:<28} {:<10} {:<12} {:<19} {:<8}  title",
        "name",
        "kind",
        "players",
        "map",
        "epochs"
    );
    for d in &defs {
        let kind = match d.kind {
            ScenarioKind::Basic => "basic",
            ScenarioKind::Historical => "historical",
            ScenarioKind::Sandbox => "sandbox",
            ScenarioKind::Created => "created",
        };
        let epochs = if d.start_epoch == d.last_epoch {
            format!("{}.{}", roman(d.start_epoch), d.start_turn)
        } else {
            format!(
                "{}.{}-{}",
                roman(d.start_epoch),
                d.start_turn,
                roman(d.last_epoch)
            )
        };
        let map: String = d.map.chars().take(19).collect();
        outln!(
            "{:<28} {:<10} {:<12} {:<19} {:<8}  {}",
            d.id,
            kind,
            player_counts(d),
            map,
            epochs,
            d.title
        );
        if verbose {
            outln!("    {}", d.period);
            for line in &d.description {
                outln!("    {line}");
            }
            outln!("    civilizations: {}", civs(d));
            for p in &d.players {
                if !p.note.is_empty() {
                    outln!("    {} player(s): {}", p.humans, p.note);
                }
            }
        }
    }
    outln!(
        "\n{} scenarios. Every scenario also runs with every civilization an NPC.",
        defs.len()
    );
    ExitCode::SUCCESS
}

fn roman(e: u8) -> &'static str {
    ["?", "I", "II", "III", "IV"]
        .get(e as usize)
        .copied()
        .unwrap_or("?")
}
