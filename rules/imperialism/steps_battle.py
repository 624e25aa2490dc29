"""A land battle as steps (IMP-BAT-*): an automatic step rolls each round and asks, as pushed frames, for the
aimed hits, the losses and the retreats (attacker first). Natives are run by a seat at war with their enemy, or
by the rules (IMP-NAT-12); natives never retreat."""

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.situation import Prompt
from rules.core.steps import Frame
from rules.imperialism import battles, combat, naval_retreat, places, scorched, steps_naval
from rules.imperialism.actions import Aim, Convert, Done, Lose, Retreat, Stand, Transfer
from rules.imperialism.state import NATIVES, Battle, ImpState
from rules.imperialism.step_base import ImpMachine, ImpStep
from rules.imperialism.steps_natives import roll_revolts
from rules.imperialism.tables import COMBINE_HITS


def decider(battle: Battle, side: str) -> str | None:
    """The seat that decides for ``side`` (None: the rules' AI runs the natives)."""
    return battle.native_seat if side == NATIVES else side


def end_battle(state: ImpState, rolls: list[str], ctx: Context, machine: ImpMachine) -> None:
    """The battle is over (``battles.finish`` returned ``rolls``): back to the mover's combat step, after the
    cascade of revolt rolls when natives won a revolt (IMP-NAT-14)."""
    machine.pop(state, ctx)
    roll_revolts(state, machine, rolls)


def _battle(state: ImpState) -> Battle:
    assert state.battle is not None
    return state.battle


class BattleRun(ImpStep):
    """The battle's automatic course: roll a round, take the hits, check the result, offer retreats."""

    name = "battle"
    phase = "Combat"
    rule = "IMP-BAT-1"
    automatic = True

    def run(self, state: ImpState, frame: Frame, ctx: Context, machine: ImpMachine) -> None:
        battle = _battle(state)
        if battle.stage == "roll":
            battle.round += 1
            battle.stage = "dice"
            room = combat.transfer_room(state, battle)
            if room is not None:
                machine.push(state, TransferStep.name, room[0])
        elif battle.stage == "dice":
            scored = combat.roll_hits(state, battle, ctx)
            battle.hits = {combat.opponent(battle, side): n for side, n in scored.items()}
            battle.aim_asked, battle.transfer = [], 0
            battle.stage = "losses"
        elif battle.stage == "losses":
            self._losses(state, battle, ctx, machine)
        elif battle.stage == "result":
            self._result(state, battle, ctx, machine)
        else:
            self._retreat(state, battle, ctx, machine)

    def _losses(self, state: ImpState, battle: Battle, ctx: Context, machine: ImpMachine) -> None:
        for victim in (battle.defender, battle.attacker):
            kinds = combat.eligible_losses(combat.force(state, battle, victim))
            if battle.hits.get(victim, 0) <= 0 or not kinds:
                battle.hits[victim] = 0
                continue
            hitter = combat.opponent(battle, victim)
            if battle.hits[victim] >= COMBINE_HITS and len(kinds) > 1 and victim not in battle.aim_asked:
                seat = decider(battle, hitter)
                if seat is None:
                    battle.aim_asked.append(victim)
                else:
                    machine.push(state, AimStep.name, seat, victim=victim)
                return
            seat = decider(battle, victim)
            if len(kinds) == 1 or seat is None:
                combat.lose(state, battle, victim, kinds[0], ctx)
                battle.hits[victim] -= 1
            else:
                machine.push(state, LoseStep.name, seat, victim=victim)
            return
        battle.stage = "result"

    def _result(self, state: ImpState, battle: Battle, ctx: Context, machine: ImpMachine) -> None:
        a = combat.brigades(combat.force(state, battle, battle.attacker))
        d = combat.brigades(combat.force(state, battle, battle.defender))
        winner = None
        if a == 0 and d == 0 and NATIVES in (battle.attacker, battle.defender):
            winner = NATIVES
        elif a == 0 and d == 0:
            self._both_broken(state, battle, ctx, machine)
            return
        elif a == 0:
            winner = battle.defender
        elif d == 0:
            winner = battle.attacker
        if winner is not None:
            loser = combat.opponent(battle, winner)
            if battles.must_choose(state, battle, loser):
                machine.push(state, ConvertStep.name, loser, leave="IMP-BAT-8")
                return
            end_battle(state, battles.finish(state, battle, winner, ctx), ctx, machine)
            scorched.ask(state, battle, winner, machine)
            return
        battle.stage = "retreat_attacker"

    def _both_broken(self, state: ImpState, battle: Battle, ctx: Context, machine: ImpMachine) -> None:
        """Both player sides down to parties: the attacker retreats (where to is asked when more than one region
        is open), then the defender converts a party or retreats (asked unless only one answer is possible)
        (IMP-BAT-11)."""
        if battles.must_choose(state, battle, battle.attacker):
            machine.push(state, ConvertStep.name, battle.attacker, leave="IMP-BAT-11")
            return
        kinds = battles.parties_left(state, battle)
        if not kinds:
            battles.both_leave(state, battle, None, ctx)
            machine.pop(state, ctx)
        elif len(kinds) == 1 and not combat.retreats(state, battle, battle.defender):
            end_battle(state, battles.convert(state, battle, kinds[0], ctx), ctx, machine)
        else:
            machine.push(state, ConvertStep.name, battle.defender)

    def _retreat(self, state: ImpState, battle: Battle, ctx: Context, machine: ImpMachine) -> None:
        side = battle.attacker if battle.stage == "retreat_attacker" else battle.defender
        battle.stage = "retreat_defender" if battle.stage == "retreat_attacker" else "roll"
        if side != NATIVES and retreat_options(state, battle, side):
            machine.push(state, RetreatStep.name, side)


class AimStep(ImpStep):
    """With three hits or more, combine three into one hit on the enemy unit type you choose, or /done (IMP-BAT-6)."""

    name = "aim"
    phase = "Combat"
    rule = "IMP-BAT-6"
    kinds = (Aim, Done)
    doing = "aim three hits at one unit type (/aim unit:…) or /done"

    def prompt(self, state: ImpState, frame: Frame, seat: str) -> Prompt:
        hits = _battle(state).hits[frame.data["victim"]]
        return Prompt(f"Battle: {hits} hits on {frame.data['victim']}. Combine three into one aimed hit "
                      f"(/aim unit:…), or /done to let them choose.", rule=self.rule, owed=f"{hits} hits",
                      pass_verb="done")

    def actions(self, state: ImpState, frame: Frame, seat: str) -> list[Action]:
        battle = _battle(state)
        kinds = combat.eligible_losses(combat.force(state, battle, frame.data["victim"]))
        return [*(Aim(unit=k) for k in kinds), Done()]

    def handle(self, state: ImpState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: ImpMachine) -> None:
        battle, victim = _battle(state), frame.data["victim"]
        if isinstance(action, Aim):
            battle.hits[victim] -= COMBINE_HITS
            combat.lose(state, battle, victim, action.unit, ctx)
        else:
            battle.aim_asked.append(victim)
        machine.pop(state, ctx)


class LoseStep(ImpStep):
    """Take a hit: choose the unit to lose, brigades before parties (IMP-BAT-5)."""

    name = "lose"
    phase = "Combat"
    rule = "IMP-BAT-5"
    kinds = (Lose,)
    doing = "choose a unit to lose (/lose unit:…)"

    def prompt(self, state: ImpState, frame: Frame, seat: str) -> Prompt:
        victim = frame.data["victim"]
        hits = _battle(state).hits[victim]
        whose = "the natives'" if victim == NATIVES else "your"
        return Prompt(f"Battle in {places.name(_battle(state).region)}: choose {whose} losses (/lose unit:…), "
                      f"brigades before parties.", rule=self.rule, owed=f"{hits} hit{'s' if hits != 1 else ''}")

    def actions(self, state: ImpState, frame: Frame, seat: str) -> list[Action]:
        forces = combat.force(state, _battle(state), frame.data["victim"])
        return [Lose(unit=k) for k in combat.eligible_losses(forces)]

    def handle(self, state: ImpState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: ImpMachine) -> None:
        assert isinstance(action, Lose)
        battle = _battle(state)
        combat.lose(state, battle, frame.data["victim"], action.unit, ctx)
        battle.hits[frame.data["victim"]] -= 1
        machine.pop(state, ctx)


def retreat_options(state: ImpState, battle: Battle, side: str) -> list[str]:
    """Where ``side`` may retreat: regions (IMP-BAT-8), then sea areas with its fleets (IMP-NAV-10)."""
    return [*combat.retreats(state, battle, side), *naval_retreat.seas(state, battle, side)]


class RetreatStep(ImpStep):
    """After a round, retreat the whole force (attacker to where it came from, defender to a region of its) or
    /stand (IMP-BAT-8)."""

    name = "retreat"
    phase = "Combat"
    rule = "IMP-BAT-8"
    kinds = (Retreat, Stand)
    doing = "retreat (/retreat to:…) or fight on (/stand)"

    def prompt(self, state: ImpState, frame: Frame, seat: str) -> Prompt:
        battle = _battle(state)
        mine = combat.force(state, battle, seat)
        theirs = combat.force(state, battle, combat.opponent(battle, seat))
        return Prompt(f"Battle in {places.name(battle.region)} after round {battle.round}: your "
                      f"{combat.brigades(mine)} brigades against {combat.brigades(theirs)}. /retreat to:… or /stand.",
                      rule=self.rule, pass_verb="stand")

    def actions(self, state: ImpState, frame: Frame, seat: str) -> list[Action]:
        return [*(Retreat(region=r) for r in retreat_options(state, _battle(state), seat)), Stand()]

    def handle(self, state: ImpState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: ImpMachine) -> None:
        battle = _battle(state)
        machine.pop(state, ctx)
        if isinstance(action, Retreat) and action.region in places.sea_ids():
            naval_retreat.retreat(state, battle, seat, action.region, ctx)
            battles.finish(state, battle, combat.opponent(battle, seat), ctx)
            machine.pop(state, ctx)
            steps_naval.after_retreat(state, seat, action.region, ctx, machine)
            scorched.ask(state, battle, combat.opponent(battle, seat), machine)
        elif isinstance(action, Retreat):
            combat.retreat(state, battle, seat, action.region, ctx)
            end_battle(state, battles.finish(state, battle, combat.opponent(battle, seat), ctx), ctx, machine)
            scorched.ask(state, battle, combat.opponent(battle, seat), machine)


class TransferStep(ImpStep):
    """Before a round's dice, the side with the only general may transfer its DRM points: each point taken off
    its own DRM is taken off the other side's too, neither going below zero (IMP-BAT-4)."""

    name = "transfer"
    phase = "Combat"
    rule = "IMP-BAT-4"
    kinds = (Transfer,)
    doing = "choose how many DRM points your general transfers (/transfer drm:…)"

    def prompt(self, state: ImpState, frame: Frame, seat: str) -> Prompt:
        battle = _battle(state)
        drm = combat.adjust(combat.raw_drms(state, battle), (battle.attacker, battle.defender))
        other = combat.opponent(battle, seat)
        room = combat.transfer_room(state, battle)
        most = room[1] if room else 0
        return Prompt(f"Battle in {places.name(battle.region)}, round {battle.round}: your DRM is +{drm[seat]}, "
                      f"{other}'s +{drm[other]}. Your general may take up to {most} point(s) off both sides "
                      f"(/transfer drm:0–{most}); it pays when they roll more dice than you.", rule=self.rule,
                      owed="a choice")

    def actions(self, state: ImpState, frame: Frame, seat: str) -> list[Action]:
        room = combat.transfer_room(state, _battle(state))
        return [Transfer(points=n) for n in range(0, (room[1] if room else 0) + 1)]

    def handle(self, state: ImpState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: ImpMachine) -> None:
        assert isinstance(action, Transfer)
        battle = _battle(state)
        battle.transfer = action.points
        if action.points:
            ctx.say(f"{seat}'s general transfers {action.points} DRM point(s) in {places.name(battle.region)}.",
                    kind="battle", seat=seat)
        machine.pop(state, ctx)


class ConvertStep(ImpStep):
    """Both player sides are down to parties: the defender converts one party into infantry and keeps the
    region, or retreats its parties (the region then reverts to the natives); the attacker retreats
    (IMP-BAT-11). The same question, with ``leave`` (the rule id) in its frame, asks a side whose units must
    leave the battle where they go, when more than one region is open to them (IMP-BAT-8, IMP-BAT-11)."""

    name = "convert"
    phase = "Combat"
    rule = "IMP-BAT-11"
    kinds = (Convert, Retreat)
    doing = "convert a party into infantry (/convert unit:…) or retreat (/retreat to:…)"

    def prompt(self, state: ImpState, frame: Frame, seat: str) -> Prompt:
        battle = _battle(state)
        if frame.data.get("leave"):
            return Prompt(f"Battle in {places.name(battle.region)}: your units there must retreat; choose where "
                          f"(/retreat to:…): {_open_to(state, battle, seat)}.", rule=frame.data["leave"],
                          owed="a choice")
        return Prompt(f"Battle in {places.name(battle.region)}: both sides are down to parties; {battle.attacker} "
                      f"must retreat. Turn one of your parties into infantry and keep the region (/convert "
                      f"unit:…), or retreat your parties (/retreat to:…) and let it revert to the natives.",
                      rule=self.rule, owed="a choice")

    def actions(self, state: ImpState, frame: Frame, seat: str) -> list[Action]:
        battle = _battle(state)
        converts = [] if frame.data.get("leave") else battles.parties_left(state, battle)
        return [*(Convert(unit=k) for k in converts),
                *(Retreat(region=r) for r in combat.retreats(state, battle, seat))]

    def refusal(self, state: ImpState, frame: Frame, seat: str, action: Action) -> tuple[str, str] | None:
        battle = _battle(state)
        rule = str(frame.data.get("leave") or self.rule)
        if isinstance(action, Convert) and frame.data.get("leave"):
            return rule, f"your units must retreat from {places.name(battle.region)}, not convert"
        if isinstance(action, Retreat) and action.region not in combat.retreats(state, battle, seat):
            return rule, (f"your units cannot retreat to {places.name(action.region)}; open to them: "
                          f"{_open_to(state, battle, seat)}")
        return None

    def handle(self, state: ImpState, frame: Frame, seat: str, action: Action, ctx: Context,
               machine: ImpMachine) -> None:
        battle = _battle(state)
        machine.pop(state, ctx)
        if frame.data.get("leave"):
            assert isinstance(action, Retreat)
            combat.retreat(state, battle, seat, action.region, ctx)
        elif isinstance(action, Convert):
            end_battle(state, battles.convert(state, battle, action.unit, ctx), ctx, machine)
        else:
            assert isinstance(action, Retreat)
            battles.both_leave(state, battle, action.region, ctx)
            machine.pop(state, ctx)


def _open_to(state: ImpState, battle: Battle, side: str) -> str:
    """The regions ``side``'s units may retreat to, by name."""
    return ", ".join(places.name(r) for r in combat.retreats(state, battle, side)) or "none"


BATTLE_STEPS: tuple[ImpStep, ...] = (BattleRun(), AimStep(), LoseStep(), RetreatStep(), TransferStep(),
                                     ConvertStep())
