import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { videoCopy as copy, videoSlides } from "../test/carousel-sample";
import { VideoCarousel } from "./video-carousel";

let play: ReturnType<typeof vi.fn>;
let pause: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  window.matchMedia = vi.fn((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as never;
  // jsdom has no media playback: play/pause fire their events, as a browser does ("playing"
  // once the first frame is drawn).
  play = vi.fn(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event("play"));
    this.dispatchEvent(new Event("playing"));
    return Promise.resolve();
  });
  pause = vi.fn(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event("pause"));
  });
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(play as never);
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(pause as never);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function renderVideos() {
  const result = render(<VideoCarousel videos={videoSlides} copy={copy} />);
  const region = screen.getByRole("region", { name: "集团视频" });
  const slides = [...region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
  const videos = [...region.querySelectorAll("video")];
  const active = () => slides.findIndex((slide) => slide.hasAttribute("data-active"));
  return { ...result, region, slides, videos, active };
}

describe("VideoCarousel", () => {
  it("shows 3 muted inline videos with their covers, 530px high by CSS (spec 2.4)", async () => {
    vi.useRealTimers();
    const { videos, slides, container } = renderVideos();
    expect(videos).toHaveLength(3);
    for (const [i, video] of videos.entries()) {
      expect(video.muted).toBe(true);
      expect(video.hasAttribute("playsinline")).toBe(true);
      expect(video.getAttribute("src")).toBe(videoSlides[i]!.src);
      // The cover is a lazy picture over the video: a poster would be fetched with the page.
      expect(video.hasAttribute("poster")).toBe(false);
      const cover = slides[i]!.querySelector("img.ui-video-carousel__cover")!;
      expect(cover.getAttribute("src")).toBe(videoSlides[i]!.poster);
      expect(cover.getAttribute("loading")).toBe("lazy");
      expect(cover.getAttribute("alt")).toBe("");
    }
    expect(slides.map((s) => s.getAttribute("data-state"))).toEqual(["paused", "paused", "paused"]);
    await expectNoAxeViolations(container);
  });

  it("cycles every 4000 ms", () => {
    const { active } = renderVideos();
    act(() => vi.advanceTimersByTime(3999));
    expect(active()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(active()).toBe(1);
  });

  it("hover plays the active video and holds the rotation; leaving pauses and resumes it", () => {
    const { region, videos, slides, active } = renderVideos();
    fireEvent.mouseEnter(region);
    expect(play).toHaveBeenCalledTimes(1);
    expect(play.mock.contexts[0]).toBe(videos[0]);
    expect(slides[0]!.getAttribute("data-state")).toBe("playing");
    act(() => vi.advanceTimersByTime(20_000));
    expect(active()).toBe(0);
    fireEvent.mouseLeave(region);
    expect(pause.mock.contexts.at(-1)).toBe(videos[0]);
    expect(slides[0]!.getAttribute("data-state")).toBe("paused");
    act(() => vi.advanceTimersByTime(4000));
    expect(active()).toBe(1);
  });

  it("keyboard focus plays the active video too (D8)", () => {
    const { videos } = renderVideos();
    act(() => screen.getByRole("button", { name: "下一张" }).focus());
    expect(play.mock.contexts.at(-1)).toBe(videos[0]);
  });

  describe("hydrated after the visitor reached it (issue 24: it waits until near)", () => {
    /** The server's carousel in the page under a mouse, or with the keyboard's focus, then hydrated. */
    function hydrateWith(reach: ":hover" | ":focus-visible", hover: "mouse" | "touch" = "mouse") {
      window.matchMedia = vi.fn((query: string) => ({
        matches: query === "(hover: hover)" && hover === "mouse",
        media: query,
        addEventListener() {},
        removeEventListener() {},
      })) as never;
      const container = document.createElement("div");
      container.innerHTML = renderToString(<VideoCarousel videos={videoSlides} copy={copy} />);
      document.body.append(container);
      const region = container.querySelector<HTMLElement>(".ui-carousel")!;
      if (reach === ":focus-visible") region.querySelector<HTMLElement>("button")!.focus();
      const matches = Element.prototype.matches;
      vi.spyOn(Element.prototype, "matches").mockImplementation(function (
        this: Element,
        selector: string,
      ) {
        if (selector === reach)
          return reach === ":hover" ? this === region : this.tagName === "BUTTON";
        if (selector === ":hover" || selector === ":focus-visible") return false;
        return matches.call(this, selector);
      });
      act(() => {
        hydrateRoot(container, <VideoCarousel videos={videoSlides} copy={copy} />);
      });
      return { container, videos: [...container.querySelectorAll("video")] };
    }

    afterEach(() => {
      document.body.innerHTML = "";
    });

    it("plays the active video for a mouse already over it", () => {
      const { videos } = hydrateWith(":hover");
      expect(play.mock.contexts.at(-1)).toBe(videos[0]);
    });

    it("plays it for the keyboard's focus already in it", () => {
      const { videos } = hydrateWith(":focus-visible");
      expect(play.mock.contexts.at(-1)).toBe(videos[0]);
    });

    it("takes a touch screen's last tap, which leaves :hover behind, for no hover", () => {
      hydrateWith(":hover", "touch");
      expect(play).not.toHaveBeenCalled();
    });
  });

  it("the video ending resumes the rotation even while hovered", () => {
    const { region, videos, active } = renderVideos();
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(10_000));
    expect(active()).toBe(0);
    act(() => {
      videos[0]!.dispatchEvent(new Event("ended"));
    });
    act(() => vi.advanceTimersByTime(4000));
    expect(active()).toBe(1);
    // Still hovered: the new active video plays.
    expect(play.mock.contexts.at(-1)).toBe(videos[1]);
  });

  it("changing slide pauses and rewinds the previous video", () => {
    const { region, videos } = renderVideos();
    fireEvent.mouseEnter(region);
    videos[0]!.currentTime = 12;
    fireEvent.click(screen.getByRole("button", { name: "下一张" }));
    expect(pause.mock.contexts).toContain(videos[0]);
    expect(videos[0]!.currentTime).toBe(0);
    expect(play.mock.contexts.at(-1)).toBe(videos[1]);
  });

  it("the cover stays until the video draws, and comes back once it is rewound (spec 2.4)", () => {
    const { region, videos, slides } = renderVideos();
    const started = () => slides.map((slide) => slide.hasAttribute("data-started"));
    expect(started()).toEqual([false, false, false]);
    // "play" alone (a video still fetching its first frame) leaves the cover.
    play.mockImplementationOnce(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event("play"));
      return Promise.resolve();
    });
    fireEvent.mouseEnter(region);
    expect(slides[0]!.getAttribute("data-state")).toBe("playing");
    expect(started()).toEqual([false, false, false]);
    act(() => {
      videos[0]!.dispatchEvent(new Event("playing"));
    });
    expect(started()).toEqual([true, false, false]);
    // Paused where it was, the frame stays, as a poster would have.
    fireEvent.mouseLeave(region);
    expect(started()).toEqual([true, false, false]);
    fireEvent.click(screen.getByRole("button", { name: "下一张" }));
    expect(started()).toEqual([false, false, false]);
  });

  it("plays inline in WeChat and iOS too", () => {
    const { videos } = renderVideos();
    for (const video of videos) {
      expect(video.hasAttribute("playsinline")).toBe(true);
      expect(video.getAttribute("webkit-playsinline")).toBe("true");
      expect(video.getAttribute("x5-playsinline")).toBe("true");
    }
  });

  it("a tap plays the active video, holding the rotation; a second tap pauses it (D10)", () => {
    const { region, videos, slides, active } = renderVideos();
    const button = () => within(slides[0]!).getByRole("button");
    expect(button().getAttribute("aria-label")).toBe("播放视频");
    // A touch screen sends mouseenter and focus on a tap: they do not play the video.
    fireEvent.pointerDown(button(), { pointerType: "touch" });
    fireEvent.mouseEnter(region);
    act(() => button().focus());
    expect(play).not.toHaveBeenCalled();
    fireEvent.click(button());
    expect(play.mock.contexts).toEqual([videos[0]]);
    expect(slides[0]!.getAttribute("data-state")).toBe("playing");
    expect(button().getAttribute("aria-label")).toBe("暂停视频");
    act(() => vi.advanceTimersByTime(20_000));
    expect(active()).toBe(0);
    fireEvent.click(button());
    expect(pause.mock.contexts.at(-1)).toBe(videos[0]);
    expect(slides[0]!.getAttribute("data-state")).toBe("paused");
    expect(button().getAttribute("aria-label")).toBe("播放视频");
    act(() => vi.advanceTimersByTime(4000));
    expect(active()).toBe(1);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it("a tap on a video that hover started pauses it; the next slide forgets the tap", () => {
    const { region, videos, slides } = renderVideos();
    fireEvent.mouseEnter(region);
    expect(slides[0]!.getAttribute("data-state")).toBe("playing");
    fireEvent.click(within(slides[0]!).getByRole("button"));
    expect(slides[0]!.getAttribute("data-state")).toBe("paused");
    fireEvent.click(screen.getByRole("button", { name: "下一张" }));
    // Still hovered: the next video plays.
    expect(play.mock.contexts.at(-1)).toBe(videos[1]);
  });

  it("has a rotation control, and renders nothing without videos", () => {
    renderVideos();
    fireEvent.click(screen.getByRole("button", { name: "暂停轮播" }));
    screen.getByRole("button", { name: "开始轮播" });
    const { container } = render(<VideoCarousel videos={[]} copy={copy} />);
    expect(container.innerHTML).toBe("");
  });
});
