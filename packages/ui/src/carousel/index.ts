// Public entry of @site/ui/carousel.
export {
  BannerCarousel,
  type BannerAction,
  type BannerCarouselProps,
  type BannerSlide,
} from "./banner-carousel";
export {
  Carousel,
  CarouselDots,
  CarouselNext,
  CarouselPause,
  CarouselPrevious,
  CarouselSlide,
  CarouselSlides,
  formatSlideLabel,
  useCarousel,
  useCarouselSlide,
  type CarouselDotsProps,
  type CarouselPauseProps,
  type CarouselProps,
  type CarouselSlideProps,
} from "./carousel";
export type { CarouselCopy } from "./carousel-copy";
export { VideoCarousel, type VideoCarouselProps, type VideoSlide } from "./video-carousel";
