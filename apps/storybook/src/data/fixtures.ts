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
function storyPicture(name: string, seq: number, surname: string | undefined): string {
  if (name.startsWith("menu_"))
    return iconImage("grid", name.endsWith("_hover") ? "#a4161a" : "#4d5560");
  if (/^(client|partner)/.test(name)) return logo(seq);
  if (/^(expert|staff|chairman)/.test(name)) return portrait(seq, surname);
  return photo(seq);
}

/** Every recorded upload URL in a normalized value (fields and rich text) → a drawn picture. */
function withStoryPictures<T>(value: T, surnames: ReadonlyMap<string, string>): T {
  const json = JSON.stringify(value).replace(UPLOAD, (url, name: string, seq: string) =>
    storyPicture(name.toLowerCase(), Number(seq), surnames.get(url)),
  );
  return JSON.parse(json) as T;
}

type Loaded = Awaited<ReturnType<typeof load>>;

/**
 * Each portrait upload → the surname of the Chinese name beside it: the site draws people as
 * their surname (tooling/media), one picture for one person in both editions.
 */
function surnamesByUpload(zh: Loaded): Map<string, string> {
  const surnames = new Map<string, string>();
  const add = (url: string | null, name: string) => {
    const surname = [...name.trim()][0];
    if (!url || !surname) return;
    for (const [upload] of url.matchAll(UPLOAD)) surnames.set(upload, surname);
  };
  for (const expert of zh.experts) add(expert.imageUrl, expert.name);
  for (const member of zh.staff) add(member.imageUrl, member.name);
  add(zh.chairman.imageUrl, zh.chairman.briefTail);
  return surnames;
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
  return data;
}

const apiOf = (lang: Lang) => createApi({ lang, fetch: fixtureFetch });

const recordedData = { zh: await load(apiOf("zh")), en: await load(apiOf("en")) };
const surnames = surnamesByUpload(recordedData.zh);

/** Both editions' data, loaded once when Storybook starts. */
export const fixtures = {
  zh: withStoryPictures(recordedData.zh, surnames),
  en: withStoryPictures(recordedData.en, surnames),
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
