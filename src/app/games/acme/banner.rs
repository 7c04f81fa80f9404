//! The words of ACME's competition result banner (UX "Competition, animated" 5): who holds the
//! area, what was sacked, looted or captured, who lost what. The table's overlays draw the banner,
//! and what keeps the floating messages clear of each other sizes it before it is drawn: both read
//! its words here, through the face's [`ContestResult`].

use super::face::AcmeFace;
use crate::app::game_face::{ContestResult, GameFace};
use crate::games::acme::catalog::{AreaId, Catalog};
use crate::games::acme::names::FactionName;
use crate::games::acme::session::anim::CompetitionResult;
use crate::games::acme::state::{Slot, State};

impl ContestResult for CompetitionResult {
    type Catalog = Catalog;
    type State = State;
    type Area = AreaId;
    type Seat = Slot;
    fn area(&self) -> AreaId {
        self.area
    }
    fn holder(&self) -> Option<Slot> {
        self.holder.and_then(|f| f.slot())
    }
    fn words(&self, cat: &Catalog, st: &State, money: fn(i32) -> String) -> (String, Vec<String>) {
        let r = self;

        let area = cat.board.name(r.area);
        let name = |f| FactionName::of(cat, st, f).text;
        let title = match r.holder {
            Some(f) => FactionName::of(cat, st, f).says("holds", "hold", area),
            None => format!("Nobody holds {area}"),
        };
        let mut lines = Vec::new();
        if let Some(s) = r.sacked_by {
            lines.push(format!("Sacked by {}!", <AcmeFace>::seat_name(cat, st, s)));
        }
        let signed = |n: i32, what: &str| format!("{n:+} {what}");
        for (s, n) in &r.vp {
            lines.push(format!(
                "{} {}",
                <AcmeFace>::seat_name(cat, st, *s),
                signed(*n, <AcmeFace>::SCORE)
            ));
        }
        for (s, n) in &r.mina {
            lines.push(format!(
                "{} {}",
                <AcmeFace>::seat_name(cat, st, *s),
                money(*n)
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
}
