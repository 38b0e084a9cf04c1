// Chinese edition copy that every page shares.
import { links } from "./links";
export const siteName = "天诚控股集团";

export const notFoundCopy = {
  title: "页面不存在",
  message: "您访问的页面不存在或已被移除，请返回首页继续浏览。",
  homeHref: links.path("home"),
  homeLabel: "返回首页",
};
