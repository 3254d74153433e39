import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {ARCHIVED_DOCS, CURRENT_DOCS, docsVersionLabel, docsVersionRoot} from '@site/settings.mjs';
import {PLATFORM} from '@site/src/data/platform.mjs';
import {releasesNewestFirst} from '@site/src/data/releases';
import styles from './styles.module.css';

interface Row {
  name: string;
  latest: string;
}

const ROWS: Row[] = [{name: CURRENT_DOCS, latest: PLATFORM.version}, ...ARCHIVED_DOCS];

/** The releases of a version line (5.14 → 5.14.2, 5.14.1, 5.14.0), newest first. */
const releasesOf = (name: string) => {
  const line = name === CURRENT_DOCS ? PLATFORM.docsVersion : name;
  return releasesNewestFirst().filter((r) => r.version.startsWith(`${line}.`));
};

function DocsLink({name}: {name: string}): ReactNode {
  const root = docsVersionRoot(name);
  const label = docsVersionLabel(name);
  // The current docs are this build; an archived version is a build of its own, loaded in full (pathname://).
  return name === CURRENT_DOCS ? (
    <Link to={root}>{label}</Link>
  ) : (
    <Link to={`pathname://${root}`} target="_self">
      {label}
    </Link>
  );
}

/** Every docs version this site serves, with its latest release and its release notes (settings.mjs, releases.ts). */
export default function DocsVersionsTable(): ReactNode {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">
            <Translate id="docsVersions.docs">文档</Translate>
          </th>
          <th scope="col">
            <Translate id="docsVersions.latest">最新发布</Translate>
          </th>
          <th scope="col">
            <Translate id="docsVersions.notes">发布说明</Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map(({name, latest}) => (
          <tr key={name} data-docs-version={name}>
            <td>
              <DocsLink name={name} />
              {name === CURRENT_DOCS && (
                <>
                  {' '}
                  <span className="badge badge--success">
                    <Translate id="docsVersions.current">当前版本</Translate>
                  </span>
                </>
              )}
            </td>
            <td>
              <code>v{latest}-release</code>
            </td>
            <td>
              <ul className={styles.notes}>
                {releasesOf(name).map((release) => (
                  <li key={release.version}>
                    <Link to={`/community/change/${release.version}`}>{release.version}</Link>
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
