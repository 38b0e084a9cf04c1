import { readFile } from "node:fs/promises";
import { memoryPages, validateXML } from "xmllint-wasm";

// libxml2's xmllint as WebAssembly: no native binary, no network. It reads only the files given
// to it, so the imported xhtml-link.xsd is preloaded under the name sitemap.xsd imports it by.
async function readSchema(fileName: string) {
  const contents = await readFile(new URL(`./sitemap/${fileName}`, import.meta.url), "utf8");
  return { fileName, contents };
}

/**
 * xmllint's complaints about `xml` against the sitemaps.org 0.9 schema (with Google's
 * xhtml:link alternates), one per line; empty when the sitemap is valid.
 */
export async function sitemapSchemaErrors(xml: string): Promise<string[]> {
  const [schema, xhtmlLink] = await Promise.all([
    readSchema("sitemap.xsd"),
    readSchema("xhtml-link.xsd"),
  ]);
  // A sitemap that is not well-formed XML gives xmllint's parser errors here; a broken schema
  // rejects instead.
  const result = await validateXML({
    xml: { fileName: "sitemap.xml", contents: xml },
    schema,
    preload: xhtmlLink,
    // The default ceiling (32 MiB) runs out on a full sitemap: 50,000 URLs with three
    // alternates each is about 21 MB of XML. Memory grows only as far as a document needs.
    maxMemoryPages: memoryPages.GiB,
  });
  return result.errors.map((error) => error.rawMessage).filter((line) => line.trim() !== "");
}
