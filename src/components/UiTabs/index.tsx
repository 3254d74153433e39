import React, {type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {readItem, writeItem} from '@site/src/utils/safeStorage';
import {TAB_STORAGE_PREFIX} from '@site/internals/storage-keys.mjs';
import styles from './styles.module.css';

/** SPEC §3 tab item. */
export interface TabItem {
  itemKey: string;
  tab: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
  /** Card tabs only: closable by its icon, Delete or Backspace. */
  closable?: boolean;
  content: ReactNode;
}

interface Props {
  items: TabItem[];
  /** SPEC §9 defaults: line, large, top. */
  type?: 'line' | 'card';
  size?: 'large' | 'default' | 'small';
  tabPosition?: 'top' | 'left';
  defaultActiveKey?: string;
  onChange?: (itemKey: string) => void;
  onTabClose?: (itemKey: string) => void;
  'aria-label'?: string;
  /** Remembers the visitor's choice under `docusaurus.tab.<storageKey>` (SPEC: tab choices), restored after hydration. */
  storageKey?: string;
}

/** Tabs per the WAI-ARIA tabs pattern: one active key, arrow keys/Home/End move and activate, panes fade in. */
export default function UiTabs({
  items,
  type = 'line',
  size = 'large',
  tabPosition = 'top',
  defaultActiveKey,
  onChange,
  onTabClose,
  'aria-label': ariaLabel,
  storageKey,
}: Props): ReactNode {
  const uid = useId();
  const [closed, setClosed] = useState<string[]>([]);
  const visible = items.filter((item) => !closed.includes(item.itemKey));
  const firstEnabled = visible.find((item) => !item.disabled)?.itemKey;
  const [active, setActive] = useState(defaultActiveKey ?? firstEnabled);
  const activeKey = visible.some((i) => i.itemKey === active && !i.disabled) ? active : firstEnabled;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const closable = (item: TabItem) => type === 'card' && Boolean(item.closable);

  const storageId = storageKey && `${TAB_STORAGE_PREFIX}${storageKey}`;
  // After hydration, so the first render matches the prerendered HTML.
  useEffect(() => {
    const saved = storageId ? readItem('localStorage', storageId) : null;
    if (saved && items.some((item) => item.itemKey === saved && !item.disabled)) setActive(saved);
    // Once per storage key: later choices are the visitor's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storageId]);

  const activate = (key: string) => {
    setActive(key);
    if (storageId) writeItem('localStorage', storageId, key);
    onChange?.(key);
    tabRefs.current.get(key)?.focus();
  };

  const close = (key: string) => {
    const index = visible.findIndex((i) => i.itemKey === key);
    setClosed((c) => [...c, key]);
    onTabClose?.(key);
    const rest = visible.filter((i) => i.itemKey !== key && !i.disabled);
    const next = rest[Math.min(index, rest.length - 1)]?.itemKey;
    if (key === activeKey && next) activate(next);
  };

  const onKeyDown = (event: KeyboardEvent, item: TabItem) => {
    const enabled = visible.filter((i) => !i.disabled);
    const index = enabled.findIndex((i) => i.itemKey === item.itemKey);
    const horizontal = tabPosition === 'top';
    const step: Record<string, number> = horizontal ? {ArrowRight: 1, ArrowLeft: -1} : {ArrowDown: 1, ArrowUp: -1};
    if (event.key in step) {
      event.preventDefault();
      activate(enabled[(index + step[event.key] + enabled.length) % enabled.length].itemKey);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      activate(enabled[event.key === 'Home' ? 0 : enabled.length - 1].itemKey);
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && closable(item)) {
      event.preventDefault();
      close(item.itemKey);
    }
  };

  return (
    <div className={clsx(styles.tabs, styles[tabPosition], styles[size])}>
      <div
        role="tablist"
        aria-label={ariaLabel}
        aria-orientation={tabPosition === 'top' ? 'horizontal' : 'vertical'}
        className={clsx(styles.list, styles[type])}>
        {visible.map((item) => {
          const selected = item.itemKey === activeKey;
          return (
            <span key={item.itemKey} role="presentation" className={clsx(styles.tabWrap, selected && styles.selected)}>
              <button
                ref={(el) => {
                  if (el) tabRefs.current.set(item.itemKey, el);
                  else tabRefs.current.delete(item.itemKey);
                }}
                type="button"
                role="tab"
                id={`${uid}-tab-${item.itemKey}`}
                aria-selected={selected}
                aria-controls={`${uid}-panel-${item.itemKey}`}
                aria-disabled={item.disabled || undefined}
                aria-keyshortcuts={closable(item) ? 'Delete Backspace' : undefined}
                tabIndex={selected ? 0 : -1}
                className={styles.tab}
                onClick={() => !item.disabled && activate(item.itemKey)}
                onKeyDown={(e) => onKeyDown(e, item)}>
                {item.icon && <span className={styles.icon}>{item.icon}</span>}
                {item.tab}
                {closable(item) && (
                  // A pointer target only: inside a tab an extra button is not allowed, so keyboard users close
                  // the focused tab with Delete or Backspace (announced through aria-keyshortcuts).
                  <span
                    aria-hidden="true"
                    data-close={item.itemKey}
                    title={translate({id: 'tabs.close', message: '关闭标签'})}
                    className={styles.close}
                    onClick={(e) => {
                      e.stopPropagation();
                      close(item.itemKey);
                    }}>
                    ×
                  </span>
                )}
              </button>
            </span>
          );
        })}
      </div>
      {visible
        .filter((item) => item.itemKey === activeKey)
        .map((item) => (
          <div
            key={item.itemKey}
            role="tabpanel"
            id={`${uid}-panel-${item.itemKey}`}
            aria-labelledby={`${uid}-tab-${item.itemKey}`}
            tabIndex={0}
            className={styles.panel}>
            {item.content}
          </div>
        ))}
    </div>
  );
}
