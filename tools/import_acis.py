#!/usr/bin/env python3
"""Build assets/data/acis/*.ron from the shared reference (map-acis-v1.ron, content-acis-v1.ron).

Run once when the reference changes:  python3 tools/import_acis.py ../shared/reference
ACIS's data files are then the source of truth; they keep every record's provenance
(confirmed / completed / inferred / designed) and its notes. The script only re-shapes text, as
tools/import_reference.py does for ACME: each top-level section of the reference goes into one
file, and the map's areas take the typed form ACME's map loader reads (`kind: Land`,
`terrain: Plain`, `edges: [North]`), with ACIS's own fields `depth` (`Some(Shallow)`,
`Some(Deep)`, `None` for land) and `island_group` (`Some("Corsica")` or `None`).
"""
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import reference_ron  # noqa: E402
from reference_ron import sections  # noqa: E402

ref = Path(sys.argv[1] if len(sys.argv) > 1 else "../shared/reference")
out = Path(__file__).resolve().parent.parent / "assets" / "data" / "acis"
out.mkdir(parents=True, exist_ok=True)


def write(name, header, fields):
    reference_ron.write(out, name, header, fields)


def sides(words):
    """`["north", "east"]` -> `[North, East]`."""
    return "[" + ", ".join(w.capitalize() for w in re.findall(r'"([a-z]+)"', words)) + "]"


# ---- map ----
ms = sections((ref / "map-acis-v1.ron").read_text())


def typed_area(block):
    block = re.sub(r'kind: "(land|sea)"', lambda m: f"kind: {m.group(1).capitalize()}", block)
    block = re.sub(r'terrain: "([a-z]+)"', lambda m: f"terrain: {m.group(1).capitalize()}", block)
    block = re.sub(r'depth: ""', "depth: None", block)
    block = re.sub(r'depth: "(shallow|deep)"', lambda m: f"depth: Some({m.group(1).capitalize()})", block)
    block = re.sub(r'island_group: ""', "island_group: None", block)
    block = re.sub(r'island_group: ("[^"]+")', r"island_group: Some(\1)", block)
    # `edge` is `edges` joined by '/': the list is kept, typed.
    block = re.sub(r'\n            edge: "[a-z/]*",', "", block)
    block = re.sub(r"edges: (\[[^\]]*\])", lambda m: "edges: " + sides(m.group(1)), block)
    return block


areas = re.sub(r"\(\n            name: .*?\n        \)", lambda m: typed_area(m.group(0)), ms["areas"], flags=re.S)
configs = re.sub(r"edge_sides: (\[[^\]]*\])", lambda m: "edge_sides: " + sides(m.group(1)), ms["configurations"])

write(
    "map.ron",
    "// The ACIS board (from map-acis-v1, the reconstructed board; see the ACIS map digest).\n"
    "// Provenance: every area keeps its notes, `name_source`, `depth_source` and `terrain_basis`;\n"
    "// every adjacency keeps its confidence (confirmed | inferred | geographic) and source in\n"
    "// `adjacencies`; `civilizations` says how each home is known. Deep seas are read from `depth`.\n"
    "// The basic setups are in setups.ron (with their provenance).",
    [
        ("areas", areas),
        ("configurations", configs),
        ("adjacencies", ms["adjacencies"]),
        ("river_borders", ms["river_borders"]),
        ("aliases", ms["aliases"]),
        ("area_groups", ms["area_groups"]),
        ("civilizations", ms["civilizations"]),
    ],
)

# ---- content ----
cs = sections((ref / "content-acis-v1.ron").read_text())
hdr = (
    "// From content-acis-v1 (the ACIS content digest). All texts are our own wording.\n"
    "// Provenance per record: confirmed | completed | inferred | designed."
)
write("fate_cards.ron", hdr + "\n// Fate cards 1-103 (Events 97-103; the invasions 98-101 carry their entry areas).", [("fate_cards", cs["fate_cards"])])
write("wonders.ron", hdr + "\n// The seven Wonders, 104-110, and the rules for them (W1-W6).", [("wonders", cs["wonders"]), ("wonder_rules", cs["wonder_rules"])])
write("civilizations.ron", hdr + "\n// The 10 civilization displays: home area, default colour, abilities.", [("civilizations", cs["civilizations"])])
write(
    "setups.ron",
    hdr + "\n// The basic setups for 2 to 6 players (RB), and the designed free setup for Phoenicia and Minos.",
    [("setups", cs["setups"]), ("free_setup_rule", cs["free_setup_rule"]), ("free_setup_examples", cs["free_setup_examples"])],
)
write("epoch_table.ron", hdr + "\n// The Change of Epoch Table (End of Epoch Phase step 3).", [("epoch_table", cs["epoch_table"])])
write(
    "rules_text.ron",
    hdr + "\n// General card rules (AG1-AG20), invasion rules (AI1-AI8), negate scopes, NPC deltas,\n"
    "// design decisions (B1-B17), assumptions, sources and the digest's map cross-check.",
    [
        ("meta", cs["meta"]),
        ("general_rules", cs["general_rules"]),
        ("invasion_rules", cs["invasion_rules"]),
        ("negate_scopes", cs["negate_scopes"]),
        ("npc_deltas", cs["npc_deltas"]),
        ("decisions", cs["decisions"]),
        ("assumptions", cs["assumptions"]),
        ("sources", cs["sources"]),
        ("map_crosscheck", cs["map_crosscheck"]),
    ],
)
