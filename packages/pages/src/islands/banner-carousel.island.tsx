import { BannerCarousel } from "@site/ui/carousel";
import { defineIsland } from "./island";

export const island = defineIsland("banner-carousel", BannerCarousel);
