//! Whether ACME's ruleset answers as the base game's defaults in a state: every hook point asked
//! of both [`Acme`] and [`BaseGame`], for every civilization and every area (hooks that change the
//! state run on two copies, compared with their events after). In a game without NPCs and
//! scenario no layer has a word, so a hook that answers differently there is a base rule that no
//! longer runs for ACME (`tests/rules/seam.rs` asks this along whole games).

use crate::games::acme::catalog::{AreaId, CardId, Catalog};
use crate::games::acme::decision::Action;
use crate::games::acme::engine::Game;
use crate::games::acme::g::G;
use crate::games::acme::losses::{LossMemo, LossRules};
use crate::games::acme::proc::Ctx;
use crate::games::acme::ruleset::{Acme, BaseGame, Losers, Ruleset};
use crate::games::acme::state::scenario_state::ScenarioAt;
use crate::games::acme::state::{Faction, Slot, State};

/// The names of the hooks whose answers in `game`'s state differ between ACME's ruleset and the
/// base game's defaults (empty when they all agree).
pub fn base_game_disagreements(game: &Game) -> Vec<&'static str> {
    let cat: &Catalog = &game.catalog;
    let mut st = game.state.clone();
    let mut out: Vec<&'static str> = Vec::new();
    let mut differ = |name: &'static str, same: bool| {
        if !same && !out.contains(&name) {
            out.push(name);
        }
    };
    let slots: Vec<Slot> = st.slots().collect();
    let areas: Vec<AreaId> = (0..st.areas.len() as u8).map(AreaId).collect();
    let cards: Vec<CardId> = cat.fate_cards().map(|c| c.id).collect();
    let deities: Vec<CardId> = cat.deities.iter().map(|d| d.id).collect();
    let abilities: Vec<&str> = cat
        .civs
        .iter()
        .flat_map(|c| c.raw.abilities.iter().map(|a| a.name.as_str()))
        .collect();

    // Questions: the same arguments to both.
    macro_rules! same {
        ($hook:ident($($arg:expr),*)) => {
            differ(stringify!($hook), Acme::$hook($($arg),*) == BaseGame::$hook($($arg),*))
        };
    }
    let mut st_base = st.clone();
    {
        let g = &G::new(cat, &mut st);
        let base = &G::<BaseGame>::under(cat, &mut st_base, false);
        let st = &*g.st;
        // Questions that read the game: each ruleset on its own view of the same state.
        macro_rules! same_g {
            ($hook:ident($($arg:expr),*)) => {
                differ(
                    stringify!($hook),
                    Acme::$hook(g, $($arg),*) == BaseGame::$hook(base, $($arg),*),
                )
            };
        }
        for at in [
            ScenarioAt::Setup,
            ScenarioAt::TurnStart,
            ScenarioAt::CompStart,
            ScenarioAt::AfterCompetition,
        ] {
            same_g!(detour(at));
        }
        same!(neutral_slots(st));
        same!(counted_seas(cat));
        differ(
            "BASE_CARD_EFFECTS",
            Acme::BASE_CARD_EFFECTS == BaseGame::BASE_CARD_EFFECTS,
        );
        same!(stacking(cat, st, Faction::BARBARIANS));
        same_g!(game_ends());
        same!(kept_cards(st));
        for &c in &cards {
            same!(removed_from_game(st, c));
        }
        for (i, &s) in slots.iter().enumerate() {
            same!(held_disks(st, i));
            same!(stacking(cat, st, s.faction()));
            same!(commerce_partner(st, s));
            same!(never_acts(st, s));
            same_g!(card_actions(s));
            same!(is_npc(st, s));
            same!(player_vp(st, s));
            same_g!(deity_forbidden(s));
            same!(civ_name(st, s));
            same_g!(skip_draw_step(s));
            same_g!(draw_base(s));
            same!(vp_frozen(st, s));
            same_g!(gilgamesh(s));
            same_g!(epoch_most(s));
            same!(counts_as_civilization(st, s));
            for n in [0, 3, 7, 12] {
                same!(hand_limit(st, s, n));
                same_g!(tally_cities(s, n as u32));
                same_g!(acquisition(s, n as u16, 3));
            }
            for &name in &abilities {
                same_g!(ability(s, name));
            }
            for &d in &deities {
                same!(deity_negates(st, s, d));
            }
            for &c in &st.civ(s).hand {
                same!(card_locked(st, s, c));
            }
            for &a in &areas {
                same_g!(may_deploy(s, a));
                same_g!(may_place(s.faction(), a));
                same_g!(may_sack(s, a));
                same!(loser_in(st, a, s.faction()));
                let rules = LossRules::card_in_competition(None);
                same_g!(loss_protected(s, a, &rules, &LossMemo::default()));
            }
        }
        for &a in &areas {
            let ar = &st.areas[a.0 as usize];
            same!(sides(st, ar, ar.faction_count()));
            same!(gold_owner_at(st, a));
            same_g!(may_place(Faction::BARBARIANS, a));
        }
        let losers: Losers = slots
            .iter()
            .enumerate()
            .map(|(i, s)| (i as u32, i, s.faction()))
            .collect();
        let (mut x, mut y) = (losers.clone(), losers);
        Acme::merge_friends(st, &mut x);
        BaseGame::merge_friends(st, &mut y);
        differ("merge_friends", x == y);
    }

    // Steps: each ruleset on its own copy of the state; the answer, the state and the events after
    // must be the same.
    macro_rules! same_effect {
        ($hook:ident($($arg:expr),*)) => {{
            let run = |acme: bool| {
                let mut copy = game.state.clone();
                let mut ctx = Ctx::new(Vec::new());
                let answer = if acme {
                    let g = &mut G::new(cat, &mut copy);
                    format!("{:?}", Acme::$hook(g, &mut ctx, $($arg),*))
                } else {
                    let g = &mut G::<BaseGame>::under(cat, &mut copy, false);
                    format!("{:?}", BaseGame::$hook(g, &mut ctx, $($arg),*))
                };
                (answer, format!("{:?}", ctx.events), copy)
            };
            differ(stringify!($hook), run(true) == run(false));
        }};
    }
    same_effect!(phase_end());
    same_effect!(competition_end());
    same_effect!(after_tally());
    same_effect!(sudden_end());
    same_effect!(endgame());
    if let Some(&a) = areas.first() {
        same_effect!(barbarian_sack(a));
    }
    for &s in &slots {
        same_effect!(civ_growth_start(s));
        same_effect!(before_resettle(s));
        same_effect!(draw_step_start(s));
        same_effect!(own_gilgamesh(s));
        same_effect!(card_action(s, Action::Option(0)));
        if let Some(a) = areas.iter().copied().find(|&a| owned_by(&game.state, a, s)) {
            same_effect!(after_sack(s, a));
        }
    }
    if let Some(&e) = cards.iter().find(|&&c| cat.card(c).is_event()) {
        same_effect!(event_override(e, slots.first().copied()));
    }
    out
}

/// `a` is controlled by `s` (an area it could sack).
fn owned_by(st: &State, a: AreaId, s: Slot) -> bool {
    st.areas[a.0 as usize].controller() == Some(s.faction())
}
