// Issue 28: the Chinese section subtitles are messages ("点击视频……即可播放" was an instruction).
import { describeSubtitlesAsMessages } from "@site/pages/testing";

const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], {
  eager: true,
});

describeSubtitlesAsMessages("Chinese", modules, /点击|点按|点选|轻触|鼠标|键盘|聚焦|滑动|悬停/u);
