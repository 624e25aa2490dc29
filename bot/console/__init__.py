"""The console: the same command layer in a terminal, interactive (hot seat) or scripted, on a local SQLite file."""
