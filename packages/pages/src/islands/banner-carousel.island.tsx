import { BannerCarousel } from "@site/ui/carousel";
import { defineIsland } from "./island";

/**
 * At the top of the home page, shown at once; its first turn is seconds away, so it comes alive
 * a little after the page's start rather than with it (a tap or swipe before then is kept).
 */
export const island = defineIsland("banner-carousel", BannerCarousel, "soon", { prefetch: true });
