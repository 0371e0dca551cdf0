/**
 * What a screen says about a price, before it is put into words: free, unavailable, or an amount (one
 * price or a range) already formatted for the interface language. Kiosk cards and the phone's reserve
 * pages both use it; each screen words `free` and `unavailable` with its own texts.
 */
export type TPriceLabel = { kind: 'free' } | { kind: 'unavailable' } | { kind: 'amount'; text: string };
