"""The steps of a battle (LG-BAT-*): the battle itself runs by rule and asks the defender for two sealed cards and
the attacker for an option each round; a non-player power's choices are made by the rules."""

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.situation import Prompt
from rules.core.steps import Frame
from rules.laguerre import ai, ai_battle, battle, steps_advanced, steps_spies
from rules.laguerre.actions import Attack, Cards, Deploy, Retreat
from rules.laguerre.armies import leader_name
from rules.laguerre.deployment import FORMATIONS, LINE
from rules.laguerre.mapdata import name
from rules.laguerre.observe import observe_power
from rules.laguerre.state import LgState
from rules.laguerre.step_base import LgMachine, LgStep
from rules.laguerre.tables import CARDS


def card_pairs() -> list[tuple[str, str]]:
    """Every pair of two different battle-type cards (sorted, as the catalogue joins them)."""
    return [(a, b) for a in sorted(CARDS) for b in sorted(CARDS) if a < b]


class BattleRun(LgStep):
    """LG-BAT-1..9: the battle in progress (automatic): it asks for cards, rolls, asks for an option, resolves."""

    name = "battle"
    rule = "LG-BAT-1"
    automatic = True

    def run(self, state: LgState, frame: Frame, ctx: Context, machine: LgMachine) -> None:
        fight = state.battle
        if fight is None:
            _retreats(state, ctx, machine)
            return
        if steps_advanced.ask_overrun(state, ctx, machine) or state.battle is None:
            return
        for side in ("defender", "attacker"):
            if side not in fight.formations:
                power = battle.side_power(state, side)
                seat = state.seat_of(power)
                if seat is not None:
                    machine.push(state, "battle_deploy", seat, side=side)
                    return
                fight.formations[side] = ai_battle.deploy(observe_power(state, power), side)
        if not fight.cards:
            if steps_spies.open_window(state, machine, "defender"):
                return
            defender = battle.defending_power(state)
            seat = state.seat_of(defender)
            if seat is not None:
                machine.push(state, "battle_cards", seat)
                return
            fight.cards = list(ai.battle_cards(observe_power(state, defender), defender, ctx.dice))
        if not fight.die:
            battle.roll_options(state, ctx)
        if steps_spies.open_window(state, machine, "attacker"):
            return
        attacker = battle.attacker(state).power
        seat = state.seat_of(attacker)
        if seat is not None:
            machine.push(state, "battle_attack", seat)
            return
        option = ai.battle_option(observe_power(state, attacker), attacker, battle.options(state))
        _round(state, ctx, option)


def _retreats(state: LgState, ctx: Context, machine: LgMachine) -> None:
    """LG-BAT-9: each beaten army with more than one place to go retreats where its side chooses; then the battle
    step ends."""
    if not state.retreats:
        machine.pop(state, ctx)
        return
    army_id = next(iter(state.retreats))
    power = state.armies[army_id].power
    seat = state.seat_of(power)
    if seat is not None:
        machine.push(state, "battle_retreat", seat, army=army_id)
        return
    places = battle.retreat_choices(state, army_id)
    battle.retreat(state, ctx, army_id, ai_battle.retreat(observe_power(state, power), army_id, places))


def _round(state: LgState, ctx: Context, option: str) -> None:
    over = battle.fight_round(state, ctx, option)
    if not over and state.battle is not None:
        state.battle.die = 0


class BattleDeploy(LgStep):
    """LG-BAT-2: one side of the battle seals its formation (the defender first), once per battle."""

    name = "battle_deploy"
    rule = "LG-BAT-2"
    doing = "deploy in a formation (/deploy formation:…)"

    def prompt(self, state: LgState, frame: Frame, seat: str) -> Prompt:
        where = name(state.battle.province) if state.battle else "?"
        return Prompt(f"Battle of {where}: deploy as the {frame.data['side']} (/deploy formation:{LINE} deploys as "
                      f"the rules would; or {', '.join(f for f in FORMATIONS if f != LINE)}).", rule=self.rule,
                      owed="1 formation")

    def options(self, state: LgState, frame: Frame, power: str) -> list[Action]:
        return [Deploy(formation=f) for f in FORMATIONS]

    def do(self, state: LgState, frame: Frame, power: str, action: Action, ctx: Context, machine: LgMachine) -> None:
        assert isinstance(action, Deploy) and state.battle is not None
        state.battle.formations[frame.data["side"]] = action.formation
        ctx.say(f"The {frame.data['side']} at {name(state.battle.province)} has deployed.", kind="battle")
        machine.pop(state, ctx)


class BattleCards(LgStep):
    """LG-BAT-3: the defender seals two battle-type cards for this round."""

    name = "battle_cards"
    rule = "LG-BAT-3"
    doing = "seal two battle-type cards (/cards cards:…)"

    def prompt(self, state: LgState, frame: Frame, seat: str) -> Prompt:
        where = name(state.battle.province) if state.battle else "?"
        rnd = state.battle.round if state.battle else 0
        return Prompt(f"Battle of {where}, round {rnd}: seal two battle-type cards (/cards cards:A + B).",
                      rule=self.rule, owed="2 cards")

    def options(self, state: LgState, frame: Frame, power: str) -> list[Action]:
        return [Cards(cards=pair) for pair in card_pairs()]

    def do(self, state: LgState, frame: Frame, power: str, action: Action, ctx: Context, machine: LgMachine) -> None:
        assert isinstance(action, Cards) and state.battle is not None
        state.battle.cards = list(action.cards)
        ctx.say(f"The defender at {name(state.battle.province)} has sealed two cards.", kind="battle")
        machine.pop(state, ctx)


class BattleAttack(LgStep):
    """LG-BAT-4: the attacker picks an offered option (or withdraws)."""

    name = "battle_attack"
    rule = "LG-BAT-4"
    doing = "pick an offensive option (/attack option:…)"

    def prompt(self, state: LgState, frame: Frame, seat: str) -> Prompt:
        die = state.battle.die if state.battle else 0
        return Prompt(f"Your leader rolled {die} on the Offensive Combat Options table: pick an option he is "
                      "offered, or Withdraw (/attack option:…).", rule=self.rule, owed="1 option")

    def options(self, state: LgState, frame: Frame, power: str) -> list[Action]:
        return [Attack(option=o) for o in battle.options(state)] if state.battle else []

    def do(self, state: LgState, frame: Frame, power: str, action: Action, ctx: Context, machine: LgMachine) -> None:
        assert isinstance(action, Attack)
        _round(state, ctx, action.option)
        machine.pop(state, ctx)


class BattleRetreat(LgStep):
    """LG-BAT-9: the beaten army's side picks where it retreats, among the places the rule allows."""

    name = "battle_retreat"
    rule = "LG-BAT-9"
    doing = "retreat your beaten army (/retreat to:…)"

    def prompt(self, state: LgState, frame: Frame, seat: str) -> Prompt:
        army = frame.data["army"]
        places = ", ".join(name(p) for p in battle.retreat_choices(state, army))
        return Prompt(f"{leader_name(army)}'s army is beaten: retreat to one of {places} (/retreat to:…).",
                      rule=self.rule, owed="1 retreat")

    def options(self, state: LgState, frame: Frame, power: str) -> list[Action]:
        return [Retreat(to=p) for p in battle.retreat_choices(state, frame.data["army"])]

    def do(self, state: LgState, frame: Frame, power: str, action: Action, ctx: Context, machine: LgMachine) -> None:
        assert isinstance(action, Retreat)
        battle.retreat(state, ctx, frame.data["army"], action.to)
        machine.pop(state, ctx)
