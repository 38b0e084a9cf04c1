// The contract (issue 11): every list and detail read, in both languages, against the committed
// content, answers every field of its entity with its type, as `@site/api` states them. A column
// renamed or dropped on the server alone fails here.
import { apiPath, endpoints, newsItemPath } from "@site/api/endpoints";
import { entityFields, wireSchemas, type EntityName } from "@site/api/schemas";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { LISTS } from "./content-lists";

const contentDir = fileURLToPath(new URL("../../content", import.meta.url));
const LANGUAGES = [0, 1] as const;

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp({ contentDir });
});

afterAll(async () => {
  await server.close();
});

async function getJson(url: string): Promise<Record<string, unknown>> {
  const response = await server.app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  const body = response.json() as Record<string, unknown>;
  expect(body.code, url).toBe(200);
  return body;
}

/** Each problem as "row 3: dynamicTitle: expected string, received undefined". */
function problems(entity: EntityName, values: readonly unknown[]): string[] {
  return values.flatMap((value, index) => {
    const result = wireSchemas[entity].safeParse(value);
    return (result.error?.issues ?? []).map(
      (issue) => `row ${index + 1}: ${issue.path.join(".")}: ${issue.message}`,
    );
  });
}

describe.each(LANGUAGES)("language=%i", (language) => {
  it.each(LISTS.map((list) => [list.endpoint, list] as const))(
    "%s answers every field of its entity",
    async (_endpoint, list) => {
      const body = await getJson(`${apiPath(list.endpoint)}?language=${language}`);
      const rows = body.rows as unknown[];
      expect(rows.length).toBeGreaterThan(0);
      expect(problems(list.entity, rows)).toEqual([]);
    },
  );

  it("the menu tree answers every field of every node", async () => {
    const body = await getJson(`${apiPath(endpoints.menu)}?language=${language}`);
    const tree = body.data as unknown[];
    expect(tree.length).toBeGreaterThan(0);
    expect(problems("classify", tree)).toEqual([]);
  });

  it("the chairman answers every field", async () => {
    const body = await getJson(`${apiPath(endpoints.chairman)}?language=${language}`);
    expect(problems("chairman", [body.data])).toEqual([]);
  });

  it("every news item's detail answers every field", async () => {
    const list = await getJson(`${apiPath(endpoints.news)}?language=${language}`);
    const ids = (list.rows as Array<{ dynamicId: number }>).map((row) => row.dynamicId);
    expect(ids.length).toBeGreaterThan(0);
    const details = [];
    for (const id of ids) details.push((await getJson(apiPath(newsItemPath(id)))).data);
    expect(problems("dynamic", details)).toEqual([]);
  });
});

it("covers every entity of the contract", () => {
  const covered = new Set<EntityName>([
    ...LISTS.map((list) => list.entity),
    "classify",
    "chairman",
    "dynamic",
  ]);
  expect([...covered].sort()).toEqual(Object.keys(entityFields).sort());
});

it.each(Object.entries(endpoints))("the server routes %s (%s)", async (_name, endpoint) => {
  const answers = await Promise.all(
    (["GET", "POST"] as const).map((method) =>
      server.app.inject({ method, url: apiPath(endpoint), payload: {} }),
    ),
  );
  const unrouted = { code: 404, msg: "接口不存在" };
  expect(answers.map((answer) => answer.json())).not.toEqual([unrouted, unrouted]);
});
