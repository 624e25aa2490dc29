"""The map's data: every province of Europe c.1805 with its ratings, the sea zones, and who borders whom.

The tables only; ``rules.laguerre.geography`` types them and builds the area map. Rulings LG-MAP-* in
GEOGRAPHY.md explain the choices (which provinces, the ratings, the Polish five, the straits).
"""

# id, name, country, garrison, economic, political, capital, lon, lat (an anchor inside the province)
ROWS: tuple[tuple[str, str, str, int, int, int, bool, float, float], ...] = (
    # France (14 provinces, 25 VP a year) — with Belgium, the Rhine's left bank, Piedmont, Genoa and Corsica
    ("paris", "Île-de-France", "france", 4, 9, 4, True, 2.35, 48.85),
    ("picardy", "Picardy", "france", 2, 4, 1, False, 2.30, 49.90),
    ("normandy", "Normandy", "france", 2, 5, 2, False, 0.10, 49.10),
    ("brittany", "Brittany", "france", 3, 3, 2, False, -2.76, 48.10),
    ("guyenne", "Guyenne", "france", 2, 5, 2, False, -0.40, 44.60),
    ("languedoc", "Languedoc", "france", 1, 4, 1, False, 2.40, 43.60),
    ("provence", "Provence", "france", 3, 4, 2, False, 5.80, 43.60),
    ("burgundy", "Burgundy", "france", 1, 5, 2, False, 4.50, 46.80),
    ("lorraine", "Lorraine", "france", 3, 4, 2, False, 6.18, 48.69),
    ("belgium", "Belgium", "france", 2, 6, 2, False, 4.35, 50.85),
    ("rhineland", "Rhineland", "france", 2, 3, 1, False, 7.00, 50.00),
    ("savoy", "Savoy", "france", 2, 3, 2, False, 7.30, 45.20),
    ("genoa", "Genoa", "france", 2, 3, 1, False, 8.95, 44.50),
    ("corsica", "Corsica", "france", 1, 1, 1, False, 9.10, 42.15),
    # Great Britain (6 provinces, 16 VP) — Malta held since 1800
    ("london", "London", "britain", 3, 12, 5, True, -0.80, 51.40),
    ("north_england", "Northern England", "britain", 1, 7, 3, False, -1.60, 54.00),
    ("wales", "Wales and the West", "britain", 1, 4, 2, False, -3.50, 52.20),
    ("scotland", "Scotland", "britain", 2, 4, 3, False, -4.00, 56.60),
    ("ireland", "Ireland", "britain", 2, 4, 2, False, -7.80, 53.20),
    ("malta", "Malta", "britain", 1, 1, 1, False, 14.44, 35.89),
    # Russia (10 provinces, 18 VP)
    ("st_petersburg", "St Petersburg", "russia", 4, 6, 3, True, 30.50, 59.40),
    ("moscow", "Moscow", "russia", 3, 7, 4, False, 37.60, 55.75),
    ("livonia", "Livonia", "russia", 2, 4, 2, False, 25.50, 57.30),
    ("lithuania", "Lithuania", "russia", 1, 3, 2, False, 25.00, 55.20),
    ("bialystok", "Białystok", "russia", 1, 2, 1, False, 23.16, 53.13),
    ("white_russia", "White Russia", "russia", 1, 3, 1, False, 28.00, 54.00),
    ("smolensk", "Smolensk", "russia", 2, 3, 1, False, 32.04, 54.78),
    ("volhynia", "Volhynia", "russia", 1, 4, 1, False, 27.50, 50.00),
    ("ukraine", "Ukraine", "russia", 1, 5, 2, False, 32.00, 50.50),
    ("new_russia", "New Russia", "russia", 1, 3, 1, False, 32.50, 47.00),
    # Austria (12 provinces, 17 VP) — with Venetia, Dalmatia and West Galicia
    ("vienna", "Vienna", "austria", 4, 8, 3, True, 15.60, 48.10),
    ("bohemia", "Bohemia", "austria", 3, 6, 2, False, 14.60, 49.80),
    ("moravia", "Moravia", "austria", 2, 3, 1, False, 17.10, 49.40),
    ("hungary", "Hungary", "austria", 2, 6, 2, False, 19.50, 47.30),
    ("transylvania", "Transylvania", "austria", 2, 2, 1, False, 24.50, 46.40),
    ("galicia", "Galicia", "austria", 1, 3, 1, False, 24.00, 49.50),
    ("cracow", "Cracow", "austria", 2, 2, 1, False, 20.30, 50.30),
    ("lublin", "Lublin", "austria", 1, 2, 1, False, 22.57, 51.25),
    ("tyrol", "Tyrol", "austria", 2, 2, 1, False, 11.40, 47.00),
    ("inner_austria", "Inner Austria", "austria", 1, 3, 1, False, 14.80, 46.80),
    ("venetia", "Venetia", "austria", 2, 4, 2, False, 11.90, 45.50),
    ("croatia", "Croatia", "austria", 1, 2, 1, False, 15.90, 45.40),
    # Prussia (7 provinces, 10 VP) — with South Prussia (Posen, Warsaw)
    ("berlin", "Berlin", "prussia", 3, 6, 3, True, 13.00, 52.40),
    ("pomerania", "Pomerania", "prussia", 2, 3, 1, False, 15.20, 53.60),
    ("west_prussia", "West Prussia", "prussia", 3, 3, 1, False, 18.40, 53.70),
    ("east_prussia", "East Prussia", "prussia", 2, 3, 1, False, 21.20, 54.20),
    ("silesia", "Silesia", "prussia", 3, 5, 2, False, 16.90, 51.00),
    ("posen", "Posen", "prussia", 1, 2, 1, False, 17.00, 52.40),
    ("warsaw", "Warsaw", "prussia", 2, 3, 1, False, 20.30, 52.30),
    # Spain (7 provinces, 8 VP)
    ("madrid", "Madrid", "spain", 2, 4, 2, True, -3.70, 39.60),
    ("old_castile", "Old Castile", "spain", 1, 3, 1, False, -4.00, 42.00),
    ("asturias", "Asturias", "spain", 1, 2, 1, False, -7.40, 42.80),
    ("catalonia", "Catalonia", "spain", 2, 3, 1, False, 1.50, 41.80),
    ("aragon", "Aragon", "spain", 2, 2, 1, False, -0.90, 41.40),
    ("valencia", "Valencia", "spain", 1, 3, 1, False, -0.90, 39.00),
    ("andalusia", "Andalusia", "spain", 2, 4, 1, False, -5.00, 37.50),
    # Ottoman Empire (10 provinces, 7 VP) — Serbia, Bosnia, Albania and Egypt yield no VP (LG-MAP-4)
    ("constantinople", "Constantinople", "ottoman", 3, 5, 2, True, 27.80, 41.40),
    ("anatolia", "Anatolia", "ottoman", 1, 4, 1, False, 32.00, 39.00),
    ("bulgaria", "Bulgaria", "ottoman", 2, 2, 1, False, 25.30, 42.80),
    ("wallachia", "Wallachia", "ottoman", 1, 3, 1, False, 25.50, 44.60),
    ("moldavia", "Moldavia", "ottoman", 1, 2, 1, False, 28.00, 47.00),
    ("greece", "Greece", "ottoman", 1, 3, 1, False, 22.30, 39.60),
    ("serbia", "Serbia", "ottoman", 1, 1, 0, False, 20.90, 44.00),
    ("bosnia", "Bosnia", "ottoman", 2, 1, 0, False, 17.90, 44.10),
    ("albania", "Albania", "ottoman", 1, 1, 0, False, 20.10, 41.00),
    ("egypt", "Egypt", "ottoman", 1, 2, 0, False, 31.20, 30.00),
    # The minor countries
    ("lisbon", "Lisbon", "portugal", 2, 3, 2, True, -8.70, 39.20),
    ("oporto", "Oporto", "portugal", 1, 2, 1, False, -8.00, 41.20),
    ("zealand", "Zealand", "denmark", 3, 3, 2, True, 11.90, 55.50),
    ("jutland", "Jutland", "denmark", 1, 2, 1, False, 9.30, 55.60),
    ("norway", "Norway", "denmark", 1, 2, 1, False, 10.00, 61.00),
    ("stockholm", "Stockholm", "sweden", 3, 3, 2, True, 16.00, 60.00),
    ("scania", "Scania", "sweden", 2, 2, 1, False, 14.50, 57.00),
    ("finland", "Finland", "sweden", 2, 1, 1, False, 25.00, 62.00),
    ("swedish_pomerania", "Swedish Pomerania", "sweden", 2, 1, 1, False, 13.20, 54.10),
    ("holland", "Holland", "holland", 2, 5, 2, True, 5.40, 52.20),
    ("naples", "Naples", "naples", 2, 3, 2, True, 14.60, 41.30),
    ("calabria", "Calabria", "naples", 1, 2, 1, False, 16.40, 40.00),
    ("sicily", "Sicily", "naples", 2, 2, 1, False, 14.20, 37.60),
    ("bavaria", "Bavaria", "bavaria", 2, 3, 2, True, 12.00, 48.30),
    ("franconia", "Franconia", "bavaria", 1, 2, 1, False, 10.50, 49.60),
    ("wurttemberg", "Württemberg", "wurttemberg", 1, 2, 1, True, 9.30, 48.60),
    ("baden", "Baden", "baden", 1, 2, 1, True, 8.40, 48.80),
    ("hesse", "Hesse", "hesse", 1, 2, 1, True, 8.70, 50.10),
    ("kassel", "Kassel", "kassel", 1, 2, 1, True, 9.60, 51.40),
    ("berg", "Berg", "berg", 1, 2, 1, True, 7.40, 51.40),
    ("saxony", "Saxony", "saxony", 2, 3, 2, True, 13.40, 51.10),
    ("thuringia", "Thuringia", "saxony", 1, 2, 1, False, 11.20, 50.90),
    ("mecklenburg", "Mecklenburg", "mecklenburg", 1, 1, 1, True, 12.00, 53.60),
    ("oldenburg", "Oldenburg", "oldenburg", 1, 1, 1, True, 8.00, 53.00),
    ("hanover", "Hanover", "hanover", 2, 3, 2, True, 9.80, 52.60),
    ("switzerland", "Switzerland", "switzerland", 2, 2, 1, True, 8.00, 46.80),
    ("lombardy", "Lombardy", "italy", 3, 4, 2, True, 9.60, 45.40),
    ("romagna", "Romagna", "italy", 1, 3, 1, False, 11.30, 44.50),
    ("tuscany", "Tuscany", "etruria", 1, 3, 1, True, 11.20, 43.40),
    ("rome", "Rome", "papal", 1, 2, 1, True, 12.60, 42.20),
    ("ancona", "Ancona", "papal", 1, 1, 1, False, 13.00, 43.30),
    ("sardinia", "Sardinia", "sardinia", 1, 1, 1, True, 9.00, 40.00),
    ("algiers", "Algiers", "barbary", 2, 1, 1, True, 3.00, 36.30),
    ("tunis", "Tunis", "barbary", 1, 1, 1, False, 9.60, 35.50),
)

# id, name, lon, lat (where its name is written)
SEAS: tuple[tuple[str, str, float, float], ...] = (
    ("north_atlantic", "North Atlantic", -12.0, 55.5),
    ("north_sea", "North Sea", 3.5, 56.0),
    ("channel", "English Channel", -2.5, 50.0),
    ("irish_sea", "Irish Sea", -5.0, 53.8),
    ("bay_of_biscay", "Bay of Biscay", -5.0, 45.5),
    ("atlantic", "Atlantic Ocean", -12.0, 40.0),
    ("skagerrak", "Skagerrak", 10.5, 57.7),
    ("baltic", "Baltic Sea", 18.0, 55.8),
    ("gulf_of_bothnia", "Gulf of Bothnia", 20.5, 61.5),
    ("western_med", "Western Mediterranean", 3.5, 39.5),
    ("tyrrhenian", "Tyrrhenian Sea", 12.0, 39.8),
    ("ionian", "Ionian Sea", 18.0, 36.5),
    ("adriatic", "Adriatic Sea", 15.5, 43.0),
    ("aegean", "Aegean Sea", 25.0, 38.5),
    ("levant", "Levantine Sea", 30.0, 33.5),
    ("black_sea", "Black Sea", 34.0, 43.3),
)

# Each province with the provinces it borders by land; every border is written once (at its first province).
LAND = """
paris: picardy normandy brittany guyenne burgundy lorraine belgium
picardy: normandy belgium
normandy: brittany
brittany: guyenne
guyenne: languedoc burgundy old_castile aragon
languedoc: provence burgundy aragon catalonia
provence: burgundy savoy
burgundy: lorraine switzerland savoy
lorraine: belgium rhineland baden
belgium: rhineland holland
rhineland: holland berg hesse baden
savoy: genoa switzerland lombardy
genoa: lombardy romagna tuscany
london: north_england wales
north_england: wales scotland
st_petersburg: finland livonia moscow smolensk white_russia
moscow: smolensk ukraine
livonia: lithuania white_russia east_prussia
lithuania: east_prussia bialystok white_russia
bialystok: east_prussia warsaw lublin volhynia
white_russia: smolensk volhynia ukraine
smolensk: ukraine
volhynia: ukraine new_russia lublin galicia moldavia
ukraine: new_russia
new_russia: moldavia
vienna: bohemia moravia hungary inner_austria tyrol bavaria
bohemia: moravia silesia saxony franconia bavaria
moravia: hungary silesia cracow
hungary: cracow galicia transylvania croatia inner_austria serbia wallachia
transylvania: galicia moldavia wallachia
galicia: cracow lublin moldavia
cracow: lublin warsaw silesia
lublin: warsaw
tyrol: inner_austria venetia lombardy switzerland bavaria
inner_austria: venetia croatia
venetia: lombardy romagna
croatia: bosnia serbia
berlin: pomerania silesia posen saxony thuringia kassel hanover mecklenburg
pomerania: west_prussia posen mecklenburg swedish_pomerania
west_prussia: east_prussia posen warsaw
east_prussia: warsaw
silesia: posen warsaw saxony
posen: warsaw
madrid: old_castile aragon valencia andalusia lisbon oporto
old_castile: asturias aragon oporto
asturias: oporto
catalonia: aragon valencia
aragon: valencia
valencia: andalusia
andalusia: lisbon
constantinople: bulgaria greece
bulgaria: greece serbia wallachia moldavia
wallachia: moldavia serbia
serbia: bosnia albania greece
bosnia: albania
albania: greece
lisbon: oporto
jutland: hanover mecklenburg
norway: stockholm scania
stockholm: scania finland
mecklenburg: swedish_pomerania hanover
holland: berg oldenburg
naples: calabria rome ancona
bavaria: franconia wurttemberg
franconia: wurttemberg baden hesse kassel thuringia saxony
wurttemberg: baden switzerland tyrol
baden: hesse switzerland
hesse: berg kassel
kassel: berg hanover thuringia
hanover: thuringia
berg: oldenburg hanover
saxony: thuringia
oldenburg: hanover
switzerland: lombardy
lombardy: romagna
romagna: tuscany ancona
tuscany: rome ancona
rome: ancona
algiers: tunis
"""

# Each port with the sea zones it opens on (a province is a port exactly when it touches a sea zone).
COASTS = """
picardy: channel north_sea
normandy: channel
brittany: channel bay_of_biscay
guyenne: bay_of_biscay
languedoc: western_med
provence: western_med
savoy: western_med
genoa: western_med
corsica: western_med tyrrhenian
belgium: north_sea
london: channel north_sea
north_england: north_sea irish_sea
wales: irish_sea channel
scotland: north_sea irish_sea north_atlantic
ireland: irish_sea north_atlantic
malta: ionian
st_petersburg: gulf_of_bothnia
livonia: baltic gulf_of_bothnia
new_russia: black_sea
inner_austria: adriatic
venetia: adriatic
croatia: adriatic
pomerania: baltic
west_prussia: baltic
east_prussia: baltic
old_castile: bay_of_biscay
asturias: bay_of_biscay atlantic
catalonia: western_med
valencia: western_med
andalusia: atlantic western_med
constantinople: black_sea aegean
anatolia: black_sea aegean levant
bulgaria: black_sea
moldavia: black_sea
greece: aegean ionian levant
albania: adriatic ionian
bosnia: adriatic
egypt: levant
lisbon: atlantic
oporto: atlantic
zealand: skagerrak baltic
jutland: north_sea skagerrak baltic
norway: north_sea skagerrak
stockholm: baltic gulf_of_bothnia
scania: skagerrak baltic
finland: gulf_of_bothnia
swedish_pomerania: baltic
holland: north_sea
naples: tyrrhenian adriatic
calabria: tyrrhenian ionian adriatic
sicily: tyrrhenian ionian
mecklenburg: baltic
oldenburg: north_sea
hanover: north_sea
romagna: adriatic
tuscany: tyrrhenian western_med
rome: tyrrhenian
ancona: adriatic
sardinia: western_med tyrrhenian
algiers: western_med
tunis: western_med ionian
"""

SEA_LINES = """
north_atlantic: north_sea channel irish_sea bay_of_biscay atlantic
irish_sea: channel
north_sea: channel skagerrak
channel: bay_of_biscay
bay_of_biscay: atlantic
atlantic: western_med
skagerrak: baltic
baltic: gulf_of_bothnia
western_med: tyrrhenian ionian
tyrrhenian: ionian
ionian: adriatic aegean levant
aegean: levant black_sea
"""

# Land borders across a narrow strait (a, b, name): armies cross by water (rules decide how).
STRAITS: tuple[tuple[str, str, str], ...] = (
    ("london", "picardy", "the Strait of Dover"),
    ("zealand", "scania", "the Sound"),
    ("zealand", "jutland", "the Great Belt"),
    ("sicily", "calabria", "the Strait of Messina"),
    ("constantinople", "anatolia", "the Bosporus"),
    ("corsica", "sardinia", "the Strait of Bonifacio"),
)

# Sea borders with a name (a, b, name): the narrows between two sea zones.
NARROWS: tuple[tuple[str, str, str], ...] = (
    ("atlantic", "western_med", "the Strait of Gibraltar"),
    ("skagerrak", "baltic", "the Sound"),
    ("aegean", "black_sea", "the Dardanelles and the Bosporus"),
    ("tyrrhenian", "ionian", "the Strait of Messina"),
)
