//! ACIS's card table: the effect each of its Fate cards has, found by ACIS's own card ids (content
//! section 3), as ACME's table finds ACME's. ACIS's ids 1-103 name other cards than ACME's, so the
//! table lists every card it plays: where an ACIS card's text is ACME's card of the same id (the
//! words aside: talents for mina, home area for Homeland, "shallow sea" where ACME's seas are all
//! shallow), it points at ACME's effect, which reads what differs from the ruleset (`Acis`'s
//! hooks: the seas that count, the replacement rule of RB Disk Removal); a card not listed has no
//! effect in the program yet and is never offered for one (it still pays a loss or a Wonder).
//!
//! Why a list of ids and not "every id ACME has": most of ACIS's cards that share an id with ACME's
//! do something else (Earthquake #67, Drought #62, Haruspex #22...), and such a card must never run
//! ACME's effect (the ACIS card tests check some of them).

use crate::games::acme::catalog::{AreaId, CardId, iter_set};
use crate::games::acme::state::{Faction, Slot};
use crate::games::acme::{
    Aim, Arena, Blow, CardPhaseImpl, CompCard, CompEffect, Ctx, Cut, DisasterCard, EventEffect, G,
    Ground, Holding, Lawgiver, NegateRule, Ruleset, Step, StrongholdGoes, Targets, Toll, Who,
    base_card_phase, base_competition, cedars_share, dancer, disaster, forty_days,
    grain_storehouses, heresy, investment, murrain, palace_intrigue, pick_areas, sea_route,
    year_of_jubilee,
};

/// ACIS's Card Phase cards whose text is ACME's card of the same id (content section 3.2, its
/// "Ported from" line and effect text, compared card by card):
/// Philosopher King #4, Diplomat #11, Master Armorer #20 (placed as an Investment), Informer #23,
/// Tin Traders #46 (the Commerce test on land and shallow seas), Tribute #50, Phoenician Merchants
/// #51 (shallow seas), Flocks and Herds #57 (every ACIS land area is Plain, D5), Iron Tools #58,
/// Famine #72, Eclipse #78, Tax Revolt #79, Rebellion #80 (a kept disk is still replaced, AG2),
/// Corruption #81, Nepotism #82, Barbarian Migration #84, Civil War #87 (AG2); and Colony Founder
/// #3 (ACME's Royal Architect, an Investment used at the start of its owner's Deployment Step),
/// Demagogue #29 (ACME's Usurper; a kept disk is still replaced, AG2), Academy of Science #1
/// (ACME's Master Scribe: an Investment of 3 disks, used at the start of its owner's Draw Step to
/// draw 3 and keep 1),
/// Proconsul #8 (ACME's Provincial Governor; the stacking limits are ACIS's, deep seas with
/// them), Courtesan #10 (ACME's Seductress), Spymaster #12 (ACME's The Eyes of the King), Tyrian
/// Purple #44 (ACME's Queen of Sheba), Guest-Friendship #49 (ACME's Amarna Letters), Olive Groves
/// #52 and Irrigation #53 (ACME's Advanced Agriculture and Improved Irrigation; no Desert on ACIS's
/// map), Domesticated Horses #61 (empty land areas: every ACIS land area is Plain, D5), Pirates
/// #73 (ACME's Pirate Raid on the seas that count: shallow seas, `counted_seas`), Plague #76
/// (ACME's Biblical Plague), Brigands #85 (ACME's Habiru Bands; a land area's Barbarian limit is
/// 4) and Roman Roads #88 (ACME's Royal Roads; the Card Phase limit of 4).
pub const CARD_PHASE_AS_ACME: [u8; 32] = [
    1, 3, 4, 8, 10, 11, 12, 20, 23, 29, 44, 46, 49, 50, 51, 52, 53, 57, 58, 61, 72, 73, 76, 78, 79,
    80, 81, 82, 84, 85, 87, 88,
];

/// ACIS's Competition cards whose text is ACME's card of the same id: Mercenary General #15,
/// Siege Master #17, Master Armorer #20, Armored Infantry #31, Phalanx #34 (ACME's Shield Bearers),
/// Composite Bows #36 (ACME's Improved Bow), Forced March #37, Slingers #39, Mercenaries #40
/// (ACME's Mercenaries Desert; a kept disk is still replaced, AG2).
pub const COMPETITION_AS_ACME: [u8; 9] = [15, 17, 20, 31, 34, 36, 37, 39, 40];

/// ACIS's Card Phase cards whose text is an ACME card's with other numbers, played by that card's
/// effect given ACIS's numbers: Plague of Locusts #64 (1 disk in each of up to 3 land areas of one
/// opposing civilization) and Cattle Plague #74 (up to 2, and 1 talent) are ACME's Murrain #74
/// (up to 3 Plain areas and 1 mina), every ACIS land area being Plain (D5).
pub const CARD_PHASE_AS_ACME_WITH_NUMBERS: [u8; 2] = [64, 74];

/// ACIS's Card Phase cards whose text is an ACME card's of another id, played by that card's
/// effect given ACIS's id (its questions name ACIS's card): Heresy #13 (ACME's Heresy #89),
/// Palace Intrigue #86 (ACME's #83), Publican #89 (ACME's Grand Vizier #6: 1 talent per City,
/// at most 3, 1 with none; no question to name it), Enchantress #91 (ACME's Dancer of the 7
/// Veils #13, talents for mina) and Lawgiver #25 (ACME's Giver of Laws #19: its uses are the
/// base game's on [`LAWGIVER`], `Ruleset::LAWGIVER`).
pub const CARD_PHASE_AS_ACME_ELSEWHERE: [u8; 5] = [13, 25, 86, 89, 91];

/// ACIS's Card Phase cards whose text is an ACME card's pattern on ACIS's areas, played by that
/// card's effect given ACIS's id and data: Granaries #60 (ACME's Grain Storehouses #60, its
/// Fertile condition dropped: land areas its player Controls), Deluge #71 (ACME's 40 Days & 40
/// Nights #75 on a chain of up to 4 land areas, not 6 Fertile ones) and Sea Route to Britain #83
/// (ACME's Sea Route to Tarshish #43 on the Iberian Sea, the Pillars of Hercules and the
/// Atlantic).
pub const CARD_PHASE_AS_ACME_WITH_DATA: [u8; 3] = [60, 71, 83];

/// The Route sea areas of Sea Route to Britain (content-acis #83).
const BRITAIN_ROUTE: [&str; 3] = ["Iberian Sea", "Pillars of Hercules", "Atlantic"];

/// ACIS's Trading Colony #48 (content-acis: "One empty land area adjacent to a shallow sea area you
/// occupy. Playable if one exists and you have 2 disks in supply"): ACME's Trading Colony #48 on
/// the seas that count (shallow seas, `counted_seas`), playable with 2 disks in supply.
pub const CARD_PHASE_AS_ACME_WITH_SUPPLY: [u8; 1] = [48];

/// Whether ACIS's card `id` is ACME's card of the same id ([`CARD_PHASE_AS_ACME`],
/// [`COMPETITION_AS_ACME`], [`EVENTS_AS_ACME`]).
pub fn is_acme_card(id: CardId) -> bool {
    CARD_PHASE_AS_ACME.contains(&id.0)
        || COMPETITION_AS_ACME.contains(&id.0)
        || EVENTS_AS_ACME.contains(&id.0)
}

fn trading_colony<R: Ruleset>() -> CardPhaseImpl<R> {
    base_card_phase(CardId(48)).expect("the base game's card #48")
}

/// The ACME card whose effect Publican #89's is: Grand Vizier #6.
const PUBLICAN_IS: u8 = 6;

/// The Card Phase effect of ACIS's card `id`, if the program plays it.
pub fn card_phase<R: Ruleset>(id: CardId) -> Option<CardPhaseImpl<R>> {
    if CARD_PHASE_AS_ACME.contains(&id.0) {
        return base_card_phase(id);
    }
    if super::wonder_cards::CARDS.contains(&id.0) {
        return super::wonder_cards::card_phase(id);
    }
    if super::placement_cards::CARDS.contains(&id.0) {
        return super::placement_cards::card_phase(id);
    }
    if super::great_persons::CARDS.contains(&id.0) {
        return super::great_persons::card_phase(id);
    }
    match id.0 {
        64 => Some(murrain::<R, 64, 3, 0>()),
        74 => Some(murrain::<R, 74, 2, 1>()),
        48 => Some(CardPhaseImpl {
            playable: |g, s| g.st.civ(s).supply >= 2 && (trading_colony::<R>().playable)(g, s),
            ..trading_colony()
        }),
        60 => Some(grain_storehouses::<R, 60, false>()),
        71 => Some(forty_days::<R, 71, 4, false>()),
        83 => Some(CardPhaseImpl {
            playable: |_, _| true,
            declare: |_, _, _| Ok(Targets::default()),
            resolve: |g, ctx, s, _| sea_route(g, ctx, s, &BRITAIN_ROUTE),
        }),
        54 => Some(CardPhaseImpl {
            playable: |_, _| true,
            declare: |_, _, _| Ok(Targets::default()),
            resolve: silver_mines,
        }),
        59 => Some(CardPhaseImpl {
            playable: |g, s| settlements(g, s) > 0,
            declare: |_, _, _| Ok(Targets::default()),
            resolve: bountiful_harvest,
        }),
        7 => Some(more_disks::<R, 7, 2, 0>()),
        27 => Some(more_disks::<R, 27, 3, 1>()),
        13 => Some(heresy::<R, 13>()),
        86 => Some(palace_intrigue::<R, 86>()),
        89 => base_card_phase(CardId(PUBLICAN_IS)),
        91 => Some(dancer::<R, 91>()),
        69 => Some(super::heroic_saga::card_phase()),
        96 => Some(investment::<R, 96>()),
        25 => Some(investment::<R, 25>()),
        47 => Some(CardPhaseImpl {
            playable: |_, _| true,
            declare: |_, _, _| Ok(Targets::default()),
            resolve: cedars_of_lebanon,
        }),
        62 => Some(disaster::<R, 62>()),
        63 => Some(disaster::<R, 63>()),
        65 => Some(disaster::<R, 65>()),
        67 => Some(disaster::<R, 67>()),
        70 => Some(disaster::<R, 70>()),
        _ => None,
    }
}

/// Traitor #45 (ACME's Traitor #22 under ACIS's id; ACIS's #22 is Haruspex): the card the
/// Lighthouse never cancels, Lawgiver never answers and the Walls of Troy do not stop.
pub const TRAITOR: CardId = CardId(45);

/// Content-acis #25 Lawgiver, ACME's Giver of Laws #19 under ACIS's id (an Investment of 3 disks,
/// placed in the Card Phase): its uses are the base game's, not usable against Siege Master #17,
/// Traitor #45 or an Event (its text; negate-scope table, 9.3: "Traitor #45; Siege Master #17;
/// Events"). ACIS's #19 is Bad Omens and its #22 Haruspex, which ACME's exceptions would name.
pub const LAWGIVER: Lawgiver = Lawgiver {
    card: CardId(25),
    not_against: &[CardId(17), TRAITOR],
};

/// ACIS's disasters whose text is one of ACME's disasters with ACIS's id and ground (content-acis
/// section 3.2, each card's "Ported from", targeting and effect lines): their rows, read by ACME's
/// one disaster function as ACME's own rows are (`Ruleset::disaster_row`).
/// - Drought #62 (ACME's Drought): an opposing civilization with a Settlement on the map; its
///   next Acquisition Step's total cut by 3 after every source, the minimum of 3 still holding.
/// - Storm at Sea #63 (ACME's Sandstorm, "Desert read as shallow sea"): every disk in a shallow
///   sea holding an opposing civilization's disk, then 1 disk of one opposing civilization in each
///   shallow sea next to it.
/// - Volcano #65 (ACME's Volcano "without the Mountain and Stronghold clauses"): any land area
///   with a civilization's disk; 2 disks of every Faction there, 1 of every civilization in each
///   land area next to it.
/// - Earthquake #67 (IG-GK's example: a disk in Phoenicia and one in Palmyra): a land area and one
///   next to it, together holding an opposing Faction's disk; every Faction loses 1 in each.
/// - Floods #70 (ACME's The Rivers Rage on the coast): a shallow sea next to a land area with an
///   opposing City; every City in a land area next to it loses 1.
pub const DISASTER_ROWS: [DisasterCard; 5] = [
    DisasterCard::new(
        62,
        Ground::Land,
        "the civilization struck by Drought",
        Blow::Drought {
            holding: Holding::Settlement,
            cut: Cut::Disks(3),
        },
    ),
    DisasterCard::new(
        63,
        Ground::CountedSea,
        "a shallow sea area with an opposing civilization's disk",
        Blow::Sweep {
            spill: Ground::CountedSea,
        },
    ),
    DisasterCard::new(
        65,
        Ground::Land,
        "a land area with a civilization's disk",
        Blow::Strike {
            aim: Aim::Occupied,
            here: Some(Toll {
                who: Who::Factions,
                n: 2,
            }),
            around: Some((
                Ground::Land,
                Toll {
                    who: Who::Civs,
                    n: 1,
                },
            )),
            pair: false,
            stronghold: StrongholdGoes::Never,
        },
    ),
    DisasterCard::new(
        67,
        Ground::Land,
        "a land area that, with one next to it, holds an opposing Faction's disk",
        Blow::Strike {
            aim: Aim::OpposingFactionInPair,
            here: Some(Toll {
                who: Who::Factions,
                n: 1,
            }),
            around: None,
            pair: true,
            stronghold: StrongholdGoes::Never,
        },
    ),
    DisasterCard::new(
        70,
        Ground::CountedSea,
        "a shallow sea area next to an opposing City",
        Blow::Strike {
            aim: Aim::OpposingCityAround,
            here: None,
            around: Some((
                Ground::Land,
                Toll {
                    who: Who::Cities,
                    n: 1,
                },
            )),
            pair: false,
            stronghold: StrongholdGoes::Never,
        },
    ),
];

/// The row of ACIS's disaster `id` ([`DISASTER_ROWS`]).
pub fn disaster_row(id: CardId) -> Option<DisasterCard> {
    DISASTER_ROWS.iter().find(|c| c.id == id).copied()
}

/// ACIS's own Card Phase cards, whose text is not ACME's: Cedars of Lebanon #47 (content-acis
/// 3.2: "Gain 1 talent; gain 2 more if you occupy the Phoenicia area. Then every other
/// civilization that occupies Phoenicia gains 1 talent"; ACME's card names three ports of its
/// map; its rule is ACME's Cedars', on ACIS's port), Land Improvement #7, Improved Plow #27, Silver
/// Mines #54, Bountiful Harvest #59 and the Investment Heroic Saga #69 (`heroic_saga`).
pub const CARD_PHASE_OWN: [u8; 6] = [7, 27, 47, 54, 59, 69];

/// Content-acis #7 Land Improvement and #27 Improved Plow (IG-C4): card `ID` adds 1 disk from
/// supply to each of up to `MAX` different land areas that already hold one of its player's disks
/// (land stacking limit 4; other Factions may be there), then gains `TALENTS`. Land Improvement
/// `<7, 2, 0>` is playable while such an area exists; Improved Plow `<27, 3, 1>` always (its
/// placement skipped if impossible).
fn more_disks<R: Ruleset, const ID: u8, const MAX: usize, const TALENTS: u16>() -> CardPhaseImpl<R>
{
    CardPhaseImpl {
        playable: |g, s| TALENTS > 0 || !own_land_with_room(g, s).is_empty(),
        declare: |g, ctx, s| {
            let opts = own_land_with_room(g, s);
            let max = MAX.min(g.st.civ(s).supply as usize);
            let areas = if opts.is_empty() || max == 0 {
                Vec::new()
            } else {
                pick_areas(
                    g,
                    ctx,
                    s,
                    CardId(ID),
                    "a land area with your disk",
                    &opts,
                    max,
                )?
            };
            Ok(Targets {
                areas,
                ..Default::default()
            })
        },
        resolve: |g, ctx, s, t| {
            for &a in &t.areas {
                g.place(ctx, s.faction(), a, 1);
            }
            g.gain_mina(ctx, s, TALENTS);
            Ok(())
        },
    }
}

/// The playable land areas holding a disk of `s` where another of its disks fits (AG3).
fn own_land_with_room<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<AreaId> {
    let q = g.q();
    iter_set(q.occupied_set(s.faction()) & g.cat.board.land)
        .filter(|&a| q.room(s.faction(), a) > 0)
        .collect()
}

/// Content-acis #54 Silver Mines (in the slot of ACME's Foundries, with no terrain condition):
/// 2 talents, 1 more if its player Controls its home area.
fn silver_mines<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, _: &Targets) -> Step {
    let home =
        g.st.civ(s)
            .homeland
            .is_some_and(|h| g.q().controls(s.faction(), h));
    g.gain_mina(ctx, s, 2 + u16::from(home));
    Ok(())
}

/// `s`'s Settlements on the map: playable land areas with exactly 2 of its disks (AG16).
fn settlements<R: Ruleset>(g: &G<R>, s: Slot) -> u32 {
    let q = g.q();
    iter_set(q.occupied_set(s.faction()) & g.cat.board.land)
        .filter(|&a| q.disks(s.faction(), a) == 2)
        .count() as u32
}

/// Content-acis #59 Bountiful Harvest (ACME's Bountiful Harvest, "Fertile areas read as
/// Settlements"): 1 talent per 2 of its player's Settlements, rounded up, at most 3.
fn bountiful_harvest<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, _: &Targets) -> Step {
    let n = settlements(g, s).div_ceil(2).min(3) as u16;
    g.gain_mina(ctx, s, n);
    Ok(())
}

/// The area ACIS's Cedars of Lebanon names (content-acis #47).
const CEDARS_PORT: &str = "Phoenicia";

/// Content-acis #47 Cedars of Lebanon: 1 talent, 2 more in Phoenicia, 1 to every other civilization
/// there; Phoenicia out of play: the first talent only.
fn cedars_of_lebanon<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, _: &Targets) -> Step {
    let port: Vec<_> = g.cat.board.find(CEDARS_PORT).into_iter().collect();
    cedars_share(g, ctx, s, &port);
    Ok(())
}

/// ACIS's Competition cards whose text is one of ACME's competition effects with ACIS's id and
/// conditions (content-acis section 3.2, each card's timing, targeting and effect lines): their
/// rows, read by ACME's competition effects as ACME's own rows are.
/// - Strategos #6 (IG-C6): 1 white Allied disk here and 1 in each of up to 3 other pending
///   Contested areas where its player takes part (readings: "Strategos").
/// - Haruspex #22 (ACME's Soothsayer #16): an opposing City here or in a pending Contested land
///   area loses 1 own-colour disk.
/// - Chariots #33 (ACME's Light Chariots, one Ally more): in a land competition, 1 own disk (an
///   Ally if the supply is empty), then 1 white Allied disk.
/// - Siege Engines #41 (RB Competition Cards example): in a land competition, 2 disks of one
///   opposing Faction, its Allies first.
/// - Blockade #42 (ACME's Blockade #35): in a sea competition (shallow: deep seas hold none).
/// - War Elephants #43 (ACME's Camel Raiders #38 without its Desert): in a land competition,
///   up to 2 own-colour opposing disks replaced (a kept disk still replaced, AG2).
/// - Traitor #45 (IG-C3; ACME's Traitor at step 1): in a land competition, every disk of one
///   opposing civilization, with no offset; never in an active civilization's home but Troy.
/// - Triremes #75 (ACME's Eagles of the Sea #41): in a shallow-sea competition, or a land one next
///   to a shallow sea where its player has a disk ([`Ruleset::counted_seas`]).
/// - Warrior Queen #94 (IG-C3): 1 own disk (nothing if the supply is empty) and 1 white Allied
///   disk.
/// - Mercenary Captain #95 (ACME's Great Captain #14): committed even by a civilization not
///   taking part (AG11).
/// - Master of Horse #96 (ACME's Breeder of Stallions #18, "limited to land competitions"): an
///   Investment of 4 disks, placed in the Card Phase ([`card_phase`]) or at step 1; at step 1 of a
///   land competition its player takes part in, any number of them become white Allied disks.
pub const COMPETITION_OWN_ROWS: [CompCard; 11] = [
    CompCard::new(6, Arena::Any, CompEffect::SpreadAllies { others: 3 }),
    CompCard::new(22, Arena::Any, CompEffect::CityLoss),
    CompCard::new(
        33,
        Arena::Land,
        CompEffect::Reinforce {
            disks: 1,
            ally_if_none: true,
            allies: 1,
        },
    ),
    CompCard::new(41, Arena::Land, CompEffect::Bombard { n: 2 }),
    CompCard::new(42, Arena::Sea, CompEffect::Blockade),
    CompCard::new(43, Arena::Land, CompEffect::Replace { n: 2 }),
    CompCard::new(
        45,
        Arena::Land,
        CompEffect::Betrayal {
            spared_home: TROJAN_HORSE,
        },
    ),
    CompCard::new(75, Arena::SeaOrCoast, CompEffect::SeaAllies { allies: 2 }),
    CompCard::new(
        94,
        Arena::Any,
        CompEffect::Reinforce {
            disks: 1,
            ally_if_none: false,
            allies: 1,
        },
    ),
    CompCard::new(95, Arena::Any, CompEffect::Captain),
    CompCard::new(96, Arena::Land, CompEffect::AllyInvestment),
];

/// The one home area Traitor #45 may strike (content-acis #45: "except Troy (the Trojan Horse)").
const TROJAN_HORSE: &str = "Troy";

/// The Competition row of ACIS's card `id`, if the program plays it.
pub fn competition(id: CardId) -> Option<CompCard> {
    if COMPETITION_AS_ACME.contains(&id.0) {
        return base_competition(id);
    }
    COMPETITION_OWN_ROWS.iter().find(|c| c.id == id).copied()
}

/// ACIS's Events whose text is ACME's Event of the same id, played by ACME's Event rules (RB Event
/// Cards; content-acis AI1-AI8, ACME's invasion procedure, with ACIS's invasion records handed over
/// by `system`): Time Marches On #97, Hordes from the North #98, Eastern Powers Attack #99, Sea
/// Peoples #100 (ACME's Invaders from the Sea; its fleet to a shallow sea), Saharan Raiders #101
/// (a stack in a south-edge ground zero and in every land area next to it: ACME's Mountain Tribes
/// Descend #101 spreads into every land neighbour that is no Mountain, and every ACIS land area is
/// Plain, D5; its ground zeros are ACIS's record's). Atlantis Rises #102 and Cancellation of Debts
/// #103 are not ACME's: [`EVENTS_OWN`].
pub const EVENTS_AS_ACME: [u8; 5] = [97, 98, 99, 100, 101];

/// ACIS's Events whose text is not ACME's Event of the same id (content-acis 3.2), played by their
/// own effects ([`own_event`]) where ACME's Events are resolved, after Sibyl's window (RB Event
/// Cards): Atlantis Rises #102 (ACIS's own card) and Cancellation of Debts #103 (ACME's The Year
/// of Jubilee #96, talents for mina and the home area for the Homeland).
pub const EVENTS_OWN: [u8; 2] = [102, 103];

/// Whether ACIS's Event `id` is played (see [`EVENTS_AS_ACME`], [`EVENTS_OWN`]).
pub fn plays_event(id: CardId) -> bool {
    EVENTS_AS_ACME.contains(&id.0) || EVENTS_OWN.contains(&id.0)
}

/// The effect of ACIS's own Event `id` (see [`EVENTS_OWN`]).
pub fn own_event<R: Ruleset>(id: CardId) -> Option<EventEffect<R>> {
    match id.0 {
        102 => Some(atlantis_rises::<R>),
        103 => Some(year_of_jubilee::<R, 103>),
        _ => None,
    }
}

/// Talents Atlantis Rises gives each civilization it reaches (readings A28).
const ATLANTIS_TALENTS: u16 = 2;

/// Content-acis #102 Atlantis Rises: 1 Barbarian disk into each playable deep sea holding none
/// (AG17: the 1-disk deep-sea cap), then 2 talents (A28) to each civilization with a disk in a
/// playable deep sea or in a playable area next to one, once however many (readings B9). The card
/// has no controller, so a Barbarian disk the black supply lacks is not placed (no one takes one
/// from the map: readings B9).
fn atlantis_rises<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) -> Step {
    let deep = g.cat.board.deep_seas & g.q().playable_set();
    for sea in iter_set(deep) {
        if g.q().disks(Faction::BARBARIANS, sea) == 0 {
            g.place_unlimited(ctx, Faction::BARBARIANS, sea, 1);
        }
    }
    let reach = iter_set(deep).fold(deep, |m, sea| m | g.q().neighbour_set(sea));
    for s in g.st.order_now() {
        if g.q().occupied_set(s.faction()) & reach != 0 {
            g.gain_mina(ctx, s, ATLANTIS_TALENTS);
        }
    }
    Ok(())
}

/// ACIS's Negate cards (content-acis section 3.2 and its scope table 9.3; RB Negation), each by the
/// negation rule its text is:
/// - High Priestess #26 is ACME's Prophetess #26 (any card as played but an Event, any Investment
///   use, Drought #62 lying beside a display; she gains her player 1 talent);
/// - Druid #28 is ACME's High Priest #28 (the same scope; needs a disk on the map, returns one);
/// - False Prophet #66 is ACME's Corrupter #27 (a Great Person card that is not a Negate card,
///   or a Great Person Investment use; ACIS's #30 is no lasting card, so Corrupter's lasting #30
///   never comes up);
/// - Sibyl #9 is ACME's Hand Writing on the Wall #94 without its Religion code (content-acis:
///   "without the Religion code"), so anybody may play her, Events included;
/// - Bribery #24 negates any Great Person card or use, whoever it affects, for 1 talent
///   (content-acis #24: "the Great Person scope and the 1-talent price are designed");
/// - Bad Omens #19 is ACME's Sorcerer #25 (a Deity's use) on a Wonder's use, whose window opens as
///   a Deity use's (`wonders::acquisition_powers`; content-acis #19: "Port of ACME Sorcerer's
///   job"). The Wonders whose uses are played are the Great Pyramid and the Temple of Artemis.
pub fn negate_rule(id: CardId) -> Option<NegateRule> {
    Some(match id.0 {
        9 => NegateRule::HandWriting { religion: false },
        19 => NegateRule::Sorcerer,
        24 => NegateRule::GreatPersonForATalent,
        26 => NegateRule::Prophetess,
        28 => NegateRule::HighPriest,
        66 => NegateRule::Corrupter,
        _ => return None,
    })
}

/// The ids of [`negate_rule`]'s cards, for the card tests' coverage check.
pub const NEGATES: [u8; 6] = [9, 19, 24, 26, 28, 66];

/// Every card the table plays (some in two lists: Master Armorer #20), for the coverage checks:
/// the card tests, and the fuzz report of the cards never played.
pub fn table() -> impl Iterator<Item = u8> {
    CARD_PHASE_AS_ACME
        .iter()
        .chain(&CARD_PHASE_AS_ACME_WITH_NUMBERS)
        .chain(&CARD_PHASE_AS_ACME_ELSEWHERE)
        .chain(&CARD_PHASE_AS_ACME_WITH_SUPPLY)
        .chain(&CARD_PHASE_AS_ACME_WITH_DATA)
        .chain(&CARD_PHASE_OWN)
        .chain(&super::wonder_cards::CARDS)
        .chain(&super::placement_cards::CARDS)
        .chain(&super::great_persons::CARDS)
        .chain(&COMPETITION_AS_ACME)
        .chain(&EVENTS_AS_ACME)
        .chain(&EVENTS_OWN)
        .chain(&NEGATES)
        .copied()
        .chain(COMPETITION_OWN_ROWS.iter().map(|c| c.id.0))
        .chain(DISASTER_ROWS.iter().map(|c| c.id.0))
}
