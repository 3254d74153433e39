// Community members shown on /community/members: the technical oversight committee (TOC) and the
// contributors of all open-source Rainbond projects. Pure data; MemberGrid renders it.
import type {Bilingual} from './bilingual';

/** The groups the members page shows (community/members.mdx, one MemberGrid each). */
export type MemberGroup = 'toc' | 'contributor';

export interface Member {
  /** Display name, as the project lists it (contributors are listed by GitHub handle). */
  name: string;
  /** Short line under the name, per locale. */
  role: Bilingual;
  group: MemberGroup;
  /** GitHub user name, without the URL. */
  github?: string;
  /** Personal blog URL, when the member lists one. */
  blog?: string;
}

const CONTRIBUTOR_ROLE = {zh: '贡献者', en: 'Contributor'};

export const members: Member[] = [
  // Technical oversight committee, in no particular order.
  {name: 'Ke Yang', github: 'yangkaa', group: 'toc', role: {zh: '软件工程师', en: 'Software Engineer'}},
  {name: 'Xun Guo', github: 'dazuimao1990', group: 'toc', role: {zh: '软件工程师', en: 'Software Engineer'}},
  {name: 'Peng Ding', github: 'pescox', group: 'toc', role: {zh: '技术监督委员会成员', en: 'TOC member'}},
  {
    name: 'Qi Zhang',
    github: 'zzzhangqi',
    group: 'toc',
    role: {zh: '专注云原生，持续学习', en: 'Focused on cloud native, always learning'},
    blog: 'https://smallq.cn',
  },
  // Contributors across goodrain/rainbond, rainbond-console, rainbond-ui, rainbond-operator and the docs.
  // TOC members who also contribute code appear here too, under their GitHub handle.
  {name: 'GLYASAI', github: 'GLYASAI', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'barnettZQG', github: 'barnettZQG', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'zhoujunhaowzh', github: 'zhoujunhaowzh', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'fanyangyang', github: 'fanyangyang', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'yangkaa', github: 'yangkaa', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'Gemrails', github: 'Gemrails', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'sycki', github: 'sycki', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'ysicing', github: 'ysicing', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'pescox', github: 'pescox', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'smarthadron', github: 'smarthadron', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'Youngerzkc', github: 'Youngerzkc', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'zhouyq', github: 'zhouyq', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'Aomr-Moon', github: 'Aomr-Moon', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'ZhangSetSail', github: 'ZhangSetSail', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'quyuancheng', github: 'quyuancheng', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'shangshanzhishui', github: 'shangshanzhishui', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'cdtft', github: 'cdtft', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'hainesc', github: 'hainesc', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'zzzhangqi', github: 'zzzhangqi', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'dazuimao1990', github: 'dazuimao1990', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'zzhuf', github: 'zzhuf', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'crowser', github: 'crowser', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: '21-STA', github: '21-STA', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'panda-zxs', github: 'panda-zxs', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'RainBondsongyg', github: 'RainBondsongyg', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'zsl1549', github: 'zsl1549', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'xuzhonglin12138', github: 'xuzhonglin12138', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'Alubatm', github: 'Alubatm', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'yyqhlw', github: 'yyqhlw', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'zhengxianlin', github: 'zhengxianlin', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'BlueBeards', github: 'BlueBeards', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'Shanks0724', github: 'Shanks0724', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'ytweb', github: 'ytweb', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'token01', github: 'token01', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'Aaron-23', github: 'Aaron-23', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: '1909490139', github: '1909490139', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'wuwen009', github: 'wuwen009', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'Mrexamo', github: 'Mrexamo', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'yyyaiy', github: 'yyyaiy', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'golangav', github: 'golangav', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'markhuyong', github: 'markhuyong', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'ITboy6', github: 'ITboy6', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'jiquan51', github: 'jiquan51', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'ty1972873004', github: 'ty1972873004', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'shenxinbo', github: 'shenxinbo', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'gaffeyQiu', github: 'gaffeyQiu', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'cnwangzhanfei', github: 'cnwangzhanfei', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'qdsang', github: 'qdsang', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'cn-ygf', github: 'cn-ygf', group: 'contributor', role: CONTRIBUTOR_ROLE},
  {name: 'rick319', github: 'rick319', group: 'contributor', role: CONTRIBUTOR_ROLE},
];
