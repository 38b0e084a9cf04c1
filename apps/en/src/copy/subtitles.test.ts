// Issue 28: the English section subtitles are messages ("Tap or hover over a video … to play it"
// was an instruction).
import { describeSubtitlesAsMessages } from "@site/pages/testing";

const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], {
  eager: true,
});

describeSubtitlesAsMessages(
  "English",
  modules,
  /\b(tap|click|hover|press|swipe|scroll|keyboard|mouse)\b/iu,
);
