"""Straits: a toy three-seat area game with a sea layer, offers and interception out of turn."""
