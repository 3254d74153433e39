// Where a search with no results sends the visitor instead: the docs sections, and the pages most visits start from.
import type {NavLink} from './navigation';

/** A navigation link to a site path (no locale prefix). */
export type Suggestion = NavLink & {to: string};

export const docsSections: Suggestion[] = [
  {label: {zh: '快速开始', en: 'Quick start'}, to: '/docs/'},
  {label: {zh: '安装', en: 'Installation'}, to: '/docs/installation/'},
  {label: {zh: '使用手册', en: 'User manual'}, to: '/docs/use-manual/'},
  {label: {zh: 'DevOps 指南', en: 'DevOps guide'}, to: '/docs/devops/'},
  {label: {zh: '微服务架构指南', en: 'Microservice guide'}, to: '/docs/micro-service/'},
  {label: {zh: '运维指南', en: 'Operations guide'}, to: '/docs/ops-guide/'},
  {label: {zh: '故障排查', en: 'Troubleshooting'}, to: '/docs/troubleshooting/'},
  {label: {zh: 'API 参考', en: 'API reference'}, to: '/docs/Intro'},
];

export const popularPages: Suggestion[] = [
  {label: {zh: '快速安装', en: 'Quick install'}, to: '/docs/quick-start/quick-install'},
  {label: {zh: '基于 Kubernetes 安装', en: 'Install on Kubernetes'}, to: '/docs/installation/install-with-helm/'},
  {label: {zh: '升级到最新版本', en: 'Upgrade to the latest version'}, to: '/docs/upgrade/latest-version'},
  {
    label: {zh: '从源码部署组件', en: 'Deploy a component from source code'},
    to: '/docs/use-manual/component-create/creation-process',
  },
  {label: {zh: '版本发布记录', en: 'Release notes'}, to: '/community/change/'},
];
