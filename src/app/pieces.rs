//! Pieces as entities, kept in step with the game's state: what the game says stands in each
//! area ([`GameFace::pieces`]) drawn by kind ([`GameFace::piece`]): one [`MapPiece`] per disk of a
//! stack (up to four drawn, the count on the top one), per block and per cube. Every frame the
//! sync compares each area's list with what it drew last and rebuilds the areas that changed.
//!
//! The sync only spawns logical entities (components + `Transform` + [`PieceLook`]); `dress` adds
//! meshes and text when the window's renderer is there, so the sync runs in headless tests.

use std::collections::BTreeMap;

use bevy::prelude::*;
use bevy::sprite::Anchor;

use super::AppState;
use super::board::{ScaledText, label_layout};
use super::game_face::{GameFace, Paint, PieceCount, PieceOwner, PieceShape, Placed};
use super::loading::Loaded;
use super::on_board::OnBoard;
use super::smooth::{self, Shape, Smooth};
use super::style::{self, SCALE, size, z};

/// One piece on the map of game `F`: a disk of a stack, a block or a cube, what it is and whose.
#[derive(Component)]
pub struct MapPiece<F: GameFace> {
    pub area: F::Area,
    pub kind: F::Piece,
    pub owner: PieceOwner<F::Seat>,
    /// Position in its stack, 0 = bottom. Only the first four are drawn.
    pub index: u16,
}

// By hand: derived ones would ask the face itself to be `Clone`, `Debug`, `PartialEq`.
impl<F: GameFace> Clone for MapPiece<F> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<F: GameFace> Copy for MapPiece<F> {}
impl<F: GameFace> std::fmt::Debug for MapPiece<F> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MapPiece")
            .field("area", &self.area)
            .field("kind", &self.kind)
            .field("owner", &self.owner)
            .field("index", &self.index)
            .finish()
    }
}
impl<F: GameFace> PartialEq for MapPiece<F> {
    fn eq(&self, o: &Self) -> bool {
        (self.area, self.kind, self.owner, self.index) == (o.area, o.kind, o.owner, o.index)
    }
}

/// Every entity drawn for an area's pieces (rebuilt together).
#[derive(Component)]
pub struct PieceOf<F: GameFace>(pub F::Area);

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

/// What an area showed when it was last drawn: the game's list, each entry with its owner's
/// colours (a game started anew may give a seat another colour).
type AreaKey<F> = Vec<(Placed<<F as GameFace>::Piece, <F as GameFace>::Seat>, Paint)>;

#[derive(Resource)]
struct PieceCache<F: GameFace>(Vec<Option<AreaKey<F>>>);

impl<F: GameFace> Default for PieceCache<F> {
    fn default() -> Self {
        PieceCache(Vec::new())
    }
}

/// The pieces of game `F`, synced and drawn.
pub(super) fn plugin<F: GameFace>(app: &mut App) {
    app.init_resource::<PieceCache<F>>()
        .add_systems(OnEnter(AppState::InGame), reset_cache::<F>)
        .add_systems(
            Update,
            (sync_pieces::<F>, dress_pieces)
                .chain()
                .run_if(in_state(AppState::InGame)),
        );
}

/// The pieces sync without any drawing (for headless tests).
pub fn sync_plugin<F: GameFace>(app: &mut App) {
    app.init_resource::<PieceCache<F>>()
        .add_systems(Update, sync_pieces::<F>.run_if(in_state(AppState::InGame)));
}

fn reset_cache<F: GameFace>(mut cache: ResMut<PieceCache<F>>) {
    cache.0.clear();
}

fn key<F: GameFace>(cat: &F::Catalog, st: &F::State, a: F::Area) -> AreaKey<F> {
    F::pieces(cat, st, a)
        .into_iter()
        .map(|p| (p, F::paint(st, p.owner)))
        .collect()
}

/// One item in an area's row of pieces.
struct Item<F: GameFace> {
    w: f32,
    h: f32,
    /// The shape of its first part (what a piece standing on it is placed by).
    shape: PieceShape,
    parts: Vec<Part<F>>,
}

/// A piece of an item, placed relative to the item's centre.
struct Part<F: GameFace> {
    at: Vec2,
    look: PieceLook,
    piece: MapPiece<F>,
    visible: bool,
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
fn stack<F: GameFace>(piece: MapPiece<F>, n: u16, paint: Paint, ring: bool) -> Item<F> {
    let r = size::DISK * SCALE;
    let step = size::DISK_STEP * SCALE;
    let shown = n.min(4);
    let (w, h) = stack_size(n);
    let mut parts = Vec::new();
    for i in 0..n {
        let k = i.min(shown - 1) as f32;
        let mut look = disk_look(paint.fill, paint.rim, r);
        if i == shown - 1 {
            look.label = Some((n.to_string(), paint.text));
            look.ring = ring;
        }
        parts.push(Part {
            at: Vec2::new(0.0, -h * 0.5 + r + k * step),
            look,
            piece: MapPiece { index: i, ..piece },
            visible: i < shown,
        });
    }
    Item {
        w,
        h,
        shape: PieceShape::Disk,
        parts,
    }
}

fn square<F: GameFace>(
    half: f32,
    paint: Paint,
    piece: MapPiece<F>,
    label: Option<(String, Color)>,
) -> Part<F> {
    Part {
        at: Vec2::ZERO,
        look: PieceLook {
            round: false,
            half,
            fill: paint.fill,
            rim: paint.rim,
            label,
            ring: false,
        },
        piece,
        visible: true,
    }
}

/// The items of an area: each entry of the game's list beside the one before, or on it (a small
/// block at a block's corner, a piece at the foot of a stack, which widens it).
fn items_for<F: GameFace>(a: F::Area, key: &AreaKey<F>) -> Vec<Item<F>> {
    let mut items: Vec<Item<F>> = Vec::new();
    for &(p, owner_paint) in key {
        if p.count == 0 {
            continue;
        }
        let kind = F::piece(p.kind);
        // A kind with a colour of its own is drawn in it, with the common rim and dark text.
        let paint = match kind.fill {
            Some(fill) => Paint {
                fill,
                rim: style::RIM,
                text: Color::BLACK,
            },
            None => owner_paint,
        };
        let piece = MapPiece {
            area: a,
            kind: p.kind,
            owner: p.owner,
            index: 0,
        };
        let label =
            (kind.count == PieceCount::Glyph).then(|| (F::glyph(p.kind).into(), paint.text));
        if p.on_previous
            && let Some(base) = items.last_mut()
        {
            if base.shape == PieceShape::Block {
                let hb = base.h * 0.5;
                let mut part = square(size::TEMPLE * SCALE * 0.5, paint, piece, label);
                part.at = Vec2::new(hb * 0.55, hb * 0.55);
                base.parts.push(part);
            } else {
                let c = size::CUBE * SCALE * 0.5;
                let mut part = square(c, paint, piece, label);
                part.at = Vec2::new(base.w * 0.5, -base.h * 0.5 + c);
                base.parts.push(part);
                base.w += c * 1.2;
            }
            continue;
        }
        items.push(match (kind.shape, kind.count) {
            (PieceShape::Disk, PieceCount::Stack) => stack(piece, p.count, paint, p.ring),
            (PieceShape::Disk, _) => {
                let r = size::DISK * SCALE;
                let mut look = disk_look(paint.fill, paint.rim, r);
                look.label = label;
                Item {
                    w: 2.0 * r,
                    h: 2.0 * r,
                    shape: PieceShape::Disk,
                    parts: vec![Part {
                        at: Vec2::ZERO,
                        look,
                        piece,
                        visible: true,
                    }],
                }
            }
            (PieceShape::Block, _) => {
                let hb = size::HOMELAND * SCALE * 0.5;
                Item {
                    // Room at its corner for a small block standing on it.
                    w: hb * 2.0 + size::TEMPLE * SCALE * 0.3,
                    h: hb * 2.0,
                    shape: PieceShape::Block,
                    parts: vec![square(hb, paint, piece, label)],
                }
            }
            (PieceShape::Cube, _) => {
                let c = size::CUBE * SCALE * 0.5;
                Item {
                    w: c * 2.0,
                    h: c * 2.0,
                    shape: PieceShape::Cube,
                    parts: vec![square(c, paint, piece, label)],
                }
            }
        });
    }
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

fn sync_pieces<F: GameFace>(
    mut commands: Commands,
    board: OnBoard<F>,
    loaded: Res<Loaded<F>>,
    mut cache: ResMut<PieceCache<F>>,
    existing: Query<(Entity, &PieceOf<F>)>,
) {
    let cat = &*loaded.catalog;
    let Some(st) = board.state() else {
        return;
    };
    let n = loaded.board.areas.len();
    if cache.0.len() != n {
        cache.0 = vec![None; n];
    }
    let mut changed: Vec<F::Area> = Vec::new();
    for i in 0..n {
        let a = F::area_at(i);
        let k = key::<F>(cat, st, a);
        if cache.0[i].as_ref() != Some(&k) {
            changed.push(a);
            cache.0[i] = Some(k);
        }
    }
    if changed.is_empty() {
        return;
    }
    let mut by_area: BTreeMap<F::Area, Vec<Entity>> = BTreeMap::new();
    for (e, p) in &existing {
        by_area.entry(p.0).or_default().push(e);
    }
    for a in changed {
        for e in by_area.remove(&a).unwrap_or_default() {
            commands.entity(e).despawn();
        }
        let i = F::index(a);
        let items = items_for::<F>(a, cache.0[i].as_ref().expect("just set"));
        if items.is_empty() {
            continue;
        }
        let shape = &loaded.board.areas[i];
        let area = F::map_area(cat, a);
        let layout = label_layout(shape, area.name, area.home);
        let sizes: Vec<(f32, f32)> = items.iter().map(|i| (i.w, i.h)).collect();
        let (centres, scale) = arrange(&sizes, layout.pieces);
        for (item, c) in items.into_iter().zip(centres) {
            for (pi, part) in item.parts.into_iter().enumerate() {
                let at = c + part.at * scale;
                let zz = z::PIECE + pi as f32 * 0.02;
                let mut look = part.look;
                look.half *= scale;
                commands.spawn((
                    PieceOf::<F>(a),
                    look,
                    Transform::from_xyz(at.x, at.y, zz),
                    DespawnOnExit(AppState::InGame),
                    part.piece,
                    if part.visible {
                        Visibility::Inherited
                    } else {
                        Visibility::Hidden
                    },
                ));
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
    files: Option<Res<super::loading::Fonts>>,
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
