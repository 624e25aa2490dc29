"""The steps a Move phase card opens on top of the Move phase: control markers, enlisted units, and the
Americans' Winter Quarters discards (an interrupt: the British play it, the Americans choose)."""

from rules.core.actions import Action
from rules.core.context import Context
from rules.core.names import fold
from rules.core.situation import Prompt
from rules.core.steps import Frame, Machine
from rules.independence import economy, events_cards, refusals
from rules.independence.actions import Done, Place, Recruit, recruit_action
from rules.independence.losses import LoseStep
from rules.independence.movement import folded_name
from rules.independence.moving import Moving
from rules.independence.state import WoiState
from rules.independence.step_base import WoiStep
from rules.independence.territories import TERRITORY_BY_ID
from rules.independence.units import TROOP, UNIT_TYPE, unit_type
from rules.independence.wording import plural

WoiMachine = Machine[WoiState]


class Markers(WoiStep):
    """Place the control markers of an event card, one at a time (WOI-EVENT-3, -5..7, -10; ruling WOI-R-14)."""

    name = "markers"
    phase = "Move"
    rule = "WOI-R-14"
    kinds = (Place, Done)
    doing = "place a control marker (/place territory:…), or /done to give up the rest"

    def prompt(self, state: WoiState, frame: Frame, seat: str) -> Prompt:
        left = frame.data["markers_left"]
        return Prompt("Place a control marker on a territory with no enemy unit that you do not control "
                      "(/place territory:…), or /done to give up the rest.", rule=self.rule,
                      owed=plural(left, "marker"), pass_verb="done")

    def actions(self, state: WoiState, frame: Frame, seat: str) -> list[Action]:
        return [*(Place(territory=t) for t in events_cards.marker_territories(state, seat)), Done()]

    def refusal(self, state: WoiState, frame: Frame, seat: str, action: Action) -> tuple[str, str] | None:
        return refusals.place(state, seat, action.territory) if isinstance(action, Place) else None

    def handle(
        self, state: WoiState, frame: Frame, seat: str, action: Action, ctx: Context, machine: WoiMachine
    ) -> None:
        if isinstance(action, Place):
            state.control[action.territory] = seat
            frame.data["markers_left"] -= 1
            ctx.say(f"{seat} place a control marker in {TERRITORY_BY_ID[action.territory].name}.", kind="control")
            if frame.data["markers_left"] > 0 and events_cards.marker_territories(state, seat):
                return
        machine.pop(state, ctx)


class RecruitStep(WoiStep):
    """Taking drawn units one at a time into territories you control; ``paying`` says whether they cost their
    force (the Recruit phase) or nothing (Enlistments). ``finish`` says what follows the last one, or /done."""

    kinds = (Recruit, Done)
    paying: bool = True

    def actions(self, state: WoiState, frame: Frame, seat: str) -> list[Action]:
        places = economy.recruit_territories(state, seat)
        keys = economy.buyable(state, seat, self.paying)
        return [*(recruit_action(k, t) for k in keys for t in places), Done()]

    def action_count(self, state: WoiState, frame: Frame, seat: str) -> int:
        return len(economy.buyable(state, seat, self.paying)) * len(economy.recruit_territories(state, seat)) + 1

    def staged(self, state: WoiState, seat: str, chosen: dict[str, str]) -> list[Action]:
        """The recruits that agree with the options already chosen (unit and territory names matched ignoring
        accents and case), listed from the chosen names rather than filtered out of every recruit."""
        if set(chosen) - {"unit", "territory"}:
            return []
        unit, territory = (fold(chosen[name]) if name in chosen else None for name in ("unit", "territory"))
        keys = [k for k in economy.buyable(state, seat, self.paying) if unit in (None, fold(UNIT_TYPE[k].name))]
        places = [t for t in economy.recruit_territories(state, seat) if territory in (None, folded_name(t, "place"))]
        return [recruit_action(k, t) for k in keys for t in places]

    def refusal(self, state: WoiState, frame: Frame, seat: str, action: Action) -> tuple[str, str] | None:
        if isinstance(action, Recruit):
            return refusals.recruit(state, seat, action.unit, action.territory, paying=self.paying)
        return None

    def handle(
        self, state: WoiState, frame: Frame, seat: str, action: Action, ctx: Context, machine: WoiMachine
    ) -> None:
        if isinstance(action, Recruit):
            economy.take_unit(state, seat, action.unit, action.territory, ctx, paying=self.paying)
            if self.more(state, seat):
                return
        economy.end_draw(state, seat, ctx)
        self.finish(state, ctx, machine)

    def more(self, state: WoiState, seat: str) -> bool:
        """True while there is anything left to take after one unit."""
        return bool(state.drawn)

    def finish(self, state: WoiState, ctx: Context, machine: WoiMachine) -> None:
        """What follows the step."""
        machine.pop(state, ctx)


class Enlist(RecruitStep):
    """Enlistments: place the drawn units free in territories you control (WOI-EVENT-2, ruling WOI-R-24)."""

    name = "enlist"
    phase = "Move"
    rule = "WOI-EVENT-2"
    doing = "place your enlisted units (/recruit unit:… territory:…), or /done"
    paying = False

    def prompt(self, state: WoiState, frame: Frame, seat: str) -> Prompt:
        return Prompt("Enlistments: place each drawn unit free in a territory you control (/recruit unit:… "
                      "territory:…), or /done to put the rest back.", rule=self.rule,
                      owed=plural(len(state.drawn), "unit"), pass_verb="done")

    def more(self, state: WoiState, seat: str) -> bool:
        return bool(state.drawn and economy.buyable(state, seat, False) and economy.recruit_territories(state, seat))


class WinterQuarters(LoseStep):
    """Winter Quarters (British card): the Americans discard 2 troop units of their choice (WOI-EVENT-8, WOI-R-22)."""

    name = "winter_quarters"
    phase = "Move"
    rule = "WOI-EVENT-8"
    doing = "discard a troop unit for Winter Quarters"

    def prompt(self, state: WoiState, frame: Frame, seat: str) -> Prompt:
        return Prompt("Winter Quarters: discard a troop unit of your choice (/discard unit:… territory:…).",
                      rule=self.rule, owed=plural(frame.data["discards_left"], "troop unit"))

    def eligible(self, state: WoiState, frame: Frame, chit: str) -> bool:
        return unit_type(chit).type == TROOP

    def after(self, state: WoiState, frame: Frame, ctx: Context, machine: WoiMachine) -> None:
        frame.data["discards_left"] -= 1
        if frame.data["discards_left"] <= 0 or not events_cards.american_troops(state):
            machine.pop(state, ctx)


CARD_STEPS: tuple[WoiStep, ...] = (Moving(), Markers(), Enlist(), WinterQuarters())
