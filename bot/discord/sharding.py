"""Running Courier as several processes on one database: each process takes a range of Discord's shards from
``COURIER_SHARDS`` (``0-3/16``: shards 0 to 3 of 16), one of them syncs the commands (the command-sync leader),
and each sends what another left unsent, while keeping its claim on what it is still sending."""

import logging
import os
import re
from collections.abc import Mapping
from typing import Any

from bot.discord.delivery import Delivery
from bot.discord.errors import new_error_id
from bot.service.api import Outcome, Service
from bot.service.periodic import Periodic
from bot.store.rows import CLAIM_SECONDS

log = logging.getLogger("courier.discord")

SHARDS = re.compile(r"^\s*(\d+)(?:\s*-\s*(\d+))?\s*/\s*(\d+)\s*$")
SWEEP_SECONDS = 60.0
KEEP_SECONDS = CLAIM_SECONDS / 4


def shard_options(env: Mapping[str, str] | None = None) -> dict[str, Any]:
    """The ``shard_ids`` and ``shard_count`` for ``AutoShardedBot`` from ``COURIER_SHARDS`` (``first-last/count``
    or ``one/count``); none when unset (Discord's recommended count, all in this process). ValueError if malformed."""
    env = os.environ if env is None else env
    text = env.get("COURIER_SHARDS", "").strip()
    if not text:
        return {}
    found = SHARDS.match(text)
    if not found:
        raise ValueError(f"COURIER_SHARDS must look like 0-3/16 (shards 0 to 3 of 16) or 5/16, not {text!r}")
    first, last, count = int(found.group(1)), int(found.group(2) or found.group(1)), int(found.group(3))
    if not first <= last < count:
        raise ValueError(f"COURIER_SHARDS {text!r}: the shards must lie in 0..{count - 1}, first before last")
    return {"shard_ids": list(range(first, last + 1)), "shard_count": count}


async def leads_command_sync(service: Service) -> bool:
    """Whether this process syncs the commands: the one holding the ``command-sync`` lease (always, for a service
    that has no leases)."""
    lead = getattr(service, "lead", None)
    return True if lead is None else bool(await lead("command-sync"))


class OutboxSweeper(Periodic):
    """Every SWEEP_SECONDS, sends messages that no running process holds (their sender died before sending); the
    first sweep comes after SWEEP_SECONDS, the start-up flush having gone just before."""

    def __init__(self, service: Service, delivery: Delivery, seconds: float = SWEEP_SECONDS) -> None:
        super().__init__(seconds, "courier-outbox-sweep")
        self._service = service
        self._delivery = delivery

    async def step(self) -> None:
        """One sweep (also the resend at start-up, oldest first: channel posts in order); a failure is logged with
        an error id and the next sweep comes as usual."""
        try:
            in_hand = self._delivery.in_hand()  # before the claim: one sent meanwhile is marked delivered first
            pending = [m for m in await self._service.undelivered() if m.outbox_id not in in_hand]
            if pending:
                log.info("sending %d messages left unsent", len(pending))
                await self._delivery.deliver(Outcome(messages=pending))
        except Exception as error:
            log.error("sending unsent messages failed (error id %s)", new_error_id(), exc_info=error)


class ClaimKeeper(Periodic):
    """Every KEEP_SECONDS, keeps this process's claim on the messages it is still sending (posts waiting out a rate
    limit or Discord's trouble, DMs waiting for their map), so that no other process's sweep sends them too."""

    def __init__(self, service: Service, delivery: Delivery, seconds: float = KEEP_SECONDS) -> None:
        super().__init__(seconds, "courier-claim-keeper")
        self._service = service
        self._delivery = delivery

    async def step(self) -> None:
        """One renewal; a failure is logged with an error id and the next comes as usual."""
        try:
            if in_hand := self._delivery.in_hand():
                await self._service.keep_claims(sorted(in_hand))
        except Exception as error:
            log.error("keeping the claims on messages being sent failed (error id %s)", new_error_id(), exc_info=error)
