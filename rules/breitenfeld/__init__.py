"""Breitenfeld, 17 September 1631: SPI's tactical hex battle (Tilly's Imperial and League army against the Swedes
and Saxons), as pure rules logic."""
