#!/usr/bin/env python3
"""Write the bad-input corpus of issue 23 into tests/data/bad/: hand-made variants of the shipped
records, positions, scenario files and a save, each with its expected outcome in
tests/data/bad/expected.txt ("FILE<TAB>refused|played<TAB>words the message must hold").
The test `app::untrusted::every_file_of_the_bad_corpus_has_its_expected_outcome` runs them; ACIS's
files are in tests/data/bad/acis/ with their own manifest (see the end of this file).

Run from the repository root: python3 tools/gen_bad_corpus.py SAVE_SEED_FILE
(the save seed is written by `acme fuzz --mutate --write-sample-save FILE`, see below; it is kept
in tests/data/bad/_seed.save.txt so the corpus can be rebuilt)."""
import os, re, sys

OUT = "tests/data/bad"
os.makedirs(OUT, exist_ok=True)
R = open("docs/examples/basic-2p-opening.record.ron").read()
P = open("docs/examples/pb-example-start.position.ron").read()
C = open("docs/positions/closeup-hattusha.position.ron").read()
S_ALEX = open("assets/scenarios/alexander.ron").read()
S_B2 = open("assets/scenarios/basic-2.ron").read()
S_SB = open("assets/scenarios/sandbox-2.ron").read()
S_SB6 = open("assets/scenarios/sandbox-6.ron").read()
SAVE = open(os.path.join(OUT, "_seed.save.txt")).read()
entries = []
n = [0]

def put(kind, tag, data, outcome, words=""):
    n[0] += 1
    name = f"{n[0]:03d}-{tag}.{kind}.ron"
    mode = "wb" if isinstance(data, bytes) else "w"
    with open(os.path.join(OUT, name), mode) as f:
        f.write(data)
    entries.append(f"{name}\t{outcome}\t{words}")

def sub(text, old, new, count=1):
    assert old in text, (old, text[:80])
    return text.replace(old, new, count)

# ---- records -------------------------------------------------------------------------------
put("record", "as-shipped", R, "played")
put("record", "bom", "\ufeff" + R, "played")
put("record", "crlf", R.replace("\n", "\r\n"), "played")
for k, cut in enumerate([0, 1, 10, 100, 200, 400, len(R) // 2, len(R) - 3]):
    put("record", f"truncated-{k}", R[:cut], "refused")
put("record", "non-utf8", R.encode()[:300] + b"\xff\xfe" + R.encode()[300:], "refused", "not UTF-8")
put("record", "latin1-name", R.encode()[:100] + b"\xe9" + R.encode()[100:], "refused", "not UTF-8")
bad_actions = ["Area(99)", "Area(255)", "RemoveFrom(200)", "RemoveFrom(99)", "Display(255)",
               "Civ(8)", "Civ(255)", "Card(255)", "Card(0)", "Play(0)", "Play(255)", "Negate(200)",
               "Discard(255)", "Establish(0)", "Establish(255)", "OfferReturn(255)",
               "UseInvestment(255)", "Faction(200)", "Option(255)", "Number(65535)", "Pass", "Yes",
               "TakeMina", "LoseDisk", "Reestablish", "Cleanse", "GiveStronghold", "RequestReturn"]
for a in bad_actions:
    tag = re.sub(r"[^a-z0-9]+", "-", a.lower()).strip("-")
    put("record", f"action-{tag}", sub(R, "        Done,\n        No,", f"        {a},\n        No,"),
        "refused", "illegal")
for a, tag in [("Area(256)", "area-256"), ("Area(-1)", "area-neg"), ("Number(70000)", "number-70000"),
               ("Foo", "unknown-action"), ("Area(\"Kaska\")", "area-by-name"), ("Area", "area-no-id")]:
    put("record", f"action-{tag}", sub(R, "        No,", f"        {a},"), "refused")
put("record", "actions-after-the-end", sub(R, "actions: [", "actions: [" + "Done, " * 2000), "refused", "illegal")
for p in ["0", "1", "7", "255"]:
    put("record", f"players-{p}", sub(R, "players: 2", f"players: {p}"), "refused")
put("record", "players-256", sub(R, "players: 2", "players: 256"), "refused")
put("record", "layout-unknown", sub(R, "layout: Printed", "layout: Sideways"), "refused")
put("record", "npc-empty", re.sub(r"npc: \[[^\]]*\]", "npc: []", R, 1), "played")
put("record", "npc-long", re.sub(r"npc: \[", "npc: [true, true, true, true, true, true, true, true, true, ", R, 1), "refused", "illegal")
for e in ["0", "5", "255"]:
    put("record", f"last-epoch-{e}", sub(R, "last_epoch: 4", f"last_epoch: {e}"), "refused", "last_epoch")
put("record", "vp-goal-huge", sub(R, "vp_goal: None", "vp_goal: Some(4294967295)"), "refused", "vp_goal")
put("record", "vp-goal-small", sub(R, "vp_goal: None", "vp_goal: Some(1)"), "refused", "game is over")
put("record", "version-2", sub(R, "version: 1", "version: 2"), "refused", "newer")
put("record", "version-missing", sub(R, "version: 1,", ""), "refused", "version")
put("record", "final-hash-misspelt", sub(R, "seed: 7,", "seed: 7,\n    final_hsah: Some(1),"), "refused", "final_hsah")
put("record", "final-hash-wrong", sub(R, "final_hash: None", "final_hash: Some(1)"), "refused", "differs")
put("record", "field-misspelt", sub(R, "options:", "optoins:"), "refused", "optoins")
put("record", "seed-max", sub(R, "seed: 7", "seed: 18446744073709551615"), "refused", "illegal")
put("record", "seed-negative", sub(R, "seed: 7", "seed: -7"), "refused")
put("record", "seed-twice", sub(R, "seed: 7,", "seed: 7,\n    seed: 8,"), "refused")
put("record", "deep-nesting", sub(R, "seed: 7", "seed: " + "[" * 5000), "refused")
put("record", "deep-nesting-closed", sub(R, "actions: [", "actions: [" + "[" * 3000 + "]" * 3000 + ","), "refused")
put("record", "empty", "", "refused")
put("record", "comment-only", "// nothing here\n", "refused")
put("record", "json", '{"version": 1, "seed": 7}', "refused")
put("record", "binary", bytes(range(256)) * 4, "refused")
put("record", "custom-nine-civs", sub(R, re.search(r"setup: Basic\((?:.|\n)*?\),\n    options", R).group(0),
    "setup: Custom(config: \"Full\", civs: [" + ", ".join(
        f'(civ: "{c}", homeland: "{h}", disks: [], color: Blue, npc: false)' for c, h in
        [("Hittite", "Hattusha"), ("Egypt", "Thebes"), ("Assyria", "Nineveh"), ("Babylon", "Babylon"),
         ("Elam", "Susa"), ("Mittani", "Washukanni"), ("Greek", "Athens"), ("Urartu", "Tushpa"), ("Sumer", "Ur")]) +
    "]),\n    options"), "refused", "1 to 8")
put("record", "custom-unknown-civ", sub(R, re.search(r"setup: Basic\((?:.|\n)*?\),\n    options", R).group(0),
    'setup: Custom(config: "Full", civs: [(civ: "Atlantis", homeland: "Thebes", disks: [], color: Blue, npc: false)]),\n    options'), "refused")
put("record", "custom-unknown-config", sub(R, re.search(r"setup: Basic\((?:.|\n)*?\),\n    options", R).group(0),
    'setup: Custom(config: "Moon", civs: [(civ: "Egypt", homeland: "Thebes", disks: [], color: Blue, npc: false)]),\n    options'), "refused")
put("record", "custom-stack-255", sub(R, re.search(r"setup: Basic\((?:.|\n)*?\),\n    options", R).group(0),
    'setup: Custom(config: "Full", civs: [(civ: "Egypt", homeland: "Thebes", disks: [("Thebes", 255), ("Thebes", 255)], color: Blue, npc: false)]),\n    options'), "refused")
put("record", "custom-unknown-disk-area", sub(R, re.search(r"setup: Basic\((?:.|\n)*?\),\n    options", R).group(0),
    'setup: Custom(config: "Full", civs: [(civ: "Egypt", homeland: "Thebes", disks: [("Atlantis", 2)], color: Blue, npc: false)]),\n    options'), "refused")
# The record's seed is the position's (a record on a position may not contradict it).
put("record", "position-setup-bad-flow", sub(R, re.search(r"setup: Basic\((?:.|\n)*?\),\n    options", R).group(0),
    "setup: Position((" + P[P.index("(\n") + 1:P.rindex(")")].replace("flow: GrowthStart", "flow: Growth(pos: 7, step: Start)") + ")),\n    options").replace("\n    seed: 7,", "\n    seed: 45,"),
    "refused", "past the last")

# ---- positions -----------------------------------------------------------------------------
put("position", "as-shipped", P, "played")
put("position", "closeup-as-shipped", C, "played")
put("position", "bom", "\ufeff" + P, "played")
for k, cut in enumerate([0, 5, 150, 400, 800, len(P) - 2]):
    put("position", f"truncated-{k}", P[:cut], "refused")
flows_bad = [("Growth(pos: 2, step: Start)", "past the last"), ("Growth(pos: 255, step: Deploy)", "past the last"),
             ("Card(pos: 2)", "past the last"), ("Card(pos: 200)", "past the last"),
             ("Setup(pos: 3)", "past the last"), ("CompTraitor(pos: 3)", "past the last"),
             ("Reckoning(step: Draw(pos: 3))", "past the last"), ("Reckoning(step: Gilgamesh(pos: 9))", "past the last"),
             ("EndOfEpoch(step: 9)", "does not exist"), ("EndOfEpoch(step: 19)", "does not exist"),
             ("EndOfEpoch(step: 21)", "does not exist"), ("EndOfEpoch(step: 33)", "does not exist"),
             ("EndOfEpoch(step: 255)", "does not exist"), ("Comp(step: Commit(pos: 0))", "competition in progress"),
             ("Comp(step: Resolve)", "competition in progress"), ("Comp(step: Round)", "competition in progress"),
             ("Comp(step: Loot)", "competition in progress"), ("Growth(pos: 0, step: Sideways)", "Sideways"),
             ("Nowhere", "Nowhere"), ("EndOfEpoch(step: 256)", "")]
for f, w in flows_bad:
    tag = re.sub(r"[^a-z0-9]+", "-", f.lower()).strip("-")
    put("position", f"flow-{tag}", sub(P, "flow: GrowthStart", f"flow: {f}"), "refused", w)
flows_ok = ["Setup(pos: 0)", "Setup(pos: 2)", "Growth(pos: 0, step: Start)", "Growth(pos: 1, step: Retire)",
            "Growth(pos: 1, step: Acquire)", "Growth(pos: 0, step: Resettle)", "Growth(pos: 1, step: DeployStart)",
            "Growth(pos: 0, step: Deploy)", "GrowthEnd", "CardStart", "Card(pos: 0)", "Card(pos: 1)", "CardEnd",
            "CompStart", "CompTraitor(pos: 0)", "CompTraitor(pos: 2)", "CompNext", "CompEnd",
            "Reckoning(step: Stacking)", "Reckoning(step: SeaDomination)", "Reckoning(step: Tally)",
            "Reckoning(step: TurnOrder)", "Reckoning(step: Gilgamesh(pos: 0))", "Reckoning(step: Gilgamesh(pos: 2))",
            "Reckoning(step: SuddenEnd)", "Reckoning(step: Draw(pos: 1))", "Reckoning(step: Draw(pos: 2))",
            "Reckoning(step: Advance)", "EndOfEpoch(step: 0)", "EndOfEpoch(step: 1)", "EndOfEpoch(step: 3)",
            "EndOfEpoch(step: 6)", "EndOfEpoch(step: 8)", "EndOfEpoch(step: 20)", "EndOfEpoch(step: 30)",
            "EndOfEpoch(step: 32)", "GameOver"]
for f in flows_ok:
    tag = re.sub(r"[^a-z0-9]+", "-", f.lower()).strip("-")
    put("position", f"flow-ok-{tag}", sub(P, "flow: GrowthStart", f"flow: {f}"), "played")
HIT = '(civ: "Hittite", color: BurntOrange, homeland: "Hattusha", hand: [42, 28, 43, 80, 34])'
EGY = '(civ: "Egypt", color: Blue, homeland: "Thebes", hand: [76, 2, 71, 44, 91])'
civ_cases = [
    ("civ-twice", EGY, EGY.replace('"Egypt"', '"Hittite"'), "refused", "listed twice"),
    ("civ-plural-twice", EGY, EGY.replace('"Egypt"', '"Hittites"'), "refused", "listed twice"),
    ("colour-twice", EGY, EGY.replace("Blue", "BurntOrange"), "refused", "colour"),
    ("colour-unknown", EGY, EGY.replace("Blue", "Pink"), "refused", "Pink"),
    ("civ-unknown", EGY, EGY.replace('"Egypt"', '"Atlantis"'), "refused", "Atlantis"),
    ("homeland-unknown", EGY, EGY.replace('"Thebes"', '"Atlantis"'), "refused", "Atlantis"),
    ("homeland-sea", EGY, EGY.replace('"Thebes"', '"Red Sea"'), "refused", "not a land area"),
    ("homeland-off-map", EGY, EGY.replace('"Thebes"', '"Susa"'), "refused", "not a land area"),
    ("vp-max", EGY, EGY.replace("hand:", "vp: 4294967295, hand:"), "refused", "vp"),
    ("vp-high", EGY, EGY.replace("hand:", "vp: 100001, hand:"), "refused", "vp"),
    ("vp-overflow", EGY, EGY.replace("hand:", "vp: 4294967296, hand:"), "refused"),
    ("growth-60", EGY, EGY.replace("hand:", "growth: 60, hand:"), "refused", "growth"),
    ("growth-65535", EGY, EGY.replace("hand:", "growth: 65535, hand:"), "refused", "growth"),
    ("captives-over-growth", EGY, EGY.replace("hand:", "growth: 2, captives: 5, hand:"), "refused", "captives"),
    ("treasury-60", EGY, EGY.replace("hand:", "treasury: 60, hand:"), "refused", "treasury"),
    ("treasury-loot-51", EGY, EGY.replace("hand:", "treasury: 30, loot: 21, hand:"), "refused", "treasury"),
    ("loot-65535", EGY, EGY.replace("hand:", "loot: 65535, hand:"), "refused", "treasury"),
    ("treasury-loot-wrap", EGY, EGY.replace("hand:", "treasury: 65535, loot: 2, hand:"), "refused", "treasury"),
    ("gilgamesh-255", EGY, EGY.replace("hand:", "gilgamesh_uses: 255, hand:"), "refused", "gilgamesh"),
    ("hand-duplicate", EGY, EGY.replace("[76, 2,", "[76, 76, 2,"), "refused", "more than once"),
    ("hand-card-0", EGY, EGY.replace("[76, 2,", "[0, 2,"), "refused", "not a Fate card"),
    ("hand-card-104", EGY, EGY.replace("[76, 2,", "[104, 2,"), "refused", "not a Fate card"),
    ("hand-card-255", EGY, EGY.replace("[76, 2,", "[255, 2,"), "refused", "not a Fate card"),
    ("hand-card-256", EGY, EGY.replace("[76, 2,", "[256, 2,"), "refused"),
    ("hand-shared", EGY, EGY.replace("[76, 2,", "[42, 2,"), "refused", "more than once"),
    ("hand-huge", EGY, EGY.replace("[76, 2,", "[" + "76, " * 500), "refused", "more than once"),
    ("deity-111", EGY, EGY.replace("hand:", "deity: Some((111, Standing)), hand:"), "refused", "Deity"),
    ("deity-0", EGY, EGY.replace("hand:", "deity: Some((0, Standing)), hand:"), "refused", "Deity"),
    ("deity-ok", EGY, EGY.replace("hand:", "deity: Some((105, Standing)), hand:"), "played", ""),
    ("deity-monotheism", EGY, EGY.replace("hand:", "deity: Some((95, Standing)), hand:"), "played", ""),
    ("deity-captured-unknown", EGY, EGY.replace("hand:", 'deity: Some((105, CapturedBy("Atlantis"))), hand:'), "refused", "Atlantis"),
    ("deity-captured-ok", EGY, EGY.replace("hand:", 'deity: Some((105, CapturedBy("Hittite"))), hand:'), "played", ""),
    ("deity-inactive-255", EGY, EGY.replace("hand:", 'deity: Some((105, Standing)), deity_inactive_by: Some(255), hand:'), "refused", "not a Fate card"),
    ("table-card-255", EGY, EGY.replace("hand:", "table: [(255, 1)], hand:"), "refused", "no Fate card"),
    ("table-disks-60", EGY, EGY.replace("hand:", "table: [(20, 60)], hand:"), "refused", "not enough disks"),
    ("table-card-in-hand", EGY, EGY.replace("hand:", "table: [(76, 1)], hand:"), "refused", "more than once"),
    ("bonus-not-bonus-card", EGY, EGY.replace("hand:", 'bonus: [(20, "Thebes", 1)], hand:'), "refused", "bonus-area"),
    ("bonus-unknown-area", EGY, EGY.replace("hand:", 'bonus: [(69, "Atlantis", 1)], hand:'), "refused", "Atlantis"),
    ("bonus-white-60", EGY, EGY.replace("hand:", 'bonus: [(69, "Thebes", 60)], hand:'), "refused", "white disks"),
    ("field-misspelt", EGY, EGY.replace("hand:", "hnad: [], hand:"), "refused", "hnad"),
    ("npc-civ", EGY, EGY.replace("hand:", "npc: true, hand:"), "played", ""),
]
for tag, old, new, outcome, *w in civ_cases:
    put("position", tag, sub(P, old, new), outcome, w[0] if w else "")
for tag, new, outcome, w in [
    ("no-civs", "civs: [],", "refused", "civilizations"),
    ("nine-civs", "civs: [" + ", ".join([HIT] * 9) + "],", "refused", "1 to 8"),
]:
    put("position", tag, re.sub(r"civs: \[(?:.|\n)*?\n    \],", new, P, 1), outcome, w)
for tag, new, outcome, w in [
    ("order-twice", 'order: ["Hittite", "Hittite"]', "refused", "listed twice"),
    ("order-missing", 'order: ["Hittite"]', "refused", "Turn Order"),
    ("order-extra", 'order: ["Hittite", "Egypt", "Egypt"]', "refused", "listed twice"),
    ("order-unknown", 'order: ["Hittite", "Atlantis"]', "refused", "Atlantis"),
    ("order-empty", 'order: []', "refused", "Turn Order"),
    ("order-reversed", 'order: ["Egypt", "Hittite"]', "played", ""),
    ("order-lowercase", 'order: ["hittite", "egypt"]', "played", ""),
]:
    put("position", tag, sub(P, 'order: ["Hittite", "Egypt"]', new), outcome, w)
KASKA = '(area: "Kaska", disks: [("Hittite", 2)]),'
for tag, new, outcome, w in [
    ("area-unknown", '(area: "Atlantis", disks: [("Hittite", 2)]),', "refused", "Atlantis"),
    ("area-off-map", '(area: "Susa", disks: [("Hittite", 2)]),', "refused", "not in play"),
    ("area-twice", KASKA + KASKA, "refused", "listed twice"),
    ("area-faction-twice", '(area: "Kaska", disks: [("Hittite", 2), ("Hittite", 2)]),', "refused", "listed twice"),
    ("area-stack-5", '(area: "Kaska", disks: [("Hittite", 5)]),', "refused", "stacking"),
    ("area-stack-255", '(area: "Kaska", disks: [("Hittite", 255)]),', "refused", "a colour has"),
    ("area-stack-256", '(area: "Kaska", disks: [("Hittite", 256)]),', "refused", ""),
    ("area-barbarians-51", '(area: "Kaska", disks: [("Barbarians", 51)]),', "refused", "a colour has"),
    ("area-barbarians-30", '(area: "Kaska", disks: [("Hittite", 2), ("Barbarians", 30)]),', "played", ""),
    ("area-unknown-faction", '(area: "Kaska", disks: [("Atlantis", 2)]),', "refused", "Atlantis"),
    ("allies-unknown", '(area: "Kaska", disks: [("Hittite", 2)], allies: [("Atlantis", 1)]),', "refused", "Atlantis"),
    ("allies-255-twice", '(area: "Kaska", disks: [("Hittite", 2)], allies: [("Hittite", 255), ("Egypt", 255)]),', "refused", "allied"),
    ("allies-listed-twice", '(area: "Kaska", disks: [("Hittite", 2)], allies: [("Hittite", 1), ("Hittite", 1)]),', "refused", "listed twice"),
    ("stronghold-unknown", '(area: "Kaska", disks: [("Hittite", 2)], stronghold: Some("Atlantis")),', "refused", "Atlantis"),
    ("stronghold-ok", '(area: "Kaska", disks: [("Hittite", 2)], stronghold: Some("Hittite")),', "played", ""),
    ("gold-unknown", '(area: "Kaska", disks: [("Hittite", 2)], gold: Some("Atlantis")),', "refused", "Atlantis"),
    ("gold-barbarians", '(area: "Kaska", disks: [("Hittite", 2)], gold: Some("Barbarians")),', "refused", "Barbarians"),
    ("cube-unknown", '(area: "Kaska", disks: [("Hittite", 2)], cube: Some(Plutonium)),', "refused", "Plutonium"),
    ("area-field-misspelt", '(area: "Kaska", diks: [("Hittite", 2)]),', "refused", "diks"),
]:
    put("position", tag, sub(P, KASKA, new), outcome, w)
put("position", "thirteen-strongholds", sub(P, "    areas: [\n", "    areas: [\n" + "".join(
    f'        (area: "{a}", stronghold: Some("Hittite")),\n' for a in
    ["Sinope", "Troy", "Ilium", "Lydia", "Caria", "Lycia", "Cilicia", "Tarsus", "Cyprus", "Ugarit", "Byblos", "Tyre", "Sidon"])),
    "refused", "")
for tag, old, new, outcome, w in [
    ("epoch-0", "epoch: 1", "epoch: 0", "refused", "epoch 0"),
    ("epoch-9", "epoch: 1", "epoch: 9", "refused", "epoch 9"),
    ("epoch-after-last", "epoch: 1", "epoch: 4,\n    options: (last_epoch: 2, vp_goal: None, final_epoch_event: false, homeland_defense: false, barbarian_hordes: false, second_gilgamesh: false)", "refused", "epoch 4"),
    ("turn-0", "turn: 1", "turn: 0", "refused", "turn 0"),
    ("turn-255", "turn: 1", "turn: 255", "refused", "turn 255"),
    ("turn-99", "turn: 1", "turn: 99", "played", ""),
    ("seed-max", "seed: 45", "seed: 18446744073709551615", "played", ""),
    ("config-unknown", '"Abbreviated Western"', '"Moon"', "refused", "Moon"),
    ("config-full", '"Abbreviated Western"', '"Full"', "played", ""),
    ("deck-missing-card", "[103, 102,", "[102,", "refused", "missing"),
    ("deck-duplicate", "[103, 102,", "[103, 103, 102,", "refused", "more than once"),
    ("deck-card-200", "[103, 102,", "[200, 103, 102,", "refused", "not a Fate card"),
    ("deck-none", re.search(r"deck: Some\(\[.*\]\),", P).group(0), "deck: None,", "played", ""),
    ("deck-empty", re.search(r"deck: Some\(\[.*\]\),", P).group(0), "deck: Some([]),", "refused", "missing"),
    ("discard-shares-hand", "    deck:", "    discard: [42],\n    deck:", "refused", "more than once"),
    ("set-aside-200", "    deck:", "    set_aside: [200],\n    deck:", "refused", "not a Fate card"),
    ("unknown-field", "turn: 1,", "turn: 1,\n    tunr: 3,", "refused", "tunr"),
    ("npc-primary-9", "    deck:", "    npc: (civs: [(primary: Some(9))]),\n    deck:", "refused", "solitaire"),
    ("npc-too-many", "    deck:", "    npc: (civs: [(), (), (), ()]),\n    deck:", "refused", "solitaire"),
    ("options-last-epoch-0", "turn: 1,", "turn: 1,\n    options: (last_epoch: 0, vp_goal: None, final_epoch_event: false, homeland_defense: false, barbarian_hordes: false, second_gilgamesh: false),", "refused", "last_epoch"),
    ("options-hordes", "turn: 1,", "turn: 1,\n    options: (last_epoch: 4, vp_goal: None, final_epoch_event: false, homeland_defense: false, barbarian_hordes: true, second_gilgamesh: false),", "played", ""),
    ("deep-nesting", "seed: 45", "seed: " + "(" * 10000, "refused", ""),
]:
    put("position", tag, sub(P, old, new), outcome, w)
put("position", "sea-stack-3", sub(P, '(area: "Red Sea", disks: [("Egypt", 1)])', '(area: "Red Sea", disks: [("Egypt", 3)])'), "refused", "stacking")
put("position", "non-utf8", P.encode()[:500] + b"\xc3\x28" + P.encode()[500:], "refused", "not UTF-8")

# ---- scenario files ------------------------------------------------------------------------
put("scenario", "alexander-as-shipped", S_ALEX, "played")
put("scenario", "basic-2-as-shipped", S_B2, "played")
put("scenario", "sandbox-2-as-shipped", S_SB, "played")
put("scenario", "bom", "\ufeff" + S_B2, "played")
for k, cut in enumerate([0, 50, len(S_ALEX) // 3, len(S_ALEX) - 2]):
    put("scenario", f"truncated-{k}", S_ALEX[:cut], "refused")
def scen(tag, text, old, new, outcome="refused", w=""):
    put("scenario", tag, sub(text, old, new), outcome, w)
scen("map-unknown", S_ALEX, 'map: "Full"', 'map: "Moon"', w="Moon")
scen("display-unknown", S_ALEX, 'display: "Greek"', 'display: "Atlantean"', w="Atlantean")
scen("homeland-unknown", S_ALEX, 'homeland: Some("Thrace")', 'homeland: Some("Atlantis")', w="Atlantis")
scen("place-unknown-area", S_ALEX, '("Thrace", 3)', '("Atlantis", 3)', w="Atlantis")
scen("place-255", S_ALEX, '("Thrace", 3)', '("Thrace", 255)')
scen("growth-box-200", S_ALEX, "GrowthBox(", "GrowthBox(200), GrowthBox(", "played")
scen("fixed-card-200", S_ALEX, "fixed_cards: [", "fixed_cards: [200, ", w="200")
scen("start-epoch-0", S_ALEX, "start_epoch: 1", "start_epoch: 0", w="Epochs")
scen("last-epoch-9", S_ALEX, "last_epoch: 1", "last_epoch: 9", w="Epochs")
scen("unknown-field", S_ALEX, "period:", "peroid: \"x\",\n    period:", w="peroid")
scen("unknown-special-rule", S_ALEX, "special_rules: [", "special_rules: [Teleport, ", w="Teleport")
scen("turn-box-0", S_ALEX, "turn_box: Some(1)", "turn_box: Some(0)")
scen("turn-box-200", S_ALEX, "turn_box: Some(1)", "turn_box: Some(200)")
scen("hand-255", S_ALEX, "hand: Some(3)", "hand: Some(255)", "played")
scen("colour-twice", S_ALEX, "color: Blue", "color: Red")
scen("deep-nesting", S_ALEX, "start_epoch: 1", "start_epoch: " + "[" * 8000)
scen("basic-players-9", S_B2, "humans: ", "humans: 9, x: ")
# Found by `acme fuzz --mutate` (input 89098, seed 1): group limits no pick can meet made the
# default-picks search run for seconds.
scen("sandbox-6-group-limits-unmeetable", S_SB6, '("Central i", 1)', '("Western", 1)', w="no set of civilizations")
# Found by `acme fuzz --mutate --seed 2` (input 33131): a neutral faction in a fixed Turn Order.
S_RP = open("assets/scenarios/rome-vs-parthia.ron").read()
scen("turn-order-names-a-neutral", S_RP, 'Fixed(["Rome", "Parthia"])', 'Fixed(["Egypt", "Parthia"])', w="neutral")
scen("turn-order-repeats-a-name", S_RP, 'Fixed(["Rome", "Parthia"])', 'Fixed(["Rome", "Rome"])', w="listed twice")
# Found by `acme fuzz --mutate` playing on after loading: a huge VP lead overflowed an addition.
scen("vp-lead-huge", open("assets/scenarios/cyrus.ron").read(), "VpLead(20)", "VpLead(4294967295)", "played")
# Found by `acme fuzz --mutate --seed 1` (input 4124): 111 cards a Draw Step took seconds.
scen("draw-base-111", S_ALEX, 'DrawBase(civ: "Central Zone", n: 1)', 'DrawBase(civ: "Central Zone", n: 111)', w="hand limit")
# Found by `acme fuzz --mutate --seed 8`: a faction both land-first and sea-first made the
# placement check recurse until the stack overflowed (an abort no handler catches).
scen("bellicosity-land-and-sea", S_ALEX, 'land_first: ["Western Satraps", "Central Zone"]', 'land_first: ["Western Satraps", "Levantine Satraps"]', w="cannot keep to the land and to the sea")
put("scenario", "non-utf8", S_B2.encode()[:200] + b"\x80" + S_B2.encode()[200:], "refused", "not UTF-8")
put("scenario", "empty", "", "refused")

# ---- saves ---------------------------------------------------------------------------------
put("save", "as-made", SAVE, "played")
put("save", "bom", "\ufeff" + SAVE, "played")
for k, cut in enumerate([0, 30, 200, len(SAVE) // 2, len(SAVE) - 3]):
    put("save", f"truncated-{k}", SAVE[:cut], "refused")
def save(tag, old, new, outcome="refused", w=""):
    put("save", tag, sub(SAVE, old, new), outcome, w)
save("version-2", "version: 1", "version: 2", w="newer")
save("hash-wrong", re.search(r"\n    hash: \d+", SAVE).group(0), "\n    hash: 1", w="differs")
save("hash-missing", re.search(r"\n    hash: \d+,?", SAVE).group(0), "", w="hash")
save("title-unicode", re.search(r'title: "[^"]*"', SAVE).group(0), 'title: "Ṡumer — 🏛"', "played")
save("unknown-field", "    hash:", "    hsah: 1,\n    hash:", w="hsah")
save("players-9", "players: 2", "players: 9")
save("action-out-of-range", "actions: [", "actions: [\n            Area(200),", w="illegal")
save("actions-dropped", "actions: [", "actions: [\n            Done,", w="")
save("record-version-2", "        version: 1", "        version: 2", w="newer")
save("deep-nesting", "title:", "title: " + "[" * 6000)
put("save", "non-utf8", SAVE.encode()[:150] + b"\xfe" + SAVE.encode()[150:], "refused", "not UTF-8")
put("save", "binary", bytes(range(256)) * 8, "refused")
put("save", "a-record-not-a-save", R, "refused")

with open(os.path.join(OUT, "expected.txt"), "w") as f:
    f.write("# FILE<TAB>refused|played<TAB>words the refusal must hold (generated by tools/gen_bad_corpus.py)\n")
    f.write("\n".join(entries) + "\n")
print(len(entries), "files")

# ---- ACIS: its records (read by `acme replay`) and its data files (`acme validate --game acis`) --
# In their own folder and manifest, read by their own readers (the test
# `rules::untrusted::every_acis_file_of_the_bad_corpus_is_refused_naming_file_and_line`): a record
# of ACIS's, and each data file with ACIS's six others as shipped. Every refusal must name the file
# and, where the words end in ":", the line ("NAME:LINE:"). Records are named `.acis-record.ron`,
# out of the `.record.ron` files whose replays are compared with a baseline. The record seed is an
# ACIS game's first 60 answers (`mutate::acis_sample_record(60)`, kept in
# tests/data/bad/_seed.acis.record.txt); the cases below do not depend on how its answers play.
ACIS_OUT = os.path.join(OUT, "acis")
os.makedirs(ACIS_OUT, exist_ok=True)
AR = open(os.path.join(OUT, "_seed.acis.record.txt")).read()
acis_entries = []
def acis(tag, kind, data, outcome="refused", words=""):
    name = f"{len(acis_entries) + 1:03d}-{tag}.{kind}"
    with open(os.path.join(ACIS_OUT, name), "w") as f:
        f.write(data)
    acis_entries.append(f"{name}\t{outcome}\t{words.replace('NAME', name)}")
def line_of(text, needle):
    return text[:text.index(needle)].count("\n") + 1
cut = AR[:len(AR) // 2].rstrip()
acis("truncated", "acis-record.ron", cut, words=f"NAME:{cut.count(chr(10)) + 1}:")
typo = sub(AR, "    rules_version: 1,", "    rules_version: 1,\n    tunr: 1,")
acis("unknown-field", "acis-record.ron", typo, words=f"NAME:{line_of(typo, 'tunr')}:")
acis("players-9", "acis-record.ron", sub(AR, "players: 3", "players: 9"), words="players")
acis("action-area-99", "acis-record.ron", sub(AR, "actions: [", "actions: [\n        Area(99),"), words="illegal")
acis("a-position-of-acis", "acis-record.ron", '(\n    game: "acis",\n    config: "Full",\n    flow: GrowthStart,\n)\n',
     words="only its game records")
D = "assets/data/acis"
W = open(os.path.join(D, "wonders.ron")).read()
bad = sub(W, "            disks: 5,", "            disks: five,")
acis("disks-not-a-number", "wonders.ron", bad, words=f"NAME:{line_of(bad, 'disks: five')}:")
F = open(os.path.join(D, "fate_cards.ron")).read()
bad = sub(F, "            areas_named: [],", '            areas_named: ["Atlantis"],')
acis("unknown-area", "fate_cards.ron", bad, words=f"NAME:{line_of(bad, 'Atlantis')}:")
M = open(os.path.join(D, "map.ron")).read()
cut = M[:len(M) // 3].rstrip()
acis("truncated", "map.ron", cut, words=f"NAME:{cut.count(chr(10)) + 1}:")
acis("as-shipped", "setups.ron", open(os.path.join(D, "setups.ron")).read(), "played")
with open(os.path.join(ACIS_OUT, "expected.txt"), "w") as f:
    f.write("# FILE<TAB>refused|played<TAB>words the refusal must hold (generated by tools/gen_bad_corpus.py)\n")
    f.write("\n".join(acis_entries) + "\n")
print(len(acis_entries), "ACIS files")

# ---- Cradle: its records and saves (`acme replay`, the table's Load) and its data files
# (`acme validate --game cradle`) --
# In their own folder and manifest, read by their own readers (the test
# `rules::untrusted::every_cradle_file_of_the_bad_corpus_is_refused_naming_file_and_line`): a record
# (`.cradle-record.ron`, read as `acme replay` reads it), a save (`.cradle-save.ron`, opened as the
# table opens one: the family's save file over Cradle's record), and each data file with Cradle's three others
# as shipped. Every refusal must name the file and, where the words end in ":", the line
# ("NAME:LINE:"). The record seed is a whole basic 4-player game of random seats (`acme simulate
# --game cradle --setup basic-4 --games 1 --seed 3 --record DIR`, its cradle-3.ron kept in
# tests/data/bad/_seed.cradle.record.txt).
CRADLE_OUT = os.path.join(OUT, "cradle")
os.makedirs(CRADLE_OUT, exist_ok=True)
CR = open(os.path.join(OUT, "_seed.cradle.record.txt")).read()
# The save seed: the family's save file over the record's first 60 answers, as the table writes
# one (`acme::mutate::cradle_sample_save(60)`, kept in tests/data/bad/_seed.cradle.save.txt).
CS = open(os.path.join(OUT, "_seed.cradle.save.txt")).read()
cradle_entries = []
def cradle(tag, kind, data, outcome="refused", words=""):
    name = f"{len(cradle_entries) + 1:03d}-{tag}.{kind}"
    mode = "wb" if isinstance(data, bytes) else "w"
    with open(os.path.join(CRADLE_OUT, name), mode) as f:
        f.write(data)
    cradle_entries.append(f"{name}\t{outcome}\t{words.replace('NAME', name)}")
cradle("as-shipped", "cradle-record.ron", CR, "played")
cradle("as-shipped", "cradle-save.ron", CS, "played")
cut = CR[:len(CR) // 2].rstrip()
cradle("truncated", "cradle-record.ron", cut, words=f"NAME:{cut.count(chr(10)) + 1}:")
cut_save = CS[:len(CS) // 2].rstrip()
cradle("truncated", "cradle-save.ron", cut_save, words="not a saved game")
bad = sub(CR, "    seed: 3,", "    seed: three,")
cradle("seed-not-a-number", "cradle-record.ron", bad, words=f"NAME:{line_of(bad, 'seed: three')}:")
cradle("players-9", "cradle-record.ron", sub(CR, "players: 4", "players: 9"), words="4 to 6 players")
cradle("action-area-250", "cradle-record.ron", sub(CR, "actions: [", "actions: [\n        Place(250),"),
       words="illegal")
cradle("hash-wrong", "cradle-record.ron", re.sub(r"final_hash: Some\(\d+\)", "final_hash: Some(1)", CR),
       words="hash")
cradle("non-utf8", "cradle-record.ron", CR.encode().replace(b"seed", b"s\xffeed", 1),
       words="not UTF-8")
# A record of another game: ACME's, said to be Cradle's (read by Cradle's reader, which refuses
# it at its line), and as it is, opened as a Cradle save.
acme_as_cradle = sub(R, "    version: 1,", "    version: 1,\n    game: \"cradle\",")
cradle("a-record-of-acme", "cradle-record.ron", acme_as_cradle, words="NAME:")
cradle("a-record-of-acme", "cradle-save.ron", R, words="not a saved game")
D = "assets/data/cradle"
M = open(os.path.join(D, "map.ron")).read()
bad = sub(M, 'adjacent: ["Aegean Sea", "Epirus", "Thessaly", "Thrace"]',
          'adjacent: ["Aegean Sea", "Epirus", "Thessaly", "Thrace", "Atlantis"]')
at = line_of(bad, 'name: "Macedonia"')
cradle("unknown-area", "map.ron", bad, words=f"NAME:{at}:")
C = open(os.path.join(D, "civilizations.ron")).read()
bad = sub(C, 'start_areas: ["Sumer"]', 'start_areas: ["Sumeria"]')
at = line_of(bad, 'id: "1-1"')
cradle("unknown-start-area", "civilizations.ron", bad, words=f"NAME:{at}:")
T = open(os.path.join(D, "tables.ron")).read()
cut = T[:len(T) // 3].rstrip()
cradle("truncated", "tables.ron", cut, words=f"NAME:{cut.count(chr(10)) + 1}:")
cradle("as-shipped", "readings.ron", open(os.path.join(D, "readings.ron")).read(), "played")
with open(os.path.join(CRADLE_OUT, "expected.txt"), "w") as f:
    f.write("# FILE<TAB>refused|played<TAB>words the refusal must hold (generated by tools/gen_bad_corpus.py)\n")
    f.write("\n".join(cradle_entries) + "\n")
print(len(cradle_entries), "Cradle files")
