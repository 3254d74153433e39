// Wrapper: Root stays mounted across client-side navigation, so the sponsorship timer survives it.
import React, {type ReactNode} from 'react';
import SponsorDialog from '@site/src/components/SponsorDialog';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <SponsorDialog />
    </>
  );
}
