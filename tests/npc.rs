//! The Non-Player Civilization brain (playbook-spec §1-2): one test per numbered rule that decides
//! something, named after the rule.

#[path = "support/mod.rs"]
mod support;

#[path = "npc/common.rs"]
mod common;

#[path = "npc/acis.rs"]
mod acis;
#[path = "npc/acis_abilities.rs"]
mod acis_abilities;
#[path = "npc/acis_strategist.rs"]
mod acis_strategist;
#[path = "npc/cards.rs"]
mod cards;
#[path = "npc/competition.rs"]
mod competition;
#[path = "npc/gilgamesh.rs"]
mod gilgamesh;
#[path = "npc/gold.rs"]
mod gold;
#[path = "npc/hostility.rs"]
mod hostility;
#[path = "npc/placement.rs"]
mod placement;
#[path = "npc/simulate.rs"]
mod simulate;
#[path = "npc/strategist.rs"]
mod strategist;
#[path = "npc/tiebreak.rs"]
mod tiebreak;
#[path = "npc/typed_targets.rs"]
mod typed_targets;
