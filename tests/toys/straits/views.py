"""What Straits shows, drawn only from an observation: status, the seat's gold, its forces, the board, topics."""

from rules.core.board import BoardView, PieceView, SideView, SpaceView
from rules.core.catalogue import Topic, Topics
from rules.core.situation import Situation
from tests.toys.straits.board import HOME_SEAS, HOMES, LANDS, MAP, SEAS, SIDE_COLOURS
from tests.toys.straits.state import ARMY_COST, FLEET_COST, ORDERS_PER_TURN, REGION_PRICE, StraitsState

UNIT_WORDS = {"army": ("army", "armies"), "fleet": ("fleet", "fleets")}


def _count(n: int, unit: str) -> str:
    one, many = UNIT_WORDS[unit]
    return f"{n} {one if n == 1 else many}"


def status_text(obs: StraitsState) -> str:
    """The round, the turn, and the lands each seat holds (gold is secret: ST-GOLD-3)."""
    lines = [f"Round {obs.round} of {obs.rounds}" + ("" if obs.result else f" — {obs.active}'s turn")]
    for seat in obs.seats:
        lands = obs.lands_of(seat)
        lines.append(f"{seat}: {len(lands)} land{'s' if len(lands) != 1 else ''} ({', '.join(lands) or 'none'})")
    if obs.peace:
        lines.append("Peace: " + "; ".join(f"{' and '.join(p.seats)} until round {p.until}" for p in obs.peace))
    if obs.offers.open:
        lines.append(
            "Open offers: " + "; ".join(f"#{o.id} {o.sender} to {o.receiver}: {o.deal.text}" for o in obs.offers.open)
        )
    return "\n".join(lines)


def hand_text(obs: StraitsState, seat: str) -> str | None:
    """The seat's secret gold and what it buys (ST-GOLD-2, ST-GOLD-3)."""
    gold = obs.gold.get(seat)
    if gold is None:
        return None
    return (
        f"Gold: {gold}. An army costs {ARMY_COST} (in {HOMES[seat]}), a fleet {FLEET_COST} "
        f"(in {HOME_SEAS[seat]}); a land bought by offer {REGION_PRICE}."
    )


def forces_text(obs: StraitsState, seat: str) -> str | None:
    """The seat's armies by land and fleets by sea."""
    lines = [f"{area}: {_count(obs.armies[area][seat], 'army')}" for area in LANDS if obs.armies[area].get(seat)]
    lines += [f"{area}: {_count(obs.fleets[area][seat], 'fleet')}" for area in SEAS if obs.fleets[area].get(seat)]
    return "\n".join(lines) or "You have no units."


def board_view(obs: StraitsState, seat: str | None, situation: Situation) -> BoardView:
    """Every land's controller and stacks, every sea's fleets: all public."""
    spaces = {}
    for area in MAP.areas:
        fleet = area in obs.fleets
        pieces = [
            PieceView(side=s, kind="fleet" if fleet else "infantry", count=n, fleet=fleet)
            for s, n in obs.units(area).items()
            if n
        ]
        spaces[area] = SpaceView(controller=obs.control.get(area), pieces=pieces)
    return BoardView(
        ruleset=obs.ruleset,
        title="Straits",
        turn=f"Round {obs.round}",
        phase=situation.heading,
        to_act=list(situation.to_act),
        viewer=seat,
        sides=[SideView(id=s, name=s, colour=SIDE_COLOURS[s]) for s in obs.seats],
        spaces=spaces,
    )


def topics() -> Topics:
    """One topic per unit type, term and rule area, with its numbers."""
    return Topics(
        "Straits: three seats (or two) around three seas. Each round every seat collects gold, then gives two "
        "orders in turn. Hold the most lands.",
        [
            Topic(
                "army",
                "Army",
                f"Lives in a land; costs {ARMY_COST} gold, raised in your home land. "
                "Moves with its stack one land (ST-MOVE-1) or across a sea where you have a fleet (ST-MOVE-3).",
                kind="unit type",
            ),
            Topic(
                "fleet",
                "Fleet",
                f"Lives in a sea; costs {FLEET_COST} gold, launched in your home sea. "
                "Moves one sea (ST-MOVE-2); carries your armies across its sea (ST-MOVE-3).",
                kind="unit type",
            ),
            Topic(
                "gold",
                "Gold",
                "1 gold per land you hold each round (ST-GOLD-1); secret to its owner (ST-GOLD-3).",
                kind="term",
            ),
            Topic(
                "orders",
                "Orders",
                f"{ORDERS_PER_TURN} orders per turn: move a stack or recruit (ST-TURN-1).",
                kind="rule",
            ),
            Topic(
                "battle",
                "Battle",
                "Each round both roll a die plus their units; the higher wins, the defender "
                "wins ties; the loser loses a unit, until one side has none (ST-BATTLE-1).",
                kind="rule",
            ),
            Topic(
                "interception",
                "Interception",
                "A fleet sailing into a sea holding another seat's fleet is "
                "met: that seat answers yes (a sea battle) or no, out of turn (ST-INTERCEPT-1).",
                kind="rule",
            ),
            Topic(
                "offers",
                "Offers",
                f"In your turn offer peace (no entering the other's lands or intercepting "
                f"until the next round ends, ST-OFFER-1) or {REGION_PRICE} gold for an empty land (ST-OFFER-2); "
                "offers are answered any time and expire when the turn ends (ST-OFFER-3).",
                kind="rule",
            ),
            Topic(
                "victory",
                "Victory",
                "At the end of a round, holding the goal's lands wins (ST-END-1); after "
                "the last round, the most lands (ST-END-2).",
                kind="rule",
            ),
        ],
    )
