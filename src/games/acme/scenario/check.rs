//! Reading a scenario file and checking it against the catalog. Every problem is reported as
//! `file:line: problem`, like the catalog's own checks; nothing here reads files.

use super::{CivDef, Deploy, EndRule, ScenarioDef, ScenarioKind, SpecialRule, VictoryRule};
use crate::games::acme::catalog::{Catalog, CatalogError, FATE_CARDS};
use crate::games::acme::input_check::located;

/// Parse a scenario file's text (no cross-checks).
pub fn parse(file: &str, text: &str) -> Result<ScenarioDef, Vec<CatalogError>> {
    ron::from_str::<ScenarioDef>(text).map_err(|e| {
        vec![CatalogError {
            file: file.to_string(),
            line: e.span.start.line,
            message: format!("{} (column {})", e.code, e.span.start.col),
        }]
    })
}

/// Parse and check a scenario file against the catalog.
pub fn parse_and_check(
    cat: &Catalog,
    file: &str,
    text: &str,
) -> Result<ScenarioDef, Vec<CatalogError>> {
    let def = parse(file, text)?;
    let errs = check(cat, &def, file, text);
    if errs.is_empty() { Ok(def) } else { Err(errs) }
}

struct Ck<'a> {
    cat: &'a Catalog,
    file: &'a str,
    text: &'a str,
    errs: Vec<CatalogError>,
    config: Option<usize>,
    def: &'a ScenarioDef,
    /// The civilizations' names ([`civ_name`]), in the file's order.
    names: Vec<String>,
}

impl Ck<'_> {
    /// A name that must be a civilization or neutral faction of this scenario ("*humans*" too).
    fn known(&mut self, n: &str) {
        let neutral = self.def.neutrals.iter().any(|x| x.name == n);
        if !self.names.iter().any(|x| x == n) && !neutral && n != "*humans*" {
            self.err(
                None,
                &format!("\"{n}\""),
                format!("'{n}' is not a civilization of this scenario"),
            );
        }
    }

    fn err(&mut self, after: Option<&str>, needle: &str, message: String) {
        let e = located(self.file, self.text, after, needle, message);
        self.errs.push(e);
    }

    /// An area name that must exist and be playable on the scenario's map.
    fn area(&mut self, after: Option<&str>, name: &str) {
        let needle = format!("\"{name}\"");
        match self.cat.board.find(name) {
            None => self.err(after, &needle, format!("unknown area '{name}'")),
            Some(a) => {
                if let Some(k) = self.config
                    && self.cat.board.configs[k].playable & crate::games::acme::catalog::bit(a) == 0
                {
                    let cfg = self.cat.board.configs[k].name.clone();
                    self.err(
                        after,
                        &needle,
                        format!("area '{name}' is not playable on the map '{cfg}'"),
                    );
                }
            }
        }
    }

    fn card(&mut self, after: Option<&str>, id: u8) {
        if !(1..=FATE_CARDS).contains(&id) {
            self.err(
                after,
                &id.to_string(),
                format!("card {id} is not a Fate card (1-{FATE_CARDS})"),
            );
        }
    }

    fn civ_display(&mut self, after: Option<&str>, name: &str) {
        if self.cat.civ_by_name(name).is_none() {
            self.err(
                after,
                &format!("\"{name}\""),
                format!("unknown civilization display '{name}'"),
            );
        }
    }
}

/// Every cross-check of a scenario against the catalog.
pub fn check(cat: &Catalog, def: &ScenarioDef, file: &str, text: &str) -> Vec<CatalogError> {
    let mut ck = Ck {
        cat,
        file,
        text,
        errs: Vec::new(),
        config: cat.board.config(&def.map),
        def,
        names: def.civs.iter().map(civ_name).collect(),
    };
    // Each part in turn: the errors are listed in this order.
    check_header(&mut ck, def);
    check_civs(&mut ck, def);
    check_colours(&mut ck, def);
    check_fixed_cards(&mut ck, def);
    check_neutrals_and_barbarians(&mut ck, def);
    check_turn_order(&mut ck, def);
    check_deploy_order(&mut ck, def);
    check_players(&mut ck, def);
    check_npc(&mut ck, def);
    check_rules(&mut ck, def);
    check_victory(&mut ck, def);
    check_end(&mut ck, def);
    check_sandbox(&mut ck, def);
    check_fixed_placements(&mut ck, def);
    ck.errs
}

/// The map, title, description, Epochs, start turn and the kind's own field.
fn check_header(ck: &mut Ck, def: &ScenarioDef) {
    let today = def.game.rules_version();
    if def.rules_version > today {
        ck.err(
            None,
            "rules_version:",
            format!(
                "written for version {} of the {} rules; this program plays version {today}",
                def.rules_version, def.game
            ),
        );
    }
    if ck.config.is_none() {
        ck.err(
            None,
            "map:",
            format!("unknown map configuration '{}'", def.map),
        );
    }
    if def.title.trim().is_empty() {
        ck.err(None, "title:", "the scenario has no title".into());
    }
    if def.description.is_empty() || def.description.len() > 2 {
        ck.err(
            None,
            "description:",
            "the description must be one or two lines".into(),
        );
    }
    if !(1..=4).contains(&def.start_epoch) || !(def.start_epoch..=4).contains(&def.last_epoch) {
        ck.err(
            None,
            "start_epoch",
            format!(
                "Epochs must run from 1 to 4 (start {}, last {})",
                def.start_epoch, def.last_epoch
            ),
        );
    }
    if !(1..=10).contains(&def.start_turn) {
        ck.err(
            None,
            "start_turn",
            format!("start turn {} is out of range", def.start_turn),
        );
    }
    match def.kind {
        ScenarioKind::Basic => {
            if def.basic.is_none() {
                ck.err(
                    None,
                    "kind:",
                    "a basic setup names its player count (basic: Some(n))".into(),
                );
            }
        }
        ScenarioKind::Sandbox => {
            if def.sandbox.is_none() {
                ck.err(
                    None,
                    "kind:",
                    "a sandbox setup lists its choices (sandbox: Some(...))".into(),
                );
            }
        }
        _ => {
            if def.civs.is_empty() {
                ck.err(None, "civs:", "the scenario has no civilizations".into());
            }
        }
    }
}

/// Each civilization: its display, name (once), areas, cards, Deity and Turn Order box.
fn check_civs(ck: &mut Ck, def: &ScenarioDef) {
    // A copy: `ck` reports the errors while the names are read.
    let names = ck.names.clone();
    for (i, c) in def.civs.iter().enumerate() {
        let anchor = format!("display: \"{}\"", c.display);
        let after = Some(anchor.as_str());
        ck.civ_display(None, &c.display);
        if names[..i].contains(&names[i]) {
            ck.err(
                None,
                &format!("\"{}\"", names[i]),
                format!("civilization '{}' is listed twice", names[i]),
            );
        }
        if let Some(h) = &c.homeland {
            ck.area(after, h);
        }
        for d in &c.deploy {
            check_deploy(ck, after, d);
        }
        for a in c.gold.iter().chain(&c.strongholds) {
            ck.area(after, a);
        }
        for &id in &c.fixed_cards {
            ck.card(after, id);
        }
        match c.deity {
            super::DeityDef::Fixed(d) if !(104..=110).contains(&d) => {
                ck.err(after, "deity:", format!("{d} is not a Deity (104-110)"))
            }
            _ => {}
        }
        if let Some(b) = c.turn_box
            && (b == 0 || b as usize > def.civs.len())
        {
            ck.err(
                after,
                "turn_box",
                format!("Turn Order box {b} does not exist"),
            );
        }
    }
}

/// No colour used twice (second colours included).
fn check_colours(ck: &mut Ck, def: &ScenarioDef) {
    let mut colours: Vec<crate::games::acme::state::Color> = Vec::new();
    for c in &def.civs {
        for col in std::iter::once(c.color).chain(c.second_color) {
            if colours.contains(&col) {
                ck.err(
                    None,
                    &format!("display: \"{}\"", c.display),
                    format!("colour {} is used twice", col.name()),
                );
            }
            colours.push(col);
        }
    }
}

/// No fixed card given to two civilizations.
fn check_fixed_cards(ck: &mut Ck, def: &ScenarioDef) {
    let mut used_cards: Vec<u8> = def
        .civs
        .iter()
        .flat_map(|c| c.fixed_cards.iter().copied())
        .collect();
    used_cards.sort();
    if let Some(w) = used_cards.windows(2).find(|w| w[0] == w[1]) {
        ck.err(
            None,
            "fixed_cards",
            format!("card {} is given to two civilizations", w[0]),
        );
    }
}

/// The areas of the neutral factions and the Barbarians; a neutral's friend is a civilization.
fn check_neutrals_and_barbarians(ck: &mut Ck, def: &ScenarioDef) {
    for n in &def.neutrals {
        let anchor = format!("name: \"{}\"", n.name);
        for (a, _) in &n.disks {
            ck.area(Some(&anchor), a);
        }
        for a in &n.strongholds {
            ck.area(Some(&anchor), a);
        }
        if let Some(f) = &n.friend_of
            && !ck.names.contains(f)
        {
            ck.err(
                Some(&anchor),
                "friend_of",
                format!("'{f}' is not a civilization of this scenario"),
            );
        }
    }
    for (a, _) in &def.barbarians {
        ck.area(Some("barbarians:"), a);
    }
}

/// A fixed Turn Order lists every civilization once and no neutral faction.
fn check_turn_order(ck: &mut Ck, def: &ScenarioDef) {
    if let super::TurnOrderDef::Fixed(list) = &def.turn_order {
        for (i, n) in list.iter().enumerate() {
            ck.known(n);
            // Only civilizations have a Turn Order space (G3.1.7: neutral factions are not in
            // it), each one space (a neutral or a repeated name here used to panic).
            if def.neutrals.iter().any(|x| &x.name == n) && !ck.names.iter().any(|x| x == n) {
                ck.err(
                    Some("turn_order"),
                    &format!("\"{n}\""),
                    format!("'{n}' is a neutral faction: it has no Turn Order space"),
                );
            } else if list[..i].contains(n) {
                ck.err(
                    Some("turn_order"),
                    &format!("\"{n}\""),
                    format!("'{n}' is listed twice in the Turn Order"),
                );
            }
        }
        if def.kind != ScenarioKind::Basic && list.len() != def.civs.len() {
            ck.err(
                None,
                "turn_order",
                "a fixed Turn Order must list every civilization".into(),
            );
        }
    }
}

/// The names of the deployment order are the scenario's; deployments after others are checked.
fn check_deploy_order(ck: &mut Ck, def: &ScenarioDef) {
    for n in &def.deploy_first {
        ck.known(n);
    }
    for (n, d) in &def.deploy_after {
        ck.known(n);
        check_deploy(ck, Some("deploy_after"), d);
    }
}

/// Each player-count option lists as many players as it is for, by known names.
fn check_players(ck: &mut Ck, def: &ScenarioDef) {
    for p in &def.players {
        for opt in &p.options {
            if opt.len() != p.humans as usize {
                ck.err(
                    None,
                    &format!("humans: {}", p.humans),
                    format!(
                        "an option for {} player(s) lists {} player(s)",
                        p.humans,
                        opt.len()
                    ),
                );
            }
            for civs in opt {
                for n in civs {
                    if n != "*" {
                        ck.known(n);
                    }
                }
            }
        }
    }
}

/// The NPC settings name known civilizations.
fn check_npc(ck: &mut Ck, def: &ScenarioDef) {
    let npc = &def.npc;
    for (a, b) in npc
        .hostile
        .iter()
        .chain(&npc.always_hostile)
        .chain(&npc.primary)
    {
        ck.known(a);
        ck.known(b);
    }
    for n in npc.not_hostile_at_start.iter().chain(&npc.invaders) {
        ck.known(n);
    }
    if let Some(n) = &npc.primary_on_tie {
        ck.known(n);
    }
}

/// The special and solitaire rules.
fn check_rules(ck: &mut Ck, def: &ScenarioDef) {
    let names = ck.names.clone();
    for r in def.special_rules.iter().chain(&def.solitaire_rules) {
        check_rule(ck, r, &names, def);
        // RB draws 3, the scenarios 1 to 4; more than the base hand limit (6) only makes every
        // Draw Step a long run of discards (found by `acme fuzz --mutate`).
        if let SpecialRule::DrawBase { n, .. } = r
            && *n > 6
        {
            ck.err(
                Some("DrawBase"),
                &n.to_string(),
                format!("DrawBase n: {n} is more than the base hand limit of 6"),
            );
        }
    }
}

/// The victory rules name known civilizations.
fn check_victory(ck: &mut Ck, def: &ScenarioDef) {
    for v in &def.victory {
        match v {
            VictoryRule::HomelandsWin => {}
            VictoryRule::Alexander {
                macedon,
                persians,
                central,
                homeland_vp,
            } => {
                ck.known(macedon);
                ck.known(central);
                for p in persians {
                    ck.known(p);
                }
                for (p, _) in homeland_vp {
                    ck.known(p);
                }
            }
            VictoryRule::Rostam { defender, invader } => {
                ck.known(defender);
                ck.known(invader);
            }
        }
    }
}

/// The end rules name Fate cards.
fn check_end(ck: &mut Ck, def: &ScenarioDef) {
    for e in &def.end {
        if let EndRule::IgnoreCard { card, .. } = e {
            ck.card(Some("end:"), *card);
        }
    }
}

/// A sandbox's groups are civilization displays and its variants pick known groups, evenly.
fn check_sandbox(ck: &mut Ck, def: &ScenarioDef) {
    if let Some(sb) = &def.sandbox {
        for (_, civs) in &sb.groups {
            for c in civs {
                ck.civ_display(Some("groups:"), c);
            }
        }
        for v in &sb.variants {
            for pick in &v.picks {
                for g in pick {
                    if g != "*" && !sb.groups.iter().any(|(n, _)| n == g) {
                        ck.err(
                            Some("variants:"),
                            &format!("\"{g}\""),
                            format!("unknown group '{g}'"),
                        );
                    }
                }
            }
            if v.per_player == 0 || v.picks.len() % v.per_player as usize != 0 {
                ck.err(
                    Some(&format!("name: \"{}\"", v.name)),
                    "per_player",
                    "the picks must split evenly between the players".into(),
                );
            }
        }
    }
}

/// Fixed placements: within one colour's disks and the stacking limits (Barbarians excepted).
fn check_fixed_placements(ck: &mut Ck, def: &ScenarioDef) {
    for c in &def.civs {
        let mut total: u32 = 0;
        for d in &c.deploy {
            if let Deploy::Place(list) = d {
                for (a, n) in list {
                    total += *n as u32;
                    if let Some(id) = ck.cat.board.find(a) {
                        let limit = if ck.cat.board.area(id).is_desert_or_sea() {
                            2
                        } else {
                            4
                        };
                        if *n > limit {
                            ck.err(
                                Some(&format!("display: \"{}\"", c.display)),
                                &format!("\"{a}\""),
                                format!("{n} disks in {a} exceed the stacking limit {limit}"),
                            );
                        }
                    }
                }
            }
        }
        let pool = if c.second_color.is_some() {
            crate::games::acme::state::DOUBLE_DISKS
        } else {
            crate::games::acme::state::DISKS_PER_COLOR
        } as u32;
        if total > pool {
            ck.err(
                Some(&format!("display: \"{}\"", c.display)),
                "deploy:",
                format!("{} places {total} disks but has {pool}", civ_name(c)),
            );
        }
    }
}

fn check_deploy(ck: &mut Ck, after: Option<&str>, d: &Deploy) {
    match d {
        Deploy::Place(list) => {
            for (a, n) in list {
                ck.area(after, a);
                if *n == 0 {
                    ck.err(after, &format!("\"{a}\""), format!("0 disks in {a}"));
                }
            }
        }
        Deploy::Pairs { center, .. } => ck.area(after, center),
        Deploy::Rule8Except { except, .. } => {
            for a in except {
                ck.area(after, a);
            }
        }
        _ => {}
    }
}

fn check_rule(ck: &mut Ck, r: &SpecialRule, names: &[String], def: &ScenarioDef) {
    let civ = |ck: &mut Ck, n: &str| {
        if !names.iter().any(|x| x == n) && !def.neutrals.iter().any(|x| x.name == n) {
            ck.err(
                Some("special_rules"),
                &format!("\"{n}\""),
                format!("rule names '{n}', which is not in this scenario"),
            );
        }
    };
    match r {
        SpecialRule::MinimumGrowth { civ: c, .. }
        | SpecialRule::FixedGrowth { civ: c, .. }
        | SpecialRule::DrawBase { civ: c, .. }
        | SpecialRule::ExtraLootMina { civ: c }
        | SpecialRule::HomelandLost { civ: c }
        | SpecialRule::MacedonGrowth { civ: c }
        | SpecialRule::Independents { friend: c }
        | SpecialRule::Untouchable { neutral: c } => civ(ck, c),
        SpecialRule::RostamReturns { civ: c, deity } => {
            civ(ck, c);
            if !(104..=110).contains(deity) {
                ck.err(
                    Some("RostamReturns"),
                    "deity",
                    format!("{deity} is not a Deity"),
                );
            }
        }
        SpecialRule::Keepsake {
            civ: c,
            card,
            lapses_without_gold_of,
            ..
        } => {
            civ(ck, c);
            ck.card(Some("Keepsake"), *card);
            for x in lapses_without_gold_of {
                civ(ck, x);
            }
        }
        SpecialRule::NoGrowthFirstTurn { civs } | SpecialRule::NoDeities { civs } => {
            for c in civs {
                civ(ck, c);
            }
        }
        SpecialRule::Militarisation { offers, .. } => {
            for (c, d) in offers {
                civ(ck, c);
                ck.civ_display(Some("Militarisation"), d);
            }
        }
        SpecialRule::Troy {
            troy,
            area,
            besieger,
        } => {
            civ(ck, troy);
            civ(ck, besieger);
            ck.area(Some("Troy"), area);
        }
        SpecialRule::PersianBellicosity {
            macedon,
            land_first,
            sea_first,
            egypt,
            egypt_areas,
            central,
        } => {
            for c in [macedon, sea_first, egypt, central]
                .into_iter()
                .chain(land_first)
            {
                civ(ck, c);
            }
            for a in egypt_areas {
                ck.area(Some("PersianBellicosity"), a);
            }
            // H4.13.20a-b: a faction keeps to the land or to the sea, not both (both
            // made the placement check ask itself about the other terrain without end).
            if land_first.contains(sea_first) {
                ck.err(
                    Some("PersianBellicosity"),
                    &format!("\"{sea_first}\""),
                    format!("'{sea_first}' cannot keep to the land and to the sea"),
                );
            }
        }
        SpecialRule::PersianConquest { civ: c, .. } => civ(ck, c),
        SpecialRule::AlexanderEvents {
            macedon,
            western,
            levantine,
            central,
        } => {
            for c in [macedon, western, levantine, central] {
                civ(ck, c);
            }
        }
        SpecialRule::Frontier {
            areas,
            west,
            east,
            west_side,
        } => {
            civ(ck, west);
            civ(ck, east);
            for a in areas.iter().chain(west_side) {
                ck.area(Some("Frontier"), a);
            }
        }
        SpecialRule::NpcTallyVp { when_human_is, .. } => {
            for c in when_human_is {
                civ(ck, c);
            }
        }
        SpecialRule::GoldInHomelands | SpecialRule::GoldRules | SpecialRule::NoGilgamesh => {}
    }
}

/// The name players read: the scenario's name, else the display's.
pub fn civ_name(c: &CivDef) -> String {
    if c.name.is_empty() {
        c.display.clone()
    } else {
        c.name.clone()
    }
}
