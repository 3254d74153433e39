import {translate} from '@docusaurus/Translate';
import type {Section} from './engine';

export const SECTIONS: readonly Section[] = ['docs', 'api', 'community', 'blog', 'pages'];

/** A section's name as results and the section filter show it. */
export function sectionLabel(section: Section): string {
  switch (section) {
    case 'docs':
      return translate({id: 'search.section.docs', message: '文档'});
    case 'api':
      return translate({id: 'search.section.api', message: 'API 参考'});
    case 'community':
      return translate({id: 'search.section.community', message: '社区'});
    case 'blog':
      return translate({id: 'search.section.blog', message: '博客'});
    default:
      return translate({id: 'search.section.pages', message: '其他页面'});
  }
}
