#!/usr/bin/env python3
"""Build assets/data/cradle/*.ron from the shared reference (map-cradle-v1.ron, content-cradle-v1.ron).

Run once when the reference changes:  python3 tools/import_cradle.py ../shared/reference
Cradle's data files are then the source of truth; they keep every record's provenance
(confirmed / inferred / geographic / designed, each with its source or notes). The script only
re-shapes text, as tools/import_acis.py does: each top-level section of the reference goes into
one file. Words stay words (`terrain: "plains"`, `provenance: "confirmed"`): the loader
(`src/games/cradle/data.rs`) reads each into its type and refuses an unknown one at its line.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import reference_ron  # noqa: E402
from reference_ron import sections  # noqa: E402

ref = Path(sys.argv[1] if len(sys.argv) > 1 else "../shared/reference")
out = Path(__file__).resolve().parent.parent / "assets" / "data" / "cradle"
out.mkdir(parents=True, exist_ok=True)


def write(name, header, fields):
    reference_ron.write(out, name, header, fields)


ms = sections((ref / "map-cradle-v1.ron").read_text())
cs = sections((ref / "content-cradle-v1.ron").read_text())

write(
    "map.ron",
    "// The Cradle of Civilization board (from map-cradle-v1, a reconstruction: no board image is\n"
    "// public). Provenance: confirmed (the rulebook states it) | inferred | geographic | designed.\n"
    "// Every area keeps its provenance per field, its sources and notes; every adjacency its own.\n"
    "// Stacking is the Terrain Chart's; seas hold no armies (stacking 0).",
    [
        ("meta", ms["meta"]),
        ("regions", ms["regions"]),
        ("colonization_seas", ms["colonization_seas"]),
        ("areas", ms["areas"]),
        ("adjacencies", ms["adjacencies"]),
        ("cities", ms["cities"]),
        ("aliases", ms["aliases"]),
    ],
)
hdr = (
    "// From content-cradle-v1 (the Cradle content digest). All texts are our own wording.\n"
    "// Provenance per record: confirmed | inferred | designed."
)
write(
    "civilizations.ron",
    hdr + "\n// The six Epochs (their decks and counter mix), the six traits, the 36 civilization cards\n"
    "// (start areas, armies, bonus areas, traits) and the special civilizations' rules (CR 6.3).",
    [
        ("epochs", cs["epochs"]),
        ("traits", cs["traits"]),
        ("civilizations", cs["civilizations"]),
        ("special_rules", cs["special_rules"]),
    ],
)
write(
    "tables.ron",
    hdr + "\n// The player aids' tables: Wonders, Civilization Bonus, Terrain Chart, Region Status VP,\n"
    "// City Arrival, End of Epoch events and the Bronze Age Collapse, scoring, non-combat expansion.",
    [
        ("wonders", cs["wonders"]),
        ("civilization_bonus", cs["civilization_bonus"]),
        ("terrain_chart", cs["terrain_chart"]),
        ("region_vp", cs["region_vp"]),
        ("city_arrival", cs["city_arrival"]),
        ("end_of_epoch_events", cs["end_of_epoch_events"]),
        ("event_trigger", cs["event_trigger"]),
        ("bronze_age_collapse", cs["bronze_age_collapse"]),
        ("scoring", cs["scoring"]),
        ("non_combat_expansion", cs["non_combat_expansion"]),
    ],
)
write(
    "readings.ron",
    hdr + "\n// The content digest's own decisions (D1-D12) where the rulebook's text is lost or unclear.",
    [("meta", cs["meta"]), ("decisions", cs["decisions"])],
)
