/**
 * The characters the shop's own text is written in: Latin-1 (é in "Crème"), curly quotes, dashes, the
 * bullet, ellipsis, primes, guillemets, €, ™ and the minus sign. The "core" font files hold only these (and Inter only
 * the weights the app uses); styles.css declares them for exactly this range, after the full Latin files, which any
 * other character still finds.
 */
export const CORE_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+2013-2014, U+2018-201E, U+2020-2022, U+2026, U+2032-2033, U+2039-203A, U+20AC, U+2122, U+2212';
