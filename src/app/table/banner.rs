//! The words of a competition's result banner. The overlays draw the banner, and what keeps the
//! floating messages clear of each other sizes it before it is drawn: both read its words here.

use crate::app::game_face::GameFace;
use crate::app::games::FactionName;
use crate::app::games::{Catalog, Face, State};

use super::civ_label::civ_name;

/// The sentences of a competition's result banner: who holds the area, what was sacked, looted
/// or captured, who lost what (UX "Competition, animated" 5).
pub fn banner_lines(
    cat: &Catalog,
    st: &State,
    r: &crate::app::games::anim::CompetitionResult,
) -> (String, Vec<String>) {
    let area = cat.board.name(r.area);
    let name = |f| FactionName::of(cat, st, f).text;
    let title = match r.holder {
        Some(f) => FactionName::of(cat, st, f).says("holds", "hold", area),
        None => format!("Nobody holds {area}"),
    };
    let mut lines = Vec::new();
    if let Some(s) = r.sacked_by {
        lines.push(format!("Sacked by {}!", civ_name::<Face>(cat, st, s)));
    }
    let signed = |n: i32, what: &str| format!("{n:+} {what}");
    for (s, n) in &r.vp {
        lines.push(format!(
            "{} {}",
            civ_name::<Face>(cat, st, *s),
            signed(*n, Face::SCORE)
        ));
    }
    for (s, n) in &r.mina {
        lines.push(format!(
            "{} {}",
            civ_name::<Face>(cat, st, *s),
            signed(*n, Face::MONEY)
        ));
    }
    lines.extend(r.notes.iter().cloned());
    for (f, n) in &r.lost {
        let paid = r
            .paid
            .iter()
            .filter(|p| Some(p.0) == f.slot())
            .map(|p| p.1.as_str())
            .collect::<Vec<_>>();
        lines.push(format!(
            "{} lost {n} disk{}{}",
            name(*f),
            if *n == 1 { "" } else { "s" },
            if paid.is_empty() {
                String::new()
            } else {
                format!(" (kept {} by paying {})", paid.len(), paid.join(", "))
            }
        ));
    }
    (title, lines)
}
