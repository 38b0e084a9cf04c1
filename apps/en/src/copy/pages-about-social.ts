import type { EditionPagesCopy } from "@site/ui/edition";
import { aboutusCopy } from "./aboutus";
import { dongshizhangCopy } from "./dongshizhang";
import { fazhanlichengCopy } from "./fazhanlicheng";
import { gongyiCopy } from "./gongyi";
import { jituangouchengCopy } from "./jituangoucheng";
import { qiyewenhuaCopy } from "./qiyewenhua";
import { quanqiubujvCopy } from "./quanqiubujv";
import { shangxiehuiCopy } from "./shangxiehui";
import { xiaoqiCopy } from "./xiaoqi";
import { yinsiCopy } from "./yinsi";

// The English copy of these pages; edition.ts gathers every group.
export const aboutSocialPages: Partial<EditionPagesCopy> = {
  aboutus: aboutusCopy,
  dongshizhang: dongshizhangCopy,
  qiyewenhua: qiyewenhuaCopy,
  jituangoucheng: jituangouchengCopy,
  fazhanlicheng: fazhanlichengCopy,
  quanqiubujv: quanqiubujvCopy,
  xiaoqi: xiaoqiCopy,
  shangxiehui: shangxiehuiCopy,
  gongyi: gongyiCopy,
  yinsi: yinsiCopy,
};
