#!/usr/bin/env python3
"""Build assets/data/*.ron from the shared reference (map-v1.ron, content-v1.ron).

Run once when the reference changes:  python3 tools/import_reference.py ../shared/reference
The game's data files are then the source of truth; they keep every record's provenance.
The script only re-shapes text: each top-level section of the reference becomes one file, and
map areas gain explicit `terrain_basis` and `edges` fields read from their notes.
"""
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import reference_ron  # noqa: E402
from reference_ron import sections  # noqa: E402

ref = Path(sys.argv[1] if len(sys.argv) > 1 else "../shared/reference")
out = Path(__file__).resolve().parent.parent / "assets" / "data"
out.mkdir(parents=True, exist_ok=True)


def dedent(value):
    return "\n".join(l[4:] if l.startswith("    ") else l for l in value.splitlines())


def write(name, header, fields):
    reference_ron.write(out, name, header, fields)


# ---- map ----
map_text = (ref / "map-v1.ron").read_text()
ms = sections(map_text)


def enrich_area(block):
    basis = re.search(r"\[terrain basis: ([a-z-]+)\]", block)
    edge = re.search(r"\[map edge: ([a-z/]+)\]", block)
    edges = [e.capitalize() for e in edge.group(1).split("/")] if edge else []
    extra = (
        f'            terrain_basis: "{basis.group(1) if basis else "unknown"}",\n'
        f"            edges: [{', '.join(edges)}],\n"
    )
    return block.replace("            lon:", extra + "            lon:", 1)


areas = re.sub(
    r"\(\n            name: .*?\n        \)",
    lambda m: enrich_area(m.group(0)),
    ms["areas"],
    flags=re.S,
)
areas = re.sub(r'kind: "land"', "kind: Land", areas)
areas = re.sub(r'kind: "sea"', "kind: Sea", areas)
areas = re.sub(r'terrain: "([a-z]+)"', lambda m: f"terrain: {m.group(1).capitalize()}", areas)


def config_edges(block):
    m = re.search(r'edge side\(s\): ([a-z, ]+);', block)
    sides = [] if not m or m.group(1).strip() == "none" else [s.strip().capitalize() for s in m.group(1).split(",")]
    return block.replace("            notes:", f"            edge_sides: [{', '.join(sides)}],\n            notes:", 1)


configs = re.sub(r"\(\n            name: .*?\n        \)", lambda m: config_edges(m.group(0)), ms["configurations"], flags=re.S)

write(
    "map.ron",
    "// The ACME board (from map-v1, the reconstructed board; see ../shared/reference/map-v1.md).\n"
    "// Provenance: every area keeps its notes and `terrain_basis` (text | count | geo); every adjacency\n"
    "// keeps its confidence (text | geo) and source in `adjacencies`. A configuration's playable areas\n"
    "// must be exactly the areas its white-disk markers do not cut off (checked on load).",
    [
        ("areas", areas),
        ("configurations", configs),
        ("adjacencies", ms["adjacencies"]),
        ("river_borders", ms["river_borders"]),
        ("aliases", ms["aliases"]),
        ("area_groups", ms["area_groups"]),
    ],
)

# ---- content ----
content = (ref / "content-v1.ron").read_text()
cs = sections(content)
hdr = "// From content-v1 (../shared/reference/content-v1.md). All texts are our own wording.\n// Provenance per record: confirmed | completed | inferred | designed."
write("fate_cards.ron", hdr + "\n// Fate cards 1-103.", [("fate_cards", cs["fate_cards"])])
write("deities.ron", hdr + "\n// Deities 104-110 and Monotheism (#95 rules block).", [("deities", cs["deities"]), ("monotheism", cs["monotheism"])])
write("civilizations.ron", hdr + "\n// The 17 civilization displays.", [("civilizations", cs["civilizations"])])
write("epoch_table.ron", hdr + "\n// The Change of Epoch Table (End of Epoch Phase step 3).", [("epoch_table", cs["epoch_table"])])
write(
    "rules_text.ron",
    hdr + "\n// General card rules (G1-G19), invasion rules (I1-I8), negate scopes, design decisions and assumptions.",
    [
        ("meta", cs["meta"]),
        ("general_rules", cs["general_rules"]),
        ("invasion_rules", cs["invasion_rules"]),
        ("negate_scopes", cs["negate_scopes"]),
        ("decisions", cs["decisions"]),
        ("assumptions", cs["assumptions"]),
    ],
)
