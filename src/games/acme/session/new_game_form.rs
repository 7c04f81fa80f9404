//! What the New Game screen asks, without the screen: the setups to choose from, who sits at each
//! seat, a sandbox's civilizations and start Epoch, the game length, seed and NPC tie-break, and
//! the game they describe ([`NewGameForm::new_game`]). The window draws it (`app::table`); tests
//! fill it in as a player would and start the game it gives.
//!
//! ACME's: its setups, scenarios, seats, sandbox civilizations, Epochs and options are what ACME
//! offers. The table reaches it through the game's aliases (`app::games::new_game_form`).

use crate::games::acme::ai::Budget;
use crate::games::acme::catalog::Catalog;
use crate::games::acme::npc::TieBreak;
use crate::games::acme::record::SetupSpec;
use crate::games::acme::scenario::{
    SandboxVariant, ScenarioChoice, ScenarioDef, ScenarioKind, ScenarioOptions, sandbox,
};
use crate::games::acme::setup::Layout;
use crate::games::acme::state::GameOptions;

use crate::play::StrategistSeat;

/// What the New Game screen (or a test, or a command) asks for.
#[derive(Debug, Clone, PartialEq)]
pub struct NewGame {
    pub title: String,
    pub setup: SetupSpec,
    pub options: GameOptions,
    pub seed: u64,
}

impl NewGame {
    /// The name of the scenario it plays, if it plays one.
    pub fn scenario(&self) -> Option<&str> {
        match &self.setup {
            SetupSpec::Scenario(sc) => Some(&sc.name),
            _ => None,
        }
    }
}

/// Who plays a seat. One selector per row of the New Game screen offers every kind in
/// [`SeatKind::ALL`], so a new kind of player is one more variant here.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SeatKind {
    /// A person at this screen (hot-seat when there are several).
    Human,
    /// The Playbook's NPC rules (N1) decide.
    #[default]
    Npc,
    /// A player's civilization (its hand secret, no NPC rule) that the Strategist plays, searching
    /// with this budget.
    Strategist(Budget),
}

impl SeatKind {
    pub const ALL: [SeatKind; 5] = [
        SeatKind::Human,
        SeatKind::Npc,
        SeatKind::Strategist(Budget::QUICK),
        SeatKind::Strategist(Budget::NORMAL),
        SeatKind::Strategist(Budget::DEEP),
    ];

    pub fn label(self) -> &'static str {
        match self {
            SeatKind::Human => "Human",
            SeatKind::Npc => "NPC",
            SeatKind::Strategist(Budget::QUICK) => "Strategist (quick)",
            SeatKind::Strategist(Budget::DEEP) => "Strategist (deep)",
            SeatKind::Strategist(_) => "Strategist (normal)",
        }
    }

    pub fn help(self) -> &'static str {
        match self {
            SeatKind::Human => "A player at this screen decides for it.",
            SeatKind::Npc => "The Playbook's NPC rules (N1) decide for it.",
            SeatKind::Strategist(_) => {
                "A computer player that looks ahead: it plays out each choice many times in \
                 games dealt from what it may know (never your hidden cards). It plays by the \
                 player's rules, its hand hidden. Deeper thinks longer."
            }
        }
    }

    /// Whether the civilization is a player's (a person or the Strategist), not an NPC.
    pub fn is_player(self) -> bool {
        self != SeatKind::Npc
    }

    pub fn is_human(self) -> bool {
        self == SeatKind::Human
    }
}

/// The Epochs a game may start or end in (RB: four Epochs).
pub const EPOCHS: std::ops::RangeInclusive<u8> = 1..=4;

/// One entry of the New Game list.
#[derive(Debug, Clone)]
pub struct SetupEntry {
    pub title: String,
    pub blurb: String,
    pub period: String,
    pub map: String,
    /// The civilizations of a fixed setup (empty for a sandbox: its players pick them).
    pub civs: Vec<String>,
    /// The scenario's neutral factions (Troy, the Independents, ...): nobody's seat.
    pub neutrals: Vec<String>,
    pub kind: EntryKind,
    /// The civilizations the first player in Turn Order may choose between (ACIS's 2-player
    /// setup, D17 step 6: Egypt or Troy); empty when the setup deals them from a fixed list.
    pub first_choices: Vec<String>,
    /// The Epoch a fixed setup starts in (a sandbox: its default).
    pub start_epoch: u8,
    pub last_epoch: u8,
}

#[derive(Debug, Clone)]
pub enum EntryKind {
    /// The Rulebook's basic game for this many players.
    Basic(u8),
    /// A historical (or other fixed) scenario by id.
    Scenario(String),
    /// A sandbox setup (G3.7, G3.8): the players pick the civilizations and the start Epoch.
    Sandbox(Box<ScenarioDef>),
}

impl SetupEntry {
    pub fn sandbox(&self) -> Option<&ScenarioDef> {
        match &self.kind {
            EntryKind::Sandbox(d) => Some(d),
            _ => None,
        }
    }

    /// How many civilizations the setup has (a sandbox: its first variant's picks).
    pub fn civ_count(&self) -> usize {
        match &self.kind {
            EntryKind::Sandbox(d) => d
                .sandbox
                .as_ref()
                .and_then(|s| s.variants.first())
                .map_or(0, |v| v.picks.len()),
            _ => self.civs.len(),
        }
    }

    /// Whether the setup suits this many civilizations (any variant of a sandbox).
    pub fn has_civs(&self, n: usize) -> bool {
        match &self.kind {
            EntryKind::Sandbox(d) => d
                .sandbox
                .as_ref()
                .is_some_and(|s| s.variants.iter().any(|v| v.picks.len() == n)),
            _ => self.civs.len() == n,
        }
    }
}

/// The basic games and every shipped scenario but the basic ones (they are the basic games).
pub fn entries(defs: &[ScenarioDef]) -> Vec<SetupEntry> {
    let mut out = Vec::new();
    for n in 2..=6u8 {
        let (map, civs) = crate::games::acme::setup::basic_civs(n).expect("2-6 players");
        out.push(SetupEntry {
            title: format!("Basic game, {n} players"),
            blurb: "The Rulebook's basic setup: printed Homelands and starting disks.".into(),
            period: "c. 1500 BC onward".into(),
            map: map.to_string(),
            civs: civs.iter().map(|c| c.to_string()).collect(),
            neutrals: Vec::new(),
            kind: EntryKind::Basic(n),
            first_choices: Vec::new(),
            start_epoch: 1,
            last_epoch: 4,
        });
    }
    for d in defs.iter().filter(|d| d.kind != ScenarioKind::Basic) {
        out.push(scenario_entry(d));
    }
    out
}

fn scenario_entry(d: &ScenarioDef) -> SetupEntry {
    let sandbox = d.kind == ScenarioKind::Sandbox && d.sandbox.is_some();
    SetupEntry {
        title: d.title.clone(),
        blurb: d.description.join(" "),
        period: d.period.clone(),
        map: d.map.clone(),
        civs: d
            .civs
            .iter()
            .map(|c| {
                if c.name.is_empty() {
                    c.display.clone()
                } else {
                    c.name.clone()
                }
            })
            .collect(),
        neutrals: d.neutrals.iter().map(|n| n.name.clone()).collect(),
        kind: if sandbox {
            EntryKind::Sandbox(Box::new(d.clone()))
        } else {
            EntryKind::Scenario(d.id.clone())
        },
        first_choices: Vec::new(),
        start_epoch: d.start_epoch,
        last_epoch: d.last_epoch,
    }
}

/// A sandbox's choices (G3.7.2: the setup's variant, the start Epoch, the civilizations).
#[derive(Debug, Clone, PartialEq)]
pub struct SandboxForm {
    pub variant: usize,
    pub start_epoch: u8,
    /// G3.7.1: Contemporaneous (only civilizations of the start Epoch) rather than Custom.
    pub contemporaneous: bool,
    /// One civilization per pick of the variant, in pick order.
    pub picks: Vec<String>,
    /// Why no set of civilizations fits this variant and start (Contemporaneous in an Epoch
    /// with too few civilizations), if so.
    pub unfillable: Option<String>,
}

/// The New Game screen's state.
#[derive(Debug, Clone, Default)]
pub struct NewGameForm {
    pub entries: Vec<SetupEntry>,
    pub pick: usize,
    /// One per row: a civilization of a fixed setup, a side of a sandbox.
    pub seats: Vec<SeatKind>,
    pub sandbox: Option<SandboxForm>,
    pub last_epoch: u8,
    pub seed: u64,
    pub tie_break: TieBreak,
    /// The civilization the first player chooses, one of the entry's `first_choices` (none:
    /// as the Turn Order's draw falls).
    pub first_civ: Option<String>,
    /// How many times the civilizations were drawn (each draw differs).
    draws: u64,
}

impl NewGameForm {
    pub fn new(entries: Vec<SetupEntry>, seed: u64, cat: &Catalog) -> NewGameForm {
        let mut f = NewGameForm {
            entries,
            seed,
            ..Default::default()
        };
        if !f.entries.is_empty() {
            f.select(0, cat);
        }
        f
    }

    pub fn entry(&self) -> &SetupEntry {
        &self.entries[self.pick]
    }

    /// The entry of this scenario id, if listed.
    pub fn position(&self, id: &str) -> Option<usize> {
        self.entries.iter().position(|e| match &e.kind {
            EntryKind::Scenario(x) => x == id,
            EntryKind::Sandbox(d) => d.id == id,
            EntryKind::Basic(n) => id == format!("basic-{n}"),
        })
    }

    /// Choose a setup: sensible defaults (a fixed setup: the first two civilizations human,
    /// hot-seat; a sandbox: the solitaire player on the first side against NPCs, as the Playbook
    /// presents them, G3.8.5, with its default picks from Epoch I).
    pub fn select(&mut self, i: usize, cat: &Catalog) {
        self.pick = i.min(self.entries.len().saturating_sub(1));
        self.first_civ = None;
        let e = &self.entries[self.pick];
        self.last_epoch = e.last_epoch.clamp(*EPOCHS.start(), *EPOCHS.end());
        match e.sandbox() {
            Some(def) => {
                let mut sb = SandboxForm {
                    variant: 0,
                    start_epoch: def.start_epoch.clamp(*EPOCHS.start(), *EPOCHS.end()),
                    contemporaneous: false,
                    picks: Vec::new(),
                    unfillable: None,
                };
                sb.picks = self.filled(cat, def, &sb, None).unwrap_or_default();
                self.sandbox = Some(sb);
                self.seats = self.default_sandbox_seats();
            }
            None => {
                self.sandbox = None;
                self.seats = (0..e.civs.len())
                    .map(|k| {
                        if k < 2 {
                            SeatKind::Human
                        } else {
                            SeatKind::Npc
                        }
                    })
                    .collect();
            }
        }
    }

    fn default_sandbox_seats(&self) -> Vec<SeatKind> {
        (0..self.sides().len())
            .map(|k| {
                if k == 0 {
                    SeatKind::Human
                } else {
                    SeatKind::Npc
                }
            })
            .collect()
    }

    /// The sandbox variant chosen.
    pub fn variant(&self) -> Option<&SandboxVariant> {
        let def = self.entry().sandbox()?;
        let sb = self.sandbox.as_ref()?;
        def.sandbox.as_ref()?.variants.get(sb.variant)
    }

    /// A sandbox's sides: the picks each player runs (G3.4: `per_player` civilizations each, in
    /// pick order). A fixed setup has one side per civilization.
    pub fn sides(&self) -> Vec<Vec<usize>> {
        match self.variant() {
            Some(v) => {
                let per = (v.per_player as usize).max(1);
                (0..v.picks.len())
                    .collect::<Vec<_>>()
                    .chunks(per)
                    .map(<[usize]>::to_vec)
                    .collect()
            }
            None => (0..self.entry().civs.len()).map(|i| vec![i]).collect(),
        }
    }

    /// The start Epoch's filter (Contemporaneous).
    fn epoch_filter(sb: &SandboxForm) -> Option<u8> {
        sb.contemporaneous.then_some(sb.start_epoch)
    }

    fn filled(
        &self,
        cat: &Catalog,
        def: &ScenarioDef,
        sb: &SandboxForm,
        shuffle: Option<u64>,
    ) -> Result<Vec<String>, String> {
        let v = def
            .sandbox
            .as_ref()
            .and_then(|s| s.variants.get(sb.variant))
            .ok_or("no such variant")?;
        let epoch = Self::epoch_filter(sb);
        // Keep the picks that still fit this variant and Epoch; fill the rest.
        let fixed: Vec<Option<String>> = (0..v.picks.len())
            .map(|i| {
                sb.picks.get(i).cloned().filter(|c| {
                    sandbox::pick_choices(cat, def, v, i, &sb.picks, epoch).contains(c)
                        && !sb.picks[..i].contains(c)
                })
            })
            .collect();
        if shuffle.is_none()
            && let Ok(p) = sandbox::fill_picks(cat, def, v, epoch, &fixed, None)
        {
            return Ok(p);
        }
        sandbox::fill_picks(cat, def, v, epoch, &vec![None; v.picks.len()], shuffle)
    }

    /// Choose a sandbox variant: its own number of picks and sides.
    pub fn set_variant(&mut self, variant: usize, cat: &Catalog) {
        let Some(def) = self.entry().sandbox().cloned() else {
            return;
        };
        let Some(mut sb) = self.sandbox.clone() else {
            return;
        };
        sb.variant = variant;
        sb.picks.clear();
        match self.filled(cat, &def, &sb, None) {
            Ok(p) => {
                sb.picks = p;
                sb.unfillable = None;
            }
            Err(e) => {
                // One empty picker per pick: the player picks, the problem line says why the
                // default failed.
                let n = def
                    .sandbox
                    .as_ref()
                    .and_then(|s| s.variants.get(variant))
                    .map_or(0, |v| v.picks.len());
                sb.picks = vec![String::new(); n];
                sb.unfillable = Some(e);
            }
        }
        self.sandbox = Some(sb);
        self.seats = self.default_sandbox_seats();
    }

    /// Change the start Epoch or the Contemporaneous rule: picks that no longer fit are replaced.
    pub fn set_start(&mut self, start_epoch: u8, contemporaneous: bool, cat: &Catalog) {
        let Some(def) = self.entry().sandbox().cloned() else {
            return;
        };
        let Some(mut sb) = self.sandbox.clone() else {
            return;
        };
        sb.start_epoch = start_epoch.clamp(*EPOCHS.start(), *EPOCHS.end());
        sb.contemporaneous = contemporaneous;
        // Picks that no longer fit are replaced; when nothing fits, the picks stay and the
        // problem line says why.
        match self.filled(cat, &def, &sb, None) {
            Ok(p) => {
                sb.picks = p;
                sb.unfillable = None;
            }
            Err(e) => sb.unfillable = Some(e),
        }
        self.last_epoch = self.last_epoch.max(sb.start_epoch);
        self.sandbox = Some(sb);
    }

    /// Draw the civilizations at random (a new draw each time; the game's seed does not change).
    pub fn draw(&mut self, cat: &Catalog) -> Result<(), String> {
        let def = self
            .entry()
            .sandbox()
            .cloned()
            .ok_or("not a sandbox setup")?;
        let mut sb = self.sandbox.clone().ok_or("not a sandbox setup")?;
        self.draws += 1;
        let key = self
            .seed
            .wrapping_mul(0x9e37_79b9_7f4a_7c15)
            .wrapping_add(self.draws);
        sb.picks = self.filled(cat, &def, &sb, Some(key))?;
        sb.unfillable = None;
        self.sandbox = Some(sb);
        Ok(())
    }

    /// The civilizations pick `i` may take now (for its selector).
    pub fn pick_choices(&self, i: usize, cat: &Catalog) -> Vec<String> {
        let (Some(def), Some(v), Some(sb)) = (
            self.entry().sandbox(),
            self.variant(),
            self.sandbox.as_ref(),
        ) else {
            return Vec::new();
        };
        sandbox::pick_choices(cat, def, v, i, &sb.picks, Self::epoch_filter(sb))
    }

    /// What is wrong with the choices, in a sentence for the player (`None`: the game can start).
    pub fn problem(&self, cat: &Catalog) -> Option<String> {
        if let Some(sb) = &self.sandbox
            && let (Some(def), Some(v)) = (self.entry().sandbox(), self.variant())
        {
            if let Err(e) = sandbox::valid(cat, def, v, &sb.picks, Self::epoch_filter(sb)) {
                return Some(match &sb.unfillable {
                    Some(why) => format!("{why} (G3.7.3): choose another start or Custom"),
                    None => e,
                });
            }
            if self.last_epoch < sb.start_epoch {
                return Some(format!(
                    "the game cannot end (Epoch {}) before it starts (Epoch {})",
                    sandbox::roman(self.last_epoch),
                    sandbox::roman(sb.start_epoch)
                ));
            }
        }
        None
    }

    /// The seats the Strategist plays, by civilization (every civilization of a sandbox side),
    /// for [`super::Session::set_strategists`] once the game has started.
    pub fn strategists(&self) -> Vec<StrategistSeat> {
        let e = self.entry();
        let names: Vec<Vec<String>> = match (&e.kind, self.sandbox.as_ref()) {
            (EntryKind::Sandbox(_), Some(sb)) => self
                .sides()
                .iter()
                .map(|side| {
                    side.iter()
                        .filter_map(|&i| sb.picks.get(i).cloned())
                        .collect()
                })
                .collect(),
            _ => e.civs.iter().map(|c| vec![c.clone()]).collect(),
        };
        names
            .into_iter()
            .zip(&self.seats)
            .filter_map(|(civs, seat)| match seat {
                SeatKind::Strategist(b) => Some(civs.into_iter().map(move |civ| StrategistSeat {
                    civ,
                    playouts: b.playouts,
                })),
                _ => None,
            })
            .flatten()
            .collect()
    }

    /// What the seats make of the game, in a sentence; `unplayed` is the game's word for a seat
    /// nobody plays (ACME's "NPC", Cradle's "Random": the game's `seat_words`).
    pub fn seats_summary(&self, unplayed: &str) -> String {
        let n = self.seats.iter().filter(|s| s.is_human()).count();
        let bots = self
            .seats
            .iter()
            .filter(|s| matches!(s, SeatKind::Strategist(_)))
            .count();
        let others = match bots {
            0 => format!("the {unplayed} seats"),
            1 => format!("the Strategist and the {unplayed} seats"),
            _ => format!("the Strategists and the {unplayed} seats"),
        };
        match n {
            0 => format!("Nobody plays at this screen: you watch {others}."),
            1 => format!("Solitaire: you against {others}."),
            n => format!("Hot-seat: {n} players share this screen."),
        }
    }

    /// The game the form describes, or what is wrong with it.
    pub fn new_game(&self, cat: &Catalog) -> Result<NewGame, String> {
        if let Some(p) = self.problem(cat) {
            return Err(p);
        }
        let e = self.entry();
        let mut options = GameOptions {
            last_epoch: self.last_epoch,
            ..GameOptions::default()
        };
        options.npc.tie_break = self.tie_break;
        options.first_civ = self
            .first_civ
            .clone()
            .filter(|c| e.first_choices.contains(c));
        // A Strategist's seat is a player's seat to the rules (its hand secret, no NPC rule).
        let human = |i: usize| self.seats.get(i).copied().unwrap_or_default().is_player();
        let setup = match &e.kind {
            EntryKind::Basic(n) => SetupSpec::Basic {
                players: *n,
                layout: Layout::Printed,
                npc: (0..e.civs.len()).map(|i| !human(i)).collect(),
            },
            EntryKind::Scenario(id) => crate::games::acme::scenario::shipped::scenario_setup_with(
                id,
                ScenarioChoice {
                    humans: (0..e.civs.len())
                        .filter(|&i| human(i))
                        .map(|i| vec![e.civs[i].clone()])
                        .collect(),
                    options: ScenarioOptions {
                        // The scenario's own length unless the player changed it.
                        last_epoch: (self.last_epoch != e.last_epoch).then_some(self.last_epoch),
                        ..Default::default()
                    },
                    ..Default::default()
                },
            )?,
            EntryKind::Sandbox(def) => {
                let sb = self.sandbox.as_ref().ok_or("no civilizations picked")?;
                let v = self.variant().ok_or("no such variant")?;
                let humans = self
                    .sides()
                    .iter()
                    .enumerate()
                    .filter(|(k, _)| human(*k))
                    .map(|(_, side)| side.iter().map(|&i| sb.picks[i].clone()).collect())
                    .collect();
                crate::games::acme::scenario::shipped::scenario_setup_with(
                    &def.id,
                    ScenarioChoice {
                        humans,
                        variant: Some(v.name.clone()),
                        civs: sb.picks.clone(),
                        options: ScenarioOptions {
                            start_epoch: Some(sb.start_epoch),
                            last_epoch: Some(self.last_epoch),
                            contemporaneous: sb.contemporaneous,
                            ..Default::default()
                        },
                    },
                )?
            }
        };
        Ok(NewGame {
            title: e.title.clone(),
            setup,
            options,
            seed: self.seed,
        })
    }
}
