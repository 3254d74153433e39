// Renders one OpenAPI operation as a plain MDX page: endpoint, parameter and field tables, examples and a
// curl sample. Plain Markdown means an API page costs what any doc page costs in the browser (no API
// runtime), reads well as its Markdown copy (llms.txt) and is indexed by search like the rest of the docs.

export const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** Headings and table words of the generated pages, per locale. Heading ids are shared by both locales. */
const LABELS = {
  zh: {
    request: '请求',
    path: '路径参数',
    query: '查询参数',
    header: '请求头参数',
    body: '请求体',
    noParameters: '此操作没有路径参数和查询参数，只需要在请求头中携带访问令牌。',
    responses: '响应',
    sample: '请求示例',
    name: '名称',
    field: '字段',
    type: '类型',
    required: '必填',
    description: '说明',
    yes: '是',
    no: '否',
    example: '示例',
    oneOf: '可选值',
    default: '默认值',
    readOnly: '只读，由服务端生成',
    arrayBody: '正文是一个 JSON 数组，每一项包含下列字段。',
    noContent: '响应没有正文。',
    noFields: '正文的结构见下方示例。',
    sampleNote:
      '把 `<console-host>` 换成你的控制台地址，把其余尖括号中的值换成真实值。令牌的获取方式见[认证](/docs/Intro#authentication)，错误的格式见[错误](/docs/Intro#errors)。',
    deprecated: '此操作已弃用。',
  },
  en: {
    request: 'Request',
    path: 'Path parameters',
    query: 'Query parameters',
    header: 'Header parameters',
    body: 'Request body',
    noParameters: 'This operation takes no path or query parameters; only the access token header is needed.',
    responses: 'Responses',
    sample: 'Sample request',
    name: 'Name',
    field: 'Field',
    type: 'Type',
    required: 'Required',
    description: 'Description',
    yes: 'Yes',
    no: 'No',
    example: 'Example',
    oneOf: 'One of',
    default: 'Default',
    readOnly: 'Read-only, set by the server',
    arrayBody: 'The body is a JSON array; each item has the fields below.',
    noContent: 'The response has no body.',
    noFields: 'See the example below for the shape of the body.',
    sampleNote:
      'Replace `<console-host>` with your console address and the other values in angle brackets with real ones. [Authentication](/docs/Intro#authentication) explains how to get a token, and [Errors](/docs/Intro#errors) the error format.',
    deprecated: 'This operation is deprecated.',
  },
};

/** Every operation of the document with its method and path, in document order. */
export function operationsOf(doc) {
  const out = [];
  for (const [route, pathItem] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = pathItem[method];
      if (op?.operationId) out.push({method, path: route, op, tag: op.tags?.[0]});
    }
  }
  return out;
}

/** Follows a local `$ref` ("#/components/...") to its target; other objects are returned as they are. */
function deref(doc, node) {
  let current = node;
  const seen = new Set();
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    if (seen.has(current.$ref)) throw new Error(`openapi: circular $ref ${current.$ref}`);
    seen.add(current.$ref);
    const target = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((at, key) => at?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    if (!target) throw new Error(`openapi: unresolved $ref ${current.$ref}`);
    current = target;
  }
  return current;
}

/** A schema with its `allOf` parts merged into one object schema (properties and required lists). */
function merged(doc, schema) {
  const resolved = deref(doc, schema) ?? {};
  if (!resolved.allOf) return resolved;
  const out = {...resolved, type: 'object', properties: {}, required: [...(resolved.required ?? [])]};
  delete out.allOf;
  for (const part of resolved.allOf) {
    const m = merged(doc, part);
    Object.assign(out.properties, m.properties ?? {});
    out.required.push(...(m.required ?? []));
    out.description ??= m.description;
  }
  Object.assign(out.properties, resolved.properties ?? {});
  return out;
}

function typesOf(schema) {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (!types.length && schema.properties) types.push('object');
  if (schema.nullable && !types.includes('null')) types.push('null');
  return types;
}

/** "string", "integer (int64)", "object[]", "string | null" … */
export function typeLabel(doc, schema) {
  const s = merged(doc, schema);
  const types = typesOf(s);
  const label = types.map((type) => (type === 'array' ? `${typeLabel(doc, s.items ?? {})}[]` : type)).join(' | ');
  return (label || 'any') + (s.format ? ` (${s.format})` : '');
}

function isObjectLike(doc, schema) {
  const s = merged(doc, schema);
  return typesOf(s).includes('object') && Object.keys(s.properties ?? {}).length > 0;
}

/**
 * Rows of a schema's fields, nested fields named by path (`tenants[].tenant_id`).
 * @returns {{name: string, schema: any, type: string, required: boolean}[]}
 */
export function fieldRows(doc, schema, prefix = '', seen = new Set()) {
  const s = merged(doc, schema);
  if (typesOf(s).includes('array')) return fieldRows(doc, s.items ?? {}, `${prefix}[].`, seen);
  const rows = [];
  const required = new Set(s.required ?? []);
  for (const [name, raw] of Object.entries(s.properties ?? {})) {
    const ref = raw?.$ref ?? deref(doc, raw)?.items?.$ref;
    const prop = merged(doc, raw);
    rows.push({name: prefix + name, schema: prop, type: typeLabel(doc, raw), required: required.has(name)});
    // A schema that contains itself (through a $ref) is listed once.
    if (ref && seen.has(ref)) continue;
    const next = new Set(seen);
    if (ref) next.add(ref);
    const child = typesOf(prop).includes('array') ? (prop.items ?? {}) : prop;
    if (isObjectLike(doc, child)) {
      rows.push(...fieldRows(doc, child, `${prefix}${name}${typesOf(prop).includes('array') ? '[]' : ''}.`, next));
    }
  }
  return rows;
}

/** Text for an MDX table cell: one line, `{ } < >` escaped outside code spans (`table` escapes `|`). */
export function cell(text) {
  return prose(String(text ?? '').replace(/\s*\n\s*/g, ' '));
}

/** Markdown prose from the document (descriptions): MDX-special characters escaped outside code. */
function prose(text) {
  return String(text ?? '')
    .trim()
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 ? part : part.replace(/[{}<>]/g, (c) => `\\${c}`)))
    .join('');
}

const code = (value) => `\`${String(value).replace(/`/g, "'")}\``;

function details(schema, t) {
  const notes = [];
  if (schema.description) notes.push(cell(schema.description));
  if (schema.enum) notes.push(`${t.oneOf}: ${schema.enum.map(code).join(', ')}`);
  if (schema.default !== undefined) notes.push(`${t.default}: ${code(JSON.stringify(schema.default))}`);
  if (schema.readOnly) notes.push(t.readOnly);
  return notes.join(' ').trim();
}

function table(head, rows) {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`),
  ].join('\n');
}

/** A JSON value shaped like the schema, for responses that document no example. */
export function sampleFor(doc, schema, depth = 0) {
  const s = merged(doc, schema);
  if (s.example !== undefined) return s.example;
  if (s.default !== undefined) return s.default;
  if (s.enum) return s.enum[0];
  const type = typesOf(s).find((x) => x !== 'null');
  if (depth > 6) return null;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sampleFor(doc, v, depth + 1)]));
    case 'array':
      return [sampleFor(doc, s.items ?? {}, depth + 1)];
    case 'integer':
    case 'number':
      return 0;
    case 'boolean':
      return true;
    case 'string':
      return s.format === 'date-time' ? '2024-01-01T00:00:00Z' : 'string';
    default:
      return null;
  }
}

function mediaExample(doc, media) {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  if (first) return deref(doc, first).value;
  return media.schema ? sampleFor(doc, media.schema) : undefined;
}

/** The curl command of an operation: console address, token header, and the example body when there is one. */
export function curlFor(doc, {method, path, op}) {
  const lines = [
    `curl -X ${method.toUpperCase()} 'http://<console-host>:7070${path.replace(/\{(\w+)\}/g, '<$1>')}'`,
    `  -H 'Authorization: <access-token>'`,
  ];
  const body = mediaExample(doc, deref(doc, op.requestBody)?.content?.['application/json']);
  if (body !== undefined) {
    lines.push(`  -H 'Content-Type: application/json'`);
    lines.push(`  -d '${JSON.stringify(body, null, 2).replace(/'/g, "'\\''")}'`);
  }
  return lines.join(' \\\n');
}

function jsonBlock(value) {
  return ['```json', JSON.stringify(value, null, 2), '```'].join('\n');
}

/** The first sentence of a description as plain text, for the page's meta description. */
export function summaryLine(text) {
  const plain = String(text ?? '')
    .replace(/`/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const end = plain.search(/(?<=[.。！？!?])\s|(?<=[。！？])/);
  return end > 0 ? plain.slice(0, end).trim() : plain;
}

function fieldTable(doc, schema, t) {
  const rows = fieldRows(doc, schema);
  if (!rows.length) return t.noFields;
  return table(
    [t.field, t.type, t.required, t.description],
    rows.map((r) => [code(r.name), code(r.type), r.required ? t.yes : t.no, details(r.schema, t)]),
  );
}

const yamlString = (value) => JSON.stringify(String(value));

/** The MDX page of one operation in one locale (`doc` already localized). */
export function operationPage(doc, entry, locale) {
  const t = LABELS[locale];
  const {method, path, op} = entry;
  const parameters = (op.parameters ?? []).map((p) => deref(doc, p));
  const out = [
    '---',
    `id: ${op.operationId}`,
    `title: ${yamlString(op.summary)}`,
    `description: ${yamlString(summaryLine(op.description ?? op.summary))}`,
    `sidebar_label: ${yamlString(op.summary)}`,
    `sidebar_class_name: ${yamlString(`api-method api-method--${method}`)}`,
    '---',
    '',
    `<p className="api-endpoint"><span className="api-endpoint__method api-method--${method}">${method.toUpperCase()}</span> <code className="api-endpoint__path">{${JSON.stringify(path)}}</code></p>`,
    '',
  ];
  if (op.deprecated) out.push(':::warning', t.deprecated, ':::', '');
  if (op.description) out.push(prose(op.description), '');

  out.push(`## ${t.request} {#request}`, '');
  let any = false;
  for (const where of ['path', 'query', 'header']) {
    const list = parameters.filter((p) => p.in === where);
    if (!list.length) continue;
    any = true;
    out.push(`### ${t[where]} {#${where}-parameters}`, '');
    out.push(
      table(
        [t.name, t.type, t.required, t.description],
        list.map((p) => [
          code(p.name),
          code(typeLabel(doc, p.schema ?? {})),
          p.required ? t.yes : t.no,
          details({...merged(doc, p.schema ?? {}), description: p.description}, t),
        ]),
      ),
      '',
    );
  }
  const body = deref(doc, op.requestBody);
  const bodyMedia = body?.content?.['application/json'];
  if (bodyMedia) {
    any = true;
    out.push(`### ${t.body} {#request-body}`, '');
    out.push(
      `${code('application/json')}${body.required ? ` · ${t.required}` : ''}${body.description ? ` — ${prose(body.description)}` : ''}`,
      '',
    );
    if (typesOf(merged(doc, bodyMedia.schema ?? {})).includes('array')) out.push(t.arrayBody, '');
    out.push(fieldTable(doc, bodyMedia.schema ?? {}, t), '');
    const example = mediaExample(doc, bodyMedia);
    if (example !== undefined) out.push(`**${t.example}**`, '', jsonBlock(example), '');
  }
  if (!any) out.push(t.noParameters, '');

  out.push(`## ${t.responses} {#responses}`, '');
  for (const [status, raw] of Object.entries(op.responses ?? {})) {
    const response = deref(doc, raw);
    out.push(`### ${status} {#response-${status}}`, '');
    if (response.description) out.push(prose(response.description), '');
    const media = response.content?.['application/json'];
    if (!media) {
      out.push(t.noContent, '');
      continue;
    }
    if (typesOf(merged(doc, media.schema ?? {})).includes('array')) out.push(t.arrayBody, '');
    out.push(fieldTable(doc, media.schema ?? {}, t), '');
    const example = mediaExample(doc, media);
    if (example !== undefined) out.push(`**${t.example}**`, '', jsonBlock(example), '');
  }

  out.push(`## ${t.sample} {#sample-request}`, '', '```bash', curlFor(doc, entry), '```', '', t.sampleNote, '');
  return out.join('\n');
}
