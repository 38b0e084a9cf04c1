import {
  addressesEn,
  addressesZh,
  briefEn,
  briefZh,
  chairmanEn,
  chairmanZh,
  cooperationEn,
  cooperationZh,
  expertsEn,
  expertsZh,
  mileageEn,
  mileageZh,
  newsEn,
  newsZh,
  staffEn,
  staffZh,
} from "@site/api/fixtures";

// What the two editions' specs share is the structure; an Edition is what differs between them
// besides their copy: the language code, the routes and the recorded data of that language.

export type Language = "0" | "1";

export interface Edition {
  /** D2: Chinese sends language=0, English language=1. */
  language: Language;
  /** D8: `<html lang>`. */
  lang: string;
  /** D8: the main navigation's accessible name. */
  nav: string;
  /** The edition's route for the Chinese route `path` (spec 2.2: English routes end in E). */
  route: (path: string) => string;
  /** Spec 1, D3: the Chinese edition asks whether the visitor is domestic (getIpFlag). */
  countryCheck: boolean;
  /** The recorded answers in the edition's language. */
  fixtures: {
    addresses: typeof addressesZh;
    brief: typeof briefZh;
    chairman: typeof chairmanZh;
    cooperation: typeof cooperationZh;
    experts: typeof expertsZh;
    mileage: typeof mileageZh;
    news: typeof newsZh;
    staff: typeof staffZh;
  };
}

export const zh: Edition = {
  language: "0",
  lang: "zh-CN",
  nav: "主导航",
  route: (path) => path,
  countryCheck: true,
  fixtures: {
    addresses: addressesZh,
    brief: briefZh,
    chairman: chairmanZh,
    cooperation: cooperationZh,
    experts: expertsZh,
    mileage: mileageZh,
    news: newsZh,
    staff: staffZh,
  },
};

export const en: Edition = {
  language: "1",
  lang: "en",
  nav: "Main",
  route: (path) => (path === "/" ? "/indexE" : path.replace(/^(\/[^?]+)/, "$1E")),
  countryCheck: false,
  fixtures: {
    addresses: addressesEn,
    brief: briefEn,
    chairman: chairmanEn,
    cooperation: cooperationEn,
    experts: expertsEn,
    mileage: mileageEn,
    news: newsEn,
    staff: staffEn,
  },
};

/** News of one dynamicType (spec 3) in the edition's language. */
export function newsOfType(edition: Edition, type: number): typeof newsZh {
  return edition.fixtures.news.filter((row) => String(row.dynamicType) === String(type));
}

/** `/prod-api/…` or `/profile/…` as stored, as the site shows it (D3: prefixed with /api). */
export function src(path: string): string {
  return `/api${path.replace(/^\/prod-api/, "")}`;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
