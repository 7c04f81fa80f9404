//! What Cradle's events stage in the theatre, in front of everyone (combat is not secret): a
//! combat's dice, both sides facing each other with the die that counts and the modifiers in
//! words (CR 5.5, Terrain Chart); a roll on its own as a die and a line (a desert entered, a
//! colony, a Wonder, a Cultural Achievement, a City razed, the End of Epoch, plague, famine, the
//! Bronze Age Collapse, the Civilization Bonus); an army lost leaves its area for its owner's row.
//! Read from the typed events (every die is in them: B42), never from the log's words.

use super::face::CradleFace;
use crate::app::game_face::{DiceHand, DiceRoll, DiceSize, GameFace, Modifier, PieceOwner, Staged};
use crate::games::cradle::data::{Catalog, Terrain};
use crate::games::cradle::event::{CombatRoll, Event, Gamble};
use crate::games::cradle::session::{nation_name, seat_name};
use crate::games::cradle::state::{NationId, Seat, State};

/// What event `e` stages; `now` names the civilizations (a raid's force enters play in the
/// answer whose combats are shown).
pub fn stage(cat: &Catalog, now: &State, e: &Event) -> Vec<Staged<u8, Seat>> {
    match e {
        Event::Combat(c) => vec![Staged::Dice(combat(cat, now, c))],
        Event::Roll {
            nation,
            gamble,
            area,
            die,
            success,
        } => {
            let (what, result) = gamble_words(*gamble, *success);
            let title = match area {
                Some(a) => format!("{what} in {}", cat.areas[*a as usize].name),
                None => what.to_string(),
            };
            vec![Staged::Dice(DiceRoll {
                area: *area,
                title,
                hands: vec![DiceHand {
                    who: owner(now, *nation),
                    name: nation_name(cat, now, *nation),
                    dice: vec![*die],
                    kept: None,
                    modifiers: Vec::new(),
                    total: None,
                    lost: false,
                }],
                result: result.to_string(),
                size: DiceSize::Small,
            })]
        }
        // CR 5.2: two dice, their sum the row of the Civilization Bonus table.
        Event::BonusRolled { nation, dice, row } => vec![Staged::Dice(DiceRoll {
            area: None,
            title: "rolls its Civilization Bonus".into(),
            hands: vec![DiceHand {
                who: owner(now, *nation),
                name: nation_name(cat, now, *nation),
                dice: dice.to_vec(),
                kept: None,
                modifiers: Vec::new(),
                total: Some(dice[0] + dice[1]),
                lost: false,
            }],
            result: cat
                .bonus
                .get(*row as usize)
                .map_or_else(String::new, |r| r.name.clone()),
            size: DiceSize::Small,
        })],
        // The army leaves for its owner's supply (a force nobody owns rises off the board).
        Event::ArmyLost { nation, area } => {
            let who = owner(now, *nation);
            let paint = CradleFace::paint(now, who.map_or(PieceOwner::Neutral, PieceOwner::Seat));
            vec![Staged::PieceLeaves {
                area: *area,
                to: who,
                fill: paint.fill,
                rim: paint.rim,
            }]
        }
        _ => Vec::new(),
    }
}

/// The seat a civilization belongs to (none for the Bronze Age Collapse's roll).
fn owner(st: &State, n: NationId) -> Option<Seat> {
    st.nations.get(n as usize).map(|x| x.owner)
}

/// A side's name at the table: its civilization and its player ("Akkad, Player 2").
fn side_name(cat: &Catalog, st: &State, n: NationId, role: &str) -> String {
    match owner(st, n) {
        Some(s) => format!("{role}: {}, {}", nation_name(cat, st, n), seat_name(s)),
        None => format!("{role}: {}", nation_name(cat, st, n)),
    }
}

/// The index of the highest die (the one kept, CR 5.5).
fn highest(dice: &[u8]) -> Option<usize> {
    (dice.len() > 1).then(|| {
        dice.iter()
            .enumerate()
            .max_by_key(|&(i, d)| (*d, std::cmp::Reverse(i)))
            .map_or(0, |(i, _)| i)
    })
}

/// CR 5.5 Combat and the Terrain Chart, as the dice show it: the attacker rolls two dice (three
/// with New Weapons, CR 5.2) and keeps the higher, +1 with a great commander (B13); the defender
/// rolls one die (two in a mountain, keeping the higher); in rough terrain the defender wins
/// ties; in a desert an attacker whose die is 1-3 is lost (B10, B11); Military, Terrain Tactics
/// and an event's attack take the defender's terrain away (B12).
pub fn combat(cat: &Catalog, st: &State, c: &CombatRoll) -> DiceRoll<u8, Seat> {
    let area = &cat.areas[c.area as usize];
    let terrain = area.terrain;
    let kept = c.attack_dice.iter().copied().max().unwrap_or(0);
    // The desert's roll is the attacker's own (B12): it decided when the attack beat the
    // defence and the attacker still lost, or whenever terrain applied.
    let desert = terrain == Terrain::Desert
        && kept <= 3
        && (c.terrain_applies || c.attacker_lost && c.attack > c.defence);
    let mut attack_mods = Vec::new();
    if c.attack_dice.len() > 2 {
        attack_mods.push(Modifier {
            add: 0,
            words: "New Weapons: three dice".into(),
        });
    }
    if c.attack_bonus > 0 {
        attack_mods.push(Modifier {
            add: c.attack_bonus as i8,
            words: "great commander".into(),
        });
    }
    if desert {
        attack_mods.push(Modifier {
            add: 0,
            words: "desert: a die of 1-3 loses the army".into(),
        });
    }
    let mut defence_mods = Vec::new();
    match terrain {
        Terrain::Mountain if c.terrain_applies => defence_mods.push(Modifier {
            add: 0,
            words: "mountain: two dice, the higher counts".into(),
        }),
        Terrain::Rough if c.terrain_applies => defence_mods.push(Modifier {
            add: 0,
            words: "rough: wins ties".into(),
        }),
        Terrain::Mountain | Terrain::Rough => defence_mods.push(Modifier {
            add: 0,
            words: format!("{}: no help against this attack", terrain.word()),
        }),
        _ => {}
    }
    let att = nation_name(cat, st, c.attacker);
    let def = nation_name(cat, st, c.defender);
    let result = match (c.attacker_lost, c.defender_lost) {
        (false, true) => format!("{def} loses an army"),
        (true, true) if desert && c.attack > c.defence => {
            format!("{def} loses an army, and {att}'s army is lost in the desert")
        }
        (true, true) => "A tie: both lose an army".into(),
        (true, false) if desert && c.attack > c.defence => {
            format!("{att}'s army is lost in the desert")
        }
        (true, false) if c.attack == c.defence => {
            format!("A tie in rough terrain: {def} holds, {att} loses its army")
        }
        (true, false) => format!("{att} loses its army"),
        (false, false) => "Nobody loses".into(),
    };
    DiceRoll {
        area: Some(c.area),
        title: format!("Combat in {} ({})", area.name, terrain.word()),
        hands: vec![
            DiceHand {
                who: owner(st, c.attacker),
                name: side_name(cat, st, c.attacker, "Attacker"),
                dice: c.attack_dice.clone(),
                kept: highest(&c.attack_dice),
                modifiers: attack_mods,
                total: Some(c.attack),
                lost: c.attacker_lost,
            },
            DiceHand {
                who: owner(st, c.defender),
                name: side_name(cat, st, c.defender, "Defender"),
                dice: c.defence_dice.clone(),
                kept: highest(&c.defence_dice),
                modifiers: defence_mods,
                total: Some(c.defence),
                lost: c.defender_lost,
            },
        ],
        result,
        size: DiceSize::Large,
    }
}

/// What a roll on its own is for and what it decided (the rules behind each roll: CR 5.4 a
/// desert entered, 1-2 loses the army; CR 5.6 a colony, 4-6; CR 7.1 a Wonder, 4-6, and a Cultural
/// Achievement, 5-6; CR 6.1 No City Bonus, 4-6 destroys a City taken; CR 8.0 the End of Epoch
/// roll, 6 an event, its plague and famine; CR 8.0 the Bronze Age Collapse, plague on 4-6).
fn gamble_words(g: Gamble, success: bool) -> (&'static str, &'static str) {
    match (g, success) {
        (Gamble::DesertEntry, true) => ("enters the desert (1-2 loses the army)", "it enters"),
        (Gamble::DesertEntry, false) => {
            ("enters the desert (1-2 loses the army)", "the army is lost")
        }
        (Gamble::Colonization, true) => ("tries a colony (4-6)", "a colony: 3 VP"),
        (Gamble::Colonization, false) => ("tries a colony (4-6)", "no colony"),
        (Gamble::Wonder, true) => ("tries a Wonder (4-6)", "the Wonder is built"),
        (Gamble::Wonder, false) => ("tries a Wonder (4-6)", "not built"),
        (Gamble::CulturalAchievement, true) => {
            ("tries a Cultural Achievement (5-6)", "achieved: 4 VP")
        }
        (Gamble::CulturalAchievement, false) => {
            ("tries a Cultural Achievement (5-6)", "not achieved")
        }
        (Gamble::CityRazed, true) => ("rolls for the City it takes (4-6 razes it)", "razed"),
        (Gamble::CityRazed, false) => (
            "rolls for the City it takes (4-6 razes it)",
            "the City stands",
        ),
        (Gamble::EpochEnd, true) => ("rolls for the End of Epoch (6: an event)", "an event"),
        (Gamble::EpochEnd, false) => ("rolls for the End of Epoch (6: an event)", "no event"),
        (Gamble::Plague, true) => ("rolls against the plague", "an army is lost"),
        (Gamble::Plague, false) => ("rolls against the plague", "spared"),
        (Gamble::Famine, true) => ("rolls against the famine", "an army is lost"),
        (Gamble::Famine, false) => ("rolls against the famine", "spared"),
        (Gamble::Collapse, true) => ("Bronze Age Collapse: plague on 4-6", "the plague strikes"),
        (Gamble::Collapse, false) => ("Bronze Age Collapse: plague on 4-6", "spared"),
    }
}
