//! Content-acis #69 Heroic Saga (IG-GK: "boosts growth, or earns one talent and one VP, over the
//! next two turns"; its Investment form with 2 disks designed): put on the table in the Card Phase,
//! used at the start of its owner's own Growth Phase, once a turn, on ACME's Investment use
//! ([`use_investment`]: a Yes/No question, then a negation window, AG14).

use crate::games::acme::catalog::CardId;
use crate::games::acme::decision::{Action, Ask, Decision};
use crate::games::acme::state::Slot;
use crate::games::acme::{CardPhaseImpl, Ctx, G, Ruleset, Step, Targets, use_investment};

/// Heroic Saga's id in ACIS's deck.
pub const HEROIC_SAGA: CardId = CardId(69);

/// Its Card Phase effect: the Investment put on the table with its disks (2, from its content).
pub fn card_phase<R: Ruleset>() -> CardPhaseImpl<R> {
    CardPhaseImpl {
        playable: |g, s| g.st.civ(s).supply > 0,
        declare: |_, _, _| Ok(Targets::default()),
        resolve: |g, ctx, s, _| {
            g.place_investment(ctx, s, HEROIC_SAGA);
            Ok(())
        },
    }
}

/// Content-acis #69: at the start of `s`'s Growth Phase, 1 disk off the card (if its player uses
/// it and the use stands), then its choice: (a) 2 disks from supply to the Disks for Growth box,
/// deployed this turn on top of normal growth, or (b) 1 talent and 1 VP.
pub fn growth_start<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step {
    if !use_investment(
        g,
        ctx,
        s,
        HEROIC_SAGA,
        "2 growth disks, or 1 talent and 1 VP",
    )? {
        return Ok(());
    }
    let d = Decision::new(
        s,
        Ask::CardOption { card: HEROIC_SAGA },
        g.text(|| {
            format!(
                "{}: Heroic Saga - (a) 2 disks to grow, or (b) 1 talent and 1 VP",
                g.q().civ_name(s)
            )
        }),
        "Card #69 Heroic Saga",
        vec![Action::Option(0), Action::Option(1)],
    );
    if ctx.ask(g.st, d)? == Action::Option(0) {
        g.to_growth(s, 2);
    } else {
        g.gain_mina(ctx, s, 1);
        g.gain_vp(ctx, s, 1, "Heroic Saga (#69)");
    }
    Ok(())
}
