//! The rule functions' view of a game: the catalog and the state, under a ruleset. Why a file of
//! its own: every phase takes a `G`, and the file that runs the phases (`engine.rs`) imports them
//! all; were `G` declared there, every phase would import the file that imports it.

use std::marker::PhantomData;

use super::catalog::Catalog;
use super::decision::Text;
use super::ruleset::{Acme, Ruleset};
use super::state::State;

/// `G` ("game"): the catalog and the state together, as every rule function sees them
/// (mutable; `Q`, from [`G::q`], is the read-only view), played under the ruleset
/// `R`. The phases are generic over `R` and call its hooks as `R::hook(g, ...)`, so each ruleset
/// gets its own copy of them, with every hook call direct (no virtual call in the hot loops).
/// `R` defaults to [`Acme`], ACME as shipped.
pub struct G<'a, R: Ruleset = Acme> {
    pub cat: &'a Catalog,
    pub st: &'a mut State,
    /// Nobody will read this run's question sentences or log texts (headless play whose
    /// answerer asked for it: `Answerer::quiet`), so [`G::text`] leaves them empty. Why: in a
    /// simulated game, formatting sentences nobody reads took about a sixth of the time. It never
    /// changes the game: no rule reads a text built with [`G::text`].
    pub quiet: bool,
    /// The ruleset whose hooks the phases call (a type, no data).
    rules: PhantomData<fn() -> R>,
}

impl<'a> G<'a> {
    /// The rule functions' view of a catalog and a state under ACME's ruleset, with every text
    /// written.
    pub fn new(cat: &'a Catalog, st: &'a mut State) -> Self {
        G::under(cat, st, false)
    }
}

impl<'a, R: Ruleset> G<'a, R> {
    /// The rule functions' view of a catalog and a state under the ruleset `R`; `quiet` as
    /// [`G::quiet`].
    pub fn under(cat: &'a Catalog, st: &'a mut State, quiet: bool) -> Self {
        G {
            cat,
            st,
            quiet,
            rules: PhantomData,
        }
    }

    /// A question's sentence or a log line, formatted only when someone may read it (empty in
    /// quiet headless play, see [`G::quiet`]). For texts built often (every disk deployed, every
    /// loss, every VP gained...). Nothing decides by a text (the rules and the NPC brain read typed
    /// questions and events, `event::About`), so any text may be left empty.
    pub fn text(&self, f: impl FnOnce() -> String) -> Text {
        if self.quiet {
            Text::Borrowed("")
        } else {
            Text::Owned(f())
        }
    }
}
