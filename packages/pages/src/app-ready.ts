/**
 * Set on `<html>` once the page answers: its islands hydrated, or the single-page app rendered.
 * Until then a server-rendered page shows, but its script-driven buttons wait. Browser tests
 * wait for it before they interact. The start script spells it too (`./document-start`;
 * a test keeps the two together: importing it from here would tie that script to the app).
 */
export const APP_READY_ATTRIBUTE = "data-app-ready";
