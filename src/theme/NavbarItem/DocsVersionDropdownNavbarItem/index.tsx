// Replaces the theme's version dropdown. Each archived version is its own build (scripts/build/build-archives.mjs), so
// the theme's dropdown would list only the version of the build it is in; this one lists all six from
// settings.mjs on every page. It reads the page's version from its path instead of matching the path against
// every doc of the site on each render.
// Switching keeps the page where the target version has it (the server says, with a HEAD request), else opens
// that version's docs root; the choice is remembered under Docusaurus' key and shown off the docs.
import React, {useEffect, useState, type MouseEvent, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {createStorageSlot} from '@docusaurus/theme-common';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {LinkLikeNavbarItemProps} from '@theme/NavbarItem';
import {ARCHIVED_DOCS, CURRENT_DOCS, docsVersionLabel, docsVersionRoot, pathInDocsVersion} from '@site/settings.mjs';
import {PREFERRED_DOCS_VERSION_KEY} from '@site/internals/storage-keys.mjs';
import {useLocaleUrl, usePageVersion} from '@site/src/utils/docsVersion';

const VERSIONS = [CURRENT_DOCS, ...ARCHIVED_DOCS.map((v) => v.name)];
const preferredSlot = () => createStorageSlot(PREFERRED_DOCS_VERSION_KEY);

/** The remembered version, once mounted (storage is not there for the server render). */
function usePreferredVersion(): string | null {
  const [preferred, setPreferred] = useState<string | null>(null);
  useEffect(() => {
    const name = preferredSlot().get();
    setPreferred(name && VERSIONS.includes(name) ? name : null);
  }, []);
  return preferred;
}

/** Opens the same page in `target` if the deployment has it, else `fallback`: a full load, as it is another build. */
async function openSamePage(samePage: string, fallback: string): Promise<void> {
  let exists = false;
  try {
    exists = (await fetch(samePage, {method: 'HEAD'})).ok;
  } catch {
    // Offline or blocked: the version's root is the safe answer.
  }
  window.location.assign(exists ? `${samePage}${window.location.hash}` : fallback);
}

export default function DocsVersionDropdownNavbarItem({
  mobile,
  dropdownActiveClassDisabled,
  dropdownItemsBefore,
  dropdownItemsAfter,
  ...rest
}: Props): ReactNode {
  // docsPluginId and versions configure the theme's dropdown, which reads the build's versions: not passed on.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const {docsPluginId, versions, ...props} = rest;
  const page = usePageVersion();
  const preferred = usePreferredVersion();
  const localeUrl = useLocaleUrl();
  const shown = page?.name ?? preferred ?? CURRENT_DOCS;

  const items: LinkLikeNavbarItemProps[] = VERSIONS.map((name) => {
    const root = localeUrl(docsVersionRoot(name));
    return {
      label: docsVersionLabel(name),
      // pathname://: a plain link (Link adds the base URL), loaded in full, as the version is another build.
      to: `pathname://${docsVersionRoot(name)}`,
      target: '_self',
      className: name === shown ? 'dropdown__link--active' : undefined,
      'aria-current': name === shown ? 'true' : undefined,
      onClick: (event: MouseEvent) => {
        preferredSlot().set(name);
        if (!page || name === page.name || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        void openSamePage(localeUrl(pathInDocsVersion(page.path, name)), root);
      },
    };
  });

  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={
        mobile
          ? translate({
              id: 'theme.navbar.mobileVersionsDropdown.label',
              message: 'Versions',
              description: 'The label for the navbar versions dropdown on mobile view',
            })
          : docsVersionLabel(shown)
      }
      to={mobile ? undefined : `pathname://${docsVersionRoot(shown)}`}
      target="_self"
      items={[...dropdownItemsBefore, ...items, ...dropdownItemsAfter]}
      isActive={dropdownActiveClassDisabled ? () => false : undefined}
    />
  );
}
