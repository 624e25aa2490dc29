"""Advanced 5.128 (option ``negotiated``): a surrender on freely negotiated terms.

The terms a surrender may carry (LG-ADV-5.128a), one of each kind but provinces, which may be several:

- ``cede:<province>``: a province the surrendering power holds (not its capital) passes to the victor;
- ``gold:N`` (10–50): Gold paid to the victor (as much as the treasury holds);
- ``vp:N`` (5, 10, 15): VP from the surrendering power to the victor;
- ``passage:Y`` (1–3): the victor's free passage through the surrendering power for Y years;
- ``peace:Y`` (1–3): the peace binds for Y years (LG-DIP-10's truce lengthened);
- ``alliance:Y`` (1–3): the two become allies for Y years (no subsidy), then the alliance lapses.

A power drafts its terms for one enemy with ``/terms to: term:`` (each term added or dropped; the draft is its own
secret), then offers them: ``/offer make to: deal:My surrender on my terms: …`` (a secret deal: its terms are
told only to the two). The receiver may decline it even when it holds home provinces of the surrendering power:
the forced acceptance of 5.128 is for a normal surrender offer (a terms group), and without agreement "there is
no surrender and the war continues"."""

from rules.core.context import Context
from rules.core.offers import Deal
from rules.laguerre import advanced, conquest, ledger
from rules.laguerre import diplomacy as dip
from rules.laguerre.mapdata import capital_of, name
from rules.laguerre.state import LgState

GOLD_TERMS = (10, 20, 30, 40, 50)
VP_TERMS = (5, 10, 15)
YEARS = (1, 2, 3)
SEASONS_A_YEAR = 4
KIND_NAMES = {"cede": "cede", "gold": "Gold", "vp": "VP", "passage": "free passage", "peace": "peace",
              "alliance": "alliance"}


def describe(term: str) -> str:
    """A term in words: "Bavaria ceded", "20 Gold", "free passage for 2 years" …"""
    kind, _, value = term.partition(":")
    if kind == "cede":
        return f"{name(value)} ceded"
    if kind in ("gold", "vp"):
        return f"{value} {KIND_NAMES[kind]}"
    years = "a year" if value == "1" else f"{value} years"
    return {"passage": f"free passage for {years}", "peace": f"a peace binding {years}",
            "alliance": f"an alliance for {years}"}[kind]


def draft_key(loser: str, victor: str) -> str:
    """Where a draft of ``loser``'s terms for ``victor`` is kept."""
    return f"{loser}>{victor}"


def may_negotiate(state: LgState, loser: str, victor: str) -> bool:
    """LG-ADV-5.128: a played power at war with ``loser`` may be offered free terms (a non-player country never
    benefits from surrender, 5.121)."""
    return (advanced.enabled(state, "negotiated") and dip.at_war(state, loser, victor)
            and state.seat_of(victor) is not None)


def terms_on_offer(state: LgState, loser: str) -> list[str]:
    """Every term ``loser`` may put in a draft."""
    capital = capital_of(loser)
    provinces = sorted(p for p, owner in state.control.items() if owner == loser and p != capital)
    return [*(f"cede:{p}" for p in provinces), *(f"gold:{g}" for g in GOLD_TERMS), *(f"vp:{v}" for v in VP_TERMS),
            *(f"{k}:{y}" for k in ("passage", "peace", "alliance") for y in YEARS)]


def toggle(state: LgState, loser: str, victor: str, term: str, remove: bool) -> None:
    """Add ``term`` to ``loser``'s draft for ``victor`` (replacing a term of the same kind but provinces), or drop
    it."""
    draft = state.drafts.setdefault(draft_key(loser, victor), [])
    kind = term.partition(":")[0]
    if remove:
        draft.remove(term)
    else:
        draft[:] = [t for t in draft if kind == "cede" or t.partition(":")[0] != kind] + [term]
    if not draft:
        del state.drafts[draft_key(loser, victor)]


def free_deal(terms: list[str]) -> Deal:
    """The secret deal of a surrender on ``terms``."""
    return Deal(code="terms:" + "+".join(terms), text="My surrender on my terms: " + ", ".join(
        describe(t) for t in terms), secret=True)


def free_deals(state: LgState, loser: str, victor: str) -> list[Deal]:
    """The surrender on the drafted terms ``loser`` may offer ``victor`` now (none without a draft)."""
    draft = state.drafts.get(draft_key(loser, victor))
    if not draft or not may_negotiate(state, loser, victor) or not still_valid(state, loser, victor, draft):
        return []
    return [free_deal(draft)]


def still_valid(state: LgState, loser: str, victor: str, terms: list[str]) -> bool:
    """Whether a surrender on ``terms`` can still be carried out (at war, every province still the loser's)."""
    offered = set(terms_on_offer(state, loser))
    return dip.at_war(state, loser, victor) and all(t in offered for t in terms)


def worth(state: LgState, victor: str, loser: str, terms: list[str]) -> int:
    """LG-AI-13: what ``terms`` are worth to ``victor``, in Gold: a province 10, Gold at face value, a VP 4 (its
    price, LG-VP-4), a year's passage 5, a year's alliance 10 when the two share an enemy; a peace nothing."""
    shared = bool(set(dip.enemies(state, victor)) & set(dip.enemies(state, loser)) - {victor, loser})
    per_year = {"passage": 5, "alliance": 10 if shared else 0, "peace": 0}
    total = 0
    for term in terms:
        kind, _, value = term.partition(":")
        total += 10 if kind == "cede" else int(value) * {"gold": 1, "vp": 4, **per_year}[kind]
    return total


def carry_out(state: LgState, ctx: Context, loser: str, victor: str, terms: list[str]) -> None:
    """LG-ADV-5.128: ``loser`` surrenders to ``victor`` on ``terms``: peace, the loser's alliances broken (5.121),
    each term enforced, then the victor evacuates the home provinces not ceded (LG-SUR-6)."""
    ctx.say(f"🏳️ {dip.country_name(loser)} surrenders to {dip.country_name(victor)} on negotiated terms "
            "(LG-ADV-5.128).", kind="surrender")
    seats = [s for s in (state.seat_of(loser), state.seat_of(victor)) if s is not None]
    ctx.tell(seats, "The terms: " + ", ".join(describe(t) for t in terms) + ".", kind="terms")
    dip.make_peace(state, loser, victor, ctx)
    for friend in dip.allies(state, loser):
        dip.break_alliance(state, loser, friend, ctx, "LG-SUR-3")
    ceded: list[str] = []
    for term in terms:
        kind, _, value = term.partition(":")
        if kind == "cede":
            state.control[value], state.garrison[value] = victor, 1
            ctx.say(f"{name(value)} is ceded to {dip.country_name(victor)} (LG-ADV-5.128).", kind="control")
            ceded.append(value)
        elif kind == "gold":
            ledger.pay(state, ctx, loser, min(int(value), max(state.treasury[loser], 0)),
                       "negotiated surrender (LG-ADV-5.128)", to=victor)
        elif kind == "vp":
            ledger.vp(state, ctx, victor, int(value), f"{dip.country_name(loser)} surrenders (LG-ADV-5.128)")
            ledger.vp(state, ctx, loser, -int(value), f"surrender to {dip.country_name(victor)} (LG-ADV-5.128)")
        else:
            _lasting(state, ctx, loser, victor, kind, int(value))
    conquest.restore(state, ctx, loser, victor, ceded)


def _lasting(state: LgState, ctx: Context, loser: str, victor: str, kind: str, years: int) -> None:
    until = state.turn + years * SEASONS_A_YEAR
    if kind == "passage":
        state.passage[f"{victor}>{loser}"] = until
    elif kind == "peace":
        pair = "-".join(sorted((loser, victor)))
        state.truce[pair] = max(state.truce.get(pair, -1), until)
    else:
        dip.ally(state, loser, victor, loser, 0, ctx)
        found = dip.alliance(state, loser, victor)
        assert found is not None
        found.until = until


def lapse_alliances(state: LgState, ctx: Context) -> None:
    """LG-ADV-5.128: an alliance agreed for some years in a surrender lapses when they are over."""
    for found in [a for a in state.alliances if 0 <= a.until <= state.turn]:
        dip.break_alliance(state, found.a, found.b, ctx, "LG-ADV-5.128, its years are over")
