// Organisations shown on the home page's logo wall, as names (we ship no third-party logo images).
import type {Bilingual} from './bilingual';
export interface Customer {
  name: Bilingual;
}

export const customers: Customer[] = [
  {name: {zh: '京东方', en: 'BOE'}},
  {name: {zh: '中国煤炭科工集团', en: 'China Coal Technology & Engineering Group'}},
  {name: {zh: '梅赛德斯-奔驰', en: 'Mercedes-Benz'}},
  {name: {zh: '拓维信息', en: 'Talkweb'}},
  {name: {zh: '中国航信', en: 'TravelSky'}},
  {name: {zh: '中公高科', en: 'Roadmaint'}},
  {name: {zh: '西南民族大学', en: 'Southwest University for Nationalities'}},
  {name: {zh: '海军工程大学', en: 'Naval University of Engineering'}},
  {name: {zh: '北京理工大学', en: 'Beijing Institute of Technology'}},
  {name: {zh: '国防科学技术大学', en: 'National University of Defense Technology'}},
  {name: {zh: '中国人民警察大学', en: "China People's Police University"}},
  {name: {zh: '广西体育高等专科学校', en: 'Guangxi Sports College'}},
  {name: {zh: '鹏海软件', en: 'Peng Hai Soft'}},
  {name: {zh: '北控软件', en: 'Becom'}},
  {name: {zh: '南威', en: 'Linewell'}},
  {name: {zh: 'Gitee', en: 'Gitee'}},
  {name: {zh: '绿联', en: 'UGREEN'}},
  {name: {zh: '咸阳秦云信息技术有限公司', en: 'XianYang QinYun Information Technology'}},
  {name: {zh: '京运体育', en: 'Jingyun Sports'}},
  {name: {zh: '联影', en: 'United Imaging'}},
  {name: {zh: '安诺', en: 'ANN'}},
  {name: {zh: '汉光', en: 'Sinobeam'}},
  {name: {zh: '福州市数字产业互联科技有限责任公司', en: 'Fuzhou Digital Industry Internet Technology'}},
  {name: {zh: '诺瓦星云', en: 'NovaStar'}},
  {name: {zh: '中建智能技术有限公司', en: 'China Construction Intelligent Technology'}},
  {name: {zh: '清能互联', en: 'Qingneng Interconnect'}},
  {name: {zh: '电信五所', en: 'Fifth Research Institute of Telecom (5RITT)'}},
  {name: {zh: 'Gillion', en: 'Gillion'}},
  {name: {zh: '藏书馆', en: 'Cangshuguan'}},
];
