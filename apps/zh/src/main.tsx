import { EditionApp } from "@site/api/app";
import { HeadingOnlyPage } from "@site/ui/heading-only-page";
import "@site/ui/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { api, englishEditionUrl } from "./api";
import { siteName } from "./copy";
import { AboutusPage } from "./pages/aboutus";
import { BeijingPage } from "./pages/beijing";
import { ContentPage } from "./pages/content";
import { DongshizhangPage } from "./pages/dongshizhang";
import { FazhanlichengPage } from "./pages/fazhanlicheng";
import { GongyiPage } from "./pages/gongyi";
import { HaiwaiPage } from "./pages/haiwai";
import { HomePage } from "./pages/home";
import { JituangouchengPage } from "./pages/jituangoucheng";
import { KuaijiPage } from "./pages/kuaiji";
import { NotFoundPage } from "./pages/not-found";
import { QidaiPage } from "./pages/qidai";
import { QiyewenhuaPage } from "./pages/qiyewenhua";
import { QuanqiubujvPage } from "./pages/quanqiubujv";
import { ShangxiehuiPage } from "./pages/shangxiehui";
import { ShangyePage } from "./pages/shangye";
import { XiaoqiPage } from "./pages/xiaoqi";
import { YinsiPage } from "./pages/yinsi";
import { ZhichanPage } from "./pages/zhichan";
import { ZizhiPage } from "./pages/zizhi";
import { ZixunPage } from "./pages/zixun";
import { ZonghePage } from "./pages/zonghe";
import { routeTable } from "./route-table";
import { SiteLayout } from "./site-layout";

const pages = {
  home: HomePage,
  kuaiji: KuaijiPage,
  zizhi: ZizhiPage,
  qidai: QidaiPage,
  zonghe: ZonghePage,
  zhichan: ZhichanPage,
  haiwai: HaiwaiPage,
  shangye: ShangyePage,
  zixun: ZixunPage,
  content: ContentPage,
  aboutus: AboutusPage,
  dongshizhang: DongshizhangPage,
  qiyewenhua: QiyewenhuaPage,
  jituangoucheng: JituangouchengPage,
  fazhanlicheng: FazhanlichengPage,
  quanqiubujv: QuanqiubujvPage,
  xiaoqi: XiaoqiPage,
  shangxiehui: ShangxiehuiPage,
  gongyi: GongyiPage,
  beijing: BeijingPage,
  yinsi: YinsiPage,
};

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <EditionApp
      api={api}
      routes={routeTable}
      siteName={siteName}
      pages={pages}
      fallbackPage={HeadingOnlyPage}
      NotFound={NotFoundPage}
      Layout={SiteLayout}
      countryCheck={{ redirectTo: `${englishEditionUrl}/indexE` }}
    />
  </StrictMode>,
);
