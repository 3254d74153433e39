import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {members, type Member} from '@site/src/data/members';
import {useLocale} from '@site/src/data/bilingual';
import styles from './styles.module.css';

/** Up to two initials for the avatar: "Li Wei" → "LW", "张三" → "张三"'s first character. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (/^[\u3400-\u9fff]/.test(words[0])) return words[0].slice(0, 1);
  return words
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');
}

/** The members of one community group as cards with initials avatars (no photos). */
export default function MemberGrid({group}: {group: Member['group']}): ReactNode {
  const locale = useLocale();
  const list = members.filter((m) => m.group === group);
  return (
    <ul className={styles.grid}>
      {list.map((member) => (
        <li key={member.name} className={styles.card}>
          <span className={styles.avatar} aria-hidden="true">
            {initials(member.name)}
          </span>
          <span className={styles.text}>
            {member.github ? (
              <Link href={`https://github.com/${member.github}`} className={styles.name}>
                {member.name}
              </Link>
            ) : (
              <span className={styles.name}>{member.name}</span>
            )}
            <span className={styles.role}>{member.role[locale]}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
