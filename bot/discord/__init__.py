"""Courier's Discord front end: slash commands, autocomplete, buttons and delivery over the service."""
