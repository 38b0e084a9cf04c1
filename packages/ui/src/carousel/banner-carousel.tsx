import { CONSULT_DIALOG_ID } from "@site/forms/form-post";
import { DialogTrigger } from "../dialogs/modal-dialog";
import { cn } from "../lib/cn";
import { CtaLink } from "../lib/cta-link";
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

/**
 * A banner's one call to action (issue 28): a link to the page the banner speaks of (a router
 * link for a path, a plain link for a URL), which the whole slide follows, or the page's
 * consult dialog (D8's `立即咨询` / `Consult now`, opened natively as every consult button is).
 */
export type BannerAction = { label: string; href: string } | { label: string; opens: "consult" };

export interface BannerSlide {
  /** The wide picture (1920 × 600), shown from 768px up; it carries no words (issue 28). */
  imageUrl: string;
  /** A portrait picture (750 × 1000) shown below 768px (D10 art direction), or none. */
  phoneImageUrl?: string | null;
  /** The slide's one message: its heading, on the solid band. */
  title: string;
  /** At most one short line under it. */
  text?: string | null;
  action?: BannerAction | null;
}

export interface BannerCarouselProps {
  slides: readonly BannerSlide[] | null | undefined;
  copy: CarouselCopy;
  /** ms between slides; autoplay stops on hover, focus, the pause control, reduced motion. */
  interval?: number;
  autoplay?: boolean;
  className?: string;
}

/** The slide's picture: decorative, its words are the slide's text. */
function BannerPicture({ slide, eager }: { slide: BannerSlide; eager: boolean }) {
  return (
    <picture className="ui-banner__picture">
      {slide.phoneImageUrl ? (
        // The same query as the stylesheet's phone layout, so picture and box agree.
        <source media="(width < 768px)" srcSet={slide.phoneImageUrl} width={750} height={1000} />
      ) : null}
      <img
        className="ui-banner__image"
        src={slide.imageUrl}
        alt=""
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
}

function BannerCallToAction({ action }: { action: BannerAction }) {
  const { active } = useCarouselSlide();
  const tabIndex = active ? undefined : -1;
  if ("opens" in action) {
    return (
      <DialogTrigger
        dialog={CONSULT_DIALOG_ID}
        className="ui-cta ui-banner__cta"
        data-action="dialog"
        tabIndex={tabIndex}
      >
        {action.label}
      </DialogTrigger>
    );
  }
  return (
    <CtaLink className="ui-banner__cta" data-action="link" href={action.href} tabIndex={tabIndex}>
      {action.label}
    </CtaLink>
  );
}

/**
 * The home page's banner carousel (spec 2.4): 5 slides, each one message and one call to action
 * on a solid navy band over a wordless picture (issue 28), so axe checks its contrast at every
 * width. Slides 2–4 (Chinese) and 1–3 (English) open their pages: the whole slide is a link.
 */
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
            className="ui-banner__slide"
          >
            <BannerPicture slide={slide} eager={i === 0} />
            <span className="ui-banner__fade" aria-hidden="true" />
            <div className="ui-banner__copy">
              <h2 className="ui-banner__title">{slide.title}</h2>
              {slide.text ? <p className="ui-banner__text">{slide.text}</p> : null}
              {slide.action ? <BannerCallToAction action={slide.action} /> : null}
            </div>
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
