//! The play UI's widgets (feature `gui`): what a card face prints, the rules reference's tables and
//! the VP chart's series, checked against the catalog and the rulebook.

use acme::app::games::acme::card_text::{all_card_ids, code_icons, codes, kinds};
use acme::app::games::acme::face::AcmeFace;
use acme::app::games::acme::rules_ref::{RulesBook, RulesTab, TERRAIN, filter_cards, in_row};
use acme::app::widgets::card_face::card_text;
use acme::app::widgets::vp_chart::vp_series;
use acme::games::acis::rules::Acis;
use acme::games::acme::Acme;
use acme::games::acme::catalog::raw::SeaDepth;
use acme::games::acme::catalog::{CardId, Provenance, Terrain};

#[test]
fn every_fate_card_and_deity_has_a_name_effect_and_legend_on_its_face() {
    let cat = acme::games::acme::data::builtin();
    let ids = all_card_ids(&cat);
    // RB "The Cards": 103 Fate cards (Monotheism is #95) and the Deities 104-110.
    assert_eq!(ids.len(), 103 + 7);
    for id in ids {
        let t = card_text::<AcmeFace>(&cat, id).unwrap_or_else(|| panic!("no face for #{}", id.0));
        assert_eq!(t.number, u32::from(id.0));
        for (what, s) in [
            ("name", &t.name),
            ("effect", &t.effect),
            ("legend", &t.legend),
            ("timing", &t.timing),
            ("subtitle", &t.subtitle),
        ] {
            assert!(!s.trim().is_empty(), "#{} has an empty {what}", id.0);
        }
    }
    assert!(card_text::<AcmeFace>(&cat, CardId(0)).is_none());
    assert!(card_text::<AcmeFace>(&cat, CardId(111)).is_none());
}

#[test]
fn code_icons_follow_the_printed_codes_in_rulebook_order() {
    let cat = acme::games::acme::data::builtin();
    for c in cat.fate_cards() {
        let icons = code_icons(&c.codes);
        let letters: String = icons.iter().map(|i| i.letter()).collect();
        assert_eq!(letters, c.codes.letters(), "card #{}", c.id.0);
    }
    // Master Armorer (#20) is printed I and C; Monotheism (#95) R; the Events 96-103 E, landscape.
    let armorer = card_text::<AcmeFace>(&cat, CardId(20)).unwrap();
    assert_eq!(armorer.codes, vec![codes::INVESTMENT, codes::COMPETITION]);
    assert_eq!(
        card_text::<AcmeFace>(&cat, CardId(95)).unwrap().codes,
        vec![codes::RELIGION]
    );
    for n in 96..=103 {
        let t = card_text::<AcmeFace>(&cat, CardId(n)).unwrap();
        assert_eq!(t.codes, vec![codes::EVENT], "#{n}");
        assert!(t.landscape, "#{n} is printed landscape");
        assert_eq!(t.kind, kinds::EVENT);
    }
    assert!(!card_text::<AcmeFace>(&cat, CardId(1)).unwrap().landscape);
}

#[test]
fn great_persons_get_the_gold_title_and_deities_the_deity_face() {
    let cat = acme::games::acme::data::builtin();
    for c in cat.fate_cards() {
        let t = card_text::<AcmeFace>(&cat, c.id).unwrap();
        assert_eq!(
            t.kind == kinds::GREAT_PERSON,
            c.great_person(),
            "#{}",
            c.id.0
        );
    }
    for n in 104..=110 {
        let t = card_text::<AcmeFace>(&cat, CardId(n)).unwrap();
        assert_eq!(t.kind, kinds::DEITY);
        assert!(t.codes.is_empty());
    }
}

#[test]
fn card_search_finds_by_name_id_and_text() {
    let cat = acme::games::acme::data::builtin();
    assert_eq!(filter_cards::<Acme>(&cat, "").len(), 110);
    assert_eq!(filter_cards::<Acme>(&cat, "#95"), vec![CardId(95)]);
    assert!(filter_cards::<Acme>(&cat, "monotheism").contains(&CardId(95)));
    assert!(filter_cards::<Acme>(&cat, "PROPHET").contains(&CardId(9)));
    assert!(filter_cards::<Acme>(&cat, "no card says this").is_empty());
}

#[test]
fn terrain_table_has_the_rulebook_stacking_limits() {
    // RB Stacking: 4 (Reckoning start: 3) on non-Desert Land, 2 in Desert or Sea.
    for row in &TERRAIN {
        let low = matches!(row.terrain, Terrain::Desert | Terrain::Sea);
        assert_eq!(row.stack_growth_card, if low { 2 } else { 4 });
        assert_eq!(row.stack_reckoning, if low { 2 } else { 3 });
    }
    assert_eq!(TERRAIN.len(), 5);
}

/// Every area of the game's map in exactly one row of its terrain table (its rows `R::TERRAIN`).
fn rows_partition_the_map<R: RulesBook>(cat: &acme::games::acme::catalog::Catalog) {
    for a in &cat.board.areas {
        let rows = R::TERRAIN.iter().filter(|r| in_row(r, a)).count();
        assert_eq!(rows, 1, "{} is in {rows} rows of the terrain table", a.name);
    }
}

/// ACIS RB The Board and RB Stacking (D5-D7, D18): the reference's terrain table is land (every
/// land area plain), shallow sea and deep sea, every area of each game's map in exactly one row;
/// the deep row holds ACIS's two deep seas and the limit of 1 disk in every phase.
#[test]
fn acis_rb_stacking_the_terrain_rows_split_the_map_land_shallow_and_deep() {
    rows_partition_the_map::<Acme>(&acme::games::acme::data::builtin());
    let cat = acme::games::acis::system::builtin();
    rows_partition_the_map::<Acis>(&cat);
    let deep = <Acis as RulesBook>::TERRAIN
        .iter()
        .find(|r| r.depth == Some(SeaDepth::Deep))
        .expect("a deep-sea row");
    let n = cat.board.areas.iter().filter(|a| in_row(deep, a)).count();
    assert_eq!(n, 2, "RB: the two dark-blue seas are deep");
    assert_eq!((deep.stack_growth_card, deep.stack_reckoning), (1, 1));
    for row in <Acis as RulesBook>::TERRAIN {
        let land = row.terrain != Terrain::Sea;
        if land {
            assert_eq!((row.stack_growth_card, row.stack_reckoning), (4, 3));
        }
    }
}

/// ACIS's rules reference: its page of what differs from ACME first, its 103 Fate cards (RB The
/// Cards: 110 less the 7 Wonders) with the "our design" mark where its content says designed, and
/// its seven Wonders (104-110) with theirs; ACME's reference keeps its three tabs.
#[test]
fn acis_rb_the_cards_the_reference_shows_its_fate_cards_wonders_and_what_differs() {
    assert_eq!(
        <Acme as RulesBook>::TABS,
        &[RulesTab::Phases, RulesTab::Terrain, RulesTab::Cards]
    );
    assert_eq!(<Acis as RulesBook>::TABS[0], RulesTab::Differences);
    assert!(<Acis as RulesBook>::DIFFERENCES.len() >= 9);
    let content = acme::games::acis::data::builtin();
    let cat = acme::games::acis::system::builtin();
    let ids = filter_cards::<Acis>(&cat, "");
    assert_eq!(ids, (1..=103).map(CardId).collect::<Vec<_>>());
    type AcisFace = acme::app::games::acis::AcisFace;
    for c in &content.cards {
        let t = card_text::<AcisFace>(&cat, c.id).expect("a face for every Fate card");
        assert_eq!(t.name, c.raw.name, "#{}", c.id.0);
        assert_eq!(
            t.designed,
            c.provenance == Provenance::Designed,
            "#{} {}: the mark follows the content's provenance",
            c.id.0,
            c.raw.name
        );
    }
    assert!(
        content
            .cards
            .iter()
            .any(|c| c.provenance == Provenance::Designed)
            && content
                .cards
                .iter()
                .any(|c| c.provenance != Provenance::Designed),
        "both kinds are checked"
    );
    let wonders = <Acis as RulesBook>::wonders();
    assert_eq!(
        wonders.iter().map(|w| w.id).collect::<Vec<_>>(),
        (104..=110).collect::<Vec<_>>()
    );
    for (w, c) in wonders.iter().zip(&content.wonders) {
        assert_eq!(
            (w.name.as_str(), w.disks, w.provenance),
            (c.raw.name.as_str(), c.raw.disks, c.provenance)
        );
    }
    let pyramid = wonders.iter().find(|w| w.name == "Great Pyramid").unwrap();
    assert_eq!(pyramid.disks, 5, "RB Build a Wonder example: 5 disks");
}

#[test]
fn vp_series_has_one_line_per_civilization_from_its_tally_history() {
    let mut g = crate::support::basic(3, 7);
    let slots: Vec<_> = g.state.slots().collect();
    // As if two Victory Tally Steps had run (src/games/acme/reckoning.rs pushes the VP total).
    for (i, &s) in slots.iter().enumerate() {
        g.state.civ_mut(s).vp_history = vec![i as u32, 2 * i as u32 + 1];
    }
    let series = vp_series::<AcmeFace>(&g.catalog, &g.state);
    assert_eq!(series.len(), 3);
    for (i, (s, &slot)) in series.iter().zip(&slots).enumerate() {
        assert_eq!(s.name, g.catalog.civ(g.state.civ(slot).civ).name);
        assert_eq!(
            s.points,
            vec![[1.0, i as f64], [2.0, (2 * i + 1) as f64]],
            "turns on x from 1, VP on y"
        );
    }
    let colors: std::collections::BTreeSet<_> = series.iter().map(|s| s.color.to_array()).collect();
    assert_eq!(colors.len(), 3, "each civilization its own colour");
}

/// every card of a hand stays reachable (shows a strip to hover and click) without
/// scrolling, at 1000×650 and at 1920×1080, for hands of up to ten cards.
#[test]
fn every_card_of_the_hand_tray_shows_without_scrolling_at_1000x650_and_1920x1080() {
    use acme::app::table::layout::civs_w;
    use acme::app::widgets::CardSize;
    use acme::app::widgets::card_face::fan_spacing;
    let w = CardSize::Small.size(false).x;
    for window_w in [1000.0f32, 1280.0, 1920.0] {
        // The tray spans the window left of the civilizations panel, less its margins.
        let avail = window_w - civs_w(window_w) - 16.0;
        for n in 1..=10usize {
            let gap = fan_spacing(n, w, avail);
            let row = n as f32 * w + (n - 1) as f32 * gap;
            assert!(
                row <= avail + 0.5,
                "{n} cards at {window_w}: {row} > {avail}"
            );
            assert!(
                w + gap >= w * 0.25,
                "{n} cards at {window_w}: strips too thin"
            );
            if n * (w as usize + 8) <= avail as usize {
                assert_eq!(gap, 8.0, "{n} cards fit side by side at {window_w}");
            }
        }
    }
}

/// the hand tray docked beside a tall map (two faces a row, `HandShape::Column`)
/// keeps every card reachable without scrolling: laid out by egui in a tray as tall as the table
/// leaves it, at 1000×650, 1280×800 and 1920×1080, every card of a hand of up to ten lies inside
/// the tray and shows its top (its name) at least a quarter of a face tall, uncovered by the rows
/// drawn over it.
#[test]
fn every_card_of_the_hand_column_shows_its_name_without_scrolling() {
    use acme::app::table::layout::{HAND_W, PROMPT_H};
    use acme::app::widgets::CardSize;
    use acme::app::widgets::card_face::{HandShape, hand_card_rect, hand_zoomed};
    use bevy_egui::egui;
    let cat = acme::games::acme::data::builtin();
    let ids = all_card_ids(&cat);
    let face = CardSize::Small.size(false);
    for (w, h) in [(1000.0f32, 650.0f32), (1280.0, 800.0), (1920.0, 1080.0)] {
        let tray = egui::Rect::from_min_max(
            egui::pos2(8.0, PROMPT_H + 30.0),
            egui::pos2(HAND_W - 8.0, h - 4.0),
        );
        for n in 1..=10usize {
            let cards = &ids[..n];
            let ctx = egui::Context::default();
            let input = egui::RawInput {
                screen_rect: Some(egui::Rect::from_min_size(
                    egui::Pos2::ZERO,
                    egui::vec2(w, h),
                )),
                ..Default::default()
            };
            let out = ctx.run_ui(input, |ui| {
                let mut tray_ui = ui.new_child(egui::UiBuilder::new().max_rect(tray));
                hand_zoomed::<AcmeFace>(
                    &mut tray_ui,
                    &cat,
                    cards,
                    &|_| true,
                    &|_| None,
                    (None, None),
                    HandShape::Column,
                );
            });
            out.drop_without_applying_deltas();
            let rects: Vec<egui::Rect> = cards
                .iter()
                .map(|&c| hand_card_rect::<AcmeFace>(&ctx, c).expect("every card is drawn"))
                .collect();
            for (k, r) in rects.iter().enumerate() {
                assert!(
                    tray.expand(0.5).contains_rect(*r),
                    "{n} cards at {w}x{h}: card {k} at {r:?} is outside the tray {tray:?}"
                );
                let shown = rects[k + 1..]
                    .iter()
                    .filter(|o| o.intersects(*r))
                    .map(|o| o.top() - r.top())
                    .fold(r.height(), f32::min);
                assert!(
                    shown >= face.y * 0.25,
                    "{n} cards at {w}x{h}: card {k} shows {shown} points"
                );
            }
        }
    }
}
