import { VideoCarousel } from "@site/ui/carousel";
import { defineIsland } from "./island";

/** Far down the home page: it hydrates as the visitor nears it. */
export const island = defineIsland("video-carousel", VideoCarousel, "visible", { prefetch: true });
