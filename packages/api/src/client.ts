// The typed endpoint client: the only module that knows the RuoYi parameters (paths: endpoints.ts).
// Every method resolves; failures read as "no data" (D3), never as a thrown error.
import type { ComplaintValues } from "@site/forms/complaint";
import type { ConsultationValues } from "@site/forms/consultation";
import ky, { isHTTPError, type KyInstance } from "ky";
import { getIpFlag, recordVisit } from "./beacons";
import { isWriteSuccess, readFirstRow, readPage, readPayload, readSingle } from "./envelope";
import { API_PREFIX, apiPath, endpoints, newsItemPath } from "./endpoints";
import { listReader, rowReaders, type RowReader } from "./entities";
import { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from "./idempotency";
import type { Lang } from "@site/forms/lang";
import { languageCode } from "./language";
import { normalizeBaseUrl, resolveMediaUrl } from "./media";
import type {
  CaseStudy,
  Chairman,
  Client,
  Contact,
  Cooperation,
  Expert,
  MenuItem,
  Milestone,
  NewsDetail,
  NewsItem,
  Office,
  Page,
  Profile,
  SiteConfig,
  Staff,
} from "./models";
import {
  toCaseStudy,
  toChairman,
  toClient,
  toContact,
  toCooperation,
  toExpert,
  toMenuItem,
  toMilestone,
  toNewsItem,
  toOffice,
  toProfile,
  toSiteConfig,
  toStaff,
} from "./normalize";
import { uploadFile, type UploadOptions } from "./upload";

export { languageCode } from "./language";
export type * from "./models";
export type { ComplaintValues, ConsultationValues };
export type { UploadOptions };

export interface ApiOptions {
  lang: Lang;
  /** Default "" (same origin); the API lives at `${baseUrl}/api`. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /**
   * Where the calls go when that is not where the browser loads media from: a server render
   * sends its calls in-process (`fetch`) under an absolute origin, while the media URLs it
   * renders stay `baseUrl`'s, as the browser's own render would write them.
   */
  requestBaseUrl?: string;
  /** Default 10000, as RuoYi's own front end. */
  timeoutMs?: number;
  /** For tests: the XMLHttpRequest used by uploadImage. */
  createXhr?: () => XMLHttpRequest;
}

export interface ListQuery {
  type: number;
  pageNum?: number;
  pageSize?: number;
}

export interface Api {
  lang: Lang;
  mediaUrl(path: string | null | undefined): string | null;
  getIpFlag(): Promise<boolean | null>;
  getMenu(): Promise<MenuItem[] | null>;
  getSiteConfig(): Promise<SiteConfig | null>;
  listNews(q: ListQuery): Promise<Page<NewsItem> | null>;
  getNewsItem(id: number | string): Promise<NewsDetail>;
  listExperts(q: ListQuery): Promise<Page<Expert> | null>;
  listCases(q: ListQuery): Promise<Page<CaseStudy> | null>;
  listClients(): Promise<Page<Client> | null>;
  listContacts(): Promise<Page<Contact> | null>;
  getProfile(): Promise<Profile | null>;
  getChairman(): Promise<Chairman | null>;
  listMilestones(): Promise<Page<Milestone> | null>;
  listOffices(): Promise<Page<Office> | null>;
  listStaff(): Promise<Page<Staff> | null>;
  listCooperation(q?: { pageNum?: number; pageSize?: number }): Promise<Page<Cooperation> | null>;
  recordVisit(label: string): Promise<boolean>;
  submitConsultation(v: ConsultationValues): Promise<boolean>;
  submitComplaint(v: ComplaintValues): Promise<boolean>;
  uploadImage(file: File, opts?: UploadOptions): Promise<{ fileName: string } | null>;
}

type Params = Record<string, string | number | undefined>;

const readMenuTree = listReader(rowReaders.classify);

/** A submit attempt is sent at most three times (D14). */
const WRITE_RETRIES = 2;
/** A 503's Retry-After is waited for up to this long; a longer one waits this long. */
const MAX_RETRY_AFTER_MS = 5_000;

/** What came back: a parsed 2xx body, a non-2xx status, or nothing usable. */
type Reply =
  { kind: "body"; body: unknown } | { kind: "http"; status: number } | { kind: "failed" };

async function send(
  http: KyInstance,
  method: "get" | "post",
  path: string,
  options: { params?: Params; json?: unknown; headers?: Record<string, string> },
): Promise<Reply> {
  const searchParams: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(options.params ?? {})) {
    if (value !== undefined) searchParams[key] = value;
  }
  try {
    const response = await http(path, {
      method,
      searchParams,
      ...(options.json === undefined ? {} : { json: options.json }),
      ...(options.headers ? { headers: options.headers } : {}),
    });
    if (!response.ok) {
      void response.body?.cancel().catch(() => undefined);
      return { kind: "http", status: response.status };
    }
    const text = await response.text();
    return { kind: "body", body: JSON.parse(text) as unknown };
  } catch (error) {
    // A status a write retries, still there after its last try.
    if (isHTTPError(error)) {
      void error.response.body?.cancel().catch(() => undefined);
      return { kind: "http", status: error.response.status };
    }
    // network error, timeout, abort, invalid JSON
    return { kind: "failed" };
  }
}

function mapPage<T, U>(page: Page<T> | null, map: (row: T) => U): Page<U> | null {
  return page && { rows: page.rows.map(map), total: page.total };
}

export function createApi(options: ApiOptions): Api {
  const { lang } = options;
  const base = normalizeBaseUrl(options.baseUrl);
  const language = languageCode(lang);
  const createXhr = options.createXhr ?? (() => new XMLHttpRequest());
  const http = ky.create({
    prefixUrl: `${normalizeBaseUrl(options.requestBaseUrl ?? base)}${API_PREFIX}`,
    timeout: options.timeoutMs ?? 10_000,
    // TanStack Query retries reads; only the two writes below retry here.
    retry: 0,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  // D14: a consultation or complaint carries its attempt's Idempotency-Key, so a retry that
  // reaches a server which already stored it stores nothing twice. ky resends the same request
  // (key included) after a network failure or a 503, and ky retries only what it throws.
  const writeHttp = http.extend({
    retry: {
      limit: WRITE_RETRIES,
      methods: ["post"],
      statusCodes: [503],
      afterStatusCodes: [503],
      maxRetryAfter: MAX_RETRY_AFTER_MS,
      backoffLimit: MAX_RETRY_AFTER_MS,
    },
    throwHttpErrors: (status) => status === 503,
  });

  const get = (path: string, params?: Params) => send(http, "get", path, { params });
  const beaconTarget = {
    baseUrl: options.requestBaseUrl ?? base,
    timeoutMs: options.timeoutMs,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  const bodyOf = (reply: Reply) => (reply.kind === "body" ? reply.body : undefined);

  async function list<R, T>(
    path: string,
    params: Params,
    readRow: RowReader<R>,
    map: (row: R) => T,
  ): Promise<Page<T> | null> {
    return mapPage(readPage(bodyOf(await get(path, params)), readRow), map);
  }

  /** One submit attempt: a new key, which each of the attempt's retries sends again. */
  async function write(path: string, json: unknown): Promise<boolean> {
    const headers = { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() };
    const reply = await send(writeHttp, "post", path, { json, headers });
    return reply.kind === "body" && isWriteSuccess(reply.body);
  }

  return {
    lang,

    mediaUrl: (path) => resolveMediaUrl(base, path),

    getIpFlag: () => getIpFlag(beaconTarget),

    async getMenu() {
      const reply = await get(endpoints.menu, { language });
      const tree = readSingle(bodyOf(reply), readMenuTree);
      if (tree === null) {
        // spec 8: a failed menu load writes one line to the console, nothing else.
        const reason =
          reply.kind === "http"
            ? `HTTP ${reply.status}`
            : reply.kind === "failed"
              ? "no response"
              : "unexpected body";
        console.error(`[api] menu load failed (${reason})`);
        return null;
      }
      return tree.map((row) => toMenuItem(base, row));
    },

    async getSiteConfig() {
      const reply = await get(endpoints.config, { language });
      const row = readFirstRow(bodyOf(reply), rowReaders.config);
      return row && toSiteConfig(row);
    },

    listNews: ({ type, pageNum, pageSize }) =>
      list(
        endpoints.news,
        { dynamicType: type, pageNum, pageSize, language },
        rowReaders.dynamic,
        (row) => toNewsItem(base, row, true),
      ),

    async getNewsItem(id) {
      const key = String(id).trim();
      // A malformed id cannot name an article (RuoYi would answer code 500).
      if (!/^\d+$/.test(key)) return { status: "not-found" };
      const reply = await get(newsItemPath(key));
      if (reply.kind === "http")
        return reply.status === 404 ? { status: "not-found" } : { status: "failed" };
      if (reply.kind === "failed") return { status: "failed" };
      const payload = readPayload(reply.body);
      if (payload.kind === "absent") return { status: "not-found" };
      if (payload.kind === "failed") return { status: "failed" };
      const row = rowReaders.dynamic(payload.value);
      return row ? { status: "found", item: toNewsItem(base, row, false) } : { status: "failed" };
    },

    listExperts: ({ type, pageNum, pageSize }) =>
      list(
        endpoints.experts,
        { personnelType: type, pageNum, pageSize, language },
        rowReaders.personnel,
        (row) => toExpert(base, row),
      ),

    listCases: ({ type, pageNum, pageSize }) =>
      list(
        endpoints.cases,
        { caseType: type, pageNum, pageSize, language },
        rowReaders.case,
        (row) => toCaseStudy(base, row),
      ),

    // spec 7.1: the client logos are one list for both editions.
    listClients: () => list(endpoints.clients, {}, rowReaders.client, (row) => toClient(base, row)),

    listContacts: () => list(endpoints.contacts, { language }, rowReaders.contact, toContact),

    async getProfile() {
      const reply = await get(endpoints.profile, { language });
      const row = readFirstRow(bodyOf(reply), rowReaders.brief);
      return row && toProfile(base, row);
    },

    async getChairman() {
      const reply = await get(endpoints.chairman, { language });
      const row = readSingle(bodyOf(reply), rowReaders.chairman);
      return row && toChairman(base, row);
    },

    listMilestones: () =>
      list(endpoints.milestones, { language }, rowReaders.mileage, (row) => toMilestone(base, row)),

    listOffices: () => list(endpoints.offices, { language }, rowReaders.address, toOffice),

    listStaff: () =>
      list(endpoints.staff, { language }, rowReaders.staff, (row) => toStaff(base, row)),

    listCooperation: (q = {}) =>
      list(
        endpoints.cooperation,
        { pageNum: q.pageNum, pageSize: q.pageSize, language },
        rowReaders.cooperation,
        (row) => toCooperation(base, row),
      ),

    recordVisit: (label) => recordVisit(beaconTarget, label),

    submitConsultation: (v) =>
      write(endpoints.consultation, { name: v.name, tel: v.tel, content: v.content }),

    // D4: flat body; the doubly spelled fields carry the same value under both spellings.
    submitComplaint: (v) =>
      write(endpoints.complaint, {
        customerName: v.customerName,
        customerPhone: v.customerPhone,
        customerCompany: v.customerCompany,
        customerGwname: v.customerGwname,
        customerType: Number(v.customerType),
        customerTypecontent: v.customerTypecontent,
        customerTypeContent: v.customerTypecontent,
        remark: v.remark,
        customerImgs: v.customerImgs.join(","),
        customerSolve: Number(v.customerSolve),
        customerSolvecontent: v.customerSolvecontent,
        customerSolveContent: v.customerSolvecontent,
      }),

    uploadImage: (file, opts = {}) =>
      uploadFile({ url: `${base}${apiPath(endpoints.upload)}`, file, createXhr, ...opts }),
  };
}
