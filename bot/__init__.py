"""Courier's service, store and front ends (console and Discord)."""
