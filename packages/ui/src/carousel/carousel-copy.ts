/** The copy every carousel takes (D8 names). */
export interface CarouselCopy {
  /** The region's name, e.g. `首页横幅` / `Featured`. */
  label: string;
  /** D8: `上一张` / `Previous slide`. */
  previous: string;
  /** D8: `下一张` / `Next slide`. */
  next: string;
  /** The rotation control while rotating, e.g. `暂停轮播` / `Pause rotation`. */
  pause: string;
  /** The rotation control while stopped, e.g. `开始轮播` / `Start rotation`. */
  play: string;
  /** Each slide's name: `{n}` and `{total}` are replaced, e.g. `{n} / {total}`. */
  slide: string;
  /** Each dot's name, e.g. `显示第 {n} 张`; without it there are no dots. */
  goTo?: string;
  /** A video slide's play button (touch and small screens), e.g. `播放视频` / `Play video`. */
  playVideo?: string;
  /** The same button while the video plays, e.g. `暂停视频` / `Pause video`. */
  pauseVideo?: string;
}
