//! Dice and combat: every die from the state's seeded generator (B42), so a replay rolls the same.

use rand::Rng;

use super::data::{AreaId, Catalog, Terrain, Trait};
use super::event::{CombatRoll, Event};
use super::state::{NationId, State};

/// One six-sided die from the game's generator.
pub fn d6(st: &mut State) -> u8 {
    st.rng.random_range(1..=6)
}

/// How an attack is made.
#[derive(Debug, Clone, Copy, Default)]
pub struct Attack {
    /// Dice the attacker rolls (2; 3 with New Weapons, CR 5.2).
    pub dice: u8,
    /// Great commander (B13).
    pub commander: bool,
    /// The defender's terrain modifiers do not apply (Military B12, Terrain Tactics, an event's
    /// attack "ignoring terrain").
    pub no_terrain: bool,
    /// Terrain as a whole is ignored (Civil War, Barbarian Raids: even the desert's roll).
    pub ignore_terrain: bool,
}

/// What a combat came to.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Outcome {
    /// The attacking army took the area (it is now the occupant, one army).
    pub won: bool,
    /// The attacker's dice showed doubles at least once (Persia, B30).
    pub doubles: bool,
    /// The attacking army was lost (the great commander is then lost too).
    pub attacker_lost: bool,
}

/// CR 5.5 Combat: one army of `attacker` placed in `area`, held by another civilization. The
/// attacker rolls 2 dice and keeps the higher, the defender 1 die; the lower loses an army, a tie
/// costs both one; until the area is friendly or the attacking army is lost. Terrain Chart: in
/// rough the defender wins ties, in a mountain he rolls 2 dice, in a desert an attacker rolling
/// 1-3 is eliminated but can still win (B10, B11).
pub fn combat(
    st: &mut State,
    cat: &Catalog,
    attacker: NationId,
    area: AreaId,
    how: Attack,
    ev: &mut Vec<Event>,
) -> Outcome {
    let terrain = cat.areas[area as usize].terrain;
    let modifiers = !how.no_terrain && !how.ignore_terrain;
    let mut out = Outcome::default();
    // Until the area is empty (B9: a tie may take the last defender with the attacker).
    while let Some(def) = st.areas[area as usize].occupant {
        let attack_dice: Vec<u8> = (0..how.dice.max(2)).map(|_| d6(st)).collect();
        let kept = *attack_dice.iter().max().expect("two dice");
        let bonus = u8::from(how.commander && !out.attacker_lost);
        let attack = kept + bonus;
        let defence_n = if modifiers && terrain == Terrain::Mountain {
            2
        } else {
            1
        };
        let defence_dice: Vec<u8> = (0..defence_n).map(|_| d6(st)).collect();
        let defence = *defence_dice.iter().max().expect("a die");
        let doubles = (0..attack_dice.len())
            .any(|i| (i + 1..attack_dice.len()).any(|j| attack_dice[i] == attack_dice[j]));
        out.doubles |= doubles;
        let (mut attacker_lost, defender_lost) = match attack.cmp(&defence) {
            std::cmp::Ordering::Greater => (false, true),
            std::cmp::Ordering::Less => (true, false),
            std::cmp::Ordering::Equal if modifiers && terrain == Terrain::Rough => (true, false),
            std::cmp::Ordering::Equal => (true, true),
        };
        // The desert's roll is the attacker's, not a defender's modifier (B12): only an event's
        // attack, ignoring terrain, escapes it.
        if !how.ignore_terrain && terrain == Terrain::Desert && kept <= 3 {
            attacker_lost = true;
        }
        ev.push(Event::Combat(CombatRoll {
            area,
            attacker,
            defender: def.nation,
            attack_dice,
            attack_bonus: bonus,
            attack,
            defence_dice,
            defence,
            terrain_applies: modifiers,
            attacker_lost,
            defender_lost,
        }));
        if defender_lost {
            remove_army(st, area, ev);
        }
        if attacker_lost {
            out.attacker_lost = true;
            ev.push(Event::ArmyLost {
                nation: attacker,
                area,
            });
            return out;
        }
    }
    st.enter_alone(area, attacker);
    ev.push(Event::AreaTaken {
        nation: attacker,
        area,
    });
    out.won = true;
    out
}

/// One army of an area's occupant removed (the area empties at its last).
pub fn remove_army(st: &mut State, area: AreaId, ev: &mut Vec<Event>) {
    let a = &mut st.areas[area as usize];
    if let Some(o) = a.occupant.as_mut() {
        ev.push(Event::ArmyLost {
            nation: o.nation,
            area,
        });
        o.armies -= 1;
        if o.armies == 0 {
            a.occupant = None;
        }
    }
}

/// How `attacker`'s armies attack this round (its bonus and traits: CR 5.2, 6.1).
pub fn attack_of(st: &State, cat: &Catalog, attacker: NationId, area: AreaId) -> Attack {
    let traits = st.traits(cat, attacker);
    let round = st.round.as_ref().filter(|r| r.nation == attacker);
    let bonus = round.map(|r| r.bonus).unwrap_or_default();
    let terrain = cat.areas[area as usize].terrain;
    let tactics = bonus
        .tactics
        .is_some_and(|t| Terrain::LAND[t as usize] == terrain);
    Attack {
        dice: if bonus.three_dice { 3 } else { 2 },
        commander: bonus.commander,
        no_terrain: traits.has(Trait::Military) || tactics,
        ignore_terrain: false,
    }
}
