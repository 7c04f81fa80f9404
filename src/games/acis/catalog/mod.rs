//! ACIS's catalog: its board, Fate cards, Wonders, civilization displays, basic setups and Change
//! of Epoch Table, parsed from `assets/data/acis/` and checked.
//!
//! The board is ACME's [`Board`], read by ACME's map checker (areas, symmetric adjacency with its
//! confidence, aliases, marker lines), so the rules and the board generator can read ACIS's map as
//! they read ACME's; a sea's depth and an island's group are the map's optional fields. The records
//! are ACIS's own. As ACME's catalog, it does no I/O: callers hand over each file's text
//! ([`Sources`]) and get back a [`Catalog`] or every problem found, each as `file:line: problem`.

pub mod raw;

use std::collections::BTreeMap;

use raw::*;

use crate::games::acme::catalog::raw::{EpochTableFile, MapFile};
use crate::games::acme::catalog::{
    AreaId, AreaSet, Board, CardId, CatalogError, Checker, CivKind, Codes, EpochRow, Provenance,
    bit, iter_set, parse,
};

/// Fate cards are 1-103 (RB Inventory: 110 cards less the 7 Wonders).
pub const FATE_CARDS: u8 = 103;
/// Wonder ids, kept clear of the Fate ids (content-acis-v1 W6).
pub const FIRST_WONDER: u8 = 104;
pub const LAST_WONDER: u8 = 110;
/// RB Game Overview: ten civilizations, one printed home area each.
pub const CIVILIZATIONS: usize = 10;
/// RB basic setups: each civilization sets up 12 disks (a Settlement is 2, a Camp 1).
pub const SETUP_DISKS: usize = 12;
/// The adjacency confidences of the ACIS map digest.
pub const CONFIDENCES: [&str; 3] = ["confirmed", "inferred", "geographic"];

/// The text of every data file, with the name used in error messages.
#[derive(Debug, Clone)]
pub struct Sources {
    pub map: (String, String),
    pub fate_cards: (String, String),
    pub wonders: (String, String),
    pub civilizations: (String, String),
    pub setups: (String, String),
    pub epoch_table: (String, String),
    pub rules_text: (String, String),
}

impl Sources {
    /// The file names the game ships, relative to `assets/data/acis/`.
    pub const FILES: [&'static str; 7] = [
        "map.ron",
        "fate_cards.ron",
        "wonders.ron",
        "civilizations.ron",
        "setups.ron",
        "epoch_table.ron",
        "rules_text.ron",
    ];
}

/// Declares an enum of the words a data field may hold, with `parse` (`None` for another word).
macro_rules! words {
    ($(#[$doc:meta])* $name:ident { $($v:ident => $word:literal,)+ }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum $name {
            $($v,)+
        }

        impl $name {
            pub fn parse(s: &str) -> Option<Self> {
                match s {
                    $($word => Some(Self::$v),)+
                    _ => None,
                }
            }
        }
    };
}

words! {
    /// When a Fate card is played (content-acis-v1 section 1: drive the phases from it).
    CardTiming {
        CardPhaseAction => "card_phase_action",
        CardPhaseActionOrTurnOrderReset => "card_phase_action_or_turn_order_reset",
        OutOfTurnNegate => "out_of_turn_negate",
        CompetitionStep1 => "competition_step1",
        InvestmentCardPhase => "investment_card_phase",
        InvestmentCardOrCompetition => "investment_card_or_competition",
        ImmediateEvent => "immediate_event",
    }
}

words! {
    /// When a built Wonder is used (content-acis-v1 section 4).
    WonderTiming {
        Acquisition => "acquisition",
        DrawStep => "draw_step",
        CardPhaseNegate => "card_phase_negate",
        CompetitionStep1 => "competition_step1",
        CompetitionNegate => "competition_negate",
        TurnOrderReset => "turn_order_reset",
    }
}

words! {
    /// What happens to a Fate card after it is played (content-acis-v1 B2).
    LegendKind {
        Discard => "discard",
        Negate => "negate",
        Investment => "investment",
        Lasting => "lasting",
        SetAside => "set_aside",
        ShuffleBack => "shuffle_back",
        Event => "event",
    }
}

/// A Barbarian invasion's legal ground zeros (AI2), per map configuration.
#[derive(Debug, Clone)]
pub struct Invasion {
    /// Indexed like [`Board::configs`].
    pub entry_by_config: Vec<AreaSet>,
}

#[derive(Debug, Clone)]
pub struct Card {
    pub id: CardId,
    pub codes: Codes,
    pub timing: CardTiming,
    pub legend: LegendKind,
    pub provenance: Provenance,
    pub invasion: Option<Invasion>,
    /// The areas its text names.
    pub areas_named: AreaSet,
    pub raw: CardRaw,
}

impl Card {
    pub fn name(&self) -> &str {
        &self.raw.name
    }
}

#[derive(Debug, Clone)]
pub struct Wonder {
    pub id: CardId,
    pub timing: WonderTiming,
    pub provenance: Provenance,
    pub raw: WonderRaw,
}

#[derive(Debug, Clone)]
pub struct Civ {
    pub kind: CivKind,
    pub name: String,
    /// The one printed home area (RB).
    pub home: AreaId,
    pub provenance: Provenance,
    /// Each ability's provenance, in the order of `raw.abilities`.
    pub ability_provenance: Vec<Provenance>,
    pub raw: CivRaw,
}

/// Disks set up in areas: Settlements (2 disks) and Camps (1 disk).
#[derive(Debug, Clone)]
pub struct Placement {
    pub civ: CivKind,
    pub settlements: AreaSet,
    pub camps: AreaSet,
    pub provenance: Provenance,
}

/// One civilization's row of a basic setup (RB Basic 2- to 6-Player Setup).
#[derive(Debug, Clone)]
pub struct Setup {
    pub players: u8,
    /// Index in [`Board::configs`].
    pub config: usize,
    pub placement: Placement,
    pub raw: SetupRaw,
}

/// An example of the designed free setup for Phoenicia and Minos (content-acis-v1 B11).
#[derive(Debug, Clone)]
pub struct FreeSetup {
    pub placement: Placement,
    pub raw: FreeSetupRaw,
}

/// Everything ACIS's rules will need to know that is not game state.
#[derive(Debug, Clone)]
pub struct Catalog {
    pub board: Board,
    /// How each civilization's home is known (the map file's `civilizations`).
    pub homes: Vec<MapCivRaw>,
    /// Fate cards 1-103, in id order.
    pub cards: Vec<Card>,
    /// Wonders 104-110, in id order.
    pub wonders: Vec<Wonder>,
    pub wonder_rules: Vec<String>,
    pub civs: Vec<Civ>,
    pub setups: Vec<Setup>,
    pub free_setup_rule: String,
    pub free_setups: Vec<FreeSetup>,
    pub epoch_table: Vec<EpochRow>,
    pub rules_text: RulesTextFile,
}

/// How many records of a kind carry each provenance, indexed like [`PROVENANCES`].
pub type Tally = [usize; 4];

/// The provenance words in the order of a [`Tally`].
pub const PROVENANCES: [Provenance; 4] = [
    Provenance::Confirmed,
    Provenance::Completed,
    Provenance::Inferred,
    Provenance::Designed,
];

/// The [`Tally`] of some records' provenances.
pub fn tally(ps: impl IntoIterator<Item = Provenance>) -> Tally {
    let mut t = [0; 4];
    for p in ps {
        t[PROVENANCES
            .iter()
            .position(|&q| q == p)
            .expect("one of four")] += 1;
    }
    t
}

impl Catalog {
    pub fn card(&self, id: CardId) -> &Card {
        &self.cards[usize::from(id.0) - 1]
    }
    pub fn wonder(&self, id: CardId) -> &Wonder {
        &self.wonders[usize::from(id.0 - FIRST_WONDER)]
    }
    pub fn civ(&self, k: CivKind) -> &Civ {
        &self.civs[usize::from(k.0)]
    }
    /// The deep sea areas (RB The Board, Shallow & Deep Seas), read from the map's depths.
    pub fn deep_seas(&self) -> AreaSet {
        self.board.deep_seas
    }

    /// The records by kind, each with the tally of its provenances (what `acme validate --game
    /// acis` prints).
    pub fn provenance_summary(&self) -> Vec<(&'static str, Tally)> {
        vec![
            ("Fate cards", tally(self.cards.iter().map(|c| c.provenance))),
            ("Wonders", tally(self.wonders.iter().map(|w| w.provenance))),
            (
                "civilization displays",
                tally(self.civs.iter().map(|c| c.provenance)),
            ),
            (
                "civilization abilities",
                tally(self.civs.iter().flat_map(|c| c.ability_provenance.clone())),
            ),
            (
                "basic setup rows",
                tally(self.setups.iter().map(|s| s.placement.provenance)),
            ),
            (
                "free setup examples",
                tally(self.free_setups.iter().map(|s| s.placement.provenance)),
            ),
            (
                "Change of Epoch rows",
                tally(self.epoch_table.iter().map(|r| r.provenance)),
            ),
        ]
    }

    /// Parse and check every data file. All problems are reported, not only the first.
    pub fn from_sources(src: &Sources) -> Result<Catalog, Vec<CatalogError>> {
        let mut errs = Vec::new();
        let map: Option<MapFile> = parse(&src.map, &mut errs);
        let homes: Option<MapHomesFile> = parse(&src.map, &mut errs);
        let cards: Option<FateCardsFile> = parse(&src.fate_cards, &mut errs);
        let wonders: Option<WondersFile> = parse(&src.wonders, &mut errs);
        let civs: Option<CivilizationsFile> = parse(&src.civilizations, &mut errs);
        let setups: Option<SetupsFile> = parse(&src.setups, &mut errs);
        let table: Option<EpochTableFile> = parse(&src.epoch_table, &mut errs);
        let rules_text: Option<RulesTextFile> = parse(&src.rules_text, &mut errs);
        // A file that does not parse is reported once (the map is read twice).
        errs.dedup();
        let (
            Some(map),
            Some(homes),
            Some(cards),
            Some(wonders),
            Some(civs),
            Some(setups),
            Some(table),
            Some(rules_text),
        ) = (map, homes, cards, wonders, civs, setups, table, rules_text)
        else {
            return Err(errs);
        };
        let mut ck = Checker { errs };
        let civ_names: Vec<&str> = civs.civilizations.iter().map(|c| c.name.as_str()).collect();
        let board = ck.board(&src.map, &map, &civ_names, &CONFIDENCES);
        let civs = check_civs(&mut ck, src, civs, &homes, &board);
        let cards = check_cards(&mut ck, &src.fate_cards, cards, &board);
        let WondersFile {
            wonders,
            wonder_rules,
        } = wonders;
        let wonders = check_wonders(&mut ck, &src.wonders, wonders);
        check_card_names(&mut ck, src, &cards, &wonders);
        let (setup_rows, free_setups) = check_setups(&mut ck, &src.setups, &setups, &board, &civs);
        let epoch_table = ck.epoch_table(&src.epoch_table, table);
        check_rules_text(&mut ck, &src.rules_text, &rules_text, &cards, &wonders);
        let named = &rules_text.map_crosscheck.areas_named;
        let what = "an area named by a card, ability or setup";
        areas_where(
            &mut ck,
            &src.rules_text,
            &board,
            named,
            "map_crosscheck:",
            what,
            |_| None,
        );
        if !ck.errs.is_empty() {
            return Err(ck.errs);
        }
        Ok(Catalog {
            board,
            homes: homes.civilizations,
            cards,
            wonders,
            wonder_rules,
            civs,
            setups: setup_rows,
            free_setup_rule: setups.free_setup_rule,
            free_setups,
            epoch_table,
            rules_text,
        })
    }
}

/// The word a record's field holds (`at`: the record's anchor and the field's name), read by
/// `parse`; an unknown word is reported, naming the record as `what`.
fn word<T>(
    ck: &mut Checker,
    src: &(String, String),
    at: [&str; 2],
    what: &str,
    value: &str,
    parse: fn(&str) -> Option<T>,
) -> Option<T> {
    let read = parse(value);
    if read.is_none() {
        ck.err(src, &at, format!("{what}: unknown {} '{value}'", at[1]));
    }
    read
}

/// The areas of a list, each checked with `fits` (which says what is wrong with an area, if
/// anything); unknown areas are reported too. `anchor` locates the record.
fn areas_where(
    ck: &mut Checker,
    src: &(String, String),
    board: &Board,
    list: &[String],
    anchor: &str,
    what: &str,
    fits: impl Fn(AreaId) -> Option<String>,
) -> AreaSet {
    let mut set = 0;
    for name in list {
        let at = [anchor, &format!("\"{name}\"")];
        match board.find(name) {
            Some(a) => {
                if let Some(why) = fits(a) {
                    ck.err(src, &at, format!("{what}: '{name}' {why}"));
                }
                set |= bit(a);
            }
            None => ck.err(src, &at, format!("{what}: unknown area '{name}'")),
        }
    }
    set
}

/// The ten displays: names unique, each with its one home area, which the map flags as its home
/// (and the map flags no other area as a home of it); the map's own home list agrees.
fn check_civs(
    ck: &mut Checker,
    src: &Sources,
    file: CivilizationsFile,
    homes: &MapHomesFile,
    board: &Board,
) -> Vec<Civ> {
    let civs_src = &src.civilizations;
    let mut out: Vec<Civ> = Vec::new();
    for (i, c) in file.civilizations.into_iter().enumerate() {
        let kind = CivKind(i as u8);
        let anchor = format!("name: \"{}\"", c.name);
        if out.iter().any(|o| o.name == c.name) {
            ck.err(
                civs_src,
                &[&anchor, "home_area", &anchor],
                format!("civilization '{}' is listed twice", c.name),
            );
        }
        let home = match board.find(&c.home_area) {
            Some(h) => {
                if !board.area(h).home_of.contains(&kind) {
                    ck.err(
                        &src.map,
                        &[&format!("name: \"{}\"", board.name(h)), "home_of"],
                        format!(
                            "area '{}' is the home of {} but its home_of does not say so",
                            board.name(h),
                            c.name
                        ),
                    );
                }
                h
            }
            None => {
                ck.err(
                    civs_src,
                    &[&anchor, "home_area"],
                    format!(
                        "civilization '{}': unknown home area '{}'",
                        c.name, c.home_area
                    ),
                );
                AreaId(0)
            }
        };
        let provenance = ck.provenance(civs_src, &[&anchor, "provenance:"], &c.provenance);
        let ability_provenance = c
            .abilities
            .iter()
            .map(|a| {
                let at = format!("name: \"{}\"", a.name);
                ck.provenance(civs_src, &[&anchor, &at, "provenance:"], &a.provenance)
            })
            .collect();
        out.push(Civ {
            kind,
            name: c.name.clone(),
            home,
            provenance,
            ability_provenance,
            raw: c,
        });
    }
    if out.len() != CIVILIZATIONS {
        ck.err(
            civs_src,
            &["civilizations:"],
            format!("{} civilizations; the game has {CIVILIZATIONS}", out.len()),
        );
    }
    for a in &board.areas {
        for k in &a.home_of {
            if let Some(civ) = out.get(usize::from(k.0))
                && civ.home != a.id
            {
                ck.err(
                    &src.map,
                    &[&format!("name: \"{}\"", a.name), "home_of"],
                    format!(
                        "area '{}' is flagged as a home of {}, whose home area is '{}'",
                        a.name,
                        civ.name,
                        board.name(civ.home)
                    ),
                );
            }
        }
    }
    for h in &homes.civilizations {
        let anchor = format!("(name: \"{}\", home_options", h.name);
        match out.iter().find(|c| c.name == h.name) {
            Some(c) if !h.home_options.iter().any(|o| board.find(o) == Some(c.home)) => ck.err(
                &src.map,
                &["civilizations:", &anchor],
                format!(
                    "civilization '{}': home options do not hold its home area '{}'",
                    h.name,
                    board.name(c.home)
                ),
            ),
            Some(_) => {}
            None => ck.err(
                &src.map,
                &["civilizations:", &anchor],
                format!("unknown civilization '{}'", h.name),
            ),
        }
    }
    out
}

/// The Fate cards: ids 1-103 once each, codes, timing and legend words (E goes with
/// immediate_event, I with an investment record), provenance, the areas they name and the
/// invasions' entry areas (AI2: playable land areas of the configuration).
fn check_cards(
    ck: &mut Checker,
    src: &(String, String),
    file: FateCardsFile,
    board: &Board,
) -> Vec<Card> {
    let mut cards: Vec<Option<Card>> = vec![None; usize::from(FATE_CARDS)];
    for c in file.fate_cards {
        let anchor = format!("id: {},", c.id);
        if !(1..=FATE_CARDS).contains(&c.id) {
            ck.err(
                src,
                &[&anchor],
                format!("card id {} is outside 1-{FATE_CARDS}", c.id),
            );
            continue;
        }
        if cards[usize::from(c.id) - 1].is_some() {
            // The second record of the id: past the first one's name.
            ck.err(
                src,
                &[&anchor, "name:", &anchor],
                format!("card id {} appears twice", c.id),
            );
            continue;
        }
        let mut codes = Codes::default();
        for code in &c.codes {
            if !codes.set(code) {
                ck.err(
                    src,
                    &[&anchor, "codes"],
                    format!("card {}: unknown code '{code}'", c.id),
                );
            }
        }
        let what = format!("card {}", c.id);
        let at = |field| [anchor.as_str(), field];
        let timing = word(
            ck,
            src,
            at("timing_kind"),
            &what,
            &c.timing_kind,
            CardTiming::parse,
        )
        .unwrap_or(CardTiming::CardPhaseAction);
        let legend = word(
            ck,
            src,
            at("legend_kind"),
            &what,
            &c.legend_kind,
            LegendKind::parse,
        )
        .unwrap_or(LegendKind::Discard);
        if codes.event != (timing == CardTiming::ImmediateEvent) {
            ck.err(
                src,
                &[&anchor],
                format!(
                    "card {}: the E code and the immediate_event timing must go together",
                    c.id
                ),
            );
        }
        if codes.investment != c.investment.is_some() {
            ck.err(
                src,
                &[&anchor],
                format!(
                    "card {}: the I code and the investment record must go together",
                    c.id
                ),
            );
        }
        let provenance = ck.provenance(src, &[&anchor, "provenance:"], &c.provenance);
        let areas_named = areas_where(ck, src, board, &c.areas_named, &anchor, &what, |_| None);
        let invasion = c
            .invasion
            .as_ref()
            .map(|inv| check_invasion(ck, src, &anchor, &what, inv, board));
        let id = c.id;
        cards[usize::from(id) - 1] = Some(Card {
            id: CardId(id),
            codes,
            timing,
            legend,
            provenance,
            invasion,
            areas_named,
            raw: c,
        });
    }
    for (i, c) in cards.iter().enumerate() {
        if c.is_none() {
            ck.err(
                src,
                &["fate_cards:"],
                format!("card id {} is missing", i + 1),
            );
        }
    }
    cards.into_iter().flatten().collect()
}

/// An invasion's entry areas: each configuration known, each area a playable land area of it.
fn check_invasion(
    ck: &mut Checker,
    src: &(String, String),
    anchor: &str,
    what: &str,
    inv: &InvasionRaw,
    board: &Board,
) -> Invasion {
    let mut entry_by_config = vec![0; board.configs.len()];
    for e in &inv.entry_areas_by_configuration {
        let Some(k) = board.configs.iter().position(|c| c.name == e.configuration) else {
            ck.err(
                src,
                &[anchor, &format!("\"{}\"", e.configuration)],
                format!("{what}: unknown configuration '{}'", e.configuration),
            );
            continue;
        };
        let playable = board.configs[k].playable;
        entry_by_config[k] = areas_where(ck, src, board, &e.areas, anchor, what, |a| {
            if playable & bit(a) == 0 {
                Some(format!("is not playable in '{}'", e.configuration))
            } else if !board.area(a).is_land() {
                Some("is not a land area".into())
            } else {
                None
            }
        });
    }
    Invasion { entry_by_config }
}

/// The seven Wonders: ids 104-110 once each, a timing word, at least one disk, provenance.
fn check_wonders(ck: &mut Checker, src: &(String, String), file: Vec<WonderRaw>) -> Vec<Wonder> {
    let mut out: Vec<Wonder> = Vec::new();
    for w in file {
        let anchor = format!("id: {},", w.id);
        if !(FIRST_WONDER..=LAST_WONDER).contains(&w.id) {
            ck.err(
                src,
                &[&anchor],
                format!("Wonder id {} is outside {FIRST_WONDER}-{LAST_WONDER}", w.id),
            );
            continue;
        }
        if out.iter().any(|o| o.id.0 == w.id) {
            ck.err(
                src,
                &[&anchor, "name:", &anchor],
                format!("Wonder id {} appears twice", w.id),
            );
            continue;
        }
        let what = format!("Wonder {}", w.id);
        let at = [anchor.as_str(), "timing_kind"];
        let timing = word(ck, src, at, &what, &w.timing_kind, WonderTiming::parse)
            .unwrap_or(WonderTiming::CardPhaseNegate);
        if w.disks == 0 {
            ck.err(
                src,
                &[&anchor, "disks"],
                format!("Wonder {}: a Wonder carries disks", w.id),
            );
        }
        let provenance = ck.provenance(src, &[&anchor, "provenance:"], &w.provenance);
        out.push(Wonder {
            id: CardId(w.id),
            timing,
            provenance,
            raw: w,
        });
    }
    out.sort_by_key(|w| w.id);
    let n = usize::from(LAST_WONDER - FIRST_WONDER + 1);
    if out.len() != n {
        ck.err(
            src,
            &["wonders:"],
            format!(
                "{} Wonders; the game has {n} (ids {FIRST_WONDER}-{LAST_WONDER})",
                out.len()
            ),
        );
    }
    out
}

/// Card and Wonder names are unique (case-insensitive): the players tell them apart by name.
fn check_card_names(ck: &mut Checker, src: &Sources, cards: &[Card], wonders: &[Wonder]) {
    let mut seen: BTreeMap<String, String> = BTreeMap::new();
    let named = cards
        .iter()
        .map(|c| (&src.fate_cards, c.id, c.name()))
        .chain(
            wonders
                .iter()
                .map(|w| (&src.wonders, w.id, w.raw.name.as_str())),
        );
    for (file, id, name) in named {
        let label = format!("#{} {name}", id.0);
        if let Some(first) = seen.insert(name.to_lowercase(), label.clone()) {
            ck.err(
                file,
                &[&format!("id: {},", id.0), "name:"],
                format!("{label}: the name is also {first}'s"),
            );
        }
    }
}

/// The basic setups (RB Basic 2- to 6-Player Setup): N rows for N players, different
/// civilizations, one configuration; each row 12 disks, Settlements on playable land areas and
/// Camps on playable shallow seas of its configuration. The free setup examples: 12 disks,
/// Settlements on land (its home among them), Camps at sea (deep allowed for these two, AG17).
fn check_setups(
    ck: &mut Checker,
    src: &(String, String),
    file: &SetupsFile,
    board: &Board,
    civs: &[Civ],
) -> (Vec<Setup>, Vec<FreeSetup>) {
    let mut setups = Vec::new();
    for s in &file.setups {
        let anchor = format!(
            "(players: {}, configuration: \"{}\", civilization: \"{}\"",
            s.players, s.configuration, s.civilization
        );
        let Some(config) = board.configs.iter().position(|c| c.name == s.configuration) else {
            ck.err(
                src,
                &[&anchor],
                format!("unknown map configuration '{}'", s.configuration),
            );
            continue;
        };
        let playable = board.configs[config].playable;
        let what = format!("{}-player setup of {}", s.players, s.civilization);
        let unplayable = |a: AreaId| {
            (playable & bit(a) == 0).then(|| format!("is not playable in '{}'", s.configuration))
        };
        let settlements = areas_where(ck, src, board, &s.settlements, &anchor, &what, |a| {
            unplayable(a).or_else(|| (!board.area(a).is_land()).then(|| "is not land".into()))
        });
        let camps = areas_where(ck, src, board, &s.camps, &anchor, &what, |a| {
            unplayable(a).or_else(|| {
                let area = board.area(a);
                (!area.is_sea() || area.is_deep_sea()).then(|| "is not a shallow sea".into())
            })
        });
        let Some(placement) = placement(ck, src, &anchor, &what, s, civs, (settlements, camps))
        else {
            continue;
        };
        setups.push(Setup {
            players: s.players,
            config,
            placement,
            raw: s.clone(),
        });
    }
    check_setup_counts(ck, src, &setups, civs);
    let mut free = Vec::new();
    for f in &file.free_setup_examples {
        let anchor = format!("(civilization: \"{}\", situation", f.civilization);
        let what = format!("free setup of {}", f.civilization);
        let settlements = areas_where(ck, src, board, &f.settlements, &anchor, &what, |a| {
            (!board.area(a).is_land()).then(|| "is not land".into())
        });
        let camps = areas_where(ck, src, board, &f.camps, &anchor, &what, |a| {
            (!board.area(a).is_sea()).then(|| "is not a sea".into())
        });
        let row = SetupRaw {
            players: 0,
            configuration: String::new(),
            civilization: f.civilization.clone(),
            settlements: f.settlements.clone(),
            camps: f.camps.clone(),
            provenance: f.provenance.clone(),
            source: String::new(),
        };
        if let Some(placement) =
            placement(ck, src, &anchor, &what, &row, civs, (settlements, camps))
        {
            if settlements & bit(civs[usize::from(placement.civ.0)].home) == 0 {
                ck.err(
                    src,
                    &[&anchor],
                    format!("{what}: no Settlement in its home area"),
                );
            }
            free.push(FreeSetup {
                placement,
                raw: f.clone(),
            });
        }
    }
    (setups, free)
}

/// A setup row's civilization, disk count (12) and provenance.
fn placement(
    ck: &mut Checker,
    src: &(String, String),
    anchor: &str,
    what: &str,
    s: &SetupRaw,
    civs: &[Civ],
    (settlements, camps): (AreaSet, AreaSet),
) -> Option<Placement> {
    let disks = 2 * s.settlements.len() + s.camps.len();
    if disks != SETUP_DISKS {
        ck.err(
            src,
            &[anchor],
            format!("{what}: {disks} disks; a setup places {SETUP_DISKS}"),
        );
    }
    let provenance = ck.provenance(src, &[anchor, "provenance:"], &s.provenance);
    let Some(civ) = civs.iter().find(|c| c.name == s.civilization) else {
        ck.err(
            src,
            &[anchor],
            format!("{what}: unknown civilization '{}'", s.civilization),
        );
        return None;
    };
    Some(Placement {
        civ: civ.kind,
        settlements,
        camps,
        provenance,
    })
}

/// For each of 2 to 6 players: as many rows as players, all of one configuration, each
/// civilization once.
fn check_setup_counts(ck: &mut Checker, src: &(String, String), setups: &[Setup], civs: &[Civ]) {
    for n in 2..=6u8 {
        let rows: Vec<&Setup> = setups.iter().filter(|s| s.players == n).collect();
        let anchor = format!("(players: {n},");
        if rows.len() != usize::from(n) {
            ck.err(
                src,
                &["setups:", &anchor],
                format!("the {n}-player setup has {} rows; it needs {n}", rows.len()),
            );
        }
        if rows.iter().any(|r| r.config != rows[0].config) {
            ck.err(
                src,
                &["setups:", &anchor],
                format!("the {n}-player setup uses more than one map configuration"),
            );
        }
        for (i, r) in rows.iter().enumerate() {
            if rows[..i].iter().any(|o| o.placement.civ == r.placement.civ) {
                ck.err(
                    src,
                    &["setups:", &anchor],
                    format!(
                        "the {n}-player setup lists {} twice",
                        civs[usize::from(r.placement.civ.0)].name
                    ),
                );
            }
        }
    }
}

/// The rules text: each negate scope names a card or Wonder by its id and name; each NPC delta's
/// provenance is one of the four words, or "-" for a rule left unchanged.
fn check_rules_text(
    ck: &mut Checker,
    src: &(String, String),
    text: &RulesTextFile,
    cards: &[Card],
    wonders: &[Wonder],
) {
    for n in &text.negate_scopes {
        let anchor = format!("(id: {}, name: \"{}\"", n.id, n.name);
        let name = cards
            .iter()
            .find(|c| c.id.0 == n.id)
            .map(|c| c.name())
            .or_else(|| {
                wonders
                    .iter()
                    .find(|w| w.id.0 == n.id)
                    .map(|w| w.raw.name.as_str())
            });
        if !name.is_some_and(|name| n.name.starts_with(name)) {
            ck.err(
                src,
                &["negate_scopes:", &anchor],
                format!(
                    "negate scope #{} '{}' names no such card or Wonder",
                    n.id, n.name
                ),
            );
        }
    }
    for d in &text.npc_deltas {
        if d.provenance != "-" {
            let anchor = format!("(rule: \"{}\"", d.rule);
            ck.provenance(src, &["npc_deltas:", &anchor, "provenance:"], &d.provenance);
        }
    }
}

/// The names of the areas of a set, in board order.
pub fn names(board: &Board, set: AreaSet) -> Vec<&str> {
    iter_set(set).map(|a| board.name(a)).collect()
}
