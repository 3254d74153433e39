// A post about a platform version older than the current docs says which version it describes and
// links the current docs on the same topic. The post's front matter names both (`rainbond_version`,
// `current_docs`); the blog's content wrapper shows this note on the post page only.
import React, {type ReactNode} from 'react';
import Admonition from '@theme/Admonition';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {CURRENT_DOCS_LABEL, docsVersionLabel} from '@site/settings.mjs';

interface Props {
  /** The platform line the post describes, major.minor: 5.12. */
  version: string;
  /** The current docs page on the post's topic, without the locale prefix (Link adds it): /docs/devops/pipeline/. */
  currentDocs: string;
}

export default function BlogVersionNotice({version, currentDocs}: Props): ReactNode {
  return (
    // Admonition takes no role, so the wrapper carries it: assistive tech announces the note as one.
    <div role="note">
      <Admonition type="note">
        <p>
          <Translate
            id="blog.versionNotice.text"
            values={{
              version: <b>{docsVersionLabel(version)}</b>,
              current: <b>{CURRENT_DOCS_LABEL}</b>,
              link: (
                <Link to={currentDocs}>
                  <Translate id="blog.versionNotice.link">当前版本的相关文档</Translate>
                </Link>
              ),
            }}>
            {'本文基于 Rainbond {version} 编写。当前文档对应 {current}，相关内容请参阅{link}。'}
          </Translate>
        </p>
      </Admonition>
    </div>
  );
}
