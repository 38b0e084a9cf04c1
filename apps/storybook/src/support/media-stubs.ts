// Browser stubs for story tests of the carousels.

/**
 * Stubs media playback for story tests: `play()` and `pause()` fire their events, so stories
 * test the carousel's rules without video files. Returns the restore function.
 */
export function stubMediaPlayback(): () => void {
  const proto = HTMLMediaElement.prototype;
  const { play, pause } = proto;
  proto.play = function (this: HTMLMediaElement) {
    Object.defineProperty(this, "paused", { value: false, configurable: true });
    this.dispatchEvent(new Event("play"));
    return Promise.resolve();
  };
  proto.pause = function (this: HTMLMediaElement) {
    const wasPlaying = this.paused === false;
    Object.defineProperty(this, "paused", { value: true, configurable: true });
    if (wasPlaying) this.dispatchEvent(new Event("pause"));
  };
  return () => {
    proto.play = play;
    proto.pause = pause;
  };
}

/** Makes `prefers-reduced-motion: reduce` match for one story. Returns the restore function. */
export function stubReducedMotion(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    if (!query.includes("prefers-reduced-motion")) return original.call(window, query);
    const list: MediaQueryList = {
      matches: query.includes("reduce"),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
    return list;
  };
  return () => {
    window.matchMedia = original;
  };
}
