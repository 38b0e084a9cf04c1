// The single-result reads of spec 7.1: menu tree, chairman, news detail.
import { apiPath, endpoints, newsItemPath } from "@site/api/endpoints";
import type { WireRow } from "@site/api/schemas";
import type { FastifyInstance } from "fastify";
import type { SiteDb } from "../db/database";
import type { LanguageCode } from "@site/api/language";
import { ajaxBody, ruoyiError } from "../ruoyi";
import { serverMessage } from "../server-messages";
import { readChairman, readMenuRows, readNewsItem } from "../stores/content-reads";
import { requestLang } from "./language";
import { readCodeFilter, type Query } from "./query";
import { wireRow } from "./rows";

/** One-language reads default to Chinese when no language is sent. */
function languageOf(query: Query): LanguageCode | null {
  const filter = readCodeFilter(query, "language");
  if (filter.kind === "any") return 0;
  return filter.kind === "equals" && (filter.value === 0 || filter.value === 1)
    ? filter.value
    : null;
}

type TreeNode = WireRow<"classify">;

export function registerContentSingles(app: FastifyInstance, db: SiteDb): void {
  // D9: the menu tree; leaves carry no `children` key (TreeSelect's NON_EMPTY,
  // backend-contract.md section 4). `data` is the tree for both languages (D3 reads either shape).
  app.get(apiPath(endpoints.menu), async (request) => {
    const language = languageOf(request.query as Query);
    if (language === null) return ajaxBody([]);
    const rows = await readMenuRows(db, language);
    const nodes = new Map<number, TreeNode>();
    for (const row of rows) {
      nodes.set(row.id, {
        id: row.id,
        label: row.label,
        classifyPath: row.classifyPath,
        classifyImg: row.classifyImg,
        classifyImg2: row.classifyImg2,
      });
    }
    const roots: TreeNode[] = [];
    for (const row of rows) {
      const node = nodes.get(row.id)!;
      const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
      if (!parent) roots.push(node);
      else (parent.children ??= []).push(node);
    }
    return ajaxBody(roots);
  });

  app.get(apiPath(endpoints.chairman), async (request) => {
    const language = languageOf(request.query as Query);
    const row = language === null ? undefined : await readChairman(db, language);
    return ajaxBody(row ? wireRow(row) : null);
  });

  // D9: an unknown or non-numeric id is a real 404 with a RuoYi body.
  app.get<{ Params: { id: string } }>(apiPath(newsItemPath(":id")), async (request, reply) => {
    const { id } = request.params;
    const row = /^\d{1,15}$/.test(id) ? await readNewsItem(db, Number(id)) : undefined;
    if (!row) {
      return reply
        .code(404)
        .send(ruoyiError(404, serverMessage("newsNotFound", requestLang(request))));
    }
    return ajaxBody(wireRow(row));
  });
}
