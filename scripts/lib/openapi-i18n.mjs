// One OpenAPI structure, two languages: static/openapi/rainbond.yaml holds the structure and the English
// text; static/openapi/i18n/zh.yaml holds only Chinese text, keyed by stable names (operationId, tag,
// schema and parameter names — never array positions). `localize` overlays the translations on a copy.

import {METHODS} from './openapi-pages.mjs';

/** Every translatable string of the document: [key, english text, setter]. */
export function translatableStrings(doc) {
  const out = [];
  const add = (key, holder, field) => {
    if (holder && typeof holder[field] === 'string' && holder[field].trim()) {
      out.push([key, holder[field], (value) => (holder[field] = value)]);
    }
  };
  add('info.title', doc.info, 'title');
  add('info.description', doc.info, 'description');
  for (const tag of doc.tags ?? []) add(`tags.${tag.name}.description`, tag, 'description');
  for (const [name, param] of Object.entries(doc.components?.parameters ?? {}))
    add(`parameters.${name}.description`, param, 'description');
  for (const [name, response] of Object.entries(doc.components?.responses ?? {}))
    add(`responses.${name}.description`, response, 'description');
  const schemaStrings = (prefix, schema) => {
    if (!schema || typeof schema !== 'object') return;
    add(`${prefix}.description`, schema, 'description');
    add(`${prefix}.title`, schema, 'title');
    for (const [prop, sub] of Object.entries(schema.properties ?? {}))
      schemaStrings(`${prefix}.properties.${prop}`, sub);
    if (schema.items) schemaStrings(`${prefix}.items`, schema.items);
    (schema.allOf ?? []).forEach((part) => schemaStrings(prefix, part));
  };
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) schemaStrings(`schemas.${name}`, schema);
  for (const pathItem of Object.values(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = pathItem[method];
      if (!op) continue;
      const key = `operations.${op.operationId}`;
      add(`${key}.summary`, op, 'summary');
      add(`${key}.description`, op, 'description');
      for (const param of op.parameters ?? [])
        if (!param.$ref) add(`${key}.parameters.${param.name}.description`, param, 'description');
      if (op.requestBody) {
        add(`${key}.requestBody.description`, op.requestBody, 'description');
        for (const media of Object.values(op.requestBody.content ?? {}))
          if (media.schema && !media.schema.$ref) schemaStrings(`${key}.requestBody.schema`, media.schema);
      }
      for (const [code, response] of Object.entries(op.responses ?? {})) {
        add(`${key}.responses.${code}.description`, response, 'description');
        for (const media of Object.values(response.content ?? {}))
          if (media.schema && !media.schema.$ref) schemaStrings(`${key}.responses.${code}.schema`, media.schema);
      }
    }
  }
  return out;
}

/** Keys the English document has but the translation lacks, and keys the translation has that match nothing. */
export function coverage(doc, translations) {
  const keys = new Set(translatableStrings(doc).map(([key]) => key));
  return {
    missing: [...keys].filter((key) => !(key in translations)),
    unknown: Object.keys(translations).filter((key) => !keys.has(key)),
  };
}

/** A deep copy of the English document with every translated string replaced. */
export function localize(doc, translations) {
  const copy = structuredClone(doc);
  for (const [key, , set] of translatableStrings(copy)) {
    if (typeof translations[key] === 'string') set(translations[key]);
  }
  return copy;
}
