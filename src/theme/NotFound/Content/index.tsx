// Ejected: the stock text blames the linking site; ours helps the visitor find the page instead.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/NotFound/Content';
import Heading from '@theme/Heading';
import {searchHintFromPath} from '@site/src/utils/searchHint';
import styles from './styles.module.css';

export default function NotFoundContent({className}: Props): ReactNode {
  const {pathname} = useLocation();
  // The 404 page is prerendered once, at /404.html: a hint from the path would differ between that HTML and
  // the visitor's URL (React error #418), so it appears after hydration.
  const isBrowser = useIsBrowser();
  const hint = isBrowser ? searchHintFromPath(pathname) : '';
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="notFound.title">页面不存在</Translate>
          </Heading>
          <p>
            <Translate id="notFound.body">这个地址上没有页面：它可能已经移动，或者地址拼写有误。</Translate>
          </p>
          {hint && (
            <p className={styles.hint}>
              <Translate id="notFound.searchHint" values={{term: <kbd>{hint}</kbd>}}>
                {'搜索提示：在文档侧边栏或导航中查找 {term}。'}
              </Translate>
            </p>
          )}
          <div className={styles.actions}>
            <Link className="button button--primary" to="/">
              <Translate id="notFound.home">返回首页</Translate>
            </Link>
            <Link className="button button--secondary" to="/docs/">
              <Translate id="notFound.docs">浏览文档</Translate>
            </Link>
          </div>
        </div>
      </div>
    </main>
  );
}
