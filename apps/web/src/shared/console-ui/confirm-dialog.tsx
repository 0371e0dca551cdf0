import { Suspense, lazy, useState } from 'react';
import type { TConfirmDialogProps } from './confirm-dialog-view';

export type { TConfirmTexts } from './confirm-dialog-view';

const ConfirmDialogView = lazy(() =>
  import('./confirm-dialog-view').then(({ ConfirmDialogView: View }) => ({ default: View })),
);

/**
 * The console's confirmation (confirm-dialog-view.tsx), whose code (MUI's Dialog) is fetched when it is
 * first asked, not with the page: the product editor and the people page load without it
 * (docs/performance.md). Once shown it stays mounted, so that it closes with its transition.
 */
export function ConfirmDialog(props: TConfirmDialogProps) {
  const [hasOpened, setHasOpened] = useState(false);
  if (props.texts !== null && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView {...props} />
    </Suspense>
  );
}
