"""The rules topics of `/game rules`: the overview, every rule area, every table with its numbers, the powers."""

from rules.core.catalogue import Topic, Topics
from rules.laguerre.history import HISTORY
from rules.laguerre.leaders import ADMIRALS, TENURES, serving_text
from rules.laguerre.powers import ADVANCED_BIDS, LEADER_BY_ID, LEADERS, STANDARD_BIDS, THRESHOLDS, name_of
from rules.laguerre.tables import (
    ALLIED_NPC_COST,
    BASE_LOSS,
    CANCEL_COST,
    COST,
    COUNTERS,
    EVENTS,
    GOLD_PER_VP,
    MANPOWER_PER_HOME,
    MAX_ARMIES,
    OPTIONS_TABLE,
    OVERSEAS_INCOME,
    ROUNDS,
    SIEGE_GRID,
    SUBSIDIES,
    SURRENDER_GROUPS,
    UPKEEP_DIVISIONS,
)
from rules.laguerre.topics_advanced import ADVANCED_AREAS

OVERVIEW = (
    "La Guerre de l'Empereur: Europe 1805–1815 for 2–7 powers. France and Great Britain are always played; Russia, "
    "Austria, Prussia, Spain and the Ottoman Empire join in that order; the rest, and the minor countries, are run "
    "by the rules. Each power gathers VP (from 100 less its bid) toward its own threshold; after the winter of "
    "the end year (1810 or 1815) the best share of its threshold wins."
)


def _options_table() -> str:
    rows = []
    for rating, column in OPTIONS_TABLE.items():
        cells = "; ".join(f"{die}: {', '.join(opts)}" for die, opts in column.items())
        rows.append(f"rating {rating} — {cells}")
    return ("Roll a die; a leader may take any option listed for that roll under his rating or a lower one "
            "(rating 2, roll 3: Combined Arms, Grand Assault, Probe, Cavalry Charge). " + " | ".join(rows) +
            ". Assault needs 2 divisions in one sector, Grand Assault 3, Rearguard infantry in reserve, Cavalry "
            "Charge cavalry, Combined Arms all three arms. Withdraw is always allowed.")


def _loss_table() -> str:
    base = "; ".join(f"{o} {a}/{d}" for o, (a, d) in BASE_LOSS.items())
    counters = "; ".join(f"{card} counters {', '.join(opts)}" for card, opts in COUNTERS.items())
    return (f"Losses in tenths of each side's divisions (attacker/defender), rounded up: {base}. Each card of the "
            "defender that counters the option adds 2 tenths to the attacker and takes 1 from the defender; if "
            "neither counters it the defender loses 1 tenth more. The die shifts the defender's loss: 1–2 −1, 5–6 "
            f"+1. Cards: {counters}.")


def _leaders() -> str:
    comings = "; ".join(f"{LEADER_BY_ID[x].name} ({LEADER_BY_ID[x].rating}) {serving_text(x)}: {t.why}"
                        for x, t in TENURES.items())
    return ("Leaders arrive and leave at Turn Start. An arriving leader takes command of his power's army nearest "
            "his arrival place if he is rated higher than its leader; otherwise he waits to be raised. A leaving "
            "leader's army passes to his power's best waiting leader; with none he stays on until one is. "
            f"{comings}. The others serve throughout.")


def _admirals() -> str:
    admirals = "; ".join(f"{a.name} ({name_of(a.power)}, naval {a.rating}): {a.tenure.why}" for a in ADMIRALS)
    return ("Admirals command their power's largest fleets, the best the largest, and add their naval rating in "
            f"dice to a naval battle: {admirals}.")


def _siege_grid() -> str:
    rows = "; ".join(f"column {c}: " + " ".join(f"{d}{r}" for d, r in col.items()) for c, col in SIEGE_GRID.items())
    return ("At the end of its Land Phase each army in an enemy province with no enemy army besieges it: column 1 "
            "up to 2 divisions per garrison point, 2 up to 4, 3 more. " + rows + " (H: garrison −1, F: it falls, "
            "S: a sortie costs the besiegers a division, -: nothing). A garrison at 0 falls; the taker's "
            "garrison is 1; every garrison not besieged recovers 1 point each winter up to its rating.")


AREAS: list[tuple[str, str, str]] = [
    ("seasons", "Seasons and sequence of play",
     "Each season: Turn Start (the Events table) → Diplomacy (each power in join order, then answers to offers) "
     "→ Land Phase (each power moves its armies; battles; sieges at its /done) → Naval Phase (fleets sail; naval "
     "battles) → in spring and autumn the Build Phase (squadrons only in autumn). Winter has only Diplomacy and "
     "the Winter Phase: surrenders, taxes, expenses, yearly VP, then each power may buy VP with Gold."),
    ("diplomacy", "Diplomacy",
     "In your Diplomacy Phase: /war on:… declares war (the target's allies join against you unless they are "
     "also your allies); /break with:… ends an alliance; /offer make to:… deal:… offers an alliance (its "
     f"subsidy of {', '.join(map(str, SUBSIDIES))} Gold a year is secret to the allies), a negotiated peace "
     "(accepting it breaks the accepter's alliances with powers still at war with the other), or your "
     "surrender; to an ally, a loan (lend or borrow 10, 20 or 30 Gold, repaid with a tenth more at the next "
     "winter's Expense Step and every winter after until settled; the terms are secret to the two). Offers are "
     "answered after every power's diplomacy. Non-player countries answer at once. You can "
     "never be at war with your ally."),
    ("cancel", "Cancel Declaration table",
     f"When war is declared on you, you may pay {CANCEL_COST} Gold and roll d100: 01–39 the declaration stands, "
     "40–100 it is cancelled."),
    ("gold", "Gold",
     "Treasuries are secret. Winter: Tax Collection gives each power the economic value of its provinces "
     f"(blockaded ports give nothing; Britain adds {OVERSEAS_INCOME} overseas); a debt is paid first. Expenses: "
     f"upkeep 1 Gold per {UPKEEP_DIVISIONS} divisions (rounded up) and 1 per squadron, {ALLIED_NPC_COST} Gold "
     "per allied non-player country, then alliance subsidies. What you cannot pay becomes debt, paid first at "
     "the next Expense Step."),
    ("vp", "Victory points",
     f"Every power starts at 100 VP less its bid. Each winter it gains the political value of its provinces, and "
     f"may buy VP at {GOLD_PER_VP} Gold each up to its yearly limit. Battles won give 2 VP; surrenders move VP."),
    ("victory", "Victory",
     "Thresholds (VP to win / yearly land VP / most VP bought a year): " + "; ".join(
         f"{name_of(p)} {t.win}/{t.land_vp}/{t.gold_vp_limit}" for p, t in THRESHOLDS.items()) +
     ". After the winter of the end year, the played power with the best share of its threshold wins."),
    ("armies", "Armies",
     f"An army is one nationality under one leader; a power fields at most {MAX_ARMIES}. Its divisions "
     "(infantry, cavalry, artillery) are secret: others see only its marker. Leaders: " + ", ".join(
         f"{x.name} {x.rating}" for x in LEADERS) + "."),
    ("movement", "Movement",
     "Each army moves once per Land Phase into a neighbouring province: its own side's, an enemy's, a neutral "
     "minor's (invading it means war with it), never a province of a power at peace with it. Straits can be "
     "crossed unless an enemy fleet holds their water; an army in a port may sail to a port on a sea zone where "
     "its side has a fleet and the enemy none. Entering enemy armies starts a battle."),
    ("battle", "Battle",
     "The battlefield has three sectors and a reserve. At the start each side seals a formation, the defender "
     "first (/deploy formation:Line deploys as the rules would; Strong Centre, Strong Left, Strong Right or Deep "
     "Reserve mass it elsewhere). A frontal option (Probe, Assault, Grand Assault, Combined Arms) strikes the "
     "attacker's strongest sector, met by the defender's divisions there and half its reserve; Flank March and "
     "Cavalry Charge strike the defender's weaker flank. Twice the defender's strength there breaks through (the "
     "defender loses 1 tenth more); a defender as strong there repulses it (the attacker loses 1 tenth more). "
     f"Up to {ROUNDS} rounds: the "
     "defender seals two battle-type cards (/cards), the attacker rolls on the Offensive Combat Options table "
     "and picks an option (/attack). A side that has lost half its divisions breaks: the winner's cavalry "
     "pursues (half its cavalry in extra losses) and the loser retreats to a neighbouring province its side "
     "holds with no enemy army (its choice, /retreat to:, when there is more than one); after three rounds the "
     "attacker falls back. Losses are told only to the two sides."),
    ("leaders", "Leaders over the years", _leaders()),
    ("admirals", "Admirals", _admirals()),
    ("options", "Offensive Combat Options table", _options_table()),
    ("losses", "Loss Table and battle cards", _loss_table()),
    ("siege", "Siege Grid", _siege_grid()),
    ("sea", "Fleets and blockade",
     "Fleets are public counters of squadrons. Each sails one sea zone per Naval Phase; meeting enemy fleets, "
     "both sides roll a die per squadron (at most 10), 5–6 sinking a squadron (British 4–6); the side that lost "
     "more falls back. A port with enemy fleets in every sea zone it opens on, and none of its side's, is "
     "blockaded: it pays no taxes."),
    ("build", "Build Phase",
     f"Spring and autumn: build infantry ({COST['infantry']} Gold), cavalry or artillery ({COST['cavalry']}) "
     "into armies in your home provinces, or raise a waiting leader's army at your capital; at most "
     f"{MANPOWER_PER_HOME} divisions per home province you hold. Autumn only: squadrons ({COST['squadron']} Gold) "
     "off a home port; a non-player power launches at most one a year."),
    ("surrender", "Surrender",
     "A power whose capital an enemy holds in winter surrenders to it; a power may also offer its surrender. "
     "Terms of Surrender groups (provinces ceded / Gold / VP): " + "; ".join(
         f"group {g}: {c}/{gold}/{vp}" for g, (c, gold, vp) in SURRENDER_GROUPS.items()) +
     ". Group 3 also gives the victor free passage for a year. Non-home provinces are ceded first. The "
     "surrenderer's alliances are broken; the victor leaves its other home provinces. Surrendering to a "
     "non-player country costs 5 VP and gives it nothing."),
    ("events", "Events table", "d10 at each Turn Start: " + "; ".join(f"{k}: {v}" for k, v in EVENTS.items()
                                                                       if v != "Quiet season.") +
     "; 3–8: quiet season."),
    ("history", "One-time historical events", "Each happens once, at the Turn Start of its season, after the "
     "Events table: " + " ".join(h.text for h in HISTORY)),
    ("npc", "Non-player countries",
     "Unplayed powers are run by the rules with the same AI as a player's seat: NPC Gold from their taxes pays "
     "their reinforcements; they join their allies' wars, answer offers (an alliance against a shared enemy or "
     "with a subsidy; peace once a home province is lost or after two years of war) and buy VP with spare Gold. "
     "Minors have only garrisons; invading one makes war on it, and taking its capital takes the whole country."),
    ("bidding", "Bidding for powers",
     "With assign=bid each player seals a VP bid (0–60) for each played power; the highest bid takes its power "
     "first (ties: earlier seat); a power starts with 100 VP less the winning bid. With fixed powers each pays "
     "the standard bid (option bids=standard); in the standard game: " + ", ".join(
         f"{name_of(p)} {b}" for p, b in STANDARD_BIDS.items()) + "; in the advanced game: " + ", ".join(
         f"{name_of(p)} {b}" for p, b in ADVANCED_BIDS.items()) + "; bids=none starts every power at 100."),
]

TOPICS = Topics(OVERVIEW, [Topic(key, title, text, kind="table" if "table" in title.lower() or key in (
    "siege", "losses") else "rule") for key, title, text in [*AREAS, *ADVANCED_AREAS]])
