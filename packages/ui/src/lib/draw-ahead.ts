// On a phone the sections below the first screen and the footer wait to be drawn until the
// visitor nears them, standing in taller than they are (section.css, site-footer.css). A jump
// down the page would draw them one frame at a time, each drawn one pulling the next into reach.
// At the page's first scroll the start script sets this on `<html>` for one frame, and they are
// all drawn in it. (The start script spells it too; a test keeps the two together.)

/** On `<html>` for the frame after the page's first scroll: every waiting part is drawn in it. */
export const DRAW_AHEAD_ATTRIBUTE = "data-draw-ahead";
