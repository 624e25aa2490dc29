"""The sequence of play: the seven phases of each player's turn, who acts, what they may do, applying it.

Each (phase, step) pair is a state with its legal actions and its handlers (WE-TURN-1). Automatic phases
(Revenue, Control) run as soon as the phase before them ends.
"""

from rules.core.contract import Action, Context
from rules.core.errors import IllegalAction
from rules.independence import combat, economy, events_cards, movement
from rules.independence.actions import NO_CARD, Commit, Discard, Done, Fight, Lose, Move, Place, Play, Recruit, Retreat
from rules.independence.cards import card_type
from rules.independence.stacks import contested, remove_unit, stack
from rules.independence.state import LAST_TURN, WoiState
from rules.independence.territories import TERRITORY_BY_ID
from rules.independence.units import AMERICANS, SIDES, other, unit_type
from rules.independence.victory import check_annihilation, end_of_war
from rules.independence.wording import plural

DRAW_COUNT = 5
HAND_LIMIT = 7


def to_act(state: WoiState) -> list[str]:
    """The seats that must act now: both at once while battle cards are sealed (WE-BATTLE-3)."""
    if state.phase == "over":
        return []
    battle = state.battle
    if battle is not None and battle.winner is None and state.step == "cards":
        return [s for s in (battle.attacker, other(battle.attacker)) if s not in battle.committed]
    if battle is not None and battle.winner is not None:
        if state.step in ("winner_pick", "winner_loss"):
            return [battle.winner]
        return [other(battle.winner)]
    if state.step == "winter_quarters":
        return [AMERICANS]
    return [state.active]


def _unit_choices(chits: list[str], territory: str) -> list[Lose]:
    keys = sorted({unit_type(c).key for c in chits})
    return [Lose(unit=k, territory=territory) for k in keys]


def _own_units(state: WoiState, side: str) -> list[Lose]:
    found: list[Lose] = []
    for territory in sorted(state.board):
        found.extend(_unit_choices(stack(state, territory, side), territory))
    return found


def legal_actions(state: WoiState, seat: str) -> list[Action]:
    """Every action ``seat`` may take now (empty when it need not act)."""
    if seat not in to_act(state):
        return []
    step = state.step
    hand_keys = sorted({card_type(c).key for c in state.hands[seat]})
    found: list[Action] = []
    if state.phase == "draw":
        found = [Discard(card=k) for k in hand_keys]
        if step == "discard":
            found.append(Done())
    elif step == "cards" and state.phase == "move":
        found = [Play(card=k) for k in events_cards.playable_cards(state, seat)] + [Done()]
    elif step == "moving":
        found = [*movement.legal_moves(state, seat), Done()]
    elif step == "markers":
        found = [Place(territory=t) for t in events_cards.marker_territories(state, seat)] + [Done()]
    elif step in ("enlist", "buy"):
        places = economy.recruit_territories(state, seat)
        found = [Recruit(unit=k, territory=t) for k in economy.buyable(state, seat) for t in places] + [Done()]
    elif step == "winter_quarters":
        found = [Lose(unit=k, territory=t) for k, t in events_cards.american_troops(state)]
    elif step == "choose":
        found = [Fight(territory=t) for t in contested(state)]
    elif step == "cards":
        if combat.picks_left(state, seat):
            found = [Commit(card=k) for k in [*combat.committable(state, seat), NO_CARD]]
        else:
            found = [Done()]
    elif step in ("winner_pick", "loser_pick", "winner_loss"):
        assert state.battle is not None
        _, chits = combat.casualty_options(state)
        found = list(_unit_choices(chits, state.battle.territory))
    elif step == "retreat":
        found = [Retreat(destination=t) for t in combat.retreat_options(state)]
    elif step == "upkeep":
        found = list(_own_units(state, seat))
    return found


def _refuse(state: WoiState, seat: str, action: Action, rule: str, why: str) -> IllegalAction:
    allowed = [a.label() for a in legal_actions(state, seat)]
    return IllegalAction(f"{action.label()}: {why}", rule=rule, allowed=allowed)


RULE_OF_STEP = {
    "discard": "WE-DRAW-1",
    "excess": "WE-DRAW-3",
    "moving": "WE-MOVE-2",
    "markers": "WOI-R-14",
    "enlist": "WOI-EVENT-2",
    "buy": "WE-RECRUIT-2",
    "winter_quarters": "WOI-EVENT-8",
    "choose": "WE-BATTLE-1",
    "winner_pick": "WE-BATTLE-7",
    "loser_pick": "WE-BATTLE-7",
    "winner_loss": "WE-BATTLE-9",
    "retreat": "WE-BATTLE-6",
    "upkeep": "WE-UPKEEP-1",
}


def validate(state: WoiState, seat: str, action: Action) -> None:
    """Raise IllegalAction (naming the rule and what is allowed) unless ``action`` is legal for ``seat`` now."""
    if seat not in to_act(state):
        acting = ", ".join(to_act(state)) or "nobody"
        raise IllegalAction(f"It is not the {seat}' turn to act; waiting for {acting}", rule="WE-TURN-1")
    if state.step == "cards":
        rule = "WE-BATTLE-3" if state.phase == "battle" else "WE-MOVE-1"
    else:
        rule = RULE_OF_STEP.get(state.step, "WE-TURN-1")
    if isinstance(action, Move) and state.step == "moving":
        if movement.check_move(state, seat, action) is None:
            raise _refuse(state, seat, action, "WE-MOVE-2", "that stack cannot make that move")
        return
    if isinstance(action, Recruit) and state.step in ("enlist", "buy"):
        if action.unit not in economy.buyable(state, seat):
            raise _refuse(state, seat, action, rule, "that unit is not drawn, affordable or allowed")
        if action.territory not in economy.recruit_territories(state, seat):
            raise _refuse(state, seat, action, "WE-RECRUIT-6", "new units go to a territory you control")
        return
    if action not in legal_actions(state, seat):
        raise _refuse(state, seat, action, rule, "not allowed now")


def apply(state: WoiState, seat: str, action: Action, ctx: Context) -> None:
    """Validate ``action`` fully, then apply it and run the automatic phases that follow."""
    validate(state, seat, action)
    _handle(state, seat, action, ctx)
    if state.phase != "over":
        check_annihilation(state)
    if state.phase == "over":
        ctx.say(f"Game over: {state.winner or 'nobody'} win ({state.end_reason}).", kind="game_over")


def _handle(state: WoiState, seat: str, action: Action, ctx: Context) -> None:
    step = state.step
    if isinstance(action, Done):
        _done(state, seat, ctx)
    elif isinstance(action, Discard):
        card = next(c for c in state.hands[seat] if card_type(c).key == action.card)
        state.hands[seat].remove(card)
        state.deck.discard([card])
        ctx.reveal()
        ctx.say(f"{seat} discard {card_type(card).name}.", kind="discard", seat=seat)
        if step == "excess" and len(state.hands[seat]) <= HAND_LIMIT:
            enter_move(state)
    elif isinstance(action, Play):
        events_cards.play_card(state, seat, action.card, ctx)
        _after_card(state, seat)
    elif isinstance(action, Move):
        group = movement.check_move(state, seat, action)
        assert group is not None
        movement.do_move(state, seat, action, group)
        ctx.say(
            f"{seat} move {plural(len(group), 'unit')} from {TERRITORY_BY_ID[action.origin].name} "
            f"to {TERRITORY_BY_ID[action.destination].name}.",
            kind="move",
            seat=seat,
            origin=action.origin,
            destination=action.destination,
            count=len(group),
        )
        state.moves_left -= 1
        if state.moves_left <= 0:
            state.step = "cards"
    elif isinstance(action, Place):
        state.control[action.territory] = seat
        state.markers_left -= 1
        ctx.say(f"{seat} place a control marker in {TERRITORY_BY_ID[action.territory].name}.", kind="control")
        _after_card(state, seat)
    elif isinstance(action, Recruit):
        economy.take_unit(state, seat, action.unit, action.territory, ctx)
        _after_recruit(state, seat, ctx)
    elif isinstance(action, Fight):
        combat.start_battle(state, action.territory)
        ctx.say(f"Battle in {TERRITORY_BY_ID[action.territory].name}: both sides choose battle cards.", kind="battle")
    elif isinstance(action, Commit):
        combat.commit_card(state, seat, action.card, ctx)
    elif isinstance(action, Lose):
        _lose(state, seat, action, ctx)
    elif isinstance(action, Retreat):
        combat.retreat(state, action.destination, ctx)
        _finish_battle(state, ctx)


def _done(state: WoiState, seat: str, ctx: Context) -> None:
    step = state.step
    if state.phase == "draw":
        cards = state.deck.draw(DRAW_COUNT, ctx.dice)
        state.hands[seat].extend(cards)
        ctx.reveal()
        ctx.tell(
            [seat], f"You draw {', '.join(card_type(c).name for c in cards) or 'nothing'}.", kind="draw", cards=cards
        )
        ctx.say(f"{seat} draw {plural(len(cards), 'card')}.", kind="draw", seat=seat)
        if len(state.hands[seat]) > HAND_LIMIT:
            state.step = "excess"
        else:
            enter_move(state)
    elif state.phase == "move" and step == "cards":
        enter_battle(state, ctx)
    elif step in ("moving", "markers"):
        state.moves_left = state.markers_left = 0
        state.step = "cards"
    elif step == "enlist":
        economy.end_draw(state, seat)
        state.step = "cards"
    elif step == "cards":
        assert state.battle is not None
        state.battle.committed.append(seat)
        ctx.say(f"{seat} have chosen their battle cards.", kind="sealed", seat=seat)
        if len(state.battle.committed) == 2:
            combat.resolve(state, ctx)
            _settle_battle(state, ctx)
    elif step == "buy":
        economy.end_draw(state, seat)
        enter_upkeep(state, ctx)


def _after_card(state: WoiState, seat: str) -> None:
    """Close a card's step at once when it has nothing left to do."""
    if state.step == "markers" and (state.markers_left <= 0 or not events_cards.marker_territories(state, seat)):
        state.markers_left = 0
        state.step = "cards"
    elif state.step == "winter_quarters" and state.discards_left <= 0:
        state.step = "cards"
    elif state.step == "enlist" and not (state.drawn and economy.buyable(state, seat)):
        economy.end_draw(state, seat)
        state.step = "cards"


def _after_recruit(state: WoiState, seat: str, ctx: Context) -> None:
    if state.step == "enlist":
        _after_card(state, seat)
    elif not state.drawn:
        enter_upkeep(state, ctx)


def _lose(state: WoiState, seat: str, action: Lose, ctx: Context) -> None:
    chit = next(c for c in state.board[action.territory] if unit_type(c).key == action.unit)
    if state.phase == "battle":
        combat.take_casualty(state, chit, ctx)
        _settle_battle(state, ctx)
        return
    remove_unit(state, action.territory, chit, captured=False)
    ctx.reveal()
    owner = unit_type(chit).side
    ctx.say(f"{owner} discard {unit_type(chit).name} in {TERRITORY_BY_ID[action.territory].name}.", kind="discard")
    state.discards_left -= 1
    if state.step == "winter_quarters":
        if state.discards_left <= 0 or not events_cards.american_troops(state):
            state.discards_left = 0
            state.step = "cards"
    elif state.discards_left <= 0:
        end_turn(state, ctx)


def _settle_battle(state: WoiState, ctx: Context) -> None:
    """Skip the battle steps nobody has to decide: no survivors to retreat, nowhere to retreat."""
    battle = state.battle
    assert battle is not None and battle.winner is not None
    loser = other(battle.winner)
    if state.step == "loser_pick" and not stack(state, battle.territory, loser):
        state.step = "winner_loss"
        combat.set_winner_required(state, ctx)
    if state.step == "retreat":
        if not stack(state, battle.territory, loser):
            _finish_battle(state, ctx)
        elif not combat.retreat_options(state):
            combat.retreat(state, None, ctx)
            _finish_battle(state, ctx)


def _finish_battle(state: WoiState, ctx: Context) -> None:
    combat.refill_hands(state, ctx)
    if check_annihilation(state):
        return
    if contested(state):
        state.step = "choose"
    else:
        after_battles(state, ctx)


def enter_draw(state: WoiState) -> None:
    """Start the active player's Draw phase: first discard unwanted cards (WE-DRAW-1)."""
    state.phase, state.step = "draw", "discard"
    state.moved = []


def enter_move(state: WoiState) -> None:
    """Start the Move phase: play move and event cards (WE-MOVE-1)."""
    state.phase, state.step = "move", "cards"
    state.arrows = []


def enter_battle(state: WoiState, ctx: Context) -> None:
    """Start the Battle phase: the active player picks the order of the battles (ruling WOI-R-16)."""
    state.phase = "battle"
    state.battle_log = []
    if contested(state):
        state.step = "choose"
    else:
        after_battles(state, ctx)


def after_battles(state: WoiState, ctx: Context) -> None:
    """Revenue (automatic), then the Recruit phase when there is anything to recruit."""
    state.phase, state.step = "revenue", ""
    economy.collect_revenue(state, ctx)
    if economy.start_recruit(state, ctx):
        state.phase, state.step = "recruit", "buy"
    else:
        enter_upkeep(state, ctx)


def enter_upkeep(state: WoiState, ctx: Context) -> None:
    """Upkeep: discard units beyond 5 × revenue, one at a time (WE-UPKEEP-1)."""
    excess = economy.upkeep_excess(state, state.active)
    if excess:
        state.phase, state.step = "upkeep", "upkeep"
        state.discards_left = excess
        ctx.say(f"{state.active} must discard {plural(excess, 'unit')} for lack of upkeep.", kind="upkeep")
    else:
        end_turn(state, ctx)


def end_turn(state: WoiState, ctx: Context) -> None:
    """Control phase (automatic), then the next player, or the next season, or the end of the war."""
    side = state.active
    gained = economy.place_control(state, side)
    if gained:
        names = ", ".join(TERRITORY_BY_ID[t].name for t in gained)
        ctx.say(f"{side} take control of {names}.", kind="control", seat=side)
    if side == SIDES[-1]:
        if state.turn >= LAST_TURN:
            end_of_war(state)
            return
        state.turn += 1
        state.active = SIDES[0]
        ctx.say(f"— {state.turn_label} —", kind="turn")
    else:
        state.active = SIDES[SIDES.index(side) + 1]
    enter_draw(state)
