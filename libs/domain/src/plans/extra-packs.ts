import { PRICE_PER_APPLICATION_CENTS } from './plans.js';

// Extra applications come in packs of 5 at the advertised $3.00 each ($15), bought once for the
// current period; they expire with it.

export const EXTRA_PACK_APPLICATIONS = 5;

export const EXTRA_PACK_PRICE_CENTS = EXTRA_PACK_APPLICATIONS * PRICE_PER_APPLICATION_CENTS;
