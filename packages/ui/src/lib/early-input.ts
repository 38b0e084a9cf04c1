// A server-rendered part answers only once its island has hydrated, which may be seconds after
// it is shown (issue 24, issue 28). The page's start script keeps what the visitor does to it
// meanwhile and does it once the part answers: a tap on a button needing script, and what these
// marks name. (The start script spells them too; a test keeps the two together.)

/** On a part that answers a tap with script although it is no button (a case card). */
export const KEPT_TAP_ATTRIBUTE = "data-kept-tap";

/** On a carousel's slides: a swipe across them is its previous or next control's click. */
export const SWIPE_AREA_ATTRIBUTE = "data-swipe-area";

/**
 * On those controls, beside the slides (the swipe area's siblings): `previous` or `next`.
 */
export const SWIPE_TO_ATTRIBUTE = "data-swipe-to";

/** A horizontal move this far (px), more across than down, is a swipe. */
export const SWIPE_DISTANCE = 40;
