//! ACIS's words in the rules reference (the window is ACME's, written once for the games on its
//! system: [`RulesBook`]): its turn, its ground (land, shallow and deep seas), what differs from
//! ACME, and its seven Wonders read from its content (with the "our design" mark where the
//! content says designed). Short summaries in our own words, each naming the ACIS rulebook section
//! (RB) and the delta of the spec it rests on (D1-D51).

use crate::app::games::acme::rules_ref::{
    Difference, PhaseSummary, RulesBook, RulesTab, TerrainRow, WonderEntry,
};
use crate::games::acis::rules::Acis;
use crate::games::acme::catalog::Terrain;
use crate::games::acme::catalog::raw::SeaDepth;

impl RulesBook for Acis {
    const TABS: &'static [RulesTab] = &[
        RulesTab::Differences,
        RulesTab::Phases,
        RulesTab::Terrain,
        RulesTab::Cards,
        RulesTab::Wonders,
        RulesTab::Civilizations,
    ];
    const OVERVIEW: &'static str = "Each turn: Growth, Card, Competition, Reckoning; after an \
        Epoch's last turn, End of Epoch (RB Game Overview, D1). Four Epochs: Bronze Age, Iron Age, \
        Rise of Empires, Fall of Empires.";
    const PHASES: &'static [PhaseSummary] = &PHASES;
    const TERRAIN_SOURCE: &'static str =
        "RB The Board, RB Acquisition and RB Stacking (D5-D7, D18, D21); area counts from the map.";
    const TERRAIN: &'static [TerrainRow] = &TERRAIN;
    const TERRAIN_LINES: &'static [&'static str] = &[
        "Commerce: +1 disk for each opposing civilization with a disk in or next to a land or \
         shallow-sea area you occupy.",
        "Minimum Acquisition: 3 disks, if your Supply has them.",
        "Camp = 1 disk, Settlement = 2, City = 3 on land. Cities score 1 VP each Victory Tally.",
        "Islands: every land area inside an island's outline touches every sea at that outline.",
        "Competition Phase: no stacking limit, except 1 disk per Faction in a deep sea (the excess \
         goes at once).",
    ];
    const DIFFERENCES: &'static [Difference] = &DIFFERENCES;
    fn wonders() -> Vec<WonderEntry> {
        crate::games::acis::data::builtin()
            .wonders
            .iter()
            .map(|w| WonderEntry {
                id: w.id.0,
                name: w.raw.name.clone(),
                disks: w.raw.disks,
                when: w.raw.phase.clone(),
                power: w.raw.effect.clone(),
                limit: w.raw.usage_limit.clone(),
                provenance: w.provenance,
                provenance_note: w.raw.provenance_note.clone(),
            })
            .collect()
    }
}

/// What ACIS does otherwise than ACME, in players' words (spec section 1, from the ACIS rulebook).
const DIFFERENCES: [Difference; 10] = [
    Difference {
        topic: "Talents, not mina",
        text: "Your money is called talents (white disks). They do what mina did: save a disk, buy \
               a draw, pay for a Wonder, 1 VP per 3 at the end of an Epoch.",
        source: "RB Supply, D2",
    },
    Difference {
        topic: "Wonders instead of Deities",
        text: "No Deities, temples or Strongholds. In the Card Phase you may build a Wonder (5 \
               resources, at least 2 disks from the map; its block goes in a land area you \
               Control). You may own several. Use it only while you occupy its area; each use \
               spends a disk from its card; it scores 1 VP each Victory Tally while you hold its \
               area. Cards can bury a Wonder (no power, no VP) and un-bury it.",
        source: "RB Build a Wonder, D11, D32, D33, D40",
    },
    Difference {
        topic: "One home each",
        text: "Ten civilizations, each with one printed home area bearing its name. No Homeland \
               to choose, no Homeland block; with no disk on the map you deploy in or next to \
               your home.",
        source: "RB Home Areas, D4, D8, D23",
    },
    Difference {
        topic: "Plain land",
        text: "Every land area grows like an ACME Plain: +1 disk per land area holding your \
               Settlement. No Fertile, Mountain or Desert ground, no rivers.",
        source: "RB The Board, D5, D21",
    },
    Difference {
        topic: "Deep seas",
        text: "The two dark-blue seas are deep. No civilization may enter them before Epoch IV, \
               then only 1 disk per Faction, in every phase. No competition is ever held there, \
               and they give no Sea Presence growth, no Domination and no Domination VP.",
        source: "RB Shallow & Deep Seas, D7, D18",
    },
    Difference {
        topic: "Islands",
        text: "An island is one land area, or several, inside a yellow outline. Every land area of \
               the island touches every sea that meets the outline. Sea Domination needs every \
               land area of an adjacent island.",
        source: "RB The Board, D6, D39",
    },
    Difference {
        topic: "Shallow-sea Domination",
        text: "Only shallow seas can be dominated: occupy the sea and Control every land area next \
               to it, and the other disks there go.",
        source: "RB Sea Domination, D39, D45",
    },
    Difference {
        topic: "The replacement rule",
        text: "When a card replaces a disk and its owner saves it (a talent or a card), the card's \
               player still adds its own disk beside it. With no disk in supply, the target is \
               still removed.",
        source: "RB Disk Removal, D30",
    },
    Difference {
        topic: "Aeneas",
        text: "Gilgamesh is Aeneas. Your Wonders stay built and yours (their disks go back); you may \
               keep your civilization or take an inactive one, and restart in any land area that \
               is not the home of an active rival.",
        source: "RB Aeneas Step, D42",
    },
    Difference {
        topic: "Scoring and the end",
        text: "Epoch VP: most Cities, most areas occupied with your own built Wonders, 1 per 3 \
               shallow seas dominated, 1 per 3 talents. Ties at the end go to the most Wonder \
               areas, then Cities, disks on the map, areas occupied.",
        source: "RB End of Epoch, back cover, D45, D49",
    },
];

/// The turn sequence (RB Game Overview and the phases' pages; the spec's deltas D19-D46).
const PHASES: [PhaseSummary; 5] = [
    PhaseSummary {
        name: "1. Growth Phase",
        source: "RB Growth Phase, D19-D23",
        summary: "Each civilization in Turn Order does all four steps before the next one starts.",
        steps: &[
            "Retirement: take any of your disks back to Supply, except from a City.",
            "Acquisition: +1 per land area holding your Settlement, +1 per 2 shallow seas you \
             occupy, Commerce, abilities and Wonders; at least 3.",
            "Resettlement: up to 1 disk from each of your Cities to the Ready box.",
            "Deployment: where you Control or occupy a Contested area, next to an area you \
             Control, or next to a Contested area where you are at least as strong as any rival; \
             with no disk on the map, in or next to your home. Deep seas only from Epoch IV, 1 \
             disk.",
        ],
    },
    PhaseSummary {
        name: "2. Card Phase",
        source: "RB Card Phase, D24-D34",
        summary: "In Turn Order, one action each, round and round until everyone has passed. Card \
                  text beats the rules (the Golden Rule).",
        steps: &[
            "Play a Fate card (Negation cards may cancel it; Investment cards stay on the table).",
            "Build a Wonder (at most once a turn): 5 resources, at least 2 disks from the map.",
            "Pass (you may still negate and save disks).",
        ],
    },
    PhaseSummary {
        name: "3. Competition Phase",
        source: "RB Competition Phase, D35-D37",
        summary: "Every Contested area (2+ disks of one Faction and a rival disk) is resolved, \
                  north-east to south-west. Never in a deep sea.",
        steps: &[
            "Each civilization present commits Competition cards face down and announces \
             abilities and Wonders.",
            "Reveal together; Negation cards in Turn Order.",
            "Resolve Wonders, then abilities, then cards, in Turn Order.",
            "Loss rounds: 1 disk from each Faction with 1, then with 2, ...; allies first. A \
             talent or a card may be paid instead of a disk.",
            "Repeat while the area is still Contested; then loot (1 talent + 1 VP).",
        ],
    },
    PhaseSummary {
        name: "4. Reckoning Phase",
        source: "RB Reckoning Phase, D38-D44",
        summary: "First cut stacks to 3 on land, 2 in a shallow sea, 1 in a deep sea; then the \
                  steps in order.",
        steps: &[
            "Sea Domination (shallow seas only).",
            "Victory Tally: 1 VP per City and per built, unburied Wonder whose area holds your disk.",
            "Turn Order Reset: most Cities first.",
            "Aeneas: the civilization far behind (or with no disk on the map) may start afresh.",
            "Sudden Death: turn 2 reveals a card, a 2 in its ID ends the Epoch; turn 3: a 2 or \
             a 3; turn 4 always ends it.",
            "Draw: 3 cards + 1 per 4 Cities + 1 per talent spent; hand limit 6.",
        ],
    },
    PhaseSummary {
        name: "5. End of Epoch Phase",
        source: "RB End of Epoch Phase, D45-D46",
        summary: "After the last turn of an Epoch (turn 4 or a Sudden Death).",
        steps: &[
            "Discard hands; shuffle the discards and set-aside cards into the deck.",
            "Change of Epoch: reveal a card, resolve it if it is Event 98-101, apply its row.",
            "Epoch VP: most Cities, most Wonder areas, 1 per 3 shallow seas dominated, 1 per 3 \
             talents.",
            "Talents back to Supply; each civilization draws 5; next Epoch, turn 1.",
        ],
    },
];

/// RB Stacking (D18) and RB Acquisition (D21), by ground: land, shallow sea, deep sea.
const TERRAIN: [TerrainRow; 3] = [
    TerrainRow {
        terrain: Terrain::Plain,
        depth: None,
        label: Some("Land"),
        acquisition: "1 disk per land area holding your Settlement",
        stack_growth_card: 4,
        stack_reckoning: 3,
        notes: "Every land area is plain. Wonders are built on land.",
    },
    TerrainRow {
        terrain: Terrain::Sea,
        depth: Some(SeaDepth::Shallow),
        label: Some("Shallow sea"),
        acquisition: "1 disk per TWO shallow seas you occupy",
        stack_growth_card: 2,
        stack_reckoning: 2,
        notes: "Sea Domination in the Reckoning Phase. No Cities at sea.",
    },
    TerrainRow {
        terrain: Terrain::Sea,
        depth: Some(SeaDepth::Deep),
        label: Some("Deep sea"),
        acquisition: "none",
        stack_growth_card: 1,
        stack_reckoning: 1,
        notes: "No civilization before Epoch IV; 1 disk per Faction in every phase; never a \
                competition, no Domination.",
    },
];
