import { useCallback, useEffect, useRef, useState } from "react";
import { cn } from "../lib/cn";
import { Icon } from "../lib/icons";
import { usePickUpReach } from "../lib/use-hover-and-focus-within";
import {
  Carousel,
  CarouselNext,
  CarouselPause,
  CarouselPrevious,
  CarouselSlide,
  CarouselSlides,
  formatSlideLabel,
  useCarousel,
} from "./carousel";
import type { CarouselCopy } from "./carousel-copy";

export interface VideoSlide {
  src: string;
  /** The cover image shown until the video plays (spec 2.4), loaded as the visitor nears it. */
  poster: string;
  /** The video's name. */
  title: string;
}

export interface VideoCarouselProps {
  videos: readonly VideoSlide[] | null | undefined;
  copy: CarouselCopy;
  /** spec 2.4: 4000 ms. */
  interval?: number;
  className?: string;
}

function stop(video: HTMLVideoElement | null | undefined, rewind: boolean) {
  if (!video) return;
  video.pause();
  if (rewind) video.currentTime = 0;
}

function VideoSlides({
  videos,
  copy,
  engaged,
  onPlayingChange,
}: {
  videos: readonly VideoSlide[];
  copy: CarouselCopy;
  engaged: boolean;
  onPlayingChange: (playing: boolean) => void;
}) {
  const { index } = useCarousel();
  const refs = useRef<Array<HTMLVideoElement | null>>([]);
  const [playingIndex, setPlayingIndex] = useState<number | null>(null);
  // The slide whose video has drawn a frame since it was last rewound: its cover steps aside.
  const [startedIndex, setStartedIndex] = useState<number | null>(null);
  // A tap's choice for the active slide outranks hover and focus; a new slide forgets it.
  const [tapped, setTapped] = useState<{ index: number; play: boolean } | null>(null);
  const play = tapped?.index === index ? tapped.play : engaged;
  const shown = useRef(index);

  // spec 4: changing slide pauses and rewinds the previous video.
  useEffect(() => {
    if (shown.current !== index) {
      const previous = shown.current;
      stop(refs.current[previous], true);
      setStartedIndex((current) => (current === previous ? null : current));
      shown.current = index;
    }
  }, [index]);

  // spec 4: hover or focus plays the active video; leaving pauses it. D10: so does a tap.
  useEffect(() => {
    const video = refs.current[index];
    if (!video) return;
    if (play) {
      // Autoplay policies may refuse; a refused play leaves the cover and the rotation.
      video.play()?.catch(() => undefined);
    } else {
      stop(video, false);
    }
  }, [play, index]);

  useEffect(() => {
    onPlayingChange(playingIndex === index);
  }, [playingIndex, index, onPlayingChange]);

  return (
    <CarouselSlides>
      {videos.map((video, i) => (
        <CarouselSlide
          key={`${video.src}-${i}`}
          index={i}
          label={formatSlideLabel(copy.slide, i + 1, videos.length)}
          className="ui-video-carousel__slide"
          data-state={playingIndex === i ? "playing" : "paused"}
          data-started={startedIndex === i ? "" : undefined}
        >
          <video
            ref={(element) => {
              refs.current[i] = element;
            }}
            className="ui-video-carousel__video"
            src={video.src}
            muted
            playsInline
            // WeChat's and older iOS browsers' own names for playing in the page.
            webkit-playsinline="true"
            x5-playsinline="true"
            preload="none"
            aria-label={video.title}
            onPlay={() => setPlayingIndex(i)}
            onPlaying={() => setStartedIndex(i)}
            onPause={() => setPlayingIndex((current) => (current === i ? null : current))}
            onEnded={() => setPlayingIndex((current) => (current === i ? null : current))}
          />
          {/* The cover as a lazy picture rather than the video's poster, which a browser fetches
              with the page: on a phone that is three covers far below the banner, loading
              beside it. */}
          <img
            className="ui-video-carousel__cover"
            src={video.poster}
            alt=""
            loading="lazy"
            decoding="async"
          />
          {copy.playVideo && copy.pauseVideo ? (
            // D10: what hover does on a desktop, a tap does on a touch screen.
            <button
              type="button"
              className="ui-video-carousel__toggle"
              aria-label={playingIndex === i ? copy.pauseVideo : copy.playVideo}
              onClick={() => setTapped({ index: i, play: playingIndex !== i })}
            >
              <span className="ui-video-carousel__toggle-mark">
                <Icon name={playingIndex === i ? "pause" : "play"} />
              </span>
            </button>
          ) : null}
          <p className="ui-video-carousel__title" aria-hidden="true">
            {video.title}
          </p>
        </CarouselSlide>
      ))}
    </CarouselSlides>
  );
}

/**
 * The home page's video carousel (spec 2.4, 4): 3 muted videos, 4000 ms cycle, 530px high,
 * the cover until play. Hover or focus plays the active video and holds the rotation;
 * leaving or the video ending lets it rotate again.
 */
export function VideoCarousel({ videos, copy, interval = 4000, className }: VideoCarouselProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [playing, setPlaying] = useState(false);
  // A touch screen also sends mouseenter and focus on a tap: only the play button acts then.
  const touch = useRef(false);
  const onPlayingChange = useCallback((value: boolean) => setPlaying(value), []);
  // Hydrated when the visitor reaches it (issue 24): a mouse already over it, or the keyboard's
  // focus already in it, plays the video as an enter would have.
  const pickUpReach = usePickUpReach(setHovered, setFocused);
  const list = videos ?? [];
  if (list.length === 0) return null;
  return (
    <Carousel
      label={copy.label}
      count={list.length}
      autoplay
      interval={interval}
      // Hover and focus play the video; the video decides: playing holds the rotation,
      // ending or leaving releases it (spec 4), even while the pointer or focus stays.
      pauseOnHover={false}
      pauseOnFocus={false}
      held={playing}
      className={cn("ui-video-carousel", className)}
      ref={pickUpReach}
      onPointerEnter={(event) => (touch.current = event.pointerType !== "mouse")}
      onPointerDown={(event) => (touch.current = event.pointerType !== "mouse")}
      onMouseEnter={() => setHovered(!touch.current)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(!touch.current)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <VideoSlides
        videos={list}
        copy={copy}
        engaged={hovered || focused}
        onPlayingChange={onPlayingChange}
      />
      <CarouselPrevious label={copy.previous} />
      <CarouselNext label={copy.next} />
      <div className="ui-carousel__bar">
        <CarouselPause pauseLabel={copy.pause} playLabel={copy.play} />
      </div>
    </Carousel>
  );
}
