"""War! Age of Imperialism (Eagle Games 2001, Entner house rules v27) for 2–6 players."""
