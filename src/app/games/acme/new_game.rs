//! ACME's choices on the New Game screen: the setups it offers (the Rulebook's basic games and
//! every shipped scenario), the NPC tie-break methods of the Playbook, the Epochs' names, and the
//! words of a sandbox's options (G3.7, G3.8). The shared page lays them out and names no game.

use crate::games::acme::npc::TieBreak;
use crate::games::acme::scenario::sandbox::roman;
use crate::games::acme::session::new_game_form::{self, SetupEntry};

/// The setups the New Game list offers: the basic games and the shipped scenarios (an unreadable
/// scenario file leaves the list to the basic games).
pub fn setups() -> Vec<SetupEntry> {
    let defs = crate::games::acme::scenario::shipped::all().unwrap_or_default();
    new_game_form::entries(&defs)
}

/// One way an NPC breaks a tie, as the page offers it: the method, its button and its hover text.
pub struct TieBreakChoice {
    pub method: TieBreak,
    pub label: &'static str,
    pub help: &'static str,
}

/// The Playbook's tie-break methods (N1.2.2-N1.2.4), in the order the page shows them.
pub const TIE_BREAKS: [TieBreakChoice; 3] = [
    TieBreakChoice {
        method: TieBreak::UseHead,
        label: "use your head (A)",
        help: "Playbook N1.2.2, method A: a tie between equally ranked options goes to what helps the NPC most or hurts its target most (the Playbook recommends it, N1.2.5).",
    },
    TieBreakChoice {
        method: TieBreak::UseCards,
        label: "use the cards (B)",
        help: "Playbook N1.2.3, method B: one card revealed per tied option; the highest card number wins.",
    },
    TieBreakChoice {
        method: TieBreak::EvenOdd,
        label: "one card (B1)",
        help: "Playbook N1.2.4, method B1: one card revealed; even number the first option, odd the second (number modulo the options for more).",
    },
];

/// An Epoch as the page names it ("Epoch III").
pub fn epoch_name(e: u8) -> String {
    format!("Epoch {}", roman(e))
}

/// The hover text of a neutral faction's row.
pub const NEUTRAL_HELP: &str =
    "A neutral faction: the scenario's own rules move it; nobody plays it.";

/// The hover texts of a sandbox's two ways to choose civilizations (G3.7.2, G3.7.4-5).
pub const CUSTOM_HELP: &str =
    "G3.7.4: any civilization whose Homeland is on the map, whatever its period.";
pub const CONTEMPORANEOUS_HELP: &str =
    "G3.7.2, G3.7.5: only civilizations whose display lists the start Epoch.";

/// The hover text of a sandbox's pick: the groups it comes from (G3.8).
pub fn pick_help(groups: &[String]) -> String {
    format!("This pick comes from {} (G3.8).", groups.join(", "))
}

/// A pick's groups in a few words: the three Central groupings (G3.8) read "Central".
pub fn groups_label(groups: &[String]) -> String {
    let mut out: Vec<&str> = Vec::new();
    for g in groups {
        let g = if g.starts_with("Central ") {
            "Central"
        } else if g == "*" {
            "any"
        } else {
            g.as_str()
        };
        if !out.contains(&g) {
            out.push(g);
        }
    }
    out.join(" / ")
}

/// The disks each civilization starts with under a sandbox's setup (Rule 8), and the more it
/// receives at the first Growth.
pub fn disks_line(disks: u16, extra_growth: u16) -> String {
    format!(
        "{disks} disks each by Rule 8{}",
        if extra_growth > 0 {
            format!(", {extra_growth} more at the first Growth")
        } else {
            String::new()
        }
    )
}
