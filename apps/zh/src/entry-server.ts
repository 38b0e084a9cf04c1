// Built by `vite build --ssr` into dist-server/, outside the files the server serves (D1).
import { createEditionRenderer } from "@site/pages/server";
import clientAssets from "virtual:site-client-assets";
import { site } from "./site";

export const render = createEditionRenderer(site, clientAssets);
