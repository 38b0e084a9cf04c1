// A server-rendered page's only script: the edition's own load once the page has loaded.
import { startAfterLoad } from "@site/pages/document-start";

startAfterLoad();
