// The place words statement descriptions end on: US states, the country codes card networks
// print (ISO 3166 alpha-2 and alpha-3, only those that are not also common English words), and
// how city names are built, so that a trailing city can be told from the merchant's own words.

export const STATES = new Set(
  "al ak az ar ca co ct de dc fl ga hi id il in ia ks ky la me md ma mi mn ms mo mt ne nv nh nj nm ny nc nd oh ok or pa ri sc sd tn tx ut vt va wa wv wi wy pr".split(
    " ",
  ),
);

/** Countries as card descriptors end on them ("LONDON GB", "DUBLIN IRL"); "it", "no", "at", "be" are left out (words). */
export const COUNTRIES = new Set(
  (
    "gb uk ie fr nl ch es pt se dk fi pl cz hu gr au nz lu mx jp sg hk za br ar " +
    "usa gbr irl fra deu nld bel aut che esp prt ita swe dnk nor fin pol cze hun grc can aus nzl lux mex jpn sgp"
  ).split(" "),
);

/** First words of two-word cities ("SAN JOSE", "ST LOUIS", "NEW YORK"). */
export const CITY_FIRST_WORDS = new Set(
  "san santa los las la el new st saint ft fort port mt mount north south east west palo salt lake grand long del".split(
    " ",
  ),
);

/** Last words of two-word cities ("KANSAS CITY", "PALM SPRINGS", "MIAMI BEACH"). */
export const CITY_LAST_WORDS = new Set(
  "city beach springs falls park heights village rapids valley hills harbor creek island".split(" "),
);

/** Words that name what was bought or how, never a city: a trailing state does not take them with it. */
export const NOT_CITY = new Set(
  "payment payments pymt pmt bill online services service store market mkt inc co llc ltd corp company fare trip autopay"
    .split(" ")
    .concat(["transfer", "deposit", "withdrawal", "purchase", "wireless", "insurance", "bank", "card"]),
);
