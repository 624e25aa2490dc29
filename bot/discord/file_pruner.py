"""The bot's folder of files to send kept from growing without end: every hour, the maps, exports and state dumps
written over a day ago are removed (``Service.prune_files``)."""

import logging

from bot.discord.errors import new_error_id
from bot.service.api import Service
from bot.service.periodic import Periodic

log = logging.getLogger("courier.discord")

PRUNE_SECONDS = 3600.0


class FilePruner(Periodic):
    """Every ``PRUNE_SECONDS``, the files written to send over a day ago removed; a failure is logged with an error
    id and the next hour's try comes as usual."""

    def __init__(self, service: Service, seconds: float = PRUNE_SECONDS) -> None:
        super().__init__(seconds, "courier-file-prune")
        self._service = service

    async def step(self) -> None:
        """Remove the old files once, logging how many went."""
        try:
            removed = await self._service.prune_files()
            if removed:
                log.info("removed %d files written over a day ago", removed)
        except Exception as error:
            log.error("removing old files failed (error id %s)", new_error_id(), exc_info=error)
