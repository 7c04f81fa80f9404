//! Pieces as entities, kept in step with the rules state: one [`Disk`] per disk on the map (up to
//! four drawn per stack, the count on the top one), [`Block`]s for Homelands and temples, [`Cube`]s
//! for Strongholds and the three special cubes. Every frame the sync compares each area's pieces
//! with what it drew last and rebuilds the areas that changed.
//!
//! The sync only spawns logical entities (components + `Transform` + [`PieceLook`]); `dress` adds
//! meshes and text when the window's renderer is there, so the sync runs in headless tests.

use std::collections::BTreeMap;

use bevy::prelude::*;
use bevy::sprite::Anchor;

use super::AppState;
use super::board::{ScaledText, is_home, label_layout};
use super::game_face::GameFace;
use super::games::{Face, Piece};
use super::loading::Loaded;
use super::on_board::OnBoard;
use super::smooth::{self, Shape, Smooth};
use super::style::{self, SCALE, size, z};
use crate::games::acme::catalog::{AreaId, CardId, Catalog, bit};
use crate::games::acme::state::{
    AreaState, BlockLoc, Faction, MAX_SLOTS, Slot, SpecialCube, State,
};

/// Whose disk it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DiskOwner {
    /// A civilization's or the Barbarians' disk.
    Faction(Faction),
    /// A white Allied disk of a civilization (competition).
    Ally(Slot),
    /// A white disk on a bonus area (#69-#71 Investments).
    Bonus,
    /// The white disk on an edge marker area of the map configuration.
    EdgeMarker,
}

/// One disk on the map.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Disk {
    pub area: AreaId,
    pub owner: DiskOwner,
    /// Position in its stack, 0 = bottom. Only the first four are drawn.
    pub index: u16,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BlockKind {
    Homeland(Slot),
    /// A Deity's temple standing on its owner's Homeland block (Monotheism included).
    Temple {
        deity: CardId,
        owner: Slot,
    },
}

#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Block {
    pub area: AreaId,
    pub kind: BlockKind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CubeKind {
    /// The Stronghold cube and the faction on whose disks it sits.
    Stronghold(Faction),
    Special(SpecialCube),
}

#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cube {
    pub area: AreaId,
    pub kind: CubeKind,
}

/// Every entity drawn for an area's pieces (rebuilt together).
#[derive(Component, Debug, Clone, Copy)]
pub struct PieceOf(pub AreaId);

/// How a piece looks (turned into meshes by `dress`).
#[derive(Component, Debug, Clone)]
pub struct PieceLook {
    pub round: bool,
    /// Radius of a disk or half the side of a square (world units).
    pub half: f32,
    pub fill: Color,
    pub rim: Color,
    /// Text on the piece (a stack's count, a temple's glyph).
    pub label: Option<(String, Color)>,
    /// A City ring around the disk.
    pub ring: bool,
}

/// What an area showed when it was last drawn.
#[derive(Debug, Clone, PartialEq)]
struct AreaKey {
    st: AreaState,
    homeland: Option<(Slot, crate::games::acme::state::Color)>,
    temple: Option<(CardId, Slot)>,
    marker: bool,
    colours: Vec<crate::games::acme::state::Color>,
}

#[derive(Resource, Default)]
struct PieceCache(Vec<Option<AreaKey>>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PieceCache>()
        .add_systems(OnEnter(AppState::InGame), reset_cache)
        .add_systems(
            Update,
            (sync_pieces, dress_pieces)
                .chain()
                .run_if(in_state(AppState::InGame)),
        );
}

/// The pieces sync without any drawing (for headless tests).
pub fn sync_plugin(app: &mut App) {
    app.init_resource::<PieceCache>()
        .add_systems(Update, sync_pieces.run_if(in_state(AppState::InGame)));
}

fn reset_cache(mut cache: ResMut<PieceCache>) {
    cache.0.clear();
}

fn key(cat: &Catalog, st: &State, a: AreaId) -> AreaKey {
    let homeland = st
        .slots()
        .find(|&s| st.civ(s).homeland == Some(a))
        .map(|s| (s, st.civ(s).color));
    let temple = homeland.and_then(|(owner, _)| {
        let d = st.civ(owner).deity?;
        (st.block(d) == BlockLoc::Temple { owner }).then_some((d, owner))
    });
    AreaKey {
        st: *st.area(a),
        homeland,
        temple,
        marker: cat.board.configs[st.config].markers & bit(a) != 0,
        colours: st.civs.iter().map(|c| c.color).collect(),
    }
}

/// The glyph on a temple block, as the game draws it (its description's `glyph`).
pub fn deity_glyph(d: CardId) -> &'static str {
    Face::glyph(Piece::Temple(d))
}

/// The colour of a special cube, as the game describes it.
fn special_cube(c: SpecialCube) -> Color {
    let [r, g, b] = Face::piece(Piece::Special(c))
        .fill
        .unwrap_or([255, 255, 255]);
    Color::srgb_u8(r, g, b)
}

/// One item in an area's row of pieces.
struct Item {
    w: f32,
    h: f32,
    parts: Vec<Part>,
}

/// A piece of an item, placed relative to the item's centre.
struct Part {
    at: Vec2,
    look: PieceLook,
    what: What,
}

enum What {
    Disk(DiskOwner, u16, bool),
    Block(BlockKind),
    Cube(CubeKind),
}

fn disk_look(fill: Color, rim: Color, r: f32) -> PieceLook {
    PieceLook {
        round: true,
        half: r,
        fill,
        rim,
        label: None,
        ring: false,
    }
}

/// The size of the numeral on a disk of radius `half` (world units).
pub fn numeral_world(half: f32) -> f32 {
    half * 1.45
}

/// Width and height (world units, before the area's scale) of a stack of `n` disks.
pub fn stack_size(n: u16) -> (f32, f32) {
    let r = size::DISK * SCALE;
    let shown = n.clamp(1, 4);
    (
        2.0 * r + size::RIM * SCALE * 2.0,
        2.0 * r + (shown - 1) as f32 * size::DISK_STEP * SCALE,
    )
}

/// The items of a busy area, for measuring what the window shows: a Homeland block (in a Home
/// area), a City of four disks with its Stronghold, a rival stack of three, as `items_for` sizes
/// them.
pub fn busy_area_sizes(home: bool) -> Vec<(f32, f32)> {
    let mut v = Vec::new();
    if home {
        let hb = size::HOMELAND * SCALE * 0.5;
        v.push((hb * 2.0 + size::TEMPLE * SCALE * 0.3, hb * 2.0));
    }
    let (w, h) = stack_size(4);
    v.push((w + size::CUBE * SCALE * 0.5 * 1.2, h));
    v.push(stack_size(3));
    v
}

/// A stack of `n` disks: up to four drawn, offset upwards, the count on the top one.
fn stack(owner: DiskOwner, n: u16, fill: Color, rim: Color, text: Color, ring: bool) -> Item {
    let r = size::DISK * SCALE;
    let step = size::DISK_STEP * SCALE;
    let shown = n.min(4);
    let (w, h) = stack_size(n);
    let mut parts = Vec::new();
    for i in 0..n {
        let k = i.min(shown - 1) as f32;
        let mut look = disk_look(fill, rim, r);
        if i == shown - 1 {
            look.label = Some((n.to_string(), text));
            look.ring = ring;
        }
        parts.push(Part {
            at: Vec2::new(0.0, -h * 0.5 + r + k * step),
            look,
            what: What::Disk(owner, i, i < shown),
        });
    }
    Item { w, h, parts }
}

fn square(half: f32, fill: Color, rim: Color, what: What, label: Option<(String, Color)>) -> Part {
    Part {
        at: Vec2::ZERO,
        look: PieceLook {
            round: false,
            half,
            fill,
            rim,
            label,
            ring: false,
        },
        what,
    }
}

fn items_for(cat: &Catalog, st: &State, a: AreaId, k: &AreaKey) -> Vec<Item> {
    let _ = cat;
    let mut items = Vec::new();
    let ar = &k.st;
    if let Some((s, colour)) = k.homeland {
        let hb = size::HOMELAND * SCALE * 0.5;
        let mut parts = vec![square(
            hb,
            style::civ(colour),
            style::RIM,
            What::Block(BlockKind::Homeland(s)),
            None,
        )];
        if let Some((d, owner)) = k.temple {
            let t = size::TEMPLE * SCALE * 0.5;
            let mut p = square(
                t,
                style::TEMPLE,
                style::RIM,
                What::Block(BlockKind::Temple { deity: d, owner }),
                Some((deity_glyph(d).into(), Color::BLACK)),
            );
            p.at = Vec2::new(hb * 0.55, hb * 0.55);
            parts.push(p);
        }
        items.push(Item {
            w: hb * 2.0 + size::TEMPLE * SCALE * 0.3,
            h: hb * 2.0,
            parts,
        });
    }
    for f in ar.factions() {
        let n = ar.count(f) as u16;
        let mut item = match f.slot() {
            Some(s) => {
                let c = k.colours[s.idx()];
                stack(
                    DiskOwner::Faction(f),
                    n,
                    style::civ(c),
                    style::RIM,
                    style::on_civ(c),
                    n >= 3,
                )
            }
            None => stack(
                DiskOwner::Faction(f),
                n,
                style::BARBARIAN,
                style::BARBARIAN_RIM,
                Color::WHITE,
                false,
            ),
        };
        if ar.stronghold == Some(f) {
            let c = size::CUBE * SCALE * 0.5;
            let mut p = square(
                c,
                style::STRONGHOLD,
                style::RIM,
                What::Cube(CubeKind::Stronghold(f)),
                None,
            );
            p.at = Vec2::new(item.w * 0.5, -item.h * 0.5 + c);
            item.parts.push(p);
            item.w += c * 1.2;
        }
        items.push(item);
    }
    for s in 0..MAX_SLOTS.min(st.civs.len()) {
        let n = ar.allies[s] as u16;
        if n > 0 {
            items.push(stack(
                DiskOwner::Ally(Slot(s as u8)),
                n,
                style::WHITE_DISK,
                style::RIM,
                Color::BLACK,
                false,
            ));
        }
    }
    if ar.white_bonus > 0 {
        items.push(stack(
            DiskOwner::Bonus,
            ar.white_bonus as u16,
            style::WHITE_DISK,
            style::RIM,
            Color::BLACK,
            false,
        ));
    }
    if let Some(f) = ar.stronghold
        && ar.count(f) == 0
    {
        let c = size::CUBE * SCALE * 0.5;
        items.push(Item {
            w: c * 2.0,
            h: c * 2.0,
            parts: vec![square(
                c,
                style::STRONGHOLD,
                style::RIM,
                What::Cube(CubeKind::Stronghold(f)),
                None,
            )],
        });
    }
    if let Some(cube) = ar.cube {
        let c = size::CUBE * SCALE * 0.5;
        items.push(Item {
            w: c * 2.0,
            h: c * 2.0,
            parts: vec![square(
                c,
                special_cube(cube),
                style::RIM,
                What::Cube(CubeKind::Special(cube)),
                None,
            )],
        });
    }
    if k.marker {
        let r = size::DISK * SCALE;
        items.push(Item {
            w: 2.0 * r,
            h: 2.0 * r,
            parts: vec![Part {
                at: Vec2::ZERO,
                look: disk_look(style::WHITE_DISK, style::RIM, r),
                what: What::Disk(DiskOwner::EdgeMarker, 0, true),
            }],
        });
    }
    let _ = a;
    items
}

/// Centres of items laid out in one row (two if one would have to shrink too much) in a rect,
/// and the common scale.
pub fn arrange(sizes: &[(f32, f32)], rect: Rect) -> (Vec<Vec2>, f32) {
    let gap = 0.07 * SCALE;
    if sizes.is_empty() {
        return (vec![], 1.0);
    }
    let row_w = |s: &[(f32, f32)]| {
        s.iter().map(|x| x.0).sum::<f32>() + gap * (s.len().saturating_sub(1)) as f32
    };
    let row_h = |s: &[(f32, f32)]| s.iter().map(|x| x.1).fold(0.0, f32::max);
    let fit = |w: f32, h: f32| {
        (rect.width() / w.max(1e-3))
            .min(rect.height() / h.max(1e-3))
            .min(1.0)
    };
    let one = fit(row_w(sizes), row_h(sizes));
    let rows: Vec<&[(f32, f32)]> = if one < 0.7 && sizes.len() > 1 {
        let (a, b) = sizes.split_at(sizes.len().div_ceil(2));
        let two = fit(row_w(a).max(row_w(b)), row_h(a) + row_h(b) + gap);
        if two > one { vec![a, b] } else { vec![sizes] }
    } else {
        vec![sizes]
    };
    let total_h: f32 = rows.iter().map(|r| row_h(r)).sum::<f32>() + gap * (rows.len() - 1) as f32;
    let k =
        fit(rows.iter().map(|r| row_w(r)).fold(0.0, f32::max), total_h).max(size::PIECES_SCALE_MIN);
    let mut out = Vec::new();
    let mut y = rect.center().y + total_h * k * 0.5;
    for r in rows {
        let h = row_h(r) * k;
        let mut x = rect.center().x - row_w(r) * k * 0.5;
        for s in r {
            out.push(Vec2::new(x + s.0 * k * 0.5, y - h * 0.5));
            x += (s.0 + gap) * k;
        }
        y -= h + gap * k;
    }
    (out, k)
}

fn sync_pieces(
    mut commands: Commands,
    board: OnBoard,
    loaded: Res<Loaded>,
    mut cache: ResMut<PieceCache>,
    existing: Query<(Entity, &PieceOf)>,
) {
    let cat = &*loaded.catalog;
    let Some(st) = board.state() else {
        return;
    };
    let n = cat.board.len();
    if cache.0.len() != n {
        cache.0 = vec![None; n];
    }
    let mut changed: Vec<AreaId> = Vec::new();
    for i in 0..n {
        let a = AreaId(i as u8);
        let k = key(cat, st, a);
        if cache.0[i].as_ref() != Some(&k) {
            changed.push(a);
            cache.0[i] = Some(k);
        }
    }
    if changed.is_empty() {
        return;
    }
    let mut by_area: BTreeMap<AreaId, Vec<Entity>> = BTreeMap::new();
    for (e, p) in &existing {
        by_area.entry(p.0).or_default().push(e);
    }
    for a in changed {
        for e in by_area.remove(&a).unwrap_or_default() {
            commands.entity(e).despawn();
        }
        let k = cache.0[a.0 as usize].clone().expect("just set");
        let items = items_for(cat, st, a, &k);
        if items.is_empty() {
            continue;
        }
        let shape = &loaded.board.areas[a.0 as usize];
        let layout = label_layout(shape, cat.board.name(a), is_home(cat, a));
        let sizes: Vec<(f32, f32)> = items.iter().map(|i| (i.w, i.h)).collect();
        let (centres, scale) = arrange(&sizes, layout.pieces);
        for (item, c) in items.into_iter().zip(centres) {
            for (pi, part) in item.parts.into_iter().enumerate() {
                let at = c + part.at * scale;
                let zz = z::PIECE + pi as f32 * 0.02;
                let mut look = part.look;
                look.half *= scale;
                let mut e = commands.spawn((
                    PieceOf(a),
                    look,
                    Transform::from_xyz(at.x, at.y, zz),
                    DespawnOnExit(AppState::InGame),
                ));
                match part.what {
                    What::Disk(owner, index, visible) => {
                        e.insert((
                            Disk {
                                area: a,
                                owner,
                                index,
                            },
                            if visible {
                                Visibility::Inherited
                            } else {
                                Visibility::Hidden
                            },
                        ));
                    }
                    What::Block(kind) => {
                        e.insert((Block { area: a, kind }, Visibility::Inherited));
                    }
                    What::Cube(kind) => {
                        e.insert((Cube { area: a, kind }, Visibility::Inherited));
                    }
                }
            }
        }
    }
}

/// Shared meshes and materials for the pieces.
#[derive(Default)]
struct PieceAssets {
    quad: Option<Handle<Mesh>>,
    materials: BTreeMap<([u8; 4], Shape, u32), Handle<Smooth>>,
}

/// The inner edge of a City ring, a fraction of its outer edge (`Annulus::new(1.0, 1.35)`).
const CITY_RING_INNER: f32 = 1.0 / 1.35;

fn dress_pieces(
    mut commands: Commands,
    mut cache: Local<PieceAssets>,
    new: Query<(Entity, &PieceLook), Added<PieceLook>>,
    meshes: Option<ResMut<Assets<Mesh>>>,
    materials: Option<ResMut<Assets<Smooth>>>,
    files: Option<Res<super::loading::GameFiles>>,
) {
    let (Some(mut meshes), Some(mut materials)) = (meshes, materials) else {
        return;
    };
    if new.is_empty() {
        return;
    }
    // One square mesh for every shape: the material draws the disc, the ring or the square on it.
    let quad = cache
        .quad
        .get_or_insert_with(|| meshes.add(smooth::quad()))
        .clone();
    let mut mat = |c: Color, shape: Shape, inner: f32| {
        let k = (c.to_srgba().to_u8_array(), shape, inner.to_bits());
        cache
            .materials
            .entry(k)
            .or_insert_with(|| materials.add(Smooth::ring(c, shape, inner)))
            .clone()
    };
    // Pieces are part of the board picture (redrawn when they change), over the still board.
    let picture = super::board_picture::layer();
    for (e, look) in &new {
        let shape = if look.round {
            Shape::Round
        } else {
            Shape::Square
        };
        let h = look.half;
        let rim = size::RIM * SCALE;
        commands.entity(e).with_children(|p| {
            p.spawn((
                Mesh2d(quad.clone()),
                MeshMaterial2d(mat(look.fill, shape, 0.0)),
                Transform::from_scale(Vec3::new(h, h, 1.0)),
                Pickable::IGNORE,
                picture.clone(),
            ));
            p.spawn((
                Mesh2d(quad.clone()),
                MeshMaterial2d(mat(look.rim, shape, 0.0)),
                Transform::from_xyz(0.0, 0.0, -0.01).with_scale(Vec3::new(h + rim, h + rim, 1.0)),
                Pickable::IGNORE,
                picture.clone(),
            ));
            if look.ring {
                // The ring's outer edge: 1.35 times its inner one, which is the rim's edge.
                let r = (h + rim) * 1.35;
                p.spawn((
                    Mesh2d(quad.clone()),
                    MeshMaterial2d(mat(style::CITY_RING, Shape::Round, CITY_RING_INNER)),
                    Transform::from_xyz(0.0, 0.0, -0.015).with_scale(Vec3::new(r, r, 1.0)),
                    Pickable::IGNORE,
                    picture.clone(),
                ));
                p.spawn((
                    Mesh2d(quad.clone()),
                    MeshMaterial2d(mat(style::RIM, Shape::Round, CITY_RING_INNER)),
                    Transform::from_xyz(0.0, 0.0, -0.02).with_scale(Vec3::new(
                        r * 1.06,
                        r * 1.06,
                        1.0,
                    )),
                    Pickable::IGNORE,
                    picture.clone(),
                ));
            }
            if let Some((text, colour)) = &look.label {
                let world = numeral_world(h);
                let mut tf = TextFont {
                    font_size: bevy::text::FontSize::Px(world),
                    ..default()
                };
                if let Some(f) = &files {
                    tf.font = f.serif_bold.clone().into();
                }
                p.spawn((
                    Text2d::new(text.clone()),
                    tf,
                    ScaledText { world },
                    TextColor(*colour),
                    Anchor::CENTER,
                    Transform::from_xyz(0.0, -h * 0.04, 0.03),
                    Pickable::IGNORE,
                    picture.clone(),
                ));
            }
        });
    }
}
