//! The board picture: terrain fills, borders, rivers, the frame, area names, homeland marks,
//! out-of-play areas greyed. Built once from the generated board file when the game is shown, on
//! the still board's render layer (`board_picture`); the areas' hover and selection outlines go
//! with the pieces, on the picture's layer.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use bevy::sprite::Anchor;

use super::AppState;
use super::board_picture;
use super::game_face::GameFace;
use super::loading::{Fonts, Loaded};
use super::on_board::OnBoard;
use super::smooth::{self, Shape, Smooth};
use super::style::{self, SCALE, size, z};
use crate::board::tess::{self, Tris};
use crate::board::{AreaShape, Pt};

/// An area of game `F`'s board: its shape, which the pointer picks (its fill is drawn by a
/// separate entity on the still picture).
#[derive(Component)]
pub struct Area<F: GameFace>(pub F::Area);

/// The fill colour of an area, for highlighting.
#[derive(Component, Debug, Clone, Copy)]
pub struct AreaFill {
    pub base: Color,
    pub material: AssetId<ColorMaterial>,
}

/// The outline shown when the area is hovered or selected.
#[derive(Component)]
pub struct HoverOutline<F: GameFace>(pub F::Area);
#[derive(Component)]
pub struct SelectOutline<F: GameFace>(pub F::Area);

/// Text that keeps a constant size on the board and stays crisp at any zoom: `world` is its size
/// in world units; the font size follows the camera's zoom.
#[derive(Component, Debug, Clone, Copy)]
pub struct ScaledText {
    pub world: f32,
}

/// Where an area's name goes and the room left for its pieces (world units).
#[derive(Debug, Clone)]
pub struct AreaLayout {
    pub lines: Vec<String>,
    /// Font size (world units).
    pub font: f32,
    /// Top centre of the name.
    pub name_top: Vec2,
    /// The room below the name for the pieces.
    pub pieces: Rect,
}

#[derive(Resource, Debug, Clone)]
pub struct Layouts(pub Vec<AreaLayout>);

pub fn world(p: Pt) -> Vec2 {
    Vec2::new(p[0] * SCALE, p[1] * SCALE)
}

pub fn mesh(t: &Tris) -> Mesh {
    let pos: Vec<[f32; 3]> = t
        .pos
        .iter()
        .map(|p| [p[0] * SCALE, p[1] * SCALE, 0.0])
        .collect();
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, pos)
    .with_inserted_indices(Indices::U32(t.idx.clone()))
}

/// The board of game `F`.
pub(super) fn plugin<F: GameFace>(app: &mut App) {
    app.add_systems(OnEnter(AppState::InGame), spawn_board::<F>)
        .add_systems(Update, rescale_text.run_if(in_state(AppState::InGame)));
}

/// Is this a printed Home area (named in capitals with a marker)?
pub fn is_home<F: GameFace>(cat: &F::Catalog, a: F::Area) -> bool {
    F::map_area(cat, a).home
}

/// Split a name into one or two lines and choose its size so that it fits the room.
pub fn label_layout(shape: &AreaShape, text: &str, caps: bool) -> AreaLayout {
    let room_c = world(shape.room_centre);
    let room_w = shape.room_size[0] * SCALE;
    let room_h = shape.room_size[1] * SCALE;
    // Width of a line in font sizes: capitals ~0.66 em, small capitals 0.78 of that, spaces 0.3.
    let width = |s: &str| -> f32 {
        let mut w = 0.0;
        let mut first = true;
        for ch in s.chars() {
            if ch == ' ' {
                w += 0.3;
                first = true;
            } else {
                w += if first || caps { 0.68 } else { 0.68 * 0.8 };
                first = false;
            }
        }
        w
    };
    let max = size::NAME * SCALE;
    let one = width(text);
    let mut lines = vec![text.to_string()];
    let mut font = max.min(room_w * 0.98 / one);
    if font < max * 0.8
        && let Some(split) = best_split(text)
    {
        let two = vec![
            text[..split].trim().to_string(),
            text[split..].trim().to_string(),
        ];
        let w2 = two.iter().map(|l| width(l)).fold(0.0, f32::max);
        // Two lines when they need less width than one (the pieces may go below the room; a
        // name may not shrink below NAME_MIN, so width is what overflows).
        let f2 = max.min(room_w * 0.98 / w2);
        if f2 > font {
            lines = two;
            font = f2;
        }
    }
    let font = font.max(size::NAME_MIN * SCALE);
    let name_h = font * 1.2 * lines.len() as f32;
    let mut top = room_c.y + room_h * 0.5;
    let mut bottom = (room_c.y - room_h * 0.5).min(top - name_h - size::PIECES_MIN * SCALE);
    // What runs below the room must stay inside the area (the map's edge, the frame): move the
    // name and the pieces up as far as the area's top allows.
    let (lo, hi) = shape
        .outline
        .iter()
        .fold((f32::MAX, f32::MIN), |(lo, hi), p| {
            (lo.min(p[1] * SCALE), hi.max(p[1] * SCALE))
        });
    let margin = 0.1 * SCALE;
    if bottom < lo + margin {
        let up = (lo + margin - bottom).min((hi - margin - top).max(0.0));
        top += up;
        bottom += up;
    }
    let below = top - name_h;
    let pieces = Rect::from_corners(
        Vec2::new(room_c.x - room_w * 0.5, bottom),
        Vec2::new(room_c.x + room_w * 0.5, below),
    );
    AreaLayout {
        lines,
        font,
        name_top: Vec2::new(room_c.x, top),
        pieces,
    }
}

/// The space (or after the hyphen) nearest the middle of a name.
fn best_split(text: &str) -> Option<usize> {
    let mid = text.len() / 2;
    text.char_indices()
        .filter_map(|(i, c)| match c {
            ' ' => Some(i),
            '-' => Some(i + 1),
            _ => None,
        })
        .min_by_key(|&i| (i as i64 - mid as i64).abs())
}

fn spawn_board<F: GameFace>(
    mut commands: Commands,
    loaded: Res<Loaded<F>>,
    on_board: OnBoard<F>,
    files: Res<Fonts>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut outlines: ResMut<Assets<Smooth>>,
) {
    let cat = &*loaded.catalog;
    let shape = &*loaded.board;
    let Some(st) = on_board.state() else {
        return;
    };
    let mut p = Painter {
        commands: &mut commands,
        meshes: &mut meshes,
        materials: &mut materials,
        outlines: &mut outlines,
        scoped: DespawnOnExit(AppState::InGame),
        // The still parts of the board are drawn into a texture only when they change.
        picture: board_picture::still_layer(),
    };
    let layouts = shape
        .areas
        .iter()
        .enumerate()
        .map(|(i, a)| spawn_area::<F>(&mut p, cat, st, &files, F::area_at(i), a))
        .collect();
    spawn_borders(&mut p, shape);
    spawn_island_coasts::<F>(&mut p, cat, shape);
    spawn_region_borders::<F>(&mut p, cat, shape);
    spawn_rivers_and_links(&mut p, shape);
    spawn_frame(&mut p, shape);
    commands.insert_resource(Layouts(layouts));
}

/// What the board's parts are spawned with: the assets they add, the still picture's layer, and
/// the scope that removes them when the game is left.
struct Painter<'a, 'w, 's> {
    commands: &'a mut Commands<'w, 's>,
    meshes: &'a mut Assets<Mesh>,
    materials: &'a mut Assets<ColorMaterial>,
    /// The outlines' materials (drawn with the pieces, see `smooth`).
    outlines: &'a mut Assets<Smooth>,
    scoped: DespawnOnExit<AppState>,
    picture: bevy::camera::visibility::RenderLayers,
}

impl Painter<'_, '_, '_> {
    /// A shape of one colour at a depth on the still picture, which the pointer ignores.
    fn still(&mut self, t: &Tris, colour: Color, depth: f32) {
        self.commands.spawn((
            Mesh2d(self.meshes.add(mesh(t))),
            MeshMaterial2d(self.materials.add(ColorMaterial::from_color(colour))),
            Transform::from_xyz(0.0, 0.0, depth),
            Pickable::IGNORE,
            self.picture.clone(),
            self.scoped.clone(),
        ));
    }
}

/// One area: its fill, its hover and selection outlines, its name and (a Home area) its marker;
/// returns where its name and pieces go.
fn spawn_area<F: GameFace>(
    p: &mut Painter,
    cat: &F::Catalog,
    st: &F::State,
    files: &Fonts,
    id: F::Area,
    a: &AreaShape,
) -> AreaLayout {
    let area = F::map_area(cat, id);
    let playable = F::playable(cat, st, id);
    spawn_area_fill::<F>(p, id, a, area.fill, playable);
    spawn_area_outlines::<F>(p, id, a);
    // The name: small capitals; a printed Home area in bold capitals with a marker; water's
    // names in italics.
    let home = area.home;
    let layout = label_layout(a, area.name, home);
    let colour = if !playable {
        style::GREY_TEXT
    } else if area.water {
        style::SEA_TEXT
    } else {
        style::LAND_TEXT
    };
    let font = if home {
        files.serif_bold.clone()
    } else if area.water {
        files.serif_italic.clone()
    } else {
        files.serif.clone()
    };
    spawn_name(
        p.commands,
        &layout,
        home,
        font,
        colour,
        (p.scoped.clone(), p.picture.clone()),
    );
    if home {
        spawn_home_marker(p, &layout);
    }
    layout
}

/// The area's ground colour (greyed out of play): the shape the pointer picks, and the fill seen
/// on the still picture.
fn spawn_area_fill<F: GameFace>(
    p: &mut Painter,
    id: F::Area,
    a: &AreaShape,
    ground: Color,
    playable: bool,
) {
    let base = if playable {
        ground
    } else {
        style::out_of_play(ground)
    };
    let mat = p.materials.add(ColorMaterial::from_color(base));
    let fill = p.meshes.add(mesh(&tess::fill(&a.outline)));
    // What the pointer picks: the area's shape on the board camera's layer, with no material
    // (nothing is drawn for it).
    p.commands.spawn((
        Area::<F>(id),
        AreaFill {
            base,
            material: mat.id(),
        },
        Mesh2d(fill.clone()),
        Transform::from_xyz(0.0, 0.0, z::AREA),
        p.scoped.clone(),
    ));
    // What is seen: the fill on the still picture (its colour changes for highlights).
    p.commands.spawn((
        Mesh2d(fill),
        MeshMaterial2d(mat),
        Transform::from_xyz(0.0, 0.0, z::AREA),
        Pickable::IGNORE,
        p.picture.clone(),
        p.scoped.clone(),
    ));
}

/// The hover and selection outlines of an area, hidden until wanted. They are shown and hidden
/// as often as pieces move (the last action's areas): they are drawn with the pieces, over the
/// still board, with edges smoothed by their material.
fn spawn_area_outlines<F: GameFace>(p: &mut Painter, id: F::Area, a: &AreaShape) {
    let outline_mesh = |w: f32, meshes: &mut Assets<Mesh>| {
        let t = tess::stroke(&a.outline, true, w * smooth::STRIP_WIDEN);
        let uvs = smooth::strip_uvs(t.pos.len());
        meshes.add(mesh(&t).with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs))
    };
    let pieces = board_picture::layer();
    p.commands.spawn((
        HoverOutline::<F>(id),
        Mesh2d(outline_mesh(size::HOVER, p.meshes)),
        MeshMaterial2d(p.outlines.add(Smooth::new(style::HOVER, Shape::Strip))),
        Transform::from_xyz(0.0, 0.0, z::HOVER),
        Visibility::Hidden,
        Pickable::IGNORE,
        pieces.clone(),
        p.scoped.clone(),
    ));
    p.commands.spawn((
        SelectOutline::<F>(id),
        Mesh2d(outline_mesh(size::SELECTED, p.meshes)),
        MeshMaterial2d(p.outlines.add(Smooth::new(style::SELECTED, Shape::Strip))),
        Transform::from_xyz(0.0, 0.0, z::HOVER + 0.1),
        Visibility::Hidden,
        Pickable::IGNORE,
        pieces,
        p.scoped.clone(),
    ));
}

/// The Home marker: a small house left of the name's first line.
fn spawn_home_marker(p: &mut Painter, layout: &AreaLayout) {
    let w = layout.lines[0].chars().count() as f32 * 0.68 * layout.font;
    let at = layout.name_top + Vec2::new(-w * 0.5 - layout.font * 0.55, -layout.font * 0.6);
    let s = layout.font * 0.42;
    let house = [
        [-s, -s],
        [s, -s],
        [s, s * 0.35],
        [0.0, s * 1.15],
        [-s, s * 0.35],
    ];
    let pts: Vec<Pt> = house
        .iter()
        .map(|c: &[f32; 2]| [(at.x + c[0]) / SCALE, (at.y + c[1]) / SCALE])
        .collect();
    let mut t = tess::fill(&pts);
    t.append(&tess::stroke(&pts, true, 0.02));
    p.still(&t, Color::srgb(0.55, 0.10, 0.08), z::LABEL);
}

/// Borders: every outline stroked (each border is drawn from both sides), and the junctions.
fn spawn_borders(p: &mut Painter, shape: &crate::board::BoardShape) {
    let mut borders = Tris::default();
    for a in &shape.areas {
        borders.append(&tess::stroke(&a.outline, true, size::BORDER));
    }
    for j in &shape.junctions {
        borders.append(&tess::disc(*j, size::JUNCTION, 12));
    }
    p.still(&borders, style::BORDER, z::BORDER);
}

/// Each island's coast, in the printed board's island yellow: the edge of its areas taken
/// together, which every sea at the island's outline touches (ACIS RB The Board: an island is one
/// land area or several inside a yellow outline). The areas' own borders stay as they are.
fn spawn_island_coasts<F: GameFace>(
    p: &mut Painter,
    cat: &F::Catalog,
    shape: &crate::board::BoardShape,
) {
    let islands: Vec<Option<&str>> = (0..shape.areas.len())
        .map(|i| F::map_area(cat, F::area_at(i)).island)
        .collect();
    let mut names: Vec<&str> = islands.iter().flatten().copied().collect();
    names.sort_unstable();
    names.dedup();
    let mut coasts = Tris::default();
    for name in names {
        for (a, b) in crate::board::region_edge(shape, |i| islands[i] == Some(name)) {
            coasts.append(&tess::stroke(&[a, b], false, size::ISLAND));
            coasts.append(&tess::disc(a, size::ISLAND * 0.5, 8));
        }
    }
    if !coasts.pos.is_empty() {
        p.still(&coasts, style::ISLAND, z::BORDER + 0.5);
    }
}

/// Each outlined region's edge in its border colour ([`GameFace::region_border`]: Cradle's
/// regions, each with a uniquely coloured border, CR 1.1), over the areas' own borders. Where two
/// regions meet, each is drawn at its own depth, so one colour wins, never a flicker.
fn spawn_region_borders<F: GameFace>(
    p: &mut Painter,
    cat: &F::Catalog,
    shape: &crate::board::BoardShape,
) {
    let regions: Vec<Option<(usize, Color)>> = (0..shape.areas.len())
        .map(|i| F::region_border(cat, F::area_at(i)))
        .collect();
    let colours: std::collections::BTreeMap<usize, Color> =
        regions.iter().flatten().copied().collect();
    for (k, (&id, &colour)) in colours.iter().enumerate() {
        let mut edge = Tris::default();
        for (a, b) in crate::board::region_edge(shape, |i| regions[i].is_some_and(|r| r.0 == id)) {
            edge.append(&tess::stroke(&[a, b], false, size::REGION));
            edge.append(&tess::disc(a, size::REGION * 0.5, 8));
        }
        if !edge.pos.is_empty() {
            p.still(&edge, colour, z::BORDER + 0.3 + 0.01 * k as f32);
        }
    }
}

/// Rivers along their borders, and the drawn links (islands and straits that cannot touch),
/// dashed, in the rivers' colour.
fn spawn_rivers_and_links(p: &mut Painter, shape: &crate::board::BoardShape) {
    let mut rivers = Tris::default();
    for r in &shape.rivers {
        rivers.append(&tess::stroke(&r.points, false, size::RIVER));
        for end in [r.points[0], r.points[r.points.len() - 1]] {
            rivers.append(&tess::disc(end, size::RIVER * 0.5, 10));
        }
    }
    for l in &shape.links {
        let (a, b) = (l.points[0], l.points[l.points.len() - 1]);
        let n = 9;
        for k in (0..n).step_by(2) {
            let t0 = k as f32 / n as f32;
            let t1 = (k + 1) as f32 / n as f32;
            let p0 = [a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0];
            let p1 = [a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1];
            rivers.append(&tess::stroke(&[p0, p1], false, size::BORDER * 2.0));
        }
    }
    p.still(&rivers, style::RIVER, z::RIVER);
}

/// The frame around the map.
fn spawn_frame(p: &mut Painter, shape: &crate::board::BoardShape) {
    let (fw, fh) = (shape.frame[0], shape.frame[1]);
    let frame = tess::stroke(
        &[[0.0, 0.0], [fw, 0.0], [fw, fh], [0.0, fh]],
        true,
        size::FRAME,
    );
    p.still(&frame, style::FRAME, z::RIVER + 0.5);
}

/// The size of a name's small capitals relative to its capitals (1 for a Home area in capitals).
pub fn small_caps(all_caps: bool) -> f32 {
    if all_caps { 1.0 } else { 0.8 }
}

/// Spawn a name: each word's first letter full size, the rest as small capitals (all capitals for
/// a Home area).
fn spawn_name(
    commands: &mut Commands,
    layout: &AreaLayout,
    all_caps: bool,
    font: Handle<Font>,
    colour: Color,
    scoped: impl Bundle,
) {
    let big = layout.font;
    let small = big * small_caps(all_caps);
    let mut runs: Vec<(String, f32)> = Vec::new();
    for (li, line) in layout.lines.iter().enumerate() {
        if li > 0 {
            runs.push(("\n".into(), big));
        }
        for (wi, word) in line.split(' ').enumerate() {
            if wi > 0 {
                runs.push((" ".into(), small));
            }
            let mut chars = word.chars();
            if let Some(c) = chars.next() {
                runs.push((c.to_uppercase().collect(), big));
            }
            let rest: String = chars.collect::<String>().to_uppercase();
            if !rest.is_empty() {
                runs.push((rest, small));
            }
        }
    }
    // Merge neighbouring runs of the same size.
    let mut merged: Vec<(String, f32)> = Vec::new();
    for (t, s) in runs {
        match merged.last_mut() {
            Some((lt, ls)) if *ls == s => lt.push_str(&t),
            _ => merged.push((t, s)),
        }
    }
    let text_font = |s: f32| TextFont {
        font: font.clone().into(),
        font_size: bevy::text::FontSize::Px(s),
        ..default()
    };
    let (first, rest) = merged.split_first().expect("a name has letters");
    commands
        .spawn((
            Text2d::new(first.0.clone()),
            text_font(first.1),
            ScaledText { world: first.1 },
            TextColor(colour),
            TextLayout::justify(Justify::Center),
            Anchor::TOP_CENTER,
            Transform::from_xyz(layout.name_top.x, layout.name_top.y, z::LABEL),
            Pickable::IGNORE,
            scoped,
        ))
        .with_children(|p| {
            for (t, s) in rest {
                p.spawn((
                    TextSpan::new(t.clone()),
                    text_font(*s),
                    ScaledText { world: *s },
                    TextColor(colour),
                ));
            }
        });
}

/// Keep text crisp: rasterize at the size it appears on screen (quarter-octave steps), and scale
/// the entity so that its size on the board does not change.
pub fn rescale_text(
    mut done: Local<f32>,
    camera: Query<&Projection, With<super::camera::BoardCamera>>,
    mut fonts: Query<(&ScaledText, &mut TextFont)>,
    mut roots: Query<&mut Transform, (With<Text2d>, With<ScaledText>)>,
    added: Query<(), Added<ScaledText>>,
) {
    let Ok(Projection::Orthographic(o)) = camera.single() else {
        return;
    };
    let q = 2f32.powf((o.scale.max(1e-3).log2() * 4.0).round() / 4.0);
    if q == *done && added.is_empty() {
        return;
    }
    *done = q;
    for (s, mut f) in &mut fonts {
        let want = bevy::text::FontSize::Px((s.world / q).max(1.0));
        if f.font_size != want {
            f.font_size = want;
        }
    }
    // Only where it differs: a changed transform redraws the board picture (`board_picture`), and
    // a new piece's numeral must not make every name look changed.
    let scale = Vec3::new(q, q, 1.0);
    for mut t in &mut roots {
        if t.scale != scale {
            t.scale = scale;
        }
    }
}
