// The glossary page: every platform term of src/data/glossary.mjs in the reader's language, with its name in the
// other language, a one-line definition and its concept page. The same data opens the toggletips in the docs
// (plugins/remark-glossary-terms.mjs) and lets search match across the two languages.
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {GLOSSARY} from '@site/src/data/glossary.mjs';
import {useLocale} from '@site/src/data/bilingual';
import {LOCALES} from '@site/settings.mjs';
import styles from './styles.module.css';

export default function GlossaryPage(): ReactNode {
  const locale = useLocale();
  const other = locale === 'zh' ? 'en' : 'zh';
  const entries = [...GLOSSARY].sort((a, b) =>
    a[locale].term.localeCompare(b[locale].term, locale === 'zh' ? 'zh-Hans-CN-u-co-pinyin' : 'en'),
  );
  return (
    <Layout
      title={translate({id: 'glossary.page.title', message: '术语表'})}
      description={translate({
        id: 'glossary.page.description',
        message: 'Rainbond 文档中的平台术语：中英文名称、一句话定义和对应的概念页面。',
      })}>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">
          <Translate id="glossary.page.title">术语表</Translate>
        </Heading>
        <p className={styles.lead}>
          <Translate id="glossary.page.intro">
            文档中每个平台术语只用一个说法。这里列出每个术语的中英文名称和简短定义；在文档正文中，术语第一次出现时可以点击查看同样的说明。
          </Translate>
        </p>
        <dl className={styles.terms}>
          {entries.map((entry) => (
            <div key={entry.id} id={entry.id} className={styles.term}>
              <dt>
                <span className={styles.name}>{entry[locale].term}</span>{' '}
                <span className={styles.other} lang={LOCALES[other].htmlLang}>
                  {entry[other].term}
                </span>
              </dt>
              <dd>
                {entry[locale].definition}
                {entry.page && (
                  <>
                    {' '}
                    <Link to={entry.page}>
                      <Translate id="glossary.page.more">了解更多</Translate>
                    </Link>
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </main>
    </Layout>
  );
}
