// Markup specimens for the rich text component: what the sanitizer keeps, and what it removes.
import { placeholderImage } from "../support/sample-images";

/** Every element an editor's rich text may use (the entity data comes from the fixtures). */
export const formattingSpecimen = `<h2>Heading</h2>
<p>A paragraph with <strong>strong</strong> and <em>emphasised</em> text.</p>
<p><img src="${placeholderImage({ width: 960, height: 360, text: "IMG" })}" alt="Specimen picture"></p>
<ul><li>First item</li><li>Second item</li></ul>
<blockquote>A quotation.</blockquote>
<p>A <a href="https://example.com" target="_blank">link to another site</a>.</p>`;

/** Markup an attacker might slip into a CMS field: every active part must disappear. */
export const hostileHtml = `<p>Safe text</p><script>window.__pwned = true</script><img src="${placeholderImage({ width: 320, height: 120, text: "IMG" })}" onerror="window.__pwned = true" alt="Sample"><a href="javascript:window.__pwned=true">link</a><p onclick="window.__pwned = true">Click</p><iframe src="https://example.com"></iframe>`;
