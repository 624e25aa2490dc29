"""Random Region Selection (optional rule, option ``setup=random``; IMP-OPT-RANDOM, designed): instead of the draft,
the rules deal every player the Game Setup Table's number of starting regions at random. Each homeland is dealt
as one contiguous block grown from a random seed region away from the others, so that the deal is fair in count
and in shape (a scattered deal would leave lone regions nobody can hold or build up). Nobody chooses, so dealing
whole homelands one after another favours no position."""

from rules.core.context import Context
from rules.core.dice import Dice
from rules.core.steps import Frame
from rules.imperialism import places
from rules.imperialism.state import ImpState
from rules.imperialism.step_base import ImpMachine, ImpStep
from rules.imperialism.steps_setup import begin_purchases, claim, regions_each

RULE = "IMP-OPT-RANDOM"
SEED_NEIGHBOURS = 3  # a seed region has at least this many land neighbours, all free (room to grow) [designed]
ROOM = 2  # ... and lies in a free block of land at least this many homelands large [designed]


def enabled(options: dict[str, str]) -> bool:
    """True when the game deals its starting regions at random."""
    return options.get("setup") == "random"


def free_block(state: ImpState, region: str) -> set[str]:
    """The free regions reached from ``region`` over land borders through free regions."""
    block, todo = {region}, [region]
    while todo:
        for other in places.land_neighbours(todo.pop()):
            if other not in state.control and other not in block:
                block.add(other)
                todo.append(other)
    return block


def seed_region(state: ImpState, dice: Dice) -> str:
    """A random free region to start a homeland from: one with room around it (free neighbours, no holder next door,
    a free block of land large enough for a whole homeland) when there is such a region, else any free region."""
    free = [r for r in places.region_ids() if r not in state.control]
    roomy = [r for r in free if len(places.land_neighbours(r)) >= SEED_NEIGHBOURS
             and not any(n in state.control for n in places.land_neighbours(r))]
    large = [r for r in roomy if len(free_block(state, r)) >= ROOM * regions_each(state)]
    return dice.choice(large or roomy or free)


def next_region(state: ImpState, seat: str, dice: Dice) -> str:
    """A random free region next to ``seat``'s homeland (the block grows contiguously); when it is walled in, a new
    seed elsewhere."""
    held = state.regions_of(seat)
    border = sorted({n for r in held for n in places.land_neighbours(r) if n not in state.control})
    return dice.choice(border) if border else seed_region(state, dice)


def deal(state: ImpState, ctx: Context) -> None:
    """Deal the homelands, one whole homeland at a time in setup order: a seed, then random free regions next to it
    until the player has its count (IMP-OPT-RANDOM). A seed lies in a free block of land large enough, so the
    homeland grows as one block."""
    ctx.say("Random Region Selection: the starting regions are dealt at random, each homeland one block.",
            kind="phase")
    for seat in state.order:
        claim(state, seat, seed_region(state, ctx.dice), ctx)
        for _ in range(regions_each(state) - 1):
            claim(state, seat, next_region(state, seat, ctx.dice), ctx)


class RandomDeal(ImpStep):
    """The automatic deal that replaces the draft (IMP-OPT-RANDOM); then the starting purchases."""

    name = "random_deal"
    phase = "Set-up"
    rule = RULE
    automatic = True

    def run(self, state: ImpState, frame: Frame, ctx: Context, machine: ImpMachine) -> None:
        deal(state, ctx)
        begin_purchases(state, frame.data["pp"], frame.data["dp"], ctx, machine)
