/**
 * Google Tag Manager container of the site (e.g. "GTM-ABC1234"). Empty means no analytics
 * at all; with an id, the tag manager still loads only after a visitor's "Accept All".
 * Set it at build time: `GTM_ID=GTM-ABC1234 npm run build`.
 */
export const tagManagerId: string = __GTM_ID__;
