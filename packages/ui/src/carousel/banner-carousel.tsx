import { AppLink } from "../lib/app-link";
import { cn } from "../lib/cn";
import {
  Carousel,
  CarouselDots,
  CarouselNext,
  CarouselPause,
  CarouselPrevious,
  CarouselSlide,
  CarouselSlides,
  formatSlideLabel,
  useCarouselSlide,
} from "./carousel";
import type { CarouselCopy } from "./carousel-copy";

export interface BannerSlide {
  /** The wide picture (1920 × 600), shown from 768px up. */
  imageUrl: string;
  /**
   * A portrait picture (750 × 1000) with the same words laid out large, shown below 768px
   * (D10 art direction); without it the wide picture is shown there too.
   */
  phoneImageUrl?: string | null;
  /** The image's text alternative; also the link's name when the slide is a link. */
  alt: string;
  /** A slide with `href` is a link: a router link for a path, a plain link for a URL. */
  href?: string | null;
}

export interface BannerCarouselProps {
  slides: readonly BannerSlide[] | null | undefined;
  copy: CarouselCopy;
  /** ms between slides; autoplay stops on hover, focus, the pause control, reduced motion. */
  interval?: number;
  autoplay?: boolean;
  className?: string;
}

function BannerImage({ slide, eager }: { slide: BannerSlide; eager: boolean }) {
  const { active } = useCarouselSlide();
  const image = (
    <picture className="ui-banner__picture">
      {slide.phoneImageUrl ? (
        // The same query as the stylesheet's phone layout, so picture and box agree.
        <source media="(width < 768px)" srcSet={slide.phoneImageUrl} width={750} height={1000} />
      ) : null}
      <img
        className="ui-banner__image"
        src={slide.imageUrl}
        alt={slide.alt}
        width={1920}
        height={600}
        // The first slide is the home page's largest paint (issue 12, item 7): asked for first
        // and shown as soon as it arrives; its box is sized by the stylesheet.
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding={eager ? undefined : "async"}
      />
    </picture>
  );
  if (!slide.href) return image;
  return (
    <AppLink className="ui-banner__link" href={slide.href} tabIndex={active ? undefined : -1}>
      {image}
    </AppLink>
  );
}

/** The home page's banner carousel (spec 2.4): 5 images, some of them links. */
export function BannerCarousel({
  slides,
  copy,
  interval = 5000,
  autoplay = true,
  className,
}: BannerCarouselProps) {
  const list = slides ?? [];
  if (list.length === 0) return null;
  return (
    <Carousel
      label={copy.label}
      count={list.length}
      autoplay={autoplay}
      interval={interval}
      className={cn(
        "ui-banner",
        list.every((slide) => slide.phoneImageUrl) && "ui-banner--portrait",
        className,
      )}
    >
      <CarouselSlides>
        {list.map((slide, i) => (
          <CarouselSlide
            key={`${slide.imageUrl}-${i}`}
            index={i}
            label={formatSlideLabel(copy.slide, i + 1, list.length)}
          >
            <BannerImage slide={slide} eager={i === 0} />
          </CarouselSlide>
        ))}
      </CarouselSlides>
      <CarouselPrevious label={copy.previous} />
      <CarouselNext label={copy.next} />
      <div className="ui-carousel__bar">
        <CarouselPause pauseLabel={copy.pause} playLabel={copy.play} />
        {copy.goTo ? <CarouselDots labelTemplate={copy.goTo} /> : null}
      </div>
    </Carousel>
  );
}
