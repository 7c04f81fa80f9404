//! Checks on untrusted input before play: position files, records with a
//! `Position(...)` or `Scenario(...)` setup, and the records inside saves all go through
//! [`record`] (a position through [`position`], an embedded scenario through the scenario file
//! checker, `scenario::check`). Every problem is a `file:line: problem` ([`CatalogError`]): the
//! caller that read the file passes its name and text, and the line is that of the offending
//! name or field; `record::start` calls the same checks with no text (line 1), so no path into
//! play skips them. Pure: nothing here reads files.

use super::catalog::{Catalog, CatalogError, FATE_CARDS, MONOTHEISM, bit};
use super::event::Phase;
use super::flow::{CompStep, Flow, ReckStep};
use super::record::{GameRecord, Position, SetupSpec, TempleAt};
use super::ruleset::{Acme, Ruleset};
use super::state::{BLACK_DISKS, DISKS_PER_COLOR, MAX_SLOTS, WHITE_DISKS};

/// The problems as one sentence, without file or line (for callers that have no text).
pub fn sentence(errs: &[CatalogError]) -> String {
    errs.iter()
        .map(|e| e.message.as_str())
        .collect::<Vec<_>>()
        .join("; ")
}

/// A whole state (a save's held state): its shape fits the catalog, so that the rules can run it
/// (`invariants::check` then checks it once it is at its first question).
fn held_state(
    cat: &Catalog,
    st: &super::state::State,
    file: &str,
    text: &str,
) -> Vec<CatalogError> {
    let civs = st.civs.len();
    let mut order: Vec<usize> = st.order.iter().map(|s| s.idx()).collect();
    order.sort_unstable();
    let problem = if st.config >= cat.board.configs.len() {
        Some("unknown map configuration")
    } else if st.areas.len() != cat.board.areas.len() {
        Some("the areas do not match the map")
    } else if !(1..=MAX_SLOTS).contains(&civs) || st.npc.civs.len() > civs {
        Some("not 1 to 6 civilizations")
    } else if order != (0..civs).collect::<Vec<_>>() {
        Some("the Turn Order does not list every civilization once")
    } else if st.civs.iter().any(|c| c.civ.0 as usize >= cat.civs.len()) {
        Some("an unknown civilization")
    } else {
        None
    };
    problem
        .map(|p| {
            located(
                file,
                text,
                None,
                "State",
                format!("the held game state: {p}"),
            )
        })
        .into_iter()
        .collect()
}

/// The most VP a position may give a civilization: far above any game's score (a long game
/// scores a few hundred), far below the counter's limit, so play cannot overflow it.
pub const MAX_VP: u32 = 100_000;
/// The latest turn a position may name (a turn counter that cannot overflow; Epochs last a few
/// turns).
pub const MAX_TURN: u8 = 99;

struct Ck<'a> {
    file: &'a str,
    text: &'a str,
    errs: Vec<CatalogError>,
}

impl Ck<'_> {
    fn err(&mut self, after: Option<&str>, needle: &str, message: String) {
        let e = located(self.file, self.text, after, needle, message);
        self.errs.push(e);
    }
}

fn quoted(name: &str) -> String {
    format!("\"{name}\"")
}

/// Every problem of a record's setup and options (its actions are checked as they are played:
/// `Game::apply` refuses an illegal one with a sentence).
pub fn record(cat: &Catalog, rec: &GameRecord, file: &str, text: &str) -> Vec<CatalogError> {
    setup(cat, &rec.setup, &rec.options, file, text)
}

/// Every problem of a setup and its options.
pub fn setup(
    cat: &Catalog,
    setup: &SetupSpec,
    options: &super::state::GameOptions,
    file: &str,
    text: &str,
) -> Vec<CatalogError> {
    let mut errs = match setup {
        SetupSpec::Position(p) => position(cat, p, file, text),
        SetupSpec::Scenario(sc) => Acme::check_scenario(cat, &sc.def, file, text),
        SetupSpec::State(st) => held_state(cat, st, file, text),
        SetupSpec::Basic { .. } | SetupSpec::Custom { .. } => Vec::new(),
    };
    let mut ck = Ck {
        file,
        text,
        errs: Vec::new(),
    };
    if let SetupSpec::Custom { config, .. } = setup
        && cat.board.config(config).is_none()
    {
        ck.err(
            None,
            "config",
            format!("unknown map configuration '{config}'"),
        );
    } else if let SetupSpec::Custom { civs, .. } = setup
        && !(1..=MAX_SLOTS).contains(&civs.len())
    {
        ck.err(
            None,
            "civs:",
            format!("{} civilizations; a game has 1 to {MAX_SLOTS}", civs.len()),
        );
    }
    self::options(&mut ck, options);
    errs.append(&mut ck.errs);
    errs
}

fn options(ck: &mut Ck, o: &super::state::GameOptions) {
    if !(1..=4).contains(&o.last_epoch) {
        ck.err(
            None,
            "last_epoch",
            format!("last_epoch {} is not an Epoch (1-4)", o.last_epoch),
        );
    }
    if let Some(v) = o.vp_goal
        && v > MAX_VP
    {
        ck.err(
            None,
            "vp_goal",
            format!("vp_goal {v} is beyond {MAX_VP} VP"),
        );
    }
}

/// Every problem of a position (docs/formats.md, "Position file"), before it is built.
pub fn position(cat: &Catalog, p: &Position, file: &str, text: &str) -> Vec<CatalogError> {
    let mut ck = Ck {
        file,
        text,
        errs: Vec::new(),
    };
    let pc = PositionCheck {
        cat,
        p,
        config: cat.board.config(&p.config),
    };
    position_header(&mut ck, &pc);
    for i in 0..p.civs.len() {
        position_civ(&mut ck, &pc, i);
    }
    position_order(&mut ck, &pc);
    // RB Stacking binds during the Growth and Card Phases (not while setting up).
    let stacking = matches!(p.flow.phase(), Phase::Growth | Phase::Card)
        && !matches!(p.flow, Flow::Setup { .. });
    for i in 0..p.areas.len() {
        position_area(&mut ck, &pc, i, stacking);
    }
    position_npc(&mut ck, &pc);
    flow(&mut ck, p.flow, p.civs.len());
    ck.errs
}

/// What the parts of a position's check read: the catalog, the position and its map.
struct PositionCheck<'a> {
    cat: &'a Catalog,
    p: &'a Position,
    config: Option<usize>,
}

impl PositionCheck<'_> {
    /// A civilization of the position (names compare without case).
    fn known(&self, name: &str) -> bool {
        self.p.civs.iter().any(|c| c.civ.eq_ignore_ascii_case(name))
    }
    /// In play on the position's map (every area when the map is unknown: reported once).
    fn playable(&self, a: super::catalog::AreaId) -> bool {
        self.config
            .is_none_or(|k| self.cat.board.configs[k].playable & bit(a) != 0)
    }
}

/// The map, the number of civilizations, the options, Epoch and turn.
fn position_header(ck: &mut Ck, pc: &PositionCheck) {
    let (p, config) = (pc.p, pc.config);
    if config.is_none() {
        ck.err(
            None,
            "config",
            format!("unknown map configuration '{}'", p.config),
        );
    }
    let n = p.civs.len();
    if !(1..=MAX_SLOTS).contains(&n) {
        ck.err(
            None,
            "civs:",
            format!("{n} civilizations; a position has 1 to {MAX_SLOTS}"),
        );
    }
    options(ck, &p.options);
    if !(1..=p.options.last_epoch.max(1)).contains(&p.epoch) {
        ck.err(
            None,
            "epoch",
            format!(
                "epoch {} is not between 1 and the last Epoch ({})",
                p.epoch, p.options.last_epoch
            ),
        );
    }
    if !(1..=MAX_TURN).contains(&p.turn) {
        ck.err(
            None,
            "turn",
            format!("turn {} is not between 1 and {MAX_TURN}", p.turn),
        );
    }
}

/// The civilization `i`: its name and colour (once each), Homeland, counts, Deity and cards.
fn position_civ(ck: &mut Ck, pc: &PositionCheck, i: usize) {
    let p = pc.p;
    let c = &p.civs[i];
    let at = Some(c.civ.as_str());
    let name = quoted(&c.civ);
    match pc.cat.civ_by_name(&c.civ) {
        None => ck.err(None, &name, format!("unknown civilization '{}'", c.civ)),
        Some(k) => {
            if p.civs[..i]
                .iter()
                .any(|o| pc.cat.civ_by_name(&o.civ) == Some(k))
            {
                ck.err(
                    Some(&name),
                    &name,
                    format!("civilization '{}' is listed twice", c.civ),
                );
            }
        }
    }
    if p.civs[..i].iter().any(|o| o.color == c.color) {
        ck.err(
            Some(&name),
            "color",
            format!("{}: colour {:?} is already taken", c.civ, c.color),
        );
    }
    match pc.cat.board.find(&c.homeland) {
        None => ck.err(
            Some(&name),
            &quoted(&c.homeland),
            format!("{}: unknown homeland '{}'", c.civ, c.homeland),
        ),
        Some(a) if !pc.cat.board.areas[a.0 as usize].is_land() || !pc.playable(a) => ck.err(
            Some(&name),
            &quoted(&c.homeland),
            format!(
                "{}: homeland '{}' is not a land area in play on this map",
                c.civ, c.homeland
            ),
        ),
        Some(_) => {}
    }
    let limit = |ck: &mut Ck, field: &str, v: u32, max: u32| {
        if v > max {
            ck.err(at, field, format!("{}: {field} {v} is over {max}", c.civ));
        }
    };
    limit(ck, "growth", c.growth as u32, DISKS_PER_COLOR as u32);
    limit(ck, "captives", c.captives as u32, c.growth as u32);
    limit(
        ck,
        "treasury",
        c.treasury as u32 + c.loot as u32,
        WHITE_DISKS as u32,
    );
    limit(ck, "vp", c.vp, MAX_VP);
    limit(ck, "gilgamesh_uses", c.gilgamesh_uses as u32, 2);
    if let Some((d, t)) = &c.deity {
        if !(104..=110).contains(d) && *d != MONOTHEISM.0 {
            ck.err(at, "deity", format!("{}: {d} is not a Deity", c.civ));
        }
        if p.civs[..i]
            .iter()
            .any(|o| o.deity.as_ref().is_some_and(|x| x.0 == *d))
        {
            ck.err(
                at,
                "deity",
                format!("{}: Deity {d} belongs to another civilization", c.civ),
            );
        }
        if let TempleAt::CapturedBy(by) = t
            && !pc.known(by)
        {
            ck.err(
                at,
                &quoted(by),
                format!("{}: temple captured by unknown '{by}'", c.civ),
            );
        }
    }
    for (id, _) in &c.table {
        if !(1..=FATE_CARDS).contains(id) {
            ck.err(at, "table", format!("{}: no Fate card {id}", c.civ));
        }
    }
    for (id, area, _) in &c.bonus {
        if !(69..=71).contains(id) {
            ck.err(
                at,
                "bonus",
                format!("{}: card {id} is not a bonus-area card (69-71)", c.civ),
            );
        }
        if pc.cat.board.find(area).is_none() {
            ck.err(at, &quoted(area), format!("unknown area '{area}'"));
        }
    }
}

/// The Turn Order: every civilization once.
fn position_order(ck: &mut Ck, pc: &PositionCheck) {
    let p = pc.p;
    let n = p.civs.len();
    for (i, name) in p.order.iter().enumerate() {
        if !pc.known(name) {
            ck.err(
                Some("order"),
                &quoted(name),
                format!("Turn Order: '{name}' is not a civilization of this position"),
            );
        } else if p.order[..i].iter().any(|o| o.eq_ignore_ascii_case(name)) {
            ck.err(
                Some("order"),
                &quoted(name),
                format!("Turn Order: '{name}' is listed twice"),
            );
        }
    }
    if p.order.len() != n {
        ck.err(
            None,
            "order",
            format!(
                "the Turn Order lists {} names for {n} civilizations",
                p.order.len()
            ),
        );
    }
}

/// The area entry `i`: a known area in play, listed once, and what lies there.
fn position_area(ck: &mut Ck, pc: &PositionCheck, i: usize, stacking: bool) {
    let p = pc.p;
    let pa = &p.areas[i];
    let name = quoted(&pa.area);
    let Some(a) = pc.cat.board.find(&pa.area) else {
        ck.err(Some("areas"), &name, format!("unknown area '{}'", pa.area));
        return;
    };
    if !pc.playable(a) {
        ck.err(
            Some("areas"),
            &name,
            format!("area '{}' is not in play on this map", pa.area),
        );
    }
    if p.areas[..i]
        .iter()
        .any(|o| pc.cat.board.find(&o.area) == Some(a))
    {
        ck.err(
            Some("areas"),
            &name,
            format!("area '{}' is listed twice", pa.area),
        );
    }
    let limit = if pc.cat.board.areas[a.0 as usize].is_desert_or_sea() {
        2
    } else {
        4
    };
    area_disks(ck, pc, pa, &name, limit, stacking);
    area_allies_and_owners(ck, pc, pa, &name);
}

/// The disks of an area: known factions, once each, within a colour's disks and (when
/// `stacking`) the stacking `limit`.
fn area_disks(
    ck: &mut Ck,
    pc: &PositionCheck,
    pa: &super::record::PosArea,
    name: &str,
    limit: u8,
    stacking: bool,
) {
    for (j, (who, count)) in pa.disks.iter().enumerate() {
        let barbarian = who.eq_ignore_ascii_case("barbarians");
        if !barbarian && !pc.known(who) {
            ck.err(
                Some(name),
                &quoted(who),
                format!("{}: unknown faction '{who}'", pa.area),
            );
        }
        if pa.disks[..j].iter().any(|o| o.0.eq_ignore_ascii_case(who)) {
            ck.err(
                Some(name),
                &quoted(who),
                format!("{}: '{who}' is listed twice", pa.area),
            );
        }
        // RB Play Hint: 48 disks of a civilization's colour to deploy; the Barbarians have
        // all 50 black disks.
        let most = if barbarian {
            BLACK_DISKS
        } else {
            DISKS_PER_COLOR
        };
        if *count as u16 > most {
            ck.err(
                Some(name),
                &quoted(who),
                format!(
                    "{}: {count} disks of '{who}' (a colour has {most})",
                    pa.area
                ),
            );
        } else if stacking && !barbarian && *count > limit {
            ck.err(
                Some(name),
                &quoted(who),
                format!(
                    "{}: {count} disks of '{who}' break the stacking limit of {limit} (RB Stacking)",
                    pa.area
                ),
            );
        }
    }
}

/// The allied disks (known civilizations, within the white disks), the Stronghold's and the
/// Gold's owners of an area.
fn area_allies_and_owners(
    ck: &mut Ck,
    pc: &PositionCheck,
    pa: &super::record::PosArea,
    name: &str,
) {
    let mut allies = 0u32;
    for (j, (who, count)) in pa.allies.iter().enumerate() {
        allies += *count as u32;
        if !pc.known(who) {
            ck.err(
                Some(name),
                &quoted(who),
                format!("{}: unknown civilization '{who}' for allies", pa.area),
            );
        } else if pa.allies[..j].iter().any(|o| o.0.eq_ignore_ascii_case(who)) {
            ck.err(
                Some(name),
                &quoted(who),
                format!("{}: allies of '{who}' listed twice", pa.area),
            );
        }
    }
    if allies > WHITE_DISKS as u32 {
        ck.err(
            Some(name),
            "allies",
            format!(
                "{}: {allies} allied disks (there are {WHITE_DISKS} white disks)",
                pa.area
            ),
        );
    }
    for who in pa.stronghold.iter() {
        if !who.eq_ignore_ascii_case("barbarians") && !pc.known(who) {
            ck.err(
                Some(name),
                &quoted(who),
                format!("{}: Stronghold of unknown '{who}'", pa.area),
            );
        }
    }
    for who in pa.gold.iter() {
        if !pc.known(who) {
            ck.err(
                Some(name),
                &quoted(who),
                format!("{}: Gold of unknown '{who}'", pa.area),
            );
        }
    }
}

/// Solitaire state: by slot, within the civilizations of the position.
fn position_npc(ck: &mut Ck, pc: &PositionCheck) {
    let p = pc.p;
    let n = p.civs.len();
    let slot_ok = |s: &Option<super::state::Slot>| s.is_none_or(|s| s.idx() < n);
    if p.npc.civs.len() > n
        || p.npc
            .civs
            .iter()
            .any(|c| !slot_ok(&c.primary) || !slot_ok(&c.last_enemy) || !slot_ok(&c.forced_by))
        || p.npc.anchor.as_ref().is_some_and(|x| x.slot.idx() >= n)
        || p.npc.reentry.as_ref().is_some_and(|x| {
            x.slot.idx() >= n
                || x.civ.0 as usize >= pc.cat.civs.len()
                || x.entry.0 as usize >= pc.cat.board.areas.len()
                || x.home
                    .is_some_and(|h| h.0 as usize >= pc.cat.board.areas.len())
        })
    {
        ck.err(
            None,
            "npc:",
            format!(
                "the solitaire state names a civilization or area beyond the {n} of this position"
            ),
        );
    }
}

/// `flow` values a position may start from (docs/formats.md): Turn Order positions within the
/// Turn Order, End of Epoch steps that exist. A competition in progress needs the competition's
/// own state (the contested area, commitments, rounds), which a position does not describe: it
/// starts at `CompStart`, `CompTraitor(pos)` or `CompNext` instead.
fn flow(ck: &mut Ck, f: Flow, n: usize) {
    let n8 = n as u8;
    let problem = match f {
        Flow::Setup { pos } | Flow::CompTraitor { pos } if pos > n8 => {
            Some(format!("Turn Order position {pos} is past the last ({n})"))
        }
        Flow::Growth { pos, .. } | Flow::Card { pos } if pos >= n8 => Some(format!(
            "Turn Order position {pos} is past the last civilization (positions 0-{})",
            n.saturating_sub(1)
        )),
        Flow::Reckoning {
            step: ReckStep::Gilgamesh { pos } | ReckStep::Draw { pos },
        } if pos > n8 => Some(format!("Turn Order position {pos} is past the last ({n})")),
        Flow::Comp {
            step: CompStep::Commit { .. } | CompStep::Resolve | CompStep::Round | CompStep::Loot,
        } => Some(
            "a competition in progress cannot be described by a position (start it at CompStart, \
             CompTraitor(pos) or CompNext)"
                .to_string(),
        ),
        Flow::EndOfEpoch { step } => {
            let ok = matches!(step, 0..=8 | 20) || (30..=30 + n8).contains(&step);
            (!ok).then(|| {
                format!(
                    "End of Epoch step {step} does not exist (0-8, 20, or 30-{} to deal)",
                    30 + n8
                )
            })
        }
        Flow::Scenario { .. } => Some("a scenario's own steps cannot start a position".to_string()),
        _ => None,
    };
    if let Some(m) = problem {
        ck.err(None, "flow", format!("flow {f:?}: {m}"));
    }
}

/// A problem of `file` at the line of `needle` (after `after`): the position checker's and the
/// scenario checker's (`scenario::check`) way to point at the offending name.
pub(crate) fn located(
    file: &str,
    text: &str,
    after: Option<&str>,
    needle: &str,
    message: String,
) -> CatalogError {
    CatalogError {
        file: file.to_string(),
        line: line_of(text, after, needle),
        message,
    }
}

/// The line of the first occurrence of `needle` (after `after`, when given and found), 1-based;
/// line 1 when the text does not hold it.
fn line_of(text: &str, after: Option<&str>, needle: &str) -> usize {
    let start = after.and_then(|a| text.find(a)).unwrap_or(0);
    let pos = text[start..]
        .find(needle)
        .map(|i| start + i)
        .unwrap_or(start);
    text[..pos].matches('\n').count() + 1
}
