"""Optional rule War-Time Alliances (IMP-OPT-ALLY, option ``alliances=on``): two players not at war may make a
secret alliance with the core offers (``/offer make to:… deal:"secret alliance …"``), for two rounds or to the end
of the game. Its terms, told to the two allies only (the public hears only that a secret offer was made and
answered): neither declares war on the other (a declaration on an ally breaks the alliance, costs 1 DP more and
reveals it); either joins a war its ally is fighting free of DP and may attack at once; allies holding the two best
scores at the end share the win. An alliance lapses at the start of the round after its last (the allies are told),
or is broken by a declaration of war between them; every alliance is revealed when the game ends."""

from rules.core.context import Context
from rules.core.offers import Deal, MakeOffer
from rules.imperialism.buildings import at_war
from rules.imperialism.state import Alliance, ImpState
from rules.imperialism.tables import DECLARE_WAR_DP

OPTION = "alliances"
RULE = "IMP-OPT-ALLY"
SHORT = 2  # [designed] rounds of a short alliance: this round and the next
TO_THE_END = 0
TERMS = "neither declares war on the other; each joins the other's wars free and at once; shared victory if the " \
        "two best"
TREACHERY_DP = 1  # [designed] the extra DP a declaration of war on one's ally costs


def enabled(state: ImpState) -> bool:
    """True when the game plays with war-time alliances."""
    return state.options.get(OPTION) == "on"


def allied(state: ImpState, a: str, b: str) -> Alliance | None:
    """The alliance between ``a`` and ``b`` (None: none)."""
    return next((x for x in state.alliances if {x.a, x.b} == {a, b}), None)


def allies(state: ImpState, seat: str) -> list[str]:
    """The players allied with ``seat``."""
    return [x.b if x.a == seat else x.a for x in state.alliances if seat in (x.a, x.b)]


def deal(seat: str, other: str, rounds: int) -> MakeOffer:
    """The offer of an alliance of ``rounds`` (``TO_THE_END``: to the end of the game), secret."""
    span = "to the end of the game" if rounds == TO_THE_END else f"for {rounds} rounds"
    return MakeOffer(receiver=other, deal=Deal(code=f"ally:{rounds}", secret=True,
                                               text=f"secret alliance of {seat} and {other} {span} ({TERMS})"))


def offers(state: ImpState, seat: str, skip: list[str]) -> list[MakeOffer]:
    """The alliances ``seat`` may offer now (with the option on): to each player not at war with it, not already
    its ally, not in ``skip``."""
    if not enabled(state):
        return []
    return [deal(seat, other, rounds) for other in state.seats
            if other != seat and other not in skip and not at_war(state, seat, other) and not allied(state, seat, other)
            for rounds in (SHORT, TO_THE_END)]


def make(state: ImpState, a: str, b: str, rounds: int, ctx: Context) -> bool:
    """Make the alliance of an accepted offer, told to the two (False: it can no longer be made)."""
    if at_war(state, a, b) or allied(state, a, b):
        return False
    until = TO_THE_END if rounds == TO_THE_END else state.round + rounds - 1
    state.alliances.append(Alliance(a=a, b=b, until=until))
    span = "to the end of the game" if until == TO_THE_END else f"to the end of round {until}"
    ctx.tell([a, b], f"{a} and {b} are allied {span}: {TERMS}.", kind="alliance")
    return True


def lapse(state: ImpState, ctx: Context) -> None:
    """At a new round: the alliances whose last round is over end, told to their two players."""
    for alliance in [x for x in state.alliances if x.until != TO_THE_END and x.until < state.round]:
        state.alliances.remove(alliance)
        ctx.tell([alliance.a, alliance.b], f"The alliance of {alliance.a} and {alliance.b} has ended.",
                 kind="alliance")


def war_cost(state: ImpState, seat: str, target: str) -> int:
    """DP a declaration of war on ``target`` costs ``seat``: more on an ally (treachery), nothing to join an
    ally's war."""
    if allied(state, seat, target):
        return DECLARE_WAR_DP + TREACHERY_DP
    if any(at_war(state, ally, target) for ally in allies(state, seat)):
        return 0
    return DECLARE_WAR_DP


def war_phase(state: ImpState, seat: str, target: str) -> int:
    """The movement phase a new war is dated: the phase before when ``seat`` joins an ally's war against
    ``target`` (it may attack at once), else this one (it attacks from the next)."""
    joining = not allied(state, seat, target) and any(at_war(state, ally, target) for ally in allies(state, seat))
    return state.movement - 1 if joining else state.movement


def betray(state: ImpState, seat: str, target: str, ctx: Context) -> None:
    """A declaration of war on an ally breaks the alliance, in public."""
    alliance = allied(state, seat, target)
    if alliance is not None:
        state.alliances.remove(alliance)
        ctx.say(f"{seat} break their secret alliance with {target}!", kind="alliance", seat=seat)


def shared_win(state: ImpState, winners: list[str]) -> list[str]:
    """The winners with their ally when the two hold the two best scores (a lone winner's ally second best)."""
    if len(winners) != 1:
        return winners
    second = max((v for s, v in state.scores.items() if s != winners[0]), default=None)
    partners = [s for s in allies(state, winners[0]) if state.scores.get(s) == second]
    return [s for s in state.seats if s in winners or s in partners[:1]]


def reveal_text(state: ImpState) -> str:
    """The alliances still in force, revealed at the end."""
    if not state.alliances:
        return ""
    return "Secret alliances revealed — " + "; ".join(f"{x.a} and {x.b}" for x in state.alliances) + "."


def redacted(state: ImpState, seat: str | None) -> list[Alliance]:
    """The alliances ``seat`` (None: the public) may know: its own; all once the game is over."""
    return [x.model_copy() for x in state.alliances if state.over or (seat is not None and seat in (x.a, x.b))]


def hand_lines(state: ImpState, seat: str) -> list[str]:
    """``seat``'s alliances and their terms, for its hand."""
    lines = []
    for alliance in state.alliances:
        if seat in (alliance.a, alliance.b):
            other = alliance.b if alliance.a == seat else alliance.a
            span = "to the end of the game" if alliance.until == TO_THE_END else f"to round {alliance.until}"
            lines.append(f"Secret alliance with {other} {span}: {TERMS}.")
    return lines

