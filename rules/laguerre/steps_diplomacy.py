"""The bidding for powers and the Diplomacy Phase: war, broken alliances, offers, the cancel-declaration roll and
the answers to offers (LG-BID-*, LG-DIP-*)."""

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.offers import AnswerOffer, MakeOffer, apply_offer, offer_answers, offers_to_make
from rules.core.situation import Prompt
from rules.core.steps import Frame
from rules.laguerre import deals, flow, ledger, npc, steps_spies, surrender_free, surrender_several, surrender_terms
from rules.laguerre import diplomacy as dip
from rules.laguerre.actions import Bid, BreakAlliance, Cancel, DeclareWar, Done
from rules.laguerre.actions_advanced import Terms
from rules.laguerre.geography import MINORS, POWERS
from rules.laguerre.powers import START_VP
from rules.laguerre.state import LgState
from rules.laguerre.step_base import LgMachine, LgStep
from rules.laguerre.tables import CANCEL_COST, cancel_result

BIDS = tuple(range(0, 65, 5))
"""LG-BID-1: the VP a seat may bid for a power: 0 to 60 in fives (designed)."""


class Bidding(LgStep):
    """LG-BID-1: before the game every seat seals a VP bid for each played power; LG-BID-2 assigns them."""

    name = "bid"
    rule = "LG-BID-1"
    simultaneous = True
    doing = "bid VP for the powers (/bid power:… vp:…), then /done"

    def actors(self, state: LgState, frame: Frame) -> list[str]:
        return [s for s in state.seats if s not in frame.data.get("done", [])]

    def prompt(self, state: LgState, frame: Frame, seat: str) -> Prompt:
        return Prompt("Seal your VP bids for the powers (/bid power:… vp:…); the highest bids choose first, and a "
                      "power starts with 100 VP less the bid that won it. /done seals them.", rule=self.rule,
                      owed=f"{len(self.actors(state, frame))} seat(s) still bidding", pass_verb="done")

    def actions(self, state: LgState, frame: Frame, seat: str) -> list[Action]:
        return [*(Bid(power=p, vp=v) for p in state.played for v in BIDS), Done()]

    def handle(self, state: LgState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: LgMachine) -> None:
        if isinstance(action, Bid):
            state.bids.setdefault(seat, {})[action.power] = action.vp
            ctx.tell([seat], f"Your sealed bid: {action.vp} VP for {dip.country_name(action.power)}.", kind="bid")
            return
        frame.data.setdefault("done", []).append(seat)
        ctx.say(f"{seat} has sealed its bids.", kind="bid")
        if not self.actors(state, frame):
            assign_powers(state, ctx)
            flow.first_turn(state, ctx, machine)


def assign_powers(state: LgState, ctx: Context) -> None:
    """LG-BID-2: the highest bid takes its power (ties: earlier seat, then join order); each seat gets one power
    and each power one seat; a power starts at 100 VP less the bid that won it [SRC lge.txt]."""
    ranked = sorted(((state.bids.get(s, {}).get(p, 0), i, j, s, p) for i, s in enumerate(state.seats)
                     for j, p in enumerate(state.played)), key=lambda t: (-t[0], t[1], t[2]))
    for bid, _, _, seat, power in ranked:
        if seat in state.power_of or power in state.power_of.values():
            continue
        state.power_of[seat] = power
        state.vp[power] = START_VP - bid
        ctx.say(f"{seat} plays {dip.country_name(power)} (bid {bid} VP) (LG-BID-2).", kind="bid")
    ctx.reveal()


class Diplomacy(LgStep):
    """LG-DIP-*: a power declares war, breaks alliances and makes offers, then /done."""

    name = "diplomacy"
    rule = "LG-DIP-1"
    doing = "declare war, break an alliance or make offers, then /done"

    def prompt(self, state: LgState, frame: Frame, seat: str) -> Prompt:
        power = self.power(state, frame, seat)
        terms = " /terms to:… term:… drafts the terms of your surrender;" if any(
            surrender_free.may_negotiate(state, power, e) for e in dip.enemies(state, power)) else ""
        return Prompt(f"Diplomacy Phase ({dip.country_name(power)}): /war on:…, /break with:…, /offer make to:… "
                      f"deal:…,{terms} then /done.", rule=self.rule, owed=_standing(state, power), pass_verb="done")

    def options(self, state: LgState, frame: Frame, power: str) -> list[Action]:
        targets = [c for c in (*POWERS, *MINORS) if c != power and not dip.at_war(state, c, power)
                   and not dip.allied(state, c, power) and f"{power}!{c}" not in state.offered
                   and not dip.in_truce(state, c, power)]
        return [*(DeclareWar(target=t) for t in targets), *(BreakAlliance(ally=a) for a in dip.allies(state, power)),
                *offers_to_make(deals.deals_for(state, power)), *_terms(state, power), Done()]

    def refusal(self, state: LgState, frame: Frame, power: str, action: Action) -> tuple[str, str] | None:
        if isinstance(action, DeclareWar) and dip.allied(state, power, action.target):
            return "LG-DIP-5", "you must break the alliance first"
        if isinstance(action, DeclareWar) and dip.at_war(state, power, action.target):
            return "LG-DIP-3", "you are already at war"
        if isinstance(action, DeclareWar) and dip.in_truce(state, power, action.target):
            return "LG-DIP-10", "a peace between you still binds (a truce of four seasons)"
        if isinstance(action, DeclareWar) and f"{power}!{action.target}" in state.offered:
            return "LG-DIP-7", "you declared war on them this season already"
        return None

    def do(self, state: LgState, frame: Frame, power: str, action: Action, ctx: Context, machine: LgMachine) -> None:
        if isinstance(action, DeclareWar):
            declare(state, ctx, machine, power, action.target)
        elif isinstance(action, BreakAlliance):
            dip.break_alliance(state, power, action.ally, ctx)
        elif isinstance(action, Terms):
            surrender_free.toggle(state, power, action.receiver, action.term, action.remove)
            ctx.tell([s for s in [state.seat_of(power)] if s], "Your draft terms for "
                     f"{dip.country_name(action.receiver)}: {_draft_text(state, power, action.receiver)}.",
                     kind="terms")
        elif isinstance(action, MakeOffer):
            sender = deals.receiver_id(state, power)
            state.offered.append(f"{power}>{action.receiver}")
            apply_offer(state.offers, sender, action, f"{state.turn}:diplomacy", ctx,
                        lambda offer, c: deals.carry_out(state, offer, c))
            receivers = [deals.country_of(state, action.receiver)]
            state.drafts.pop(surrender_free.draft_key(power, receivers[0]), None)
            if surrender_several.is_joint(action.deal):
                ids = {c: deals.receiver_id(state, c) for c in (power, *dip.enemies(state, power))}
                receivers += surrender_several.send(state, ctx, power, action, f"{state.turn}:diplomacy", ids)
            for receiver in receivers:
                if state.seat_of(receiver) is None:
                    npc.answer_offer(state, ctx, receiver)
        else:
            flow.next_power(state, ctx, machine, "diplomacy", frame.data["i"] + 1)


def _terms(state: LgState, power: str) -> list[Action]:
    """LG-ADV-5.128: the terms ``power`` may add to or drop from its drafts, for each played enemy it has not
    offered anything this season."""
    found: list[Action] = []
    for enemy in dip.enemies(state, power):
        receiver = deals.receiver_id(state, enemy)
        if not surrender_free.may_negotiate(state, power, enemy) or f"{power}>{receiver}" in state.offered:
            continue
        draft = state.drafts.get(surrender_free.draft_key(power, enemy), [])
        found += [Terms(receiver=enemy, term=t) for t in surrender_free.terms_on_offer(state, power) if t not in draft]
        found += [Terms(receiver=enemy, term=t, remove=True) for t in draft]
    return found


def _draft_text(state: LgState, power: str, enemy: str) -> str:
    draft = state.drafts.get(surrender_free.draft_key(power, enemy), [])
    return ", ".join(surrender_free.describe(t) for t in draft) or "none"


def _standing(state: LgState, power: str) -> str:
    wars = ", ".join(dip.country_name(c) for c in dip.enemies(state, power)) or "nobody"
    friends = ", ".join(dip.country_name(c) for c in dip.allies(state, power)) or "nobody"
    return f"at war with {wars}; allied with {friends}"


def declare(state: LgState, ctx: Context, machine: LgMachine, power: str, target: str) -> None:
    """LG-DIP-3: a declaration of war; a played target may first try the cancel table (LG-DIP-7). A power
    declares war on a country at most once a season (a cancelled declaration is not repeated at once)."""
    ctx.say(f"📣 {dip.country_name(power)} declares war on {dip.country_name(target)} (LG-DIP-3).", kind="war")
    state.offered.append(f"{power}!{target}")
    seat = state.seat_of(target)
    if seat is not None and state.treasury[target] >= CANCEL_COST:
        machine.push(state, "cancel", seat, declarer=power, target=target)
    elif seat is None and npc.tries_cancel(state, target):
        resolve_cancel(state, ctx, power, target)
    else:
        dip.declare_war(state, power, target, ctx)


def resolve_cancel(state: LgState, ctx: Context, declarer: str, target: str, war_if_stands: bool = True) -> bool:
    """LG-DIP-7: the target pays 10 Gold and rolls d100 on the Cancel Declaration table; True when cancelled
    (when it stands, the war begins unless ``war_if_stands`` is False: a second attempt may follow)."""
    ledger.pay(state, ctx, target, CANCEL_COST, "cancel-declaration attempt (LG-DIP-7)")
    roll = ctx.roll(dip.country_name(target), "Cancel Declaration table (LG-DIP-7)", 1, sides=100)[0]
    return _cancel_outcome(state, ctx, declarer, target, cancel_result(roll) == "cancelled", war_if_stands)


def _cancel_outcome(state: LgState, ctx: Context, declarer: str, target: str, cancelled: bool,
                    war_if_stands: bool = True) -> bool:
    if cancelled:
        ctx.say(f"The declaration of war by {dip.country_name(declarer)} is cancelled (LG-DIP-7).", kind="war")
    else:
        ctx.say("The declaration stands (LG-DIP-7).", kind="war")
        if war_if_stands:
            dip.declare_war(state, declarer, target, ctx)
    return cancelled


class CancelDeclaration(LgStep):
    """LG-DIP-7: the power declared upon may pay 10 Gold to roll on the Cancel Declaration table."""

    name = "cancel"
    rule = "LG-DIP-7"
    doing = "/cancel to try the Cancel Declaration table (10 Gold), or /done to accept the war"

    def prompt(self, state: LgState, frame: Frame, seat: str) -> Prompt:
        declarer = dip.country_name(frame.data["declarer"])
        if frame.data.get("second"):
            return Prompt(f"The declaration by {declarer} stands, but your agent in a capital allows a second "
                          f"attempt: /cancel to pay {steps_spies.SECOND_CANCEL_COST} Gold and roll d100 again (10–29 "
                          "doubles your agent, 30–39 turns him back), or /done to accept the war.",
                          rule="LG-SPY-14", pass_verb="done", irreversible=True)
        return Prompt(f"{declarer} declares war on you: /cancel to pay {CANCEL_COST} Gold and roll d100 (40–100 "
                      "cancels it), or /done to accept the war.", rule=self.rule, pass_verb="done",
                      irreversible=True)

    def options(self, state: LgState, frame: Frame, power: str) -> list[Action]:
        return [Cancel(), Done()]

    def do(self, state: LgState, frame: Frame, power: str, action: Action, ctx: Context, machine: LgMachine) -> None:
        declarer, target = frame.data["declarer"], frame.data["target"]
        if isinstance(action, Cancel) and frame.data.get("second"):
            cancelled = steps_spies.second_cancel(state, ctx, declarer, target)
            _cancel_outcome(state, ctx, declarer, target, cancelled)
        elif isinstance(action, Cancel):
            if not resolve_cancel(state, ctx, declarer, target, war_if_stands=False):
                if steps_spies.second_cancel_agent(state, declarer, target):
                    frame.data["second"] = True
                    return
                dip.declare_war(state, declarer, target, ctx)
        else:
            dip.declare_war(state, declarer, target, ctx)
        machine.pop(state, ctx)


class Answers(LgStep):
    """LG-DIP-8: after every power's diplomacy, each seat answers the offers made to it."""

    name = "answers"
    rule = "LG-DIP-8"
    simultaneous = True
    doing = "accept or decline the offers made to you"

    def actors(self, state: LgState, frame: Frame) -> list[str]:
        return [s for s in state.seats if state.offers.to(s)]

    def prompt(self, state: LgState, frame: Frame, seat: str) -> Prompt:
        return Prompt("Answer the offers made to you (/offer accept or /offer decline).", rule=self.rule,
                      owed=f"{len(state.offers.to(seat))} offer(s)")

    def actions(self, state: LgState, frame: Frame, seat: str) -> list[Action]:
        forced = {o.id for o in state.offers.open if surrender_terms.must_accept(state, o, state.power_of[seat])}
        return [a for a in offer_answers(state.offers, seat) if isinstance(a, AnswerOffer) and a.answer != "withdraw"
                and not (a.answer == "decline" and a.offer in forced)]

    def refusal(self, state: LgState, frame: Frame, power: str, action: Action) -> tuple[str, str] | None:
        if isinstance(action, AnswerOffer) and action.answer == "decline":
            return "LG-ADV-5.128", "you hold one of its home provinces: you must accept its surrender"
        return None

    def handle(self, state: LgState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: LgMachine) -> None:
        assert isinstance(action, AnswerOffer)
        apply_offer(state.offers, seat, action, f"{state.turn}:diplomacy", ctx,
                    lambda offer, c: deals.carry_out(state, offer, c))
        if not self.actors(state, frame):
            state.offers.open.clear()
            flow.end_phase(state, ctx, machine, "answers")
