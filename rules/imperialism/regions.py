"""The land regions of the imperialism map (IMP-MAP-1, IMP-MAP-2): ids, names as spelled c.1830–1900, zones,
coastal flags and a lon/lat anchor inside each (a real place: the map build grows each region round it).

Designed: the Eagle board is not public (RESEARCH.md §1.10); GEOGRAPHY.md gives the reasons region by region.
"""

from typing import NamedTuple

EUROPE, MIDDLE_EAST, AFRICA = "Europe", "Middle East", "Sub-Saharan Africa"
CENTRAL_ASIA, EASTERN_ASIA, AUSTRALASIA = "Central Asia", "Eastern Asia", "Australia/South-East Asia"
ZONES: tuple[str, ...] = (EUROPE, MIDDLE_EAST, AFRICA, CENTRAL_ASIA, EASTERN_ASIA, AUSTRALASIA)


class Region(NamedTuple):
    """One playable land region (a multi-island region is one region): id, name, zone, coastal, anchor."""

    id: str
    name: str
    zone: str
    coastal: bool
    lon: float
    lat: float


def _zone(zone: str, *rows: tuple[str, str, bool, float, float]) -> tuple[Region, ...]:
    return tuple(Region(rid, name, zone, coastal, lon, lat) for rid, name, coastal, lon, lat in rows)


REGIONS: tuple[Region, ...] = (
    *_zone(
        EUROPE,
        ("ireland", "Ireland", True, -7.9, 53.2),
        ("great_britain", "Great Britain", True, -1.6, 52.6),
        ("norway", "Norway", True, 9.0, 61.2),
        ("sweden", "Sweden", True, 15.0, 59.8),
        ("finland", "Finland", True, 26.0, 62.5),
        ("denmark", "Denmark", True, 9.3, 56.0),
        ("low_countries", "Low Countries", True, 5.2, 51.6),
        ("france", "France", True, 2.4, 46.8),
        ("spain", "Spain", True, -3.7, 40.2),
        ("portugal", "Portugal", True, -8.0, 39.7),
        ("piedmont", "Piedmont", True, 8.8, 45.1),
        ("naples", "Naples", True, 15.6, 40.6),
        ("prussia", "Prussia", True, 13.0, 52.6),
        ("bavaria", "Bavaria", False, 11.2, 48.9),
        ("austria", "Austria", True, 15.2, 48.6),
        ("hungary", "Hungary", True, 19.4, 47.2),
        ("balkans", "Balkans", True, 22.2, 43.3),
        ("greece", "Greece", True, 22.0, 39.3),
        ("romania", "Romania", True, 25.8, 44.6),
        ("poland", "Poland", False, 20.0, 52.0),
        ("lithuania", "Lithuania", True, 25.3, 54.7),
        ("st_petersburg", "St. Petersburg", True, 30.3, 59.2),
        ("archangel", "Archangel", True, 42.0, 64.0),
        ("moscow", "Moscow", False, 37.6, 55.8),
        ("ukraine", "Ukraine", False, 30.5, 50.3),
        ("crimea", "Crimea", True, 34.2, 45.3),
    ),
    *_zone(
        MIDDLE_EAST,
        ("morocco", "Morocco", True, -6.8, 32.5),
        ("algeria", "Algeria", True, 3.0, 35.3),
        ("tunis", "Tunis", True, 9.6, 34.6),
        ("tripoli", "Tripoli", True, 13.5, 29.5),
        ("cyrenaica", "Cyrenaica", True, 21.5, 29.5),
        ("egypt", "Egypt", True, 30.5, 27.0),
        ("syria", "Syria", True, 37.2, 34.0),
        ("ottoman", "Ottoman", True, 33.0, 39.0),
        ("caucasus", "Caucasus", True, 44.5, 42.3),
        ("mesopotamia", "Mesopotamia", True, 44.4, 33.3),
        ("hejaz", "Hejaz", True, 40.0, 23.5),
        ("nejd", "Nejd", True, 46.0, 25.5),
        ("yemen", "Yemen", True, 45.5, 15.5),
        ("oman", "Oman", True, 56.5, 21.0),
        ("persia", "Persia", False, 51.4, 34.5),
        ("fars", "Fars", True, 53.5, 29.5),
        ("sahara", "Sahara", False, 2.0, 24.0),
    ),
    *_zone(
        AFRICA,
        ("senegal", "Senegal", True, -14.5, 15.5),
        ("sierra_leone", "Sierra Leone", True, -11.8, 9.5),
        ("liberia", "Liberia", True, -9.3, 6.8),
        ("ashanti", "Ashanti", True, -1.6, 7.0),
        ("dahomey", "Dahomey", True, 2.0, 8.5),
        ("lagos", "Lagos", True, 5.5, 7.0),
        ("sokoto", "Sokoto", False, 7.0, 12.0),
        ("timbuktu", "Timbuktu", False, -4.0, 15.0),
        ("bornu", "Bornu", False, 15.5, 12.5),
        ("darfur", "Darfur", False, 23.5, 12.0),
        ("sudan", "Sudan", True, 32.5, 16.5),
        ("abyssinia", "Abyssinia", True, 39.0, 10.5),
        ("somaliland", "Somaliland", True, 46.0, 6.5),
        ("buganda", "Buganda", False, 32.5, 1.5),
        ("zanzibar", "Zanzibar", True, 36.5, -6.0),
        ("cameroons", "Cameroons", True, 12.5, 5.0),
        ("gabon", "Gabon", True, 11.8, -0.8),
        ("congo", "Congo", True, 22.0, -2.0),
        ("katanga", "Katanga", False, 27.0, -10.5),
        ("angola", "Angola", True, 17.0, -12.0),
        ("mozambique", "Mozambique", True, 36.5, -15.5),
        ("matabeleland", "Matabeleland", False, 28.5, -18.5),
        ("bechuanaland", "Bechuanaland", False, 23.5, -22.5),
        ("damaraland", "Damaraland", True, 17.0, -21.5),
        ("transvaal", "Transvaal", False, 28.8, -25.0),
        ("orange_free_state", "Orange Free State", False, 26.2, -29.0),
        ("natal", "Natal", True, 30.6, -29.0),
        ("cape_colony", "Cape Colony", True, 21.5, -32.5),
        ("madagascar", "Madagascar", True, 46.8, -19.0),
    ),
    *_zone(
        CENTRAL_ASIA,
        ("orenburg", "Orenburg", False, 55.0, 52.0),
        ("tobolsk", "Tobolsk", False, 72.0, 58.5),
        ("kirghiz_steppe", "Kirghiz Steppe", False, 68.5, 48.5),
        ("khiva", "Khiva", False, 59.0, 40.5),
        ("bukhara", "Bukhara", False, 65.5, 39.5),
        ("kokand", "Kokand", False, 72.0, 41.5),
        ("afghanistan", "Afghanistan", False, 66.0, 33.8),
        ("baluchistan", "Baluchistan", True, 65.0, 28.0),
        ("sind", "Sind", True, 68.5, 26.0),
        ("punjab", "Punjab", False, 74.0, 31.5),
        ("rajputana", "Rajputana", False, 74.0, 26.5),
        ("oudh", "Oudh", False, 80.9, 26.8),
        ("nepal", "Nepal", False, 84.0, 28.2),
        ("bengal", "Bengal", True, 87.5, 23.0),
        ("bombay", "Bombay", True, 73.8, 19.5),
        ("hyderabad", "Hyderabad", False, 78.5, 18.0),
        ("madras", "Madras", True, 78.5, 11.5),
        ("ceylon", "Ceylon", True, 80.7, 7.8),
        ("tibet", "Tibet", False, 88.0, 31.5),
        ("kashgaria", "Kashgaria", False, 81.0, 39.5),
    ),
    *_zone(
        EASTERN_ASIA,
        ("irkutsk", "Irkutsk", False, 104.3, 56.0),
        ("yakutsk", "Yakutsk", True, 129.7, 62.0),
        ("amur", "Amur", True, 133.0, 49.0),
        ("mongolia", "Mongolia", False, 103.0, 46.5),
        ("manchuria", "Manchuria", True, 126.0, 44.5),
        ("korea", "Korea", True, 127.5, 37.0),
        ("japan", "Japan", True, 138.5, 36.0),
        ("chihli", "Chihli", True, 116.0, 39.0),
        ("shantung", "Shantung", True, 118.5, 36.3),
        ("shansi", "Shansi", False, 111.5, 37.0),
        ("kansu", "Kansu", False, 101.0, 37.5),
        ("szechwan", "Szechwan", False, 104.0, 30.5),
        ("hupeh", "Hupeh", False, 112.5, 30.0),
        ("kiangnan", "Kiangnan", True, 119.3, 32.0),
        ("fukien", "Fukien", True, 118.5, 26.5),
        ("kwangtung", "Kwangtung", True, 112.5, 23.5),
        ("yunnan", "Yunnan", False, 103.0, 25.0),
        ("formosa", "Formosa", True, 121.0, 23.8),
    ),
    *_zone(
        AUSTRALASIA,
        ("burma", "Burma", True, 96.0, 21.0),
        ("siam", "Siam", True, 100.5, 15.0),
        ("tonkin", "Tonkin", True, 105.5, 21.5),
        ("annam", "Annam", True, 108.0, 14.5),
        ("cochinchina", "Cochinchina", True, 105.5, 11.5),
        ("malaya", "Malaya", True, 102.0, 4.0),
        ("sumatra", "Sumatra", True, 101.5, 0.0),
        ("java", "Java", True, 110.0, -7.3),
        ("borneo", "Borneo", True, 114.0, 1.0),
        ("celebes", "Celebes", True, 120.3, -2.0),
        ("moluccas", "Moluccas", True, 128.5, -3.3),
        ("philippines", "Philippines", True, 121.5, 15.5),
        ("new_guinea", "New Guinea", True, 143.5, -6.0),
        ("western_australia", "Western Australia", True, 121.0, -26.0),
        ("northern_territory", "Northern Territory", True, 133.5, -19.0),
        ("south_australia", "South Australia", True, 135.5, -30.0),
        ("queensland", "Queensland", True, 145.0, -22.0),
        ("new_south_wales", "New South Wales", True, 147.0, -32.5),
        ("victoria", "Victoria", True, 144.5, -37.0),
        ("tasmania", "Tasmania", True, 146.5, -42.0),
    ),
)
