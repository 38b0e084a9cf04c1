import { VideoCarousel } from "@site/ui/carousel";
import { defineIsland } from "./island";

export const island = defineIsland("video-carousel", VideoCarousel);
