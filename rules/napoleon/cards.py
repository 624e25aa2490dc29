"""The battle-card deck (NAP-CARD-*): each card gives one side a Force bonus in a battle in one country.

The source lost its card list; this deck is our design (see RULES.md, NAP-CARD-1): leaders, famous battles
and national levies of 1796-1815, each tied to the country where it mattered.
"""

from pydantic import BaseModel, ConfigDict

from rules.napoleon.countries import ALLIES, FRANCE


class Card(BaseModel):
    """One battle card: its id, its display name, the side it helps, the country and the Force bonus."""

    model_config = ConfigDict(frozen=True)

    id: str
    name: str
    side: str
    country: str
    bonus: int


def _card(card_id: str, name: str, side: str, country: str, bonus: int) -> Card:
    return Card(id=card_id, name=name, side=side, country=country, bonus=bonus)


DECK: tuple[Card, ...] = (
    # France: the Emperor's victories, his marshals and kings, and the levies of the Empire.
    _card("austerlitz", "Austerlitz", FRANCE, "austria", 3),
    _card("wagram", "Wagram", FRANCE, "austria", 2),
    _card("jena", "Jena-Auerstedt", FRANCE, "prussia", 3),
    _card("friedland", "Friedland", FRANCE, "russia", 2),
    _card("marengo", "Marengo", FRANCE, "italy", 2),
    _card("ulm", "Ulm Campaign", FRANCE, "rhineland", 2),
    _card("levee", "Levée en Masse", FRANCE, "france", 3),
    _card("guard", "Imperial Guard", FRANCE, "france", 2),
    _card("pyramids", "The Pyramids", FRANCE, "egypt", 2),
    _card("zurich", "Masséna at Zürich", FRANCE, "switzerland", 2),
    _card("murat", "King Joachim Murat", FRANCE, "naples", 2),
    _card("king_louis", "King Louis of Holland", FRANCE, "holland", 1),
    _card("danish_alliance", "Danish Alliance", FRANCE, "denmark", 1),
    _card("poniatowski", "Poniatowski's Poles", FRANCE, "warsaw", 2),
    _card("junot", "Junot in Lisbon", FRANCE, "portugal", 1),
    _card("somosierra", "Somosierra", FRANCE, "spain", 1),
    _card("confederation", "Confederation Contingents", FRANCE, "rhineland", 1),
    _card("eugene", "Viceroy Eugène", FRANCE, "italy", 1),
    # The Allies: coalition generals, national risings and the Royal Navy's landings.
    _card("wellington", "Wellington", ALLIES, "portugal", 3),
    _card("torres_vedras", "Lines of Torres Vedras", ALLIES, "portugal", 2),
    _card("guerrillas", "Spanish Guerrillas", ALLIES, "spain", 2),
    _card("bailen", "Bailén", ALLIES, "spain", 2),
    _card("vitoria", "Vitoria", ALLIES, "spain", 2),
    _card("kutuzov", "Kutuzov", ALLIES, "russia", 3),
    _card("winter", "General Winter", ALLIES, "russia", 3),
    _card("archduke", "Archduke Charles", ALLIES, "austria", 2),
    _card("aspern", "Aspern-Essling", ALLIES, "austria", 2),
    _card("blucher", "Blücher", ALLIES, "prussia", 2),
    _card("landwehr", "Prussian Landwehr", ALLIES, "prussia", 2),
    _card("leipzig", "Battle of the Nations", ALLIES, "rhineland", 3),
    _card("nile", "Battle of the Nile", ALLIES, "egypt", 2),
    _card("suvorov", "Suvorov's Alpine Crossing", ALLIES, "switzerland", 2),
    _card("bernadotte", "Bernadotte", ALLIES, "sweden", 2),
    _card("copenhagen", "Bombardment of Copenhagen", ALLIES, "denmark", 2),
    _card("waterloo", "Waterloo", ALLIES, "holland", 3),
    _card("maida", "Maida", ALLIES, "naples", 2),
    _card("paris", "Campaign of France", ALLIES, "france", 2),
    _card("bagration", "Bagration", ALLIES, "warsaw", 1),
    _card("italian_insurgents", "Italian Insurgents", ALLIES, "italy", 1),
)
"""NAP-CARD-1: the deck, one copy of each card."""

CARDS: dict[str, Card] = {c.id: c for c in DECK}
