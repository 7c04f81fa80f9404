//! The Playbook's worked example turn ("Ejemplo de un Turno de ACME"): Sue (Egypt, blue) and Bob
//! (Hittites, burnt orange) on the Abbreviated Western map, Epoch I turn 1, then the turn-2
//! competitions at Emar and Aleppo.

use acme::games::acme::Flow;
use acme::games::acme::probe::growth::count_acquisition;
use acme::games::acme::{Action, Ask, Game};

use crate::support::*;

/// Hittite hand: Trade Fleets, High Priest, Sea Route to Tarshish, Rebellion, Shield Bearers.
/// Egypt hand: Biblical Plague, Gold Smith, Fishing Grounds, Queen of Sheba, Religious Zeal.
/// Deck top: Master Armorer (drawn by Queen of Sheba), then Egypt's Draw Step cards with Mountain
/// Tribes Descend among them.
fn start() -> Game {
    let hands = [42, 28, 43, 80, 34, 76, 2, 71, 44, 91];
    let deck = full_deck(&hands, &[9, 13, 101, 58, 20]);
    game(&format!(
        r#"(
    config: "Abbreviated Western",
    flow: GrowthStart,
    seed: 45,
    civs: [
        (civ: "Hittite", color: BurntOrange, homeland: "Hattusha", hand: [42, 28, 43, 80, 34]),
        (civ: "Egypt", color: Blue, homeland: "Thebes", hand: [76, 2, 71, 44, 91]),
    ],
    order: ["Hittite", "Egypt"],
    areas: [
        (area: "Hattusha", disks: [("Hittite", 2)]), (area: "Kaska", disks: [("Hittite", 2)]),
        (area: "Kumannis", disks: [("Hittite", 2)]), (area: "Karahuyuk", disks: [("Hittite", 2)]),
        (area: "Arzawa", disks: [("Hittite", 2)]), (area: "Pala", disks: [("Hittite", 2)]),
        (area: "Thebes", disks: [("Egypt", 2)]), (area: "Abydos", disks: [("Egypt", 2)]),
        (area: "Amarna", disks: [("Egypt", 2)]), (area: "Memphis", disks: [("Egypt", 1)]),
        (area: "Nile Delta", disks: [("Egypt", 1)]), (area: "Eastern Desert", disks: [("Egypt", 1)]),
        (area: "Western Desert", disks: [("Egypt", 1)]), (area: "Red Sea", disks: [("Egypt", 1)]),
        (area: "Reed Sea", disks: [("Egypt", 1)]),
    ],
    deck: Some({deck}),
)"#
    ))
}

fn acquisition(g: &Game, civ: &str) -> u16 {
    let s = slot(g, civ);
    with_g(g, |v| count_acquisition(v, s).total())
}

fn deploy(g: &mut Game, areas: &[&str]) {
    for a in areas {
        let act = area_action(g, a);
        answer(g, act);
    }
}

/// Growth Phase of turn 1: the Hittites acquire 5 disks (five Plain Settlements; one Mountain
/// Settlement is not enough) and Egypt 6 (3 Settlements and 2 Camps in controlled Fertile areas,
/// 1 for two Sea areas; Deserts give nothing).
fn play_growth(g: &mut Game) {
    assert_eq!(
        acquisition(g, "Hittite"),
        5,
        "PB: the Hittites obtain five disks"
    );
    assert_eq!(acquisition(g, "Egypt"), 6, "PB: Egypt generates six disks");
    // Strongholds Step: the Hittites place a cube in Hattusha.
    let hattusha = area(g, "Hattusha");
    assert_eq!(
        g.state.area(hattusha).stronghold,
        Some(faction(g, "Hittite"))
    );
    assert_eq!(who(g), "Hittite");
    answer(g, Action::Done); // no Retirement
    assert!(
        matches!(pending(g).ask, Ask::Deploy { left: 5 }),
        "{:?}",
        pending(g)
    );
    deploy(
        g,
        &["Carchemish", "Mittani", "Emar", "Caucasus Sea", "Hattusha"],
    );
    assert_eq!(disks(g, "Hattusha", "Hittite"), 3);
    // Egypt: Gift of the Nile gives a mina before Retirement.
    assert_eq!(who(g), "Egypt");
    assert_eq!(g.state.civ(slot(g, "Egypt")).treasury, 1);
    answer(g, Action::Done);
    // Pharaoh's Granaries (designed ability) offers the granary: Sue keeps her disks.
    assert_eq!(pending(g).ask, Ask::Granary);
    answer(g, Action::No);
    deploy(
        g,
        &["Sinai Sea", "Tyre", "Judah", "Judah", "Aleppo", "Thebes"],
    );
    assert_eq!(disks(g, "Thebes", "Egypt"), 3);
    assert_eq!(disks(g, "Judah", "Egypt"), 2);
}

fn play_card_phase(g: &mut Game) {
    let (hittite, egypt) = (slot(g, "Hittite"), slot(g, "Egypt"));
    // 1) Hittites: Trade Fleets into the Icarian, Rhodian and Egyptian Seas.
    assert_eq!(pending(g).ask, Ask::CardAction);
    answer(g, Action::Play(card(42)));
    deploy(g, &["Icarian Sea", "Rhodian Sea", "Egyptian Sea"]);
    for sea in ["Icarian Sea", "Rhodian Sea", "Egyptian Sea"] {
        assert_eq!(disks(g, sea, "Hittite"), 1, "{sea}");
    }
    // 2) Egypt: Biblical Plague on the City of Hattusha; the Hittites negate it with High Priest and
    //    pay one disk, from the Caucasus Sea. Negating is not their Card Phase action.
    assert_eq!(who(g), "Egypt");
    answer(g, Action::Play(card(76)));
    assert!(
        matches!(pending(g).ask, Ask::Negate { .. }),
        "the Hittites are offered a negation"
    );
    answer(g, Action::Negate(card(28)));
    let caucasus = area(g, "Caucasus Sea");
    answer(g, Action::RemoveFrom(caucasus));
    assert_eq!(disks(g, "Caucasus Sea", "Hittite"), 0);
    assert_eq!(
        disks(g, "Hattusha", "Hittite"),
        3,
        "the Plague never happened"
    );
    assert_eq!(disks(g, "Kaska", "Hittite"), 2);
    assert!(
        g.state.deck.discard.contains(&card(76)),
        "a negated card is discarded, not set aside"
    );
    // 3) Hittites: Sea Route to Tarshish: 2 mina + 1 for the Egyptian Sea; Egypt 1 for the Sinai Sea.
    assert_eq!(who(g), "Hittite");
    answer(g, Action::Play(card(43)));
    assert_eq!(g.state.civ(hittite).treasury, 3);
    assert_eq!(g.state.civ(egypt).treasury, 2);
    // 4) Egypt: Gold Smith establishes God of the Forge for 3 resources: the two Desert Camps and a
    //    mina.
    answer(g, Action::Play(card(2)));
    answer(g, Action::Establish(card(107)));
    let (e, w) = (area(g, "Eastern Desert"), area(g, "Western Desert"));
    answers(
        g,
        &[
            Action::RemoveFrom(e),
            Action::RemoveFrom(w),
            Action::PayMina,
        ],
    );
    assert_eq!(g.state.civ(egypt).deity, Some(card(107)));
    assert_eq!(g.state.civ(egypt).treasury, 1);
    assert_eq!(
        disks(g, "Eastern Desert", "Egypt") + disks(g, "Western Desert", "Egypt"),
        0
    );
    // 5) Hittites: Rebellion in Thebes. Egypt discards Fishing Grounds to keep one disk; the two others
    //    become Barbarians; with an Egyptian disk left there is no top-up to four.
    answer(g, Action::Play(card(80)));
    let thebes = area_action(g, "Thebes");
    answer(g, thebes);
    answers(
        g,
        &[
            Action::Discard(card(71)),
            Action::LoseDisk,
            Action::LoseDisk,
        ],
    );
    assert_eq!(disks(g, "Thebes", "Barbarians"), 2);
    assert_eq!(disks(g, "Thebes", "Egypt"), 1);
    // 6) Egypt: Queen of Sheba: two disks make Cities of Abydos and Amarna, a card (Master Armorer)
    //    and a mina.
    answer(g, Action::Play(card(44)));
    deploy(g, &["Abydos", "Amarna"]);
    assert_eq!(disks(g, "Abydos", "Egypt"), 3);
    assert_eq!(disks(g, "Amarna", "Egypt"), 3);
    assert_eq!(g.state.civ(egypt).hand, vec![card(91), card(20)]);
    assert_eq!(g.state.civ(egypt).treasury, 2);
    // 7) Hittites: establish God of the Dead for five: two disks from Hattusha, one from the Icarian
    //    Sea and two mina.
    answer(g, Action::Establish(card(108)));
    let (h, i) = (area(g, "Hattusha"), area(g, "Icarian Sea"));
    answers(
        g,
        &[
            Action::RemoveFrom(h),
            Action::RemoveFrom(h),
            Action::RemoveFrom(i),
            Action::PayMina,
            Action::PayMina,
        ],
    );
    assert_eq!(g.state.civ(hittite).deity, Some(card(108)));
    assert_eq!(g.state.civ(hittite).treasury, 1);
    assert_eq!(disks(g, "Hattusha", "Hittite"), 1);
    // 8) Egypt: Religious Zeal from Aleppo (a shared Homeland still lets Egypt play Religion cards).
    //    The Hittites keep Carchemish with their last mina and Mittani by discarding Shield Bearers;
    //    Emar turns Egyptian.
    answer(g, Action::Play(card(91)));
    let aleppo = area_action(g, "Aleppo");
    answer(g, aleppo);
    for _ in 0..2 {
        let a = pending_area(g).expect("a loss in an area");
        let pay = match a.as_str() {
            "Carchemish" => Action::PayMina,
            "Mittani" => Action::Discard(card(34)),
            other => panic!("unexpected loss in {other}"),
        };
        answer(g, pay);
    }
    assert_eq!(disks(g, "Aleppo", "Egypt"), 2);
    assert_eq!(disks(g, "Carchemish", "Hittite"), 1);
    assert_eq!(disks(g, "Mittani", "Hittite"), 1);
    assert_eq!(disks(g, "Emar", "Hittite"), 0);
    assert_eq!(disks(g, "Emar", "Egypt"), 1);
    // 9) The Hittites, with no card left, pass (automatically: it is their only choice).
    // 10) Egypt puts Master Armorer on the table with four disks.
    assert_eq!(who(g), "Egypt");
    answer(g, Action::Play(card(20)));
    assert_eq!(
        g.state.civ(egypt).table_card(card(20)).map(|t| t.disks),
        Some(4)
    );
}

/// Competition Phase: Thebes, two Barbarians against one Egyptian disk. Egypt loses first (fewer
/// disks) and uses Master Armorer; one Barbarian disk goes; one black and one blue disk remain.
fn play_competition(g: &mut Game) {
    assert!(
        matches!(pending(g).ask, Ask::Loss { .. }),
        "{:?}",
        pending(g)
    );
    assert_eq!(pending_area(g).as_deref(), Some("Thebes"));
    answer(g, Action::UseInvestment(card(20)));
    assert_eq!(disks(g, "Thebes", "Barbarians"), 1);
    assert_eq!(disks(g, "Thebes", "Egypt"), 1);
    let egypt = slot(g, "Egypt");
    assert_eq!(
        g.state.civ(egypt).table_card(card(20)).map(|t| t.disks),
        Some(3)
    );
}

#[test]
fn pb_example_turn1_growth_card_competition_reckoning_and_turn2_growth() {
    let mut g = start();
    play_growth(&mut g);
    play_card_phase(&mut g);
    play_competition(&mut g);
    // Reckoning: VP 1 for the Hittites (God of the Dead), 3 for Egypt (God of the Forge in a shared
    // Thebes, Cities in Abydos and Amarna); Egypt, with the Cities, goes first.
    let (hittite, egypt) = (slot(&g, "Hittite"), slot(&g, "Egypt"));
    assert_eq!(g.state.civ(hittite).vp, 1);
    assert_eq!(g.state.civ(egypt).vp, 3);
    assert_eq!(g.state.order, vec![egypt, hittite]);
    // Draw Step: Egypt announces one mina for a fourth card; Mountain Tribes Descend is drawn; the
    // Hittites, lowest in VP, control it and choose Lukka: stacks in Lukka, Lydia and Karahuyuk.
    assert_eq!(pending(&g).ask, Ask::DrawMina);
    answer(&mut g, Action::Number(1));
    assert!(matches!(pending(&g).ask, Ask::InvasionArea { .. }));
    assert_eq!(who(&g), "Hittite");
    let lukka = area_action(&g, "Lukka");
    answer(&mut g, lukka);
    for a in ["Lukka", "Lydia", "Karahuyuk"] {
        assert_eq!(disks(&g, a, "Barbarians"), 4, "{a}");
    }
    assert_eq!(disks(&g, "Kaska", "Barbarians"), 0);
    assert_eq!(
        g.state.civ(egypt).hand.len(),
        4,
        "the Event is replaced: Egypt holds four cards"
    );
    // The Hittites draw 3 and God of the Dead brings one more from the discard pile.
    assert_eq!(pending(&g).ask, Ask::Keep);
    let keep = pending(&g).options[0];
    answer(&mut g, keep);
    assert_eq!(g.state.civ(hittite).hand.len(), 4);
    // Turn 2 Growth: 9 disks each (PB breakdown: Hittites 5 Settlements + 2 Fertile + 1 Sea + 1
    // Commerce; Egypt 2 Settlements + 5 Fertile + 1 Sea + 1 Commerce).
    assert_eq!(g.state.turn, 2);
    assert!(matches!(g.state.flow, Flow::Growth { .. }));
    assert_eq!(acquisition(&g, "Hittite"), 9);
    assert_eq!(acquisition(&g, "Egypt"), 9);
    // The tutorial (assets/tutorial/example-turn.ron) must end its first scene in this state.
    assert_eq!(g.hash(), PB_EXAMPLE_TURN1_END_HASH, "{:x}", g.hash());
}

/// Turn 2's Competition Phase ("Más ejemplos de competición"): Egypt holds Cities in Aleppo and Emar
/// and Master Armorer with 3 disks; the Hittites put 2 disks in Emar and 4 in Aleppo.
fn turn2_competition() -> Game {
    let hands = [22, 33, 17, 27, 40, 20];
    let deck = full_deck(&hands, &[]);
    game(&format!(
        r#"(
    config: "Abbreviated Western",
    epoch: 1, turn: 2,
    flow: CompStart,
    seed: 3,
    civs: [
        (civ: "Hittite", color: BurntOrange, homeland: "Hattusha", hand: [22, 33, 17, 27], treasury: 1, vp: 1,
         deity: Some((108, Standing))),
        (civ: "Egypt", color: Blue, homeland: "Thebes", hand: [40], treasury: 4, vp: 3,
         deity: Some((107, Standing)), table: [(20, 3)]),
    ],
    order: ["Egypt", "Hittite"],
    areas: [
        (area: "Hattusha", disks: [("Hittite", 2)], stronghold: Some("Hittite")),
        (area: "Emar", disks: [("Egypt", 3), ("Hittite", 2)]),
        (area: "Aleppo", disks: [("Egypt", 3), ("Hittite", 4)]),
        (area: "Karahuyuk", disks: [("Hittite", 2), ("Barbarians", 4)]),
        (area: "Thebes", disks: [("Egypt", 3), ("Barbarians", 1)]),
        (area: "Abydos", disks: [("Egypt", 3)]),
    ],
    deck: Some({deck}),
)"#
    ))
}

/// PB: Traitor before any competition removes the three Egyptian disks in Emar (no offset); the
/// Hittites sack it for 1 VP and take captives. Then at Aleppo (the easternmost competition):
/// Chariot Levy (1 mina, 1 white disk), Mercenaries Desert (3 mina: the white disk and two Hittite
/// disks become Egyptian), Light Chariots, Siege Master, whose loss Egypt tries to cancel with Master
/// Armorer, which Corrupter negates (its disks return to Supply). The rounds leave Egypt alone with
/// a City: Egypt sacks the Hittite City for 1 VP and 1 mina. (The Spanish text says Egypt has four
/// disks before the rounds where the cards give five; with five, Egypt still ends with a City.)
#[test]
fn pb_example_turn2_traitor_at_emar_and_the_sack_of_aleppo() {
    let mut g = turn2_competition();
    let (hittite, egypt) = (slot(&g, "Hittite"), slot(&g, "Egypt"));
    // Traitor, offered to the Hittites before the first competition.
    assert_eq!(pending(&g).ask, Ask::Traitor);
    let emar = area_action(&g, "Emar");
    answer(&mut g, emar);
    assert_eq!(
        disks(&g, "Emar", "Egypt"),
        0,
        "Traitor removes every Egyptian disk, no offset"
    );
    assert_eq!(
        pending(&g).ask,
        Ask::Loot {
            area: area(&g, "Emar")
        }
    );
    answer(&mut g, Action::TakeCaptives);
    assert_eq!(g.state.civ(hittite).vp, 2);
    assert_eq!(g.state.civ(hittite).captives, 2);
    assert_eq!(g.state.civ(hittite).growth, 2);
    // Aleppo is next (north-east to south-west): Egypt commits Mercenaries Desert first.
    assert_eq!(
        pending(&g).ask,
        Ask::Commit {
            area: area(&g, "Aleppo")
        }
    );
    assert_eq!(who(&g), "Egypt");
    answer(&mut g, Action::Play(card(40)));
    assert_eq!(who(&g), "Hittite");
    answers(
        &mut g,
        &[
            Action::Play(card(17)),
            Action::Play(card(33)),
            Action::Option(1),
        ],
    );
    // Step 3: Chariot Levy first (abilities before cards), then Mercenaries Desert with 3 mina.
    assert_eq!(pending(&g).ask, Ask::HowMany { max: 4 });
    answer(&mut g, Action::Number(3));
    assert_eq!(
        g.state.civ(hittite).treasury,
        0,
        "Chariot Levy spent the last Hittite mina"
    );
    // The white Ally goes first without a choice; the two Hittite disks: the Hittites keep Corrupter.
    answers(&mut g, &[Action::LoseDisk, Action::LoseDisk]);
    assert_eq!(disks(&g, "Aleppo", "Egypt"), 6);
    assert_eq!(disks(&g, "Aleppo", "Hittite"), 2);
    assert_eq!(allies(&g, "Aleppo", "Hittite"), 0);
    // Siege Master: Egypt calls Master Armorer; the Hittites negate the use with Corrupter.
    assert!(matches!(pending(&g).ask, Ask::Loss { cause: Some(c), .. } if c == card(17)));
    assert!(
        !pending(&g).options.contains(&Action::PayMina),
        "Siege Master: no mina offset"
    );
    answer(&mut g, Action::UseInvestment(card(20)));
    answer(&mut g, Action::Negate(card(27)));
    assert!(
        g.state.civ(egypt).table_card(card(20)).is_none(),
        "Master Armorer is discarded with its disks"
    );
    assert_eq!(disks(&g, "Aleppo", "Egypt"), 5);
    // Light Chariots raised the Hittites to 3; round 1 began at once and took the first Hittite
    // disk (no mina, no card left to save it): Egypt now decides its own round-1 loss.
    assert_eq!(
        disks(&g, "Aleppo", "Hittite"),
        2,
        "3 after Light Chariots, minus round 1"
    );
    assert_eq!(g.state.comp.round, 1);
    assert_eq!(who(&g), "Egypt");
    answer(&mut g, Action::LoseDisk);
    let mut events = answer(&mut g, Action::PayMina);
    assert_eq!(disks(&g, "Aleppo", "Hittite"), 0);
    assert_eq!(disks(&g, "Aleppo", "Egypt"), 4);
    assert_eq!(
        pending(&g).ask,
        Ask::Loot {
            area: area(&g, "Aleppo")
        }
    );
    events.extend(answer(&mut g, Action::TakeMina));
    let aleppo = area(&g, "Aleppo");
    assert!(events.contains(&acme::games::acme::Event::Sacked {
        slot: egypt,
        area: aleppo
    }));
    let log = notes(&events);
    assert!(
        log.iter()
            .any(|n| n == "Egypt gains 1 VP: sacking a City (RB Loot)"),
        "{log:?}"
    );
    assert!(
        log.iter()
            .any(|n| n == "Egypt puts 1 mina of Loot in its Loot box"),
        "{log:?}"
    );
    // The tutorial's last scene must end in this state.
    assert_eq!(g.hash(), PB_EXAMPLE_TURN2_SACK_HASH, "{:x}", g.hash());
}
