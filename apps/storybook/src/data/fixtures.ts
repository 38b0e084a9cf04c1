// Story data: the recorded answers of @site/api/fixtures, read by the real client (schemas and
// normalization), as an edition gets them. Only the recorded uploads change: they exist nowhere
// (e2e serves them a blank PNG), so stories show drawn pictures in their place.
import { createApi, type Api } from "@site/api/client";
import type { Lang } from "@site/forms/lang";
import { answerApiRequest } from "@site/api/fixtures";
import { NewsType, serviceGroupType, HOME_EXPERT_TYPE } from "@site/api/type-codes";
import { iconImage } from "../support/sample-images";
import { logo, photo, portrait } from "../support/images";

/** A fetch that answers every API call from the fixtures, as the backend would. */
const fixtureFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const body = request.method === "GET" ? undefined : await request.text();
  const answer = answerApiRequest(request.method, new URL(request.url), body);
  return answer
    ? Response.json(answer.body, { status: answer.status })
    : new Response("Not Found", { status: 404 });
};

const UPLOAD = /\/api\/profile\/upload\/[^"'\s)<>]*?\/([a-z_]+?)(?:_?\d+)?_\d{14}A(\d+)\.[a-z]+/gi;

/** A drawn picture for a recorded upload, chosen by what its file name says it shows. */
function storyPicture(name: string, seq: number): string {
  if (name.startsWith("menu_"))
    return iconImage("grid", name.endsWith("_hover") ? "#a4161a" : "#4d5560");
  if (/^(client|partner)/.test(name)) return logo(seq);
  if (/^(expert|staff|chairman)/.test(name)) return portrait(seq);
  return photo(seq);
}

/** Every recorded upload URL in a normalized value (fields and rich text) → a drawn picture. */
function withStoryPictures<T>(value: T): T {
  const json = JSON.stringify(value).replace(UPLOAD, (_url, name: string, seq: string) =>
    storyPicture(name.toLowerCase(), Number(seq)),
  );
  return JSON.parse(json) as T;
}

async function rowsOf<T>(page: Promise<{ rows: T[] } | null>): Promise<T[]> {
  return (await page)?.rows ?? [];
}

function recorded<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`The fixtures answer no ${what}`);
  return value;
}

async function load(api: Api) {
  const expertTypes = [HOME_EXPERT_TYPE, ...Object.values(serviceGroupType)];
  const [experts, cases, news] = await Promise.all([
    Promise.all(expertTypes.map((type) => rowsOf(api.listExperts({ type })))),
    Promise.all(Object.values(serviceGroupType).map((type) => rowsOf(api.listCases({ type })))),
    Promise.all(Object.values(NewsType).map((type) => rowsOf(api.listNews({ type })))),
  ]);
  const data = {
    menu: (await api.getMenu()) ?? [],
    config: await api.getSiteConfig(),
    experts: experts.flat(),
    cases: cases.flat(),
    news: news.flat(),
    clients: await rowsOf(api.listClients()),
    contacts: await rowsOf(api.listContacts()),
    profile: recorded(await api.getProfile(), "profile"),
    chairman: recorded(await api.getChairman(), "chairman"),
    milestones: await rowsOf(api.listMilestones()),
    offices: await rowsOf(api.listOffices()),
    staff: await rowsOf(api.listStaff()),
    cooperation: await rowsOf(api.listCooperation()),
  };
  return withStoryPictures(data);
}

const apiOf = (lang: Lang) => createApi({ lang, fetch: fixtureFetch });

/** Both editions' data, loaded once when Storybook starts. */
export const fixtures = {
  zh: await load(apiOf("zh")),
  en: await load(apiOf("en")),
};

/** A list call's answer: `{rows, total}`. */
export function page<T>(rows: readonly T[], total = rows.length): { rows: T[]; total: number } {
  return { rows: [...rows], total };
}

export function expertsOf(lang: Lang, type: number) {
  return fixtures[lang].experts.filter((expert) => expert.type === type);
}

export function casesOf(lang: Lang, type: number) {
  return fixtures[lang].cases.filter((item) => item.type === type);
}

export function newsOf(lang: Lang, type: number) {
  return fixtures[lang].news.filter((item) => item.type === type);
}
