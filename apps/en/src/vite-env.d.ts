/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API server when it is not this origin (default: same origin). */
  readonly VITE_API_BASE_URL?: string;
  /** Base URL of the Chinese edition when deployed on another origin (D1; default: same origin). */
  readonly VITE_OTHER_EDITION_URL?: string;
}

declare module "virtual:site-client-assets" {
  import type { DocumentAssets } from "@site/pages/document";
  const assets: DocumentAssets;
  export default assets;
}
