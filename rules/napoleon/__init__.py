"""Napoleonic Europe: France against the Allies (a Warpspawn game), as pure rules logic."""
