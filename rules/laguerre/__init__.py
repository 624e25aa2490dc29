"""La Guerre de l'Empereur: the strategic game of Europe 1805–1815 for 2–7 powers."""
