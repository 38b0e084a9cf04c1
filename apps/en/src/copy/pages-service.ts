import type { EditionPagesCopy } from "@site/ui/edition";
import { haiwaiCopy } from "./haiwai";
import { kuaijiCopy } from "./kuaiji";
import { qidaiCopy } from "./qidai";
import { zhichanCopy } from "./zhichan";
import { zizhiCopy } from "./zizhi";
import { zongheCopy } from "./zonghe";

// The English copy of the service group pages (spec 2.2 / 2.5); edition.ts gathers every group.
export const servicePages: Partial<EditionPagesCopy> = {
  kuaiji: kuaijiCopy,
  zizhi: zizhiCopy,
  qidai: qidaiCopy,
  zonghe: zongheCopy,
  zhichan: zhichanCopy,
  haiwai: haiwaiCopy,
};
