// The English vocabulary rule (GLOSSARY.md, kept by the writers; its terms are data in src/data/glossary.mjs):
// headings and labels are sentence case except product and proper names, and the synonyms the glossary rules out do
// not appear. scripts/gates/check-content.mjs runs it over every English page and label file;
// tests/unit/glossary.test.ts shows what it flags.
import {GLOSSARY} from '../../src/data/glossary.mjs';
import {splitFrontMatter} from '../../shared/front-matter.mjs';
import {escapeRegExp} from '../../shared/regexp.mjs';

/**
 * The English terms and accepted spellings of src/data/glossary.mjs, one concept per entry. Its capitalised words
 * (Service Mesh, Xinchuang, Enterprise Edition, Rainbond Application Model, RAM, HA) are proper names a heading keeps;
 * the rest are lower case.
 */
const GLOSSARY_TERMS = GLOSSARY.flatMap(({en}) => [en.term, ...(en.aliases ?? [])]);

/**
 * Product, vendor and project names a heading keeps capitalised, beside the glossary's own. A name of several
 * words is kept only as a whole ("Alibaba Cloud", not "Cloud" alone). All-caps acronyms (HA, DNS, CI/CD), words
 * with digits or dots (K8s, Node.js, V5.15) and CamelCase identifiers (DevOps, GitLab, MySQL) need no entry.
 */
const PROPER_NAMES = [
  // Rainbond and its parts
  'Rainbond',
  'Goodrain',
  'Rainstore',
  // Kubernetes and the cloud-native ecosystem
  'Kubernetes',
  'Helm',
  'Istio',
  'Envoy',
  'Docker',
  'Docker Compose',
  'Compose',
  'Docker Hub',
  'Gateway API',
  'Calico',
  'Flannel',
  'Cilium',
  'Hubble',
  'Linkerd',
  'Knative',
  'Kuboard',
  'Rancher',
  'OpenShift',
  'Podman',
  'Kaniko',
  'Ingress',
  'Harbor',
  'Nexus',
  'Telepresence',
  'Nocalhost',
  'Terraform',
  'Ansible',
  'Vagrant',
  'Longhorn',
  'Curve',
  'Rook',
  'Velero',
  // Clouds and vendors
  'Alibaba Cloud',
  'Huawei Cloud',
  'Tencent Cloud',
  'Amazon',
  'AWS',
  'Azure',
  'Google',
  'Microsoft',
  'Apple',
  'Apache',
  'Kylin',
  'Kunpeng',
  'Phytium',
  'Hygon',
  'Loongson',
  'Zhaoxin',
  'Dameng',
  'Huawei',
  'Alibaba',
  'Tencent',
  'Xinchuang',
  'Enterprise Edition',
  'Rainbond Application Model',
  // Code hosting, CI and quality
  'Git',
  'Gitee',
  'Gogs',
  'Gitea',
  'Jenkins',
  'Jianmu',
  'Jpom',
  'Argo',
  'Tekton',
  'Maven',
  'Gradle',
  'Locust',
  'Arthas',
  'Bytebase',
  // Observability
  'Prometheus',
  'Grafana',
  'Alertmanager',
  'Jaeger',
  'Pinpoint',
  'Zipkin',
  'Loki',
  'Promtail',
  'Fluentd',
  'Fluent Bit',
  'Elasticsearch',
  'Kibana',
  'Logstash',
  'Filebeat',
  'Pyroscope',
  'JMX Exporter',
  'DingTalk',
  'WeChat',
  'Feishu',
  // Languages and runtimes
  'Java',
  'Python',
  'Go',
  'Golang',
  'Ruby',
  'Rust',
  'Vue',
  'React',
  'Angular',
  'Django',
  'Flask',
  'Tomcat',
  'Jetty',
  'Spring',
  'Spring Boot',
  'Spring Cloud',
  'Spring Cloud Alibaba',
  'Dubbo',
  'Nacos',
  'Sentinel',
  'Eureka',
  'Consul',
  'Apollo',
  'Blade',
  'Pig',
  'Dockerfile',
  'Composer',
  'Yarn',
  'Webpack',
  // Data stores and middleware
  'Redis',
  'Kafka',
  'RabbitMQ',
  'RocketMQ',
  'ZooKeeper',
  'Nginx',
  'OpenResty',
  'Ceph',
  'Postgres',
  'PostgreSQL',
  'Oracle',
  'MariaDB',
  'Percona',
  'Flink',
  'Spark',
  'Hadoop',
  'Keycloak',
  // Operating systems and architectures
  'Linux',
  'Ubuntu',
  'Debian',
  'CentOS',
  'Windows',
  'Mac',
  'Anolis',
  'Deepin',
  // Other products a post is about
  'Swagger',
  'Postman',
  'Visual Studio Code',
  'VS Code',
  'Pipeline plugin',
  'Pipeline app',
  'Pipeline-Backend',
  'Pipeline-UI',
  'Keepalived',
  'GitLab Runner',
  'Commitizen',
  'Kiali',
  'Bookinfo',
  'Docker Swarm',
  'Swarm',
  'Dragonfly',
  'Saber',
  'Arthas Tunnel',
  'Traffic Manager',
  'Envoy Gateway',
  'Replace DevMode',
  '.NET Core',
  'Kubernetes Dashboard',
  'WeChat Work',
  'Hubble Relay',
  // Customers named in the case studies
  'Kergi Data',
  'Penghai Software',
  'Shanxi Shuzhi Shidai',
  'Xianyang Big Data Administration',
  'Smart Julu',
  // Words that are always capitalised
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
  'China',
  'Chinese',
  'English',
  'Markdown',
];

/** Every allow-listed name: the glossary's capitalised terms plus PROPER_NAMES, longest first. */
export const ALLOWED_NAMES = [
  ...new Set([
    ...GLOSSARY_TERMS.flatMap((term) => term.split(/\s*[()]\s*/)).filter((name) => /[A-Z]/.test(name)),
    ...PROPER_NAMES,
  ]),
].sort((a, b) => b.length - a.length);

/**
 * Synonyms the glossary rules out: [wrong, right]. Matched as whole words outside code, a space and a hyphen alike
 * ("micro service", "micro-service"), case-insensitively unless the wrong word differs from the right one only by
 * case (XinChuang). A word that is right in another sense (tenant for the Kubernetes namespace, app store for
 * 应用商店) is left to the writer and so is not listed.
 */
const SYNONYMS = [
  ['marketplace', 'app market'],
  ['application market', 'app market'],
  ['app marketplace', 'app market'],
  ['application template', 'app template'],
  ['application templates', 'app templates'],
  ['app model', 'app template (or Rainbond Application Model (RAM) for 应用模型)'],
  ['micro-service', 'microservice'],
  ['micro-services', 'microservices'],
  ['grey release', 'canary release'],
  ['gray release', 'canary release'],
  ['grayscale release', 'canary release'],
  ['greyscale release', 'canary release'],
  ['auto scaling', 'autoscaling'],
  ['autoscale', 'autoscaling'],
  ['auto-scale', 'autoscaling'],
  ['dependence', 'dependency'],
  ['dependences', 'dependencies'],
  ['connection information', 'connection info'],
  ['link tracing', 'distributed tracing'],
  ['call chain tracing', 'distributed tracing'],
  ['fusing', 'circuit breaking'],
  ['fuse', 'circuit breaking'],
  ['fused', 'circuit breaking'],
  ['current limiting', 'rate limiting'],
  ['XinChuang', 'Xinchuang'],
  ['enterprise edition', 'Enterprise Edition'],
  ['Enterprise edition', 'Enterprise Edition'],
  ['localisation', 'localization'],
  ['offline deliver', 'offline delivery'],
  ['application gateway', 'app gateway'],
];

/** The same for Chinese pages: 应用模版 is written 应用模板. */
const ZH_SYNONYMS = [['应用模版', '应用模板']];

/**
 * Labels and titles kept word for word: the navbar labels SPEC.md §2 ("Top navigation") gives, which the
 * navigation tests hold the site to, and the quick-install title the llms.txt test reads.
 */
const PINNED_LABELS = new Set([
  'XinChuang',
  'Multi Cluster',
  'App Markets',
  'Automated OPS',
  'InDepth',
  'UseScene',
  'App Store',
  'Quick Installation',
]);

/** Names of other products that contain a listed synonym ("Marketplace" of Rancher and JetBrains). */
const SYNONYM_EXCEPTIONS = ['Apps & Marketplace', 'JetBrains Marketplace'];

const synonymPatterns = SYNONYMS.map(([wrong, right]) => ({
  wrong,
  right,
  pattern: new RegExp(
    `(?<![\\w/-])${escapeRegExp(wrong).replace(/[ -]/g, '[\\s-]')}(?![\\w/-])`,
    wrong.toLowerCase() === right.toLowerCase() ? 'g' : 'gi',
  ),
}));

/**
 * Synonyms the glossary rules out in one line of prose (code already blanked).
 * @param {string} line
 * @returns {Array<{word: string, right: string}>}
 */
export function synonymHits(line) {
  const hits = [];
  for (const name of SYNONYM_EXCEPTIONS) line = line.split(name).join(' '.repeat(name.length));
  for (const {pattern, right} of synonymPatterns) {
    for (const match of line.matchAll(pattern)) hits.push({word: match[0], right, index: match.index ?? 0});
  }
  // A longer listed phrase ("app marketplace") wins over the shorter one inside it ("marketplace").
  return hits
    .filter(
      (hit) =>
        !hits.some(
          (other) =>
            other !== hit &&
            other.index <= hit.index &&
            other.index + other.word.length >= hit.index + hit.word.length &&
            other.word.length > hit.word.length,
        ),
    )
    .sort((a, b) => a.index - b.index)
    .map(({word, right}) => ({word, right}));
}

const namePattern = new RegExp(`(?<![A-Za-z0-9])(?:${ALLOWED_NAMES.map(escapeRegExp).join('|')})(?![A-Za-z0-9])`, 'g');
const singleNames = new Set(ALLOWED_NAMES.filter((name) => !/\s/.test(name)));

/** A heading or label as plain words: no inline code, links, HTML, emphasis or `{#id}` anchors. @param {string} text */
function plainHeading(text) {
  return text
    .replace(/\{#[^}]*\}\s*$/, '')
    .replace(/`[^`]*`/g, 'code')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\*\*|__|(?<![\w])[*_]|[*_](?![\w])/g, '')
    .trim();
}

/**
 * Words of a heading or label that break sentence case: a word after the first that starts with a capital and is
 * not an allowed name, an acronym, a word with digits or dots, or CamelCase. Words that open a sentence (after a
 * colon, `?`, `!` or a full stop) may be capitalised.
 * @param {string} text
 * @returns {string[]}
 */
export function sentenceCaseHits(text) {
  const masked = plainHeading(text).replace(namePattern, 'name');
  const hits = [];
  let opens = true; // the next word opens a sentence
  for (const chunk of masked.split(/\s+/).filter(Boolean)) {
    // A list number ("1.", "2)") or a lone symbol ("&", "|") is not a word.
    if (/^(\d+[.)]|[^\p{L}\p{N}]+)$/u.test(chunk)) {
      opens ||= /[:|]/.test(chunk);
      continue;
    }
    // Quoted text (a UI message, a status) keeps its own case.
    if (/^\(?["“]/.test(chunk)) opens = true;
    chunk.split(/[-/–—]/).forEach((part, i) => {
      const word = part.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.]+$/gu, '').replace(/['’]s$/, '');
      if (!word) return;
      if (!(opens && i === 0) && /^\p{Lu}/u.test(word) && !allowedCapital(word)) hits.push(word);
      opens = false;
    });
    if (/(?:[:?!]|[^.\d]\.)["'’”)]*$/.test(chunk)) opens = true;
  }
  return hits;
}

/** @param {string} word */
function allowedCapital(word) {
  const letters = word.replace(/[^\p{L}]/gu, '');
  if (singleNames.has(word)) return true;
  if (/[\d.]/.test(word)) return true; // K8s, Node.js, V5.15
  if (/^\p{Lu}$/u.test(letters) || /^\p{Lu}{2,}s?$/u.test(letters)) return true; // option A, HA, CRDs, R&D
  if (/\p{Ll}\p{Lu}/u.test(word) || /\p{Lu}{2}\p{Ll}/u.test(word)) return true; // DevOps, HTTPRoute
  return false;
}

/**
 * Markdown lines as prose: front matter, fenced code and MDX comments left out, each remaining line with its line
 * number in the file (inline code is the caller's to blank). Each entry is [line number, text].
 * @param {string} text
 * @returns {Array<[number, string]>}
 */
function proseLines(text) {
  const lines = text.split('\n');
  /** @type {Array<[number, string]>} */
  const out = [];
  let i = splitFrontMatter(text).lines;
  /** @type {string | null} */
  let fence = null;
  let comment = false;
  for (; i < lines.length; i += 1) {
    const line = lines[i];
    const fenceMatch = /^\s*(```+|~~~+)/.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1].startsWith(fence)) fence = null;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      continue;
    }
    let prose = line;
    if (comment) {
      const end = prose.indexOf('*/}');
      if (end < 0) continue;
      prose = prose.slice(end + 3);
      comment = false;
    }
    prose = prose.replace(/\{\/\*.*?\*\/\}/g, '').replace(/<!--.*?-->/g, '');
    const open = prose.indexOf('{/*');
    if (open >= 0) {
      prose = prose.slice(0, open);
      comment = true;
    }
    out.push([i + 1, prose]);
  }
  return out;
}

/** Line numbers of front matter fields, from the raw file. @param {string} text @param {string} field */
function frontMatterLine(text, field) {
  const index = text.split('\n').findIndex((line, n) => n > 0 && new RegExp(`^${field}:`).test(line));
  return index + 1;
}

/** @param {string} value */
const unquote = (value) => value.trim().replace(/^(['"])(.*)\1$/, '$2');

/**
 * Glossary problems of one English Markdown/MDX page: headings `#`..`####`, front matter `title` and
 * `sidebar_label` that are not sentence case, and ruled-out synonyms in its prose and front matter.
 * @param {string} file
 * @param {string} text
 * @param {string} frontMatter the page's front matter block (check-content's `parse`)
 * @returns {string[]}
 */
export function pageGlossaryProblems(file, text, frontMatter) {
  const problems = [];
  for (const field of ['title', 'sidebar_label', 'description']) {
    const match = new RegExp(`^${field}:\\s*(.+)$`, 'm').exec(frontMatter);
    if (!match) continue;
    const value = unquote(match[1]);
    const where = `${file}:${frontMatterLine(text, field)}`;
    if (field !== 'description' && !PINNED_LABELS.has(value))
      for (const word of sentenceCaseHits(value))
        problems.push(`${where}: ${field} "${value}" is not sentence case: "${word}" → "${word.toLowerCase()}"`);
    for (const hit of synonymHits(value.replace(/`[^`]*`/g, '')))
      problems.push(`${where}: "${hit.word}" in ${field}: the glossary says "${hit.right}"`);
  }
  for (const [n, line] of proseLines(text)) {
    const heading = /^(#{1,4})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading)
      for (const word of sentenceCaseHits(heading[2]))
        problems.push(
          `${file}:${n}: heading "${heading[2]}" is not sentence case: "${word}" → "${word.toLowerCase()}"`,
        );
    const prose = line
      .replace(/`[^`]*`/g, '')
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/(?:https?:)?\/\/\S+/g, '');
    for (const hit of synonymHits(prose))
      problems.push(`${file}:${n}: "${hit.word}": the glossary says "${hit.right}"`);
  }
  return problems;
}

/**
 * Label-like entries of an i18n JSON file: sidebar categories and links, navbar and footer items, and in
 * code.json the ids that name a title, label, tab or menu item (descriptions are prose, not labels).
 * @param {string} id
 */
function isLabelId(id) {
  if (/\.description$/.test(id)) return false;
  return /^(sidebar|item\.label|link\.title|link\.item\.label|navbar|footer|installMenu)\.|^(title|version\.label)$|\.(title|label|tab|heading)$/.test(
    id,
  );
}

/**
 * Glossary problems of one i18n JSON file: label messages that are not sentence case, and synonyms in any message.
 * @param {string} file
 * @param {string} text the JSON text
 * @param {Set<string>} [pinned] messages the spec fixes word for word (left as they are)
 * @returns {string[]}
 */
export function labelGlossaryProblems(file, text, pinned = PINNED_LABELS) {
  const problems = [];
  /** @type {Record<string, {message: string}>} */
  const entries = JSON.parse(text);
  const lines = text.split('\n');
  for (const [id, {message}] of Object.entries(entries)) {
    if (pinned.has(message)) continue;
    const n = lines.findIndex((line) => line.includes(JSON.stringify(id))) + 1;
    if (isLabelId(id))
      for (const word of sentenceCaseHits(message))
        problems.push(`${file}:${n}: label "${message}" is not sentence case: "${word}" → "${word.toLowerCase()}"`);
    for (const hit of synonymHits(message.replace(/`[^`]*`/g, '')))
      problems.push(`${file}:${n}: "${hit.word}" in "${message}": the glossary says "${hit.right}"`);
  }
  return problems;
}

/**
 * Ruled-out Chinese spellings in a Chinese page, outside code.
 * @param {string} file
 * @param {string} text
 * @returns {string[]}
 */
export function zhGlossaryProblems(file, text) {
  const problems = [];
  for (const [n, line] of proseLines(text)) {
    for (const [wrong, right] of ZH_SYNONYMS)
      if (line.replace(/`[^`]*`/g, '').includes(wrong))
        problems.push(`${file}:${n}: "${wrong}": the glossary says "${right}"`);
  }
  return problems;
}
