//! Card faces (UX.md "Cards"): a card as the rulebook prints it (RB "The Cards": code, name, text,
//! legend, ID number), and the hand row with zoom on hover. What a card says is the game's (its
//! face's `card`, `src/app/games/`); this file draws it.

use bevy_egui::egui::{
    self, Align2, Color32, CornerRadius, FontId, Pos2, Rect, Sense, Stroke, StrokeKind, Vec2, pos2,
    vec2,
};

pub use super::card_text::{CardKind, CardText, CodeIcon, CodeShape};
use super::serif;
use crate::app::game_face::GameFace;

/// How big a face is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardSize {
    /// About 120 x 170 points: 7-8 fit in a 1280-wide hand tray. Name, codes, first lines.
    Small,
    /// About 300 x 420 points (420 x 300 for a landscape Event card): everything, for zoom.
    Large,
}

impl CardSize {
    /// The face's size in points (portrait; Event cards swap the sides when Large).
    pub fn size(self, landscape: bool) -> Vec2 {
        match (self, landscape) {
            (CardSize::Small, _) => vec2(120.0, 170.0),
            (CardSize::Large, false) => vec2(300.0, 420.0),
            (CardSize::Large, true) => vec2(420.0, 300.0),
        }
    }
}

/// How a face is shown.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CardLook {
    /// Draw the card back instead of the face.
    pub face_down: bool,
    /// Outline it as chosen.
    pub selected: bool,
    /// Dim it (not playable now); it still reports hovers and clicks.
    pub disabled: bool,
}

/// The face of `id` as the game at the table describes it (`None`: not one of its cards).
pub fn card_text<F: GameFace>(cat: &F::Catalog, id: F::Card) -> Option<CardText> {
    F::card(cat, id)
}

const PARCHMENT: Color32 = Color32::from_rgb(0xf6, 0xee, 0xd8);
const INK: Color32 = Color32::from_rgb(0x24, 0x1c, 0x12);
const MUTED_INK: Color32 = Color32::from_rgb(0x5c, 0x4e, 0x3c);
const CODE_RED: Color32 = Color32::from_rgb(0xc4, 0x1e, 0x24);
const GOLD: Color32 = Color32::from_rgb(0xc9, 0x9a, 0x22);
const DESIGNED: Color32 = Color32::from_rgb(0x2a, 0x6c, 0xb8);
const SELECT: Color32 = Color32::from_rgb(0xff, 0xb0, 0x20);

/// Draw one face (or the back) and return its response (sense: click). An id the catalog does not
/// know is drawn as a blank face with the id.
pub fn card_face<F: GameFace>(
    ui: &mut egui::Ui,
    cat: &F::Catalog,
    id: F::Card,
    size: CardSize,
    look: CardLook,
) -> egui::Response {
    let text = card_text::<F>(cat, id);
    let landscape = !look.face_down && text.as_ref().is_some_and(|t| t.landscape);
    let dims = size.size(landscape && size == CardSize::Large);
    let (rect, resp) = ui.allocate_exact_size(dims, Sense::click());
    if ui.is_rect_visible(rect) {
        paint_card::<F>(ui, rect, text.as_ref(), id, size, look, resp.hovered());
    }
    if look.disabled {
        resp
    } else {
        resp.on_hover_cursor(egui::CursorIcon::PointingHand)
    }
}

/// Paint a face into `rect` (no interaction). Used by [`card_face`] and the zoom.
fn paint_card<F: GameFace>(
    ui: &egui::Ui,
    rect: Rect,
    text: Option<&CardText>,
    id: F::Card,
    size: CardSize,
    look: CardLook,
    hovered: bool,
) {
    let painter = ui.painter_at(rect.expand(4.0));
    let ctx = ui.ctx();
    let large = size == CardSize::Large;
    let k = if large { 1.0 } else { 0.4 };
    let radius = CornerRadius::same(if large { 10 } else { 6 });
    if look.selected {
        painter.rect_stroke(
            rect.expand(1.0),
            radius,
            Stroke::new(3.0, SELECT),
            StrokeKind::Outside,
        );
    } else if hovered && !look.disabled {
        painter.rect_stroke(
            rect.expand(1.0),
            radius,
            Stroke::new(2.0, Color32::from_rgb(0xff, 0xf0, 0xb0)),
            StrokeKind::Outside,
        );
    }
    if look.face_down {
        paint_back::<F>(&painter, ctx, rect, id, large);
    } else {
        match text {
            Some(t) => paint_front(&painter, ctx, rect, t, large),
            None => {
                painter.rect(
                    rect,
                    radius,
                    PARCHMENT,
                    Stroke::new(2.0, MUTED_INK),
                    StrokeKind::Inside,
                );
                painter.text(
                    rect.center(),
                    Align2::CENTER_CENTER,
                    format!("#{}", F::card_number(id)),
                    serif(ctx, 14.0 + 6.0 * k, true),
                    MUTED_INK,
                );
            }
        }
    }
    if look.disabled {
        painter.rect_filled(rect, radius, Color32::from_black_alpha(170));
    }
}

fn paint_back<F: GameFace>(
    painter: &egui::Painter,
    ctx: &egui::Context,
    rect: Rect,
    id: F::Card,
    large: bool,
) {
    let r = CornerRadius::same(if large { 10 } else { 6 });
    painter.rect(
        rect,
        r,
        Color32::from_rgb(0x4a, 0x30, 0x1c),
        Stroke::new(if large { 4.0 } else { 2.5 }, GOLD),
        StrokeKind::Inside,
    );
    let inner = rect.shrink(if large { 16.0 } else { 8.0 });
    painter.rect_stroke(
        inner,
        CornerRadius::same(4),
        Stroke::new(1.0, GOLD.gamma_multiply(0.7)),
        StrokeKind::Inside,
    );
    // A diamond lattice, the pattern of the printed back.
    let step = if large { 28.0 } else { 14.0 };
    let lattice = Stroke::new(1.0, GOLD.gamma_multiply(0.25));
    let p = painter.with_clip_rect(inner.shrink(2.0));
    let mut x = inner.left() - inner.height();
    while x < inner.right() {
        p.line_segment(
            [
                pos2(x, inner.bottom()),
                pos2(x + inner.height(), inner.top()),
            ],
            lattice,
        );
        p.line_segment(
            [
                pos2(x, inner.top()),
                pos2(x + inner.height(), inner.bottom()),
            ],
            lattice,
        );
        x += step;
    }
    let (title, deck) = F::card_back(id);
    let s = if large { 1.0 } else { 0.42 };
    painter.text(
        rect.center() - vec2(0.0, 14.0 * s),
        Align2::CENTER_CENTER,
        title,
        serif(ctx, 44.0 * s + 4.0, true),
        GOLD,
    );
    painter.text(
        rect.center() + vec2(0.0, 24.0 * s),
        Align2::CENTER_CENTER,
        deck,
        serif(ctx, 22.0 * s + 3.0, false),
        GOLD,
    );
}

/// Draw a code icon (red outline shape, red letter) of side `s` with its top-left at `at`;
/// returns its width.
pub fn paint_code_icon(
    painter: &egui::Painter,
    ctx: &egui::Context,
    at: Pos2,
    s: f32,
    code: CodeIcon,
) -> f32 {
    let stroke = Stroke::new((s / 10.0).max(1.4), CODE_RED);
    let fill = Color32::from_rgb(0xff, 0xfa, 0xee);
    let w = if code.shape == CodeShape::Tall {
        s * 0.72
    } else {
        s
    };
    let r = Rect::from_min_size(at, vec2(w, s));
    let c = r.center();
    let mut text_center = c;
    match code.shape {
        CodeShape::Square | CodeShape::Tall => {
            painter.rect(r, CornerRadius::ZERO, fill, stroke, StrokeKind::Inside);
        }
        CodeShape::Circle => {
            painter.circle(c, s / 2.0 - stroke.width / 2.0, fill, stroke);
        }
        CodeShape::Triangle => {
            let pts = vec![
                pos2(c.x, r.top() + 0.5),
                pos2(r.right(), r.bottom()),
                pos2(r.left(), r.bottom()),
            ];
            painter.add(egui::Shape::convex_polygon(pts, fill, stroke));
            text_center.y += s * 0.16;
        }
        CodeShape::Hexagon => {
            let pts: Vec<Pos2> = (0..6)
                .map(|i| {
                    let a = std::f32::consts::FRAC_PI_3 * i as f32;
                    c + vec2(a.cos(), a.sin()) * (s / 2.0)
                })
                .collect();
            painter.add(egui::Shape::convex_polygon(pts, fill, stroke));
        }
    }
    let letter_size = if code.shape == CodeShape::Triangle {
        s * 0.55
    } else {
        s * 0.7
    };
    painter.text(
        text_center,
        Align2::CENTER_CENTER,
        code.letter,
        serif(ctx, letter_size, true),
        CODE_RED,
    );
    w
}

/// Lay out `text` wrapped to `width`, at most `max_rows` rows (0 = no limit), ending with "…" when cut.
#[expect(clippy::too_many_arguments, reason = "a private text-layout helper")]
fn wrapped(
    painter: &egui::Painter,
    text: &str,
    font: FontId,
    color: Color32,
    width: f32,
    max_rows: usize,
    italics: bool,
    align: egui::Align,
) -> std::sync::Arc<egui::Galley> {
    let mut job = egui::text::LayoutJob::single_section(
        text.to_string(),
        egui::TextFormat {
            font_id: font,
            color,
            italics,
            ..Default::default()
        },
    );
    job.wrap.max_width = width;
    if max_rows > 0 {
        job.wrap.max_rows = max_rows;
    }
    job.halign = align;
    painter.layout_job(job)
}

fn paint_front(
    painter: &egui::Painter,
    ctx: &egui::Context,
    rect: Rect,
    t: &CardText,
    large: bool,
) {
    let (band, band_text) = (t.kind.band, t.kind.title);
    let radius = CornerRadius::same(if large { 10 } else { 6 });
    let border = if large { 6.0 } else { 4.0 };
    painter.rect(
        rect,
        radius,
        PARCHMENT,
        Stroke::new(border, band),
        StrokeKind::Inside,
    );
    if let Some(rule) = t.kind.inner_rule {
        // A second, thin rule inside the frame, for a frame that does not read on the parchment.
        painter.rect_stroke(
            rect.shrink(border),
            CornerRadius::same(if large { 6 } else { 3 }),
            Stroke::new(1.0, rule),
            StrokeKind::Inside,
        );
    }
    let pad = if large { 12.0 } else { 7.0 };
    let inner = rect.shrink(border + pad * 0.5);
    let width = inner.width();

    // Top row: code icons left, id right.
    let icon = if large { 24.0 } else { 15.0 };
    let mut x = inner.left();
    for &c in &t.codes {
        x += paint_code_icon(painter, ctx, pos2(x, inner.top()), icon, c) + icon * 0.25;
    }
    if let Some(word) = t.kind.corner {
        painter.text(
            pos2(inner.left(), inner.top() + icon / 2.0),
            Align2::LEFT_CENTER,
            word,
            serif(ctx, if large { 13.0 } else { 9.0 }, true),
            band,
        );
    }
    painter.text(
        pos2(inner.right(), inner.top() + icon / 2.0),
        Align2::RIGHT_CENTER,
        format!("#{}", t.number),
        serif(ctx, if large { 14.0 } else { 10.5 }, true),
        MUTED_INK,
    );
    let mut y = inner.top() + icon + if large { 6.0 } else { 4.0 };

    // Title band.
    let name_font = serif(ctx, if large { 21.0 } else { 12.5 }, true);
    let name = wrapped(
        painter,
        &t.name,
        name_font,
        band_text,
        width - 8.0,
        2,
        false,
        egui::Align::Center,
    );
    let band_h = name.size().y + if large { 10.0 } else { 6.0 };
    let band_rect = Rect::from_min_size(pos2(inner.left(), y), vec2(width, band_h));
    painter.rect_filled(band_rect, CornerRadius::same(3), band);
    painter.galley(
        pos2(
            band_rect.center().x,
            band_rect.top() + (band_h - name.size().y) / 2.0,
        ),
        name,
        band_text,
    );
    y = band_rect.bottom() + if large { 5.0 } else { 3.0 };

    // Subtitle (group / type).
    let sub = wrapped(
        painter,
        &t.subtitle,
        serif(ctx, if large { 12.5 } else { 9.0 }, false),
        MUTED_INK,
        width,
        1,
        true,
        egui::Align::Center,
    );
    painter.galley(pos2(inner.center().x, y), sub.clone(), MUTED_INK);
    y += sub.size().y + if large { 6.0 } else { 3.0 };

    let foot_y = paint_foot(painter, ctx, t, inner, large);

    let body_bottom = foot_y - if large { 4.0 } else { 2.0 };
    if !large {
        // Small: as many lines of the effect as fit, then "…".
        let font = serif(ctx, 10.0, false);
        let row_h = ctx.fonts_mut(|f| f.row_height(&font));
        let rows = (((body_bottom - y) / row_h).floor() as usize).max(1);
        let body = wrapped(
            painter,
            &t.effect,
            font,
            INK,
            width,
            rows,
            false,
            egui::Align::LEFT,
        );
        painter.galley(pos2(inner.left(), y), body, INK);
        return;
    }

    paint_large_body(painter, ctx, t, inner, y, body_bottom, band);
}

/// The words for a text of our design, where it is marked away from a card (a panel's row).
pub fn designed_words<F: GameFace>() -> &'static str {
    F::DESIGNED_WORDS
}

/// The foot of a face: the provenance mark (and, on a Large face, its words). Returns the top of
/// the foot.
fn paint_foot(
    painter: &egui::Painter,
    ctx: &egui::Context,
    t: &CardText,
    inner: Rect,
    large: bool,
) -> f32 {
    // Bottom line: provenance mark (left) and, on Small faces, the legend kind (right).
    let foot_font = serif(ctx, if large { 11.5 } else { 8.5 }, false);
    let foot_h = if large { 16.0 } else { 11.0 };
    let foot_y = inner.bottom() - foot_h;
    let designed = t.designed;
    if large {
        let label = t.provenance;
        let mut lx = inner.left();
        if designed {
            paint_designed_mark(painter, ctx, pos2(lx + 7.0, foot_y + foot_h / 2.0), 7.0);
            lx += 18.0;
        }
        painter.text(
            pos2(lx, foot_y + foot_h / 2.0),
            Align2::LEFT_CENTER,
            label,
            foot_font.clone(),
            if designed { DESIGNED } else { MUTED_INK },
        );
    } else if designed {
        paint_designed_mark(
            painter,
            ctx,
            pos2(inner.left() + 5.0, foot_y + foot_h / 2.0),
            5.0,
        );
    }
    foot_y
}

/// The body of a Large face between `y` and `body_bottom`: timing (with what the card needs to
/// be played: its targets, a Deity's requirements), effect and legend, shrunk until they fit.
fn paint_large_body(
    painter: &egui::Painter,
    ctx: &egui::Context,
    t: &CardText,
    inner: Rect,
    y: f32,
    body_bottom: f32,
    band: Color32,
) {
    let width = inner.width();
    let needs = t.targeting.trim();
    let when = if needs.is_empty() {
        t.timing.clone()
    } else {
        format!("{}\n{}: {needs}", t.timing.trim(), t.kind.needs)
    };
    let avail = body_bottom - y;
    let mut scale = 1.0f32;
    loop {
        let small = serif(ctx, 12.0 * scale, false);
        let body = serif(ctx, 13.5 * scale, false);
        let timing = wrapped(
            painter,
            &when,
            small.clone(),
            MUTED_INK,
            width,
            0,
            true,
            egui::Align::LEFT,
        );
        let effect = wrapped(
            painter,
            &t.effect,
            body,
            INK,
            width,
            0,
            false,
            egui::Align::LEFT,
        );
        let legend = wrapped(
            painter,
            &t.legend,
            small,
            MUTED_INK,
            width,
            0,
            true,
            egui::Align::LEFT,
        );
        let gap = 7.0 * scale;
        let total = timing.size().y + effect.size().y + legend.size().y + 2.0 * gap + 1.0;
        if total <= avail || scale < 0.62 {
            let clip = painter.with_clip_rect(Rect::from_min_max(
                pos2(inner.left(), y),
                pos2(inner.right(), body_bottom),
            ));
            let mut yy = y;
            let th = timing.size().y;
            clip.galley(pos2(inner.left(), yy), timing, MUTED_INK);
            yy += th + gap;
            let eh = effect.size().y;
            clip.galley(pos2(inner.left(), yy), effect, INK);
            yy += eh + gap * 0.5;
            // The legend sits at the foot, under a rule (RB "V. Legend").
            let ly = (body_bottom - legend.size().y).max(yy + gap * 0.5);
            clip.hline(
                inner.left()..=inner.right(),
                ly - gap * 0.5,
                Stroke::new(1.0, band.gamma_multiply(0.6)),
            );
            clip.galley(pos2(inner.left(), ly), legend, MUTED_INK);
            break;
        }
        scale *= 0.93;
    }
}

/// The "our design" mark: a small blue diamond with a white pen stroke.
fn paint_designed_mark(painter: &egui::Painter, _ctx: &egui::Context, c: Pos2, r: f32) {
    let pts = vec![
        c + vec2(0.0, -r),
        c + vec2(r, 0.0),
        c + vec2(0.0, r),
        c + vec2(-r, 0.0),
    ];
    painter.add(egui::Shape::convex_polygon(pts, DESIGNED, Stroke::NONE));
    painter.circle_filled(c, r * 0.3, Color32::WHITE);
}

/// The Large face of `id` in a floating area beside `anchor` (above it when there is room, else
/// below; kept inside the window and clear of what the screen keeps clear: `clear`).
pub fn zoom_near<F: GameFace>(ctx: &egui::Context, cat: &F::Catalog, id: F::Card, anchor: Rect) {
    zoom_placed::<F>(ctx, cat, id, anchor, false);
}

/// The Large face of `id` beside `anchor` (on its right when there is room): for a card in a
/// column, whose neighbours above and below stay visible.
pub fn zoom_beside<F: GameFace>(ctx: &egui::Context, cat: &F::Catalog, id: F::Card, anchor: Rect) {
    zoom_placed::<F>(ctx, cat, id, anchor, true);
}

fn zoom_placed<F: GameFace>(
    ctx: &egui::Context,
    cat: &F::Catalog,
    id: F::Card,
    anchor: Rect,
    beside: bool,
) {
    let landscape = card_text::<F>(cat, id).is_some_and(|t| t.landscape);
    let size = CardSize::Large.size(landscape);
    let clear = super::clear::clear_rects(ctx);
    // Nowhere clear of what waits for an answer: no zoom (the small face stays readable).
    if let Some(r) = super::clear::zoom_rect(anchor, size, ctx.content_rect(), &clear, beside) {
        show_zoom::<F>(ctx, cat, id, r.min, size);
    }
}

fn show_zoom<F: GameFace>(
    ctx: &egui::Context,
    cat: &F::Catalog,
    id: F::Card,
    pos: Pos2,
    size: Vec2,
) {
    egui::Area::new(egui::Id::new(("acme_card_zoom", id)))
        .fixed_pos(pos)
        .order(egui::Order::Tooltip)
        // A piece of the interface: the board beneath it takes no hover.
        .interactable(true)
        .show(ctx, |ui| {
            // A soft shadow, then the face.
            let (rect, _) = ui.allocate_exact_size(size, Sense::hover());
            ui.painter().rect_filled(
                rect.translate(vec2(4.0, 6.0)),
                CornerRadius::same(12),
                Color32::from_black_alpha(90),
            );
            let text = card_text::<F>(cat, id);
            paint_card::<F>(
                ui,
                rect,
                text.as_ref(),
                id,
                CardSize::Large,
                CardLook::default(),
                false,
            );
        });
}

/// A horizontal row of Small faces (scrolls when they do not fit); hovering one shows its Large face
/// near it; returns the card clicked if `playable` says it may be played. Unplayable cards are dimmed.
pub fn hand_row<F: GameFace>(
    ui: &mut egui::Ui,
    cat: &F::Catalog,
    cards: &[F::Card],
    playable: &dyn Fn(F::Card) -> bool,
) -> Option<F::Card> {
    hand_zoomed::<F>(
        ui,
        cat,
        cards,
        playable,
        &|_| None,
        (None, None),
        HandShape::Row,
    )
}

/// How a hand's faces are laid out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HandShape {
    /// One row (under the board): fanned when the cards do not fit, else scrolled.
    Row,
    /// Rows of as many as fit the width (a tray beside the board), scrolled down.
    Column,
}

/// The gap between the cards of a hand row `avail` points wide: 8 when they fit, less (down to an
/// overlap, a fan) when they do not, so that every card shows a strip to hover and click. Only
/// when each would show less than a quarter does the row scroll instead.
pub fn fan_spacing(n: usize, card_w: f32, avail: f32) -> f32 {
    if n < 2 {
        return 8.0;
    }
    let gap = (avail - card_w) / (n - 1) as f32 - card_w;
    gap.floor().clamp(-card_w * 0.75, 8.0)
}

/// [`hand_row`], with `force_zoom` shown zoomed as if hovered (for pictures and tutorials).
fn hand_card_key<F: GameFace>(id: F::Card) -> egui::Id {
    egui::Id::new(("acme_hand_card", id))
}

/// Where the hand row last drew this card (None: never drawn).
pub fn hand_card_rect<F: GameFace>(ctx: &egui::Context, id: F::Card) -> Option<Rect> {
    ctx.data(|d| d.get_temp(hand_card_key::<F>(id)))
}

/// The ring around the card a hint names.
pub const HINT_RING: egui::Color32 = egui::Color32::from_rgb(80, 220, 255);

/// The hand's faces (hover zooms one); returns the card clicked: a playable one, or an
/// unplayable one (the caller says why). `why_not` gives the rules' reason shown on hover of an
/// unplayable card; `marks` is the card shown zoomed as if hovered (pictures, tutorials) and the
/// card a hint names.
pub fn hand_zoomed<F: GameFace>(
    ui: &mut egui::Ui,
    cat: &F::Catalog,
    cards: &[F::Card],
    playable: &dyn Fn(F::Card) -> bool,
    why_not: &dyn Fn(F::Card) -> Option<String>,
    (force_zoom, marked): (Option<F::Card>, Option<F::Card>),
    shape: HandShape,
) -> Option<F::Card> {
    let mut clicked = None;
    let mut zoom: Option<(F::Card, Rect)> = None;
    let mut face = |ui: &mut egui::Ui, id: F::Card| {
        let ok = playable(id);
        let resp = card_face::<F>(
            ui,
            cat,
            id,
            CardSize::Small,
            CardLook {
                disabled: !ok,
                // A card that can be played now is outlined, so the choice reads at
                // a glance (the dimming alone is subtle on parchment).
                selected: ok,
                ..Default::default()
            },
        );
        if marked == Some(id) {
            // The Strategist's hint: a bright ring the outline of a
            // playable card cannot be mistaken for.
            ui.painter().rect_stroke(
                resp.rect.expand(3.0),
                6.0,
                egui::Stroke::new(3.0, HINT_RING),
                egui::StrokeKind::Outside,
            );
        }
        // Where the card is, for marks drawn over it (the tutorial points at a card).
        ui.ctx()
            .data_mut(|d| d.insert_temp(hand_card_key::<F>(id), resp.rect));
        if resp.hovered() || (zoom.is_none() && force_zoom == Some(id)) {
            zoom = Some((id, resp.rect));
        }
        let resp = match (ok, why_not(id)) {
            (false, Some(why)) => resp.on_hover_text_at_pointer(why),
            _ => resp,
        };
        if resp.clicked() && (ok || why_not(id).is_some()) {
            clicked = Some(id);
        }
    };
    match shape {
        HandShape::Row => {
            let gap = fan_spacing(
                cards.len(),
                CardSize::Small.size(false).x,
                ui.available_width(),
            );
            egui::ScrollArea::horizontal()
                .id_salt("acme_hand_row")
                .show(ui, |ui| {
                    ui.horizontal(|ui| {
                        ui.spacing_mut().item_spacing.x = gap;
                        for &id in cards {
                            face(ui, id);
                        }
                    });
                });
        }
        HandShape::Column => {
            // Two faces a row; the rows overlap when they do not fit the height (each later row
            // drawn over the earlier one's foot), so every card shows its name to hover and click.
            let size = CardSize::Small.size(false);
            let rows = cards.len().div_ceil(2);
            let top = ui.cursor().min;
            let step = size.y + fan_spacing(rows, size.y, ui.available_height());
            for (k, &id) in cards.iter().enumerate() {
                let at = top + vec2((k % 2) as f32 * (size.x + 8.0), (k / 2) as f32 * step);
                ui.scope_builder(
                    egui::UiBuilder::new().max_rect(Rect::from_min_size(at, size)),
                    |ui| face(ui, id),
                );
            }
            let height = rows.saturating_sub(1) as f32 * step + size.y;
            ui.advance_cursor_after_rect(Rect::from_min_size(
                top,
                vec2(2.0 * size.x + 8.0, height),
            ));
        }
    }
    if let Some((id, rect)) = zoom {
        match shape {
            HandShape::Row => zoom_near::<F>(ui.ctx(), cat, id, rect),
            HandShape::Column => zoom_beside::<F>(ui.ctx(), cat, id, rect),
        }
    }
    clicked
}
