// Replaces the interactive API explorer of docusaurus-theme-openapi-docs. That panel pulled ~1.8 MB of
// JavaScript into every API page and sent requests to whatever host a visitor typed, which the site's CSP
// (connect-src 'self') blocks anyway. This static panel shows a ready-to-copy curl request instead.
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface MediaType {
  example?: unknown;
  examples?: Record<string, {value?: unknown}>;
  schema?: {example?: unknown};
}

interface Props {
  item: {
    method: string;
    path: string;
    requestBody?: {content?: Record<string, MediaType>};
  };
  infoPath?: string;
}

function bodyExample(item: Props['item']): unknown {
  const media = item.requestBody?.content?.['application/json'];
  if (!media) return undefined;
  return media.example ?? Object.values(media.examples ?? {})[0]?.value ?? media.schema?.example;
}

/** The curl command for an operation: console address, token header, and the example body when there is one. */
export function curlFor(item: Props['item']): string {
  const path = item.path.replace(/\{(\w+)\}/g, '<$1>');
  const lines = [`curl -X ${item.method.toUpperCase()} 'http://<console-host>:7070${path}'`, `  -H 'Authorization: <access-token>'`];
  const body = bodyExample(item);
  if (body !== undefined) {
    lines.push(`  -H 'Content-Type: application/json'`);
    lines.push(`  -d '${JSON.stringify(body, null, 2).replace(/'/g, "'\\''")}'`);
  }
  return lines.join(' \\\n');
}

export default function ApiExplorer({item}: Props): ReactNode {
  return (
    <aside className={styles.panel}>
      <Heading as="h2" className={styles.title}>
        <Translate id="api.sample.title">请求示例</Translate>
      </Heading>
      <CodeBlock language="bash">{curlFor(item)}</CodeBlock>
      <p className={styles.note}>
        <Translate
          id="api.sample.note"
          values={{
            auth: (
              <Link to="/docs/Intro#authentication">
                <Translate id="api.sample.auth">创建访问令牌</Translate>
              </Link>
            ),
          }}>
          {'把 <console-host> 换成你的控制台地址，把尖括号中的值换成真实值。令牌的获取方式见{auth}。'}
        </Translate>
      </p>
    </aside>
  );
}
