//! Position builder for the politics, religion, Event, Deity, civilization and Change of Epoch
//! tests (helper C). Builds a position file (RON, see `record::Position`) from a few calls and
//! gives a deterministic draw deck: the cards named with `top` on top (first drawn first), then
//! every other card in descending id order with the Events at the bottom.
#![allow(dead_code)]

use acme::games::acme::catalog::CardId;
use acme::games::acme::{Action, Ask, Decision, Game};

use crate::support;

pub struct CivP {
    name: String,
    home: String,
    hand: Vec<u8>,
    treasury: u16,
    vp: u32,
    deity: Option<(u8, String)>,
    inactive: Option<u8>,
    table: Vec<(u8, u8)>,
    passed: bool,
    growth: u16,
    gilgamesh_uses: u8,
}

impl CivP {
    pub fn hand(mut self, cards: &[u8]) -> Self {
        self.hand = cards.to_vec();
        self
    }
    pub fn mina(mut self, n: u16) -> Self {
        self.treasury = n;
        self
    }
    pub fn vp(mut self, n: u32) -> Self {
        self.vp = n;
        self
    }
    /// A Deity card and where its temple is: "Standing", "Destroyed", "Returned" or
    /// "CapturedBy(\"Egypt\")".
    pub fn deity(mut self, id: u8, at: &str) -> Self {
        self.deity = Some((id, at.to_string()));
        self
    }
    pub fn inactive(mut self, by: u8) -> Self {
        self.inactive = Some(by);
        self
    }
    pub fn table(mut self, card: u8, disks: u8) -> Self {
        self.table.push((card, disks));
        self
    }
    pub fn passed(mut self) -> Self {
        self.passed = true;
        self
    }
    pub fn growth(mut self, n: u16) -> Self {
        self.growth = n;
        self
    }
    pub fn gilgamesh_used(mut self) -> Self {
        self.gilgamesh_uses = 1;
        self
    }
}

/// An area of a position: its name, disks per faction, and the faction holding a Stronghold cube.
type AreaP = (String, Vec<(String, u8)>, Option<String>);

pub struct Pos {
    config: String,
    flow: String,
    epoch: u8,
    turn: u8,
    seed: u64,
    last_epoch: u8,
    final_epoch_event: bool,
    homeland_defense: bool,
    civs: Vec<CivP>,
    order: Option<Vec<String>>,
    areas: Vec<AreaP>,
    top: Vec<u8>,
    discard: Vec<u8>,
    set_aside: Vec<u8>,
}

const COLORS: [&str; 6] = ["BurntOrange", "Blue", "Green", "Red", "Purple", "Yellow"];

impl Pos {
    /// A position on a map configuration ("Full", "Western", "Abbreviated Western", ...) whose
    /// next step is `flow` in RON (e.g. "Card(pos: 0)", "EndOfEpoch(step: 3)").
    pub fn new(config: &str, flow: &str) -> Self {
        Pos {
            config: config.into(),
            flow: flow.into(),
            epoch: 1,
            turn: 2,
            seed: 7,
            last_epoch: 4,
            final_epoch_event: false,
            homeland_defense: false,
            civs: Vec::new(),
            order: None,
            areas: Vec::new(),
            top: Vec::new(),
            discard: Vec::new(),
            set_aside: Vec::new(),
        }
    }
    /// A civilization (Turn Order follows the calls unless `order` is given). Naming a
    /// civilization already added changes it instead.
    pub fn civ(mut self, name: &str, home: &str, f: impl FnOnce(CivP) -> CivP) -> Self {
        if let Some(i) = self.civs.iter().position(|c| c.name == name) {
            let old = self.civs.remove(i);
            self.civs.insert(i, f(old));
            return self;
        }
        let c = CivP {
            name: name.into(),
            home: home.into(),
            hand: vec![],
            treasury: 0,
            vp: 0,
            deity: None,
            inactive: None,
            table: vec![],
            passed: false,
            growth: 0,
            gilgamesh_uses: 0,
        };
        self.civs.push(f(c));
        self
    }
    pub fn order(mut self, names: &[&str]) -> Self {
        self.order = Some(names.iter().map(|s| s.to_string()).collect());
        self
    }
    /// Disks in an area: ("Egypt", 3), ("Barbarians", 2).
    pub fn disks(mut self, area: &str, d: &[(&str, u8)]) -> Self {
        self.areas.push((
            area.into(),
            d.iter().map(|(w, n)| (w.to_string(), *n)).collect(),
            None,
        ));
        self
    }
    /// Disks and a Stronghold cube on the disks of `cube`.
    pub fn fort(mut self, area: &str, d: &[(&str, u8)], cube: &str) -> Self {
        self.areas.push((
            area.into(),
            d.iter().map(|(w, n)| (w.to_string(), *n)).collect(),
            Some(cube.into()),
        ));
        self
    }
    pub fn epoch(mut self, e: u8) -> Self {
        self.epoch = e;
        self
    }
    pub fn turn(mut self, t: u8) -> Self {
        self.turn = t;
        self
    }
    pub fn seed(mut self, s: u64) -> Self {
        self.seed = s;
        self
    }
    /// RB optional Homeland Defense.
    pub fn homeland_defense(mut self) -> Self {
        self.homeland_defense = true;
        self
    }
    /// RB optional Final Epoch Event.
    pub fn final_epoch_event(mut self) -> Self {
        self.final_epoch_event = true;
        self
    }
    pub fn last_epoch(mut self, e: u8) -> Self {
        self.last_epoch = e;
        self
    }
    /// Cards on top of the draw deck, the first drawn first.
    pub fn top(mut self, cards: &[u8]) -> Self {
        self.top = cards.to_vec();
        self
    }
    /// The discard pile, bottom to top.
    pub fn discard(mut self, cards: &[u8]) -> Self {
        self.discard = cards.to_vec();
        self
    }
    pub fn set_aside(mut self, cards: &[u8]) -> Self {
        self.set_aside = cards.to_vec();
        self
    }

    pub fn ron(&self) -> String {
        let mut used: Vec<u8> = Vec::new();
        let mut civs = String::new();
        for (i, c) in self.civs.iter().enumerate() {
            used.extend(&c.hand);
            used.extend(c.table.iter().map(|t| t.0));
            used.extend(c.inactive);
            let deity = match &c.deity {
                Some((d, at)) => format!("Some(({d}, {at}))"),
                None => "None".into(),
            };
            if c.deity.as_ref().is_some_and(|d| d.0 == 95) && !c.table.iter().any(|t| t.0 == 95) {
                used.push(95);
            }
            civs.push_str(&format!(
                "(civ: \"{}\", color: {}, homeland: \"{}\", hand: {:?}, treasury: {}, vp: {}, deity: {}, deity_inactive_by: {}, table: {:?}, passed: {}, growth: {}, gilgamesh_uses: {}),\n",
                c.name,
                COLORS[i % 6],
                c.home,
                c.hand,
                c.treasury,
                c.vp,
                deity,
                c.inactive.map(|x| format!("Some({x})")).unwrap_or("None".into()),
                c.table,
                c.passed,
                c.growth,
                c.gilgamesh_uses,
            ));
        }
        used.extend(&self.discard);
        used.extend(&self.set_aside);
        used.extend(&self.top);
        let mut deck: Vec<u8> = (96..=103).rev().filter(|c| !used.contains(c)).collect();
        deck.extend((1..=95u8).filter(|c| !used.contains(c)));
        deck.extend(self.top.iter().rev());
        let order: Vec<String> = self
            .order
            .clone()
            .unwrap_or_else(|| self.civs.iter().map(|c| c.name.clone()).collect());
        let areas: Vec<String> = self
            .areas
            .iter()
            .map(|(a, d, cube)| {
                let ds: Vec<String> = d.iter().map(|(w, n)| format!("(\"{w}\", {n})")).collect();
                let cube = cube
                    .as_ref()
                    .map(|c| format!("Some(\"{c}\")"))
                    .unwrap_or("None".into());
                format!(
                    "(area: \"{a}\", disks: [{}], stronghold: {cube})",
                    ds.join(", ")
                )
            })
            .collect();
        let options = format!(
            "(last_epoch: {}, vp_goal: None, final_epoch_event: {}, homeland_defense: {}, barbarian_hordes: false, second_gilgamesh: false)",
            self.last_epoch, self.final_epoch_event, self.homeland_defense
        );
        format!(
            "(config: \"{}\", epoch: {}, turn: {}, flow: {}, seed: {}, options: {}, civs: [\n{}], order: {:?}, areas: [{}], deck: Some({:?}), discard: {:?}, set_aside: {:?})",
            self.config,
            self.epoch,
            self.turn,
            self.flow,
            self.seed,
            options,
            civs,
            order,
            areas.join(",\n"),
            deck,
            self.discard,
            self.set_aside
        )
    }

    pub fn game(&self) -> Game {
        support::game(&self.ron())
    }
}

/// The pending decision's options.
pub fn options(g: &Game) -> Vec<Action> {
    support::pending(g).options.clone()
}

pub fn play(g: &mut Game, id: u8) {
    support::answer(g, Action::Play(CardId(id)));
}

/// Answer with an area by name.
pub fn pick(g: &mut Game, area: &str) {
    let a = support::area_action(g, area);
    support::answer(g, a);
}

/// Answer with a civilization by name.
pub fn pick_civ(g: &mut Game, civ: &str) {
    let a = support::civ_action(g, civ);
    support::answer(g, a);
}

pub fn is_card_action(d: &Decision) -> bool {
    matches!(d.ask, Ask::CardAction)
}

/// Is the pending decision a Card Phase action of `civ`?
pub fn card_action_of(g: &Game, civ: &str) -> bool {
    is_card_action(support::pending(g)) && support::who(g) == civ
}

pub fn treasury(g: &Game, civ: &str) -> u16 {
    g.state.civ(support::slot(g, civ)).treasury
}

pub fn vp(g: &Game, civ: &str) -> u32 {
    g.state.civ(support::slot(g, civ)).vp
}

pub fn hand(g: &Game, civ: &str) -> Vec<u8> {
    g.state
        .civ(support::slot(g, civ))
        .hand
        .iter()
        .map(|c| c.0)
        .collect()
}

pub fn order(g: &Game) -> Vec<String> {
    g.state
        .order
        .iter()
        .map(|&s| g.catalog.civ(g.state.civ(s).civ).name.clone())
        .collect()
}

/// Panic unless the game's invariants hold (disk, card and mina conservation, stacking).
pub fn check(g: &Game) {
    if let Err(e) = acme::games::acme::invariants::check(&g.catalog, &g.state) {
        panic!("invariants broken: {}", e.join("; "));
    }
}

/// Answer with `Action::RemoveFrom` an area by name.
pub fn remove_from(g: &mut Game, area: &str) {
    let a = Action::RemoveFrom(support::area(g, area));
    support::answer(g, a);
}

/// Read-only queries on the game (Control, Deities, Cities...).
pub fn q(g: &Game) -> acme::games::acme::Q<'_> {
    acme::games::acme::Q::new(&g.catalog, &g.state)
}

/// What the Acquisition Step would count for `civ` now.
pub fn acquisition(g: &mut Game, civ: &str) -> acme::games::acme::probe::growth::Acquisition {
    let s = support::slot(g, civ);
    acme::games::acme::probe::growth::count_acquisition(&g.g(), s)
}

/// May `civ` deploy into `area` now?
pub fn deployable(g: &mut Game, civ: &str, area: &str) -> bool {
    let (s, a) = (support::slot(g, civ), support::area(g, area));
    acme::games::acme::probe::growth::deploy_check(&g.g(), s, a).is_ok()
}
