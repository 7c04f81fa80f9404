//! The rules reference window: the turn sequence, the terrain table and every card
//! with its text. Short summaries in our own words; each names the rulebook section it comes from.
//!
//! Written once for every game on ACME's system ([`RulesBook`]: ACME here, ACIS in its folder):
//! the layout is the same, each game gives its words (its turn, its terrain, its tabs), and a game
//! with Wonders lists them, with a page of what differs from ACME and its civilizations'
//! displays.

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::table::hand::HandSet;
use crate::app::table::layout::PanelSet;
use crate::app::table::order::{GameOverlaySet, OverlaySet};
use crate::app::table::state::TableSession;
use crate::app::table::table_shown;
use crate::app::table::ui_state::TableUi;

use super::card_text::all_card_ids;
use crate::app::games::system::{FaceOf, System};
use crate::app::style::palette;
use crate::app::widgets::card_face::{CardLook, CardSize, card_face, card_text, paint_code_icon};
use crate::games::acme::Acme;
use crate::games::acme::catalog::Provenance;
use crate::games::acme::catalog::raw::SeaDepth;
use crate::games::acme::catalog::{CardId, Catalog, Terrain};

/// The open tab of [`rules_reference`].
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum RulesTab {
    /// What the game does otherwise than ACME (a sibling game's first page).
    Differences,
    #[default]
    Phases,
    Terrain,
    Cards,
    /// The game's Wonders and their powers.
    Wonders,
    /// Its civilizations' displays: home and abilities.
    Civilizations,
}

impl RulesTab {
    /// The tab's name on its button.
    pub fn title(self) -> &'static str {
        match self {
            RulesTab::Differences => "What differs from ACME",
            RulesTab::Phases => "Turn sequence",
            RulesTab::Terrain => "Terrain",
            RulesTab::Cards => "Cards",
            RulesTab::Wonders => "Wonders",
            RulesTab::Civilizations => "Civilizations",
        }
    }
}

/// One line of a sibling game's "what differs" page: the topic, what changes, and where the
/// rule is (its rulebook section and the spec's delta number).
pub struct Difference {
    pub topic: &'static str,
    pub text: &'static str,
    pub source: &'static str,
}

/// A Wonder as the reference lists it: its card's words and where they come from.
pub struct WonderEntry {
    pub id: u8,
    pub name: String,
    /// Disks put on it when it is built.
    pub disks: u8,
    pub when: String,
    pub power: String,
    pub limit: String,
    pub provenance: Provenance,
    pub provenance_note: String,
}

/// What a game on ACME's system says in its rules reference: its tabs, its turn, its terrain,
/// what differs from ACME and its Wonders. The layout is [`rules_reference`]'s, the same for all.
pub trait RulesBook: System {
    /// Its tabs, in order.
    const TABS: &'static [RulesTab];
    /// The line over the turn sequence.
    const OVERVIEW: &'static str;
    const PHASES: &'static [PhaseSummary];
    /// Where the terrain table comes from, and its rows and lines under them.
    const TERRAIN_SOURCE: &'static str;
    const TERRAIN: &'static [TerrainRow];
    const TERRAIN_LINES: &'static [&'static str];
    /// What differs from ACME (empty for ACME).
    const DIFFERENCES: &'static [Difference];
    /// Its Wonders (none for ACME).
    fn wonders() -> Vec<WonderEntry>;
}

impl RulesBook for Acme {
    const TABS: &'static [RulesTab] = &[RulesTab::Phases, RulesTab::Terrain, RulesTab::Cards];
    const OVERVIEW: &'static str = "Each turn: Growth, Card, Competition, Reckoning; after an \
        Epoch's last turn, End of Epoch (RB Game Overview). Up to four Epochs of 2-4 turns.";
    const PHASES: &'static [PhaseSummary] = &PHASES;
    const TERRAIN_SOURCE: &'static str =
        "RB Acquisition Step (Area Presence) and RB Stacking; area counts from the map data.";
    const TERRAIN: &'static [TerrainRow] = &TERRAIN;
    const TERRAIN_LINES: &'static [&'static str] = &[
        "Commerce: +1 disk for each opposing civilization with a disk in or next to an area you occupy.",
        "Minimum Acquisition: 3 disks, if your Supply has them.",
        "Camp = 1 disk, Settlement = 2, City = 3 on Land. Cities score 1 VP each Victory Tally.",
        "Competition Phase: no stacking limit. White disks, Stronghold and special cubes never count toward stacking.",
        "Over the limit in the Growth or Card Phase: the excess goes back to Supply at once.",
    ];
    const DIFFERENCES: &'static [Difference] = &[];
    fn wonders() -> Vec<WonderEntry> {
        Vec::new()
    }
}

/// One phase of the turn: name, rulebook section, summary, steps.
pub struct PhaseSummary {
    pub name: &'static str,
    pub source: &'static str,
    pub summary: &'static str,
    pub steps: &'static [&'static str],
}

/// The turn sequence (RB "Game Overview": Growth, Card, Competition, Reckoning; End of Epoch after
/// the last turn of an Epoch).
pub const PHASES: [PhaseSummary; 5] = [
    PhaseSummary {
        name: "1. Growth Phase",
        source: "RB Growth Phase, p.14-16",
        summary: "Strongholds first, for every Faction at once; then each civilization in Turn Order \
                  does all four of its steps before the next one starts.",
        steps: &[
            "Strongholds: one cube on your disks in each Mountain area you Control (12 cubes).",
            "Retirement: take any of your disks back to Supply, except from a Land area holding your City.",
            "Acquisition: move disks from Supply to Disks for Growth by terrain (see Terrain), Commerce \
             (1 per opposing civilization in or next to an area you occupy), abilities and Deity; at \
             least 3. Temple Granary: 1 mina instead of 2 disks if your Deity is active.",
            "Resettlement: up to 1 disk from each of your Cities to Disks for Growth.",
            "Deployment: place disks where you Control or occupy a Contested area, next to an area you \
             Control, or next to a Contested area where you are at least as strong as the strongest \
             rival; chaining allowed; leftovers return to Supply.",
        ],
    },
    PhaseSummary {
        name: "2. Card Phase",
        source: "RB Card Phase, p.17-22",
        summary: "In Turn Order, one action each, round and round until everyone has passed. A \
                  civilization that passed keeps passing, but may still negate and discard cards to \
                  save disks. Card text beats the rules (the Golden Rule).",
        steps: &[
            "Play a Fate card (Negation cards may cancel it; Investment cards stay on the table).",
            "Establish a Deity (5 resources, at least 2 of them disks from the map; Control of your \
             Homeland), or re-establish / return a captured one.",
            "Pass.",
        ],
    },
    PhaseSummary {
        name: "3. Competition Phase",
        source: "RB Competition Phase, p.22-25",
        summary: "Every Contested area (a Stronghold with a disk, or 2+ disks of one Faction, plus a \
                  rival disk) is resolved in turn, north-east to south-west. No stacking limit.",
        steps: &[
            "Each civilization present, in Turn Order, commits Competition cards face down and \
             announces abilities and Deities.",
            "Reveal together; Negation cards in Turn Order.",
            "Resolve Deities, abilities and cards in Turn Order.",
            "Removal round: 1 disk from each Faction with 1 disk (a Stronghold counts as a disk), then \
             from each with 2, then 3, ...; allies first, then the Stronghold. A mina or a card may be \
             paid instead of a disk.",
            "Repeat rounds while the area is still Contested.",
            "Loot (1 mina + 1 VP for sacking a City), captives, Deity capture; next area.",
        ],
    },
    PhaseSummary {
        name: "4. Reckoning Phase",
        source: "RB Reckoning Phase, p.25-27",
        summary: "First cut every stack to 3 disks on non-Desert Land, 2 in Desert or Sea; then the six \
                  steps, each finished for all civilizations before the next.",
        steps: &[
            "Sea Domination: occupy a Sea and Control every Land next to it: the other disks there go.",
            "Victory Tally: 1 VP per City, per Temple in your occupied Homeland, per captured Temple \
             (if your own is active).",
            "Turn Order Reset: most Cities first.",
            "Gilgamesh: a civilization with no disk on the map may start afresh.",
            "Sudden End of Epoch: turn 2 reveals a card, a 2 in its ID ends the Epoch; turn 3: a 2 or \
             a 3; turn 4 always ends it.",
            "Draw: 3 cards + 1 per 4 Cities + 1 per mina spent; hand limit 6.",
        ],
    },
    PhaseSummary {
        name: "5. End of Epoch Phase",
        source: "RB End of Epoch Phase, p.28",
        summary: "After the last turn of an Epoch (turn 4 or a Sudden End).",
        steps: &[
            "Discard hands; shuffle the discards and set-aside cards into the deck.",
            "Change of Epoch Table: reveal a card and apply its row (an Event 97-103 brings the \
             Barbarians at the Gates: two Invasions).",
            "Epoch VP: 1 for most Cities, 1 for most Deities (no VP on a tie), 1 per 3 Seas \
             Dominated, 1 per 3 mina.",
            "Mina back to Supply; each civilization draws 5; next Epoch, turn 1.",
            "After the final Epoch: score Epoch VP once more and the game ends.",
        ],
    },
];

/// One row of the terrain table.
pub struct TerrainRow {
    pub terrain: Terrain,
    /// The row's seas only, by depth (ACIS's deep seas apart); `None`: every area of the terrain.
    pub depth: Option<SeaDepth>,
    /// Its name, when not the terrain's own.
    pub label: Option<&'static str>,
    pub acquisition: &'static str,
    /// Stacking limit per Faction in the Growth and Card Phases (RB Stacking).
    pub stack_growth_card: u8,
    /// Stacking limit per Faction at the start of the Reckoning Phase (RB Stacking).
    pub stack_reckoning: u8,
    pub notes: &'static str,
}

/// RB Acquisition Step "Area Presence" and RB Stacking, p.13-14.
pub const TERRAIN: [TerrainRow; 5] = [
    TerrainRow {
        depth: None,
        label: None,
        terrain: Terrain::Fertile,
        acquisition: "1 disk per Fertile area you Control or that holds your Settlement",
        stack_growth_card: 4,
        stack_reckoning: 3,
        notes: "A Camp or City you do not Control gives nothing.",
    },
    TerrainRow {
        depth: None,
        label: None,
        terrain: Terrain::Plain,
        acquisition: "1 disk per Plains area holding your Settlement",
        stack_growth_card: 4,
        stack_reckoning: 3,
        notes: "",
    },
    TerrainRow {
        depth: None,
        label: None,
        terrain: Terrain::Mountain,
        acquisition: "1 disk per TWO Mountain areas each holding your Settlement",
        stack_growth_card: 4,
        stack_reckoning: 3,
        notes: "Stronghold cube on each Mountain you Control (Growth start); it counts as a disk in \
                Competition and for Deployment.",
    },
    TerrainRow {
        depth: None,
        label: None,
        terrain: Terrain::Desert,
        acquisition: "none",
        stack_growth_card: 2,
        stack_reckoning: 2,
        notes: "Counts for Commerce.",
    },
    TerrainRow {
        depth: None,
        label: None,
        terrain: Terrain::Sea,
        acquisition: "1 disk per TWO Sea areas you occupy",
        stack_growth_card: 2,
        stack_reckoning: 2,
        notes: "Sea Domination in the Reckoning Phase. No Cities at sea.",
    },
];

use super::area_text::{area_fill, terrain_fill as board_fill, terrain_name};
use super::card_text::provenance_words;
use crate::app::widgets::card_face::designed_words;

fn terrain_fill(t: Terrain) -> egui::Color32 {
    crate::app::style::to_egui(board_fill(t))
}

/// Whether `area` is one of the row's.
pub fn in_row(row: &TerrainRow, area: &crate::games::acme::catalog::Area) -> bool {
    area.terrain == row.terrain
        && row
            .depth
            .is_none_or(|d| area.depth.unwrap_or_default() == d)
}

/// Cards whose name, id, group or effect contains `query` (case-insensitive); all when empty,
/// of the game of ruleset `R`.
pub fn filter_cards<R: System>(cat: &Catalog, query: &str) -> Vec<CardId> {
    let q = query.trim().to_lowercase();
    all_card_ids(cat)
        .into_iter()
        .filter(|&id| {
            if q.is_empty() {
                return true;
            }
            let Some(t) = card_text::<FaceOf<R>>(cat, id) else {
                return false;
            };
            id.0.to_string() == q
                || format!("#{}", id.0) == q
                || t.name.to_lowercase().contains(&q)
                || t.subtitle.to_lowercase().contains(&q)
                || t.effect.to_lowercase().contains(&q)
        })
        .collect()
}

fn search_id() -> egui::Id {
    egui::Id::new("acme_rules_ref_search")
}
fn selected_id() -> egui::Id {
    egui::Id::new("acme_rules_ref_selected")
}

/// Open the card list on `id` (kept in egui memory), e.g. from a "?" button beside a card.
pub fn rules_reference_select(ctx: &egui::Context, id: CardId) {
    ctx.data_mut(|d| d.insert_temp(selected_id(), id.0));
}

/// The rules reference of the game of ruleset `R` as an egui window with its tabs. The card
/// list's search text and selected card live in egui memory.
pub fn rules_reference<R: RulesBook>(
    ctx: &egui::Context,
    open: &mut bool,
    cat: &Catalog,
    tab: &mut RulesTab,
) {
    if !R::TABS.contains(tab) {
        *tab = R::TABS[0];
    }
    let screen = ctx.content_rect();
    // Never wider than the window: its text wraps inside it.
    let w = (screen.width() - 40.0).clamp(300.0, 760.0);
    egui::Window::new("Rules reference")
        .open(open)
        .default_size([w, (screen.height() - 90.0).clamp(300.0, 620.0)])
        .max_width(w)
        .default_pos(egui::pos2(
            (screen.right() - w - 30.0).max(screen.left() + 10.0),
            screen.top() + 48.0,
        ))
        .collapsible(false)
        .show(ctx, |ui| {
            ui.horizontal_wrapped(|ui| {
                for &t in R::TABS {
                    ui.selectable_value(tab, t, RichText::new(t.title()).size(15.0));
                }
            });
            ui.separator();
            match tab {
                RulesTab::Differences => differences_tab::<R>(ui),
                RulesTab::Phases => phases_tab::<R>(ui),
                RulesTab::Terrain => terrain_tab::<R>(ui, cat),
                RulesTab::Cards => cards_tab::<R>(ui, cat),
                RulesTab::Wonders => wonders_tab::<R>(ui),
                RulesTab::Civilizations => civilizations_tab::<R>(ui, cat),
            }
        });
}

/// One entry of a page: its heading in the reference's gold with its source beside it, then its
/// text.
fn entry(ui: &mut egui::Ui, heading: &str, source: &str, text: &str) {
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        ui.label(
            RichText::new(heading)
                .size(16.0)
                .strong()
                .color(palette::HEADING),
        );
        ui.label(RichText::new(source).small().weak());
    });
    ui.add(egui::Label::new(text).wrap());
}

/// What the game does otherwise than ACME, a line or two each, with the rule's source.
fn differences_tab<R: RulesBook>(ui: &mut egui::Ui) {
    egui::ScrollArea::vertical()
        .id_salt("acme_rules_differences")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.label(
                RichText::new(format!(
                    "{} plays like ACME; these are the rules that change.",
                    R::TITLE
                ))
                .italics(),
            );
            for d in R::DIFFERENCES {
                entry(ui, d.topic, d.source, d.text);
            }
        });
}

/// The mark of a text of our design, as a line shows it (the card faces draw a blue diamond).
const DESIGNED_MARK: egui::Color32 = egui::Color32::from_rgb(0x5a, 0x9c, 0xe8);

/// "◆ our design" beside a text the content marks designed (its words on hover), nothing beside
/// the others: the Wonders' and the civilizations' tabs mark alike, as the card faces do.
fn designed_mark<R: RulesBook>(ui: &mut egui::Ui, p: Provenance) {
    if p == Provenance::Designed {
        ui.label(RichText::new("◆ our design").small().color(DESIGNED_MARK))
            .on_hover_text(designed_words::<FaceOf<R>>());
    }
}

/// The game's Wonders: disks, when, power, limit, and where each text comes from (the "our
/// design" mark where it is ours).
fn wonders_tab<R: RulesBook>(ui: &mut egui::Ui) {
    egui::ScrollArea::vertical()
        .id_salt("acme_rules_wonders")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.label(
                RichText::new(
                    "Build one in the Card Phase (at most once a turn) for 5 resources, at least 2 \
                     of them your disks from the map; its block goes in a land area you Control \
                     with no Wonder. Use it only while you occupy that area; each use spends a \
                     disk from the card. 1 VP each Victory Tally while you occupy its area, unless \
                     it is buried (RB Build a Wonder).",
                )
                .italics(),
            );
            for w in R::wonders() {
                ui.add_space(6.0);
                ui.horizontal(|ui| {
                    ui.label(RichText::new(format!("#{}", w.id)).monospace().weak());
                    ui.label(
                        RichText::new(&w.name)
                            .size(16.0)
                            .strong()
                            .color(palette::HEADING),
                    );
                    ui.label(format!("{} disks", w.disks));
                    designed_mark::<R>(ui, w.provenance);
                });
                ui.label(RichText::new(&w.when).small().color(palette::HEADING));
                ui.add(egui::Label::new(&w.power).wrap());
                ui.label(RichText::new(&w.limit).small());
                ui.label(
                    RichText::new(format!(
                        "{}: {}",
                        provenance_words(w.provenance),
                        w.provenance_note
                    ))
                    .small()
                    .weak(),
                );
            }
        });
}

/// Each civilization's display: its home areas and its abilities (what only it may do).
fn civilizations_tab<R: RulesBook>(ui: &mut egui::Ui, cat: &Catalog) {
    egui::ScrollArea::vertical()
        .id_salt("acme_rules_civs")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.label(
                RichText::new(
                    "Each civilization has one home area, printed with its name (RB Home Areas), \
                     and the abilities of its display; a display beats the rules, a card beats \
                     both (the Golden Rule).",
                )
                .italics(),
            );
            for c in &cat.civs {
                ui.add_space(6.0);
                ui.horizontal(|ui| {
                    ui.label(
                        RichText::new(&c.name)
                            .size(16.0)
                            .strong()
                            .color(palette::HEADING),
                    );
                    ui.label(format!("home: {}", c.raw.home_areas.join(", ")));
                    designed_mark::<R>(ui, c.provenance);
                });
                for a in &c.raw.abilities {
                    ui.horizontal_top(|ui| {
                        ui.add_space(12.0);
                        ui.label(RichText::new(&a.name).strong());
                        // The data's provenance word, read into its kind (a word it does not
                        // know marks nothing).
                        if let Some(p) = Provenance::parse(&a.provenance) {
                            designed_mark::<R>(ui, p);
                        }
                        ui.add(egui::Label::new(&a.effect).wrap());
                    });
                }
                ui.label(RichText::new(&c.raw.provenance_note).small().weak());
            }
        });
}

fn phases_tab<R: RulesBook>(ui: &mut egui::Ui) {
    egui::ScrollArea::vertical()
        .id_salt("acme_rules_phases")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.label(RichText::new(R::OVERVIEW).italics());
            for p in R::PHASES {
                entry(ui, p.name, p.source, p.summary);
                for (i, s) in p.steps.iter().enumerate() {
                    ui.horizontal_top(|ui| {
                        ui.add_space(12.0);
                        ui.label(RichText::new(format!("{}.", i + 1)).strong());
                        ui.add(egui::Label::new(*s).wrap());
                    });
                }
            }
        });
}

fn terrain_tab<R: RulesBook>(ui: &mut egui::Ui, cat: &Catalog) {
    egui::ScrollArea::vertical()
        .id_salt("acme_rules_terrain")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.label(RichText::new(R::TERRAIN_SOURCE).small().weak());
            ui.add_space(4.0);
            egui::Grid::new("acme_terrain_table")
                .striped(true)
                .spacing([14.0, 8.0])
                .min_col_width(40.0)
                .show(ui, |ui| {
                    for h in [
                        "Terrain",
                        "Areas",
                        "Acquisition (Growth)",
                        "Stack\nGrowth/Card",
                        "Stack\nReckoning",
                        "Notes",
                    ] {
                        ui.label(RichText::new(h).strong());
                    }
                    ui.end_row();
                    for row in R::TERRAIN {
                        let areas = cat.board.areas.iter().filter(|a| in_row(row, a));
                        let n = areas.clone().count();
                        // A row's swatch is its areas' ground on the board (a deep sea darker).
                        let fill = areas.clone().next().map_or_else(
                            || terrain_fill(row.terrain),
                            |a| crate::app::style::to_egui(area_fill(a)),
                        );
                        ui.horizontal(|ui| {
                            let (r, _) = ui
                                .allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
                            ui.painter().rect(
                                r,
                                egui::CornerRadius::same(2),
                                fill,
                                egui::Stroke::new(1.0, palette::SWATCH_RIM),
                                egui::StrokeKind::Inside,
                            );
                            let name = row.label.unwrap_or(terrain_name(row.terrain));
                            ui.label(RichText::new(name).strong());
                        });
                        ui.label(n.to_string());
                        ui.vertical(|ui| {
                            ui.set_width(210.0);
                            ui.add(egui::Label::new(row.acquisition).wrap());
                        });
                        ui.label(row.stack_growth_card.to_string());
                        ui.label(row.stack_reckoning.to_string());
                        ui.vertical(|ui| {
                            ui.set_width(230.0);
                            ui.add(egui::Label::new(row.notes).wrap());
                        });
                        ui.end_row();
                    }
                });
            ui.add_space(8.0);
            for line in R::TERRAIN_LINES {
                ui.label(format!("• {line}"));
            }
        });
}

fn cards_tab<R: RulesBook>(ui: &mut egui::Ui, cat: &Catalog) {
    let ctx = ui.ctx().clone();
    let mut query: String = ctx.data_mut(|d| d.get_temp(search_id()).unwrap_or_default());
    let mut selected: Option<u8> = ctx.data_mut(|d| d.get_temp(selected_id()));
    ui.horizontal(|ui| {
        ui.label("Search:");
        ui.add(
            egui::TextEdit::singleline(&mut query)
                .hint_text("name, #id, type or text")
                .desired_width(220.0),
        );
        if !query.is_empty() && ui.button("✖").on_hover_text("Clear").clicked() {
            query.clear();
        }
    });
    let ids = filter_cards::<R>(cat, &query);
    ui.label(RichText::new(format!("{} cards", ids.len())).small().weak());
    let face_w = match selected.and_then(|n| card_text::<FaceOf<R>>(cat, CardId(n))) {
        Some(t) if t.landscape => 420.0,
        _ => 300.0,
    };
    ui.horizontal_top(|ui| {
        let list_w = (ui.available_width() - face_w - 16.0).max(220.0);
        ui.vertical(|ui| {
            ui.set_width(list_w);
            egui::ScrollArea::vertical()
                .id_salt("acme_rules_cards")
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    for &id in &ids {
                        let Some(t) = card_text::<FaceOf<R>>(cat, id) else {
                            continue;
                        };
                        let is_sel = selected == Some(id.0);
                        let resp = ui
                            .horizontal(|ui| {
                                let (rect, _) = ui.allocate_exact_size(
                                    egui::vec2(14.0, 14.0),
                                    egui::Sense::hover(),
                                );
                                ui.painter().rect_filled(
                                    rect.shrink(1.0),
                                    egui::CornerRadius::same(3),
                                    t.kind.band,
                                );
                                ui.add(egui::Label::new(
                                    RichText::new(format!("#{:<3}", id.0)).monospace(),
                                ));
                                // Code icons in a fixed-width column, then the name.
                                let (icons, _) = ui.allocate_exact_size(
                                    egui::vec2(38.0, 16.0),
                                    egui::Sense::hover(),
                                );
                                let mut x = icons.left();
                                for &c in &t.codes {
                                    x += paint_code_icon(
                                        ui.painter(),
                                        &ctx,
                                        egui::pos2(x, icons.top()),
                                        15.0,
                                        c,
                                    ) + 3.0;
                                }
                                ui.selectable_label(is_sel, RichText::new(&t.name).size(14.5))
                            })
                            .inner;
                        if resp.clicked() {
                            selected = Some(id.0);
                        }
                    }
                });
        });
        ui.vertical(|ui| match selected {
            Some(n) => {
                card_face::<FaceOf<R>>(ui, cat, CardId(n), CardSize::Large, CardLook::default());
                if let Some(t) = card_text::<FaceOf<R>>(cat, CardId(n)) {
                    ui.add_space(4.0);
                    egui::ScrollArea::vertical()
                        .id_salt("acme_rules_card_notes")
                        .show(ui, |ui| {
                            ui.set_max_width(face_w);
                            ui.label(RichText::new("Target / requirements").strong());
                            ui.label(&t.targeting);
                            ui.label(RichText::new("Where its text comes from").strong());
                            ui.label(t.provenance);
                            ui.label(RichText::new(&t.provenance_note).small());
                        });
                }
            }
            None => {
                ui.set_width(face_w);
                ui.label(RichText::new("Click a card to see it.").italics());
            }
        });
    });
    ctx.data_mut(|d| {
        d.insert_temp(search_id(), query);
        match selected {
            Some(n) => {
                d.insert_temp(selected_id(), n);
            }
            None => {
                d.remove::<u8>(selected_id());
            }
        }
    });
}

/// The rules reference over the table, opened with R or the prompt bar's button.
#[derive(Resource, Default)]
struct OpenTab(RulesTab);

/// The rules reference of the game of ruleset `R` among the table's overlays: after the help,
/// under the hot-seat curtain ([`GameOverlaySet`]).
pub fn plugin<R: RulesBook>(app: &mut App) {
    app.init_resource::<OpenTab>().add_systems(
        EguiPrimaryContextPass,
        table_rules_reference::<R>
            .in_set(OverlaySet)
            .in_set(GameOverlaySet)
            .after(PanelSet)
            .after(HandSet)
            .run_if(table_shown::<FaceOf<R>>),
    );
}

fn table_rules_reference<R: RulesBook>(
    mut contexts: EguiContexts,
    session: Res<TableSession<FaceOf<R>>>,
    mut ui_state: ResMut<TableUi<FaceOf<R>>>,
    mut tab: ResMut<OpenTab>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    rules_reference::<R>(ctx, &mut ui_state.show_rules, &session.cat, &mut tab.0);
    Ok(())
}
