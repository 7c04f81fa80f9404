//! ACIS on the server: `Game<Acis>` is hosted as ACME's games are ([`super::acme`]: its basic
//! setups `basic-2` ... `basic-6`, its NPC seats by ACIS's brain, its Strategist seats, its bot);
//! what is its own is its shipped catalog. A `create` message's `game` field picks it (`"acis"`).

use std::sync::Arc;

use super::acme::Hostable;
use crate::games::acis::rules::Acis;
use crate::games::acme::catalog::Catalog;

impl Hostable for Acis {
    fn catalog() -> Arc<Catalog> {
        crate::games::acis::system::builtin()
    }
}
