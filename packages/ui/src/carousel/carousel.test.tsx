import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { Link, MemoryRouter, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RouterLinkContext } from "../lib/app-link";
import { expectNoAxeViolations } from "../test/axe";
import { bannerCopy as copy, bannerSlides as slides } from "../test/carousel-sample";
import { BannerCarousel } from "./banner-carousel";
import { ShownSinceContext } from "../lib/shown-since";
import {
  Carousel,
  CarouselNext,
  CarouselSlide,
  CarouselSlides,
  FIRST_TURN_MIN_MS,
} from "./carousel";

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

function renderBanner(props: Partial<Parameters<typeof BannerCarousel>[0]> = {}) {
  return render(
    <MemoryRouter>
      <BannerCarousel slides={slides} copy={copy} interval={3000} {...props} />
    </MemoryRouter>,
  );
}

const region = () => screen.getByRole("region", { name: "首页横幅" });
const activeSlide = () =>
  region().querySelector<HTMLElement>('[aria-roledescription="slide"][data-active]');

beforeEach(() => {
  vi.useFakeTimers();
  mockReducedMotion(false);
});

afterEach(() => {
  vi.useRealTimers();
});

describe("Carousel parts", () => {
  it("throw a clear error outside <Carousel>", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<CarouselNext label="下一张" />)).toThrow(/inside <Carousel>/);
    expect(() => render(<CarouselSlide index={0} label="1 / 1" />)).toThrow(/inside <Carousel>/);
  });

  it("compose: slides are groups named by copy, in DOM order, inactive ones hidden", () => {
    render(
      <Carousel label="测试" count={3}>
        <CarouselSlides>
          {[0, 1, 2].map((i) => (
            <CarouselSlide key={i} index={i} label={`${i + 1} / 3`}>
              <p>第{i + 1}张</p>
            </CarouselSlide>
          ))}
        </CarouselSlides>
        <CarouselNext label="下一张" />
      </Carousel>,
    );
    const carousel = screen.getByRole("region", { name: "测试" });
    expect(carousel.getAttribute("aria-roledescription")).toBe("carousel");
    const slides = carousel.querySelectorAll('[role="group"]');
    expect([...slides].map((s) => s.getAttribute("aria-label"))).toEqual([
      "1 / 3",
      "2 / 3",
      "3 / 3",
    ]);
    expect([...slides].map((s) => s.getAttribute("aria-roledescription"))).toEqual([
      "slide",
      "slide",
      "slide",
    ]);
    expect(screen.getAllByRole("group")).toHaveLength(1);
    screen.getByRole("group", { name: "1 / 3" });
    fireEvent.click(screen.getByRole("button", { name: "下一张" }));
    screen.getByRole("group", { name: "2 / 3" });
    expect(slides[0]!.getAttribute("aria-hidden")).toBe("true");
  });
});

describe("BannerCarousel", () => {
  it("is a named carousel region with previous/next named by copy (D8)", async () => {
    vi.useRealTimers();
    const { container } = renderBanner();
    expect(region().getAttribute("aria-roledescription")).toBe("carousel");
    within(region()).getByRole("button", { name: "上一张" });
    within(region()).getByRole("button", { name: "下一张" });
    within(region()).getByRole("group", { name: "1 / 5" });
    await expectNoAxeViolations(container);
  });

  it("asks for the first slide's image first and the others only when needed", () => {
    const { container } = renderBanner();
    const images = [...container.querySelectorAll("img")];
    expect(images).toHaveLength(slides.length);
    const attributes = (image: Element) =>
      ["loading", "fetchpriority", "decoding"].map((name) => image.getAttribute(name));
    expect(attributes(images[0]!)).toEqual(["eager", "high", null]);
    for (const image of images.slice(1)) {
      expect(attributes(image)).toEqual(["lazy", null, "async"]);
    }
  });

  it("moves with previous and next, wrapping around", () => {
    renderBanner();
    fireEvent.click(screen.getByRole("button", { name: "上一张" }));
    expect(activeSlide()?.getAttribute("aria-label")).toBe("5 / 5");
    fireEvent.click(screen.getByRole("button", { name: "下一张" }));
    expect(activeSlide()?.getAttribute("aria-label")).toBe("1 / 5");
    fireEvent.click(screen.getByRole("button", { name: "显示第 3 张" }));
    expect(activeSlide()?.getAttribute("aria-label")).toBe("3 / 5");
    expect(screen.getByRole("button", { name: "显示第 3 张" }).getAttribute("aria-current")).toBe(
      "true",
    );
  });

  it("gives each slide one heading, its line and one call to action over a decorative picture", () => {
    const { container } = renderBanner();
    const groups = [...container.querySelectorAll('[aria-roledescription="slide"]')];
    expect(groups).toHaveLength(5);
    for (const [i, group] of groups.entries()) {
      expect(group.querySelectorAll("h2")).toHaveLength(1);
      expect(group.querySelector("h2")?.textContent).toBe(slides[i]!.title);
      expect(group.querySelectorAll("a[href], button")).toHaveLength(1);
      expect(group.querySelector("img")?.getAttribute("alt")).toBe("");
    }
    expect(groups[2]!.querySelector("p")).toBeNull();
  });

  it("makes a page's action a link (router path) and the consult action the dialog's trigger", () => {
    renderBanner();
    fireEvent.click(screen.getByRole("button", { name: "下一张" }));
    within(activeSlide()!).getByRole("heading", { name: "全球服务，助力企业出海" });
    const link = within(activeSlide()!).getByRole("link", { name: "了解海外服务" });
    expect(link.getAttribute("href")).toBe("/haiwai?key=3");
    expect(link.getAttribute("target")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "显示第 5 张" }));
    expect(within(activeSlide()!).queryByRole("link")).toBeNull();
    const consult = within(activeSlide()!).getByRole("button", { name: "立即咨询" });
    expect(consult.getAttribute("commandfor")).toBe("consult-dialog");
    expect(consult.getAttribute("command")).toBe("show-modal");
    expect(consult.getAttribute("aria-haspopup")).toBe("dialog");
  });

  it("opens absolute URLs as plain links", () => {
    renderBanner({
      slides: [
        {
          imageUrl: "a.png",
          title: "外部",
          action: { label: "外部链接", href: "https://example.com/x" },
        },
      ],
    });
    const link = screen.getByRole("link", { name: "外部链接" });
    expect(link.getAttribute("href")).toBe("https://example.com/x");
    expect(link.getAttribute("rel")).toContain("noopener");
  });

  it("keeps the actions of inactive slides out of the tab order", () => {
    renderBanner();
    const actions = (selector: string) => [
      ...region().querySelectorAll(`${selector} :is(a, .ui-banner__cta)`),
    ];
    expect(actions("[data-active]").every((a) => a.getAttribute("tabindex") === null)).toBe(true);
    const inactive = actions('[aria-roledescription="slide"]:not([data-active])');
    expect(inactive).toHaveLength(4);
    expect(inactive.every((a) => a.getAttribute("tabindex") === "-1")).toBe(true);
  });

  it("rotates by itself every interval", () => {
    renderBanner();
    expect(activeSlide()?.getAttribute("aria-label")).toBe("1 / 5");
    expect(region().querySelector(".ui-carousel__slides")?.getAttribute("aria-live")).toBe("off");
    act(() => vi.advanceTimersByTime(2999));
    expect(activeSlide()?.getAttribute("aria-label")).toBe("1 / 5");
    act(() => vi.advanceTimersByTime(1));
    expect(activeSlide()?.getAttribute("aria-label")).toBe("2 / 5");
    act(() => vi.advanceTimersByTime(3000));
    expect(activeSlide()?.getAttribute("aria-label")).toBe("3 / 5");
  });

  it("counts its first slide's time from when the page showed it, where it hydrated later", () => {
    render(
      <ShownSinceContext value={performance.now() - 1800}>
        <MemoryRouter>
          <BannerCarousel slides={slides} copy={copy} interval={3000} />
        </MemoryRouter>
      </ShownSinceContext>,
    );
    act(() => vi.advanceTimersByTime(1150));
    expect(activeSlide()?.getAttribute("aria-label")).toBe("1 / 5");
    act(() => vi.advanceTimersByTime(100));
    expect(activeSlide()?.getAttribute("aria-label")).toBe("2 / 5");
    // Then the full interval, every time.
    act(() => vi.advanceTimersByTime(2900));
    expect(activeSlide()?.getAttribute("aria-label")).toBe("2 / 5");
    act(() => vi.advanceTimersByTime(100));
    expect(activeSlide()?.getAttribute("aria-label")).toBe("3 / 5");
  });

  it("turns a moment after it hydrates, never as it does, however late that is", () => {
    render(
      <ShownSinceContext value={performance.now() - 60_000}>
        <MemoryRouter>
          <BannerCarousel slides={slides} copy={copy} interval={3000} />
        </MemoryRouter>
      </ShownSinceContext>,
    );
    act(() => vi.advanceTimersByTime(FIRST_TURN_MIN_MS - 1));
    expect(activeSlide()?.getAttribute("aria-label")).toBe("1 / 5");
    act(() => vi.advanceTimersByTime(1));
    expect(activeSlide()?.getAttribute("aria-label")).toBe("2 / 5");
  });

  it("stops with the pause control and starts again with it", () => {
    renderBanner();
    fireEvent.click(screen.getByRole("button", { name: "暂停轮播" }));
    const control = screen.getByRole("button", { name: "开始轮播" });
    expect(control.getAttribute("data-state")).toBe("paused");
    expect(region().querySelector(".ui-carousel__slides")?.getAttribute("aria-live")).toBe(
      "polite",
    );
    act(() => vi.advanceTimersByTime(10_000));
    expect(activeSlide()?.getAttribute("aria-label")).toBe("1 / 5");
    fireEvent.click(control);
    act(() => vi.advanceTimersByTime(3000));
    expect(activeSlide()?.getAttribute("aria-label")).toBe("2 / 5");
  });

  it("stops while hovered and resumes when the pointer leaves", () => {
    renderBanner();
    fireEvent.mouseEnter(region());
    act(() => vi.advanceTimersByTime(9000));
    expect(activeSlide()?.getAttribute("aria-label")).toBe("1 / 5");
    fireEvent.mouseLeave(region());
    act(() => vi.advanceTimersByTime(3000));
    expect(activeSlide()?.getAttribute("aria-label")).toBe("2 / 5");
  });

  it("stops while keyboard focus is inside and resumes when it leaves", () => {
    renderBanner();
    act(() => screen.getByRole("button", { name: "下一张" }).focus());
    act(() => vi.advanceTimersByTime(9000));
    expect(activeSlide()?.getAttribute("aria-label")).toBe("1 / 5");
    act(() => screen.getByRole("button", { name: "下一张" }).blur());
    act(() => vi.advanceTimersByTime(3000));
    expect(activeSlide()?.getAttribute("aria-label")).toBe("2 / 5");
  });

  it("does not rotate by itself when the visitor prefers reduced motion", () => {
    mockReducedMotion(true);
    renderBanner();
    act(() => vi.advanceTimersByTime(20_000));
    expect(activeSlide()?.getAttribute("aria-label")).toBe("1 / 5");
    screen.getByRole("button", { name: "开始轮播" });
  });

  it("renders nothing without slides, and no controls for one slide", () => {
    const { container, unmount } = renderBanner({ slides: [] });
    expect(container.innerHTML).toBe("");
    unmount();
    renderBanner({ slides: null });
    expect(screen.queryByRole("region")).toBeNull();
    renderBanner({ slides: slides.slice(0, 1) });
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("BannerCarousel by touch (D10)", () => {
  const slidesBox = () => region().querySelector<HTMLElement>(".ui-carousel__slides")!;
  function swipe(
    target: Element,
    from: [number, number],
    to: [number, number],
    pointerType = "touch",
  ) {
    fireEvent.pointerDown(target, { pointerType, clientX: from[0], clientY: from[1] });
    fireEvent.pointerUp(target, { pointerType, clientX: to[0], clientY: to[1] });
  }

  it("a swipe to the left shows the next slide, to the right the previous one", () => {
    renderBanner();
    swipe(slidesBox(), [300, 200], [200, 210]);
    expect(activeSlide()?.getAttribute("aria-label")).toBe("2 / 5");
    swipe(slidesBox(), [100, 200], [260, 190]);
    expect(activeSlide()?.getAttribute("aria-label")).toBe("1 / 5");
    swipe(slidesBox(), [100, 200], [260, 190], "pen");
    expect(activeSlide()?.getAttribute("aria-label")).toBe("5 / 5");
  });

  it("a short move, a mostly vertical one, a scroll or a mouse drag changes nothing", () => {
    renderBanner();
    swipe(slidesBox(), [300, 200], [265, 200]);
    swipe(slidesBox(), [300, 200], [240, 320]);
    swipe(slidesBox(), [300, 200], [100, 200], "mouse");
    // The browser took the pointer to scroll the page.
    fireEvent.pointerDown(slidesBox(), { pointerType: "touch", clientX: 300, clientY: 200 });
    fireEvent.pointerCancel(slidesBox(), { pointerType: "touch" });
    fireEvent.pointerUp(slidesBox(), { pointerType: "touch", clientX: 100, clientY: 200 });
    expect(activeSlide()?.getAttribute("aria-label")).toBe("1 / 5");
  });

  it("a swipe on a linked slide does not follow the link; a tap then does", () => {
    function Location() {
      return <output aria-label="location">{useLocation().pathname}</output>;
    }
    render(
      <MemoryRouter>
        <RouterLinkContext value={(props) => <Link {...props} />}>
          <BannerCarousel slides={slides} copy={copy} />
          <Location />
        </RouterLinkContext>
      </MemoryRouter>,
    );
    const location = () => screen.getByRole("status", { name: "location" }).textContent;
    fireEvent.click(screen.getByRole("button", { name: "下一张" }));
    const link = within(activeSlide()!).getByRole("link");
    swipe(link, [300, 200], [380, 200]);
    fireEvent.click(link, { detail: 1 });
    expect(activeSlide()?.getAttribute("aria-label")).toBe("1 / 5");
    expect(location()).toBe("/");
    fireEvent.click(screen.getByRole("button", { name: "下一张" }));
    swipe(link, [300, 200], [302, 200]);
    fireEvent.click(link, { detail: 1 });
    expect(location()).toBe("/haiwai");
  });

  it("shows each slide's phone picture below 768px, the wide one from there up", () => {
    const withPhone = slides.map((slide, i) => ({
      ...slide,
      phoneImageUrl: `/api/profile/banner/banner-${i + 1}-phone.svg`,
    }));
    const { container, unmount } = renderBanner({ slides: withPhone });
    expect(region().classList.contains("ui-banner--portrait")).toBe(true);
    const pictures = [...container.querySelectorAll("picture")];
    expect(pictures).toHaveLength(5);
    for (const [i, picture] of pictures.entries()) {
      const source = picture.querySelector("source")!;
      expect(source.getAttribute("media")).toBe("(width < 768px)");
      expect(source.getAttribute("srcset")).toBe(withPhone[i]!.phoneImageUrl);
      const image = picture.querySelector("img")!;
      expect(image.getAttribute("src")).toBe(withPhone[i]!.imageUrl);
      expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["1920", "600"]);
    }
    unmount();
    // Without phone pictures the wide one is shown at every width, uncropped.
    const { container: plain } = renderBanner();
    expect(plain.querySelector("source")).toBeNull();
    expect(region().classList.contains("ui-banner--portrait")).toBe(false);
  });
});
