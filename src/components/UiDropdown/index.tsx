import React, {type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import styles from './styles.module.css';

/** SPEC §9: leave delay 100 ms; menu spacing 4 px, 2 px for nested menus. */
const DROPDOWN_LEAVE_DELAY_MS = 100;

export interface DropdownItem {
  label: ReactNode;
  to: string;
}

interface Props {
  label: ReactNode;
  items: DropdownItem[];
  nested?: boolean;
}

/** A menu button that opens on hover (and on click or keyboard), per the WAI-ARIA menu button pattern. */
export default function UiDropdown({label, items, nested = false}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const leaveTimer = useRef<number | undefined>(undefined);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);

  useEffect(() => () => window.clearTimeout(leaveTimer.current), []);

  const show = () => {
    window.clearTimeout(leaveTimer.current);
    setOpen(true);
  };
  const hideSoon = () => {
    window.clearTimeout(leaveTimer.current);
    leaveTimer.current = window.setTimeout(() => setOpen(false), DROPDOWN_LEAVE_DELAY_MS);
  };
  const focusItem = (index: number) => links.current[(index + items.length) % items.length]?.focus();

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusItem(0));
    }
  };
  const onMenuKey = (event: KeyboardEvent, index: number) => {
    if (event.key === 'ArrowDown') focusItem(index + 1);
    else if (event.key === 'ArrowUp') focusItem(index - 1);
    else if (event.key === 'Escape') {
      setOpen(false);
      button.current?.focus();
    } else return;
    event.preventDefault();
  };

  return (
    <div className={clsx(styles.dropdown, nested && styles.nested)} onMouseEnter={show} onMouseLeave={hideSoon}>
      <button
        ref={button}
        type="button"
        className="button button--secondary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onButtonKey}>
        {label} ▾
      </button>
      <ul id={menuId} role="menu" className={styles.menu} hidden={!open}>
        {items.map((item, i) => (
          <li key={item.to} role="none">
            <Link
              ref={(el: HTMLAnchorElement | null) => {
                links.current[i] = el;
              }}
              role="menuitem"
              to={item.to}
              className={styles.item}
              onKeyDown={(e) => onMenuKey(e, i)}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
