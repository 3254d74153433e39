// The client's routes module calls ComponentCreator once per route as main.js is evaluated, and each call builds
// a react-loadable component from that route's chunk names: ~1,500 chunk references walked on every page load, in
// the one long task that evaluates main.js, for routes the visitor mostly never opens. This stand-in builds the
// real component the first time its route is preloaded (Docusaurus preloads before it renders a route) or
// rendered. bundle.js (lazy-routes) puts it in place of Docusaurus' module, in the client bundle only.
import {createElement} from 'react';
import ComponentCreator from '@lean-bundle/component-creator';

/** Marks a stand-in, so a test can tell that the route table uses this module. */
export const LAZY_ROUTE = 'rbLazyRoute';

/** Same signature and result as Docusaurus' ComponentCreator, built on first use. */
export default function LazyComponentCreator(path, hash) {
  let real = null;
  const load = () => {
    if (!real) real = ComponentCreator(path, hash);
    return real;
  };
  function LazyRoute(props) {
    return createElement(load(), props);
  }
  LazyRoute.preload = () => load().preload();
  LazyRoute[LAZY_ROUTE] = true;
  return LazyRoute;
}
