"""The land borders of the imperialism map (IMP-MAP-3): pairs of regions that share a land border, per zone
and then across zones, plus the Ottoman–Balkans link across the Bosporus that the source allows by land.

Spain and Morocco are not a land border (the source forbids the move): ``geography.world`` joins them only by
a link closed to land moves.
"""

OTTOMAN, BALKANS = "ottoman", "balkans"


def _pairs(text: str) -> tuple[tuple[str, str], ...]:
    """``"a b, a c"`` -> ``(("a", "b"), ("a", "c"))``."""
    pairs = []
    for item in text.split(","):
        a, b = item.split()
        pairs.append((a, b))
    return tuple(pairs)


LAND_BORDERS: tuple[tuple[str, str], ...] = _pairs(
    # Europe
    "norway sweden, sweden finland, finland st_petersburg, finland archangel, denmark prussia,"
    "low_countries france, low_countries prussia, france spain, france piedmont, france bavaria, france prussia,"
    "spain portugal, piedmont naples, piedmont austria, prussia bavaria, prussia austria, prussia poland,"
    "prussia lithuania, bavaria austria, austria hungary, austria poland, austria ukraine, hungary balkans,"
    "hungary romania, balkans romania, balkans greece, romania crimea,"
    "poland lithuania, poland ukraine, lithuania st_petersburg, lithuania moscow, lithuania ukraine,"
    "st_petersburg moscow, st_petersburg archangel, moscow archangel, moscow ukraine, moscow crimea,"
    "ukraine crimea, archangel norway, finland norway, austria romania, austria crimea,"
    # Europe to the Middle East and Central Asia
    "ottoman balkans, crimea caucasus, crimea orenburg, moscow orenburg, archangel tobolsk,"
    # Middle East
    "morocco algeria, morocco sahara, algeria tunis, algeria sahara, tunis tripoli, tripoli sahara,"
    "tripoli cyrenaica, cyrenaica egypt, egypt syria, syria ottoman, syria mesopotamia, syria hejaz, "
    "ottoman caucasus, ottoman mesopotamia, ottoman persia, caucasus persia, mesopotamia persia, mesopotamia nejd,"
    "mesopotamia fars, hejaz nejd, hejaz yemen, nejd yemen, nejd oman, yemen oman, persia fars,"
    # Middle East to Africa and Central Asia
    "caucasus orenburg, persia khiva, persia afghanistan, fars baluchistan, fars afghanistan,"
    "sahara senegal, sahara timbuktu, sahara sokoto, sahara bornu, tripoli bornu, cyrenaica bornu,"
    "cyrenaica darfur, darfur egypt, hejaz mesopotamia, sahara tunis, morocco senegal, egypt sudan,"
    # Sub-Saharan Africa
    "senegal sierra_leone, senegal timbuktu, sierra_leone liberia, sierra_leone timbuktu, liberia ashanti,"
    "liberia timbuktu, ashanti timbuktu, ashanti dahomey, dahomey timbuktu, dahomey sokoto, dahomey lagos,"
    "lagos sokoto, lagos bornu, buganda darfur, buganda somaliland, bukhara kashgaria, damaraland matabeleland,"
    "lagos cameroons, sokoto timbuktu, sokoto bornu, bornu cameroons, bornu darfur,"
    "cameroons gabon, cameroons congo, cameroons darfur, darfur sudan, darfur congo, sudan abyssinia,"
    "sudan buganda, abyssinia somaliland, abyssinia buganda, "
    "somaliland zanzibar, buganda zanzibar, buganda congo, zanzibar katanga,"
    "zanzibar mozambique, gabon congo, congo katanga, congo angola, katanga angola, katanga mozambique,"
    "katanga matabeleland, angola damaraland, angola matabeleland, "
    "mozambique matabeleland, mozambique transvaal, mozambique natal, matabeleland bechuanaland,"
    "matabeleland transvaal, bechuanaland damaraland, bechuanaland transvaal, bechuanaland cape_colony,"
    "bechuanaland orange_free_state, damaraland cape_colony, transvaal orange_free_state, transvaal natal,"
    "orange_free_state natal, orange_free_state cape_colony, natal cape_colony,"
    # Central Asia
    "orenburg tobolsk, orenburg kirghiz_steppe, orenburg khiva, tobolsk kirghiz_steppe,"
    "kirghiz_steppe khiva, kirghiz_steppe bukhara, kirghiz_steppe kokand, kirghiz_steppe kashgaria,"
    "khiva bukhara, khiva afghanistan, bukhara kokand, bukhara afghanistan, kokand kashgaria,"
    "afghanistan baluchistan, afghanistan punjab, afghanistan kashgaria,"
    "baluchistan sind, baluchistan punjab, sind punjab, sind rajputana, sind bombay, punjab rajputana,"
    "punjab oudh, punjab tibet, punjab kashgaria, rajputana bombay, rajputana oudh, rajputana hyderabad,"
    "oudh nepal, oudh bengal, oudh hyderabad, oudh tibet, bengal nepal, bengal hyderabad, "
    "bengal tibet, bengal madras, bombay hyderabad, bombay madras, hyderabad madras, nepal tibet, tibet kashgaria,"
    # Central Asia to Eastern Asia and South-East Asia
    "tobolsk irkutsk, kashgaria mongolia, kashgaria kansu,"
    "tibet kansu, tibet szechwan, tibet yunnan, tibet burma, bengal burma,"
    # Eastern Asia
    "irkutsk mongolia, amur mongolia, chihli hupeh, irkutsk yakutsk, irkutsk amur, yakutsk amur, amur manchuria, "
    "mongolia manchuria, mongolia chihli, mongolia shansi, mongolia kansu, manchuria korea, manchuria chihli,"
    "chihli shantung, chihli shansi, shantung kiangnan, shantung hupeh, shansi kansu,"
    "shansi hupeh, shansi szechwan, kansu szechwan, szechwan yunnan, szechwan hupeh, hupeh kiangnan,"
    "hupeh fukien, hupeh kwangtung, kiangnan fukien, fukien kwangtung, kwangtung yunnan,"
    # Eastern Asia to South-East Asia
    "kwangtung tonkin, yunnan tonkin, yunnan burma, yunnan siam,"
    # South-East Asia and Australia
    "burma siam, siam tonkin, siam annam, siam cochinchina, siam malaya, tonkin annam, annam cochinchina,"
    "western_australia northern_territory, western_australia south_australia, northern_territory south_australia,"
    "northern_territory queensland, south_australia queensland, south_australia new_south_wales,"
    "south_australia victoria, queensland new_south_wales, new_south_wales victoria"
)
